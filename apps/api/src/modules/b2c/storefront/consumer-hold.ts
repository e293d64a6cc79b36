// The storefront's hold (decision 131): the consumer's checkout becomes the bookings module's HoldRequest at the
// agency's price, behind the per-agency hold cap, held as the site through the B2C orders' createFlightOrder (a round
// trip's two flights in one request, decision 145); every refusal is put in the consumer's words, with nothing of the
// booking systems or the agency's cost in it.
import { createHash } from 'node:crypto';
import { ErrorCode, type TStorefrontHoldRefusal } from '@portal/contracts';
import { formatVnd } from '@portal/domain';
import type { Database } from '@portal/db';
import type { Clock } from '../../../platform/clock.js';
import { AppError } from '../../../platform/errors.js';
import { fieldError, invalidFields } from '../../../platform/field-error.js';
import type { Language, MessageKey } from '../../../platform/messages.js';
import type { HoldRequest } from '../../bookings/hold/hold.service.js';
import type { B2cOrderRow } from '../orders/b2c-orders.repository.js';
import type { ConfirmationLinks } from '../orders/confirmation-link.js';
import { HoldInProgress } from '../orders/flight-order.js';
import type { HoldFlight } from './checkout.service.js';
import { CHECKOUT_FIELD, checkoutField, consumerFeeOf, holdRequestOf } from './consumer-hold-request.js';
import { giveBackHoldSlot, HoldCapReached, takeHoldSlot } from './hold-cap.js';

export type ConsumerHoldDeps = {
  db: Database;
  clock: Clock;
  flightOrders: {
    create(input: {
      agencyId: string;
      request: HoldRequest;
      idempotencyKey: string;
      language: Language;
    }): Promise<B2cOrderRow>;
  };
  links: ConfirmationLinks;
  /** The cap per agency per hour (0: none). */
  holdsPerHour: number;
  /** How long a resent form waits for the first send's hold to come back from the airline. */
  waitForHoldMs: number;
};

/** One key per form page (its token is unique): a resend of the same form replays the same hold. */
export const submitKeyOf = (formToken: string) => `sf:${createHash('sha256').update(formToken).digest('base64url')}`;

/** The bookings module's 409 reasons a consumer is told about: their words and the reason the island reads. */
const REFUSALS: Partial<Record<string, { messageKey: MessageKey; reason: TStorefrontHoldRefusal }>> = {
  soldOut: { messageKey: 'storefrontSoldOut', reason: 'soldOut' },
  flightUnavailable: { messageKey: 'storefrontFlightUnavailable', reason: 'flightUnavailable' },
  duplicateBooking: { messageKey: 'storefrontAlreadyHeld', reason: 'alreadyHeld' },
};

/** The bookings module's refusals as a consumer reads them; `fee` turns the agency's new price into the consumer's. */
export function consumerErrorOf(error: unknown, fee: number): unknown {
  if (!(error instanceof AppError) || error instanceof HoldCapReached || error instanceof HoldInProgress) return error;
  const reason = error.details?.reason;
  if (error.status === 400 && Array.isArray(error.details?.fields))
    return invalidFields(
      (error.details.fields as { field: string; message: string }[]).map((issue) => {
        const field = checkoutField(issue.field);
        // A field of the form keeps its message (the passenger rules speak the consumer's language); anything else
        // the airline's side refused (a flight key it does not know) is the offer's fault, said without its words.
        return CHECKOUT_FIELD.test(field)
          ? { field, message: issue.message }
          : { field: 'offerId', message: 'not an offer of this search' };
      }),
    );
  if (error.status === 409 && reason === 'priceChanged') {
    const newTotal = Number(error.details?.newTotal) + fee;
    return new AppError({
      status: 409,
      code: ErrorCode.CONFLICT,
      messageKey: 'storefrontPriceChanged',
      params: { newTotal: formatVnd(newTotal) },
      details: { reason: 'priceChanged', newTotal },
    });
  }
  const refusal = error.status === 409 && typeof reason === 'string' ? REFUSALS[reason] : undefined;
  if (refusal)
    return new AppError({
      status: 409,
      code: ErrorCode.CONFLICT,
      messageKey: refusal.messageKey,
      details: { reason: refusal.reason },
    });
  // The same form sent again with other details after its hold was written.
  if (error.status === 422) return fieldError('formToken', 'storefrontFormUsed', { reason: 'already used' });
  if (error.status === 404 || error.status === 429) return error;
  // The airline refused or did not answer; its words stay in the reservation-error log.
  return new AppError({ status: 502, code: ErrorCode.SUPPLIER_UNAVAILABLE, messageKey: 'storefrontHoldFailed' });
}

/** Refused before any airline held a seat: the form's slot of the hour is given back. */
const isRefusedBeforeHold = (error: unknown) =>
  error instanceof AppError && (error.status === 400 || (error.status === 409 && !(error instanceof HoldInProgress)));

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export function createConsumerHold(deps: ConsumerHoldDeps): HoldFlight {
  const { db, clock } = deps;

  /** A resend that finds the first send's hold still with the airline waits for it, a little at a time. */
  async function createOrWait(input: Parameters<ConsumerHoldDeps['flightOrders']['create']>[0]) {
    const until = Date.now() + deps.waitForHoldMs;
    for (;;) {
      try {
        return await deps.flightOrders.create(input);
      } catch (error) {
        if (!(error instanceof HoldInProgress) || Date.now() >= until) throw error;
        await pause(250);
      }
    }
  }

  return async ({ site, checkout, language }) => {
    const fee = consumerFeeOf(site, checkout);
    if (checkout.acceptedTotal < fee)
      throw invalidFields([{ field: 'acceptedTotal', message: 'below the service fee' }]);
    const request = holdRequestOf(checkout, checkout.acceptedTotal - fee);
    const submitKey = submitKeyOf(checkout.formToken);
    const agencyId = site.agencyId;
    // Its own short transaction, committed before the airline is asked: the site row is not locked for seconds.
    await db.transaction((tx) =>
      takeHoldSlot(tx, { agencyId, now: clock.now(), perHour: deps.holdsPerHour, submitKey }),
    );
    try {
      const order = await createOrWait({ agencyId, request, idempotencyKey: submitKey, language });
      return { orderCode: order.orderNumber, confirmationPath: deps.links.pathOf(order) };
    } catch (error) {
      if (isRefusedBeforeHold(error)) await giveBackHoldSlot(db, { agencyId, submitKey });
      throw consumerErrorOf(error, fee);
    }
  };
}
