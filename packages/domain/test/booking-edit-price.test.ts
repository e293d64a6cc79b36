// The quote → accept rule of the price-changing edits (decision 040).
import { describe, expect, it } from 'vitest';
import { editPriceOutcome, type EditPricing } from '../src/index.js';

const infantOnHold: EditPricing = {
  money: 'reprice-on-hold',
  status: 'HOLD',
  totalBefore: 4_200_000,
  totalAfter: 4_650_000,
  airlineFee: 0,
};

describe('the price of a booking edit', () => {
  it('quotes a price rise on HOLD first and changes nothing', () => {
    expect(editPriceOutcome(infantOnHold)).toEqual({
      kind: 'quote',
      quote: { totalBefore: 4_200_000, totalAfter: 4_650_000, airlineFee: 0 },
    });
  });

  it('makes the change when the agent sends the new total back', () => {
    expect(editPriceOutcome({ ...infantOnHold, acceptTotal: 4_650_000 })).toEqual({
      kind: 'apply',
      newTotal: 4_650_000,
    });
  });

  it('refuses an accepted total the supplier no longer gives, with the new one', () => {
    expect(editPriceOutcome({ ...infantOnHold, totalAfter: 4_700_000, acceptTotal: 4_650_000 })).toEqual({
      kind: 'priceChanged',
      acceptedTotal: 4_650_000,
      newTotal: 4_700_000,
    });
  });

  it('changes at once when the price does not move, and for edits that never move it', () => {
    expect(editPriceOutcome({ ...infantOnHold, totalAfter: 4_200_000 })).toEqual({
      kind: 'apply',
      newTotal: 4_200_000,
    });
    expect(editPriceOutcome({ ...infantOnHold, money: 'none', status: 'EXPORT' })).toEqual({
      kind: 'apply',
      newTotal: 4_200_000,
    });
  });

  it('quotes a name-correction fee on HOLD, and sends a fee on a ticketed booking to the paid changes', () => {
    const fee: EditPricing = { ...infantOnHold, money: 'fee', totalAfter: 4_500_000, airlineFee: 300_000 };
    expect(editPriceOutcome(fee)).toMatchObject({ kind: 'quote', quote: { airlineFee: 300_000 } });
    expect(editPriceOutcome({ ...fee, status: 'EXPORT', acceptTotal: 4_500_000 })).toEqual({
      kind: 'paidChangeRequired',
    });
    expect(editPriceOutcome({ ...fee, status: 'EXPORT', totalAfter: 4_200_000 })).toEqual({
      kind: 'apply',
      newTotal: 4_200_000,
    });
  });

  it('never makes a paid action here', () => {
    expect(editPriceOutcome({ ...infantOnHold, money: 'paid-change', acceptTotal: 4_650_000 })).toEqual({
      kind: 'paidChangeRequired',
    });
  });
});
