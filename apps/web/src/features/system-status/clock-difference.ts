// Splits a clock difference into hours, minutes and seconds for display.
export function splitDuration(ms: number): { hours: number; minutes: number; seconds: number } {
  const totalSeconds = Math.round(Math.abs(ms) / 1000);
  return {
    hours: Math.floor(totalSeconds / 3600),
    minutes: Math.floor((totalSeconds % 3600) / 60),
    seconds: totalSeconds % 60,
  };
}

/** More than this between the computer's clock and the server's sends the user to fix the clock. */
export const CLOCK_TOLERANCE_MS = 5 * 60 * 1000;

export function isClockSkewed(offsetMs: number): boolean {
  return Math.abs(offsetMs) > CLOCK_TOLERANCE_MS;
}
