// Every one of the 25 open booking edits, offered by the menu and accepted once against the simulator, on each database:
// the PNR-level ones on a held VN booking, the priced ones through their quote, the airline's own events (a KK, a
// schedule change, an online check-in) injected first, a passport on an international trip, Bamboo's birth date,
// Vietjet's bags and check-in, and a split. The set of actions done is compared with OPEN_BOOKING_EDITS at the end.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  OPEN_BOOKING_EDITS,
  type TBookingDetail,
  type TBookingEditMenu,
  type TBookingEditQuote,
  type TOpenBookingEdit,
} from '@portal/contracts';
import type { SignedIn, TestContext } from './support/test-context.js';
import { bookingApi, holdBody, pricedOneWay, type BookingSuppliers } from './support/bookings.js';
import { holdFor, moneyApi } from './support/booking-money.js';
import { atAirline, detailFor, startEditSuite, stopEditSuite, supplierKeyOf } from './support/edit-suite.js';
import { editApi, newEditKey } from './support/booking-edits.js';
import { heldWith } from './support/booking-split.js';
import { holdOn, otherClassOf, returnFlight } from './support/priced-edits.js';

let suppliers: BookingSuppliers;
let ctx: TestContext;
let agent: SignedIn;
const done = new Set<TOpenBookingEdit>();

beforeAll(async () => ({ ctx, suppliers, agent } = await startEditSuite({ deposit: 100_000_000 })));

afterAll(() => stopEditSuite({ ctx, suppliers }));

type Answer = { booking: TBookingDetail; quote?: TBookingEditQuote; newBookingId?: string };

/**
 * The action as an agent does it: offered by the menu at the version it gives, sent, and when a quote comes back,
 * sent again accepting its total under a new key. Answers the booking as changed.
 */
async function apply(booking: TBookingDetail, action: TOpenBookingEdit, fields: object): Promise<Answer> {
  const menu = (await editApi(ctx).menu(agent, booking.id)).json<TBookingEditMenu>();
  expect(
    menu.actions.map((entry) => entry.action),
    `${action} offered on ${booking.system} ${booking.status}`,
  ).toContain(action);
  const body = { ...fields, expectedVersion: menu.version };
  let response = await editApi(ctx).edit(agent, { bookingId: booking.id, action, body });
  expect(response.statusCode, `${action}: ${response.body}`).toBe(200);
  const quote = response.json<Answer>().quote;
  if (quote) {
    const accepted = { ...body, acceptTotal: quote.totalAfter };
    response = await editApi(ctx).edit(agent, { bookingId: booking.id, action, body: accepted, key: newEditKey() });
    expect(response.statusCode, `${action} accepted: ${response.body}`).toBe(200);
    expect(response.json<Answer>().booking.fareData.totalAmount).toBe(quote.totalAfter);
  }
  done.add(action);
  return response.json<Answer>();
}

const reread = (bookingId: string) => detailFor(ctx, agent, bookingId);

describe('every open edit, accepted once', () => {
  it('makes the PNR-level, contact, passenger and flight edits on a held two-adult VN booking', async () => {
    let booking = await heldWith(ctx, agent, { adults: 2 });
    const first = booking.routes[0]!.offerId;
    const steps: Array<[TOpenBookingEdit, object]> = [
      ['add-osi', { text: 'VIP CUSTOMER' }],
      ['add-ca', { accountCode: 'CORP01' }],
      ['add-sk', { keyword: 'VIP', paxIds: ['ADT-1'] }],
      ['change-loyalty', { paxId: 'ADT-1', loyalty: [{ airline: 'VN', number: '9001234567' }] }],
      ['add-info-passenger', { paxId: 'ADT-2', nationality: 'VNM', idNumber: '001085012345' }],
      ['add-remark', { kind: 'GENERAL', text: 'Khách đi công tác' }],
      ['add-services', { paxIds: ['ADT-1'], code: 'WCHR', flightKeys: [first] }],
      ['edit-phone', { phone: '0987654321' }],
      ['change-contact', { name: 'Trần Thị Liên Hệ', email: 'lienhe@example.vn' }],
      ['swap-queue', { queue: 8 }],
      ['add-pax-endorsement', { text: 'NONEND' }],
      ['retain-quote-tst', {}],
    ];
    for (const [action, fields] of steps) booking = (await apply(booking, action, fields)).booking;

    const corrected = booking.passengers.find((passenger) => passenger.paxId === 'ADT-1')!;
    booking = (
      await apply(booking, 'change-passenger-info', {
        paxId: 'ADT-1',
        title: 'MR',
        lastName: corrected.lastName,
        firstName: `${corrected.firstName.slice(0, -1)}Z`,
      })
    ).booking;
    booking = (
      await apply(booking, 'add-infant', {
        adultId: 'ADT-1',
        title: 'MISS',
        lastName: 'Nguyễn',
        firstName: 'Bé Na',
        birthDate: '01/06/2026',
      })
    ).booking;
    expect(booking.passengers.some((passenger) => passenger.type === 'INF')).toBe(true);
    booking = (
      await apply(booking, 'change-route-class', {
        flightKey: first,
        bookingClass: await otherClassOf(ctx, agent, booking),
      })
    ).booking;

    // Home from Da Nang: the traveller goes Saigon → Da Nang by land (the surface gap an ARNK fills).
    const back = await returnFlight(ctx, agent, { system: 'VN', days: 40, from: 'DAD' });
    booking = (await apply(booking, 'add-route', { flight: back })).booking;
    expect(booking.routes).toHaveLength(2);
    booking = (await apply(booking, 'add-arunk', { afterFlightKey: first })).booking;
    booking = (await apply(booking, 'remove-route', { flightKey: back.offerId })).booking;
    expect(booking.routes).toHaveLength(1);

    await atAirline(suppliers, {
      pnr: booking.pnr!,
      what: 'segment-status',
      body: { flightKey: await supplierKeyOf(ctx, booking.id), status: 'KK' },
    });
    booking = (await apply(booking, 'change-route-status', { flightKey: first, status: 'HK' })).booking;
    expect(booking.routes[0]!.segments[0]!.status).toBe('HK');

    await atAirline(suppliers, { pnr: booking.pnr!, what: 'schedule-change', body: { shiftMinutes: 60 } });
    expect(
      (await ctx.app.inject({ method: 'GET', url: `/api/bookings/${booking.id}/pnr`, headers: agent.auth })).statusCode,
    ).toBe(200);
    booking = await reread(booking.id);
    expect(booking.routes[0]!.segments[0]!.status).toBe('TK');
    booking = (await apply(booking, 'submit-sc', { flightKeys: [first] })).booking;
    expect(booking.routes[0]!.segments[0]!.status).toBe('HK');

    const split = await apply(booking, 'split-passenger', { paxIds: ['ADT-2'] });
    expect(split.newBookingId).toBeDefined();
    const second = await reread(split.newBookingId!);
    expect(second.passengers.map((passenger) => passenger.paxId)).toEqual(['ADT-2']);
    expect(second.pnr).not.toBe(split.booking.pnr);
  });

  it('replaces the passport on an international VN booking', async () => {
    const { flights, total } = await pricedOneWay(ctx, agent, { from: 'SGN', to: 'ICN', system: 'VN', days: 45 });
    const body = holdBody({
      flights,
      passengers: [{ paxId: 'ADT-1', lastName: 'Lê', firstName: 'Hộ Chiếu' }],
      acceptedTotal: total,
    });
    const passport = { number: 'C1111111', nationality: 'VNM', issuingCountry: 'VNM', expiryDate: '31/12/2034' };
    const response = await bookingApi(ctx).hold(agent, {
      ...body,
      passengers: body.passengers.map((passenger) => ({ ...passenger, birthDate: '15/04/1985', passport })),
    });
    expect(response.statusCode, response.body).toBe(201);
    const held = await reread(response.json<{ bookings: Array<{ id: string }> }>().bookings[0]!.id);
    const { booking } = await apply(held, 'change-passport', {
      paxId: 'ADT-1',
      passport: {
        number: 'C2222222',
        issuingCountry: 'VNM',
        nationality: 'VNM',
        expiryDate: '31/12/2036',
        gender: 'F',
      },
    });
    expect(booking.passengers[0]!.passport?.number).toBe('C2222222');
  });

  it("corrects a Bamboo passenger's birth date", async () => {
    const held = await holdOn(ctx, agent, { system: 'QH' });
    const { booking } = await apply(held, 'change-birthday-qh', { paxId: 'ADT-1', birthDate: '15/03/1990' });
    expect(booking.passengers[0]!.birthDate).toBe('15/03/1990');
  });

  it('buys a bag on a held Vietjet booking, issues it, and undoes an online check-in', async () => {
    const held = await holdFor(ctx, agent, { system: 'VJ' });
    const flightKey = held.routes[0]!.offerId;
    const { booking } = await apply(held, 'upgrade-luggage', {
      upgrades: [{ paxId: 'ADT-1', flightKey, optionCode: 'BAG20' }],
    });
    const issued = await moneyApi(ctx).issue(agent, booking.id, { acceptedTotal: booking.fareData.totalAmount });
    expect(issued.statusCode, issued.body).toBe(200);
    await atAirline(suppliers, {
      pnr: booking.pnr!,
      what: 'check-in',
      body: { paxId: 'ADT-1', flightKey: await supplierKeyOf(ctx, booking.id) },
    });
    await apply(await reread(booking.id), 'remove-checkIn', { flightKey, paxIds: ['ADT-1'] });
  });

  it('has made every one of the 25 open actions', () => {
    expect([...done].sort()).toEqual([...OPEN_BOOKING_EDITS].sort());
  });
});
