// The VietQR payload and its CRC against published examples, a property test that what we build parses back, codes.
import fc from 'fast-check';
import { VIETQR_BANK_BINS_CONTRACT } from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import {
  TOPUP_CODE_ALPHABET,
  VIETQR_BANK_BINS,
  VIETQR_BANKS,
  buildVietQr,
  crc16CcittFalse,
  findTopUpCodes,
  parseVietQr,
  topUpCodeFrom,
} from '../src/vietqr/index.js';

/** QR payloads published by banks and payment services (static and dynamic), each with its own CRC. */
const PUBLISHED = [
  {
    payload: '00020101021138540010A00000072701240006970422011009119673630208QRIBFTTA53037045802VN63046ad9',
    fields: { bin: '970422', accountNumber: '0911967363' },
  },
  {
    payload: '00020101021138570010A00000072701270006970405011322082054793800208QRIBFTTA53037045802VN630497A6',
    fields: { bin: '970405', accountNumber: '2208205479380' },
  },
  {
    payload: '00020101021138530010A0000007270123000697041601092576788590208QRIBFTTA53037045802VN6304AE9F',
    fields: { bin: '970416', accountNumber: '257678859' },
  },
  {
    payload:
      '00020101021238570010A000000727012700069704220113VQRQABRLS04480208QRIBFTTA5303704540420005802VN6224082018f8746b181045f0a2ce63040FC0',
    fields: { bin: '970422', accountNumber: 'VQRQABRLS0448', amount: 2000, content: '18f8746b181045f0a2ce' },
  },
];

describe('the bank list', () => {
  it('has the BINs the contracts validate, each with a vi and an en name', () => {
    expect(VIETQR_BANK_BINS).toEqual([...VIETQR_BANK_BINS_CONTRACT]);
    for (const bank of VIETQR_BANKS) expect(bank.name.vi && bank.name.en).toBeTruthy();
  });
});

describe('CRC-16/CCITT-FALSE', () => {
  it('gives the catalogue check value for 123456789', () => {
    expect(crc16CcittFalse('123456789')).toBe(0x29b1);
  });
});

describe('the VietQR payload', () => {
  it.each(PUBLISHED)(
    'reads a published payload and builds it again, CRC included ($fields.accountNumber)',
    (example) => {
      expect(parseVietQr(example.payload)).toEqual(example.fields);
      expect(buildVietQr(example.fields)).toBe(example.payload.slice(0, -4) + example.payload.slice(-4).toUpperCase());
    },
  );

  it('refuses a payload whose CRC or any character was changed', () => {
    const payload = PUBLISHED[3]!.payload;
    expect(() => parseVietQr(payload.replace('5404200', '5404900'))).toThrow(/CRC/);
    expect(() => parseVietQr(payload.slice(0, -4) + '0000')).toThrow(/CRC/);
  });

  it('is dynamic (12) with an amount and static (11) without', () => {
    const base = { bin: '970436', accountNumber: '0071000123456' };
    expect(buildVietQr({ ...base, amount: 5_000_000, content: 'NAP7K2M9QXA' }).slice(0, 12)).toBe('000201010212');
    expect(buildVietQr(base).slice(0, 12)).toBe('000201010211');
  });

  it('refuses fields it cannot carry', () => {
    const base = { bin: '970436', accountNumber: '0071000123456' };
    expect(() => buildVietQr({ ...base, bin: '97043' })).toThrow();
    expect(() => buildVietQr({ ...base, amount: 0 })).toThrow();
    expect(() => buildVietQr({ ...base, amount: 1.5 })).toThrow();
    expect(() => buildVietQr({ ...base, content: 'Nạp tiền' })).toThrow();
  });

  it('parses back to the same fields whatever we build (property)', () => {
    const fields = fc.record(
      {
        bin: fc.constantFrom(...VIETQR_BANK_BINS),
        accountNumber: fc.stringMatching(/^[A-Za-z0-9]{1,19}$/),
        amount: fc.integer({ min: 1, max: 9_999_999_999_999 }),
        content: fc.stringMatching(/^[A-Za-z0-9 ]{1,50}$/),
      },
      { requiredKeys: ['bin', 'accountNumber'] },
    );
    fc.assert(
      fc.property(fields, (input) => {
        expect(parseVietQr(buildVietQr(input))).toEqual(input);
      }),
      { numRuns: 500 },
    );
  });
});

describe('top-up codes', () => {
  it('are NAP and 8 unambiguous characters', () => {
    fc.assert(
      fc.property(fc.uint8Array({ minLength: 8, maxLength: 8 }), (bytes) => {
        const code = topUpCodeFrom(bytes);
        expect(code).toMatch(new RegExp(`^NAP[${TOPUP_CODE_ALPHABET}]{8}$`));
        expect(code.slice(3)).not.toMatch(/[01OIL]/);
      }),
    );
  });

  it("are found in a bank's content, whatever it added around or inside them", () => {
    expect(findTopUpCodes('MBVCB.3412.NAP7K2M9QXA.CT tu 0123 toi 0456')).toEqual(['NAP7K2M9QXA']);
    expect(findTopUpCodes('nap7k2m9qxa chuyen tien')).toEqual(['NAP7K2M9QXA']);
    expect(findTopUpCodes('NAP-7K2M 9QXA')).toEqual(['NAP7K2M9QXA']);
    expect(findTopUpCodes('nap NAP7K2M9QXA')).toEqual(['NAP7K2M9QXA']);
    expect(findTopUpCodes('NAP7K2M9QXA NAP8K2M9QXA')).toEqual(['NAP7K2M9QXA', 'NAP8K2M9QXA']);
    expect(findTopUpCodes('chuyen tien 12')).toEqual([]);
    // Read through separators, an earlier code-like run overlaps the real code: both are candidates.
    expect(findTopUpCodes('CK NAPAS 247 NAP 7K2M 9QXA')).toEqual(expect.arrayContaining(['NAP7K2M9QXA']));
  });
});
