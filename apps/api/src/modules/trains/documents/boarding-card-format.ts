// What one boarding card says, as label/value lines the PDF and the mail share (so they never say different things).
import type { TTrainBooking, TTrainTicket } from '@portal/contracts';
import { formatDateTime, formatVnd, localDate } from '@portal/domain';
import type { BoardingCardWords } from './boarding-card-words.js';

export type CardLine = { label: string; value: string; strong?: boolean };

/** The tickets a boarding card is printed for: the issued ones, in the booking's order. */
export function issuedTickets(booking: TTrainBooking): TTrainTicket[] {
  return booking.tickets.filter((ticket) => ticket.status === 'ISSUED');
}

/** "Hà Nội (HNO) – Đà Nẵng (DNA)" (an en dash: Be Vietnam Pro has no arrow). */
export function journeyText(ticket: TTrainTicket): string {
  return `${ticket.fromName} (${ticket.from}) – ${ticket.toName} (${ticket.to})`;
}

/** dd/MM/yyyy HH:mm on Vietnam's clock (the railway's), whatever offset the instant was written with. */
export function departureText(ticket: TTrainTicket): string {
  return formatDateTime(new Date(ticket.departAt));
}

/** The card's lines: passenger, ID, type, train, journey, departure, carriage, seat, seat type, price, numbers, infants. */
export function cardLines(booking: TTrainBooking, ticket: TTrainTicket, words: BoardingCardWords): CardLine[] {
  const lines: CardLine[] = [
    { label: words.passenger, value: ticket.fullName, strong: true },
    { label: words.idNumber, value: ticket.idNumber },
    { label: words.passengerType, value: words.passengerTypes[ticket.passengerType] },
    { label: words.train, value: ticket.trainNumber, strong: true },
    { label: words.journey, value: journeyText(ticket) },
    { label: words.departure, value: departureText(ticket), strong: true },
    { label: words.carriage, value: `${ticket.carriageNo} — ${ticket.carriageName}` },
    { label: words.seat, value: words.place(ticket), strong: true },
    { label: words.seatType, value: words.seatTypes[ticket.seatType] },
    { label: words.price, value: formatVnd(ticket.amount) },
    { label: words.ticketNumber, value: ticket.ticketNumber ?? '—' },
    { label: words.bookingCode, value: booking.bookingCode ?? '—' },
  ];
  if (ticket.infants.length > 0)
    lines.push({
      label: words.infants,
      value: ticket.infants.map((infant) => words.infant(infant.fullName, localDate(infant.birthDate))).join(', '),
    });
  return lines;
}
