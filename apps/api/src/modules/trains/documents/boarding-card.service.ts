// The boarding cards of a train booking: the PDF (one card per issued ticket) and the mail that carries it through the
// outbox (text and HTML listing the cards, the PDF attached when it is handed to SMTP), with a 'mail' event.
import type { TBookingMailResponse, TTrainBooking } from '@portal/contracts';
import type { Database } from '@portal/db';
import type { Clock } from '../../../platform/clock.js';
import { claimedOnInsert, recordFailure, recordSent } from '../../../platform/mail-outbox.js';
import type { Mailer } from '../../../platform/mailer.js';
import type { Language } from '../../../platform/messages.js';
import { bookingConflict, readOnlyBooking } from '../../bookings/booking-errors.js';
import type { BookingCaller } from '../../bookings/booking-scope.js';
import { faceAgencyOf } from '../../bookings/documents/face-agency.js';
import { insertTrainMailWithEvent } from '../repository/train-money-events.js';
import { issuedTickets } from './boarding-card-format.js';
import { renderBoardingCardMail } from './boarding-card-mail.render.js';
import { boardingCardsFileName, renderBoardingCardsPdf, type BoardingCardsDocument } from './boarding-card.pdf.js';

/** The train booking as the caller may see it (404 for another agency's, as the trains module reads it). */
export type VisibleTrainBooking = (caller: BookingCaller, bookingId: string) => Promise<TTrainBooking>;

export type BoardingCardDeps = { db: Database; clock: Clock; mailer: Mailer; visibleBooking: VisibleTrainBooking };

/** 409 wrongState: a booking with no issued ticket has no boarding card. */
const noIssuedTicket = (status: string) =>
  bookingConflict('wrongState', {
    key: 'bookingWrongState',
    params: { status, action: (language) => (language === 'vi' ? 'in thẻ lên tàu' : 'print boarding cards') },
    details: { status, action: 'boarding-cards' },
  });

export function createBoardingCardService(deps: BoardingCardDeps) {
  const { db, clock, mailer } = deps;

  /** The booking with its issued tickets and the agency that sold it (not the caller's: an F1 may print its F2's). */
  async function documentOf(caller: BookingCaller, bookingId: string): Promise<BoardingCardsDocument> {
    const booking = await deps.visibleBooking(caller, bookingId);
    if (issuedTickets(booking).length === 0) throw noIssuedTicket(booking.status);
    return { agency: await faceAgencyOf(db, booking.agency.id), booking };
  }

  async function pdf(caller: BookingCaller, bookingId: string, language: Language) {
    const document = await documentOf(caller, bookingId);
    return { booking: document.booking, pdf: await renderBoardingCardsPdf(document, language) };
  }

  /**
   * Writes the mail (text and HTML) to the outbox with a 'mail' event, then hands it to SMTP with the PDF attached when
   * configured. The outbox keeps no attachment (decision 077): a retry by the dispatcher after a refused send carries
   * the cards' lines without the PDF. Mailing is an action: a sub-agency's booking seen from above is 403 read-only.
   */
  async function mail(
    caller: BookingCaller,
    bookingId: string,
    request: { to: string[]; lang: Language },
  ): Promise<TBookingMailResponse> {
    const document = await documentOf(caller, bookingId);
    if (document.booking.agency.id !== caller.agencyId) throw readOnlyBooking();
    const rendered = renderBoardingCardMail(document, request.lang);
    const [to, ...cc] = request.to as [string, ...string[]];
    const now = clock.now();
    const outboxId = await insertTrainMailWithEvent(db, {
      bookingId,
      mail: {
        toAddress: to,
        cc,
        subject: rendered.subject,
        body: rendered.text,
        html: rendered.html,
        createdAt: now,
        ...(mailer.isConfigured ? claimedOnInsert(now) : {}),
      },
      event: (outboxEmailId) => ({
        actorUserId: caller.userId,
        action: 'mail',
        fromStatus: document.booking.status,
        toStatus: document.booking.status,
        details: { to: request.to, subject: rendered.subject, outboxEmailId, language: request.lang },
        at: now,
      }),
    });
    const answer = { outboxId, to: request.to.join(', '), subject: rendered.subject };
    if (!mailer.isConfigured) return { ...answer, delivery: 'queued', sentAt: null };
    try {
      const attachment = await renderBoardingCardsPdf(document, request.lang);
      await mailer.send(
        {
          to,
          cc,
          subject: rendered.subject,
          text: rendered.text,
          html: rendered.html,
          attachments: [
            { filename: boardingCardsFileName(document.booking), content: attachment, contentType: 'application/pdf' },
          ],
        },
        { outboxId },
      );
    } catch (error) {
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

  return { pdf, mail };
}

export type BoardingCardService = ReturnType<typeof createBoardingCardService>;
