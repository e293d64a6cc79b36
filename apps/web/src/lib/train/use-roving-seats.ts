// The seat map's roving focus: one seat is the Tab stop; the arrow keys move the focus over the grid.
import { useCallback, useRef, useState, type KeyboardEvent } from 'react';
import { seatAfterArrow, type KeyGrid } from './seat-layout';

export function useRovingSeats(grid: KeyGrid, preferred: string | undefined) {
  const containerRef = useRef<HTMLDivElement>(null);
  const [focused, setFocused] = useState<string | null>(null);
  const ids = grid.flat().filter((id): id is string => id !== null);
  const tabStop = focused && ids.includes(focused) ? focused : (preferred ?? ids[0]);

  const onKeyDown = useCallback(
    (seatId: string, event: KeyboardEvent<HTMLElement>) => {
      const next = seatAfterArrow(grid, seatId, event.key);
      if (!next) return;
      event.preventDefault();
      setFocused(next);
      containerRef.current?.querySelector<HTMLElement>(`[data-seat="${next}"]`)?.focus();
    },
    [grid],
  );

  return { containerRef, tabStop, onKeyDown, onFocus: setFocused };
}
