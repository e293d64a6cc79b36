// Small PDFs built byte by byte for the active-content tests: plain objects with a cross-reference table, or objects kept in a compressed object stream.
import { deflateSync } from 'node:zlib';

/** A PDF whose objects (numbered from 1, object 1 the catalog) are written as they are, with a correct xref table. */
export function plainPdf(objects: readonly (string | Buffer)[]): Buffer {
  const chunks: Buffer[] = [Buffer.from('%PDF-1.7\n%\xe2\xe3\xcf\xd3\n', 'latin1')];
  let length = chunks[0]!.length;
  const offsets: number[] = [];
  objects.forEach((body, index) => {
    offsets.push(length);
    const chunk = Buffer.concat([
      Buffer.from(`${index + 1} 0 obj\n`, 'latin1'),
      typeof body === 'string' ? Buffer.from(body, 'latin1') : body,
      Buffer.from('\nendobj\n', 'latin1'),
    ]);
    chunks.push(chunk);
    length += chunk.length;
  });
  const xref = [
    'xref',
    `0 ${objects.length + 1}`,
    '0000000000 65535 f ',
    ...offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n `),
    `trailer <</Size ${objects.length + 1} /Root 1 0 R>>`,
    'startxref',
    String(length),
    '%%EOF\n',
  ].join('\n');
  return Buffer.concat([...chunks, Buffer.from(xref, 'latin1')]);
}

/** A stream object's text: its dictionary entries, then the data, deflated unless `raw`. */
export function streamObject(entries: string, data: Buffer, options: { raw?: boolean } = {}): Buffer {
  const stored = options.raw ? data : deflateSync(data);
  const filter = options.raw ? '' : ' /Filter /FlateDecode';
  return Buffer.concat([
    Buffer.from(`<<${entries}${filter} /Length ${stored.length}>>\nstream\n`, 'latin1'),
    stored,
    Buffer.from('\nendstream', 'latin1'),
  ]);
}

/**
 * A PDF 1.5 file as compressing writers make it: the catalog and the given objects (numbered from 2) inside one
 * Flate object stream, found through a cross-reference stream. Only the stream dictionaries are readable in the bytes.
 * `objectStreamEntries` replaces the object stream's entries (to test odd or hidden dictionaries), given /First.
 */
export function compressedPdf(
  catalog: string,
  objects: readonly string[],
  options: {
    objectStreamEntries?: (first: number) => string;
    filter?: (data: Buffer) => { filter: string; data: Buffer };
  } = {},
): Buffer {
  const all = [catalog, ...objects];
  let body = '';
  const pairs: string[] = [];
  all.forEach((object, index) => {
    pairs.push(`${index + 1} ${body.length}`);
    body += `${object}\n`;
  });
  const header = `${pairs.join(' ')}\n`;
  const content = Buffer.from(header + body, 'latin1');
  const encoded = options.filter ? options.filter(content) : { filter: '/FlateDecode', data: deflateSync(content) };
  const objectStreamNumber = all.length + 1;
  const xrefNumber = all.length + 2;
  const start = Buffer.from('%PDF-1.7\n%\xe2\xe3\xcf\xd3\n', 'latin1');
  const entries =
    options.objectStreamEntries?.(header.length) ??
    `/Type /ObjStm /N ${all.length} /First ${header.length} /Filter ${encoded.filter}`;
  const objectStream = Buffer.concat([
    Buffer.from(`${objectStreamNumber} 0 obj\n<<${entries} /Length ${encoded.data.length}>>\nstream\n`, 'latin1'),
    encoded.data,
    Buffer.from('\nendstream\nendobj\n', 'latin1'),
  ]);
  const xrefOffset = start.length + objectStream.length;
  // Type 2 rows for the compressed objects, type 1 rows for the object stream and the xref stream; W [1 4 2].
  const row = (type: number, field2: number, field3: number) => {
    const bytes = Buffer.alloc(7);
    bytes.writeUInt8(type, 0);
    bytes.writeUInt32BE(field2, 1);
    bytes.writeUInt16BE(field3, 5);
    return bytes;
  };
  const rows = Buffer.concat([
    row(0, 0, 0xffff),
    ...all.map((_object, index) => row(2, objectStreamNumber, index)),
    row(1, start.length, 0),
    row(1, xrefOffset, 0),
  ]);
  const xrefData = deflateSync(rows);
  const xref = Buffer.concat([
    Buffer.from(
      `${xrefNumber} 0 obj\n<</Type /XRef /Size ${xrefNumber + 1} /W [1 4 2] /Root 1 0 R /Filter /FlateDecode /Length ${xrefData.length}>>\nstream\n`,
      'latin1',
    ),
    xrefData,
    Buffer.from(`\nendstream\nendobj\nstartxref\n${xrefOffset}\n%%EOF\n`, 'latin1'),
  ]);
  return Buffer.concat([start, objectStream, xref]);
}

/** One empty page, for the catalogs below (objects 2 and 3). */
export const PAGES = [
  '<</Type /Pages /Kids [3 0 R] /Count 1>>',
  '<</Type /Page /Parent 2 0 R /MediaBox [0 0 200 200]>>',
];
export const CATALOG = '<</Type /Catalog /Pages 2 0 R>>';
export const JS_OPEN_ACTION_CATALOG =
  "<</Type /Catalog /Pages 2 0 R /OpenAction <</S /JavaScript /JS (app.alert('x'))>>>>";
