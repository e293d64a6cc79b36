// Taking and letting go of seats for one direction: a free seat clicked is locked (POST) and kept in the draft, a seat
// of mine clicked is let go of (DELETE); the auto choice locks several at once. A 409 (just taken) refreshes the map.
import { useCallback, useState } from 'react';
import {
  TRAIN_MAX_SEATS_PER_DIRECTION,
  type TTrainDirection,
  type TTrainRun,
  type TTrainSeat,
  type TTrainSeatLock,
  type TTrainSeatType,
} from '@portal/contracts';
import { useTranslation } from 'react-i18next';
import { apiErrorMessage, isApiErrorBody } from '../../../lib/http/types';
import { readTrainDraft, updateTrainDraft } from '../../../lib/train/train-draft';
import {
  useAutoLockTrainSeatsMutation,
  useLockTrainSeatMutation,
  useUnlockTrainSeatMutation,
} from '../../../lib/train/train-api';

export type SeatNotice = { severity: 'success' | 'info' | 'warning' | 'error'; text: string };

const statusOf = (error: unknown) =>
  typeof error === 'object' && error !== null && 'status' in error ? (error as { status: unknown }).status : undefined;

/** The API's `details.reason` of a refusal ('tooManySeats' past the cap of seats per direction). */
function reasonOf(error: unknown): unknown {
  const data =
    typeof error === 'object' && error !== null && 'data' in error ? (error as { data: unknown }).data : null;
  const details = isApiErrorBody(data) && typeof data.details === 'object' ? data.details : null;
  return details && 'reason' in details ? (details as { reason: unknown }).reason : undefined;
}

function addLocks(direction: TTrainDirection, locks: TTrainSeatLock[]) {
  updateTrainDraft((draft) => ({
    ...draft,
    [direction]: {
      ...draft[direction],
      locks: [
        ...draft[direction].locks.filter((held) => !locks.some((lock) => lock.ticketId === held.ticketId)),
        ...locks,
      ],
    },
  }));
}

export function removeLocks(ticketIds: readonly string[]) {
  updateTrainDraft((draft) => ({
    ...draft,
    departure: { ...draft.departure, locks: draft.departure.locks.filter((l) => !ticketIds.includes(l.ticketId)) },
    return: { ...draft.return, locks: draft.return.locks.filter((l) => !ticketIds.includes(l.ticketId)) },
  }));
}

type Options = { direction: TTrainDirection; run: TTrainRun; refreshMap: () => void };

export type AutoChoice = { seatType: TTrainSeatType; count: number; tier?: 'lower' | 'upper' };

export function useSeatLocks({ direction, run, refreshMap }: Options) {
  const { t } = useTranslation();
  const [lockSeat] = useLockTrainSeatMutation();
  const [unlockSeat] = useUnlockTrainSeatMutation();
  const [autoLock, autoState] = useAutoLockTrainSeatsMutation();
  const [busySeatId, setBusySeatId] = useState<string | null>(null);
  const [notice, setNotice] = useState<SeatNotice | null>(null);

  const failed = useCallback(
    (error: unknown, refused: { seatNumber: string; isLock: boolean }) => {
      // The seat's status is not what the map showed, whatever the refusal: read the map again.
      refreshMap();
      if (refused.isLock && statusOf(error) === 409) {
        const isOverCap = reasonOf(error) === 'tooManySeats';
        setNotice({
          severity: 'warning',
          text: isOverCap
            ? t('train.seats.maxSeats', { max: TRAIN_MAX_SEATS_PER_DIRECTION })
            : t('train.seats.taken', { seat: refused.seatNumber }),
        });
        return;
      }
      const message = apiErrorMessage(error) ?? t('train.unknownError');
      setNotice({
        severity: 'error',
        text: refused.isLock ? t('train.seats.lockError', { message }) : t('train.seats.releaseError', { message }),
      });
    },
    [refreshMap, t],
  );

  const release = useCallback(
    async (lock: TTrainSeatLock) => {
      setBusySeatId(lock.seat.seatId);
      try {
        await unlockSeat(lock.ticketId).unwrap();
        removeLocks([lock.ticketId]);
      } catch (error) {
        // A lock the railway no longer knows (expired) is gone anyway.
        if (statusOf(error) === 404) removeLocks([lock.ticketId]);
        else failed(error, { seatNumber: lock.seat.number, isLock: false });
      } finally {
        setBusySeatId(null);
        refreshMap();
      }
    },
    [failed, refreshMap, unlockSeat],
  );

  const toggle = useCallback(
    async (seat: TTrainSeat) => {
      const held = readTrainDraft()[direction].locks;
      const mine = held.find((lock) => lock.runId === run.runId && lock.seat.seatId === seat.seatId);
      if (mine) return release(mine);
      if (seat.status !== 3) return undefined;
      if (held.length >= TRAIN_MAX_SEATS_PER_DIRECTION) {
        setNotice({ severity: 'warning', text: t('train.seats.maxSeats', { max: TRAIN_MAX_SEATS_PER_DIRECTION }) });
        return undefined;
      }
      setBusySeatId(seat.seatId);
      setNotice(null);
      try {
        const lock = await lockSeat({
          runId: run.runId,
          from: run.from,
          to: run.to,
          seatId: seat.seatId,
          direction,
        }).unwrap();
        addLocks(direction, [lock]);
        refreshMap();
      } catch (error) {
        failed(error, { seatNumber: seat.number, isLock: true });
      } finally {
        setBusySeatId(null);
      }
      return undefined;
    },
    [direction, failed, lockSeat, refreshMap, release, run, t],
  );

  /** Answers the locks taken, or throws the API's message for the dialog to show. */
  const chooseAutomatically = useCallback(
    async (choice: AutoChoice): Promise<TTrainSeatLock[]> => {
      const { locks } = await autoLock({ runId: run.runId, from: run.from, to: run.to, direction, ...choice }).unwrap();
      addLocks(direction, locks);
      setNotice({ severity: 'success', text: t('train.auto.done', { n: locks.length }) });
      refreshMap();
      return locks;
    },
    [autoLock, direction, refreshMap, run, t],
  );

  return { toggle, release, chooseAutomatically, isAutoBusy: autoState.isLoading, busySeatId, notice, setNotice };
}
