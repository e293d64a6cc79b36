// Reading the CSV files the reports write (RFC 4180: quoted cells, doubled quotes, CRLF rows) back into cells.

/** A minimal RFC 4180 reader: quoted cells, doubled quotes, CRLF rows. */
export function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let isQuoted = false;
  for (let index = 0; index < text.length; index += 1) {
    const char = text[index]!;
    if (isQuoted && char === '"' && text[index + 1] === '"') {
      cell += '"';
      index += 1;
    } else if (char === '"') isQuoted = !isQuoted;
    else if (!isQuoted && char === ',') {
      row.push(cell);
      cell = '';
    } else if (!isQuoted && char === '\r' && text[index + 1] === '\n') {
      rows.push([...row, cell]);
      row = [];
      cell = '';
      index += 1;
    } else cell += char;
  }
  return rows;
}
