// The sheet stream every report file is written by: what Excel reads back (values, styles, frozen header, page setup),
// text made safe for XML, the reader's pace, a reader that goes away, and a failure while reading.
import { PassThrough, Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import type { ReportRow } from '../src/modules/reports/report-table.js';
import { columnName, streamXlsx, type SheetLayout } from '../src/modules/reports/xlsx/xlsx-stream.js';

const LAYOUT: SheetLayout = {
  sheetName: 'Báo cáo: bán/hoàn [2026]?',
  columns: [{ width: 18, isFigure: false }, { width: 30, isFigure: false }, { isFigure: true }],
  frozenRows: 2,
  createdAt: new Date('2026-11-28T03:04:05Z'),
};

async function* inChunks(...chunks: ReportRow[][]) {
  for (const chunk of chunks) yield chunk;
}

async function bytesOf(stream: NodeJS.ReadableStream): Promise<Buffer> {
  const parts: Buffer[] = [];
  for await (const part of stream) parts.push(part as Buffer);
  return Buffer.concat(parts);
}

async function sheetOf(file: Buffer) {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(file as unknown as ArrayBuffer);
  return { workbook, sheet: workbook.worksheets[0]! };
}

describe('the sheet stream', () => {
  it('names columns as Excel does', () => {
    expect([0, 1, 25, 26, 27, 51, 52, 701, 702].map(columnName)).toEqual([
      'A',
      'B',
      'Z',
      'AA',
      'AB',
      'AZ',
      'BA',
      'ZZ',
      'AAA',
    ]);
  });

  it('writes what Excel reads back: text, figures as numbers with separators, bold header frozen, A4 landscape', async () => {
    const file = await bytesOf(
      streamXlsx(
        LAYOUT,
        inChunks(
          [
            { kind: 'title', cells: ['BÁO CÁO BÁN HÀNG'] },
            { kind: 'header', cells: ['Ngày', 'Hành khách', 'Giá bán'] },
          ],
          [
            { kind: 'row', cells: ['01/11/2026 08:00', 'NGUYỄN VĂN A <MR> & "con"', 1_234_567] },
            { kind: 'row', cells: ['  lề  ', 'ký tự\u0001 lạ\u000b', 0] },
          ],
          [{ kind: 'emphasisedFigure', cells: ['Tổng cộng', '', 1_234_567] }],
        ),
      ),
    );
    const { workbook, sheet } = await sheetOf(file);
    expect(sheet.name).toBe('Báo cáo bán hoàn 2026');
    expect(workbook.created).toEqual(LAYOUT.createdAt);
    const values: unknown[][] = [];
    sheet.eachRow((row) => values.push(Array.from((row.values as unknown[]).slice(1), (value) => value ?? '')));
    expect(values).toEqual([
      ['BÁO CÁO BÁN HÀNG'],
      ['Ngày', 'Hành khách', 'Giá bán'],
      ['01/11/2026 08:00', 'NGUYỄN VĂN A <MR> & "con"', 1_234_567],
      ['  lề  ', 'ký tự lạ', 0],
      ['Tổng cộng', '', 1_234_567],
    ]);
    expect(sheet.getCell('A1').font).toMatchObject({ bold: true, size: 14 });
    expect(sheet.getCell('B2').font).toMatchObject({ bold: true });
    expect(sheet.getCell('C3').numFmt).toBe('#,##0');
    expect(sheet.getCell('C3').font?.bold).toBeFalsy();
    expect(sheet.getCell('C5').numFmt).toBe('#,##0');
    expect(sheet.getCell('C5').font).toMatchObject({ bold: true });
    expect(sheet.getCell('A3').numFmt).toBeFalsy();
    expect(sheet.views[0]).toMatchObject({ state: 'frozen', ySplit: 2 });
    expect(sheet.getColumn(1).width).toBe(18);
    expect(sheet.getColumn(2).width).toBe(30);
    expect(sheet.pageSetup).toMatchObject({ orientation: 'landscape', fitToPage: true, fitToWidth: 1, paperSize: 9 });
  });

  it('reads no further chunk while the written bytes wait for the reader', async () => {
    let read = 0;
    async function* many() {
      for (let chunk = 0; chunk < 60; chunk += 1) {
        read += 1;
        yield Array.from({ length: 500 }, (_, line): ReportRow => {
          return { kind: 'row', cells: [`${chunk}-${line}-${Math.random().toString(36)}`, 'x'.repeat(80), line] };
        });
      }
    }
    const file = streamXlsx(LAYOUT, many());
    await new Promise((resolve) => setTimeout(resolve, 300));
    const readWhileWaiting = read;
    expect(readWhileWaiting).toBeGreaterThan(0);
    expect(readWhileWaiting).toBeLessThan(20);
    const { sheet } = await sheetOf(await bytesOf(file));
    expect(read).toBe(60);
    expect(sheet.rowCount).toBe(60 * 500);
  });

  it('stops asking for rows when the reader goes away', async () => {
    let finished = false;
    let read = 0;
    async function* endless() {
      try {
        for (;;) {
          read += 1;
          yield [{ kind: 'row', cells: [Math.random().toString(36).repeat(20), read] } satisfies ReportRow];
        }
      } finally {
        finished = true;
      }
    }
    const file = streamXlsx(LAYOUT, endless());
    let received = 0;
    let isGone = false;
    await expect(
      pipeline(
        file,
        new Writable({
          write(chunk: Buffer, _encoding, done) {
            received += chunk.length;
            if (received <= 200_000 || isGone) return done();
            isGone = true;
            done(new Error('the client went away'));
          },
        }),
      ),
    ).rejects.toThrow('the client went away');
    await expect.poll(() => finished).toBe(true);
    const readWhenGone = read;
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(read).toBe(readWhenGone);
  });

  it('ends the file with the error when reading the rows fails, so no cut file looks complete', async () => {
    async function* failing() {
      yield [{ kind: 'row', cells: ['first', 1] } satisfies ReportRow];
      throw new Error('the database went away');
    }
    const sink = new PassThrough();
    sink.resume();
    await expect(pipeline(streamXlsx(LAYOUT, failing()), sink)).rejects.toThrow('the database went away');
  });
});
