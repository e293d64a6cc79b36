// Edits racing and repeated (decision 043): two parallel edits of one version (only one reaches the airline, the other
// 409), a retry with the same key (same answer, one change), the key with another body (422), the airline's refusal
// (422 with its words, the version kept) and an unknown outcome that holds the booking until retried with the same key.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorCode, type TBookingDetail } from '@portal/contracts';
import type { SignedIn, TestContext } from './support/test-context.js';
import { expectApiError } from './support/http.js';
import { bookingApi, type BookingSuppliers } from './support/bookings.js';
import { holdFor, issuedFor, moneyApi, topUp } from './support/booking-money.js';
import {
  editedEventsOf,
  pnrAtSupplier,
  startEditSuite,
  stopEditSuite,
  withEditReplyLost,
} from './support/edit-suite.js';
import { editApi, newEditKey } from './support/booking-edits.js';
import { EDIT_CLAIM_LEASE_MS } from '../src/modules/bookings/repository/booking-edit-writes.js';

let suppliers: BookingSuppliers;
let ctx: TestContext;
let agent: SignedIn;

const editedEvents = (bookingId: string) => editedEventsOf(ctx, bookingId);
const remark = (expectedVersion: number, text: string) => ({ expectedVersion, kind: 'GENERAL', text });

/** The remarks the simulator's PNR holds now: what reached the airline. */
async function remarksAtSupplier(bookingId: string): Promise<string[]> {
  const pnr = await pnrAtSupplier({ ctx, suppliers }, bookingId);
  return (pnr.remarks ?? []).map((element) => element.text);
}

const versionOf = async (bookingId: string) =>
  (await bookingApi(ctx).detail(agent, bookingId)).json<TBookingDetail>().version;

// The agent is an F1 admin here: the suite's parent agency.
beforeAll(async () => ({ ctx, suppliers, parentAdmin: agent } = await startEditSuite()));

afterAll(() => stopEditSuite({ ctx, suppliers }));

describe('edits racing and repeated', () => {
  it('lets only one of two parallel edits of the same version reach the airline; the other is 409', async () => {
    const held = await holdFor(ctx, agent, { system: 'VN' });
    const [first, second] = await Promise.all(
      ['FIRST AGENT', 'SECOND AGENT'].map((text) =>
        editApi(ctx).edit(agent, { bookingId: held.id, action: 'add-remark', body: remark(held.version, text) }),
      ),
    );
    const statuses = [first!.statusCode, second!.statusCode].sort();
    expect(statuses, `${first!.body} ${second!.body}`).toEqual([200, 409]);
    const loser = first!.statusCode === 409 ? first! : second!;
    const details = expectApiError(loser, 409, ErrorCode.CONFLICT).details!;
    // Refused while the winner awaited the airline (editPending) or after it wrote (staleVersion): never sent.
    expect(['editPending', 'staleVersion']).toContain(details.reason);
    expect(await editedEvents(held.id)).toHaveLength(1);
    expect(await remarksAtSupplier(held.id)).toHaveLength(1);
    expect(await versionOf(held.id)).toBe(held.version + 1);
  });

  it('refuses eight parallel edits of one version but one, and only that one reaches the airline', async () => {
    const held = await holdFor(ctx, agent, { system: 'VN' });
    const responses = await Promise.all(
      Array.from({ length: 8 }, (_, index) =>
        editApi(ctx).edit(agent, {
          bookingId: held.id,
          action: 'add-remark',
          body: remark(held.version, `R ${index}`),
        }),
      ),
    );
    expect(responses.filter((response) => response.statusCode === 200)).toHaveLength(1);
    expect(responses.filter((response) => response.statusCode === 409)).toHaveLength(7);
    expect(await remarksAtSupplier(held.id)).toHaveLength(1);
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
    // Nothing changed: the claim is released and the version is the one the agent sent, so an edit goes on from it.
    expect(await versionOf(held.id)).toBe(version);
    const next = await editApi(ctx).edit(agent, {
      bookingId: held.id,
      action: 'add-osi',
      body: { expectedVersion: version, text: 'VIP CUSTOMER' },
    });
    expect(next.statusCode, next.body).toBe(200);
  });

  it('answers 502 when the reply is lost, holds the booking for that key, and the same key then changes it once', async () => {
    const held = await holdFor(ctx, agent, { system: 'VN' });
    const key = newEditKey();
    const send = () =>
      editApi(ctx).edit(agent, { bookingId: held.id, action: 'add-remark', body: remark(held.version, 'LOST'), key });
    const lost = await withEditReplyLost(suppliers, send);
    expect(expectApiError(lost, 502, ErrorCode.SUPPLIER_UNAVAILABLE).details).toMatchObject({
      outcome: 'unknown',
      retryWithSameKey: true,
    });
    expect(await editedEvents(held.id)).toHaveLength(0);
    expect(await remarksAtSupplier(held.id), 'the airline made the change').toEqual(['LOST']);
    // Meanwhile another edit, an issue and a cancel are refused before reaching the airline.
    const other = await editApi(ctx).edit(agent, {
      bookingId: held.id,
      action: 'add-remark',
      body: remark(held.version + 1, 'OTHER'),
    });
    expect(expectApiError(other, 409, ErrorCode.CONFLICT).details).toMatchObject({ reason: 'editPending' });
    const issue = await moneyApi(ctx).issue(agent, held.id);
    expect(expectApiError(issue, 409, ErrorCode.CONFLICT).details).toMatchObject({ reason: 'editPending' });
    const cancel = await bookingApi(ctx).cancel(agent, held.id);
    expect(expectApiError(cancel, 409, ErrorCode.CONFLICT).details).toMatchObject({ reason: 'editPending' });
    const reused = await editApi(ctx).edit(agent, {
      bookingId: held.id,
      action: 'add-remark',
      body: remark(held.version, 'ANOTHER BODY'),
      key,
    });
    expectApiError(reused, 422, ErrorCode.CONFLICT);

    const retried = await send();
    expect(retried.statusCode, retried.body).toBe(200);
    expect(retried.json<{ booking: TBookingDetail }>().booking.version).toBe(held.version + 1);
    expect(await editedEvents(held.id)).toHaveLength(1);
    expect(await remarksAtSupplier(held.id)).toEqual(['LOST']);
    const cancelled = await bookingApi(ctx).cancel(agent, held.id);
    expect(cancelled.statusCode, cancelled.body).toBe(200);
  });

  it('refuses a void and a refund while an edit of the ticketed booking awaits the airline', async () => {
    await topUp(ctx, agent.agencyId, 50_000_000);
    const issued = await issuedFor(ctx, agent, 1);
    const lost = await withEditReplyLost(suppliers, () =>
      editApi(ctx).edit(agent, {
        bookingId: issued.id,
        action: 'add-remark',
        body: remark(issued.version, 'TICKETED'),
      }),
    );
    expectApiError(lost, 502, ErrorCode.SUPPLIER_UNAVAILABLE);
    const voided = await moneyApi(ctx).void(agent, issued.id);
    expect(expectApiError(voided, 409, ErrorCode.CONFLICT).details).toMatchObject({ reason: 'editPending' });
    const quoted = await moneyApi(ctx).refundQuote(agent, issued.id);
    expect(quoted.statusCode, quoted.body).toBe(200);
    const refunded = await moneyApi(ctx).refund(agent, issued.id, quoted.json<{ quoteId: string }>().quoteId);
    expect(expectApiError(refunded, 409, ErrorCode.CONFLICT).details).toMatchObject({ reason: 'editPending' });
    expect((await bookingApi(ctx).detail(agent, issued.id)).json<TBookingDetail>().status).toBe('EXPORT');
  });

  it('lets another edit take over a claim whose key never came back once its lease has passed', async () => {
    const held = await holdFor(ctx, agent, { system: 'VN' });
    const lost = await withEditReplyLost(suppliers, () =>
      editApi(ctx).edit(agent, { bookingId: held.id, action: 'add-remark', body: remark(held.version, 'ABANDONED') }),
    );
    expectApiError(lost, 502, ErrorCode.SUPPLIER_UNAVAILABLE);
    const claimedVersion = await versionOf(held.id);
    expect(claimedVersion).toBe(held.version + 1);
    const early = await editApi(ctx).edit(agent, {
      bookingId: held.id,
      action: 'add-remark',
      body: remark(claimedVersion, 'TOO EARLY'),
    });
    expect(expectApiError(early, 409, ErrorCode.CONFLICT).details).toMatchObject({ reason: 'editPending' });
    ctx.clock.advance(EDIT_CLAIM_LEASE_MS + 1000);
    const taken = await editApi(ctx).edit(agent, {
      bookingId: held.id,
      action: 'add-remark',
      body: remark(claimedVersion, 'TAKEN OVER'),
    });
    expect(taken.statusCode, taken.body).toBe(200);
    expect(await remarksAtSupplier(held.id)).toEqual(['ABANDONED', 'TAKEN OVER']);
    expect(await versionOf(held.id)).toBe(claimedVersion + 1);
  });
});
