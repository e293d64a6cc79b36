// What a queue's deadline says: the time left in days, hours and minutes ("còn 2 giờ 15 phút"), or that it has passed.

export type TimeLeft = { isPast: true } | { isPast: false; days: number; hours: number; minutes: number };

/** The whole minutes left before `deadlineIso` on the server's clock (`nowMs`); under a minute reads as 0 minutes. */
export function timeLeft(deadlineIso: string, nowMs: number): TimeLeft {
  const remainingMs = Date.parse(deadlineIso) - nowMs;
  if (!Number.isFinite(remainingMs) || remainingMs <= 0) return { isPast: true };
  const minutesLeft = Math.floor(remainingMs / 60_000);
  return {
    isPast: false,
    days: Math.floor(minutesLeft / 1_440),
    hours: Math.floor((minutesLeft % 1_440) / 60),
    minutes: minutesLeft % 60,
  };
}

/** The translation key and values of a time left (workQueues.left.*). */
export function timeLeftMessage(left: TimeLeft): { key: string; values: Record<string, number> } {
  if (left.isPast) return { key: 'workQueues.left.past', values: {} };
  if (left.days > 0) return { key: 'workQueues.left.days', values: { days: left.days, hours: left.hours } };
  if (left.hours > 0) return { key: 'workQueues.left.hours', values: { hours: left.hours, minutes: left.minutes } };
  return { key: 'workQueues.left.minutes', values: { minutes: left.minutes } };
}
