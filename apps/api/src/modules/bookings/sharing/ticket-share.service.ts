// The customer's link to a ticket face: minted for a booking the caller may see, read without signing in while its
// signature holds and it has not expired; the face it opens leaves out what is the agency's own (fees unless chosen,
// the supplier's net price, history, ids, passenger documents).
import {
  ErrorCode,
  SHARE_LINK_DEFAULT_DAYS,
  type TShareLinkResponse,
  type TSharedTicketFace,
  type TShareLinkRequest,
  type TTicketFace,
  type TTicketFaceBooking,
} from '@portal/contracts';
import type { Database } from '@portal/db';
import type { Clock } from '../../../platform/clock.js';
import { AppError } from '../../../platform/errors.js';
import { type BookingCaller, requireVisibleBooking } from '../booking-scope.js';
import { bookingDetailView } from '../booking-views.js';
import { findBooking } from '../repository/booking-reads.js';
import { faceAgencyOf } from '../documents/face-agency.js';
import type { ShareTokenCodec } from './share-token.js';

const DAY_MS = 24 * 60 * 60 * 1000;
/** The public page of a token, from the site root. */
export const sharedFacePath = (token: string) => `/share/ticket/${encodeURIComponent(token)}`;

/** One answer for a bad signature, an expired link and a booking gone: nothing tells them apart. */
const shareLinkInvalid = () => new AppError({ status: 404, code: ErrorCode.NOT_FOUND, messageKey: 'shareLinkInvalid' });

/** The face as the customer may see it; without the fee, every fare and the total are net of it and it shows as 0. */
export function sharedBookingOf(booking: TTicketFace['booking'], withFee: boolean): TTicketFaceBooking {
  const { fareData } = booking;
  return {
    orderId: booking.orderId,
    airline: booking.airline,
    pnr: booking.pnr,
    status: booking.status,
    passengers: booking.passengers.map((pax) => ({
      paxId: pax.paxId,
      type: pax.type,
      title: pax.title,
      airlineLastName: pax.airlineLastName,
      airlineFirstName: pax.airlineFirstName,
      parentPaxId: pax.parentPaxId,
      ticketNumber: pax.ticketNumber,
    })),
    routes: booking.routes,
    fareData: {
      byPaxType: fareData.byPaxType.map((row) =>
        withFee ? row : { ...row, issueFee: 0, total: row.total - row.issueFee },
      ),
      ancillaries: fareData.ancillaries,
      ancillaryTotal: fareData.ancillaryTotal,
      feeTotal: withFee ? fareData.feeTotal : 0,
      totalAmount: withFee ? fareData.totalAmount : fareData.totalAmount - fareData.feeTotal,
    },
    contact: { extraInfo: booking.contact.extraInfo },
  };
}

export function createTicketShareService(deps: { db: Database; clock: Clock; codec: ShareTokenCodec }) {
  const { db, clock, codec } = deps;

  /** 404 for a booking the caller may not see, as everywhere. */
  async function mint(options: {
    caller: BookingCaller;
    bookingId: string;
    request: TShareLinkRequest;
    /** scheme://host the caller reached us on, for the absolute url. */
    origin: string;
  }): Promise<TShareLinkResponse> {
    const { caller, bookingId, request, origin } = options;
    const booking = await requireVisibleBooking(db, caller, bookingId);
    const withFee = request.withFee ?? false;
    const expiresAt = new Date(clock.now().getTime() + (request.days ?? SHARE_LINK_DEFAULT_DAYS) * DAY_MS);
    const token = codec.sign({ bookingId: booking.id, withFee, expiresAt });
    const path = sharedFacePath(token);
    return { url: `${origin}${path}`, path, token, withFee, expiresAt: expiresAt.toISOString() };
  }

  /** The face a valid token opens; 404 shareLinkInvalid for anything else. */
  async function read(token: string): Promise<TSharedTicketFace> {
    const now = clock.now();
    const claims = codec.read(token, now);
    if (!claims) throw shareLinkInvalid();
    const booking = await findBooking(db, claims.bookingId);
    if (!booking) throw shareLinkInvalid();
    // Seen as its own agency with no permissions: the view offers no actions, and only the face's fields leave here.
    const caller: BookingCaller = { userId: booking.createdBy, agencyId: booking.agencyId, permissions: [] };
    const detail = await bookingDetailView({ db, booking, caller, now });
    return {
      agency: await faceAgencyOf(db, booking.agencyId),
      booking: sharedBookingOf(detail, claims.withFee),
      withFee: claims.withFee,
      expiresAt: claims.expiresAt.toISOString(),
    };
  }

  return { mint, read };
}

export type TicketShareService = ReturnType<typeof createTicketShareService>;
