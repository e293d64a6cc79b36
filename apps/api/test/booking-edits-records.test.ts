// The passenger-record and contact edits end to end against the simulator (decision 043): the airline's PNR, our rows
// the booking detail shows, and the history's before → after (a document number only by its last four characters).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorCode, type TBookingDetail, type TEditChange } from '@portal/contracts';
import type { SignedIn, TestContext } from './support/test-context.js';
import { expectApiError } from './support/http.js';
import {
  birthDateBefore,
  bookingApi,
  holdBody,
  orderOf,
  pricedOneWay,
  type BookingSuppliers,
} from './support/bookings.js';
import { holdFor } from './support/booking-money.js';
import { detailFor, editedEventsOf, pnrAtSupplier, startEditSuite, stopEditSuite } from './support/edit-suite.js';
import { editApi } from './support/booking-edits.js';

let suppliers: BookingSuppliers;
let ctx: TestContext;
let parentAdmin: SignedIn;
let agent: SignedIn;
let stranger: SignedIn;

beforeAll(async () => ({ ctx, suppliers, parentAdmin, agent, stranger } = await startEditSuite()));

afterAll(() => stopEditSuite({ ctx, suppliers }));

/** Sends the edit as the agent on the booking's version and expects 200; answers the booking it returns. */
async function edited(booking: TBookingDetail, action: string, fields: object): Promise<TBookingDetail> {
  const response = await editApi(ctx).edit(agent, {
    bookingId: booking.id,
    action,
    body: { expectedVersion: booking.version, ...fields },
  });
  expect(response.statusCode, response.body).toBe(200);
  const answer = response.json<{ booking: TBookingDetail }>().booking;
  expect(answer.version).toBe(booking.version + 1);
  return answer;
}

/** The history lines of the booking's last `edited` event, and the event's details as stored. */
async function lastEdit(bookingId: string) {
  const events = await editedEventsOf(ctx, bookingId);
  const details = events.at(-1)!.details as { editAction: string; changes: TEditChange[] };
  return { details, changes: details.changes, stored: JSON.stringify(details) };
}

/** The PNR as the simulator holds it now. */
const pnrOf = (bookingId: string) => pnrAtSupplier({ ctx, suppliers }, bookingId);

const detailOf = (bookingId: string) => detailFor(ctx, agent, bookingId);

/** A held Vietnam Airlines booking Ho Chi Minh City → Seoul for one adult with a passport. */
async function internationalHold(): Promise<TBookingDetail> {
  const { flights, total } = await pricedOneWay(ctx, agent, { from: 'SGN', to: 'ICN', system: 'VN', days: 40 });
  const body = holdBody({
    flights,
    passengers: [{ paxId: 'ADT-1', lastName: 'Lê', firstName: 'Hộ Chiếu' }],
    acceptedTotal: total,
  });
  const passport = { number: 'C1111111', nationality: 'VNM', issuingCountry: 'VNM', expiryDate: '31/12/2034' };
  const passengers = body.passengers.map((passenger) => ({ ...passenger, birthDate: '15/04/1985', passport }));
  const response = await bookingApi(ctx).hold(agent, { ...body, passengers });
  expect(response.statusCode, response.body).toBe(201);
  return detailOf(orderOf(response).bookings[0]!.id);
}

describe('the passenger-record edits', () => {
  it('changes a frequent-flyer number: the airline, the detail and the history agree', async () => {
    const held = await holdFor(ctx, agent, { system: 'VN' });
    const answer = await edited(held, 'change-loyalty', {
      paxId: 'ADT-1',
      loyalty: [{ airline: 'VN', number: '9876543210' }],
    });
    expect(answer.passengers[0]!.loyalty).toEqual([{ airline: 'VN', number: '9876543210' }]);
    expect((await pnrOf(held.id)).passengers[0]!.loyaltyNumber).toBe('9876543210');
    const { details, changes } = await lastEdit(held.id);
    expect(details.editAction).toBe('change-loyalty');
    expect(changes).toEqual([{ field: 'loyalty', paxId: 'ADT-1', before: null, after: 'VN 9876543210' }]);

    const removed = await edited(answer, 'change-loyalty', { paxId: 'ADT-1', loyalty: [] });
    expect(removed.passengers[0]!.loyalty).toEqual([]);
    expect((await pnrOf(held.id)).passengers[0]!.loyaltyNumber).toBeUndefined();
    expect((await lastEdit(held.id)).changes).toEqual([
      { field: 'loyalty', paxId: 'ADT-1', before: 'VN 9876543210', after: null },
    ]);
  });

  it('adds a birth date, nationality and ID number: kept on the passenger, the ID shown by its last 4 in history', async () => {
    const held = await holdFor(ctx, agent, { system: 'VN' });
    const answer = await edited(held, 'add-info-passenger', {
      paxId: 'ADT-1',
      birthDate: '02/09/1980',
      nationality: 'VNM',
      idNumber: '079080001234',
    });
    expect(answer.passengers[0]).toMatchObject({
      birthDate: '02/09/1980',
      nationality: 'VNM',
      idNumber: '079080001234',
    });
    const atAirline = (await pnrOf(held.id)).passengers[0]!;
    expect(atAirline).toMatchObject({ birthDate: '1980-09-02', nationality: 'VNM', idNumber: '079080001234' });
    const { changes, stored } = await lastEdit(held.id);
    expect(changes).toEqual([
      { field: 'birthDate', paxId: 'ADT-1', before: null, after: '02/09/1980' },
      { field: 'nationality', paxId: 'ADT-1', before: null, after: 'VNM' },
      { field: 'idNumber', paxId: 'ADT-1', before: null, after: '••••1234' },
    ]);
    expect(stored).not.toContain('079080001234');
  });

  it('keeps a DOCS gender given alone without calling the airline', async () => {
    const held = await holdFor(ctx, agent, { system: 'VN' });
    const before = await pnrOf(held.id);
    const answer = await edited(held, 'add-info-passenger', { paxId: 'ADT-1', gender: 'F' });
    expect(answer.passengers[0]!.gender).toBe('F');
    expect(await pnrOf(held.id)).toEqual(before);
    expect((await lastEdit(held.id)).changes).toEqual([{ field: 'gender', paxId: 'ADT-1', before: null, after: 'F' }]);
  });

  it('replaces a passport on an international booking; the number never whole in the history', async () => {
    const held = await internationalHold();
    const answer = await edited(held, 'change-passport', {
      paxId: 'ADT-1',
      passport: {
        number: 'C7654321',
        issuingCountry: 'VNM',
        nationality: 'VNM',
        expiryDate: '30/06/2036',
        birthDate: '15/04/1985',
        gender: 'M',
      },
    });
    expect(answer.passengers[0]!.passport).toMatchObject({ number: 'C7654321', expiryDate: '30/06/2036' });
    expect((await pnrOf(held.id)).passengers[0]!.passport).toMatchObject({
      number: 'C7654321',
      expiryDate: '2036-06-30',
    });
    const { changes, stored } = await lastEdit(held.id);
    expect(changes).toContainEqual({
      field: 'passport',
      paxId: 'ADT-1',
      before: '••••1111 VNM 31/12/2034',
      after: '••••4321 VNM 30/06/2036',
    });
    expect(
      changes.map((change) => change.field),
      'the birth date sent again as it was is no change',
    ).not.toContain('birthDate');
    expect(stored).not.toContain('C7654321');
    expect(stored).not.toContain('C1111111');
  });

  it('refuses a passport on a domestic booking (409 wrongState) before the airline is called', async () => {
    const held = await holdFor(ctx, agent, { system: 'VN' });
    const response = await editApi(ctx).edit(agent, {
      bookingId: held.id,
      action: 'change-passport',
      body: {
        expectedVersion: held.version,
        paxId: 'ADT-1',
        passport: {
          number: 'C7654321',
          issuingCountry: 'VNM',
          nationality: 'VNM',
          expiryDate: '30/06/2036',
          gender: 'M',
        },
      },
    });
    expect(expectApiError(response, 409, ErrorCode.CONFLICT).details).toMatchObject({ reason: 'wrongState' });
  });

  it("answers 422 with the airline's words when it refuses (an infant earns no miles), the rows unchanged", async () => {
    const pax = { adt: 1, chd: 0, inf: 1 };
    const { flights, total } = await pricedOneWay(ctx, agent, { system: 'VN', pax, days: 35 });
    const departDate = flights[0]!.leg.departDate;
    const passengers = [
      { paxId: 'ADT-1', lastName: 'Phạm', firstName: 'Mẹ' },
      {
        paxId: 'INF-1',
        lastName: 'Phạm',
        firstName: 'Bé',
        birthDate: birthDateBefore(departDate, 1),
        parentId: 'ADT-1',
      },
    ];
    const hold = await bookingApi(ctx).hold(agent, holdBody({ flights, passengers, acceptedTotal: total }));
    expect(hold.statusCode, hold.body).toBe(201);
    const held = await detailOf(orderOf(hold).bookings[0]!.id);
    const response = await editApi(ctx).edit(agent, {
      bookingId: held.id,
      action: 'change-loyalty',
      body: { expectedVersion: held.version, paxId: 'INF-1', loyalty: [{ airline: 'VN', number: '1234567890' }] },
    });
    const body = expectApiError(response, 422, ErrorCode.CONFLICT);
    expect(String(body.details!.supplierMessage)).toContain('infants do not earn miles');
    const after = await detailOf(held.id);
    expect(after.version).toBe(held.version);
    expect(after.passengers.find((passenger) => passenger.paxId === 'INF-1')!.loyalty).toEqual([]);
  });

  it("answers 404 for another agency's booking, 403 from the agency above, 409 on an old version", async () => {
    const held = await holdFor(ctx, agent, { system: 'VN' });
    const body = { expectedVersion: held.version, paxId: 'ADT-1', loyalty: [{ airline: 'VN', number: '1234567890' }] };
    const foreign = await editApi(ctx).edit(stranger, { bookingId: held.id, action: 'change-loyalty', body });
    expectApiError(foreign, 404, ErrorCode.NOT_FOUND);
    const above = await editApi(ctx).edit(parentAdmin, { bookingId: held.id, action: 'change-loyalty', body });
    expectApiError(above, 403, ErrorCode.FORBIDDEN);
    const stale = await editApi(ctx).edit(agent, {
      bookingId: held.id,
      action: 'add-info-passenger',
      body: { expectedVersion: held.version + 3, paxId: 'ADT-1', gender: 'M' },
    });
    expect(expectApiError(stale, 409, ErrorCode.CONFLICT).details).toMatchObject({
      reason: 'staleVersion',
      currentVersion: held.version,
    });
    expect((await detailOf(held.id)).passengers[0]).toMatchObject({ loyalty: [] });
  });
});

describe('the contact edits', () => {
  it('changes the phone, then the name and email: the detail shows them, the history has before → after', async () => {
    const held = await holdFor(ctx, agent, { system: 'VN' });
    const phoned = await edited(held, 'edit-phone', { phone: '0987654321' });
    expect(phoned.contact.phone).toBe('0987654321');
    expect((await pnrOf(held.id)).contact.phone).toBe('0987654321');
    expect((await lastEdit(held.id)).changes).toEqual([
      { field: 'phone', before: held.contact.phone, after: '0987654321' },
    ]);

    const renamed = await edited(phoned, 'change-contact', { name: 'Nguyễn Văn Liên', email: 'lien@example.vn' });
    expect(renamed.contact).toMatchObject({ name: 'Nguyễn Văn Liên', email: 'lien@example.vn', phone: '0987654321' });
    expect((await detailOf(held.id)).contact).toMatchObject({ name: 'Nguyễn Văn Liên', phone: '0987654321' });
    expect((await lastEdit(held.id)).changes).toEqual([
      { field: 'contactName', before: held.contact.name || null, after: 'Nguyễn Văn Liên' },
      { field: 'email', before: held.contact.email || null, after: 'lien@example.vn' },
    ]);
  });
});
