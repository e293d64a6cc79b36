// The ticket face's shared wording for the itinerary email and the PDF (as the web face): flight label, airport times, amounts with or without the fee.
import type { TTicketFaceDocument } from '@portal/contracts';

type Booking = TTicketFaceDocument['booking'];

/** "VN 213" whether the supplier wrote the number with its carrier ("VN213") or bare ("213"); never "VNVN213". */
export function flightLabel(segment: { carrierCode: string; flightNumber: string }): string {
  const { carrierCode, flightNumber } = segment;
  const number = flightNumber.startsWith(carrierCode)
    ? flightNumber.slice(carrierCode.length).trim()
    : flightNumber.trim();
  return `${carrierCode} ${number}`;
}

/** dd/MM/yyyy HH:mm on the airport's own clock, exactly as the supplier wrote it (as the web face shows it). */
export function airportDateTime(dateTime: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}:\d{2})/.exec(dateTime);
  return match ? `${match[3]}/${match[2]}/${match[1]} ${match[4]}` : dateTime;
}

export type FaceFareRow = Booking['fareData']['byPaxType'][number] & { taxes: number; subtotal: number };

/** With the fee: every fare and the full total; without: every fare and the total net of the issue fee. */
export function faceAmounts(booking: Booking, includeFee: boolean): { rows: FaceFareRow[]; total: number } {
  const rows = booking.fareData.byPaxType.map((row) => {
    const each = includeFee ? row.total : row.total - row.issueFee;
    return { ...row, taxes: row.tax + row.vat, subtotal: each * row.count };
  });
  const total = includeFee ? booking.fareData.totalAmount : booking.fareData.totalAmount - booking.fareData.feeTotal;
  return { rows, total };
}
