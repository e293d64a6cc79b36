// A flight priced now for the PNR's passengers in an exact class (what a reissue sells), or the airline's refusal.
import type { TActionResult } from '../../booking-context.js';
import { refuse } from '../../booking-context.js';
import { resolveFlights, type TResolvedFlight } from '../../booking-itinerary.js';
import { priceExactClass, type TPricedFlight, type TPricingContext } from '../../booking-pricing.js';
import { field, type TPaidContext } from '../paid-context.js';
import { paxCounts } from './reissue-draft.js';

export function pricingContext(context: TPaidContext): TPricingContext {
  return {
    system: context.system,
    now: context.now,
    seats: context.deps.seats,
    pax: paxCounts(context.draft.view),
    bumps: context.deps.store.bumps,
  };
}

/** The flights as the system sells them now (a combined round-trip fare needs both keys together). */
export function resolveNow(
  context: TPaidContext,
  keys: readonly string[],
  name: string,
): TResolvedFlight[] | TActionResult<never> {
  const resolution = resolveFlights(context.system, keys, context.now);
  if (resolution.ok) return resolution.flights;
  return resolution.kind === 'bad-request'
    ? field(name, resolution.message)
    : refuse('FLIGHT_UNAVAILABLE', resolution.message);
}

/** The resolved flight in exactly `fareClass` with seats for every passenger who sits: SOLD_OUT otherwise. */
export function priceIn(
  context: TPaidContext,
  flight: TResolvedFlight,
  choice: { fareClass: string; name: string },
): TPricedFlight | TActionResult<never> {
  const outcome = priceExactClass(pricingContext(context), flight, choice.fareClass);
  if (outcome === 'unknown-class') return field(choice.name, 'Not a fare class of this airline');
  if (outcome === 'sold-out')
    return refuse('SOLD_OUT', `Class ${choice.fareClass} of ${flight.key} has not the seats for this PNR now`);
  return outcome;
}
