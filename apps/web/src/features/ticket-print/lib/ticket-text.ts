// The ticket face's figures and its SMS text: amounts with or without the issue fee, airport-local times, no-accent form.
import type { TTicketFace, TTicketFaceDocument } from '@portal/contracts';
import { formatVnd } from '@portal/domain';
import { airportDateTime, flightNumber } from '../../../lib/booking/flight-text';

type Booking = TTicketFaceDocument['booking'];

/** With the fee: its own line and the full total. Without: every fare and the total net of the issue fee. */
export function faceAmounts(booking: Booking, includeFee: boolean) {
  const rows = booking.fareData.byPaxType.map((row) => {
    const each = includeFee ? row.total : row.total - row.issueFee;
    return { ...row, taxes: row.tax + row.vat, each, subtotal: each * row.count };
  });
  const total = includeFee ? booking.fareData.totalAmount : booking.fareData.totalAmount - booking.fareData.feeTotal;
  return { rows, total, feeTotal: booking.fareData.feeTotal };
}

/** Vietnamese without accents (đ → d), for phones that count accented SMS as unicode (70 characters a part). */
export function withoutAccents(text: string): string {
  return text.replace(/đ/g, 'd').replace(/Đ/g, 'D').normalize('NFD').replace(/\p{M}/gu, '');
}

export type SmsLabels = { pnr: string; total: string; ticket: string };

/** PNR, passengers with tickets, flights with times, total: a few SMS parts at most. */
export function smsText(
  face: TTicketFace,
  options: { includeFee: boolean; labels: SmsLabels; isAccentFree: boolean },
): string {
  const { includeFee, labels, isAccentFree } = options;
  const { booking } = face;
  const lines = [
    `${labels.pnr} ${booking.pnr ?? '—'} (${booking.airline})`,
    ...booking.passengers.map(
      (pax) =>
        `${pax.airlineLastName} ${pax.airlineFirstName}${pax.ticketNumber ? ` ${labels.ticket} ${pax.ticketNumber}` : ''}`,
    ),
    ...booking.routes.flatMap((route) =>
      route.segments.map(
        (segment) =>
          `${flightNumber(segment).replace(' ', '')} ${segment.from}-${segment.to} ${airportDateTime(segment.departDateTime)}-${airportDateTime(segment.arrivalDateTime).slice(11)}`,
      ),
    ),
    `${labels.total} ${formatVnd(faceAmounts(booking, includeFee).total)}`,
    face.agency.hotline ? `${face.agency.name} ${face.agency.hotline}` : face.agency.name,
  ];
  const text = lines.join('\n');
  return isAccentFree ? withoutAccents(text) : text;
}
