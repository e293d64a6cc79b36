// A consumer's checkout as the bookings module's HoldRequest (decisions 131, 145): the outbound and a round trip's return
// on their own legs, the site's fee per flight taken off the accepted total, and the module's field paths put back in
// the checkout's words.
import { ZHoldRequest } from '@portal/contracts';
import { b2cServiceFee } from '@portal/domain';
import { invalidFields } from '../../../platform/field-error.js';
import type { HoldRequest } from '../../bookings/hold/hold.service.js';
import type { CheckoutInput } from './checkout.service.js';
import type { PublicSite } from './public-site.js';

/** The chosen flights as the bookings module takes them: the outbound, then a round trip's return on its own leg. */
function flightsOf(checkout: CheckoutInput) {
  const { search } = checkout;
  const out = {
    offerId: checkout.offerId,
    fareClass: checkout.fareClass,
    leg: { from: search.from, to: search.to, departDate: search.departDate },
  };
  if (search.returnDate === undefined) return [out];
  const back = { from: search.to, to: search.from, departDate: search.returnDate };
  return [out, { offerId: checkout.returnOfferId ?? '', fareClass: checkout.returnFareClass ?? '', leg: back }];
}

/**
 * The site's fee on this itinerary, as createFlightOrder will add it: per adult and child on each flight (the searched
 * leg's airports), so a round trip pays it twice.
 */
export function consumerFeeOf(site: PublicSite, checkout: CheckoutInput): number {
  const { search } = checkout;
  return flightsOf(checkout).reduce(
    (sum, flight) =>
      sum +
      b2cServiceFee(
        site.serviceFees,
        { bookingSystem: flight.offerId.slice(0, flight.offerId.indexOf(':')), segments: [flight.leg] },
        { adults: search.adt, children: search.chd },
      ),
    0,
  );
}

/**
 * The bookings module's field paths in the checkout's words: flights.0.offerId → offerId, flights.0.leg.to → search.to,
 * flights.1.fareClass → returnFareClass, flights.1.leg.departDate → search.returnDate (its airports are swapped).
 */
export const checkoutField = (path: string) =>
  path
    .replace(/^flights\.0\.leg\./, 'search.')
    .replace(/^flights\.0\./, '')
    .replace(/^flights\.1\.leg\.departDate$/, 'search.returnDate')
    .replace(/^flights\.1\.leg\.from$/, 'search.to')
    .replace(/^flights\.1\.leg\.to$/, 'search.from')
    .replace(/^flights\.1\.offerId$/, 'returnOfferId')
    .replace(/^flights\.1\.fareClass$/, 'returnFareClass')
    .replace(/^(adt|chd|inf)$/, 'search.$1');

export const CHECKOUT_FIELD =
  /^(passengers\.\d+\.\w+|contact\.\w+|search\.\w+|offerId|fareClass|returnOfferId|returnFareClass|acceptedTotal)$/;

export function holdRequestOf(checkout: CheckoutInput, agencyTotal: number): HoldRequest {
  const { search, contact } = checkout;
  const parsed = ZHoldRequest.safeParse({
    flights: flightsOf(checkout),
    adt: search.adt,
    chd: search.chd,
    inf: search.inf,
    passengers: checkout.passengers.map(({ paxId, type, title, lastName, firstName, birthDate, parentId }) => ({
      paxId,
      type,
      title,
      lastName,
      firstName,
      ...(birthDate ? { birthDate } : {}),
      ...(parentId ? { parentId } : {}),
    })),
    contact: {
      ...(contact.name ? { name: contact.name } : {}),
      phone: contact.phone,
      ...(contact.email ? { email: contact.email } : {}),
      ...(contact.extraInfo ? { extraInfo: contact.extraInfo } : {}),
    },
    acceptedTotal: agencyTotal,
  });
  if (!parsed.success)
    throw invalidFields(
      parsed.error.issues.map((issue) => ({
        field: issue.path[0] === 'acceptedTotal' ? 'acceptedTotal' : checkoutField(issue.path.join('.')),
        message: issue.message,
      })),
    );
  return parsed.data;
}
