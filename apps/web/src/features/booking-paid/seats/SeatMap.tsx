// The seat map of one flight as a keyboard-usable grid: column letters, row numbers, aisles, exit rows marked at both
// ends, one roving tab stop, arrows between seats, Home/End, Enter or Space to choose (decision 055).
import { useRef, useState, type KeyboardEvent } from 'react';
import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';
import type { TBookingSeat } from '@portal/contracts';
import { useLanguage } from '../../../lib/i18n/use-language';
import {
  chosenSeatOf,
  currentSeatOf,
  seatRefusalOf,
  type SeatChoice,
  type SeatMapOfFlight,
  type SeatPassenger,
  type SeatRow,
} from './seat-choice';
import { firstSeatOf, seatAfterKey, seatLayoutOf, seatLetter } from './seat-grid-keys';
import { SEAT_SIZE, VISUALLY_HIDDEN, type SeatLook } from './seat-look';
import { seatAccessibleName } from './seat-text';
import { SeatButton } from './SeatButton';

export type SeatMapProps = {
  map: SeatMapOfFlight;
  /** The passenger the seats are chosen for now. */
  passenger: SeatPassenger;
  /** Every seated passenger of the booking, in the picker's order (their numbers mark their chosen seats). */
  passengers: readonly SeatPassenger[];
  choices: readonly SeatChoice[];
  onChoose: (chosen: { row: SeatRow; seat: TBookingSeat }) => void;
  /** The id of the legend, read as the grid's description. */
  legendId?: string;
  /** While a quote of these choices is shown: the seats can be read, not chosen. */
  isReadOnly?: boolean;
};

const AISLE_WIDTH = { xs: 14, sm: 22 };
const END_WIDTH = { xs: 24, sm: 36 };
const ROW_HEADER_WIDTH = { xs: 20, sm: 24 };

function ExitMark({ isExit }: { isExit: boolean }) {
  return (
    <Box aria-hidden sx={{ width: END_WIDTH, flex: 'none', textAlign: 'center' }}>
      {isExit ? (
        <Box component="span" sx={{ fontSize: 9, fontWeight: 700, color: 'success.dark', letterSpacing: 0.5 }}>
          EXIT
        </Box>
      ) : null}
    </Box>
  );
}

export function SeatMap({ map, passenger, passengers, choices, onChoose, legendId, isReadOnly }: SeatMapProps) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const layout = seatLayoutOf(map);
  const seats = useRef(new Map<string, HTMLButtonElement>());
  const nameOf = (paxId: string) => passengers.find((other) => other.paxId === paxId)?.name ?? paxId;
  const flightChoices = choices.filter((choice) => choice.flightKey === map.flightKey);
  const isOnMap = (seat: string | undefined) => layout.cells.some((cells) => seat && cells.includes(seat));
  const startSeat =
    chosenSeatOf(choices, { paxId: passenger.paxId, flightKey: map.flightKey })?.seat ??
    currentSeatOf(map, passenger.paxId) ??
    firstSeatOf(layout);
  const [focused, setFocused] = useState<string | undefined>(undefined);
  const tabStop = isOnMap(focused) ? focused : startSeat;

  const moveFocus = (seat: string) => (event: KeyboardEvent<HTMLElement>) => {
    const next = seatAfterKey(layout, seat, event);
    if (!next) return;
    event.preventDefault();
    setFocused(next);
    seats.current.get(next)?.focus();
  };

  const seatCell = (row: SeatMapOfFlight['rows'][number], seat: TBookingSeat) => {
    const holder = flightChoices.find((choice) => choice.seat === seat.seat);
    const refusal = seatRefusalOf({ passenger, flightKey: map.flightKey, row, seat, choices });
    const isOwnChoice = holder?.paxId === passenger.paxId;
    const look: SeatLook = isOwnChoice
      ? 'selected'
      : holder
        ? 'chosenOther'
        : seat.paxId
          ? 'current'
          : seat.status === 'TAKEN'
            ? 'taken'
            : seat.status === 'BLOCKED'
              ? 'blocked'
              : refusal
                ? 'notAllowed'
                : seat.status === 'PAID'
                  ? 'paid'
                  : 'free';
    const label = seatAccessibleName(
      { seat, isExit: row.isExit, chosenFor: holder ? nameOf(holder.paxId) : undefined, refusal },
      { t, language, nameOf },
    );
    const passengerIndex = holder ? passengers.findIndex((other) => other.paxId === holder.paxId) : -1;
    return (
      <SeatButton
        key={seat.seat}
        ref={(element) => {
          if (element) seats.current.set(seat.seat, element);
          else seats.current.delete(seat.seat);
        }}
        seat={seat.seat}
        look={look}
        label={label}
        isSelected={Boolean(holder)}
        isDisabled={Boolean(refusal) && !isOwnChoice}
        isTabStop={seat.seat === tabStop}
        passengerNumber={passengerIndex === -1 ? undefined : passengerIndex + 1}
        onChoose={() => {
          setFocused(seat.seat);
          if (!isReadOnly) onChoose({ row, seat });
        }}
        onKeyDown={moveFocus(seat.seat)}
        onFocus={() => setFocused(seat.seat)}
      />
    );
  };

  const rowStyle = { display: 'flex', alignItems: 'center', gap: { xs: 0.25, sm: 0.75 }, py: 0.25 } as const;
  return (
    <Box sx={{ overflow: 'auto', maxHeight: { xs: '60vh', md: '70vh' }, maxWidth: '100%' }}>
      <Box
        role="grid"
        aria-label={t('paidSeats.grid', { flight: map.flightLabel, aircraft: map.aircraft })}
        aria-describedby={legendId}
        aria-rowcount={map.rows.length + 1}
        aria-readonly={isReadOnly || undefined}
        sx={{ display: 'inline-block', px: { xs: 0, sm: 1 }, pb: 1 }}
      >
        <Box role="row" sx={{ ...rowStyle, position: 'sticky', top: 0, zIndex: 1, bgcolor: 'background.paper' }}>
          <Box aria-hidden sx={{ width: END_WIDTH, flex: 'none' }} />
          <Box
            role="columnheader"
            sx={{ width: ROW_HEADER_WIDTH, flex: 'none', fontSize: 12, color: 'text.secondary' }}
          >
            <Box component="span" sx={VISUALLY_HIDDEN}>
              {t('paidSeats.rowHeader')}
            </Box>
          </Box>
          {map.columns.map((letter, index) =>
            letter === '' ? (
              <Box key={`aisle-${index}`} aria-hidden sx={{ width: AISLE_WIDTH, flex: 'none' }} />
            ) : (
              <Box
                key={letter}
                role="columnheader"
                sx={{ width: SEAT_SIZE, flex: 'none', textAlign: 'center', fontWeight: 700 }}
              >
                {letter}
              </Box>
            ),
          )}
          <Box aria-hidden sx={{ width: END_WIDTH, flex: 'none' }} />
        </Box>
        {map.rows.map((row) => (
          <Box role="row" key={row.row} sx={rowStyle}>
            <ExitMark isExit={row.isExit} />
            <Box
              role="rowheader"
              aria-label={t(row.isExit ? 'paidSeats.rowExit' : 'paidSeats.row', { row: row.row })}
              sx={{ width: ROW_HEADER_WIDTH, flex: 'none', textAlign: 'right', fontSize: 13, color: 'text.secondary' }}
            >
              {row.row}
            </Box>
            {map.columns.map((letter, index) => {
              if (letter === '')
                return <Box key={`aisle-${index}`} aria-hidden sx={{ width: AISLE_WIDTH, flex: 'none' }} />;
              const seat = row.seats.find((candidate) => seatLetter(candidate.seat) === letter);
              return seat ? (
                seatCell(row, seat)
              ) : (
                <Box key={letter} role="gridcell" sx={{ width: SEAT_SIZE, flex: 'none' }} />
              );
            })}
            <ExitMark isExit={row.isExit} />
          </Box>
        ))}
      </Box>
    </Box>
  );
}
