// A split of a ticketed booking whose issue a credit shell helped pay (decisions 045, 067, 068): the credit goes with
// its passenger, so the two parts' sales add up to the one sale and each part's void gives back exactly its share.
import { describe, expect, it } from 'vitest';
import { splitMoney } from '../src/modules/bookings/edits/split-money.js';
import type { BookingRow, StoredPricing } from '../src/modules/bookings/repository/booking-rows.js';
import { saleSplitOf } from '../src/modules/bookings/tickets/booking-ledger.js';

const line = (paxId: string, supplierNet: number) => ({
  paxId,
  paxType: 'ADT' as const,
  fareNet: supplierNet,
  ancillaries: 0,
  supplierNet,
  fees: [80_000, 50_000],
});

/** Two adults at 1,000,000 net each under an F3 → F2 → F1 chain; a 300,000 credit shell paid part of adult A's. */
function ticketedBooking(credit: { paxId: string; amount: number }) {
  const pricing = {
    version: 1,
    pax: { adt: 2, chd: 0, inf: 0 },
    chainAgencyIds: ['f3', 'f2', 'f1'],
    feeLinks: [],
    feeTrips: [],
    byPaxType: {
      ADT: {
        count: 2,
        baseFare: 900_000,
        tax: 20_000,
        vat: 80_000,
        fees: [80_000, 50_000],
        issueFee: 130_000,
        total: 1_130_000,
      },
    },
    ancillaries: [],
    lines: [line('ADT-1', 1_000_000), line('ADT-2', 1_000_000)],
    credits: [{ number: 'CS-738-1', changeId: 'change', sourceBookingId: 'old', ...credit }],
  } satisfies StoredPricing;
  return {
    id: 'booking',
    pricing: pricing as unknown as BookingRow['pricing'],
    supplierNet: 2_000_000,
    feeTotal: 260_000,
    totalAmount: 2_260_000,
  };
}

const partOf = (id: string, part: { pricing: StoredPricing; totalAmount: number }) =>
  saleSplitOf({ id, pricing: part.pricing as unknown as BookingRow['pricing'], totalAmount: part.totalAmount });

describe('splitting a booking a credit shell helped pay', () => {
  it('keeps the credit with its passenger: the parts’ sales add up to the sale, deposit by deposit', () => {
    const booking = ticketedBooking({ paxId: 'ADT-1', amount: 300_000 });
    const sale = saleSplitOf(booking);
    expect(sale.buyerPays).toBe(1_960_000);
    const { kept, moved } = splitMoney({ booking, movedPaxIds: ['ADT-2'], movedNet: 1_000_000 });
    expect(kept.pricing.credits?.map((credit) => credit.paxId)).toEqual(['ADT-1']);
    expect(moved.pricing.credits).toBeUndefined();
    const parts = [partOf('kept', kept), partOf('moved', moved)];
    // What a void of each part gives back to each deposit of the chain: together, exactly what the sale took.
    expect(parts[0]!.buyerPays + parts[1]!.buyerPays).toBe(sale.buyerPays);
    sale.shares.forEach((share, index) =>
      expect(parts[0]!.shares[index]!.pays + parts[1]!.shares[index]!.pays).toBe(share.pays),
    );
    expect(parts[1]!.buyerPays).toBe(1_130_000);
  });

  it('moves the credit with a passenger split off, even one whose net is less than the credit left behind', () => {
    const booking = ticketedBooking({ paxId: 'ADT-2', amount: 900_000 });
    const { kept, moved } = splitMoney({ booking, movedPaxIds: ['ADT-2'], movedNet: 1_000_000 });
    expect(kept.pricing.credits).toBeUndefined();
    expect(moved.pricing.credits?.map((credit) => credit.amount)).toEqual([900_000]);
    expect(partOf('kept', kept).buyerPays).toBe(1_130_000);
    expect(partOf('moved', moved).buyerPays).toBe(230_000);
  });
});
