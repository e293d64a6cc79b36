// refund-ticket's passengers: an infant is refunded with its adult, never apart.
import type { TBookingDetail } from '@portal/contracts';

/** The passengers ticked with the infants of the adults ticked (an infant is never refunded apart from its adult). */
export function withInfants(booking: Pick<TBookingDetail, 'passengers'>, paxIds: readonly string[]): string[] {
  return booking.passengers
    .filter((passenger) =>
      passenger.parentPaxId ? paxIds.includes(passenger.parentPaxId) : paxIds.includes(passenger.paxId),
    )
    .map((passenger) => passenger.paxId);
}
