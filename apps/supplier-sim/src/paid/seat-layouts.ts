// Cabin layouts per aircraft type for the seat maps (decision 049): columns with aisles, cabin blocks of rows, exit rows.
import type { TCabinClass } from '@portal/contracts';

export type TCabinBlock = { cabin: TCabinClass; firstRow: number; lastRow: number; letters: readonly string[] };
export type TLayout = { columns: readonly string[]; blocks: readonly TCabinBlock[]; exitRows: readonly number[] };

/** A cabin block: its class, rows "first-last" and seat letters ("ABCDEF"). */
const block = (cabin: TCabinClass, rows: string, letters: string): TCabinBlock => {
  const [firstRow = 1, lastRow = 1] = rows.split('-').map(Number);
  return { cabin, firstRow, lastRow, letters: [...letters] };
};

const NARROW = ['A', 'B', 'C', '', 'D', 'E', 'F'];
const REGIONAL = ['A', 'C', '', 'D', 'F'];
const THREE_THREE_THREE = ['A', 'B', 'C', '', 'D', 'E', 'F', '', 'G', 'H', 'K'];
const THREE_FOUR_THREE = ['A', 'B', 'C', '', 'D', 'E', 'F', 'G', '', 'H', 'J', 'K'];
const TWO_FOUR_TWO = ['A', 'C', '', 'D', 'E', 'F', 'G', '', 'H', 'K'];

/** A narrowbody: business rows in front on a full-service airline only (low-cost airlines fly all-economy). */
function narrowbody(lastRow: number, exitRows: number[], fullService: boolean): TLayout {
  const economy = block('ECONOMY', `${fullService ? 3 : 1}-${lastRow}`, 'ABCDEF');
  return {
    columns: NARROW,
    blocks: fullService ? [block('BUSINESS', '1-2', 'ACDF'), economy] : [economy],
    exitRows,
  };
}

function widebody(options: {
  columns: string[];
  business: string;
  economy: string;
  premium?: string;
  lastRow: number;
  exitRows: number[];
}): TLayout {
  const premium = options.premium ? [block('PREMIUM', '10-12', options.premium)] : [];
  return {
    columns: options.columns,
    blocks: [
      block('BUSINESS', '1-7', options.business),
      ...premium,
      block('ECONOMY', `15-${options.lastRow}`, options.economy),
    ],
    exitRows: options.exitRows,
  };
}

const WIDE_333 = { columns: THREE_THREE_THREE, business: 'ADFK', economy: 'ABCDEFGHK', premium: 'ACDEFHK' };
const WIDE_343 = { columns: THREE_FOUR_THREE, business: 'ADGK', economy: 'ABCDEFGHJK', premium: 'ACDEFGHK' };

/** The layout of an aircraft type as the airline flies it; unknown types fly as an A321. */
export function layoutOf(aircraft: string, fullService: boolean): TLayout {
  switch (aircraft) {
    case 'ATR72':
      return { columns: REGIONAL, blocks: [block('ECONOMY', '1-18', 'ACDF')], exitRows: [] };
    case 'E190':
      return {
        columns: REGIONAL,
        blocks: [block('BUSINESS', '1-3', 'ACDF'), block('ECONOMY', '4-26', 'ACDF')],
        exitRows: [11, 12],
      };
    case 'A220-300':
      return {
        columns: ['A', 'C', '', 'D', 'E', 'F'],
        blocks: [block('BUSINESS', '1-3', 'ACDF'), block('ECONOMY', '4-30', 'ACDEF')],
        exitRows: [12],
      };
    case 'A320':
      return narrowbody(30, [11, 12], fullService);
    case 'B737-8':
    case 'B737-800':
      return narrowbody(32, [14, 15], fullService);
    case 'A330-300':
    case 'A330-900':
      return widebody({
        columns: TWO_FOUR_TWO,
        business: 'ADGK',
        economy: 'ACDEFGHK',
        lastRow: 40,
        exitRows: [15, 28],
      });
    case 'B787-8':
    case 'B787-9':
    case 'B787-10':
    case 'A350-900':
    case 'A350-1000':
      return widebody({ ...WIDE_333, lastRow: 45, exitRows: [15, 30] });
    case 'B777-200ER':
      return widebody({ ...WIDE_343, premium: undefined, lastRow: 48, exitRows: [15, 32] });
    case 'B777-300ER':
    case 'B747-8':
    case 'A380':
      return widebody({ ...WIDE_343, lastRow: 52, exitRows: [15, 34] });
    default:
      return narrowbody(33, [10, 11, 26], fullService);
  }
}
