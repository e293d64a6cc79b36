// The pure rules and pricing of reissues and refunds (decision 050): every family's change fee and refund penalty, a
// lower fare kept or given back, coupon refunds capped at the fare, the credit-shell airlines, best price, balances.
import { describe, expect, it } from 'vitest';
import { familiesOf, type TFareFamily } from '../src/families.js';
import { balanceEntry, balanceLines } from '../src/paid/reissue/balance-pricing.js';
import { bestPriceLines } from '../src/paid/reissue/best-price-pricing.js';
import { exchangeLines } from '../src/paid/reissue/exchange-pricing.js';
import { flightLabelOf, totalOf, type TPaxPrices, type TPricedPax } from '../src/paid/reissue/paid-lines.js';
import { couponRefund } from '../src/paid/reissue/refund-pricing.js';
import { changeFee, refundFormOf, refundPenalty, refundTiming } from '../src/paid/reissue/reissue-rules.js';

/** Per family: [change, refund early, late, no-show] domestic, then the same international; null = not allowed. */
const TABLE: Record<string, Array<number | null>> = {
  VN_SAVER: [null, null, null, null, null, null, null, null],
  VN_LITE: [600_000, null, null, null, 1_500_000, null, null, null],
  VN_CLASSIC: [360_000, 600_000, 900_000, 1_400_000, 1_000_000, 1_500_000, 2_250_000, 3_250_000],
  VN_FLEX: [0, 300_000, 450_000, 750_000, 0, 600_000, 900_000, 1_500_000],
  VN_PREMIUM: [0, 300_000, 450_000, 750_000, 0, 600_000, 900_000, 1_500_000],
  VN_BUSINESS_CLASSIC: [0, 300_000, 450_000, 750_000, 0, 1_000_000, 1_500_000, 2_500_000],
  VN_BUSINESS_FLEX: [0, 0, 0, 0, 0, 0, 0, 0],
  VJ_ECO: [378_000, null, null, null, 864_000, null, null, null],
  VJ_DELUXE: [0, null, null, null, 0, null, null, null],
  VJ_SKYBOSS: [0, 300_000, 450_000, 450_000, 0, 600_000, 900_000, 900_000],
  VJ_BUSINESS: [0, 0, 0, 0, 0, 0, 0, 0],
  QH_EM: [400_000, null, null, null, 1_000_000, null, null, null],
  QH_EF: [400_000, null, null, null, 1_000_000, null, null, null],
  QH_EO: [300_000, 500_000, 750_000, 1_050_000, 800_000, 1_200_000, 1_800_000, 2_400_000],
  QH_ES: [0, 300_000, 450_000, 650_000, 0, 600_000, 900_000, 1_300_000],
  QH_PS: [200_000, 400_000, 600_000, 800_000, 500_000, 800_000, 1_200_000, 1_600_000],
  QH_PF: [0, 200_000, 300_000, 300_000, 0, 400_000, 600_000, 600_000],
  QH_BS: [0, 300_000, 450_000, 450_000, 0, 600_000, 900_000, 900_000],
  QH_BF: [0, 0, 0, 0, 0, 0, 0, 0],
  VU_ES: [350_000, null, null, null, 800_000, null, null, null],
  VU_EF: [0, 400_000, 600_000, 800_000, 0, 800_000, 1_200_000, 1_600_000],
  VU_PE: [0, 200_000, 300_000, 300_000, 0, 400_000, 600_000, 600_000],
  GDS_SAVER: [0, null, null, null, 2_000_000, null, null, null],
  GDS_STANDARD: [0, 0, 0, 0, 1_200_000, 2_500_000, 3_750_000, 5_250_000],
  GDS_FLEX: [0, 0, 0, 0, 0, 800_000, 1_200_000, 2_000_000],
  GDS_PREMIUM: [0, 0, 0, 0, 0, 800_000, 1_200_000, 2_000_000],
  GDS_BUSINESS: [0, 0, 0, 0, 0, 0, 0, 0],
};

const FAMILIES = ['VN', 'VJ', 'QH', 'VU', 'SQ'].flatMap((airline) => familiesOf(airline));
const family = (id: string): TFareFamily => {
  const found = FAMILIES.find((candidate) => candidate.id === id);
  if (!found) throw new Error(`no family ${id}`);
  return found;
};

describe('the fee tables', () => {
  it('charges every family its change fee and refund penalty by timing, domestic and international', () => {
    expect(Object.keys(TABLE).sort()).toEqual(FAMILIES.map((candidate) => candidate.id).sort());
    for (const candidate of FAMILIES) {
      const row = [true, false].flatMap((isDomestic) => [
        changeFee({ family: candidate, isDomestic, isInfant: false }),
        ...(['EARLY', 'LATE', 'NO_SHOW'] as const).map((timing) =>
          refundPenalty({ family: candidate, isDomestic, segmentCount: 1, timing, isInfant: false }),
        ),
      ]);
      expect([candidate.id, row]).toEqual([candidate.id, TABLE[candidate.id]]);
    }
  });

  it('charges the refund fee per segment and nothing to an infant on a refundable fare', () => {
    const classic = family('VN_CLASSIC');
    const options = { family: classic, isDomestic: false, timing: 'EARLY' as const, isInfant: false };
    expect(refundPenalty({ ...options, segmentCount: 2 })).toBe(3_000_000);
    expect(refundPenalty({ ...options, segmentCount: 2, isInfant: true })).toBe(0);
    expect(refundPenalty({ ...options, family: family('VN_SAVER'), segmentCount: 1, isInfant: true })).toBeNull();
    expect(changeFee({ family: classic, isDomestic: true, isInfant: true })).toBe(0);
  });

  it('times a refund: 24 hours or more early, under 24 late, after departure a no-show', () => {
    const departure = new Date('2026-12-15T02:00:00Z');
    expect(refundTiming(departure, new Date('2026-12-14T02:00:00Z'))).toBe('EARLY');
    expect(refundTiming(departure, new Date('2026-12-14T02:00:01Z'))).toBe('LATE');
    expect(refundTiming(departure, departure)).toBe('NO_SHOW');
  });

  it('refunds Vietjet and Vietravel economy as a credit shell, the others to the deposit', () => {
    expect(FAMILIES.filter((candidate) => candidate.id.startsWith('VJ')).map((f) => refundFormOf('VJ', f))).toEqual([
      'CREDIT_SHELL',
      'CREDIT_SHELL',
      'CREDIT_SHELL',
      'CREDIT_SHELL',
    ]);
    expect(refundFormOf('VU', family('VU_EF'))).toBe('CREDIT_SHELL');
    expect(refundFormOf('VU', family('VU_PE'))).toBe('DEPOSIT');
    expect(refundFormOf('QH', family('QH_EO'))).toBe('DEPOSIT');
    expect(refundFormOf('VN', family('VN_CLASSIC'))).toBe('DEPOSIT');
    expect(refundFormOf('SQ', family('GDS_STANDARD'))).toBe('DEPOSIT');
  });
});

const ADULT: TPricedPax = { id: 'ADT-1', type: 'ADT' };
const INFANT: TPricedPax = { id: 'INF-1', type: 'INF' };
const prices = (adultBase: number, tax: number): TPaxPrices => ({
  ADT: { baseFare: adultBase, tax, vat: adultBase * 0.08 },
  INF: { baseFare: adultBase / 10, tax: 0, vat: adultBase * 0.008 },
});
const amounts = (lines: Array<{ kind: string; paxId: string; amount: number }>) =>
  lines.map((entry) => [entry.kind, entry.paxId, entry.amount]);

describe('exchange pricing', () => {
  const exchange = (familyId: string, oldBase: number, newBase: number) =>
    exchangeLines([ADULT, INFANT], {
      old: { key: 'OLD', netPrices: prices(oldBase, 120_000), family: family(familyId), isDomestic: true },
      next: { key: 'NEW', fareClass: 'K', netPrices: prices(newBase, 130_000) },
    });

  it('charges a dearer fare, the tax difference and the change fee (none for the infant)', () => {
    const priced = exchange('VN_CLASSIC', 1_000_000, 1_500_000);
    if (!priced.ok) throw new Error(priced.message);
    expect(amounts(priced.lines)).toEqual([
      ['FARE_DIFFERENCE', 'ADT-1', 540_000],
      ['TAX_DIFFERENCE', 'ADT-1', 10_000],
      ['CHANGE_FEE', 'ADT-1', 360_000],
      ['FARE_DIFFERENCE', 'INF-1', 54_000],
      ['TAX_DIFFERENCE', 'INF-1', 0],
      ['CHANGE_FEE', 'INF-1', 0],
    ]);
    expect(totalOf(priced.lines)).toBe(964_000);
  });

  it('keeps a lower fare on most families and gives it back on the flexible ones', () => {
    const kept = exchange('VN_CLASSIC', 1_500_000, 1_000_000);
    if (!kept.ok) throw new Error(kept.message);
    expect(kept.lines[0]).toMatchObject({ kind: 'FARE_DIFFERENCE', amount: 0 });
    expect(kept.lines[0]?.description.en).toContain('not refunded');
    const back = exchange('VN_FLEX', 1_500_000, 1_000_000);
    if (!back.ok) throw new Error(back.message);
    expect(amounts(back.lines).slice(0, 3)).toEqual([
      ['FARE_DIFFERENCE', 'ADT-1', -540_000],
      ['TAX_DIFFERENCE', 'ADT-1', 10_000],
      ['CHANGE_FEE', 'ADT-1', 0],
    ]);
    for (const id of ['VN_BUSINESS_FLEX', 'QH_BF', 'GDS_FLEX'])
      expect(exchange(id, 1_500_000, 1_000_000).ok).toBe(true);
  });

  it('names the new flight and writes amounts as each language does', () => {
    expect(flightLabelOf('2027-01-03.HANSGN.VJ125')).toBe('VJ125 HAN-SGN 03/01/2027');
    expect(flightLabelOf('OLD')).toBe('OLD');
    const kept = exchange('VN_CLASSIC', 1_500_000, 1_000_000);
    if (!kept.ok) throw new Error(kept.message);
    expect(kept.lines[0]?.description.vi).toContain('540.000 ₫');
    expect(kept.lines[0]?.description.en).toContain('540,000 VND');
  });

  it('refuses a family that allows no change', () => {
    expect(exchange('VN_SAVER', 1_000_000, 1_000_000)).toEqual({
      ok: false,
      message: 'the Economy Saver fare of OLD allows no change',
    });
  });
});

describe('coupon refunds', () => {
  const refund = (familyId: string, timing: 'EARLY' | 'LATE' | 'NO_SHOW', pax = ADULT) =>
    couponRefund({
      pax,
      flight: {
        key: 'F1',
        netPrices: prices(1_000_000, 120_000),
        family: family(familyId),
        isDomestic: true,
        segmentCount: 1,
      },
      timing,
    });

  it('gives back fare, VAT and taxes less the penalty by timing', () => {
    expect(refund('VN_CLASSIC', 'EARLY')).toMatchObject({ ok: true, net: -1_200_000 + 600_000 });
    expect(refund('VN_CLASSIC', 'LATE')).toMatchObject({ ok: true, net: -1_200_000 + 900_000 });
    const noShow = refund('VN_CLASSIC', 'NO_SHOW');
    if (!noShow.ok) throw new Error(noShow.message);
    expect(amounts(noShow.lines)).toEqual([
      ['REFUND', 'ADT-1', -1_200_000],
      ['PENALTY', 'ADT-1', 1_080_000],
    ]);
    expect(refund('VN_CLASSIC', 'EARLY', INFANT)).toMatchObject({ ok: true, net: -108_000 });
  });

  it('refuses a non-refundable fare', () => {
    expect(refund('VJ_ECO', 'EARLY')).toEqual({ ok: false, message: 'the Eco fare of F1 is non-refundable' });
  });
});

describe('best price', () => {
  const current = { fareClass: 'H', family: family('GDS_STANDARD'), netPrices: prices(2_000_000, 900_000) };
  const cheaper = { fareClass: 'L', family: family('GDS_STANDARD'), netPrices: prices(1_500_000, 900_000) };
  const dearer = { fareClass: 'M', family: family('GDS_FLEX'), netPrices: prices(2_500_000, 900_000) };

  it('reissues in the cheapest open class, with the change fee abroad', () => {
    const outcome = bestPriceLines([ADULT], { key: 'F1', isDomestic: false, current, candidates: [dearer, cheaper] });
    expect(outcome.rebookTo?.fareClass).toBe('L');
    expect(amounts(outcome.lines)).toEqual([
      ['FARE_DIFFERENCE', 'ADT-1', -540_000],
      ['CHANGE_FEE', 'ADT-1', 1_200_000],
    ]);
    const home = bestPriceLines([ADULT], { key: 'F1', isDomestic: true, current, candidates: [cheaper] });
    expect(amounts(home.lines)).toEqual([['FARE_DIFFERENCE', 'ADT-1', -540_000]]);
  });

  it('says so with 0 when nothing cheaper is open', () => {
    const outcome = bestPriceLines([ADULT], { key: 'F1', isDomestic: true, current, candidates: [dearer] });
    expect(outcome.rebookTo).toBeUndefined();
    expect(amounts(outcome.lines)).toEqual([['FARE_DIFFERENCE', 'ADT-1', 0]]);
    expect(outcome.lines[0]?.description.en).toBe('No fare lower than class H is open now');
  });
});

describe('balances', () => {
  it('numbers entries by settlement round and lists them as BALANCE lines', () => {
    const description = { vi: 'Phí đổi tên', en: 'Name change fee' };
    const first = balanceEntry({}, { paxId: 'ADT-1', description, amount: 350_000, at: 'T' });
    expect(first.id).toBe('BD1-1');
    const second = balanceEntry(
      {
        balanceDue: [first],
        paidChanges: [{ clientRef: 'a', quoteId: 'q', action: 'process-price', total: 0, documents: [], at: 'T' }],
      },
      { paxId: 'ADT-1', description, amount: -100_000, at: 'T' },
    );
    expect(second.id).toBe('BD2-2');
    expect(amounts(balanceLines([first, second]))).toEqual([
      ['BALANCE', 'ADT-1', 350_000],
      ['BALANCE', 'ADT-1', -100_000],
    ]);
  });
});
