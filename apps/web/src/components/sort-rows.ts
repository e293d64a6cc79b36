// Stable row sorting for tables: numbers numerically, text by the language's collation, empty values last.
export type SortDirection = 'asc' | 'desc';

/** How to sort: the value compared for each row, the direction and the locale whose collation orders text. */
export type SortOrder<Row> = {
  valueOf: (row: Row) => string | number | null;
  direction: SortDirection;
  locale: string;
};

export function sortRows<Row>(rows: readonly Row[], order: SortOrder<Row>): Row[] {
  const { valueOf, direction, locale } = order;
  const collator = new Intl.Collator(locale, { numeric: true, sensitivity: 'base' });
  const sign = direction === 'asc' ? 1 : -1;
  return rows
    .map((row, index) => ({ row, index, value: valueOf(row) }))
    .sort((a, b) => {
      if (a.value === null || a.value === '') return b.value === null || b.value === '' ? a.index - b.index : 1;
      if (b.value === null || b.value === '') return -1;
      const order =
        typeof a.value === 'number' && typeof b.value === 'number'
          ? a.value - b.value
          : collator.compare(String(a.value), String(b.value));
      return order === 0 ? a.index - b.index : sign * order;
    })
    .map((entry) => entry.row);
}
