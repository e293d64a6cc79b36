// A consumer's eSIM (decision 137): the retail price never below the agency's cost, Vietnamese mobiles as typed, and
// the contact form's rules (email required), named and worded as the storefront shows them.
import { describe, expect, it } from 'vitest';
import { consumerEsimContactProblems, consumerEsimUnitPrice, normalisedVietnameseMobile } from '../src/index.js';

describe('consumer eSIM', () => {
  it('sells at the retail price, or at the cost when the chain makes it dearer', () => {
    expect(consumerEsimUnitPrice({ unitPrice: 150_000, retailPrice: 170_000 })).toBe(170_000);
    expect(consumerEsimUnitPrice({ unitPrice: 90_000, retailPrice: 80_000 })).toBe(90_000);
  });

  it('reads a Vietnamese mobile however it is typed', () => {
    expect(normalisedVietnameseMobile('0912 345 678')).toBe('0912345678');
    expect(normalisedVietnameseMobile('+84 912.345.678')).toBe('0912345678');
    expect(normalisedVietnameseMobile('84912345678')).toBe('0912345678');
    expect(normalisedVietnameseMobile(' 12-34 ')).toBe('1234');
  });

  it('names each contact field at fault in the language, the email required', () => {
    const ok = { name: 'Trần Thị Mai', phone: '+84 912 345 678', email: 'mai@example.vn' };
    expect(consumerEsimContactProblems(ok, 'vi')).toEqual([]);
    expect(consumerEsimContactProblems({ name: '', phone: '', email: '' }, 'en')).toEqual([
      { field: 'contact.name', message: 'This field is required' },
      { field: 'contact.phone', message: 'This field is required' },
      { field: 'contact.email', message: 'This field is required' },
    ]);
    const long = consumerEsimContactProblems({ ...ok, name: 'A'.repeat(81), email: `${'a'.repeat(120)}@x.vn` }, 'vi');
    expect(long).toEqual([
      { field: 'contact.name', message: 'Tối đa 80 ký tự' },
      { field: 'contact.email', message: 'Tối đa 120 ký tự' },
    ]);
    expect(consumerEsimContactProblems({ ...ok, name: 'M4i', email: 'x@' }, 'vi').map((p) => p.field)).toEqual([
      'contact.name',
      'contact.email',
    ]);
  });
});
