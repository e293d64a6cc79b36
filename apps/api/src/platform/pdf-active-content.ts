// Finds active content in a PDF (scripts, actions, launches, embedded files, rich media, XFA forms) by its names, in the raw bytes and inside compressed object streams.
import { constants, inflateSync } from 'node:zlib';

/**
 * The names that make a PDF do something beyond showing pages. A /JavaScript or /Launch action under /OpenAction or
 * /AA is caught by its own name, so a plain /OpenAction (open at page 1) passes; /AA (additional actions: on page
 * open, on field focus…) is refused whatever it runs.
 */
export const ACTIVE_PDF_NAMES: ReadonlySet<string> = new Set([
  'JavaScript',
  'JS',
  'AA',
  'Launch',
  'EmbeddedFile',
  'EmbeddedFiles',
  'RichMedia',
  'XFA',
  'SubmitForm',
  'ImportData',
]);

/** What one stream may inflate to, and all of a file's streams together; more is refused (a compression bomb). */
const MAX_STREAM_BYTES = 16 * 1024 * 1024;
const MAX_TOTAL_BYTES = 64 * 1024 * 1024;
/** How much compressed data is inflated first to see whether a stream holds objects. */
const PEEK_BYTES = 1024;

export type PdfActiveContent =
  /** The first active name found, e.g. "JavaScript". */
  | { kind: 'active'; name: string }
  /** An object stream that cannot be read (encrypted, an unknown filter, broken, too large): it could hide anything. */
  | { kind: 'unreadable' };

// A name: a slash, then regular characters (neither white space nor a delimiter), with #xx escapes.
const NAME = /\/([^\0\t\n\f\r /[\]()<>{}%]*)/g;
// The `stream` keyword (not the end of `endstream`) and its end of line.
const STREAM_KEYWORD = /(?<![A-Za-z])stream(?:\r\n|\n|\r)/g;
// An object's header ("12 0 obj"), which readers find by its offset wherever it lies, stream data included.
const OBJECT_HEADER = /\d+[\0\t\n\f\r ]+\d+[\0\t\n\f\r ]+obj(?![A-Za-z])/;
// What an object stream's data starts with: the first object's number and offset, after white space and comments.
const OBJECT_STREAM_START = /^(?:[\0\t\n\f\r ]|%[^\r\n]*)*(?:(\d+[\0\t\n\f\r ]+\d)|$)/;

/** A name as the reader sees it: each #xx escape replaced by its byte ("/J#61vaScript" is /JavaScript). */
const decodeName = (raw: string) =>
  raw.replace(/#([0-9A-Fa-f]{2})/g, (_match, hex: string) => String.fromCharCode(parseInt(hex, 16)));

function firstActiveName(text: string): string | undefined {
  for (const match of text.matchAll(NAME)) {
    const name = decodeName(match[1] ?? '');
    if (ACTIVE_PDF_NAMES.has(name)) return name;
  }
  return undefined;
}

type Stream = {
  /** The text between the previous stream keyword and this one, names decoded: this stream's dictionary and perhaps more. */
  head: string;
  dataStart: number;
  dataEnd: number;
};

/**
 * Every stream keyword of the file with what precedes it. Each keyword is taken, even one inside another stream's
 * data (a reader follows an object's offset wherever it points); the text read as a stream's dictionary is
 * generous (back to the previous keyword), so a string cannot hide a key from it: extra names only make the check
 * stricter.
 */
function streamsOf(text: string): Stream[] {
  const streams: Stream[] = [];
  let previous = 0;
  for (const match of text.matchAll(STREAM_KEYWORD)) {
    const dataStart = match.index + match[0].length;
    const headRaw = text.slice(previous, match.index);
    previous = dataStart;
    const head = headRaw.replace(NAME, (_match, raw: string) => `/${decodeName(raw)}`);
    const lengths = [...head.matchAll(/\/Length[\0\t\n\f\r ]+(\d+)(?![\0\t\n\f\r ]+\d+[\0\t\n\f\r ]+R)/g)];
    const length = lengths.at(-1)?.[1];
    const byLength = length === undefined ? -1 : dataStart + Number(length);
    // A direct /Length is trusted when `endstream` follows it; otherwise the data runs to the next `endstream`.
    const lengthChecksOut =
      byLength >= dataStart && /^[\0\t\n\f\r ]*endstream/.test(text.slice(byLength, byLength + 64));
    const endKeyword = text.indexOf('endstream', dataStart);
    const dataEnd = lengthChecksOut ? byLength : endKeyword === -1 ? text.length : endKeyword;
    streams.push({ head, dataStart, dataEnd });
  }
  return streams;
}

/** The filters a stream's dictionary names (every /Filter value in its generous head). */
function filtersOf(stream: Stream): string[] {
  const values = stream.head.matchAll(/\/Filter[\0\t\n\f\r ]*(\[[^\]]*\]|\/[^\0\t\n\f\r /[\]()<>{}%]+)/g);
  return [...values].flatMap((value) => [...(value[1] ?? '').matchAll(NAME)].map((found) => found[1] ?? ''));
}

type Budget = { left: number };

/** The inflated data, or 'unreadable' when it is broken or larger than the limits allow. */
function inflate(data: Buffer, budget: Budget): Buffer | 'unreadable' {
  try {
    const limit = Math.min(MAX_STREAM_BYTES, budget.left);
    // Z_SYNC_FLUSH: a truncated stream still yields what it holds, as lenient readers show it.
    const inflated = inflateSync(data, { finishFlush: constants.Z_SYNC_FLUSH, maxOutputLength: Math.max(1, limit) });
    budget.left -= inflated.length;
    return inflated;
  } catch {
    return 'unreadable';
  }
}

/** Whether a Flate stream's first bytes read as an object stream's (or cannot tell yet). */
function mayHoldObjects(data: Buffer): boolean {
  try {
    const start = inflateSync(data.subarray(0, PEEK_BYTES), { finishFlush: constants.Z_SYNC_FLUSH });
    return OBJECT_STREAM_START.test(start.toString('latin1'));
  } catch {
    return false;
  }
}

/** What one stream holds: active content in its objects, an object stream that cannot be read, or nothing. */
function checkStream(content: Buffer, stream: Stream, budget: Budget): PdfActiveContent | undefined {
  const data = content.subarray(stream.dataStart, stream.dataEnd);
  const saysObjectStream = /\/ObjStm(?![^\0\t\n\f\r /[\]()<>{}%])/.test(stream.head);
  const filters = filtersOf(stream);
  // An unfiltered stream's data is read with the raw bytes.
  if (filters.length === 0) return undefined;
  const flateOnly = filters.every((filter) => filter === 'FlateDecode');
  const predictor = /\/Predictor[\0\t\n\f\r ]+(\d+)/.exec(stream.head)?.[1];
  if (!flateOnly || (predictor !== undefined && predictor !== '1'))
    return saysObjectStream ? { kind: 'unreadable' } : undefined;
  if (!saysObjectStream && !mayHoldObjects(data)) return undefined;
  const inflated = inflate(data, budget);
  if (inflated === 'unreadable') return { kind: 'unreadable' };
  const name = firstActiveName(inflated.toString('latin1'));
  return name ? { kind: 'active', name } : undefined;
}

/**
 * Active content in a PDF, or undefined when there is none. The names are read in the file's bytes, except inside
 * compressed stream data (images, page drawings) where no object header lies, and inside every Flate stream that
 * holds objects (an object stream, where compressed PDFs keep their dictionaries), inflated. An object stream that
 * cannot be read (an encrypted file's, an unknown filter, a bomb) answers `unreadable`: it could hold anything.
 */
export function findPdfActiveContent(content: Buffer): PdfActiveContent | undefined {
  const text = content.toString('latin1');
  const budget: Budget = { left: MAX_TOTAL_BYTES };
  const readRaw: string[] = [];
  let position = 0;
  for (const stream of streamsOf(text)) {
    const found = checkStream(content, stream, budget);
    if (found) return found;
    // Compressed data is left out of the raw reading (random bytes can spell "/JS"), unless an object hides in it.
    const data = text.slice(stream.dataStart, stream.dataEnd);
    if (filtersOf(stream).length > 0 && stream.dataStart >= position && !OBJECT_HEADER.test(data)) {
      readRaw.push(text.slice(position, stream.dataStart));
      position = stream.dataEnd;
    }
  }
  readRaw.push(text.slice(position));
  const name = firstActiveName(readRaw.join('\n'));
  return name ? { kind: 'active', name } : undefined;
}
