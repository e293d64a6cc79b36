// A held booking's money after a priced edit (decision 044): the supplier's new PNR priced for the agency as a hold is.
import type { TPaxType, TSupplierBooking } from '@portal/contracts';
import { sumVnd, type FeeSchedule } from '@portal/domain';
import { feeTripsOfFlights, priceFares, saleLinesOf } from '../hold/booking-pricing.js';
import { pricingOf, type BookingRow, type StoredAncillary, type StoredPricing } from '../repository/booking-rows.js';

export type HeldMoney = { supplierNet: number; feeTotal: number; totalAmount: number; pricing: StoredPricing };

const countOf = (answer: TSupplierBooking, type: TPaxType) =>
  answer.passengers.filter((passenger) => passenger.type === type).length;

/**
 * The booking's columns of money for the supplier's PNR: each passenger type's fare over every flight from the
 * supplier's net prices, the chain's fees from `schedule` (the fee links kept at hold, their rules now) over the new
 * flights and passengers, add-ons at the supplier's price, and an airline fee of an edit (a name change) in that
 * passenger's supplier net. The supplier net must be the supplier's own total, or this is a bug worth a 500.
 */
export function heldMoneyOf(options: {
  booking: BookingRow;
  answer: TSupplierBooking;
  schedule: FeeSchedule;
}): HeldMoney {
  const { booking, answer, schedule } = options;
  const pax = { adt: countOf(answer, 'ADT'), chd: countOf(answer, 'CHD'), inf: countOf(answer, 'INF') };
  const trips = feeTripsOfFlights(answer.flights);
  const fare = priceFares({ netPrices: answer.flights.map((flight) => flight.netPrices), pax, schedule, trips });
  if (!fare) throw new Error(`booking ${booking.id}: the supplier's PNR has no fare for every passenger`);
  const ancillaries: StoredAncillary[] = answer.ancillaries.map((choice) => ({
    paxId: choice.paxId,
    offerId: `${booking.system}:${choice.flightKey}`,
    flightKey: choice.flightKey,
    code: choice.code,
    category: choice.category,
    groupCategory: choice.groupCategory,
    name: choice.name,
    price: choice.price,
  }));
  const airlineFees = new Map(answer.paxAmounts.map((amount) => [amount.paxId, amount.fees ?? 0]));
  const lines = saleLinesOf(
    answer.passengers.map((passenger) => ({ paxId: passenger.id, type: passenger.type })),
    fare.byPaxType,
    ancillaries,
  ).map((line) => {
    const fee = airlineFees.get(line.paxId) ?? 0;
    return { ...line, supplierNet: line.supplierNet + fee };
  });
  const supplierNet = sumVnd(lines.map((line) => line.supplierNet));
  if (supplierNet !== answer.totalNet)
    throw new Error(`booking ${booking.id}: priced ${supplierNet} from the PNR, the supplier says ${answer.totalNet}`);
  const pricing: StoredPricing = {
    ...pricingOf(booking),
    pax,
    feeTrips: trips,
    byPaxType: fare.byPaxType,
    ancillaries,
    lines,
  };
  return { supplierNet, feeTotal: fare.feeTotal, totalAmount: supplierNet + fare.feeTotal, pricing };
}
