// The ticket face of a PNR (its agency's name, phone, hotline, address) and mailing it to the customer via the outbox.
import type { TBookingMailRequest, TBookingMailResponse, TTicketFace } from '@portal/contracts';
import { tables, type Database } from '@portal/db';
import { eq } from 'drizzle-orm';
import type { Clock } from '../../platform/clock.js';
import { requireFound } from '../../platform/errors.js';
import type { Mailer } from '../../platform/mailer.js';
import { findAgency } from '../agencies/agencies.repository.js';
import { renderItineraryMail } from './booking-mail.render.js';
import { requireVisibleBooking, type BookingCaller } from './booking-scope.js';
import { recordBookingEvent } from './booking-transitions.js';
import { bookingDetailView } from './booking-views.js';

export type BookingMailDeps = { db: Database; clock: Clock; mailer: Mailer };

export function createBookingMailService(deps: BookingMailDeps) {
  const { db, clock, mailer } = deps;

  /** The face prints the agency that sold the booking (not the caller's, which may be an F1 looking at its F2's). */
  async function ticketFace(caller: BookingCaller, bookingId: string): Promise<TTicketFace> {
    const booking = await requireVisibleBooking(db, caller, bookingId);
    const agency = requireFound(await findAgency(db, booking.agencyId));
    return {
      agency: { name: agency.name, phone: agency.phone, hotline: agency.phone, address: agency.address, email: agency.email },
      booking: await bookingDetailView(db, booking, caller, clock.now()),
    };
  }

  /** Writes the mail to the outbox with a 'mail' booking event (one transaction), then hands it to SMTP when configured. */
  async function mail(caller: BookingCaller, bookingId: string, request: TBookingMailRequest): Promise<TBookingMailResponse> {
    const face = await ticketFace(caller, bookingId);
    const rendered = renderItineraryMail(face, request.language, request.includeFee);
    const cc = request.cc ?? [];
    const now = clock.now();
    const outboxId = await db.transaction(async (tx) => {
      const [row] = await tx.insert(tables.outboxEmails).values({ toAddress: request.to, subject: rendered.subject, body: rendered.text, createdAt: now }).returning({ id: tables.outboxEmails.id });
      await recordBookingEvent(tx, {
        bookingId,
        actorUserId: caller.userId,
        action: 'mail',
        fromStatus: face.booking.status,
        toStatus: face.booking.status,
        details: { to: request.to, cc, subject: rendered.subject, outboxEmailId: row!.id, includeFee: request.includeFee, language: request.language },
        at: now,
      });
      return row!.id;
    });
    const answer = { outboxId, to: request.to, subject: rendered.subject };
    if (!mailer.isConfigured) return { ...answer, delivery: 'queued', sentAt: null };
    try {
      await mailer.send({ to: request.to, cc, subject: rendered.subject, text: rendered.text, html: rendered.html });
    } catch {
      // The mailer logged why; the mail stays in the outbox with no sentAt.
      return { ...answer, delivery: 'failed', sentAt: null };
    }
    const sentAt = clock.now();
    await db.update(tables.outboxEmails).set({ sentAt }).where(eq(tables.outboxEmails.id, outboxId));
    return { ...answer, delivery: 'sent', sentAt: sentAt.toISOString() };
  }

  return { ticketFace, mail };
}

export type BookingMailService = ReturnType<typeof createBookingMailService>;
