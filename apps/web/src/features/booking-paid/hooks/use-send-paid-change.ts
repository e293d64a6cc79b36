// Sends one paid change as the page's state: a quote under a new key, the acceptance (the same body with
// acceptQuoteId and acceptTotal) under another, and after no answer the very same request and key again.
import { useCallback, useRef, useState } from 'react';
import type { TPaidChangeQuote } from '@portal/contracts';
import { newIdempotencyKey } from '../../../lib/http/idempotency-key';
import { useSendPaidChangeMutation, type PaidChangeRoute } from '../../../lib/booking/paid-changes-api';
import { apiErrorMessage } from '../../../lib/http/types';
import { isPinCancelled, paidOutcomeOf, type PaidOutcome } from '../model/paid-outcome';

type Attempt = { body: Record<string, unknown>; key: string; quote?: TPaidChangeQuote };

const newKey = () => newIdempotencyKey('paid');

export function useSendPaidChange(target: { bookingId: string; action: PaidChangeRoute }) {
  const [sendPaidChange] = useSendPaidChangeMutation();
  const [outcome, setOutcome] = useState<PaidOutcome | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const inFlight = useRef(false);
  const last = useRef<Attempt | null>(null);
  /** The form's body the quote was asked with (never with acceptQuoteId/acceptTotal). */
  const formBody = useRef<Record<string, unknown> | null>(null);
  const { bookingId, action } = target;

  const send = useCallback(
    async (attempt: Attempt) => {
      if (inFlight.current) return;
      inFlight.current = true;
      last.current = attempt;
      setSubmitting(true);
      try {
        const result = await sendPaidChange({ bookingId, action, idempotencyKey: attempt.key, body: attempt.body });
        // A PIN dialog closed on an acceptance leaves the quote as it was, to accept again or not.
        if (attempt.quote && isPinCancelled(result))
          setOutcome({ kind: 'quote', quote: attempt.quote, message: apiErrorMessage(result.error) });
        else setOutcome(paidOutcomeOf(result));
      } finally {
        inFlight.current = false;
        setSubmitting(false);
      }
    },
    [sendPaidChange, bookingId, action],
  );

  /** The form's body: asks for a quote (nothing changes). */
  const requestQuote = useCallback(
    (body: Record<string, unknown>) => {
      formBody.current = body;
      return send({ body, key: newKey() });
    },
    [send],
  );

  /** The quote accepted: the same body with its id and total, under a new key. */
  const accept = useCallback(
    (quote: TPaidChangeQuote) => {
      const body = formBody.current;
      if (body)
        void send({
          body: { ...body, acceptQuoteId: quote.quoteId, acceptTotal: quote.total },
          key: newKey(),
          quote,
        });
    },
    [send],
  );

  /** The same body quoted again (a stale quote). */
  const requote = useCallback(() => {
    if (formBody.current) void send({ body: formBody.current, key: newKey() });
  }, [send]);

  /** After no answer: the very same request, key included. */
  const retry = useCallback(() => {
    if (last.current) void send(last.current);
  }, [send]);

  const dismiss = useCallback(() => setOutcome(null), []);

  return { outcome, setOutcome, submitting, requestQuote, accept, requote, retry, dismiss };
}
