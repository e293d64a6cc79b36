// The sale report's totals, product and day figures from groups of lines (SQL groups and live lines alike), and the
// merge of two ordered lists of lines (the stored page and the pending lines computed live: decision 129).
import type { TSaleProduct, TSaleReportResponse, TSaleTotals } from '@portal/contracts';
import { sumVnd } from '@portal/domain';
import type { LineGroup } from './sale-lines-sql.js';

type MoneyKey = 'baseFare' | 'taxes' | 'vat' | 'issueFee' | 'net' | 'sell' | 'profit';

/** The totals of the groups: Σ count and Σ each figure (bigint inside, a safe VND out). */
export function totalsOfGroups(groups: readonly LineGroup[]): TSaleTotals {
  const sum = (key: MoneyKey) => sumVnd(groups.map((group) => group[key]));
  return {
    count: groups.reduce((count, group) => count + group.count, 0),
    baseFare: sum('baseFare'),
    taxes: sum('taxes'),
    vat: sum('vat'),
    issueFee: sum('issueFee'),
    net: sum('net'),
    sell: sum('sell'),
    profit: sum('profit'),
  };
}

function partition(groups: readonly LineGroup[], keyOf: (group: LineGroup) => string): Map<string, LineGroup[]> {
  const parts = new Map<string, LineGroup[]>();
  for (const group of groups) {
    const key = keyOf(group);
    const part = parts.get(key);
    if (part) part.push(group);
    else parts.set(key, [group]);
  }
  return parts;
}

/** Totals, per product (in `products` order, those with lines) and per day of the money (in day order). */
export function figuresOfGroups(
  groups: readonly LineGroup[],
  products: readonly TSaleProduct[],
): Pick<TSaleReportResponse, 'totals' | 'byProduct' | 'byDay'> {
  const byProduct = partition(groups, (group) => group.keys.product ?? '');
  const byDay = partition(groups, (group) => group.keys.day ?? '');
  return {
    totals: totalsOfGroups(groups),
    byProduct: products
      .filter((product) => byProduct.has(product))
      .map((product) => ({ product, ...totalsOfGroups(byProduct.get(product)!) }))
      .filter((row) => row.count > 0),
    byDay: [...byDay.keys()]
      .sort((a, b) => (a < b ? -1 : a > b ? 1 : 0))
      .map((day) => {
        const { sell, profit, net } = totalsOfGroups(byDay.get(day)!);
        return { day, sell, profit, net };
      }),
  };
}

/** Two lists each in `order`, as one list in `order` (on a tie the first list's line first). */
export function mergeSorted<T>(first: readonly T[], second: readonly T[], order: (a: T, b: T) => number): T[] {
  if (second.length === 0) return [...first];
  const merged: T[] = [];
  let i = 0;
  let j = 0;
  while (i < first.length && j < second.length)
    merged.push(order(first[i]!, second[j]!) <= 0 ? first[i++]! : second[j++]!);
  return merged.concat(first.slice(i), second.slice(j));
}
