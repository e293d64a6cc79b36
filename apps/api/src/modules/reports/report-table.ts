// A report as data: columns (header vi/en, value, type) + rows + heading and totals lines, laid out once for every file format.
import { formatDate, formatDateTime } from '@portal/domain';
import type { Language } from '../../platform/messages.js';

export type Localized = Record<Language, string>;

/**
 * money: integer VND; count: a whole number; date: a Date (written dd/MM/yyyy HH:mm, Vietnam time) or a yyyy-MM-dd day
 * (written dd/MM/yyyy); text: as it is.
 */
export type ReportColumnType = 'money' | 'count' | 'date' | 'text';
export type ReportValue = string | number | Date | null | undefined;
/** What a file holds in one cell: figures stay numbers, everything else is already text. */
export type ReportCell = string | number;

export type ReportColumn<Row> = {
  key: string;
  header: Localized;
  type: ReportColumnType;
  value: (row: Row) => ReportValue;
  /** Width in a workbook, in characters. */
  width?: number;
};

/** The keys of Row whose values are of type Value. */
type FieldOf<Row, Value> = { [K in keyof Row]-?: Row[K] extends Value ? K : never }[keyof Row] & string;

/** A column showing the row's own text field (nothing when it is empty). */
export function textColumn<Row>(key: FieldOf<Row, string | null>, header: Localized, width: number): ReportColumn<Row> {
  return { key, header, type: 'text', value: (row) => row[key] as string | null, width };
}

/** A column showing the row's own figure in VND. */
export function moneyColumn<Row>(key: FieldOf<Row, number>, header: Localized, width: number): ReportColumn<Row> {
  return { key, header, type: 'money', value: (row) => row[key] as number, width };
}

/** A column showing the row's own ISO time as a date and time (nothing when it is empty). */
export function timeColumn<Row>(key: FieldOf<Row, string | null>, header: Localized, width: number): ReportColumn<Row> {
  return {
    key,
    header,
    type: 'date',
    value: (row) => {
      const iso = row[key] as string | null;
      return iso ? new Date(iso) : '';
    },
    width,
  };
}

/** A line above the column header or under the rows: a title, a label and its text, or a label and a figure under `column`. */
export type ReportLine =
  | { kind: 'title'; text: Localized }
  | { kind: 'fact'; label: Localized; text: string }
  | { kind: 'figure'; label: Localized; column: string; figure: number; isEmphasised?: boolean };

export type ReportTable<Row> = {
  sheetName: Localized;
  columns: readonly ReportColumn<Row>[];
  rows: readonly Row[];
  /** Lines above the column header (title, facts such as the agency and period, an opening figure). */
  heading?: readonly ReportLine[];
  /** Lines under the rows (totals, a closing figure). */
  totals?: readonly ReportLine[];
  /** The workbook's creation time. */
  createdAt: Date;
};

/** One laid-out row of the file, with what it is so a writer can style it. */
export type ReportRow = {
  kind: 'title' | 'fact' | 'figure' | 'emphasisedFigure' | 'header' | 'row';
  cells: ReportCell[];
};

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

function cellOf(value: ReportValue, type: ReportColumnType): ReportCell {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return formatDateTime(value);
  if (type === 'date' && typeof value === 'string' && ISO_DAY.test(value))
    return formatDate(new Date(`${value}T00:00:00+07:00`));
  return value;
}

function lineRow<Row>(line: ReportLine, table: ReportTable<Row>, language: Language): ReportRow {
  if (line.kind === 'title') return { kind: 'title', cells: [line.text[language]] };
  if (line.kind === 'fact') return { kind: 'fact', cells: [line.label[language], line.text] };
  const cells: ReportCell[] = table.columns.map(() => '');
  const column = table.columns.findIndex((candidate) => candidate.key === line.column);
  if (column < 0) throw new RangeError(`no report column ${line.column}`);
  cells[0] = line.label[language];
  cells[column] = line.figure;
  return { kind: line.isEmphasised ? 'emphasisedFigure' : 'figure', cells };
}

/** Every row of the file in order — heading, column header, rows, totals — shared by the workbook and the CSV. */
export function reportRows<Row>(table: ReportTable<Row>, language: Language): ReportRow[] {
  return [
    ...(table.heading ?? []).map((line) => lineRow(line, table, language)),
    { kind: 'header', cells: table.columns.map((column) => column.header[language]) },
    ...table.rows.map((row): ReportRow => ({
      kind: 'row',
      cells: table.columns.map((column) => cellOf(column.value(row), column.type)),
    })),
    ...(table.totals ?? []).map((line) => lineRow(line, table, language)),
  ];
}
