// The server's "now" (client clock plus the offset measured from the Time header), ticking every second while asked to.
import { useEffect, useState } from 'react';
import { useSelector } from 'react-redux';
import { selectSystem } from '../../../stores/system-slice';

export const TICK_MS = 1000;

export function useServerNow(isTicking: boolean): number {
  const { serverOffsetMs } = useSelector(selectSystem);
  const [clientNow, setClientNow] = useState(() => Date.now());
  useEffect(() => {
    if (!isTicking) return undefined;
    setClientNow(Date.now());
    const timer = setInterval(() => setClientNow(Date.now()), TICK_MS);
    return () => clearInterval(timer);
  }, [isTicking]);
  return clientNow + serverOffsetMs;
}
