// The money of a priced edit (decision 044): nothing is paid until issue, and the issue then charges the new total
// exactly along the chain; two agents accepting one quote at once make one change.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { tables } from '@portal/db';
import type { TBookingDetail, TBookingSystem } from '@portal/contracts';
import type { SignedIn, TestContext } from './support/test-context.js';
import { signInAccountOf, type BookingSuppliers } from './support/bookings.js';
import {
  addSegmentFee,
  expectLedgerInvariants,
  figuresOf,
  holdFor,
  moneyApi,
  reservationsOf,
  transactionsOf,
} from './support/booking-money.js';
import { editedEventsOf, startEditSuite, stopEditSuite, withEditReplyLost } from './support/edit-suite.js';
import { editApi, newEditKey } from './support/booking-edits.js';
import { quoteAndAccept, quoteOf } from './support/priced-edits.js';

const F1_FEE_PER_SEGMENT = 50_000;
const F1_INFANT_FEE = 20_000;
const DEPOSIT = 100_000_000;

let suppliers: BookingSuppliers;
let ctx: TestContext;
let f1Agent: SignedIn;
let f2Admin: SignedIn;

/** dd/MM/yyyy six months before the test clock's day: an infant's birth date. */
function infantBirthDate(): string {
  const date = new Date(ctx.clock.now());
  date.setUTCMonth(date.getUTCMonth() - 6);
  return `${String(date.getUTCDate()).padStart(2, '0')}/${String(date.getUTCMonth() + 1).padStart(2, '0')}/${date.getUTCFullYear()}`;
}

const addInfant = (held: TBookingDetail) => ({
  bookingId: held.id,
  action: 'add-infant',
  body: {
    expectedVersion: held.version,
    adultId: 'ADT-1',
    title: 'MSTR',
    lastName: 'Trần',
    firstName: 'Minh Khôi',
    birthDate: infantBirthDate(),
  },
});

beforeAll(async () => {
  ({ ctx, suppliers, parentAdmin: f1Agent, agent: f2Admin } = await startEditSuite({ deposit: DEPOSIT }));
  await addSegmentFee(ctx, f1Agent.agencyId, F1_FEE_PER_SEGMENT);
  await ctx.db.insert(tables.commissionFees).values({
    agencyId: f1Agent.agencyId,
    subAgencyId: null,
    airline: null,
    routeScope: 'domestic',
    paxType: 'INF',
    chargeBasis: 'ticket',
    amount: F1_INFANT_FEE,
  });
});

afterAll(() => stopEditSuite({ ctx, suppliers }));

afterEach(async () => expectLedgerInvariants(ctx));

describe('the money of a priced edit', () => {
  it('moves no money at the edit; the issue charges the new total along the chain, the infant fee included', async () => {
    const held = await holdFor(ctx, f2Admin, { system: 'VN' });
    expect(held.fareData.feeTotal).toBe(F1_FEE_PER_SEGMENT);
    const before = [await figuresOf(ctx, f2Admin.agencyId), await figuresOf(ctx, f1Agent.agencyId)] as const;
    const { quote, booking } = await quoteAndAccept(ctx, f2Admin, addInfant(held));
    const { supplierNet, feeTotal, totalAmount } = booking.fareData;
    expect(feeTotal).toBe(F1_FEE_PER_SEGMENT + F1_INFANT_FEE);
    expect(totalAmount).toBe(quote.totalAfter);
    expect(supplierNet).toBeGreaterThan(held.fareData.supplierNet);
    expect(await transactionsOf(ctx, held.id)).toEqual([]);
    expect(await figuresOf(ctx, f2Admin.agencyId)).toEqual(before[0]);

    const issued = await moneyApi(ctx).issue(f2Admin, held.id, { acceptedTotal: totalAmount });
    expect(issued.statusCode, issued.body).toBe(200);
    expect(issued.json<TBookingDetail>().status).toBe('EXPORT');
    expect(await figuresOf(ctx, f2Admin.agencyId)).toMatchObject({ balance: before[0].balance - totalAmount });
    expect(await figuresOf(ctx, f1Agent.agencyId)).toEqual({
      balance: before[1].balance - supplierNet,
      reserved: 0,
      commission: before[1].commission + feeTotal,
      funding: before[1].funding + supplierNet,
    });
    expect((await reservationsOf(ctx, held.id)).map((row) => [row.agencyId, row.amount, row.status]).sort()).toEqual(
      [
        [f2Admin.agencyId, totalAmount, 'posted'],
        [f1Agent.agencyId, supplierNet, 'posted'],
      ].sort(),
    );
    expect(await transactionsOf(ctx, held.id)).toHaveLength(1);
  });

  it('an issue sent with the total from before the edit is 409 priceChanged, and nothing is charged', async () => {
    const held = await holdFor(ctx, f2Admin, { system: 'VN' });
    await quoteAndAccept(ctx, f2Admin, addInfant(held));
    const before = await figuresOf(ctx, f2Admin.agencyId);
    const issued = await moneyApi(ctx).issue(f2Admin, held.id, { acceptedTotal: held.fareData.totalAmount });
    expect(issued.statusCode, issued.body).toBe(409);
    expect(await figuresOf(ctx, f2Admin.agencyId)).toEqual(before);
  });

  it('lets one of two agents accepting the same quote at once make the change; the airline gets one infant', async () => {
    const held = await holdFor(ctx, f2Admin, { system: 'VN' });
    const edit = addInfant(held);
    const quote = await quoteOf(ctx, f2Admin, edit);
    const body = { ...edit.body, acceptTotal: quote.totalAfter };
    const answers = await Promise.all([0, 1].map(() => editApi(ctx).edit(f2Admin, { ...edit, body })));
    const statuses = answers.map((answer) => answer.statusCode).sort();
    expect(statuses, answers.map((answer) => answer.body).join('\n')).toEqual([200, 409]);
    const loser = answers.find((answer) => answer.statusCode === 409)!;
    // The loser met the claim, or quoted after the winner's change was written: 409 either way, not the airline's words.
    expect(['staleVersion', 'editPending']).toContain(loser.json<{ details: { reason: string } }>().details.reason);
    const edited = await editedEventsOf(ctx, held.id);
    expect(edited).toHaveLength(1);
    const detail = await ctx.app.inject({ method: 'GET', url: `/api/bookings/${held.id}`, headers: f2Admin.auth });
    const booking = detail.json<TBookingDetail>();
    expect(booking.passengers.map((passenger) => passenger.paxId)).toEqual(['ADT-1', 'INF-1']);
    expect(booking.fareData.totalAmount).toBe(quote.totalAfter);
    const account = await signInAccountOf(ctx, f1Agent.agencyId);
    const pnr = await suppliers.gateway.retrieve(
      'VN' as TBookingSystem,
      { pnr: held.pnr!, account },
      { deadlineMs: 5_000 },
    );
    expect(pnr.ok && pnr.value.passengers.map((passenger) => passenger.id)).toEqual(['ADT-1', 'INF-1']);
    expect(pnr.ok && pnr.value.totalNet).toBe(booking.fareData.supplierNet);
  });

  it('answers 502 when the commit answer is lost; the retry with the same key writes the change once', async () => {
    const held = await holdFor(ctx, f2Admin, { system: 'VN' });
    const edit = addInfant(held);
    const quote = await quoteOf(ctx, f2Admin, edit);
    const accept = { ...edit, body: { ...edit.body, acceptTotal: quote.totalAfter }, key: newEditKey() };
    const lost = await withEditReplyLost(suppliers, () => editApi(ctx).edit(f2Admin, accept));
    expect(lost.statusCode, lost.body).toBe(502);
    expect(await editedEventsOf(ctx, held.id)).toEqual([]);
    // Meanwhile another agent's quote is refused before reaching the airline: the booking is about to change.
    const quoted = await editApi(ctx).edit(f2Admin, edit);
    expect(quoted.statusCode, quoted.body).toBe(409);
    expect(quoted.json<{ details: { reason: string } }>().details.reason).toBe('editPending');
    const retried = await editApi(ctx).edit(f2Admin, accept);
    expect(retried.statusCode, retried.body).toBe(200);
    const { booking } = retried.json<{ booking: TBookingDetail }>();
    expect(booking.version).toBe(held.version + 1);
    expect(booking.fareData.totalAmount).toBe(quote.totalAfter);
    expect(booking.passengers.map((passenger) => passenger.paxId)).toEqual(['ADT-1', 'INF-1']);
    const again = await editApi(ctx).edit(f2Admin, accept);
    expect(again.statusCode, again.body).toBe(200);
    expect(await editedEventsOf(ctx, held.id)).toHaveLength(1);
  });
});
