// The one seat a ticket change holds: clicking a free seat locks it (in the changed ticket's direction), clicking
// another lets the previous one go first, clicking it again lets it go; at its countdown's end it is dropped, and
// whatever is still held when the dialog goes without a change accepted is let go (DELETE, harmless if already free).
import { useCallback, useEffect, useRef, useState } from 'react';
import type { TTrainDirection, TTrainRun, TTrainSeat, TTrainSeatLock } from '@portal/contracts';
import { apiErrorMessage } from '../../../lib/http/types';
import { useLockTrainSeatMutation, useUnlockTrainSeatMutation } from '../../../lib/train/train-api';

export type ChangeLock = {
  lock: TTrainSeatLock | null;
  busySeatId: string | null;
  error: string | null;
  toggle: (run: TTrainRun, seat: TTrainSeat) => Promise<void>;
  /** Lets the held seat go (a new run or date chosen, or the countdown ended). */
  release: () => void;
  /** The change was accepted: the seat is the new ticket now, not to be let go. */
  keep: () => void;
};

export function useChangeLock(direction: TTrainDirection, fallbackError: string): ChangeLock {
  const [lockSeat] = useLockTrainSeatMutation();
  const [unlockSeat] = useUnlockTrainSeatMutation();
  const [lock, setLock] = useState<TTrainSeatLock | null>(null);
  const [busySeatId, setBusySeatId] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  // What to let go when the dialog unmounts: the ref sees the latest lock, the effect's cleanup runs once; a lock
  // answered after the dialog went is let go at once.
  const held = useRef<TTrainSeatLock | null>(null);
  const isGone = useRef(false);

  const release = useCallback(() => {
    const ticketId = held.current?.ticketId;
    held.current = null;
    setLock(null);
    if (ticketId) void unlockSeat(ticketId);
  }, [unlockSeat]);

  const keep = useCallback(() => {
    held.current = null;
  }, []);

  useEffect(() => {
    isGone.current = false;
    return () => {
      isGone.current = true;
      if (held.current) void unlockSeat(held.current.ticketId);
      held.current = null;
    };
  }, [unlockSeat]);

  const toggle = useCallback(
    async (run: TTrainRun, seat: TTrainSeat) => {
      setError(null);
      setBusySeatId(seat.seatId);
      try {
        const previous = held.current;
        if (previous) {
          held.current = null;
          setLock(null);
          await unlockSeat(previous.ticketId);
          if (previous.seat.seatId === seat.seatId) return;
        }
        const result = await lockSeat({ runId: run.runId, from: run.from, to: run.to, seatId: seat.seatId, direction });
        if ('error' in result) setError(apiErrorMessage(result.error) ?? fallbackError);
        else if (result.data && isGone.current) void unlockSeat(result.data.ticketId);
        else if (result.data) {
          held.current = result.data;
          setLock(result.data);
        }
      } finally {
        setBusySeatId(null);
      }
    },
    [direction, fallbackError, lockSeat, unlockSeat],
  );

  return { lock, busySeatId, error, toggle, release, keep };
}
