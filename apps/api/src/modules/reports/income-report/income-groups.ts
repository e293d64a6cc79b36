// The income report's rows: the sale report's lines summed per product, carrier, sub-agency or period (decision 098).
import { MAX_TREE_HOPS } from '../../../platform/tenancy.js';
import { intervalStart, nextIntervalStart } from '../report-buckets.js';
import type {
  TIncomeFigures,
  TIncomeInterval,
  TIncomeReportMode,
  TIncomeRow,
  TSaleLine,
  TSaleProduct,
} from '@portal/contracts';
import { addDays, sumVnd, vietnamToday } from '@portal/domain';
import type { TreeAgency } from './income-report.repository.js';

const PRODUCTS: readonly TSaleProduct[] = ['FLIGHT', 'TRAIN', 'ESIM'];

/** profit / revenue in per mille, rounded half away from zero; null without revenue. */
function marginOf(profit: number, revenue: number): number | null {
  if (revenue === 0) return null;
  const ratio = (profit * 1000) / revenue;
  return Math.sign(ratio) * Math.round(Math.abs(ratio)) || 0;
}

export function figuresOf(lines: readonly TSaleLine[]): TIncomeFigures {
  const revenue = sumVnd(lines.map((line) => line.sell));
  const profit = sumVnd(lines.map((line) => line.profit));
  return {
    lines: lines.length,
    revenue,
    cost: sumVnd(lines.map((line) => line.net)),
    profit,
    margin: marginOf(profit, revenue),
  };
}

const EMPTY_ROW = { product: null, carrier: null, agency: null, period: null, commission: null };

function groupLines(lines: readonly TSaleLine[], keyOf: (line: TSaleLine) => string): Map<string, TSaleLine[]> {
  const groups = new Map<string, TSaleLine[]>();
  for (const line of lines) {
    const key = keyOf(line);
    groups.set(key, [...(groups.get(key) ?? []), line]);
  }
  return groups;
}

export function byProduct(lines: readonly TSaleLine[]): TIncomeRow[] {
  const groups = groupLines(lines, (line) => line.product);
  return PRODUCTS.filter((product) => groups.has(product)).map((product) => ({
    ...EMPTY_ROW,
    key: product,
    product,
    ...figuresOf(groups.get(product)!),
  }));
}

/** A flight's validating airline (its system when unknown), a train's railway, an eSIM's vendor system. */
const carrierOf = (line: TSaleLine) => (line.product === 'FLIGHT' ? (line.airline ?? line.system) : line.system);

export function byCarrier(lines: readonly TSaleLine[]): TIncomeRow[] {
  const groups = groupLines(lines, (line) => `${line.product}:${carrierOf(line)}`);
  return [...groups.entries()]
    .map(([key, group]) => ({
      ...EMPTY_ROW,
      key,
      product: group[0]!.product,
      carrier: carrierOf(group[0]!),
      ...figuresOf(group),
    }))
    .sort((a, b) => PRODUCTS.indexOf(a.product) - PRODUCTS.indexOf(b.product) || a.carrier.localeCompare(b.carrier));
}

/**
 * Per agency the line came through: the root's own sales under the root, every other line under the root's child on
 * the buyer's way up. The commission is the profit: what the viewer earned from that agency's tree (decision 093).
 */
export function bySubAgency(lines: readonly TSaleLine[], tree: readonly TreeAgency[], rootId: string): TIncomeRow[] {
  const agencies = new Map(tree.map((agency) => [agency.id, agency]));
  const branchOf = (agencyId: string): string => {
    let current = agencies.get(agencyId);
    for (
      let hops = 0;
      current && current.id !== rootId && current.parentId !== rootId && hops < MAX_TREE_HOPS;
      hops += 1
    )
      current = current.parentId ? agencies.get(current.parentId) : undefined;
    return current?.id ?? agencyId;
  };
  const groups = groupLines(lines, (line) => branchOf(line.agency.id));
  return [...groups.entries()]
    .map(([id, group]): TIncomeRow => {
      const agency = agencies.get(id);
      const figures = figuresOf(group);
      return {
        ...EMPTY_ROW,
        key: id,
        agency: { id, code: agency?.code ?? group[0]!.agency.code, name: agency?.name ?? '', isOwn: id === rootId },
        ...figures,
        commission: figures.profit,
      };
    })
    .sort((a, b) => Number(b.agency!.isOwn) - Number(a.agency!.isOwn) || a.agency!.code.localeCompare(b.agency!.code));
}

/** The Vietnam day a line counts on: the day its money moved, or by flight date its departure (eSIM: its sale day). */
export function dayOf(line: TSaleLine, mode: TIncomeReportMode): string {
  return vietnamToday(new Date(mode === 'FLIGHT_DATE' ? (line.travelDate ?? line.at) : line.at));
}

/** Every interval of the period in time order, also those without a line (the line chart shows them as 0). */
export function byPeriod(
  lines: readonly TSaleLine[],
  options: { from: string; to: string; interval: TIncomeInterval; mode: TIncomeReportMode },
): TIncomeRow[] {
  const { from, to, interval, mode } = options;
  const groups = groupLines(lines, (line) => intervalStart(dayOf(line, mode), interval));
  const rows: TIncomeRow[] = [];
  for (let start = intervalStart(from, interval); start <= to; start = nextIntervalStart(start, interval)) {
    const last = addDays(nextIntervalStart(start, interval), -1);
    rows.push({
      ...EMPTY_ROW,
      key: interval === 'month' ? start.slice(0, 7) : start,
      period: { from: start < from ? from : start, to: last > to ? to : last },
      ...figuresOf(groups.get(start) ?? []),
    });
  }
  return rows;
}
