// Issuing one or several PNRs of an order after one confirmation: each on its own request with its own Idempotency-Key
// (kept for the dialog's life, so a retry never issues or debits twice), one after another so the PIN dialog asks in
// turn; the outcome per PNR. A PIN the agent cancels stops the ones not yet sent.
import { useRef, useState } from 'react';
import type { TOrderBooking } from '@portal/contracts';
import { useIssueBookingMutation } from '../../../lib/booking/issue-booking';
import { apiErrorMessage } from '../../../lib/http/types';
import { newIdempotencyKey } from '../../../lib/http/idempotency-key';

export type IssueOutcome =
  | { kind: 'waiting' }
  | { kind: 'sending' }
  | { kind: 'issued' }
  | { kind: 'pending' }
  | { kind: 'failed'; message: string | undefined };

const isPinCancelled = (error: unknown) => {
  const data = (error as { data?: { details?: { isCancelled?: unknown } } } | undefined)?.data;
  return data?.details?.isCancelled === true;
};

export function useIssueBookings(bookings: readonly TOrderBooking[]) {
  const [issueBooking] = useIssueBookingMutation();
  const [keys] = useState(() => new Map(bookings.map((booking) => [booking.id, newIdempotencyKey('issue')])));
  const [outcomes, setOutcomes] = useState<Record<string, IssueOutcome>>({});
  const [isBusy, setIsBusy] = useState(false);
  const isRunning = useRef(false);
  /**
   * Sends every PNR not yet issued or pending (the first time all of them, on a retry the failed ones); answers whether
   * any failed and whether all are issued; null while a run is on (a double click sends nothing more).
   */
  const issueAll = async (): Promise<{ hasFailed: boolean; isAllIssued: boolean } | null> => {
    if (isRunning.current) return null;
    isRunning.current = true;
    const current: Record<string, IssueOutcome> = { ...outcomes };
    const setOutcome = (id: string, outcome: IssueOutcome) => {
      current[id] = outcome;
      setOutcomes({ ...current });
    };
    setIsBusy(true);
    const toSend = bookings.filter((booking) => !['issued', 'pending'].includes(current[booking.id]?.kind ?? ''));
    for (const booking of toSend) setOutcome(booking.id, { kind: 'waiting' });
    for (const [index, booking] of toSend.entries()) {
      setOutcome(booking.id, { kind: 'sending' });
      const result = await issueBooking({
        id: booking.id,
        idempotencyKey: keys.get(booking.id) ?? newIdempotencyKey('issue'),
        acceptedTotal: booking.totalAmount,
      });
      if ('error' in result) {
        setOutcome(booking.id, { kind: 'failed', message: apiErrorMessage(result.error) });
        if (isPinCancelled(result.error)) {
          for (const rest of toSend.slice(index + 1)) setOutcome(rest.id, { kind: 'failed', message: undefined });
          break;
        }
      } else setOutcome(booking.id, { kind: result.data.status === 'EXPORT' ? 'issued' : 'pending' });
    }
    setIsBusy(false);
    isRunning.current = false;
    return {
      hasFailed: bookings.some((booking) => current[booking.id]?.kind === 'failed'),
      isAllIssued: bookings.every((booking) => current[booking.id]?.kind === 'issued'),
    };
  };

  const hasFailed = bookings.some((booking) => outcomes[booking.id]?.kind === 'failed');
  return { outcomes, isBusy, hasFailed, issueAll };
}
