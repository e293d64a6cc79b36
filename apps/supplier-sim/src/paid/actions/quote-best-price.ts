// quote-best-price (GDS FXB): the ticketed flights re-priced in the cheapest class open now in the same cabin, and
// reissued in it on commit (decision 050); the other systems do not offer it.
import type { TSupplierBooking } from '@portal/contracts';
import { refuse, type TActionResult } from '../../booking-context.js';
import type { TResolvedFlight } from '../../booking-itinerary.js';
import type { TPricedFlight } from '../../booking-pricing.js';
import { familiesOf } from '../../families.js';
import { hasCabin } from '../../schedules.js';
import { isRefusal, openFlightOf, type TPaidContext, type TPaidHandler } from '../paid-context.js';
import { bookedFlightFacts, type TBookedFlightFacts } from '../reissue/booked-flight.js';
import { bestPriceLines, type TBestPriceCandidate } from '../reissue/best-price-pricing.js';
import { priceIn, resolveNow } from '../reissue/price-now.js';
import { reissueTickets, replaceFlight, settleSeats } from '../reissue/reissue-draft.js';

const GDS = new Set(['1A', '1B', '1G']);

type TFlight = TSupplierBooking['flights'][number];
type TPricedCandidate = TBestPriceCandidate & { priced: TPricedFlight };

/** Every other class of the same cabin open now with the seats, priced now. */
function candidatesOf(
  context: TPaidContext,
  flight: { booked: TFlight; resolved: TResolvedFlight; facts: TBookedFlightFacts },
) {
  const { booked, resolved, facts } = flight;
  const candidates: TPricedCandidate[] = [];
  for (const family of familiesOf(resolved.segments[0]?.carrier ?? '')) {
    if (family.cabin !== facts.family.cabin) continue;
    if (family.needsCabin && !hasCabin(resolved.segments, family.needsCabin)) continue;
    for (const bookingClass of family.classes) {
      if (bookingClass.code.toUpperCase() === booked.fareClass.toUpperCase()) continue;
      const priced = priceIn(context, resolved, { fareClass: bookingClass.code, name: 'fareClass' });
      if (isRefusal(priced)) continue;
      candidates.push({ fareClass: bookingClass.code, family, netPrices: priced.fare.netPrices, priced });
    }
  }
  return candidates;
}

function repriceFlight(
  context: TPaidContext,
  booked: TFlight,
  resolved: TResolvedFlight,
): TActionResult<never> | boolean {
  const facts = bookedFlightFacts(booked);
  if (!facts) return refuse('CHANGE_NOT_ALLOWED', `${context.system}: ${booked.key} has no fare to re-price`);
  const candidates = candidatesOf(context, { booked, resolved, facts });
  const outcome = bestPriceLines(context.draft.view.passengers, {
    key: booked.key,
    isDomestic: facts.isDomestic,
    current: { fareClass: booked.fareClass, family: facts.family, netPrices: booked.netPrices },
    candidates,
  });
  context.lines.push(...outcome.lines);
  const chosen = candidates.find((candidate) => candidate === outcome.rebookTo);
  if (!chosen) return false;
  replaceFlight(context, context.draft.view.flights.indexOf(booked), chosen.priced);
  return true;
}

export const quoteBestPrice: TPaidHandler<'quote-best-price'> = (context, change) => {
  const { view } = context.draft;
  if (!GDS.has(context.system))
    return refuse('ACTION_NOT_SUPPORTED', `${context.system} does not offer quote-best-price: a GDS re-prices (FXB)`);
  if (view.refundedCoupons?.length)
    return refuse('CHANGE_NOT_ALLOWED', `${context.system}: a partly refunded PNR is not re-priced`, { booking: view });
  for (const [index, flight] of view.flights.entries()) {
    const open = openFlightOf(context, flight.key, `flights.${index}`);
    if (isRefusal(open)) return open;
  }
  const resolved = resolveNow(
    context,
    view.flights.map((flight) => flight.key),
    'flights',
  );
  if (isRefusal(resolved)) return resolved;
  let rebooked = false;
  for (const [index, booked] of [...view.flights].entries()) {
    const flight = resolved[index];
    if (!flight) continue;
    const outcome = repriceFlight(context, booked, flight);
    if (isRefusal(outcome)) return outcome;
    rebooked ||= outcome;
  }
  if (!rebooked && context.mode === 'commit')
    return refuse('CHANGE_NOT_ALLOWED', `${context.system}: no lower fare is open now; nothing to reissue`, {
      booking: view,
    });
  if (rebooked) reissueTickets(context);
  settleSeats(context, change);
  return undefined;
};
