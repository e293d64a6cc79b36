// The time left before a time limit, on the server's clock: H:MM:SS (hours may pass 24), or expired.

export type Countdown = { isExpired: boolean; text: string; remainingMs: number };

const two = (value: number) => String(value).padStart(2, '0');

export function countdownTo(deadlineIso: string, serverNowMs: number): Countdown {
  const remainingMs = Date.parse(deadlineIso) - serverNowMs;
  if (!Number.isFinite(remainingMs) || remainingMs <= 0)
    return { isExpired: true, text: '0:00:00', remainingMs: Math.max(0, remainingMs || 0) };
  const seconds = Math.floor(remainingMs / 1000);
  const text = `${Math.floor(seconds / 3600)}:${two(Math.floor((seconds % 3600) / 60))}:${two(seconds % 60)}`;
  return { isExpired: false, text, remainingMs };
}
