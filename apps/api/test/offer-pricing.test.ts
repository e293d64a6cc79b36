// Pricing a supplier's flight for the agency: the chain's fees per passenger type, and fares that cannot be priced.
import { describe, expect, it } from 'vitest';
import type { TSupplierFare, TSupplierFlight } from '@portal/contracts';
import { NO_FEES, createFeeSchedule, type CommissionRule, type FeeSchedule } from '@portal/domain';
import { priceOffer } from '../src/modules/flights/offer-pricing.js';

const fare = (fareClass: string, netPrices: TSupplierFare['netPrices']): TSupplierFare => ({
  fareClass,
  fareFamily: fareClass,
  fareBasis: `${fareClass}OW`,
  cabinClass: 'ECONOMY',
  seatAvailable: 5,
  baggage: { handKg: 7, checkedKg: 20, checkedPieces: 1, description: '20 kg' },
  isRefundable: false,
  isChangeable: true,
  netPrices,
});

const flight = (fares: TSupplierFare[]): TSupplierFlight => ({
  key: '2026-12-01.HANSGN.VN213',
  legIndex: 0,
  combineSegment: false,
  segments: [
    {
      carrierCode: 'VN',
      carrierName: 'Vietnam Airlines',
      flightNumber: 'VN213',
      from: 'HAN',
      to: 'SGN',
      departDateTime: '2026-12-01T08:00:00+07:00',
      arrivalDateTime: '2026-12-01T10:10:00+07:00',
      durationMinutes: 130,
      aircraft: 'A321',
    },
  ],
  fares,
});

/** An F2's schedule: its F1 charges adults and children `perSegment` at home; infants only when `infant` is given. */
function feesOf(perSegment: number, infant?: number): FeeSchedule {
  const rule = (paxType: CommissionRule['paxType'], amount: number): CommissionRule => ({
    agencyId: 'f1',
    subAgencyId: null,
    airline: null,
    routeScope: 'domestic',
    paxType,
    chargeBasis: 'segment',
    amount,
  });
  const rules = [
    rule('ADT', perSegment),
    rule('CHD', perSegment),
    ...(infant === undefined ? [] : [rule('INF', infant)]),
  ];
  return createFeeSchedule(rules, [{ chargerId: 'f1', subAgencyId: 'f2' }]);
}

const adultOnly = { ADT: { baseFare: 1_000_000, tax: 120_000, vat: 80_000 } };
const everyType = {
  ...adultOnly,
  CHD: { baseFare: 750_000, tax: 120_000, vat: 60_000 },
  INF: { baseFare: 100_000, tax: 0, vat: 8_000 },
};

describe('priceOffer', () => {
  it('leaves out a fare the supplier does not price for a passenger type of the search', () => {
    const offer = priceOffer({
      system: 'VN',
      source: 'VN',
      flight: flight([fare('Y', everyType), fare('M', adultOnly)]),
      pax: { adt: 1, chd: 1, inf: 0 },
      fees: NO_FEES,
    });
    expect(offer.fares.map((option) => option.fareClass)).toEqual(['Y']);
  });

  it('keeps adult-only fares for an adult-only search, with the fee on adults and children but not infants', () => {
    const alone = priceOffer({
      system: 'VN',
      source: 'VN',
      flight: flight([fare('M', adultOnly)]),
      pax: { adt: 2, chd: 0, inf: 0 },
      fees: feesOf(30_000),
    });
    expect(alone.fares[0]!.totalPrice).toBe(2 * (1_200_000 + 30_000));
    const family = priceOffer({
      system: 'VN',
      source: 'VN',
      flight: flight([fare('Y', everyType)]),
      pax: { adt: 1, chd: 1, inf: 1 },
      fees: feesOf(30_000),
    });
    expect(family.fares[0]!.prices.INF!.issueFee).toBe(0);
    expect(family.fares[0]!.totalPrice).toBe(1_230_000 + 960_000 + 108_000);
    expect(family.lowestFare).toBe(1_230_000);
  });

  it('charges infants only when a rule for INF says so', () => {
    const family = priceOffer({
      system: 'VN',
      source: 'VN',
      flight: flight([fare('Y', everyType)]),
      pax: { adt: 1, chd: 0, inf: 1 },
      fees: feesOf(30_000, 5_000),
    });
    expect(family.fares[0]!.prices.INF).toMatchObject({ issueFee: 5_000, total: 113_000 });
    expect(family.fares[0]!.totalPrice).toBe(1_230_000 + 113_000);
  });

  it('charges per ticket once on a flight with connections, per segment on each segment', () => {
    const connecting: TSupplierFlight = {
      ...flight([fare('Y', everyType)]),
      segments: [
        { ...flight([]).segments[0]!, to: 'DAD', flightNumber: 'VN111' },
        { ...flight([]).segments[0]!, from: 'DAD', flightNumber: 'VN222' },
      ],
    };
    const perSegment = priceOffer({
      system: 'VN',
      source: 'VN',
      flight: connecting,
      pax: { adt: 1, chd: 0, inf: 0 },
      fees: feesOf(30_000),
    });
    expect(perSegment.fares[0]!.prices.ADT.issueFee).toBe(60_000);
    const perTicket = createFeeSchedule(
      [
        {
          agencyId: 'f1',
          subAgencyId: null,
          airline: 'VN',
          routeScope: 'domestic',
          paxType: 'ADT',
          chargeBasis: 'ticket',
          amount: 70_000,
        },
      ],
      [{ chargerId: 'f1', subAgencyId: 'f2' }],
    );
    expect(
      priceOffer({ system: 'VN', source: 'VN', flight: connecting, pax: { adt: 1, chd: 0, inf: 0 }, fees: perTicket })
        .fares[0]!.prices.ADT.issueFee,
    ).toBe(70_000);
  });
});
