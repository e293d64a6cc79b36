// refund-ticket: passengers (an adult takes its infant) × flights refunded by fare rule, to the deposit or as a credit
// shell; when no coupon is left the PNR is REFUNDED (decision 050). EMDs (bags, seats) are not refunded.
import { refuse } from '../../booking-context.js';
import { field, isRefusal, type TPaidHandler } from '../paid-context.js';
import { bookedFlightFacts } from '../reissue/booked-flight.js';
import {
  closeWhenAllRefunded,
  couponsOf,
  creditShells,
  recordRefunded,
  type TRefundedCoupon,
} from '../reissue/refund-coupons.js';
import { couponRefund } from '../reissue/refund-pricing.js';
import { settleSeats } from '../reissue/reissue-draft.js';
import { refundFormOf, refundTiming } from '../reissue/reissue-rules.js';

export const refundTicket: TPaidHandler<'refund-ticket'> = (context, change) => {
  const { view } = context.draft;
  const coupons = couponsOf(context, change);
  if (isRefusal(coupons)) return coupons;
  if (coupons.length === 0) return field('paxIds', 'These coupons are already refunded');
  const refunded: TRefundedCoupon[] = [];
  const netByPax = new Map<string, number>();
  let form: 'DEPOSIT' | 'CREDIT_SHELL' = 'DEPOSIT';
  for (const { passenger, flight } of coupons) {
    const facts = bookedFlightFacts(flight);
    if (!facts) return field('flightKeys', `Flight ${flight.key} has no fare this airline still knows`);
    if (passenger.checkedIn?.includes(flight.key) && facts.departure.getTime() <= context.now.getTime())
      return refuse(
        'FLIGHT_CLOSED',
        `${context.system}: ${passenger.id} flew ${flight.key}; a flown coupon is not refunded`,
        {
          booking: view,
        },
      );
    const priced = couponRefund({ pax: passenger, flight: facts, timing: refundTiming(facts.departure, context.now) });
    if (!priced.ok) return refuse('CHANGE_NOT_ALLOWED', `${context.system}: ${priced.message}`, { booking: view });
    context.lines.push(...priced.lines);
    const [back, penalty] = priced.lines;
    refunded.push({ paxId: passenger.id, flightKey: flight.key, refunded: -back.amount, penalty: penalty.amount });
    netByPax.set(passenger.id, (netByPax.get(passenger.id) ?? 0) + priced.net);
    if (refundFormOf(view.airline, facts.family) === 'CREDIT_SHELL') form = 'CREDIT_SHELL';
  }
  context.refundForm = form;
  recordRefunded(context, refunded);
  if (form === 'CREDIT_SHELL') creditShells(context, netByPax);
  closeWhenAllRefunded(context);
  settleSeats(context, change);
  return undefined;
};
