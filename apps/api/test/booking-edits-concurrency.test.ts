// Edits racing and repeated: two parallel edits of one version (one wins, the other 409 staleVersion), a retry with the
// same key (same answer, one change), the key with another body (422), the airline's refusal (422 with its words) and
// an unknown outcome retried safely with the same key.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorCode, type TBookingDetail } from '@portal/contracts';
import type { SignedIn, TestContext } from './support/test-context.js';
import { expectApiError } from './support/http.js';
import { eventsOfBooking, type BookingSuppliers } from './support/bookings.js';
import { holdFor, startCalmBookingApp } from './support/booking-money.js';
import { editApi, newEditKey } from './support/booking-edits.js';

let suppliers: BookingSuppliers;
let ctx: TestContext;
let agent: SignedIn;

const editedEvents = async (bookingId: string) =>
  (await eventsOfBooking(ctx, bookingId)).filter((event) => event.action === 'edited');
const remark = (expectedVersion: number, text: string) => ({ expectedVersion, kind: 'GENERAL', text });

beforeAll(async () => {
  ({ ctx, suppliers } = await startCalmBookingApp());
  agent = await ctx.newSignedInUser({ role: 'admin_f1' });
});

afterAll(async () => {
  await ctx?.close();
  await suppliers?.close();
});

describe('edits racing and repeated', () => {
  it('lets one of two parallel edits of the same version win; the other is 409 staleVersion', async () => {
    const held = await holdFor(ctx, agent, { system: 'VN' });
    const [first, second] = await Promise.all(
      ['FIRST AGENT', 'SECOND AGENT'].map((text) =>
        editApi(ctx).edit(agent, { bookingId: held.id, action: 'add-remark', body: remark(held.version, text) }),
      ),
    );
    const statuses = [first!.statusCode, second!.statusCode].sort();
    expect(statuses, `${first!.body} ${second!.body}`).toEqual([200, 409]);
    const loser = first!.statusCode === 409 ? first! : second!;
    expect(expectApiError(loser, 409, ErrorCode.CONFLICT).details).toMatchObject({
      reason: 'staleVersion',
      currentVersion: held.version + 1,
    });
    expect(await editedEvents(held.id)).toHaveLength(1);
  });

  it('answers a retry with the same key and body as the first time, and 422 for the key with another body', async () => {
    const held = await holdFor(ctx, agent, { system: 'VN' });
    const key = newEditKey();
    const send = (text: string) =>
      editApi(ctx).edit(agent, { bookingId: held.id, action: 'add-remark', body: remark(held.version, text), key });
    const once = await send('CALL BEFORE ISSUE');
    expect(once.statusCode, once.body).toBe(200);
    const again = await send('CALL BEFORE ISSUE');
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json<{ booking: TBookingDetail }>().booking.version).toBe(held.version + 1);
    expect(await editedEvents(held.id)).toHaveLength(1);
    const reused = await send('ANOTHER TEXT');
    expectApiError(reused, 422, ErrorCode.CONFLICT);
  });

  it("answers 422 with the airline's words when the supplier refuses, and changes nothing", async () => {
    const held = await holdFor(ctx, agent, { system: 'VN' });
    let version = held.version;
    let refused;
    for (let count = 0; count < 30 && !refused; count += 1) {
      const response = await editApi(ctx).edit(agent, {
        bookingId: held.id,
        action: 'add-remark',
        body: remark(version, `REMARK ${count}`),
      });
      if (response.statusCode === 200) version += 1;
      else refused = response;
    }
    expect(refused, 'the simulator keeps at most 20 remarks').toBeDefined();
    const body = expectApiError(refused!, 422, ErrorCode.CONFLICT);
    expect(body.details).toMatchObject({ reason: 'supplierRefused' });
    expect(String(body.details!.supplierMessage)).toContain('at most 20');
    expect(body.message).toContain('at most 20');
    expect(await editedEvents(held.id)).toHaveLength(version - held.version);
  });

  it('answers 502 outcome unknown when the reply is lost; the same key then makes the change once', async () => {
    const held = await holdFor(ctx, agent, { system: 'VN' });
    const key = newEditKey();
    const send = () =>
      editApi(ctx).edit(agent, { bookingId: held.id, action: 'add-remark', body: remark(held.version, 'LOST'), key });
    suppliers.simulator.setFaults({ VN: { editReplyLostRate: 1 } });
    try {
      const lost = await send();
      expect(expectApiError(lost, 502, ErrorCode.SUPPLIER_UNAVAILABLE).details).toMatchObject({
        outcome: 'unknown',
        retryWithSameKey: true,
      });
    } finally {
      suppliers.simulator.setFaults({ VN: { editReplyLostRate: 0 } });
    }
    expect(await editedEvents(held.id)).toHaveLength(0);
    const retried = await send();
    expect(retried.statusCode, retried.body).toBe(200);
    expect(await editedEvents(held.id)).toHaveLength(1);
  });
});
