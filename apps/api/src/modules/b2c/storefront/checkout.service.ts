// The consumer's passenger and contact form: robots refused, every field checked, then the flight (or a round trip's
// two) held for the agency.
import type { TStorefrontCheckoutResponse } from '@portal/contracts';
import {
  airlineFullName,
  calendarDateOfIso,
  consumerItineraryOf,
  consumerPassengerProblems,
  vietnamToday,
  type ConsumerTrip,
  type PassengerFormInput,
} from '@portal/domain';
import type { Clock } from '../../../platform/clock.js';
import { invalidFields, type FieldIssue } from '../../../platform/field-error.js';
import type { Language } from '../../../platform/messages.js';
import { searchRequestProblems } from '../../flights/search-request-rules.js';
import { consumerProblems, engineRequestOf } from './consumer-search.service.js';
import type { FormGuard } from './form-guard.js';
import type { PublicSite } from './public-site.js';

/** `${system}:${flight key}` as the search answered it. */
const OFFER_ID = /^(VN|VJ|QH|VU|1A|1B|1G):[A-Za-z0-9:_.-]{1,180}$/;

export type CheckoutInput = PassengerFormInput & {
  search: ConsumerTrip;
  offerId: string;
  fareClass: string;
  /** A round trip's return flight (with search.returnDate). */
  returnOfferId?: string;
  returnFareClass?: string;
  /** What the consumer saw for every passenger, the site's fee included (both flights of a round trip). */
  acceptedTotal: number;
  formToken: string;
  website?: string;
};

const systemOf = (offerId: string) => offerId.slice(0, offerId.indexOf(':'));

/** The chosen flights' problems: a known offer and fare class each, a round trip's return with the outbound's system. */
function flightProblems(input: CheckoutInput): FieldIssue[] {
  const problems: FieldIssue[] = [];
  if (!OFFER_ID.test(input.offerId)) problems.push({ field: 'offerId', message: 'not an offer of this search' });
  if (!/^[A-Za-z0-9]{1,20}$/.test(input.fareClass)) problems.push({ field: 'fareClass', message: 'not a fare class' });
  const isRoundTrip = input.search.returnDate !== undefined;
  const { returnOfferId, returnFareClass } = input;
  if (!isRoundTrip) {
    if (returnOfferId !== undefined) problems.push({ field: 'returnOfferId', message: 'only with a return date' });
    if (returnFareClass !== undefined) problems.push({ field: 'returnFareClass', message: 'only with a return date' });
    return problems;
  }
  if (returnOfferId === undefined || !OFFER_ID.test(returnOfferId))
    problems.push({ field: 'returnOfferId', message: 'not an offer of this search' });
  // One booking per order (decision 145): the return is held where the outbound is.
  else if (systemOf(returnOfferId) !== systemOf(input.offerId))
    problems.push({ field: 'returnOfferId', message: 'not bookable with the outbound flight' });
  if (returnFareClass === undefined || !/^[A-Za-z0-9]{1,20}$/.test(returnFareClass))
    problems.push({ field: 'returnFareClass', message: 'not a fare class' });
  return problems;
}

/**
 * The hold (consumer-hold.ts): a slot of the agency's hourly cap, then the orders part's `createFlightOrder`, which
 * re-prices the offer at the airline, holds it as the site and makes the B2C order.
 */
export type HoldFlight = (input: {
  site: PublicSite;
  checkout: CheckoutInput;
  language: Language;
}) => Promise<{ orderCode: string; confirmationPath: string }>;

export type CheckoutDeps = { clock: Clock; formGuard: FormGuard; holdFlight?: HoldFlight };

export function createCheckoutService(deps: CheckoutDeps) {
  /** 400 naming every field at fault (or the honeypot/token); else the held order (only checked without `holdFlight`). */
  async function submit(
    site: PublicSite,
    input: CheckoutInput,
    language: Language,
  ): Promise<TStorefrontCheckoutResponse> {
    const now = deps.clock.now();
    deps.formGuard.check({ slug: site.slug, formToken: input.formToken, website: input.website, now });
    const { search } = input;
    const problems: FieldIssue[] = [
      ...consumerProblems(searchRequestProblems(engineRequestOf(search), now), 'search.'),
      ...flightProblems(input),
    ];
    if (problems.length > 0) throw invalidFields(problems);
    const airlines = [input.offerId, input.returnOfferId ?? input.offerId].map((id) => id.slice(0, 2));
    const itinerary = consumerItineraryOf(search, airlines);
    const today = calendarDateOfIso(vietnamToday(now));
    if (!itinerary || !today) throw invalidFields([{ field: 'search.departDate', message: 'not a real date' }]);
    const formProblems = consumerPassengerProblems(input, itinerary, { today, language });
    if (formProblems.length > 0) throw invalidFields(formProblems);
    const passengerNames = input.passengers.map((entry) => airlineFullName(entry.lastName!, entry.firstName!));
    if (!deps.holdFlight) return { status: 'validated', passengerNames };
    const held = await deps.holdFlight({ site, checkout: input, language });
    return { status: 'held', orderCode: held.orderCode, confirmationPath: held.confirmationPath, passengerNames };
  }
  return { submit };
}
export type CheckoutService = ReturnType<typeof createCheckoutService>;
