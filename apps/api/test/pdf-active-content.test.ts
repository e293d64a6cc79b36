// The PDF active-content check on its own: scripts and actions found in plain and compressed files (as a real reader sees them), clean files passed, unreadable object streams refused.
import { randomBytes } from 'node:crypto';
import { deflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { findPdfActiveContent } from '../src/platform/pdf-active-content.js';
import {
  CATALOG,
  compressedPdf,
  JS_OPEN_ACTION_CATALOG,
  PAGES,
  plainPdf,
  streamObject,
} from './support/pdf-fixtures.js';
import { SMALL_PDF } from './support/top-ups.js';

/** The scripts pdf.js finds in a file: proof that a fixture really carries what the test says. */
async function scriptsSeenByReader(content: Buffer) {
  const document = await getDocument({ data: new Uint8Array(content), verbosity: 0, isEvalSupported: false }).promise;
  try {
    return { pages: document.numPages, scripts: await document.getJSActions() };
  } finally {
    await document.destroy();
  }
}

describe('findPdfActiveContent', () => {
  it('passes clean files: plain, compressed into an object stream, a GoTo open action, a Flate image of random bytes', async () => {
    const image = Buffer.concat([randomBytes(200_000), Buffer.from(' /JS (x) /AA << >> ', 'latin1')]);
    const clean = [
      SMALL_PDF,
      plainPdf([CATALOG, ...PAGES]),
      plainPdf(['<</Type /Catalog /Pages 2 0 R /OpenAction [3 0 R /Fit]>>', ...PAGES]),
      compressedPdf(CATALOG, PAGES),
      // Random compressed bytes can spell "/JS": they are not read as names.
      plainPdf([CATALOG, ...PAGES, streamObject('/Type /XObject /Subtype /Image', image)]),
    ];
    for (const file of clean) expect(findPdfActiveContent(file)).toBeUndefined();
    expect(await scriptsSeenByReader(compressedPdf(CATALOG, PAGES))).toEqual({ pages: 1, scripts: null });
  });

  it('finds JavaScript run on open in a plain file, also when its names are spelt with #xx escapes', async () => {
    const plain = plainPdf([JS_OPEN_ACTION_CATALOG, ...PAGES]);
    expect((await scriptsSeenByReader(plain)).scripts).toEqual({ OpenAction: ["app.alert('x')"] });
    expect(findPdfActiveContent(plain)).toEqual({ kind: 'active', name: 'JavaScript' });

    const escaped = plainPdf([
      "<</Type /Catalog /Pages 2 0 R /OpenAction <</S /J#61vaScript /J#53 (app.alert('x'))>>>>",
      ...PAGES,
    ]);
    expect((await scriptsSeenByReader(escaped)).scripts).toEqual({ OpenAction: ["app.alert('x')"] });
    expect(findPdfActiveContent(escaped)).toEqual({ kind: 'active', name: 'JavaScript' });
  });

  it('finds JavaScript kept in a compressed object stream, where the raw bytes never spell it', async () => {
    const file = compressedPdf(JS_OPEN_ACTION_CATALOG, PAGES);
    expect(file.includes('JavaScript')).toBe(false);
    expect((await scriptsSeenByReader(file)).scripts).toEqual({ OpenAction: ["app.alert('x')"] });
    expect(findPdfActiveContent(file)).toEqual({ kind: 'active', name: 'JavaScript' });
  });

  it('finds an object stream whose /Type a string hides, or that names no type at all, by what its data starts with', async () => {
    for (const objectStreamEntries of [
      (first: number) => `/X (1 0 obj endobj) /N 3 /First ${first} /Filter /FlateDecode /Type /Obj#53tm`,
      (first: number) => `/N 3 /First ${first} /Filter /FlateDecode`,
    ]) {
      const file = compressedPdf(JS_OPEN_ACTION_CATALOG, PAGES, { objectStreamEntries });
      expect((await scriptsSeenByReader(file)).scripts).toEqual({ OpenAction: ["app.alert('x')"] });
      expect(findPdfActiveContent(file)).toEqual({ kind: 'active', name: 'JavaScript' });
    }
  });

  it('finds an object hidden in plain text inside another stream’s compressed data', () => {
    const hidden = Buffer.from("9 0 obj <</S /JavaScript /JS (app.alert('x'))>> endobj", 'latin1');
    const file = plainPdf([CATALOG, ...PAGES, streamObject('/Filter /DCTDecode', hidden, { raw: true })]);
    expect(findPdfActiveContent(file)).toEqual({ kind: 'active', name: 'JavaScript' });
  });

  it.each([
    ['AA', '<</Type /Catalog /Pages 2 0 R /AA <</O 4 0 R>>>>'],
    ['Launch', '<</Type /Catalog /Pages 2 0 R /OpenAction <</S /Launch /F (cmd.exe)>>>>'],
    ['EmbeddedFiles', '<</Type /Catalog /Pages 2 0 R /Names <</EmbeddedFiles 4 0 R>>>>'],
    ['RichMedia', '<</Type /Catalog /Pages 2 0 R /X <</Subtype /RichMedia>>>>'],
    ['XFA', '<</Type /Catalog /Pages 2 0 R /AcroForm <</Fields [] /XFA 4 0 R>>>>'],
  ])('finds /%s, plain and compressed', (name, catalog) => {
    expect(findPdfActiveContent(plainPdf([catalog, ...PAGES]))).toEqual({ kind: 'active', name });
    expect(findPdfActiveContent(compressedPdf(catalog, PAGES))).toEqual({ kind: 'active', name });
  });

  it('refuses an object stream it cannot read: another filter, a predictor, encrypted (not Flate), or a compression bomb', () => {
    const hex = (data: Buffer) => ({ filter: '/ASCIIHexDecode', data: Buffer.from(data.toString('hex'), 'latin1') });
    const encrypted = (data: Buffer) => ({ filter: '/FlateDecode', data: randomBytes(data.length + 16) });
    const bomb = () => ({ filter: '/FlateDecode', data: deflateSync(Buffer.alloc(20 * 1024 * 1024, 0x20)) });
    expect(findPdfActiveContent(compressedPdf(CATALOG, PAGES, { filter: hex }))).toEqual({ kind: 'unreadable' });
    expect(findPdfActiveContent(compressedPdf(CATALOG, PAGES, { filter: encrypted }))).toEqual({ kind: 'unreadable' });
    expect(findPdfActiveContent(compressedPdf(CATALOG, PAGES, { filter: bomb }))).toEqual({ kind: 'unreadable' });
    const predicted = compressedPdf(CATALOG, PAGES, {
      objectStreamEntries: (first) =>
        `/Type /ObjStm /N 3 /First ${first} /Filter /FlateDecode /DecodeParms <</Predictor 12 /Columns 4>>`,
    });
    expect(findPdfActiveContent(predicted)).toEqual({ kind: 'unreadable' });
  });
});
