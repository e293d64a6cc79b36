// The outbox dispatcher: delivers every unsent outbox_emails row through the mailer, safe with any number of API
// processes on one database (a claim takes a lease with FOR UPDATE SKIP LOCKED), retrying failures with backoff.
import { and, asc, eq, gte, inArray, isNull, lt, lte, or, sql } from 'drizzle-orm';
import { tables, type Database } from '@portal/db';
import type { Clock } from './clock.js';
import { maskAddress, SEND_TIMEOUT_MS, type Mailer } from './mailer.js';

const { outboxEmails } = tables;
type OutboxRow = typeof outboxEmails.$inferSelect;

/** After this many failed attempts a mail stays unsent, its last_error telling why. */
export const MAX_SEND_ATTEMPTS = 10;
/** A claimed mail is left to its sender this long (well past one send's timeout); after that another process may take it. */
export const SEND_LEASE_MS = Math.max(5 * 60_000, 2 * SEND_TIMEOUT_MS);
/** Older mail is not sent any more (say it waited for SMTP to be configured): its codes and passwords are stale. */
export const MAX_MAIL_AGE_MS = 24 * 3_600_000;
const BATCH_SIZE = 10;
/** At most this many batches per run, so one run never grows without bound. */
const MAX_BATCHES = 20;

/** Wait before the next attempt after `attempts` failures: 30 s, 1 min, 2 min, … at most an hour (about 3 h in all). */
export function retryDelayMs(attempts: number): number {
  return Math.min(30_000 * 2 ** Math.max(attempts - 1, 0), 3_600_000);
}

/** Columns of a mail its writer sends at once (itinerary mail): claimed from the start, so no dispatcher sends it too. */
export function claimedOnInsert(now: Date): { attempts: number; nextAttemptAt: Date } {
  return { attempts: 1, nextAttemptAt: new Date(now.getTime() + SEND_LEASE_MS) };
}

export async function recordSent(db: Database, id: number, at: Date): Promise<void> {
  await db
    .update(outboxEmails)
    .set({ sentAt: at, nextAttemptAt: null, lastError: null })
    .where(and(eq(outboxEmails.id, id), isNull(outboxEmails.sentAt)));
}

/** Records a failed attempt (`reason` must carry no body text); answers when it is tried again, or null: given up. */
export async function recordFailure(
  db: Database,
  { mail, reason, now }: { mail: { id: number; attempts: number }; reason: string; now: Date },
): Promise<Date | null> {
  const retryAt = mail.attempts >= MAX_SEND_ATTEMPTS ? null : new Date(now.getTime() + retryDelayMs(mail.attempts));
  await db
    .update(outboxEmails)
    .set({ lastError: reason, nextAttemptAt: retryAt })
    .where(and(eq(outboxEmails.id, mail.id), isNull(outboxEmails.sentAt)));
  return retryAt;
}

/**
 * The same database, except that each of its transactions that commits is followed by `afterCommit` (not awaited):
 * services that queue account mail inside a transaction get it dispatched as soon as it is visible to other connections.
 */
export function kickingAfterCommit(db: Database, afterCommit: () => void): Database {
  const transaction: Database['transaction'] = async (run, config) => {
    const result = await db.transaction(run, config);
    afterCommit();
    return result;
  };
  return Object.assign(Object.create(db) as Database, { transaction });
}

type LogLine = { (details: object, message: string): void; (message: string): void };
export type MailOutboxDeps = { db: Database; clock: Clock; mailer: Mailer; log: { error: LogLine } };
export type MailOutboxRun = { sent: number; failed: number };

export function createMailOutbox(deps: MailOutboxDeps) {
  const { db, clock, mailer, log } = deps;

  /**
   * Claims up to a batch of due mail, skipping rows another process is claiming; the claim counts an attempt. Two
   * statements in a transaction, not `update … where id in (select … limit n for update skip locked)`: the planner may
   * rescan that subquery per row, and each rescan skips the rows just updated, so the batch would have no limit.
   */
  function claim(now: Date): Promise<OutboxRow[]> {
    const due = and(
      isNull(outboxEmails.sentAt),
      lt(outboxEmails.attempts, MAX_SEND_ATTEMPTS),
      gte(outboxEmails.createdAt, new Date(now.getTime() - MAX_MAIL_AGE_MS)),
      or(isNull(outboxEmails.nextAttemptAt), lte(outboxEmails.nextAttemptAt, now)),
    );
    return db.transaction(async (tx) => {
      const candidates = await tx
        .select({ id: outboxEmails.id })
        .from(outboxEmails)
        .where(due)
        .orderBy(asc(outboxEmails.createdAt), asc(outboxEmails.id))
        .limit(BATCH_SIZE)
        .for('update', { skipLocked: true });
      if (candidates.length === 0) return [];
      return tx
        .update(outboxEmails)
        .set({ attempts: sql`${outboxEmails.attempts} + 1`, nextAttemptAt: new Date(now.getTime() + SEND_LEASE_MS) })
        .where(
          inArray(
            outboxEmails.id,
            candidates.map((candidate) => candidate.id),
          ),
        )
        .returning();
    });
  }

  /** Sends one claimed mail; the mailer logs the outcome (id, masked address, subject — never the body). */
  async function deliver(mail: OutboxRow): Promise<boolean> {
    try {
      await mailer.send(
        { to: mail.toAddress, cc: mail.cc, subject: mail.subject, text: mail.body, html: mail.html ?? undefined },
        { outboxId: mail.id },
      );
    } catch (error) {
      const retryAt = await recordFailure(db, {
        mail,
        reason: error instanceof Error ? error.message : 'send failed',
        now: clock.now(),
      });
      if (!retryAt)
        log.error(
          { outboxId: mail.id, to: maskAddress(mail.toAddress), subject: mail.subject, attempts: mail.attempts },
          'mail: giving up after the last attempt; it stays unsent in the outbox',
        );
      return false;
    }
    await recordSent(db, mail.id, clock.now());
    return true;
  }

  async function dispatch(): Promise<MailOutboxRun> {
    const run = { sent: 0, failed: 0 };
    for (let batch = 0; batch < MAX_BATCHES; batch += 1) {
      const claimed = await claim(clock.now());
      for (const isSent of await Promise.all(claimed.map(deliver))) run[isSent ? 'sent' : 'failed'] += 1;
      if (claimed.length < BATCH_SIZE) break;
    }
    return run;
  }

  let running: Promise<MailOutboxRun> | undefined;
  let isAgainWanted = false;
  let isActive = false;
  let timer: NodeJS.Timeout | undefined;

  /** One run (nothing without SMTP); a run already going in this process is joined, and repeated if kicked meanwhile. */
  function runOnce(): Promise<MailOutboxRun> {
    if (!mailer.isConfigured) return Promise.resolve({ sent: 0, failed: 0 });
    running ??= (async () => {
      const total = { sent: 0, failed: 0 };
      try {
        do {
          isAgainWanted = false;
          const run = await dispatch();
          total.sent += run.sent;
          total.failed += run.failed;
        } while (isAgainWanted && isActive);
      } catch (error) {
        log.error(
          { err: error instanceof Error ? error.message : String(error) },
          'mail: the outbox dispatch failed; the next run retries',
        );
      } finally {
        running = undefined;
      }
      return total;
    })();
    return running;
  }

  return {
    runOnce,
    /** Dispatches now (after a commit that queued mail), when this process dispatches at all. */
    kick(): void {
      if (!isActive) return;
      if (running) isAgainWanted = true;
      else void runOnce();
    },
    /** Runs every `intervalMs` and on kicks (0 or less, or no SMTP: never); the timer does not keep the process alive. */
    start(intervalMs: number): void {
      if (timer || intervalMs <= 0 || !mailer.isConfigured) return;
      isActive = true;
      timer = setInterval(() => void runOnce(), intervalMs);
      timer.unref();
    },
    async stop(): Promise<void> {
      isActive = false;
      if (timer) clearInterval(timer);
      timer = undefined;
      await running;
    },
  };
}

export type MailOutbox = ReturnType<typeof createMailOutbox>;
