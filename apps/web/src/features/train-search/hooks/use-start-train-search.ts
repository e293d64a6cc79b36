// Puts a search into the train draft. A different search than the draft's lets go of the seats it held (their runs
// are no longer the ones searched) and clears the runs chosen; the same search keeps everything.
import { useCallback } from 'react';
import type { TTrainSearchRequest } from '@portal/contracts';
import { allLocks, readTrainDraft, updateTrainDraft } from '../../../lib/train/train-draft';
import { useUnlockTrainSeatMutation } from '../../../lib/train/train-api';
import { sameSearch } from '../model/search-query';

export function useStartTrainSearch(): (request: TTrainSearchRequest) => void {
  const [unlock] = useUnlockTrainSeatMutation();
  return useCallback(
    (request: TTrainSearchRequest) => {
      const draft = readTrainDraft();
      if (sameSearch(draft.search, request)) return;
      // The railway frees a lock let go of at once; one that cannot be let go of now expires by itself in 600 s.
      for (const lock of allLocks(draft)) void unlock(lock.ticketId);
      updateTrainDraft((current) => ({
        ...current,
        search: request,
        departure: { run: null, locks: [] },
        return: { run: null, locks: [] },
        bookingId: null,
      }));
    },
    [unlock],
  );
}
