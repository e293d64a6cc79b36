// What is left of a hold's time limit: the parts of the countdown and whether it is urgent (under 15 minutes) or over.
export const URGENT_TIME_LIMIT_MS = 15 * 60 * 1000;

export type TimeLimitState = 'expired' | 'urgent' | 'normal';

export function timeLimitState(remainingMs: number): TimeLimitState {
  if (remainingMs <= 0) return 'expired';
  return remainingMs < URGENT_TIME_LIMIT_MS ? 'urgent' : 'normal';
}

const twoDigits = (value: number) => String(value).padStart(2, '0');

/** Whole days and the rest as HH:mm:ss, rounded down to the second (a countdown never shows more time than is left). */
export function countdownParts(remainingMs: number): { days: number; clock: string } {
  const totalSeconds = Math.max(0, Math.floor(remainingMs / 1000));
  const days = Math.floor(totalSeconds / 86_400);
  const hours = Math.floor((totalSeconds % 86_400) / 3600);
  const minutes = Math.floor((totalSeconds % 3600) / 60);
  const seconds = totalSeconds % 60;
  return { days, clock: `${twoDigits(hours)}:${twoDigits(minutes)}:${twoDigits(seconds)}` };
}
