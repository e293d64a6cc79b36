// Seats on a departure for a consumer booking (the storefront and orders call these in their own transaction).
import { and, eq, gte, sql } from 'drizzle-orm';
import { ZTourParty, type TTourParty, type TTourPartyPrice } from '@portal/contracts';
import { tables, type Database } from '@portal/db';
import { priceTourParty } from '@portal/domain';
import { notFound } from '../../../platform/errors.js';
import type { Language } from '../../../platform/messages.js';
import { badTourField, tourConflict } from './tour-errors.js';
import { findTour } from './tour.repository.js';

const { b2cTourDepartures, b2cTourSeatHolds } = tables;

export type TourSeatHold = {
  holdId: string;
  tourId: string;
  departureId: string;
  departureDate: string;
  price: TTourPartyPrice;
};

/**
 * Holds seats for a party on a departure of the agency's published tour, atomically: one conditional UPDATE takes the
 * seats only while enough are left (the row lock orders racing reservations; the table's check is the backstop), so a
 * departure is never oversold. Answers the priced party and its deposit as held. Another agency's departure, a draft
 * tour or a past departure is 404; too few seats is 409 naming `party`.
 */
export async function reserveTourSeats(
  tx: Database,
  agencyId: string,
  request: { departureId: string; party: TTourParty; today: string; language?: Language },
): Promise<TourSeatHold> {
  const { departureId, party: partyInput, today } = request;
  const language = request.language ?? 'vi';
  const parsed = ZTourParty.safeParse(partyInput);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    throw badTourField(language, {
      field: ['party', ...issue.path].join('.'),
      vi: 'số khách không hợp lệ',
      en: issue.message,
    });
  }
  const party = parsed.data;
  const [departure] = await tx
    .select()
    .from(b2cTourDepartures)
    .where(and(eq(b2cTourDepartures.id, departureId), eq(b2cTourDepartures.agencyId, agencyId)));
  if (!departure || departure.departureDate <= today) throw notFound();
  // Shares the tour's row with its delete (which takes it for update): a booked tour is never deleted under us.
  const tour = await findTour(tx, { agencyId, id: departure.tourId }, { lock: 'share' });
  if (!tour || tour.status !== 'published') throw notFound();
  const price = priceTourParty(tour, party);
  const taken = await tx
    .update(b2cTourDepartures)
    .set({ seatsTaken: sql`${b2cTourDepartures.seatsTaken} + ${price.seats}` })
    .where(
      and(
        eq(b2cTourDepartures.id, departureId),
        gte(sql`${b2cTourDepartures.seats} - ${b2cTourDepartures.seatsTaken}`, price.seats),
      ),
    )
    .returning({ id: b2cTourDepartures.id });
  if (taken.length === 0)
    throw tourConflict(language, {
      field: 'party',
      vi: 'chuyến khởi hành không còn đủ chỗ',
      en: 'not enough seats left on this departure',
    });
  const [hold] = await tx
    .insert(b2cTourSeatHolds)
    .values({
      agencyId,
      tourId: tour.id,
      departureId,
      adults: party.adults,
      childAges: party.childAges,
      singleRooms: party.singleRooms,
      seats: price.seats,
      total: price.total,
      deposit: price.deposit,
    })
    .returning({ id: b2cTourSeatHolds.id });
  return { holdId: hold!.id, tourId: tour.id, departureId, departureDate: departure.departureDate, price };
}

/** Gives a hold's seats back (a cancelled or expired booking), once; false when it was already released or is not the agency's. */
export async function releaseTourSeats(
  tx: Database,
  agencyId: string,
  release: { holdId: string; at: Date },
): Promise<boolean> {
  const { holdId, at } = release;
  const [hold] = await tx
    .update(b2cTourSeatHolds)
    .set({ status: 'released', releasedAt: at })
    .where(
      and(
        eq(b2cTourSeatHolds.id, holdId),
        eq(b2cTourSeatHolds.agencyId, agencyId),
        eq(b2cTourSeatHolds.status, 'held'),
      ),
    )
    .returning({ departureId: b2cTourSeatHolds.departureId, seats: b2cTourSeatHolds.seats });
  if (!hold) return false;
  await tx
    .update(b2cTourDepartures)
    .set({ seatsTaken: sql`${b2cTourDepartures.seatsTaken} - ${hold.seats}` })
    .where(eq(b2cTourDepartures.id, hold.departureId));
  return true;
}
