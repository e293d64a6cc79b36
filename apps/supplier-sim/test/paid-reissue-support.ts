// Reissue and refund tests' helpers: a ticketed PNR of one fare family (one way or there and back), a fare's price.
import type { TSupplierBooking, TSupplierPaidChange, TSupplierPaxPrice } from '@portal/contracts';
import type { TRunningSimulator } from '../src/index.js';
import { ROUTE, pickFare, type TPicked } from './booking-support.js';
import { ticketed, type TRoute } from './edit-support.js';

export const BACK: TRoute = { from: 'SGN', to: 'HAN', date: '2026-12-20' };

/** A fare of the family with seats for a few passengers, on the route (optionally one the test rules out skipped). */
export const familyFare = (
  simulator: TRunningSimulator,
  system: string,
  options: { family: string; route?: TRoute; skip?: string },
) =>
  pickFare(
    simulator,
    system,
    options.route ?? ROUTE,
    { adt: 1, chd: 0, inf: 0 },
    (fare, flight) => fare.seatAvailable >= 4 && fare.fareFamily === options.family && flight.key !== options.skip,
  );

export async function ticketedIn(
  simulator: TRunningSimulator,
  system: string,
  options: { family: string; roundTrip?: boolean; overrides?: Parameters<typeof ticketed>[2] },
): Promise<{ booking: TSupplierBooking; picked: TPicked[] }> {
  const picked = [await familyFare(simulator, system, { family: options.family })];
  if (options.roundTrip) picked.push(await familyFare(simulator, system, { family: options.family, route: BACK }));
  return { booking: await ticketed(simulator, system, options.overrides ?? {}, picked), picked };
}

export const fareOf = (price: TSupplierPaxPrice | undefined) => (price ? price.baseFare + price.vat : 0);
export const allOf = (price: TSupplierPaxPrice | undefined) => (price ? price.baseFare + price.vat + price.tax : 0);

export const amounts = (lines: ReadonlyArray<{ kind: string; paxId: string; amount: number }>) =>
  lines.map((line) => [line.kind, line.paxId, line.amount]);

export const departureOf = (booking: TSupplierBooking, index = 0) =>
  new Date(booking.flights[index]?.segments[0]?.departDateTime ?? '');

/** An exchange of one flight of the PNR for a flight in a class. */
export const exchangeOf = (flightKey: string, to: { key: string; fareClass: string }): TSupplierPaidChange => ({
  action: 'exchange-route',
  flights: [{ flightKey, to }],
});
