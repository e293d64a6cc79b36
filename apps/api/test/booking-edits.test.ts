// The edits without money end to end against the simulator: the change written with its event and a new version,
// the menu, 404 for another agency, 403 from the agency above, 400 naming a field, 409 on a wrong state or old version.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorCode, type TBookingDetail, type TBookingEditMenu } from '@portal/contracts';
import type { SignedIn, TestContext } from './support/test-context.js';
import { expectApiError } from './support/http.js';
import type { BookingSuppliers } from './support/bookings.js';
import { holdFor } from './support/booking-money.js';
import { editedEventsOf, pnrAtSupplier, startEditSuite, stopEditSuite } from './support/edit-suite.js';
import { editApi } from './support/booking-edits.js';

let suppliers: BookingSuppliers;
let ctx: TestContext;
let parentAdmin: SignedIn;
let agent: SignedIn;
let stranger: SignedIn;

beforeAll(async () => ({ ctx, suppliers, parentAdmin, agent, stranger } = await startEditSuite()));

afterAll(() => stopEditSuite({ ctx, suppliers }));

describe('an edit without money', () => {
  it('adds a remark on a held VN booking: a new version and an edited event with its before and after', async () => {
    const held = await holdFor(ctx, agent, { system: 'VN' });
    const response = await editApi(ctx).edit(agent, {
      bookingId: held.id,
      action: 'add-remark',
      body: { expectedVersion: held.version, kind: 'GENERAL', text: 'khách đến muộn' },
    });
    expect(response.statusCode, response.body).toBe(200);
    const { booking } = response.json<{ booking: TBookingDetail }>();
    expect(booking.version).toBe(held.version + 1);
    expect(booking.status).toBe('HOLD');
    const edited = await editedEventsOf(ctx, held.id);
    expect(edited).toHaveLength(1);
    expect(edited[0]!.details).toMatchObject({
      editAction: 'add-remark',
      pnr: held.pnr,
      before: { version: held.version },
      after: { kind: 'GENERAL', text: 'khách đến muộn' },
    });
  });

  it('sends an OSI and then a new phone on the same booking, each on the version the last one left', async () => {
    const held = await holdFor(ctx, agent, { system: 'VN' });
    const osi = await editApi(ctx).edit(agent, {
      bookingId: held.id,
      action: 'add-osi',
      body: { expectedVersion: held.version, text: 'VIP CUSTOMER' },
    });
    expect(osi.statusCode, osi.body).toBe(200);
    const phone = await editApi(ctx).edit(agent, {
      bookingId: held.id,
      action: 'edit-phone',
      body: { expectedVersion: held.version + 1, phone: '0912345678' },
    });
    expect(phone.statusCode, phone.body).toBe(200);
    expect(phone.json<{ booking: TBookingDetail }>().booking.version).toBe(held.version + 2);
  });

  it('answers 409 wrongState for an action the catalogue does not offer on the system (add-osi on Vietjet)', async () => {
    const held = await holdFor(ctx, agent, { system: 'VJ' });
    const response = await editApi(ctx).edit(agent, {
      bookingId: held.id,
      action: 'add-osi',
      body: { expectedVersion: held.version, text: 'VIP CUSTOMER' },
    });
    const body = expectApiError(response, 409, ErrorCode.CONFLICT);
    expect(body.details).toMatchObject({ reason: 'wrongState', action: 'add-osi' });
  });

  it("names the booking's flight to the supplier by its own key (a confirmed flight has nothing to confirm: 422)", async () => {
    const held = await holdFor(ctx, agent, { system: 'VN' });
    const response = await editApi(ctx).edit(agent, {
      bookingId: held.id,
      action: 'change-route-status',
      body: { expectedVersion: held.version, flightKey: held.routes[0]!.offerId, status: 'HK' },
    });
    const body = expectApiError(response, 422, ErrorCode.CONFLICT);
    expect(String(body.details!.supplierMessage)).toContain('waits for confirmation');
  });

  it('answers 409 staleVersion with the current version before calling the supplier', async () => {
    const held = await holdFor(ctx, agent, { system: 'VN' });
    const response = await editApi(ctx).edit(agent, {
      bookingId: held.id,
      action: 'add-remark',
      body: { expectedVersion: held.version + 5, kind: 'GENERAL', text: 'LATE' },
    });
    const body = expectApiError(response, 409, ErrorCode.CONFLICT);
    expect(body.details).toMatchObject({ reason: 'staleVersion', currentVersion: held.version });
    expect(await editedEventsOf(ctx, held.id)).toEqual([]);
  });

  it('answers 400 naming the field for a passenger the booking does not have', async () => {
    const held = await holdFor(ctx, agent, { system: 'VN' });
    const response = await editApi(ctx).edit(agent, {
      bookingId: held.id,
      action: 'add-sk',
      body: { expectedVersion: held.version, keyword: 'VIP', paxIds: ['ADT-4'] },
    });
    const body = expectApiError(response, 400, ErrorCode.VALIDATION);
    expect(JSON.stringify(body.details)).toContain('paxIds.0');
  });

  it("answers 404 for another agency's booking and 403 read-only for a sub-agency's booking seen from above", async () => {
    const held = await holdFor(ctx, agent, { system: 'VN' });
    const body = { expectedVersion: held.version, kind: 'GENERAL', text: 'LATE' };
    const foreign = await editApi(ctx).edit(stranger, { bookingId: held.id, action: 'add-remark', body });
    expectApiError(foreign, 404, ErrorCode.NOT_FOUND);
    const above = await editApi(ctx).edit(parentAdmin, { bookingId: held.id, action: 'add-remark', body });
    expectApiError(above, 403, ErrorCode.FORBIDDEN);
    expect((await editApi(ctx).menu(stranger, held.id)).statusCode).toBe(404);
  });

  it("lists the menu of the caller: the owner's holds the no-money actions, the agency above sees none", async () => {
    const held = await holdFor(ctx, agent, { system: 'VN' });
    const own = (await editApi(ctx).menu(agent, held.id)).json<TBookingEditMenu>();
    expect(own.version).toBe(held.version);
    const actions = own.actions.map((entry) => entry.action);
    expect(actions).toContain('add-remark');
    expect(actions).toContain('add-osi');
    expect(actions).not.toContain('remove-checkIn');
    const above = await editApi(ctx).menu(parentAdmin, held.id);
    expect(above.statusCode, above.body).toBe(200);
    expect(above.json<TBookingEditMenu>().actions).toEqual([]);
  });
});

describe('a service request on one flight', () => {
  it('reaches the airline on the flight the form named by its portal key (a wheelchair on the first flight)', async () => {
    const held = await holdFor(ctx, agent, { system: 'VN' });
    const [route] = held.routes;
    const response = await editApi(ctx).edit(agent, {
      bookingId: held.id,
      action: 'add-services',
      body: { expectedVersion: held.version, paxIds: ['ADT-1'], code: 'WCHR', flightKeys: [route!.offerId] },
    });
    expect(response.statusCode, response.body).toBe(200);
    const pnr = await pnrAtSupplier({ ctx, suppliers }, held.id);
    const adult = pnr.passengers.find((passenger) => passenger.id === 'ADT-1');
    expect(adult?.ssrs?.map((ssr) => ssr.code)).toEqual(['WCHR']);
    expect(adult?.ssrs?.[0]?.flightKey).toBe(route!.offerId.replace(/^VN:/, ''));
  });
});
