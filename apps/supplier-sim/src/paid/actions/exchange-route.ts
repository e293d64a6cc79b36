// exchange-route: each old flight reissued on a new flight or date in the class chosen, priced now (decision 050).
import type { TSupplierBooking, TSupplierPaidChange } from '@portal/contracts';
import { refuse, type TActionResult } from '../../booking-context.js';
import { field, isRefusal, openFlightOf, type TPaidContext, type TPaidHandler } from '../paid-context.js';
import { bookedFlightFacts } from '../reissue/booked-flight.js';
import { exchangeLines } from '../reissue/exchange-pricing.js';
import { priceIn, resolveNow } from '../reissue/price-now.js';
import { reissueTickets, replaceFlight, settleSeats } from '../reissue/reissue-draft.js';

type TExchange = Extract<TSupplierPaidChange, { action: 'exchange-route' }>['flights'][number];

const notAllowed = (context: TPaidContext, message: string): TActionResult<never> =>
  refuse('CHANGE_NOT_ALLOWED', `${context.system}: ${message}`, { booking: context.draft.view });

function refundedOn(view: TSupplierBooking, flightKey: string): boolean {
  return (view.refundedCoupons ?? []).some((coupon) => coupon.flightKey === flightKey);
}

/** One flight of the exchange: checked, priced now, its lines added and the draft's flight replaced. */
function exchangeOne(context: TPaidContext, exchange: TExchange, index: number): TActionResult<never> | undefined {
  const { view } = context.draft;
  const name = `flights.${index}`;
  const old = openFlightOf(context, exchange.flightKey, `${name}.flightKey`);
  if (isRefusal(old)) return old;
  if (refundedOn(view, old.key)) return notAllowed(context, `coupons of ${old.key} are refunded`);
  const facts = bookedFlightFacts(old);
  if (!facts) return field(`${name}.flightKey`, `Flight ${old.key} has no fare this airline still knows`);
  const sameFlight = exchange.to.key === old.key;
  if (sameFlight && exchange.to.fareClass.toUpperCase() === old.fareClass.toUpperCase())
    return field(`${name}.to`, 'The same flight in the same class is no exchange');
  if (!sameFlight && view.flights.some((flight) => flight.key === exchange.to.key))
    return field(`${name}.to.key`, 'This flight is already in the PNR');
  const resolved = resolveNow(context, [exchange.to.key], `${name}.to.key`);
  if (isRefusal(resolved)) return resolved;
  const [flight] = resolved;
  if (!flight) return field(`${name}.to.key`, 'No such flight');
  if (flight.segments[0]?.carrier !== old.segments[0]?.carrierCode)
    return notAllowed(context, `a ticket of ${old.segments[0]?.carrierCode} is exchanged on its own flights only`);
  const priced = priceIn(context, flight, { fareClass: exchange.to.fareClass, name: `${name}.to.fareClass` });
  if (isRefusal(priced)) return priced;
  const pricing = exchangeLines(view.passengers, {
    old: facts,
    next: { key: flight.key, fareClass: priced.bookingClass.code, netPrices: priced.fare.netPrices },
  });
  if (!pricing.ok) return notAllowed(context, pricing.message);
  context.lines.push(...pricing.lines);
  replaceFlight(context, view.flights.indexOf(old), priced);
  return undefined;
}

export const exchangeRoute: TPaidHandler<'exchange-route'> = (context, change) => {
  const keys = change.flights.map((exchange) => exchange.flightKey);
  const repeated = keys.findIndex((key, index) => keys.indexOf(key) !== index);
  if (repeated >= 0) return field(`flights.${repeated}.flightKey`, 'Each flight is exchanged once');
  for (const [index, exchange] of change.flights.entries()) {
    const refusal = exchangeOne(context, exchange, index);
    if (refusal) return refusal;
  }
  reissueTickets(context);
  settleSeats(context, change);
  return undefined;
};
