// VietQR top-ups end to end through the API: a QR request, the bank's signed notification matched and credited once,
// and everything else (wrong amount, unknown or foreign code, no code) queued for the parent to credit, split or reject.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { tables } from '@portal/db';
import { parseVietQr } from '@portal/domain';
import type { TBankHookKeyCreated, TBankNotification, TNotification, TQrTopUp, TQrView } from '@portal/contracts';
import { checkLedgerInvariants, describeViolation } from '../src/modules/ledger/ledger-invariants.js';
import { createLedgerService } from '../src/modules/ledger/ledger.service.js';
import { createTestContext, type TestContext } from './support/test-context.js';
import { agencyTree, signInAt, type AgencyTree } from './support/top-ups.js';
import { F1_ACCOUNT, notify, qrTopUp, receivingSide, transfer } from './support/qr.js';

let ctx: TestContext;
let tree: AgencyTree;
let key: TBankHookKeyCreated;
beforeAll(async () => {
  ctx = await createTestContext();
  tree = await agencyTree(ctx);
  key = await receivingSide(ctx, tree.f1Admin);
});
afterAll(() => ctx.close());

const balanceOf = async (agencyId: string) =>
  (await createLedgerService({ db: ctx.db, clock: ctx.clock }).balances(agencyId)).balance;
const topUpRow = async (id: string) =>
  (await ctx.db.select().from(tables.topUpRequests).where(eq(tables.topUpRequests.id, id)))[0]!;
const notificationsOf = (bankTransactionId: string) =>
  ctx.db
    .select()
    .from(tables.bankNotifications)
    .where(eq(tables.bankNotifications.bankTransactionId, bankTransactionId));
async function expectInvariants() {
  const { violations } = await checkLedgerInvariants(ctx.db);
  expect(violations.map(describeViolation)).toEqual([]);
}

describe('the QR page', () => {
  it("shows the parent's default account, a static QR, and a dynamic one with the request's code", async () => {
    const created = await qrTopUp(ctx, tree.f2Admin, 5_000_000);
    expect(created).toMatchObject({ status: 'pending', amount: 5_000_000, matches: [] });
    expect(created.code).toMatch(/^NAP[2-9A-HJKMNP-Z]{8}$/);
    expect(parseVietQr(created.payload!)).toEqual({
      bin: F1_ACCOUNT.bankBin,
      accountNumber: F1_ACCOUNT.accountNumber,
      amount: 5_000_000,
      content: created.code,
    });
    const page = await ctx.app.inject({ method: 'GET', url: '/api/qr', headers: tree.f2Admin.auth });
    expect(page.statusCode, page.body).toBe(200);
    const view = page.json<TQrView>();
    expect(view.account).toEqual({ ...F1_ACCOUNT, holderName: 'CONG TY DU LICH MAU' });
    expect(parseVietQr(view.staticPayload!)).toEqual({
      bin: F1_ACCOUNT.bankBin,
      accountNumber: F1_ACCOUNT.accountNumber,
    });
    expect(view.topUps.map((topUp) => topUp.id)).toContain(created.id);
    // The parent sees the same through /qr/{id}; an agency outside its branch is 404.
    const asParent = await ctx.app.inject({
      method: 'GET',
      url: `/api/qr/agencies/${tree.f2Id}`,
      headers: tree.f1Admin.auth,
    });
    expect(asParent.json<TQrView>().topUps.map((topUp) => topUp.id)).toContain(created.id);
    const other = await ctx.newAgency({
      level: 'F2',
      parentId: (await ctx.newAgency({ level: 'F1', parentId: tree.platformId })).id,
    });
    const foreign = await ctx.app.inject({
      method: 'GET',
      url: `/api/qr/agencies/${other.id}`,
      headers: tree.f1Admin.auth,
    });
    expect(foreign.statusCode).toBe(404);
  });

  it('codes are unique across many requests', async () => {
    const codes = await Promise.all(Array.from({ length: 30 }, () => qrTopUp(ctx, tree.f2Admin, 100_000)));
    expect(new Set(codes.map((topUp) => topUp.code)).size).toBe(30);
  });

  it('is refused to an F1 user (/qr is for F2) and /qr/{id} to an F2', async () => {
    const asF1 = await ctx.app.inject({ method: 'GET', url: '/api/qr', headers: tree.f1Admin.auth });
    expect(asF1.statusCode).toBe(403);
    const asF2 = await ctx.app.inject({
      method: 'GET',
      url: `/api/qr/agencies/${tree.f3Id}`,
      headers: tree.f2Admin.auth,
    });
    expect(asF2.statusCode).toBe(403);
  });
});

describe('a bank notification', () => {
  it('with the code and the amount credits the top-up once, then answers duplicate for the same transaction', async () => {
    const request = await qrTopUp(ctx, tree.f2Admin, 5_000_000);
    const before = await balanceOf(tree.f2Id);
    const body = transfer({ content: `MBVCB.123.${request.code}.CT tu 0123`, transferAmount: 5_000_000 });
    const first = await notify(ctx, key, body);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toEqual({ success: true, outcome: 'matched' });
    const again = await notify(ctx, key, body);
    expect(again.json()).toEqual({ success: true, outcome: 'duplicate' });
    expect(await balanceOf(tree.f2Id)).toBe(before + 5_000_000);
    const row = await topUpRow(request.id);
    expect(row.status).toBe('confirmed');
    const [stored] = await notificationsOf(body.id as string);
    expect(stored).toMatchObject({ status: 'matched', topUpRequestId: request.id, rawBody: JSON.stringify(body) });
    expect(stored!.decision).toEqual({ ledgerKey: `topup-request:${request.id}` });
    const [credit] = await ctx.db
      .select()
      .from(tables.ledgerTransactions)
      .where(eq(tables.ledgerTransactions.idempotencyKey, `topup-request:${request.id}`));
    expect(credit!.id).toBe(row.ledgerTransactionId);
    const polled = await ctx.app.inject({
      method: 'GET',
      url: `/api/qr/top-ups/${request.id}`,
      headers: tree.f2Admin.auth,
    });
    expect(polled.json<TQrTopUp>()).toMatchObject({ status: 'confirmed', matches: [{ status: 'matched' }] });
    await expectInvariants();
  });

  it('credits once under 64 concurrent retries of the same transaction', async () => {
    const request = await qrTopUp(ctx, tree.f2Admin, 3_000_000);
    const before = await balanceOf(tree.f2Id);
    const body = transfer({ content: request.code, transferAmount: 3_000_000 });
    const answers = await Promise.all(Array.from({ length: 64 }, () => notify(ctx, key, body)));
    for (const answer of answers) expect(answer.statusCode, answer.body).toBe(200);
    const outcomes = answers.map((answer) => answer.json<{ outcome: string }>().outcome);
    expect(outcomes.filter((outcome) => outcome === 'matched')).toHaveLength(1);
    expect(outcomes.filter((outcome) => outcome === 'duplicate')).toHaveLength(63);
    expect(await balanceOf(tree.f2Id)).toBe(before + 3_000_000);
    expect(await notificationsOf(body.id as string)).toHaveLength(1);
    await expectInvariants();
  });

  it('with a different amount waits for review; the parent credits the amount received', async () => {
    const request = await qrTopUp(ctx, tree.f2Admin, 2_000_000);
    const before = await balanceOf(tree.f2Id);
    const body = transfer({ content: `nap ${request.code}`, transferAmount: 1_500_000 });
    expect((await notify(ctx, key, body)).json()).toEqual({ success: true, outcome: 'review' });
    expect(await balanceOf(tree.f2Id)).toBe(before);
    const [queued] = await notificationsOf(body.id as string);
    expect(queued).toMatchObject({ status: 'review', reviewReason: 'amount_differs', topUpRequestId: request.id });

    const decided = await ctx.app.inject({
      method: 'POST',
      url: `/api/bank-notifications/${queued!.id}/decision`,
      headers: tree.f1Admin.auth,
      payload: { decision: 'credit', parts: [{ agencyId: tree.f2Id, amount: 1_500_000 }] },
    });
    expect(decided.statusCode, decided.body).toBe(200);
    expect(decided.json<TBankNotification>()).toMatchObject({ status: 'credited', decidedBy: tree.f1Admin.userId });
    expect(await balanceOf(tree.f2Id)).toBe(before + 1_500_000);
    expect((await topUpRow(request.id)).status).toBe('confirmed');
    // Deciding again is 409; the money moved once.
    const twice = await ctx.app.inject({
      method: 'POST',
      url: `/api/bank-notifications/${queued!.id}/decision`,
      headers: tree.f1Admin.auth,
      payload: { decision: 'reject', reason: 'nhầm' },
    });
    expect(twice.statusCode).toBe(409);
    expect(await balanceOf(tree.f2Id)).toBe(before + 1_500_000);
    await expectInvariants();
  });

  it('without a code waits for review; the parent splits it between two sub-agencies, not beyond its amount', async () => {
    const second = await ctx.newAgency({ level: 'F2', parentId: tree.f1Id });
    const body = transfer({ content: 'chuyen tien quy thang 12', transferAmount: 4_000_000 });
    expect((await notify(ctx, key, body)).json()).toEqual({ success: true, outcome: 'review' });
    const [queued] = await notificationsOf(body.id as string);
    expect(queued).toMatchObject({ reviewReason: 'no_code' });
    const url = `/api/bank-notifications/${queued!.id}/decision`;
    const tooMuch = await ctx.app.inject({
      method: 'POST',
      url,
      headers: tree.f1Admin.auth,
      payload: {
        decision: 'credit',
        parts: [
          { agencyId: tree.f2Id, amount: 4_000_000 },
          { agencyId: second.id, amount: 1 },
        ],
      },
    });
    expect(tooMuch.statusCode).toBe(400);
    const [beforeA, beforeB] = [await balanceOf(tree.f2Id), await balanceOf(second.id)];
    const split = await ctx.app.inject({
      method: 'POST',
      url,
      headers: tree.f1Admin.auth,
      payload: {
        decision: 'credit',
        parts: [
          { agencyId: tree.f2Id, amount: 2_500_000 },
          { agencyId: second.id, amount: 1_500_000 },
        ],
      },
    });
    expect(split.statusCode, split.body).toBe(200);
    expect(await balanceOf(tree.f2Id)).toBe(beforeA + 2_500_000);
    expect(await balanceOf(second.id)).toBe(beforeB + 1_500_000);
    await expectInvariants();
  });

  it('with an unknown code, or the code of another agency’s sub-agency, credits nothing and waits for review', async () => {
    const otherF1 = await ctx.newAgency({ level: 'F1', parentId: tree.platformId });
    const otherF2 = await ctx.newAgency({ level: 'F2', parentId: otherF1.id });
    const otherAdmin = await signInAt(ctx, otherF2.id, 'admin_f2');
    const otherF1Admin = await signInAt(ctx, otherF1.id, 'admin_f1');
    await receivingSide(ctx, otherF1Admin);
    const foreignRequest = await qrTopUp(ctx, otherAdmin, 1_000_000);
    const before = await balanceOf(otherF2.id);
    for (const content of ['NAPZZZZZZZZ', foreignRequest.code]) {
      const body = transfer({ content, transferAmount: 1_000_000 });
      expect((await notify(ctx, key, body)).json()).toEqual({ success: true, outcome: 'review' });
      expect((await notificationsOf(body.id as string))[0]).toMatchObject({
        reviewReason: 'unknown_code',
        topUpRequestId: null,
      });
    }
    expect(await balanceOf(otherF2.id)).toBe(before);
    expect((await topUpRow(foreignRequest.id)).status).toBe('pending');
    // The other F1 cannot decide a notification this F1 received (404), nor credit its own F2 from it.
    const [queued] = await ctx.db
      .select()
      .from(tables.bankNotifications)
      .where(eq(tables.bankNotifications.agencyId, tree.f1Id))
      .limit(1);
    const foreign = await ctx.app.inject({
      method: 'POST',
      url: `/api/bank-notifications/${queued!.id}/decision`,
      headers: otherF1Admin.auth,
      payload: { decision: 'reject', reason: 'không phải của tôi' },
    });
    expect(foreign.statusCode).toBe(404);
  });

  it('an outgoing transfer is kept and credits nothing', async () => {
    const body = transfer({ transferType: 'out' });
    expect((await notify(ctx, key, body)).json()).toEqual({ success: true, outcome: 'outgoing' });
  });

  it('with a wrong signature, an unknown key or an old timestamp is 401 and stores nothing', async () => {
    const request = await qrTopUp(ctx, tree.f2Admin, 1_200_000);
    const body = transfer({ content: request.code, transferAmount: 1_200_000 });
    const wrong = await notify(ctx, key, body, { secret: 'whsec_wrong' });
    const unknownKey = await notify(ctx, { ...key, keyId: '00000000-0000-4000-8000-000000000000' }, body);
    const replayed = await notify(ctx, key, body, { at: new Date(ctx.clock.now().getTime() - 10 * 60_000) });
    for (const response of [wrong, unknownKey, replayed]) expect(response.statusCode, response.body).toBe(401);
    expect(await notificationsOf(body.id as string)).toHaveLength(0);
    expect((await topUpRow(request.id)).status).toBe('pending');
    // A rotated key stops the old secret.
    const rotated = await ctx.app.inject({ method: 'POST', url: '/api/bank-hook-key', headers: tree.f1Admin.auth });
    const fresh = rotated.json<TBankHookKeyCreated>();
    expect((await notify(ctx, key, body)).statusCode).toBe(401);
    expect((await notify(ctx, fresh, body)).json()).toEqual({ success: true, outcome: 'matched' });
    key = fresh;
  });

  it('answers a malformed or invalid body with 400 naming the field, and stores nothing', async () => {
    const broken = await ctx.app.inject({
      method: 'POST',
      url: '/api/bank-hooks/notifications',
      headers: { 'content-type': 'application/json' },
      payload: '{"id": "FT1",',
    });
    expect(broken.statusCode).toBe(400);
    const body = transfer({ transferAmount: -5 });
    const invalid = await notify(ctx, key, body);
    expect(invalid.statusCode, invalid.body).toBe(400);
    expect(invalid.json<{ details: { fields: { field: string }[] } }>().details.fields[0]!.field).toBe(
      'transferAmount',
    );
    expect(await notificationsOf(body.id as string)).toHaveLength(0);
  });

  it('never shows the hook secret again nor stores it in clear', async () => {
    const status = await ctx.app.inject({ method: 'GET', url: '/api/bank-hook-key', headers: tree.f1Admin.auth });
    expect(status.body).not.toContain(key.secret);
    const rows = await ctx.db.select().from(tables.bankHookKeys);
    for (const row of rows) expect(row.secretSealed).not.toContain(key.secret);
  });
});

describe('a queued transfer and a request confirmed another way', () => {
  it('credits nothing twice: the reviewer is asked to look again (409), then decides knowing it', async () => {
    const request = await qrTopUp(ctx, tree.f2Admin, 1_000_000);
    const body = transfer({ content: `nap ${request.code}`, transferAmount: 990_000 });
    expect((await notify(ctx, key, body)).json()).toEqual({ success: true, outcome: 'review' });
    const [queued] = await notificationsOf(body.id as string);
    const before = await balanceOf(tree.f2Id);
    const confirmed = await ctx.app.inject({
      method: 'POST',
      url: `/api/top-ups/${request.id}/decision`,
      headers: tree.f1Admin.auth,
      payload: { decision: 'confirm' },
    });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(await balanceOf(tree.f2Id)).toBe(before + 1_000_000);

    const credit = () =>
      ctx.app.inject({
        method: 'POST',
        url: `/api/bank-notifications/${queued!.id}/decision`,
        headers: tree.f1Admin.auth,
        payload: { decision: 'credit', parts: [{ agencyId: tree.f2Id, amount: 990_000 }] },
      });
    const refused = await credit();
    expect(refused.statusCode, refused.body).toBe(409);
    expect(await balanceOf(tree.f2Id)).toBe(before + 1_000_000);
    expect((await notificationsOf(body.id as string))[0]).toMatchObject({
      status: 'review',
      reviewReason: 'already_decided',
    });
    // Shown as already decided, a credit is the reviewer's informed choice (a second transfer really was received).
    expect((await credit()).statusCode).toBe(200);
    expect(await balanceOf(tree.f2Id)).toBe(before + 1_990_000);
    await expectInvariants();
  });

  it('matches a code typed with spaces after a bank word that joins into a code-like run (NAPAS)', async () => {
    const request = await qrTopUp(ctx, tree.f2Admin, 700_000);
    const spaced = `${request.code!.slice(0, 3)} ${request.code!.slice(3, 7)} ${request.code!.slice(7)}`;
    const body = transfer({ content: `CK NAPAS 247 ${spaced}`, transferAmount: 700_000 });
    expect((await notify(ctx, key, body)).json()).toEqual({ success: true, outcome: 'matched' });
  });

  it('two new hook keys or two default accounts asked at once: both answered, one live key, one default', async () => {
    const other = await agencyTree(ctx);
    const keys = await Promise.all(
      [1, 2].map(() => ctx.app.inject({ method: 'POST', url: '/api/bank-hook-key', headers: other.f1Admin.auth })),
    );
    expect(keys.map((response) => response.statusCode)).toEqual([201, 201]);
    const live = await ctx.db.select().from(tables.bankHookKeys).where(eq(tables.bankHookKeys.agencyId, other.f1Id));
    expect(live.filter((row) => row.revokedAt === null)).toHaveLength(1);
  });

  it('answers a transfer dated outside 2000–2100 with 400 naming transactionDate, and stores nothing', async () => {
    const body = transfer({ transactionDate: '0000-01-01T00:00:00Z' });
    const response = await notify(ctx, key, body);
    expect(response.statusCode, response.body).toBe(400);
    expect(response.body).toContain('transactionDate');
    expect(await notificationsOf(body.id as string)).toEqual([]);
  });
});

describe('the bell', () => {
  const noticesOf = async (who: { auth: Record<string, string> }) => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/notifications?limit=100', headers: who.auth });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<{ items: TNotification[] }>().items;
  };
  const count = async (who: { auth: Record<string, string> }, type: string, amount: number) =>
    (await noticesOf(who)).filter((notice) => notice.type === type && notice.params.amount === amount).length;

  it('tells the sub-agency of a matched transfer once, and both sides of one sent for review and rejected', async () => {
    const matched = await qrTopUp(ctx, tree.f2Admin, 3_100_000);
    const body = transfer({ content: `nap ${matched.code}`, transferAmount: 3_100_000 });
    await notify(ctx, key, body);
    await notify(ctx, key, body);
    expect(await count(tree.f2Admin, 'qr.matched', 3_100_000)).toBe(1);

    const short = await qrTopUp(ctx, tree.f2Admin, 3_200_000);
    const shortBody = transfer({ content: `nap ${short.code}`, transferAmount: 3_150_000 });
    expect((await notify(ctx, key, shortBody)).json()).toEqual({ success: true, outcome: 'review' });
    expect(await count(tree.f1Admin, 'qr.review', 3_150_000)).toBe(1);
    expect(await count(tree.f2Admin, 'qr.review', 3_150_000)).toBe(1);
    const [queued] = await notificationsOf(shortBody.id as string);
    const rejected = await ctx.app.inject({
      method: 'POST',
      url: `/api/bank-notifications/${queued!.id}/decision`,
      headers: tree.f1Admin.auth,
      payload: { decision: 'reject', reason: 'thiếu tiền' },
    });
    expect(rejected.statusCode, rejected.body).toBe(200);
    const [notice] = (await noticesOf(tree.f2Admin)).filter((item) => item.type === 'topup.rejected');
    expect(notice).toMatchObject({ params: { amount: 3_150_000, reason: 'thiếu tiền' }, link: '/qr' });
  });
});
