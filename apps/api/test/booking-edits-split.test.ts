// split-passenger end to end against the simulator: a second booking of the same order with its own PNR, the moved
// passengers and their share of the money; the refusals (400, 404, 403), and retries with the same key (decision 045).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ErrorCode,
  type TBookingDetail,
  type TBookingEditResponse,
  type TListBookingsResponse,
} from '@portal/contracts';
import type { SignedIn, TestContext } from './support/test-context.js';
import { errorFieldsOf, expectApiError } from './support/http.js';
import { bookingApi, type BookingSuppliers } from './support/bookings.js';
import { addSegmentFee } from './support/booking-money.js';
import { editedEventsOf, startEditSuite, stopEditSuite, withEditReplyLost } from './support/edit-suite.js';
import { newEditKey } from './support/booking-edits.js';
import { bookingRowOf, bookingsOfOrder, heldWith, splitOf } from './support/booking-split.js';

let suppliers: BookingSuppliers;
let ctx: TestContext;
let parentAdmin: SignedIn;
let agent: SignedIn;
let stranger: SignedIn;

/** An odd fee per adult and segment, so the parts' fees cannot come out equal by rounding. */
const ODD_FEE = 33_333;

beforeAll(async () => {
  ({ ctx, suppliers, parentAdmin, agent, stranger } = await startEditSuite({ deposit: 100_000_000 }));
  await addSegmentFee(ctx, parentAdmin.agencyId, ODD_FEE);
});

afterAll(() => stopEditSuite({ ctx, suppliers }));

const answerOf = (response: Awaited<ReturnType<typeof splitOf>>) => {
  expect(response.statusCode, response.body).toBe(200);
  return response.json<TBookingEditResponse>() as TBookingEditResponse & { newBookingId: string };
};

describe('split-passenger', () => {
  it('moves one of two adults to a second booking of the same order, with its own PNR, passengers and money', async () => {
    const held = await heldWith(ctx, agent, { adults: 2 });
    const before = await bookingRowOf(ctx, held.id);
    const { booking, newBookingId } = answerOf(await splitOf(ctx, agent, { booking: held, paxIds: ['ADT-2'] }));
    expect(booking.version).toBe(held.version + 1);
    expect(booking.passengers.map((passenger) => passenger.paxId)).toEqual(['ADT-1']);

    const created = (await bookingApi(ctx).detail(agent, newBookingId)).json<TBookingDetail>();
    expect(created).toMatchObject({ status: 'HOLD', orderId: held.orderId, system: held.system, version: 0 });
    expect(created.pnr).not.toBe(held.pnr);
    expect(created.passengers.map((passenger) => passenger.paxId)).toEqual(['ADT-2']);

    const [kept, moved] = [await bookingRowOf(ctx, held.id), await bookingRowOf(ctx, newBookingId)];
    expect(moved).toMatchObject({ agencyId: before.agencyId, supplierAccount: before.supplierAccount });
    expect(moved.timeLimit).toEqual(before.timeLimit);
    expect(kept.totalAmount + moved.totalAmount).toBe(before.totalAmount);
    expect(kept.supplierNet + moved.supplierNet).toBe(before.supplierNet);
    expect([kept.feeTotal, moved.feeTotal]).toEqual([ODD_FEE, ODD_FEE]);
    for (const part of [kept, moved]) expect(part.totalAmount).toBe(part.supplierNet + part.feeTotal);

    const atSupplier = await suppliers.gateway.retrieve(
      'VN',
      { pnr: created.pnr!, account: before.supplierAccount },
      { deadlineMs: 2000 },
    );
    expect(atSupplier).toMatchObject({ ok: true, value: { splitFrom: held.pnr, totalNet: moved.supplierNet } });
  });

  it('moves an infant with its adult and splits odd amounts exactly as the hold priced each passenger', async () => {
    const held = await heldWith(ctx, agent, { adults: 2, infants: 1 });
    const before = await bookingRowOf(ctx, held.id);
    const lines = (before.pricing as { lines: { paxId: string; supplierNet: number; fees: number[] }[] }).lines;
    const movedLines = lines.filter((line) => ['ADT-1', 'INF-1'].includes(line.paxId));
    const movedNet = movedLines.reduce((sum, line) => sum + line.supplierNet, 0);
    const movedFee = movedLines.reduce((sum, line) => sum + line.fees.reduce((a, b) => a + b, 0), 0);

    const { newBookingId } = answerOf(await splitOf(ctx, agent, { booking: held, paxIds: ['ADT-1'] }));
    const [kept, moved] = [await bookingRowOf(ctx, held.id), await bookingRowOf(ctx, newBookingId)];
    expect(moved.paxIds).toEqual(['ADT-1', 'INF-1']);
    expect(kept.paxIds).toEqual(['ADT-2']);
    expect(moved).toMatchObject({ supplierNet: movedNet, feeTotal: movedFee, totalAmount: movedNet + movedFee });
    expect(kept.totalAmount).toBe(before.totalAmount - movedNet - movedFee);
    expect((moved.pricing as { pax: object }).pax).toEqual({ adt: 1, chd: 0, inf: 1 });
    const shown = (await bookingApi(ctx).detail(agent, newBookingId)).json<TBookingDetail>().fareData;
    expect(shown).toMatchObject({ supplierNet: movedNet, feeTotal: movedFee, totalAmount: movedNet + movedFee });
    expect(shown.byPaxType.map((price) => [price.type, price.count])).toEqual([
      ['ADT', 1],
      ['INF', 1],
    ]);
    expect((kept.pricing as { pax: object }).pax).toEqual({ adt: 1, chd: 0, inf: 0 });

    const changes = [
      { field: 'split', paxId: 'ADT-1', before: held.pnr },
      { field: 'split', paxId: 'INF-1' },
    ];
    const editedOf = async (id: string) => (await editedEventsOf(ctx, id)).map((event) => event.details);
    expect(await editedOf(held.id)).toMatchObject([{ editAction: 'split-passenger', newBookingId, changes }]);
    expect(await editedOf(newBookingId)).toMatchObject([{ splitFrom: { bookingId: held.id, pnr: held.pnr }, changes }]);

    // Both parts stay issuable: each one's held price still adds up to its own total.
    const issued = await ctx.app.inject({
      method: 'POST',
      url: `/api/bookings/${newBookingId}/issue`,
      headers: { ...agent.auth, 'idempotency-key': newEditKey() },
      payload: {},
    });
    expect(issued.statusCode, issued.body).toBe(200);
    expect(issued.json<TBookingDetail>().status).toBe('EXPORT');
    expect(await bookingRowOf(ctx, newBookingId)).toMatchObject({ totalAmount: moved.totalAmount });
  });

  it('lists both bookings to the agency and the agency above, and to nobody else', async () => {
    const held = await heldWith(ctx, agent, { adults: 2 });
    const { newBookingId } = answerOf(await splitOf(ctx, agent, { booking: held, paxIds: ['ADT-1'] }));
    for (const who of [agent, parentAdmin]) {
      const list = (await bookingApi(ctx).list(who, 'limit=200')).json<TListBookingsResponse>();
      const ids = list.items.map((item) => item.id);
      expect(ids).toEqual(expect.arrayContaining([held.id, newBookingId]));
      expect((await bookingApi(ctx).detail(who, newBookingId)).statusCode).toBe(200);
    }
    expect((await bookingApi(ctx).detail(stranger, newBookingId)).statusCode).toBe(404);
  });

  it('refuses with 400 naming paxIds when every passenger is chosen, or an infant without its adult', async () => {
    const held = await heldWith(ctx, agent, { adults: 2, infants: 1 });
    const all = await splitOf(ctx, agent, { booking: held, paxIds: ['ADT-1', 'ADT-2'] });
    expectApiError(all, 400, ErrorCode.VALIDATION);
    expect(errorFieldsOf(all)).toContain('paxIds');
    const infant = await splitOf(ctx, agent, { booking: held, paxIds: ['ADT-2', 'INF-1'] });
    expect(errorFieldsOf(infant)).toContain('paxIds.1');
    expect((await bookingsOfOrder(ctx, held.orderId)).map((row) => row.version)).toEqual([held.version]);
  });

  it("answers 404 for another agency's booking and 403 from the agency above, and splits nothing", async () => {
    const held = await heldWith(ctx, agent, { adults: 2 });
    expectApiError(await splitOf(ctx, stranger, { booking: held, paxIds: ['ADT-2'] }), 404, ErrorCode.NOT_FOUND);
    expectApiError(await splitOf(ctx, parentAdmin, { booking: held, paxIds: ['ADT-2'] }), 403, ErrorCode.FORBIDDEN);
    expect(await bookingsOfOrder(ctx, held.orderId)).toHaveLength(1);
  });

  it('replays the same answer for the same key, and keeps two PNRs after an unknown outcome retried', async () => {
    const held = await heldWith(ctx, agent, { adults: 3 });
    const key = newEditKey();
    const lost = await withEditReplyLost(suppliers, () =>
      splitOf(ctx, agent, { booking: held, paxIds: ['ADT-3'], key }),
    );
    expect(expectApiError(lost, 502, ErrorCode.SUPPLIER_UNAVAILABLE).details).toMatchObject({ outcome: 'unknown' });
    expect(await bookingsOfOrder(ctx, held.orderId)).toHaveLength(1);
    // The lost split still holds the booking: another key waits (decision 043), the same key resumes.
    const other = await splitOf(ctx, agent, { booking: { ...held, version: held.version + 1 }, paxIds: ['ADT-2'] });
    expect(expectApiError(other, 409, ErrorCode.CONFLICT).details).toMatchObject({ reason: 'editPending' });
    const first = answerOf(await splitOf(ctx, agent, { booking: held, paxIds: ['ADT-3'], key }));
    const again = answerOf(await splitOf(ctx, agent, { booking: held, paxIds: ['ADT-3'], key }));
    expect(again.newBookingId).toBe(first.newBookingId);
    expect(again.booking.version).toBe(held.version + 1);
    expect(await bookingsOfOrder(ctx, held.orderId)).toHaveLength(2);
    const account = (await bookingRowOf(ctx, held.id)).supplierAccount;
    const original = await suppliers.gateway.retrieve('VN', { pnr: held.pnr!, account }, { deadlineMs: 2000 });
    expect(original.ok && original.value.splitInto).toHaveLength(1);
    const reused = await splitOf(ctx, agent, { booking: held, paxIds: ['ADT-2'], key });
    expectApiError(reused, 422, ErrorCode.CONFLICT);
  });
});
