// Chooses a run for one direction of the draft: another run than the one chosen lets go of its seats first.
import { useCallback } from 'react';
import type { TTrainDirection, TTrainRun } from '@portal/contracts';
import { readTrainDraft, updateTrainDraft } from '../../../lib/train/train-draft';
import { useUnlockTrainSeatMutation } from '../../../lib/train/train-api';

export function useChooseRun(): (direction: TTrainDirection, run: TTrainRun) => void {
  const [unlock] = useUnlockTrainSeatMutation();
  return useCallback(
    (direction: TTrainDirection, run: TTrainRun) => {
      const current = readTrainDraft()[direction];
      if (current.run?.runId === run.runId) {
        updateTrainDraft((draft) => ({ ...draft, [direction]: { ...draft[direction], run } }));
        return;
      }
      for (const lock of current.locks) void unlock(lock.ticketId);
      updateTrainDraft((draft) => ({ ...draft, [direction]: { run, locks: [] } }));
    },
    [unlock],
  );
}
