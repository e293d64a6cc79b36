// The ticket face of a PNR (its agency's name, phone, hotline, address) and mailing it to the customer via the outbox.
import type { TBookingMailRequest, TBookingMailResponse, TTicketFace } from '@portal/contracts';
import type { Database } from '@portal/db';
import type { Clock } from '../../../platform/clock.js';
import { faceAgencyOf } from './face-agency.js';
import { claimedOnInsert, recordFailure, recordSent } from '../../../platform/mail-outbox.js';
import type { Mailer } from '../../../platform/mailer.js';
import { renderItineraryMail } from './booking-mail.render.js';
import { requireActionableBooking, requireVisibleBooking, type BookingCaller } from '../booking-scope.js';
import { insertMailWithEvent } from '../repository/booking-writes.js';
import { bookingDetailView } from '../booking-views.js';

export type BookingMailDeps = { db: Database; clock: Clock; mailer: Mailer };

export function createBookingMailService(deps: BookingMailDeps) {
  const { db, clock, mailer } = deps;

  /** The face prints the agency that sold the booking (not the caller's, which may be an F1 looking at its F2's). */
  async function ticketFace(caller: BookingCaller, bookingId: string): Promise<TTicketFace> {
    const booking = await requireVisibleBooking(db, caller, bookingId);
    return {
      agency: await faceAgencyOf(db, booking.agencyId),
      booking: await bookingDetailView({ db, booking, caller, now: clock.now() }),
    };
  }

  /**
   * Writes the mail to the outbox with a 'mail' booking event (one transaction), then hands it to SMTP when configured.
   * The row is written already claimed (platform/mail-outbox.ts), so no dispatcher sends it alongside; a refused
   * send is recorded with its backoff and the dispatcher retries it. Mailing is an action: a sub-agency's booking,
   * view-only from above (booking-permissions.ts), may be read and printed but not mailed (403 bookingReadOnly).
   */
  async function mail(
    caller: BookingCaller,
    bookingId: string,
    request: TBookingMailRequest,
  ): Promise<TBookingMailResponse> {
    await requireActionableBooking(db, caller, bookingId);
    const face = await ticketFace(caller, bookingId);
    const rendered = renderItineraryMail(face, request.language, request.includeFee);
    const cc = request.cc ?? [];
    const now = clock.now();
    const outboxId = await insertMailWithEvent(db, {
      mail: {
        toAddress: request.to,
        cc,
        subject: rendered.subject,
        body: rendered.text,
        html: rendered.html,
        createdAt: now,
        ...(mailer.isConfigured ? claimedOnInsert(now) : {}),
      },
      event: (outboxEmailId) => ({
        bookingId,
        actorUserId: caller.userId,
        action: 'mail',
        fromStatus: face.booking.status,
        toStatus: face.booking.status,
        details: {
          to: request.to,
          cc,
          subject: rendered.subject,
          outboxEmailId,
          includeFee: request.includeFee,
          language: request.language,
        },
        at: now,
      }),
    });
    const answer = { outboxId, to: request.to, subject: rendered.subject };
    if (!mailer.isConfigured) return { ...answer, delivery: 'queued', sentAt: null };
    try {
      await mailer.send(
        { to: request.to, cc, subject: rendered.subject, text: rendered.text, html: rendered.html },
        { outboxId },
      );
    } catch (error) {
      // The mailer logged why; the mail stays in the outbox with no sentAt, and the dispatcher tries it again later.
      await recordFailure(db, {
        mail: { id: outboxId, attempts: 1 },
        reason: error instanceof Error ? error.message : 'send failed',
        now: clock.now(),
      });
      return { ...answer, delivery: 'failed', sentAt: null };
    }
    const sentAt = clock.now();
    await recordSent(db, outboxId, sentAt);
    return { ...answer, delivery: 'sent', sentAt: sentAt.toISOString() };
  }

  return { ticketFace, mail };
}

export type BookingMailService = ReturnType<typeof createBookingMailService>;
