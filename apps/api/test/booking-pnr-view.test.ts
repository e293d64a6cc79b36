// GET /api/bookings/{id}/pnr against the simulator: the PNR element by element after an edit and a schedule change,
// who may read it (the agency above yes, another agency 404), passports masked, and no answer as 502, never 500.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tables } from '@portal/db';
import { ErrorCode, type TBookingDetail, type TBookingPnrView, type TSupplierBooking } from '@portal/contracts';
import { findBooking } from '../src/modules/bookings/repository/booking-reads.js';
import { pnrViewOf } from '../src/modules/bookings/edits/pnr-view.mapping.js';
import type { SignedIn, TestContext } from './support/test-context.js';
import { expectApiError } from './support/http.js';
import { eventsOfBooking, type BookingSuppliers } from './support/bookings.js';
import { holdFor } from './support/booking-money.js';
import { atAirline, startEditSuite, stopEditSuite } from './support/edit-suite.js';
import { editApi } from './support/booking-edits.js';

let suppliers: BookingSuppliers;
let ctx: TestContext;
let parentAdmin: SignedIn;
let agent: SignedIn;
let stranger: SignedIn;

const pnrOf = (who: SignedIn, bookingId: string) =>
  ctx.app.inject({ method: 'GET', url: `/api/bookings/${bookingId}/pnr`, headers: who.auth });

beforeAll(async () => ({ ctx, suppliers, parentAdmin, agent, stranger } = await startEditSuite()));

afterAll(() => stopEditSuite({ ctx, suppliers }));

describe('GET /api/bookings/{id}/pnr', () => {
  it('shows the PNR as the airline holds it after a remark: names in airline spelling, HK segments, no-store', async () => {
    const held = await holdFor(ctx, agent, { system: 'VN' });
    const edited = await editApi(ctx).edit(agent, {
      bookingId: held.id,
      action: 'add-remark',
      body: { expectedVersion: held.version, kind: 'CONFIDENTIAL', text: 'khách đến muộn' },
    });
    expect(edited.statusCode, edited.body).toBe(200);
    const response = await pnrOf(agent, held.id);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const view = response.json<TBookingPnrView>();
    expect(view).toMatchObject({ system: 'VN', pnr: held.pnr, status: 'HOLD' });
    expect(view.remarks).toEqual([{ kind: 'CONFIDENTIAL', text: 'KHACH DEN MUON' }]);
    expect(view.passengers[0]).toMatchObject({ paxId: 'ADT-1', type: 'ADT', lastName: 'TRAN' });
    expect(view.flights.map((flight) => flight.flightKey)).toEqual(held.routes.map((route) => route.offerId));
    expect(view.flights[0]!.segments.every((segment) => segment.status === 'HK')).toBe(true);
    expect(view.totals.net).toBeGreaterThan(0);
  });

  it("shows a schedule change the airline made: the segment TK at its new time and the old one's time", async () => {
    const held = await holdFor(ctx, agent, { system: 'VN' });
    await atAirline(suppliers, { pnr: held.pnr!, what: 'schedule-change', body: { shiftMinutes: 90 } });
    const view = (await pnrOf(agent, held.id)).json<TBookingPnrView>();
    const segment = view.flights[0]!.segments[0]!;
    expect(segment.status).toBe('TK');
    const moved = view.scheduleChange!.segments[0]!;
    expect(moved.flightKey).toBe(held.routes[0]!.offerId);
    // The supplier writes the number with its carrier ("VN213"): named once, never "VNVN213".
    expect(moved.flightNumber).toBe(segment.flightNumber);
    expect(moved.flightNumber).toMatch(/^VN\d+$/);
    expect(moved.newDepartDateTime).toBe(segment.departDateTime);
    expect(Date.parse(moved.newDepartDateTime) - Date.parse(moved.oldDepartDateTime)).toBe(90 * 60_000);
  });

  it('takes the schedule change into the booking once (TK at the new time, one history line), and submit-sc accepts it', async () => {
    const held = await holdFor(ctx, agent, { system: 'VN' });
    const oldDepart = held.routes[0]!.segments[0]!.departDateTime;
    await atAirline(suppliers, { pnr: held.pnr!, what: 'schedule-change', body: { shiftMinutes: 120 } });
    expect((await pnrOf(agent, held.id)).statusCode).toBe(200);
    expect((await pnrOf(parentAdmin, held.id)).statusCode).toBe(200);
    const seen = ctx.app.inject({ method: 'GET', url: `/api/bookings/${held.id}`, headers: agent.auth });
    const detail = (await seen).json<TBookingDetail>();
    const segment = detail.routes[0]!.segments[0]!;
    expect(segment.status).toBe('TK');
    expect(Date.parse(segment.departDateTime) - Date.parse(oldDepart)).toBe(120 * 60_000);
    expect(detail.version, 'an open form stays valid').toBe(held.version);
    const lines = (await eventsOfBooking(ctx, held.id)).filter((event) => event.action === 'schedule-change');
    expect(lines).toHaveLength(1);
    expect(lines[0]!.details).toMatchObject({
      pnr: held.pnr,
      changes: [{ field: 'scheduleChange', flightKey: held.routes[0]!.offerId }],
    });

    const accepted = await editApi(ctx).edit(agent, {
      bookingId: held.id,
      action: 'submit-sc',
      body: { expectedVersion: detail.version, flightKeys: [held.routes[0]!.offerId] },
    });
    expect(accepted.statusCode, accepted.body).toBe(200);
    const after = accepted.json<{ booking: TBookingDetail }>().booking.routes[0]!.segments[0]!;
    expect(after.status).toBe('HK');
    expect(after.departDateTime).toBe(segment.departDateTime);
  });

  it("lets the agency above read a sub-agency's PNR and answers another agency 404", async () => {
    const held = await holdFor(ctx, agent, { system: 'VN' });
    const above = await pnrOf(parentAdmin, held.id);
    expect(above.statusCode, above.body).toBe(200);
    expect(above.json<TBookingPnrView>().pnr).toBe(held.pnr);
    expectApiError(await pnrOf(stranger, held.id), 404, ErrorCode.NOT_FOUND);
  });

  it('answers 502 supplierUnavailable when the booking system does not answer', async () => {
    const held = await holdFor(ctx, agent, { system: 'VN' });
    suppliers.simulator.setFaults({ VN: { errorRate: 1 } });
    try {
      const body = expectApiError(await pnrOf(agent, held.id), 502, ErrorCode.SUPPLIER_UNAVAILABLE);
      expect(body.message).toBeTruthy();
    } finally {
      suppliers.simulator.setFaults({ VN: { errorRate: 0 } });
    }
  });

  it('answers 409 bookingPnrMissing, not 500, for a booking without a PNR', async () => {
    const held = await holdFor(ctx, agent, { system: 'VN' });
    await ctx.db.update(tables.bookings).set({ pnr: null }).where(eq(tables.bookings.id, held.id));
    const body = expectApiError(await pnrOf(agent, held.id), 409, ErrorCode.CONFLICT);
    expect(body.details).toMatchObject({ reason: 'wrongState' });
    expect(body.message).toContain('PNR');
  });

  it('masks a passport and an identity number to their last four characters', async () => {
    const held = await holdFor(ctx, agent, { system: 'VN' });
    const row = (await findBooking(ctx.db, held.id))!;
    const retrieved = await suppliers.gateway.retrieve(
      'VN',
      { pnr: held.pnr!, account: row.supplierAccount },
      { deadlineMs: 2000 },
    );
    if (!retrieved.ok) throw new Error(retrieved.message);
    const supplier: TSupplierBooking = retrieved.value;
    const [first] = supplier.passengers;
    const withDocuments = {
      ...supplier,
      passengers: [
        {
          ...first!,
          idNumber: '079912345678',
          passport: { number: 'C1234567', nationality: 'VNM', issuingCountry: 'VNM', expiryDate: '2031-01-01' },
        },
      ],
    };
    const view = pnrViewOf(withDocuments);
    expect(view.passengers[0]!.document).toEqual({
      maskedNumber: '••••4567',
      nationality: 'VNM',
      issuingCountry: 'VNM',
      expiryDate: '2031-01-01',
    });
    expect(view.passengers[0]!.maskedIdNumber).toBe('••••5678');
    expect(JSON.stringify(view)).not.toContain('C1234567');
  });
});
