// The railway's passenger rules for a booking: a child (2, 7) travels with an adult ticket of the same run in the same
// booking, an infant under 6 shares an adult's seat (one per adult), ages given must fit the type; and the discounts.
import { TRAIN_PASSENGER_TYPE_PERCENT, type TRailwayBookingRequest, type TTrainPassengerType } from '@portal/contracts';
import type { TLockRecord } from './railway-state.js';

const CHILD_TYPES: readonly number[] = [2, 7];
export const isChildType = (type: number) => CHILD_TYPES.includes(type);

/** Whole years on a date (YYYY-MM-DD) for a birth date. */
export function ageOn(birthDate: string, date: string): number {
  const years = Number(date.slice(0, 4)) - Number(birthDate.slice(0, 4));
  return date.slice(5) < birthDate.slice(5) ? years - 1 : years;
}

/**
 * What the type's percentage takes off the adult fare, on the fare without insurance, rounded to whole thousands half
 * up: an adult fare of 801 (800 + 1 insurance) for a child (75 %) gives 800 × 25 / 100 = 200.
 */
export function discountOf(fare: number, insurance: number, type: TTrainPassengerType): number {
  const offPercent = 100 - TRAIN_PASSENGER_TYPE_PERCENT[type];
  return Math.floor(((fare - insurance) * offPercent + 50) / 100);
}

type TTicketRequest = TRailwayBookingRequest['tickets'][number];
type TInfantRequest = NonNullable<TRailwayBookingRequest['infants']>[number];

/** The first broken rule as a message, or undefined when every passenger fits. */
export function passengerProblem(options: {
  tickets: readonly TTicketRequest[];
  infants: readonly TInfantRequest[];
  locks: ReadonlyMap<string, TLockRecord>;
}): string | undefined {
  const { tickets, infants, locks } = options;
  const byId = new Map(tickets.map((ticket) => [ticket.ticketId, ticket]));
  const departDate = (ticketId: string) => locks.get(ticketId)?.departAt.slice(0, 10) ?? '';
  for (const ticket of tickets) {
    const { passengerType, birthDate } = ticket.passenger;
    const age = birthDate ? ageOn(birthDate, departDate(ticket.ticketId)) : undefined;
    if (age !== undefined && age < 0) return `${ticket.ticketId}: born after the journey`;
    if (isChildType(passengerType)) {
      const adult = ticket.adultTicketId ? byId.get(ticket.adultTicketId) : undefined;
      if (!adult || isChildType(adult.passenger.passengerType))
        return `${ticket.ticketId}: a child names the adult ticket it travels with in this booking`;
      if (locks.get(adult.ticketId)?.runId !== locks.get(ticket.ticketId)?.runId)
        return `${ticket.ticketId}: a child travels on the same train as its adult`;
      if (age !== undefined && age >= 10) return `${ticket.ticketId}: a child ticket is for under 10`;
    } else if (ticket.adultTicketId) return `${ticket.ticketId}: only a child names an adult ticket`;
    if (passengerType === 13 && age !== undefined && age < 60) return `${ticket.ticketId}: a senior is 60 or over`;
  }
  const carried = new Set<string>();
  for (const infant of infants) {
    const adult = byId.get(infant.adultTicketId);
    if (!adult || isChildType(adult.passenger.passengerType))
      return `Infant ${infant.fullName}: names an adult ticket of this booking`;
    if (carried.has(adult.ticketId)) return `Infant ${infant.fullName}: one infant per adult`;
    carried.add(adult.ticketId);
    const age = ageOn(infant.birthDate, departDate(adult.ticketId));
    if (age < 0 || age >= 6) return `Infant ${infant.fullName}: under 6 on the day of travel`;
  }
  return undefined;
}
