// The history of the PNR-element edits (decision 043): every served action's `edited` event has at least one change
// line, before → after, the before of what only the airline keeps read from its PNR as it was.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TBookingDetail, TEditChange } from '@portal/contracts';
import type { SignedIn, TestContext } from './support/test-context.js';
import {
  acceptedTotalOf,
  bookingApi,
  holdBody,
  leg,
  orderOf,
  pickFare,
  searchOffers,
  selectionOf,
  type BookingSuppliers,
} from './support/bookings.js';
import { holdFor, moneyApi, topUp } from './support/booking-money.js';
import { atAirline, editedEventsOf, startEditSuite, stopEditSuite, supplierKeyOf } from './support/edit-suite.js';
import { editApi } from './support/booking-edits.js';

let suppliers: BookingSuppliers;
let ctx: TestContext;
let agent: SignedIn;

// The agent is an F1 admin here: the suite's parent agency.
beforeAll(async () => ({ ctx, suppliers, parentAdmin: agent } = await startEditSuite()));

afterAll(() => stopEditSuite({ ctx, suppliers }));

/** Sends one edit on the booking's version (200 expected) and answers the booking and its event's change lines. */
async function editOf(booking: TBookingDetail, action: string, fields: object) {
  const response = await editApi(ctx).edit(agent, {
    bookingId: booking.id,
    action,
    body: { expectedVersion: booking.version, ...fields },
  });
  expect(response.statusCode, `${action}: ${response.body}`).toBe(200);
  const events = await editedEventsOf(ctx, booking.id);
  const details = events.at(-1)!.details as { editAction: string; changes: TEditChange[] };
  expect(details.editAction).toBe(action);
  return { booking: response.json<{ booking: TBookingDetail }>().booking, changes: details.changes };
}

describe('the history of the PNR-element edits', () => {
  it('adds remarks, OSI, SK, a service and an endorsement: nothing before, the airline spelling after', async () => {
    let booking = await holdFor(ctx, agent, { system: 'VN' });
    const offerId = booking.routes[0]!.offerId;
    const steps: Array<[string, object, TEditChange[]]> = [
      [
        'add-remark',
        { kind: 'GENERAL', text: 'khách đến muộn' },
        [{ field: 'remark', before: null, after: 'GENERAL: KHACH DEN MUON' }],
      ],
      [
        'add-osi',
        { text: 'VIP CUSTOMER' },
        [{ field: 'osi', before: null, after: expect.stringContaining('VIP CUSTOMER') as string }],
      ],
      [
        'add-sk',
        { keyword: 'VIP', paxIds: ['ADT-1'] },
        [{ field: 'specialKeyword', paxId: 'ADT-1', before: null, after: 'VIP' }],
      ],
      [
        'add-services',
        { paxIds: ['ADT-1'], code: 'WCHR', flightKeys: [offerId] },
        [{ field: 'ssr', paxId: 'ADT-1', flightKey: offerId, before: null, after: 'WCHR' }],
      ],
      ['add-pax-endorsement', { text: 'NONEND' }, [{ field: 'endorsement', before: null, after: 'NONEND' }]],
    ];
    for (const [action, fields, expected] of steps) {
      const result = await editOf(booking, action, fields);
      expect(result.changes, action).toEqual(expected);
      booking = result.booking;
    }
  });

  it('replaces the customer account and the queue with the before the airline had', async () => {
    let booking = await holdFor(ctx, agent, { system: 'VN' });
    let result = await editOf(booking, 'add-ca', { accountCode: 'CORP01' });
    expect(result.changes).toEqual([{ field: 'customerAccount', before: null, after: 'CORP01' }]);
    result = await editOf(result.booking, 'add-ca', { accountCode: 'CORP02' });
    expect(result.changes).toEqual([{ field: 'customerAccount', before: 'CORP01', after: 'CORP02' }]);

    result = await editOf(result.booking, 'swap-queue', { queue: 8 });
    const [first] = result.changes;
    expect(first).toMatchObject({ field: 'queue', before: null, after: expect.stringMatching(/ Q8 C0$/) as string });
    result = await editOf(result.booking, 'swap-queue', { queue: 9, category: 2 });
    expect(result.changes).toEqual([
      { field: 'queue', before: first!.after, after: first!.after!.replace('Q8 C0', 'Q9 C2') },
    ]);
    booking = result.booking;
    result = await editOf(booking, 'retain-quote-tst', {});
    expect(result.changes).toEqual([
      { field: 'storedFare', before: null, after: expect.stringMatching(/\d/) as string },
    ]);
  });

  it('confirms a segment the airline had on KK, and accepts a schedule change: the flight before and after', async () => {
    let booking = await holdFor(ctx, agent, { system: 'VN' });
    const offerId = booking.routes[0]!.offerId;
    await atAirline(suppliers, {
      pnr: booking.pnr!,
      what: 'segment-status',
      body: { flightKey: await supplierKeyOf(ctx, booking.id), status: 'KK' },
    });
    let result = await editOf(booking, 'change-route-status', { flightKey: offerId, status: 'HK' });
    expect(result.changes).toHaveLength(1);
    expect(result.changes[0]).toMatchObject({ field: 'segmentStatus', flightKey: offerId });
    expect(result.changes[0]!.before).toMatch(/ KK$/);
    expect(result.changes[0]!.after).toMatch(/ HK$/);
    booking = result.booking;

    await atAirline(suppliers, { pnr: booking.pnr!, what: 'schedule-change', body: { shiftMinutes: 90 } });
    result = await editOf(booking, 'submit-sc', { flightKeys: [offerId] });
    expect(result.changes).toHaveLength(1);
    const [line] = result.changes;
    expect(line).toMatchObject({ field: 'scheduleChange', flightKey: offerId });
    expect(line!.before).not.toEqual(line!.after);
    expect(line!.after).toMatch(/ HK$/);
  });

  it('adds an ARNK between the flights of an open jaw: the surface segment after', async () => {
    const legs = [leg('HAN', 'SGN', 28), leg('DAD', 'HAN', 33)];
    const offers = await searchOffers(ctx, agent, { legs });
    const flights = legs.map((searched, index) => selectionOf(pickFare(offers, 'VN', index, 1, 1), searched));
    const total = await acceptedTotalOf(ctx, agent, flights, { adt: 1, chd: 0, inf: 0 });
    const passengers = [{ paxId: 'ADT-1', lastName: 'Đỗ', firstName: 'Khứ Hồi' }];
    const hold = await bookingApi(ctx).hold(agent, holdBody({ flights, passengers, acceptedTotal: total }));
    expect(hold.statusCode, hold.body).toBe(201);
    const booking = (await bookingApi(ctx).detail(agent, orderOf(hold).bookings[0]!.id)).json<TBookingDetail>();
    const outbound = booking.routes[0]!.offerId;
    const result = await editOf(booking, 'add-arunk', { afterFlightKey: outbound });
    expect(result.changes).toEqual([{ field: 'arnk', flightKey: outbound, before: null, after: 'ARNK SGN-DAD' }]);
  });

  it('undoes a low-cost check-in: the flight before, nothing after', async () => {
    await topUp(ctx, agent.agencyId, 50_000_000);
    const held = await holdFor(ctx, agent, { system: 'VJ' });
    const issued = await moneyApi(ctx).issue(agent, held.id);
    expect(issued.statusCode, issued.body).toBe(200);
    const booking = issued.json<TBookingDetail>();
    const offerId = booking.routes[0]!.offerId;
    await atAirline(suppliers, {
      pnr: booking.pnr!,
      what: 'check-in',
      body: { paxId: 'ADT-1', flightKey: await supplierKeyOf(ctx, booking.id) },
    });
    const result = await editOf(booking, 'remove-checkIn', { flightKey: offerId, paxIds: ['ADT-1'] });
    const flightNumber = booking.routes[0]!.segments[0]!.flightNumber;
    expect(result.changes).toEqual([
      {
        field: 'checkIn',
        paxId: 'ADT-1',
        flightKey: offerId,
        before: expect.stringContaining(flightNumber) as string,
        after: null,
      },
    ]);
  });
});
