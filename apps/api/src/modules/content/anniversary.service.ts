// The agency's founding day (agencies.settings.foundedOn, decision 109) and whether today is its anniversary.
import { eq, sql } from 'drizzle-orm';
import { vietnamToday } from '@portal/domain';
import type { TAnniversaryResponse } from '@portal/contracts';
import { tables, type Database } from '@portal/db';
import type { Clock } from '../../platform/clock.js';
import { notFound } from '../../platform/errors.js';
import { recordAudit } from '../../platform/audit.js';
import type { RequestContext } from '../../platform/request-context.js';

const { agencies } = tables;

/** Whether `today` is an anniversary of `foundedOn` (29 February falls on 28 February in other years) and of which year. */
export function anniversaryOn(foundedOn: string | null, today: string): { isToday: boolean; years: number } {
  if (!foundedOn) return { isToday: false, years: 0 };
  const [year, month, day] = foundedOn.split('-').map(Number) as [number, number, number];
  const [thisYear, thisMonth, thisDay] = today.split('-').map(Number) as [number, number, number];
  const isLeap = (y: number) => (y % 4 === 0 && y % 100 !== 0) || y % 400 === 0;
  const dayThisYear = month === 2 && day === 29 && !isLeap(thisYear) ? 28 : day;
  const years = thisYear - year;
  return { isToday: years > 0 && thisMonth === month && thisDay === dayThisYear, years: Math.max(years, 0) };
}

export function createAnniversaryService(deps: { db: Database; clock: Clock }) {
  const { db, clock } = deps;

  async function get(caller: RequestContext): Promise<TAnniversaryResponse> {
    const [row] = await db
      .select({ name: agencies.name, settings: agencies.settings })
      .from(agencies)
      .where(eq(agencies.id, caller.auth.agencyId));
    if (!row) throw notFound();
    const foundedOn = row.settings.foundedOn ?? null;
    const today = vietnamToday(clock.now());
    return { foundedOn, ...anniversaryOn(foundedOn, today), agencyName: row.name, today };
  }

  /** Sets (or clears) the caller's own agency's founding day. */
  async function set(caller: RequestContext, foundedOn: string | null): Promise<TAnniversaryResponse> {
    await db.transaction(async (tx) => {
      const value = foundedOn
        ? sql`jsonb_set(${agencies.settings}, '{foundedOn}', to_jsonb(${foundedOn}::text))`
        : sql`${agencies.settings} - 'foundedOn'`;
      await tx
        .update(agencies)
        .set({ settings: value, updatedAt: clock.now() })
        .where(eq(agencies.id, caller.auth.agencyId));
      await recordAudit(tx, {
        context: caller,
        event: 'agency.config_changed',
        target: { type: 'agency', id: caller.auth.agencyId },
        details: { foundedOn },
        at: clock.now(),
      });
    });
    return get(caller);
  }

  return { get, set };
}

export type AnniversaryService = ReturnType<typeof createAnniversaryService>;
