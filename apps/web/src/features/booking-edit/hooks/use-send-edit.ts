// Sends one edit as the page's state: a new Idempotency-Key per attempt (a new body, or accepting a quote), the same key
// when the agent retries after no answer (502), so the airline never makes the change twice.
import { useCallback, useRef, useState } from 'react';
import type { TBookingEditQuote } from '@portal/contracts';
import { useSendEditMutation } from '../api/booking-edit-api';
import { editOutcomeOf, type EditOutcome } from '../model/edit-outcome';
import { newIdempotencyKey } from '../../../lib/http/idempotency-key';

type Attempt = { body: Record<string, unknown>; key: string; quote?: TBookingEditQuote };

const newKey = () => newIdempotencyKey('edit');

export function useSendEdit(target: { bookingId: string; action: string }) {
  const [sendEdit] = useSendEditMutation();
  const [outcome, setOutcome] = useState<EditOutcome | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const inFlight = useRef(false);
  const last = useRef<Attempt | null>(null);
  const { bookingId, action } = target;

  const send = useCallback(
    async (attempt: Attempt) => {
      if (inFlight.current) return;
      inFlight.current = true;
      last.current = attempt;
      setSubmitting(true);
      try {
        const result = await sendEdit({ bookingId, action, idempotencyKey: attempt.key, body: attempt.body });
        setOutcome(editOutcomeOf(result, attempt.quote));
      } finally {
        inFlight.current = false;
        setSubmitting(false);
      }
    },
    [sendEdit, bookingId, action],
  );

  /** The form's body, under a new key. */
  const submit = useCallback((body: Record<string, unknown>) => send({ body, key: newKey() }), [send]);

  /** The quoted total accepted: the same body with acceptTotal, under a new key (a new request for the server). */
  const accept = useCallback(
    (quote: TBookingEditQuote) => {
      const body = last.current?.body;
      if (body) void send({ body: { ...body, acceptTotal: quote.totalAfter }, key: newKey(), quote });
    },
    [send],
  );

  /** After no answer: the very same request, key included. */
  const retry = useCallback(() => {
    if (last.current) void send(last.current);
  }, [send]);

  const dismiss = useCallback(() => setOutcome(null), []);

  return { outcome, submitting, submit, accept, retry, dismiss };
}
