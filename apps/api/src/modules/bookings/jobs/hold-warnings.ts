// The warning that a hold expires within 30 minutes (issue 19): once per hold to its maker, whichever process runs it
// (the notice's dedupe key makes a second process's insert a no-op).
import type { Database } from '@portal/db';
import type { Clock } from '../../../platform/clock.js';
import { notify } from '../../notifications/notify.js';
import { bookingLink } from '../booking-notices.js';
import { holdsExpiringSoon, holdWarningKey } from '../repository/booking-warnings.js';

export const HOLD_WARNING_MS = 30 * 60 * 1000;

/** Answers how many makers were warned in this run. */
export async function warnExpiringHolds(deps: { db: Database; clock: Clock }, limit: number): Promise<number> {
  const holds = await holdsExpiringSoon(deps.db, { now: deps.clock.now(), withinMs: HOLD_WARNING_MS, limit });
  let warned = 0;
  for (const booking of holds) {
    const minutes = Math.max(
      1,
      Math.round(((booking.timeLimit?.getTime() ?? 0) - deps.clock.now().getTime()) / 60_000),
    );
    warned += await deps.db.transaction((tx) =>
      notify(tx, {
        userIds: [booking.createdBy],
        type: 'hold.expiring',
        params: {
          pnr: booking.pnr ?? '',
          route: booking.route,
          minutes,
          timeLimit: booking.timeLimit?.toISOString() ?? '',
        },
        link: bookingLink(booking.id),
        dedupeKey: holdWarningKey(booking.id),
      }),
    );
  }
  return warned;
}
