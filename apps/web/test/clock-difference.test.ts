// The clock difference shown on /time-setup-instruction and the 5-minute tolerance.
import { describe, expect, it } from 'vitest';
import { isClockSkewed, splitDuration } from '../src/features/system-status/clock-difference';

describe('clock difference', () => {
  it('splits a difference into hours, minutes and seconds whatever its sign', () => {
    expect(splitDuration(-(2 * 3600 + 5 * 60 + 7) * 1000)).toEqual({ hours: 2, minutes: 5, seconds: 7 });
    expect(splitDuration(59_600)).toEqual({ hours: 0, minutes: 1, seconds: 0 });
  });

  it('tolerates up to 5 minutes either way', () => {
    expect(isClockSkewed(5 * 60 * 1000)).toBe(false);
    expect(isClockSkewed(-5 * 60 * 1000 - 1)).toBe(true);
    expect(isClockSkewed(5 * 60 * 1000 + 1)).toBe(true);
  });
});
