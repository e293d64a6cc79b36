// Sends the hold once however often it is clicked, with one Idempotency-Key per attempt: the same body (a retry after no
// answer, or "book anyway" after a duplicate) keeps the key, so the server answers the order it already made.
import { useCallback, useRef, useState } from 'react';
import type { TBookingOrder, THoldRequest } from '@portal/contracts';
import { apiErrorCode, apiErrorMessage, apiFieldErrors } from '../../../lib/http/types';
import { useHoldBookingMutation } from '../api/booking-step-api';
import { bookingConflictOf, isUnsettled, type BookingConflict } from '../model/conflicts';
import { newIdempotencyKey } from '../../../lib/http/idempotency-key';

export type HoldOutcome =
  | { kind: 'held'; order: TBookingOrder }
  | { kind: 'conflict'; conflict: BookingConflict }
  | { kind: 'invalid'; fields: Record<string, string>; message: string | undefined }
  | { kind: 'failed'; message: string | undefined; isUnsettled: boolean }
  /** A second click while the first request runs: nothing was sent. */
  | { kind: 'busy' };

const VALIDATION_CODE = 1;

/** What decides the order: everything but confirmDuplicate (the server hashes the body the same way). */
const attemptText = ({ confirmDuplicate: _confirm, ...decisive }: THoldRequest) => JSON.stringify(decisive);

export function useHoldBooking() {
  const [holdBooking] = useHoldBookingMutation();
  const [isHolding, setIsHolding] = useState(false);
  const inFlight = useRef(false);
  const attempt = useRef<{ text: string; key: string } | null>(null);

  const hold = useCallback(
    async (body: THoldRequest): Promise<HoldOutcome> => {
      if (inFlight.current) return { kind: 'busy' };
      inFlight.current = true;
      setIsHolding(true);
      try {
        const text = attemptText(body);
        if (attempt.current?.text !== text) attempt.current = { text, key: newIdempotencyKey() };
        const result = await holdBooking({ idempotencyKey: attempt.current.key, body });
        if ('data' in result && result.data) return { kind: 'held', order: result.data };
        const error = 'error' in result ? result.error : undefined;
        const conflict = bookingConflictOf(error);
        if (conflict) return { kind: 'conflict', conflict };
        if (apiErrorCode(error) === VALIDATION_CODE)
          return { kind: 'invalid', fields: apiFieldErrors(error), message: apiErrorMessage(error) };
        return { kind: 'failed', message: apiErrorMessage(error), isUnsettled: isUnsettled(error) };
      } finally {
        inFlight.current = false;
        setIsHolding(false);
      }
    },
    [holdBooking],
  );

  return { hold, isHolding };
}
