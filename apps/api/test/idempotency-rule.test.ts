// The one Idempotency-Key rule (DESIGN §3, decision 030) on every money and booking mutation that takes a key: the same
// key and body again answers the first result and moves nothing more; the same key with another body is 422 code 41.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import type { TBookingDetail, TBookingOrder } from '@portal/contracts';
import type { SignedIn, TestContext } from './support/test-context.js';
import { expectApiError } from './support/http.js';
import {
  acceptedTotalOf,
  bookingApi,
  holdBody,
  leg,
  pickFare,
  searchOffers,
  selectionOf,
  type BookingSuppliers,
} from './support/bookings.js';
import { expectLedgerInvariants, holdFor, moneyApi, topUp, startCalmBookingApp } from './support/booking-money.js';
import { agencyTree, type AgencyTree } from './support/top-ups.js';

let suppliers: BookingSuppliers;
let ctx: TestContext;
let agent: SignedIn;
let tree: AgencyTree;

beforeAll(async () => {
  ({ ctx, suppliers } = await startCalmBookingApp({ accessTokenTtlSeconds: 86_400 }));
  agent = await ctx.newSignedInUser({ role: 'agent_f1' });
  await topUp(ctx, agent.agencyId, 100_000_000);
  tree = await agencyTree(ctx);
});
afterAll(async () => {
  await ctx.close();
  await suppliers.close();
});

/** One mutation: a first request made with the key, the same again, and one with another body and the same key. */
type Mutation = {
  name: string;
  /** Sends the request with this key; `variant` 'same' repeats the first body, 'other' changes a deciding field. */
  prepare(): Promise<(key: string, variant: 'first' | 'same' | 'other') => Promise<LightMyRequestResponse>>;
  /** What makes two answers the same result. */
  identity(response: LightMyRequestResponse): unknown;
};

/** The ticket numbers of an issued booking (none would make two answers trivially equal, so none is refused). */
function ticketsOf(response: LightMyRequestResponse): string[] {
  const tickets = response.json<TBookingDetail>().passengers.map((passenger) => passenger.ticketNumber);
  expect(tickets.length).toBeGreaterThan(0);
  expect(
    tickets.every((ticket) => typeof ticket === 'string' && ticket.length > 0),
    tickets.join(),
  ).toBe(true);
  return tickets as string[];
}

const MUTATIONS: Mutation[] = [
  {
    name: 'POST /api/bookings/hold',
    async prepare() {
      const out = leg('HAN', 'DAD', 25);
      const flights = [selectionOf(pickFare(await searchOffers(ctx, agent, { legs: [out] }), 'VJ', 0), out)];
      const acceptedTotal = await acceptedTotalOf(ctx, agent, flights, { adt: 1, chd: 0, inf: 0 });
      const body = holdBody({
        flights,
        acceptedTotal,
        passengers: [{ paxId: 'ADT-1', lastName: 'Phạm', firstName: 'Khoá Lặp' }],
      });
      return (key, variant) =>
        bookingApi(ctx).hold(agent, variant === 'other' ? { ...body, contact: { phone: '0987654321' } } : body, key);
    },
    identity: (response) => response.json<TBookingOrder>().id,
  },
  {
    name: 'POST /api/bookings/{id}/issue',
    async prepare() {
      const booking = await holdFor(ctx, agent);
      const total = booking.fareData.totalAmount;
      return (key, variant) =>
        moneyApi(ctx).issue(agent, booking.id, { key, acceptedTotal: variant === 'other' ? total + 1_000 : total });
    },
    identity: ticketsOf,
  },
  {
    name: 'POST /api/bookings/{id}/issue (the key of another booking)',
    async prepare() {
      const [first, second] = [await holdFor(ctx, agent), await holdFor(ctx, agent)];
      return (key, variant) => moneyApi(ctx).issue(agent, variant === 'other' ? second.id : first.id, { key });
    },
    identity: ticketsOf,
  },
  {
    name: 'POST /api/deposit-adjustments',
    async prepare() {
      const body = { agencyId: tree.f2Id, direction: 'credit', amount: 1_500_000, reason: 'Bù chênh lệch đối soát' };
      return (key, variant) =>
        ctx.app.inject({
          method: 'POST',
          url: '/api/deposit-adjustments',
          headers: tree.f1Admin.auth,
          payload: { ...body, idempotencyKey: key, ...(variant === 'other' ? { amount: 1_600_000 } : {}) },
        });
    },
    identity: (response) => response.json<{ transactionId: string }>().transactionId,
  },
];

describe.each(MUTATIONS)('$name', (mutation) => {
  it('answers the same key and body with the first result, and the same key with another body with 422 code 41', async () => {
    const send = await mutation.prepare();
    const key = `rule-${randomUUID()}`;

    const first = await send(key, 'first');
    expect(first.statusCode, first.body).toBeLessThan(300);
    const again = await send(key, 'same');
    const other = await send(key, 'other');

    expect(again.statusCode, again.body).toBeLessThan(300);
    expect(mutation.identity(again)).toEqual(mutation.identity(first));
    expect(expectApiError(other, 422, 41).details).toMatchObject({ idempotencyKey: key });
    await expectLedgerInvariants(ctx);
  });
});
