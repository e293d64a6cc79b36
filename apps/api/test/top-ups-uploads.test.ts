// The evidence helpers on their own: the type by magic bytes, a stored name that cannot escape or lie, the download header.
import { describe, expect, it } from 'vitest';
import { contentDisposition, safeFileName, sniffContentType } from '../src/platform/uploads.js';
import { EXE_START, HTML_PAGE, PNG_1X1, SMALL_PDF } from './support/top-ups.js';

describe('sniffContentType', () => {
  it('recognises JPEG, PNG, both GIF versions and PDF by their first bytes', () => {
    expect(sniffContentType(Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10]))).toBe('image/jpeg');
    expect(sniffContentType(PNG_1X1)).toBe('image/png');
    expect(sniffContentType(Buffer.from('GIF87a\x01\x00', 'latin1'))).toBe('image/gif');
    expect(sniffContentType(Buffer.from('GIF89a\x01\x00', 'latin1'))).toBe('image/gif');
    expect(sniffContentType(SMALL_PDF)).toBe('application/pdf');
  });

  it('recognises nothing else: HTML, an executable, SVG, WebP, a truncated signature, an empty file, a PDF marker not at the start', () => {
    for (const content of [
      HTML_PAGE,
      EXE_START,
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'),
      Buffer.from('RIFF\x00\x00\x00\x00WEBPVP8 ', 'latin1'),
      PNG_1X1.subarray(0, 7),
      Buffer.alloc(0),
      Buffer.concat([Buffer.from(' '), SMALL_PDF]),
    ]) {
      expect(sniffContentType(content)).toBeUndefined();
    }
  });
});

describe('safeFileName', () => {
  it('keeps the last path segment without unsafe characters, with the extension of the real type', () => {
    expect(safeFileName('Ủy nhiệm chi.jpg', 'image/png')).toBe('Ủy nhiệm chi.png');
    expect(safeFileName('../../etc/passwd', 'application/pdf')).toBe('passwd.pdf');
    expect(safeFileName('C:\\Users\\An\\sao-ke.PDF', 'application/pdf')).toBe('sao-ke.pdf');
    expect(safeFileName('a"b<c>\u0000d\r\n.gif', 'image/gif')).toBe('abcd.gif');
    expect(safeFileName('.htaccess', 'image/png')).toBe('evidence.png');
    expect(safeFileName('', 'image/jpeg')).toBe('evidence.jpg');
    expect(safeFileName(`${'x'.repeat(300)}.png`, 'image/png')).toHaveLength(114);
  });

  it('drops bidirectional controls, so a name cannot show its letters in another order', () => {
    expect(safeFileName('evidence\u202Efdp.exe', 'application/pdf')).toBe('evidencefdp.pdf');
    const allBidi = '\u061C\u200E\u200F\u202A\u202B\u202C\u202D\u202E\u2066\u2067\u2068\u2069';
    expect(safeFileName(`Ủy${allBidi} nhiệm chi.png`, 'image/png')).toBe('Ủy nhiệm chi.png');
  });
});

describe('contentDisposition', () => {
  it('gives an ASCII fallback without quotes and the exact UTF-8 name', () => {
    expect(contentDisposition('attachment', 'Sao kê tháng 3.pdf')).toBe(
      `attachment; filename="Sao ke thang 3.pdf"; filename*=UTF-8''Sao%20k%C3%AA%20th%C3%A1ng%203.pdf`,
    );
    expect(contentDisposition('inline', 'Đơn (1).png')).toBe(
      `inline; filename="Don (1).png"; filename*=UTF-8''%C4%90%C6%A1n%20%281%29.png`,
    );
  });
});
