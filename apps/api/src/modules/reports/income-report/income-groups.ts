// The income report's rows: the sale report's lines summed per product, carrier, sub-agency or period (decision 098), from
// groups of them (SQL groups of stored lines and the live lines as groups of one: decision 129).
import { MAX_TREE_HOPS } from '../../../platform/tenancy.js';
import { intervalStart, nextIntervalStart } from '../report-buckets.js';
import type { TIncomeFigures, TIncomeInterval, TIncomeRow, TSaleProduct } from '@portal/contracts';
import { addDays, sumVnd } from '@portal/domain';
import type { LineGroup } from '../sales/sale-lines-sql.js';
import type { TreeAgency } from './income-report.repository.js';

const PRODUCTS: readonly TSaleProduct[] = ['FLIGHT', 'TRAIN', 'ESIM'];

/** profit / revenue in per mille, rounded half away from zero; null without revenue. */
function marginOf(profit: number, revenue: number): number | null {
  if (revenue === 0) return null;
  const ratio = (profit * 1000) / revenue;
  return Math.sign(ratio) * Math.round(Math.abs(ratio)) || 0;
}

export function figuresOf(groups: readonly LineGroup[]): TIncomeFigures {
  const revenue = sumVnd(groups.map((group) => group.sell));
  const profit = sumVnd(groups.map((group) => group.profit));
  return {
    lines: groups.reduce((count, group) => count + group.count, 0),
    revenue,
    cost: sumVnd(groups.map((group) => group.net)),
    profit,
    margin: marginOf(profit, revenue),
  };
}

const EMPTY_ROW = { product: null, carrier: null, agency: null, period: null, commission: null };

function groupLines(lines: readonly LineGroup[], keyOf: (line: LineGroup) => string): Map<string, LineGroup[]> {
  const groups = new Map<string, LineGroup[]>();
  for (const line of lines) {
    const key = keyOf(line);
    // Appended in place: copying the group for each line was quadratic (~900 lines a day, a month by day).
    const group = groups.get(key);
    if (group) group.push(line);
    else groups.set(key, [line]);
  }
  return groups;
}

/** Groups keyed by `product`. */
export function byProduct(lines: readonly LineGroup[]): TIncomeRow[] {
  const groups = groupLines(lines, (line) => line.keys.product!);
  return PRODUCTS.filter((product) => groups.has(product)).map((product) => ({
    ...EMPTY_ROW,
    key: product,
    product,
    ...figuresOf(groups.get(product)!),
  }));
}

/** Groups keyed by `product` and `carrier`: a flight's validating airline (its system when unknown), a train's railway, an eSIM's vendor system. */
export function byCarrier(lines: readonly LineGroup[]): TIncomeRow[] {
  const groups = groupLines(lines, (line) => `${line.keys.product}:${line.keys.carrier}`);
  return [...groups.entries()]
    .map(([key, group]) => ({
      ...EMPTY_ROW,
      key,
      product: group[0]!.keys.product as TSaleProduct,
      carrier: group[0]!.keys.carrier!,
      ...figuresOf(group),
    }))
    .sort((a, b) => PRODUCTS.indexOf(a.product) - PRODUCTS.indexOf(b.product) || a.carrier.localeCompare(b.carrier));
}

/**
 * Per agency the line came through: the root's own sales under the root, every other line under the root's child on
 * the buyer's way up. The commission is the profit: what the viewer earned from that agency's tree (decision 093).
 */
export function bySubAgency(lines: readonly LineGroup[], tree: readonly TreeAgency[], rootId: string): TIncomeRow[] {
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
  const groups = groupLines(lines, (line) => branchOf(line.keys.buyerId!));
  return [...groups.entries()]
    .map(([id, group]): TIncomeRow => {
      const agency = agencies.get(id);
      const figures = figuresOf(group);
      return {
        ...EMPTY_ROW,
        key: id,
        agency: { id, code: agency?.code ?? group[0]!.keys.buyerCode!, name: agency?.name ?? '', isOwn: id === rootId },
        ...figures,
        commission: figures.profit,
      };
    })
    .sort((a, b) => Number(b.agency!.isOwn) - Number(a.agency!.isOwn) || a.agency!.code.localeCompare(b.agency!.code));
}

/**
 * Every interval of the period in time order, also those without a line (the line chart shows them as 0), from groups
 * keyed by the Vietnam day a line counts on (`dayKey`): the day its money moved, or by flight date its departure.
 */
export function byPeriod(
  lines: readonly LineGroup[],
  options: { from: string; to: string; interval: TIncomeInterval; dayKey: 'day' | 'travelDay' },
): TIncomeRow[] {
  const { from, to, interval, dayKey } = options;
  const groups = groupLines(lines, (line) => intervalStart(line.keys[dayKey]!, interval));
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
