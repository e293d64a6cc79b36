// HTTP routes of flight bookings: price check, add-ons, hold (Idempotency-Key), the completed order, list and Excel
// export, a PNR's detail, cancel, bringing in a PNR made elsewhere, and issue (PIN), void, refund quote and refund.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  BOOKING_EXPORT_MAX_ROWS,
  ZAncillariesQuery,
  ZCancelBookingRequest,
  ZAncillariesResponse,
  ZBookingDetail,
  ZBookingIdParams,
  ZBookingOrder,
  ZExportBookingsQuery,
  ZHoldRequest,
  ZListBookingsQuery,
  ZListBookingsResponse,
  ZPriceCheckRequest,
  ZPriceCheckResponse,
  ZRetrievePnrRequest,
  ZRetrievePnrResponse,
  ZIssueBookingRequest,
  ZRefundBookingRequest,
  ZRefundQuote,
  ZRefundQuoteRequest,
  ZVoidBookingRequest,
} from '@portal/contracts';
import { ruleOf } from '@portal/domain';
import { allowedBy } from '../../platform/access.js';
import { requestLanguage } from '../../platform/request-context.js';
import { requireStepUp } from '../../platform/step-up.js';
import { idempotencyKeyOf } from '../../platform/idempotency.js';
import type { BookingActionService } from './booking-actions.service.js';
import { bookingMailRoutes } from './booking-mail.routes.js';
import type { BookingMailService } from './documents/booking-mail.service.js';
import { BOOKING_ACTION_RULES } from './booking-permissions.js';
import { sendDownload } from '../reports/send-download.js';
import { callerOf } from './booking-scope.js';
import type { BookingListService } from './bookings-list.service.js';
import type { HoldService } from './hold/hold.service.js';
import type { ImportService } from './hold/import.service.js';
import type { IssueService } from './tickets/issue.service.js';
import type { QuoteService } from './hold/quotes.service.js';
import type { RefundService } from './tickets/refund.service.js';
import { bookingEditRoutes } from './edits/edits.routes.js';
import type { EditService } from './edits/edit.service.js';
import { splitEditRoute } from './edits/split-edit.routes.js';
import type { SplitEditService } from './edits/split-edit.service.js';
import { pnrViewRoutes } from './edits/pnr-view.routes.js';
import type { PnrViewService } from './edits/pnr-view.service.js';
import { pricedEditRoutes } from './edits/priced-edits.routes.js';
import type { PricedEditService } from './edits/priced-edit.service.js';
import { paidChangeRoutes } from './paid-changes/paid-changes.routes.js';
import { upgradeLuggagePaidRoutes } from './paid-changes/upgrade-luggage.routes.js';
import type { PaidChangeService } from './paid-changes/paid-change.service.js';
import type { PaidReadService } from './paid-changes/paid-reads.service.js';
import { ticketFacePdfRoutes } from './ticket-face.pdf.routes.js';
import { shareLinkRoutes } from './share-link.routes.js';
import type { TicketShareService } from './sharing/ticket-share.service.js';
import type { VoidService } from './tickets/void.service.js';
import { queueRoutes } from './queues/queue.routes.js';
import type { QueueService } from './queues/queue.service.js';

export type BookingTicketServices = { issues: IssueService; voids: VoidService; refunds: RefundService };
export type BookingRoutesDeps = {
  lists: BookingListService;
  quotes: QuoteService;
  holds: HoldService;
  actions: BookingActionService;
  imports: ImportService;
  tickets: BookingTicketServices;
  mail: BookingMailService;
  sharing: TicketShareService;
  edits: EditService;
  splitEdit: SplitEditService;
  pnrs: PnrViewService;
  pricedEdits: PricedEditService;
  paidChanges: PaidChangeService;
  paidReads: PaidReadService;
  queues: QueueService;
};

export function bookingRoutes(deps: BookingRoutesDeps) {
  return async function register(app: FastifyInstance) {
    const api = app.withTypeProvider<ZodTypeProvider>();
    const tags = ['bookings'];
    const passengerStep = allowedBy(ruleOf('/booking/passenger-information/:id'));
    const search = allowedBy(ruleOf('/booking/search'));
    await app.register(bookingMailRoutes({ mail: deps.mail }));
    await app.register(ticketFacePdfRoutes({ mail: deps.mail }));
    await app.register(shareLinkRoutes({ sharing: deps.sharing }));
    await app.register(bookingEditRoutes({ edits: deps.edits }));
    await app.register(splitEditRoute({ split: deps.splitEdit }));
    await app.register(pnrViewRoutes({ pnrs: deps.pnrs }));
    await app.register(pricedEditRoutes({ pricedEdits: deps.pricedEdits }));
    await app.register(paidChangeRoutes({ paidChanges: deps.paidChanges, paidReads: deps.paidReads }));
    await app.register(upgradeLuggagePaidRoutes({ paidChanges: deps.paidChanges }));
    await app.register(queueRoutes({ queues: deps.queues }));

    api.post(
      '/bookings/price-check',
      {
        config: { access: passengerStep },
        schema: {
          tags,
          summary:
            'Price the chosen flights again with their suppliers, plus the issue fees, per PNR (one per booking system); old total vs new total',
          body: ZPriceCheckRequest,
          response: { 200: ZPriceCheckResponse },
        },
      },
      async (request) => deps.quotes.priceCheck(callerOf(request), request.body, requestLanguage(request)),
    );

    api.get(
      '/bookings/ancillaries',
      {
        config: { access: passengerStep },
        schema: {
          tags,
          summary:
            'Add-ons (baggage, meals, seats) the suppliers sell per chosen flight and passenger type, at the supplier price (no issue fee)',
          querystring: ZAncillariesQuery,
          response: { 200: ZAncillariesResponse },
        },
      },
      async (request) => deps.quotes.ancillaries(callerOf(request), request.query, requestLanguage(request)),
    );

    api.post(
      '/bookings/hold',
      {
        config: { access: passengerStep },
        schema: {
          tags,
          summary:
            'Hold the itinerary: one PNR per booking system, LOADING until its supplier answers (header Idempotency-Key: a repeat answers the same order; another body with it is 422)',
          body: ZHoldRequest,
          response: { 201: ZBookingOrder },
        },
      },
      async (request, reply) => {
        const key = idempotencyKeyOf(request, requestLanguage(request));
        return reply.status(201).send(
          await deps.holds.hold({
            caller: callerOf(request),
            idempotencyKey: key,
            request: request.body,
            language: requestLanguage(request),
          }),
        );
      },
    );

    api.get(
      '/bookings/orders/:id',
      {
        config: { access: allowedBy(ruleOf('/booking/completed/:id')) },
        schema: {
          tags,
          summary:
            'An order and each of its PNRs (status, time limit, amounts, last error): the completed page polls it while any is LOADING',
          params: ZBookingIdParams,
          response: { 200: ZBookingOrder },
        },
      },
      async (request, reply) => {
        reply.header('Cache-Control', 'no-store');
        return deps.actions.order(callerOf(request), request.params.id);
      },
    );

    api.get(
      '/bookings',
      {
        config: { access: search },
        schema: {
          tags,
          summary: 'Bookings of the agency (administrators: and of its sub-agencies), filtered, sorted and paged',
          querystring: ZListBookingsQuery,
          response: { 200: ZListBookingsResponse },
        },
      },
      async (request) => deps.lists.list(callerOf(request), request.query, requestLanguage(request)),
    );

    api.get(
      '/bookings/export',
      {
        config: { access: search },
        schema: {
          tags,
          summary: `The same list as an Excel workbook (format=xlsx), every matching row up to ${BOOKING_EXPORT_MAX_ROWS}`,
          querystring: ZExportBookingsQuery,
        },
      },
      async (request, reply) => {
        const { format: _format, ...filters } = request.query;
        const { fileName, workbook } = await deps.lists.exportWorkbook(
          callerOf(request),
          filters,
          requestLanguage(request),
        );
        return sendDownload(reply, { fileName, format: 'xlsx', body: workbook });
      },
    );

    api.post(
      '/bookings/retrieve',
      {
        config: { access: search },
        schema: {
          tags,
          summary:
            "Bring in a held PNR the agency made outside the portal (by PNR and a last name, with the agency's sign-in account); a PNR already in the portal answers its booking",
          body: ZRetrievePnrRequest,
          response: { 200: ZRetrievePnrResponse },
        },
      },
      async (request) => deps.imports.retrieve(callerOf(request), request.body, requestLanguage(request)),
    );

    api.get(
      '/bookings/:id',
      {
        config: { access: allowedBy(ruleOf('/booking/booking-detail/:id')) },
        schema: {
          tags,
          summary:
            'One PNR: passengers and tickets, flights with terminals and baggage, fares, time limit, contact, allowed actions, history',
          params: ZBookingIdParams,
          response: { 200: ZBookingDetail },
        },
      },
      async (request, reply) => {
        reply.header('Cache-Control', 'no-store');
        return deps.actions.detail(callerOf(request), request.params.id);
      },
    );

    api.post(
      '/bookings/:id/cancel',
      {
        config: { access: allowedBy(ruleOf('/booking/cancel')) },
        schema: {
          tags,
          summary:
            'Release a held PNR at the supplier and mark it CANCEL (cancelling a cancelled booking answers it again); body {} or { reason }',
          params: ZBookingIdParams,
          body: ZCancelBookingRequest,
          response: { 200: ZBookingDetail },
        },
      },
      async (request) => deps.actions.cancel(callerOf(request), request.params.id, request.body.reason),
    );

    api.post(
      '/bookings/:id/issue',
      {
        config: { access: allowedBy(BOOKING_ACTION_RULES.issue) },
        schema: {
          tags,
          summary:
            "Issue a held PNR from the deposit (header Idempotency-Key; the PIN step-up when on): 200 EXPORT with tickets, 202 ISSUING while the supplier's answer is unknown (reconciled later); any repeat answers the booking as it is",
          params: ZBookingIdParams,
          body: ZIssueBookingRequest,
          response: { 200: ZBookingDetail, 202: ZBookingDetail },
        },
      },
      async (request, reply) => {
        const key = idempotencyKeyOf(request, requestLanguage(request));
        // An issued (or issuing) booking answers as it is, with no PIN asked: nothing moves.
        const settled = await deps.tickets.issues.answerWithoutIssuing(callerOf(request), {
          idempotencyKey: key,
          bookingId: request.params.id,
          acceptedTotal: request.body.acceptedTotal,
          credits: request.body.credits,
        });
        if (settled) return reply.status(settled.statusCode).send(settled.booking);
        await requireStepUp(request, 'booking.issue');
        const answer = await deps.tickets.issues.issue({
          caller: callerOf(request),
          bookingId: request.params.id,
          idempotencyKey: key,
          acceptedTotal: request.body.acceptedTotal,
          credits: request.body.credits,
        });
        return reply.status(answer.statusCode).send(answer.booking);
      },
    );

    api.post(
      '/bookings/:id/void',
      {
        config: { access: allowedBy(BOOKING_ACTION_RULES.void) },
        schema: {
          tags,
          summary:
            "Void the tickets within the supplier's same-day window and give the whole sale back to the deposits (type V); voiding a VOID booking answers it again",
          params: ZBookingIdParams,
          body: ZVoidBookingRequest,
          response: { 200: ZBookingDetail },
        },
      },
      async (request) => deps.tickets.voids.voidTickets(callerOf(request), request.params.id, request.body.reason),
    );

    api.post(
      '/bookings/:id/refund-quote',
      {
        config: { access: allowedBy(BOOKING_ACTION_RULES.refund) },
        schema: {
          tags,
          summary:
            'Ask the supplier what a refund gives back now (penalty, refundable amount, expiry of the quote); kept in the history with the reason',
          params: ZBookingIdParams,
          body: ZRefundQuoteRequest,
          response: { 200: ZRefundQuote },
        },
      },
      async (request, reply) => {
        reply.header('Cache-Control', 'no-store');
        return deps.tickets.refunds.quote(callerOf(request), request.params.id, request.body.reason);
      },
    );

    api.post(
      '/bookings/:id/refund',
      {
        config: { access: allowedBy(BOOKING_ACTION_RULES.refund) },
        schema: {
          tags,
          summary:
            'Confirm a refund quote: the supplier refunds, the refundable amount goes back to the deposits (type R; the issue fees are kept) and the booking is REFUNDED',
          params: ZBookingIdParams,
          body: ZRefundBookingRequest,
          response: { 200: ZBookingDetail },
        },
      },
      async (request) =>
        deps.tickets.refunds.refund({
          caller: callerOf(request),
          bookingId: request.params.id,
          quoteId: request.body.quoteId,
          language: requestLanguage(request),
        }),
    );
  };
}
