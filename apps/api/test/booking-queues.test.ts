// The work queues (decision 096): what each queue holds and in which order, the caller's scope and sub-agency filter,
// the batch issue with one PIN paying each hold once under a replayed batch and two racing batches, and the waitlist file.
import { randomUUID } from 'node:crypto';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { TBookingDetail, TQueueIssueResponse, TQueueListResponse, TStepUpTokenResponse } from '@portal/contracts';
import ExcelJS from 'exceljs';
import { TEST_PASSWORD, type SignedIn, type TestContext } from './support/test-context.js';
import { expectApiError } from './support/http.js';
import { bookingApi, type BookingSuppliers } from './support/bookings.js';
import { atAirline, supplierKeyOf } from './support/edit-suite.js';
import {
  addSegmentFee,
  CALM,
  expectLedgerInvariants,
  figuresOf,
  holdFor,
  issuedFor,
  moneyApi,
  startCalmBookingApp,
  topUp,
  transactionsOf,
} from './support/booking-money.js';

const DEPOSIT = 100_000_000;
let suppliers: BookingSuppliers;
let ctx: TestContext;
let f1Admin: SignedIn;
let f2Admin: SignedIn;
let stranger: SignedIn;

beforeAll(async () => {
  ({ suppliers, ctx } = await startCalmBookingApp({ accessTokenTtlSeconds: 3 * 86_400 }));
  f1Admin = await ctx.newSignedInUser({ role: 'admin_f1' });
  f2Admin = await ctx.newSignedInUser({ role: 'admin_f2', level: 'F2', parentId: f1Admin.agencyId });
  stranger = await ctx.newSignedInUser({ role: 'admin_f1' });
  await addSegmentFee(ctx, f1Admin.agencyId, 50_000);
  for (const who of [f1Admin, f2Admin, stranger]) await topUp(ctx, who.agencyId, DEPOSIT);
});
afterAll(async () => {
  await ctx.close();
  await suppliers.close();
});
beforeEach(() => suppliers.simulator.setFaults(CALM));
afterEach(async () => expectLedgerInvariants(ctx));

const queue = async (who: SignedIn, name: string, query = '') => {
  const response = await ctx.app.inject({
    method: 'GET',
    url: `/api/bookings/queues/${name}${query ? `?${query}` : ''}`,
    headers: who.auth,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<TQueueListResponse>();
};
const idsIn = (page: TQueueListResponse) => page.items.map((item) => item.id);

/** A hold whose time limit the simulator sets `seconds` after now. */
async function holdWithLimit(who: SignedIn, seconds: number): Promise<TBookingDetail> {
  suppliers.simulator.setFaults(
    Object.fromEntries(
      Object.entries(CALM).map(([system, faults]) => [system, { ...faults, holdTimeLimitSeconds: seconds }]),
    ),
  );
  try {
    return await holdFor(ctx, who);
  } finally {
    suppliers.simulator.setFaults(CALM);
  }
}

const issueBatch = (who: SignedIn, items: object[], stepUp?: string) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/bookings/queues/issue',
    headers: { ...who.auth, ...(stepUp ? { 'x-step-up': stepUp } : {}) },
    payload: { items },
  });

describe('issue and cancel queues', () => {
  it('lists holds nearest their time limit first, the caller and the agencies below it, never another branch', async () => {
    const later = await holdWithLimit(f1Admin, 7_200);
    const sooner = await holdWithLimit(f2Admin, 3_600);
    const foreign = await holdWithLimit(stranger, 600);

    const f1Page = await queue(f1Admin, 'issue');
    expect(idsIn(f1Page)).toEqual([sooner.id, later.id]);
    expect(f1Page.items[0]).toMatchObject({ pnr: sooner.pnr, agency: { id: f2Admin.agencyId }, status: 'HOLD' });
    expect(Date.parse(f1Page.items[0]!.timeLimit!)).toBeLessThan(Date.parse(f1Page.items[1]!.timeLimit!));
    expect(idsIn(await queue(f1Admin, 'issue', 'order=desc'))).toEqual([later.id, sooner.id]);
    expect(idsIn(await queue(f2Admin, 'issue'))).toEqual([sooner.id]);
    expect(idsIn(await queue(f1Admin, 'issue', `subAgencyId=${f2Admin.agencyId}`))).toEqual([sooner.id]);
    expect(idsIn(await queue(f1Admin, 'issue', `pnr=${later.pnr!.slice(0, 4)}`))).toContain(later.id);
    expect(idsIn(await queue(stranger, 'issue'))).toEqual([foreign.id]);
    expect(idsIn(await queue(f1Admin, 'cancel'))).toEqual([sooner.id, later.id]);
    const outside = await ctx.app.inject({
      method: 'GET',
      url: `/api/bookings/queues/issue?subAgencyId=${stranger.agencyId}`,
      headers: f1Admin.auth,
    });
    expect(outside.statusCode).toBe(404);
    const badSort = await ctx.app.inject({
      method: 'GET',
      url: '/api/bookings/queues/issue?sort=soon',
      headers: f1Admin.auth,
    });
    expect(badSort.statusCode).toBe(400);
    expect(badSort.body).toContain('sort');

    // A hold whose time limit passed leaves the issue queue but stays in the cancel queue until released.
    ctx.clock.advance(3_601_000);
    expect(idsIn(await queue(f1Admin, 'issue'))).toEqual([later.id]);
    expect(idsIn(await queue(f1Admin, 'cancel'))).toEqual([sooner.id, later.id]);
    expect((await bookingApi(ctx).cancel(f1Admin, later.id)).statusCode).toBe(200);
    expect(idsIn(await queue(f1Admin, 'cancel'))).toEqual([sooner.id]);
    expect((await bookingApi(ctx).cancel(f2Admin, sooner.id)).statusCode).toBe(200);
    expect((await bookingApi(ctx).cancel(stranger, foreign.id)).statusCode).toBe(200);
  });
});

describe('batch issue', () => {
  it('asks the PIN once for the batch, pays each hold once, and a replayed batch pays nothing again', async () => {
    const agent = await ctx.newSignedInUser({ agencyId: f2Admin.agencyId, role: 'admin_f2' });
    const pin = await ctx.app.inject({
      method: 'POST',
      url: '/api/pin-code',
      headers: agent.auth,
      payload: { pin: '493817', password: TEST_PASSWORD },
    });
    expect(pin.statusCode, pin.body).toBeLessThan(300);
    const first = await holdFor(ctx, agent);
    const second = await holdFor(ctx, agent);
    const foreign = await holdFor(ctx, stranger);
    const repriced = await holdFor(ctx, agent);
    const before = await figuresOf(ctx, f2Admin.agencyId);
    const items = [first, second, repriced].map((booking) => ({
      bookingId: booking.id,
      idempotencyKey: `queue-${randomUUID()}`,
      // The third was seen at another total (its price moved): refused on its own line, nothing paid for it.
      acceptedTotal: booking.fareData.totalAmount + (booking === repriced ? 1_000 : 0),
    }));

    // Another branch's booking in the batch: 404 for the whole batch, before the PIN and before anything moves.
    const withForeign = [...items, { bookingId: foreign.id, idempotencyKey: `queue-${randomUUID()}` }];
    expect((await issueBatch(agent, withForeign)).statusCode).toBe(404);
    const challenge = expectApiError(await issueBatch(agent, items), 403, 120);
    const verified = await ctx.app.inject({
      method: 'POST',
      url: '/api/pin-code/verify',
      headers: agent.auth,
      payload: { salt: (challenge.details as { salt: string }).salt, pin: '493817' },
    });
    const stepUp = verified.json<TStepUpTokenResponse>().stepUpToken;
    const issued = await issueBatch(agent, items, stepUp);
    expect(issued.statusCode, issued.body).toBe(200);
    const outcomes = issued.json<TQueueIssueResponse>().outcomes;
    expect(outcomes.map((outcome) => outcome.outcome)).toEqual(['ISSUED', 'ISSUED', 'REFUSED']);
    expect(outcomes[2]).toMatchObject({
      bookingId: repriced.id,
      pnr: repriced.pnr,
      code: expect.any(String),
      message: expect.any(String),
    });
    const after = await figuresOf(ctx, f2Admin.agencyId);
    expect(before.balance - after.balance).toBe(first.fareData.totalAmount + second.fareData.totalAmount);

    // The same batch again (a lost answer, a double click): the refused hold is still to issue, so the PIN is asked
    // again; with the PIN, the issued two are answered as they are and only the refused one is tried (refused again).
    const again = expectApiError(await issueBatch(agent, items), 403, 120);
    const stepUpAgain = (
      await ctx.app.inject({
        method: 'POST',
        url: '/api/pin-code/verify',
        headers: agent.auth,
        payload: { salt: (again.details as { salt: string }).salt, pin: '493817' },
      })
    ).json<TStepUpTokenResponse>().stepUpToken;
    const replayed = await issueBatch(agent, items, stepUpAgain);
    expect(replayed.statusCode, replayed.body).toBe(200);
    expect(replayed.json<TQueueIssueResponse>().outcomes.map((outcome) => outcome.outcome)).toEqual([
      'ISSUED',
      'ISSUED',
      'REFUSED',
    ]);
    // The issued two alone: nothing left to issue, so no PIN is asked and nothing moves.
    const issuedTwo = await issueBatch(agent, items.slice(0, 2));
    expect(issuedTwo.statusCode, issuedTwo.body).toBe(200);
    expect(issuedTwo.json<TQueueIssueResponse>().outcomes.map((outcome) => outcome.outcome)).toEqual([
      'ISSUED',
      'ISSUED',
    ]);
    expect((await figuresOf(ctx, f2Admin.agencyId)).balance).toBe(after.balance);
    for (const booking of [first, second]) expect(await transactionsOf(ctx, booking.id)).toHaveLength(1);
    expect(idsIn(await queue(agent, 'issue'))).not.toContain(first.id);
    expect((await bookingApi(ctx).cancel(stranger, foreign.id)).statusCode).toBe(200);
    expect((await bookingApi(ctx).cancel(agent, repriced.id)).statusCode).toBe(200);
  });

  it('two batches racing over the same holds pay each hold once', async () => {
    const holds = [await holdFor(ctx, f2Admin), await holdFor(ctx, f2Admin), await holdFor(ctx, f2Admin)];
    const before = await figuresOf(ctx, f2Admin.agencyId);
    const batch = () => holds.map((booking) => ({ bookingId: booking.id, idempotencyKey: `race-${randomUUID()}` }));
    const answers = await Promise.all([issueBatch(f2Admin, batch()), issueBatch(f2Admin, [...batch()].reverse())]);
    for (const answer of answers) {
      expect(answer.statusCode, answer.body).toBe(200);
      for (const outcome of answer.json<TQueueIssueResponse>().outcomes) expect(outcome.outcome).not.toBe('REFUSED');
    }
    const total = holds.reduce((sum, booking) => sum + booking.fareData.totalAmount, 0);
    expect(before.balance - (await figuresOf(ctx, f2Admin.agencyId)).balance).toBe(total);
    for (const booking of holds) expect(await transactionsOf(ctx, booking.id)).toHaveLength(1);
  });
});

describe('void, mail and remind queues', () => {
  it('lists voidable tickets by deadline, and each issued booking with its last mail status', async () => {
    const ticketed = await issuedFor(ctx, f2Admin, 1);
    const voidPage = await queue(f1Admin, 'void');
    expect(idsIn(voidPage)).toContain(ticketed.id);
    const deadlines = voidPage.items.map((item) => Date.parse(item.voidUntil!));
    expect(deadlines).toEqual([...deadlines].sort((a, b) => a - b));
    expect(idsIn(await queue(stranger, 'void'))).not.toContain(ticketed.id);

    const mailRow = () => queue(f2Admin, 'mail', `pnr=${ticketed.pnr}`).then((page) => page.items[0]);
    expect((await mailRow())?.mail).toMatchObject({ status: 'NEVER', to: null });
    const mailed = await ctx.app.inject({
      method: 'POST',
      url: `/api/bookings/${ticketed.id}/mail`,
      headers: f2Admin.auth,
      payload: { to: 'khach@example.com', language: 'vi', includeFee: false },
    });
    expect(mailed.statusCode, mailed.body).toBeLessThan(300);
    expect((await mailRow())?.mail).toMatchObject({
      status: expect.stringMatching(/QUEUED|SENT/),
      to: 'khach@example.com',
    });

    expect((await moneyApi(ctx).void(f2Admin, ticketed.id)).statusCode).toBe(200);
    expect(idsIn(await queue(f1Admin, 'void'))).not.toContain(ticketed.id);
  });

  it('lists bookings with an unconfirmed segment and exports them row for row as CSV and Excel', async () => {
    const waitlisted = await holdFor(ctx, f2Admin);
    const confirmed = await holdFor(ctx, f2Admin);
    // The airline puts the segment on its waitlist (HL); reading the PNR brings that into the booking.
    await atAirline(suppliers, {
      pnr: waitlisted.pnr!,
      what: 'segment-status',
      body: { flightKey: await supplierKeyOf(ctx, waitlisted.id), status: 'HL' },
    });
    const read = await ctx.app.inject({
      method: 'GET',
      url: `/api/bookings/${waitlisted.id}/pnr`,
      headers: f2Admin.auth,
    });
    expect(read.statusCode, read.body).toBe(200);
    const page = await queue(f1Admin, 'remind');
    expect(idsIn(page)).toContain(waitlisted.id);
    expect(idsIn(page)).not.toContain(confirmed.id);
    const row = page.items.find((item) => item.id === waitlisted.id)!;
    expect(row.unconfirmed).toEqual([expect.objectContaining({ status: 'HL' })]);
    expect(idsIn(await queue(stranger, 'remind'))).toEqual([]);

    const csv = await ctx.app.inject({
      method: 'GET',
      url: '/api/bookings/queues/remind/export?format=csv',
      headers: { ...f1Admin.auth, 'accept-language': 'en' },
    });
    expect(csv.statusCode, csv.body).toBe(200);
    const lines = csv.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    const pnrs = lines.slice(2).map((line) => line.split(',')[0]);
    expect(pnrs).toEqual(page.items.map((item) => item.pnr));
    const xlsx = await ctx.app.inject({
      method: 'GET',
      url: '/api/bookings/queues/remind/export?format=xlsx',
      headers: f1Admin.auth,
    });
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(xlsx.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0]!;
    const sheetPnrs: string[] = [];
    sheet.eachRow((sheetRow, index) => {
      if (index > 2) sheetPnrs.push(String(sheetRow.getCell(1).value));
    });
    expect(sheetPnrs).toEqual(page.items.map((item) => item.pnr));
    for (const booking of [waitlisted, confirmed]) await bookingApi(ctx).cancel(f2Admin, booking.id);
  });
});
