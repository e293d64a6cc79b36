// The bookings module put together: its services and jobs over one set of supplier and ledger dependencies, and its routes.
import type { Database } from '@portal/db';
import type { Clock } from '../../platform/clock.js';
import type { SupplierGateway } from '../suppliers/supplier-gateway.js';
import type { LedgerService } from '../ledger/ledger.service.js';
import type { ReservationErrorLog } from '../reservation-errors/reservation-error-log.js';
import type { Mailer } from '../../platform/mailer.js';
import { createBookingActionService } from './booking-actions.service.js';
import { createBookingMailService } from './documents/booking-mail.service.js';
import { createBookingJobs } from './jobs/booking-jobs.js';
import { createBookingListService } from './bookings-list.service.js';
import { bookingRoutes } from './bookings.routes.js';
import { createEditService } from './edits/edit.service.js';
import { createSplitEditService } from './edits/split-edit.service.js';
import { createPnrViewService } from './edits/pnr-view.service.js';
import { createPricedEditService } from './edits/priced-edit.service.js';
import { createPaidChangeService } from './paid-changes/paid-change.service.js';
import { createPaidReadService } from './paid-changes/paid-reads.service.js';
import { createHoldService } from './hold/hold.service.js';
import { createImportService } from './hold/import.service.js';
import { createIssueService } from './tickets/issue.service.js';
import { createQuoteService } from './hold/quotes.service.js';
import { createRefundService } from './tickets/refund.service.js';
import { createVoidService } from './tickets/void.service.js';
import { createShareTokenCodec } from './sharing/share-token.js';
import { createTicketShareService } from './sharing/ticket-share.service.js';
import { createQueueService } from './queues/queue.service.js';

export type BookingModuleDeps = {
  db: Database;
  suppliers: SupplierGateway;
  clock: Clock;
  deadlineMs: number;
  reservationErrors: ReservationErrorLog;
  ledger: LedgerService;
  onJobError: (error: unknown, job: string) => void;
  mailer: Mailer;
  /** The server's JWT secret: the customer links' signing key is derived from it under its own label. */
  shareLinkSecret: string;
};

export function createBookingModule(deps: BookingModuleDeps) {
  const supplierDeps = {
    db: deps.db,
    suppliers: deps.suppliers,
    clock: deps.clock,
    deadlineMs: deps.deadlineMs,
    reservationErrors: deps.reservationErrors,
  };
  const quotes = createQuoteService(supplierDeps);
  const holds = createHoldService(supplierDeps);
  const actions = createBookingActionService(supplierDeps);
  const imports = createImportService(supplierDeps);
  const moneyDeps = { ...supplierDeps, ledger: deps.ledger };
  const tickets = {
    issues: createIssueService(moneyDeps),
    voids: createVoidService(moneyDeps),
    refunds: createRefundService(moneyDeps),
  };
  const jobs = createBookingJobs({ ...moneyDeps, onError: deps.onJobError });
  return {
    jobs,
    /** The hold and cancel paths other modules reuse (the B2C site holds a consumer's flight through them). */
    holds,
    actions,
    routes: bookingRoutes({
      lists: createBookingListService({ db: deps.db, clock: deps.clock }),
      quotes,
      holds,
      actions,
      imports,
      tickets,
      edits: createEditService(supplierDeps),
      splitEdit: createSplitEditService(supplierDeps),
      pnrs: createPnrViewService(supplierDeps),
      pricedEdits: createPricedEditService(supplierDeps),
      paidChanges: createPaidChangeService(moneyDeps),
      paidReads: createPaidReadService(supplierDeps),
      mail: createBookingMailService({ db: deps.db, clock: deps.clock, mailer: deps.mailer }),
      sharing: createTicketShareService({
        db: deps.db,
        clock: deps.clock,
        codec: createShareTokenCodec(deps.shareLinkSecret),
      }),
      queues: createQueueService({ db: deps.db, clock: deps.clock, issues: tickets.issues }),
    }),
  };
}
