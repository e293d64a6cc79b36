// While a paid change is SENT (the airline's answer unknown), reads the booking's paid changes until it is DONE or
// REFUSED, then hands the settled change to the page and refreshes the booking and the deposit balance.
import { useEffect } from 'react';
import { useDispatch } from 'react-redux';
import type { TPaidChange } from '@portal/contracts';
import { refreshAfterPaidChange, useGetPaidChangesQuery } from '../../../lib/booking/paid-changes-api';

/** How often a SENT change is read again. */
export const PAID_POLL_MS = 1500;

export function usePaidChangePolling(options: {
  bookingId: string;
  sent: TPaidChange | undefined;
  onSettled: (change: TPaidChange) => void;
}) {
  const { bookingId, sent, onSettled } = options;
  const dispatch = useDispatch();
  const list = useGetPaidChangesQuery(bookingId, {
    skip: !sent,
    pollingInterval: sent ? PAID_POLL_MS : 0,
    skipPollingIfUnfocused: false,
  });
  const found = sent ? list.currentData?.changes.find((change) => change.id === sent.id) : undefined;
  const settled = found && found.status !== 'SENT' && found.status !== 'QUOTED' ? found : undefined;
  useEffect(() => {
    if (!settled) return;
    if (settled.status === 'DONE') dispatch(refreshAfterPaidChange());
    onSettled(settled);
  }, [settled, dispatch, onSettled]);
}
