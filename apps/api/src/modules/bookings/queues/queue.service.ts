// The work queues: each queue's page for the caller's scope (decision 096), the waitlist file, and issuing several holds
// with one PIN, each through the ordinary issue path with its own Idempotency-Key.
import type {
  TQueueIssueOutcome,
  TQueueIssueRequest,
  TQueueItem,
  TQueueListResponse,
  TWorkQueue,
} from '@portal/contracts';
import type { Database } from '@portal/db';
import type { z } from 'zod';
import { QUEUE_EXPORT_MAX_ROWS, type ZQueueFilters, type TReportExportFormat } from '@portal/contracts';
import type { Clock } from '../../../platform/clock.js';
import { AppError, notFound } from '../../../platform/errors.js';
import { translate, type Language } from '../../../platform/messages.js';
import { isoDayRange } from '../../reports/report-period.js';
import { reportFile } from '../../reports/report-files.js';
import { scopeOf } from '../bookings-list.service.js';
import { requireVisibleBooking, type BookingCaller } from '../booking-scope.js';
import { agencyDepth, isAgencyInScope, type BookingScope } from '../repository/booking-list.js';
import type { StoredFlight } from '../repository/booking-rows.js';
import type { IssueService } from '../tickets/issue.service.js';
import type { TBookingDetail } from '@portal/contracts';
import {
  countQueue,
  readQueuePage,
  UNCONFIRMED_SEGMENT_STATUSES,
  type QueueQuery,
  type QueueRow,
} from './queue-repository.js';
import { remindFileName, remindTable } from './remind-table.js';

export type QueueFilters = z.output<typeof ZQueueFilters>;

/** The caller's scope, narrowed to a sub-agency and the agencies below it (404 for one outside the caller's tree). */
async function narrowedScope(db: Database, caller: BookingCaller, subAgencyId?: string): Promise<BookingScope> {
  const scope = await scopeOf(db, caller);
  if (!subAgencyId) return scope;
  if (subAgencyId !== caller.agencyId && !(await isAgencyInScope(db, scope, subAgencyId))) throw notFound();
  if (subAgencyId === caller.agencyId) return scope;
  const depth = await agencyDepth(db, subAgencyId);
  return depth === 1 || depth === 2
    ? { kind: 'subtree', agencyId: subAgencyId, depth }
    : { kind: 'agency', agencyId: subAgencyId };
}

function unconfirmedOf(flights: unknown): NonNullable<TQueueItem['unconfirmed']> {
  const codes: readonly string[] = UNCONFIRMED_SEGMENT_STATUSES;
  return ((flights ?? []) as StoredFlight[]).flatMap((flight) =>
    flight.segments
      .filter((segment) => segment.status && codes.includes(segment.status))
      .map((segment) => ({
        flight: `${segment.carrierCode}${segment.flightNumber}`,
        route: `${segment.from}-${segment.to}`,
        departAt: segment.departDateTime,
        status: segment.status ?? '',
      })),
  );
}

const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());

function itemOf(queue: TWorkQueue, row: QueueRow): TQueueItem {
  const item: TQueueItem = {
    id: row.id,
    pnr: row.pnr,
    system: row.system as TQueueItem['system'],
    airline: row.airline,
    status: row.status,
    route: row.route,
    departAt: row.departAt.toISOString(),
    createdAt: row.createdAt.toISOString(),
    timeLimit: iso(row.timeLimit),
    voidUntil: iso(row.voidUntil),
    totalAmount: Number(row.totalAmount),
    passengerNames: row.passengerNames,
    agency: row.agency,
    createdBy: row.createdBy,
    contactEmail: row.contactEmail || null,
  };
  if (queue === 'mail') {
    const mail = row.mail;
    item.mail = mail
      ? {
          status: mail.sentAt ? 'SENT' : mail.nextAttemptAt === null && mail.lastError ? 'FAILED' : 'QUEUED',
          to: mail.to,
          queuedAt: iso(mail.createdAt),
          sentAt: iso(mail.sentAt),
          lastError: mail.lastError,
        }
      : { status: 'NEVER', to: null, queuedAt: null, sentAt: null, lastError: null };
  }
  if (queue === 'remind') item.unconfirmed = unconfirmedOf(row.flights);
  return item;
}

/** What an issue refusal says to the agent, in its language. */
function refusalOf(error: AppError, language: Language): { code: string; message: string } {
  const params = Object.fromEntries(
    Object.entries(error.params).map(([name, value]) => [name, typeof value === 'function' ? value(language) : value]),
  );
  const supplierCode = error.details?.supplierCode;
  return {
    code: typeof supplierCode === 'string' ? supplierCode : String(error.code),
    message: translate(error.messageKey, language, params),
  };
}

function outcomeOf(booking: TBookingDetail, statusCode: 200 | 202): TQueueIssueOutcome {
  return {
    bookingId: booking.id,
    pnr: booking.pnr,
    outcome: statusCode === 202 || booking.status !== 'EXPORT' ? 'PENDING' : 'ISSUED',
    status: booking.status,
    code: null,
    message: null,
  };
}

export function createQueueService(deps: { db: Database; clock: Clock; issues: IssueService }) {
  const { db, clock, issues } = deps;

  async function queryOf(
    caller: BookingCaller,
    { queue, filters }: { queue: TWorkQueue; filters: QueueFilters },
    language: Language,
  ): Promise<QueueQuery> {
    const scope = await narrowedScope(db, caller, filters.subAgencyId);
    const booked = isoDayRange({ from: filters.from, to: filters.to }, { language });
    return {
      queue,
      scope,
      now: clock.now(),
      pnr: filters.pnr,
      airline: filters.airline,
      system: filters.system,
      bookedFrom: booked.start,
      bookedBefore: booked.before,
      sort: filters.sort,
      order: filters.order,
    };
  }

  /** One page of a queue, its total and the server's clock (the countdowns run on it). */
  async function list(
    caller: BookingCaller,
    request: QueueFilters & { queue: TWorkQueue; limit: number; offset: number },
    language: Language,
  ): Promise<TQueueListResponse> {
    const { queue, limit, offset, ...filters } = request;
    const query = await queryOf(caller, { queue, filters }, language);
    const [rows, total] = await Promise.all([readQueuePage(db, query, { limit, offset }), countQueue(db, query)]);
    return { items: rows.map((row) => itemOf(queue, row)), total, limit, offset, now: query.now.toISOString() };
  }

  /** The waitlist (remind) queue as a file: every matching row, laid out as the screen's columns. */
  async function remindFile(
    caller: BookingCaller,
    filters: QueueFilters,
    options: { format: TReportExportFormat; language: Language },
  ) {
    const query = await queryOf(caller, { queue: 'remind', filters }, options.language);
    const rows = await readQueuePage(db, query, { limit: QUEUE_EXPORT_MAX_ROWS, offset: 0 });
    const createdAt = clock.now();
    const table = remindTable(
      rows.map((row) => itemOf('remind', row)),
      createdAt,
    );
    return { fileName: remindFileName(createdAt, options.format), body: await reportFile(table, options) };
  }

  /**
   * Several holds with one confirmation: first what each answers without issuing (issued or issuing already: its state,
   * nothing moves; refused: why), then — only when some hold is left to issue — the step-up (`confirm`, one PIN for the
   * batch), then each hold through the ordinary issue path in turn with its own key. A booking of another branch is 404
   * for the whole batch; a sub-agency's (visible, read-only) is refused on its own line. A replayed batch (same keys) finds
   * each booking issued and pays nothing; two batches racing meet on each booking's lock, so each is paid once.
   */
  async function issueBatch(options: {
    caller: BookingCaller;
    request: TQueueIssueRequest;
    language: Language;
    confirm: () => Promise<void>;
  }): Promise<{ outcomes: TQueueIssueOutcome[] }> {
    const { caller, request, language } = options;
    const outcomes = new Map<string, TQueueIssueOutcome>();
    const pnrs = new Map<string, string | null>();
    const refused = (bookingId: string, error: AppError): TQueueIssueOutcome => ({
      bookingId,
      pnr: pnrs.get(bookingId) ?? null,
      outcome: 'REFUSED',
      status: null,
      ...refusalOf(error, language),
    });
    // A booking the caller cannot see makes the whole batch 404, before anything moves (it looks like no booking).
    for (const item of request.items)
      pnrs.set(item.bookingId, (await requireVisibleBooking(db, caller, item.bookingId)).pnr);
    const toIssue: TQueueIssueRequest['items'] = [];
    for (const item of request.items) {
      try {
        const settled = await issues.answerWithoutIssuing(caller, item);
        if (settled) outcomes.set(item.bookingId, outcomeOf(settled.booking, settled.statusCode));
        else toIssue.push(item);
      } catch (error) {
        if (!(error instanceof AppError)) throw error;
        outcomes.set(item.bookingId, refused(item.bookingId, error));
      }
    }
    if (toIssue.length) await options.confirm();
    for (const item of toIssue) {
      try {
        const answer = await issues.issue({ caller, ...item });
        outcomes.set(item.bookingId, outcomeOf(answer.booking, answer.statusCode));
      } catch (error) {
        if (!(error instanceof AppError)) throw error;
        outcomes.set(item.bookingId, refused(item.bookingId, error));
      }
    }
    return { outcomes: request.items.map((item) => outcomes.get(item.bookingId)!) };
  }

  return { list, remindFile, issueBatch };
}

export type QueueService = ReturnType<typeof createQueueService>;
