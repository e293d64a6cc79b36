// A consumer books a tour departure: robots refused, the contact checked, then in one transaction a slot of the agency's
// hourly hold cap taken, the seats taken (reserveTourSeats) and the B2C order written (createB2cOrder) at the server's
// own price of the tour's stored prices. A resend of the same form answers with the order it made (decision 144).
import type { z } from 'zod';
import type { TStorefrontTourBookingResponse, ZStorefrontTourBooking } from '@portal/contracts';
import { consumerContactProblems, localDate, tourPartyOfBands, vietnamToday } from '@portal/domain';
import type { Database } from '@portal/db';
import type { Clock } from '../../../platform/clock.js';
import { AppError, notFound } from '../../../platform/errors.js';
import { invalidFieldIn, invalidFields } from '../../../platform/field-error.js';
import type { Language } from '../../../platform/messages.js';
import type { OrderMailSettings } from '../orders/order-mail.js';
import { findOrder, type B2cOrderRow } from '../orders/b2c-orders.repository.js';
import { createB2cOrder } from '../orders/create-order.js';
import { tourConflict } from '../tours/tour-errors.js';
import { reserveTourSeats, type TourSeatHold } from '../tours/tour-seats.js';
import { findDeparture, findTour, type TourRow } from '../tours/tour.repository.js';
import { submitKeyOf } from './consumer-hold.js';
import type { FormGuard } from './form-guard.js';
import { recordSlotOrder, takeHoldSlot } from './hold-cap.js';
import type { PublicSite } from './public-site.js';

export type TourBookingInput = z.output<typeof ZStorefrontTourBooking>;
export type TourBookingDeps = {
  db: Database;
  clock: Clock;
  formGuard: FormGuard;
  /** The confirmation link and mail of the order. */
  mail: OrderMailSettings;
  /** The agency's hourly cap on consumer holds, shared with flight holds (0: none). */
  holdsPerHour: number;
};

/** 409 on the departure: sold out, only a few seats left, or (a racing booking took them) not enough left. */
function tooFewSeats(language: Language, seatsLeft?: number) {
  if (seatsLeft === undefined)
    return tourConflict(language, { field: 'departureId', vi: 'không còn đủ chỗ', en: 'not enough seats left' });
  return tourConflict(language, {
    field: 'departureId',
    vi: seatsLeft > 0 ? `chỉ còn ${seatsLeft} chỗ` : 'đã hết chỗ',
    en: seatsLeft > 0 ? `only ${seatsLeft} seats left` : 'sold out',
  });
}

/** "Hạ Long 2N1Đ – …, khởi hành 12/12/2026, 2 người lớn, 1 trẻ em": the order's line in the back office's list. */
function summaryOf(tour: TourRow, hold: TourSeatHold): string {
  const { adults, children, infants, singleRooms } = hold.price;
  const travellers = [
    `${adults} người lớn`,
    children > 0 ? `${children} trẻ em` : '',
    infants > 0 ? `${infants} trẻ nhỏ` : '',
    singleRooms > 0 ? `${singleRooms} phòng đơn` : '',
  ].filter(Boolean);
  return `${tour.title} (${tour.code}), khởi hành ${localDate(hold.departureDate)}, ${travellers.join(', ')}`;
}

export function createTourBookingService(deps: TourBookingDeps) {
  const { db, clock } = deps;

  async function book(
    site: PublicSite,
    request: { tourId: string; booking: TourBookingInput; language: Language },
  ): Promise<TStorefrontTourBookingResponse> {
    const { tourId, booking, language } = request;
    const now = clock.now();
    deps.formGuard.check({ slug: site.slug, formToken: booking.formToken, website: booking.website, now });
    if (!site.products.includes('tours')) throw notFound();
    const { name, phone, email, note } = booking.contact;
    const problems = consumerContactProblems({ name, phone, email }, language);
    if (problems.length > 0) throw invalidFields(problems);
    const today = vietnamToday(now);
    const { agencyId } = site;
    const submitKey = submitKeyOf(booking.formToken);
    const order = await db.transaction(async (tx): Promise<B2cOrderRow> => {
      const slot = await takeHoldSlot(tx, { agencyId, now, perHour: deps.holdsPerHour, submitKey });
      const madeBefore = slot?.orderId ? await findOrder(tx, agencyId, slot.orderId) : undefined;
      if (madeBefore) return madeBefore;
      const tour = await findTour(tx, { agencyId, id: tourId });
      if (!tour || tour.status !== 'published') throw notFound();
      const departure = await findDeparture(tx, { agencyId, tourId, departureId: booking.departureId });
      if (!departure)
        throw invalidFieldIn(language, {
          field: 'departureId',
          vi: 'không phải ngày khởi hành của tour này',
          en: 'not a departure of this tour',
        });
      if (departure.departureDate <= today)
        throw tourConflict(language, {
          field: 'departureId',
          vi: 'đã đóng đặt chỗ cho ngày khởi hành này',
          en: 'bookings for this departure are closed',
        });
      const seatsWanted = booking.adults + booking.children + booking.infants;
      if (departure.seats - departure.seatsTaken < seatsWanted)
        throw tooFewSeats(language, departure.seats - departure.seatsTaken);
      const { childAges, ...party } = tourPartyOfBands(booking);
      // The seats are taken by a conditional UPDATE: of racing bookings only those that still fit get through.
      const held = await reserveTourSeats(tx, agencyId, {
        departureId: departure.id,
        party: { ...party, childAges: [...childAges] },
        today,
        language,
      }).catch((error: unknown) => {
        throw error instanceof AppError && error.status === 409 ? tooFewSeats(language) : error;
      });
      const created = await createB2cOrder(
        tx,
        {
          mail: deps.mail,
          agencyId,
          kind: 'tour',
          contact: { name, phone, email },
          totalAmount: held.price.total,
          serviceFee: 0,
          amountDue: held.price.deposit,
          summary: summaryOf(tour, held),
          details: {
            tourId: tour.id,
            tourCode: tour.code,
            tourTitle: tour.title,
            departureId: departure.id,
            departure: departure.departureDate,
            travellers: { adults: held.price.adults, children: held.price.children, infants: held.price.infants },
            singleRooms: held.price.singleRooms,
            lines: held.price.lines,
            depositPercent: tour.depositPercent,
            seatHoldId: held.holdId,
          },
          note: note?.trim() ?? '',
        },
        now,
      );
      await recordSlotOrder(tx, { agencyId, submitKey, orderId: created.id });
      return created;
    });
    return {
      status: 'booked',
      orderCode: order.orderNumber,
      confirmationPath: deps.mail.links.pathOf(order),
      totalAmount: order.totalAmount,
      depositAmount: order.amountDue,
    };
  }

  return { book };
}

export type TourBookingService = ReturnType<typeof createTourBookingService>;
