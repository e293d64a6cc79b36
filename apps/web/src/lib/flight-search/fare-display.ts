// What a fare's button in the results shows for the party searched: the price of the chosen price display (the full
// adult fare, or the base fare under P_BASE_FARE) and whether it has a seat for everyone (infants sit on a lap).
import type { TFareOption } from '@portal/contracts';
import type { PriceSortKey } from '@portal/domain';

/** Seats the party takes: adults and children; infants travel on an adult's lap. */
export const seatsNeeded = (party: { adt: number; chd: number }) => party.adt + party.chd;

/** Has seats, but fewer than the party needs (2 adults and a child on a class with 2 left). */
export const hasTooFewSeats = (fare: Pick<TFareOption, 'seatAvailable'>, needed: number) =>
  fare.seatAvailable > 0 && fare.seatAvailable < needed;

/** The adult price shown: the base fare when "Giá cơ bản" (P_BASE_FARE) is chosen, else the full fare. */
export const shownAdultPrice = (fare: Pick<TFareOption, 'prices'>, priceKey: PriceSortKey) =>
  priceKey === 'P_BASE_FARE' ? fare.prices.ADT.baseFare : fare.prices.ADT.total;
