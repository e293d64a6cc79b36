// The server's clock for countdowns: the local clock plus the offset the HTTP client measured from the Time header, ticking.
import { useEffect, useState } from 'react';
import { useSelector } from 'react-redux';
import { selectSystem, type SystemState } from '../../stores/system-slice';

/** Milliseconds since the epoch on the server's clock, re-read every `tickMs` while `isTicking` (nothing to count down: no re-renders). */
export function useServerNow(tickMs = 1000, isTicking = true): number {
  const { serverOffsetMs } = useSelector((state: { system: SystemState }) => selectSystem(state));
  const [localNow, setLocalNow] = useState(() => Date.now());
  useEffect(() => {
    if (!isTicking) return undefined;
    setLocalNow(Date.now());
    const timer = setInterval(() => setLocalNow(Date.now()), tickMs);
    return () => clearInterval(timer);
  }, [tickMs, isTicking]);
  return localNow + serverOffsetMs;
}
