// SPEC §4: each held seat counts down from its own lock time; at 0 it is let go of (DELETE, harmless if the railway
// already freed it), taken out of the draft, and the agent is told which seats went.
import { useEffect } from 'react';
import { allLocks, remainingSeconds, useTrainDraft } from '../../../lib/train/train-draft';
import { useUnlockTrainSeatMutation } from '../../../lib/train/train-api';
import { removeLocks } from './use-seat-locks';

export function useLockExpiry(now: number, onExpired: (seatNumbers: string[]) => void): void {
  const draft = useTrainDraft();
  const [unlock] = useUnlockTrainSeatMutation();
  useEffect(() => {
    const expired = allLocks(draft).filter((lock) => remainingSeconds(lock, now) === 0);
    if (expired.length === 0) return;
    removeLocks(expired.map((lock) => lock.ticketId));
    for (const lock of expired) void unlock(lock.ticketId);
    onExpired(expired.map((lock) => `${lock.carriageNo}/${lock.seat.number}`));
  }, [draft, now, onExpired, unlock]);
}
