// The simulated bank delivers real signed notifications over HTTP to the running API, as a bank-hook service does:
// lost first attempts retried, duplicates, a batch out of order; every transfer is credited exactly once.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, inArray } from 'drizzle-orm';
import { tables } from '@portal/db';
import { startSimulator, type TRunningSimulator } from '@portal/supplier-sim';
import type { TBankHookKeyCreated } from '@portal/contracts';
import { createLedgerService } from '../src/modules/ledger/ledger.service.js';
import { createTestContext, type TestContext } from './support/test-context.js';
import { agencyTree, type AgencyTree } from './support/top-ups.js';
import { F1_ACCOUNT, qrTopUp, receivingSide } from './support/qr.js';

let ctx: TestContext;
let tree: AgencyTree;
let key: TBankHookKeyCreated;
let bank: TRunningSimulator;
beforeAll(async () => {
  ctx = await createTestContext();
  tree = await agencyTree(ctx);
  key = await receivingSide(ctx, tree.f1Admin);
  await ctx.app.listen({ port: 0, host: '127.0.0.1' });
  const address = ctx.app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  bank = await startSimulator();
  const hook = await fetch(`${bank.url}/bank/hooks/${F1_ACCOUNT.accountNumber}`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ url: `http://127.0.0.1:${port}${key.hookPath}`, keyId: key.keyId, secret: key.secret }),
  });
  expect(hook.status).toBe(200);
});
afterAll(async () => {
  await bank?.close();
  await ctx?.close();
});

const balanceOf = async (agencyId: string) =>
  (await createLedgerService({ db: ctx.db, clock: ctx.clock }).balances(agencyId)).balance;

async function transfer(transfers: object[], delivery: object) {
  const response = await fetch(`${bank.url}/bank/transfers`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ transfers, delivery }),
  });
  expect(response.status).toBe(202);
  return (await response.json()) as { transfers: { id: string }[] };
}

/** Until every transfer is delivered and the hook has answered its `duplicates` copies too. */
async function waitDelivered(ids: string[], duplicates = 0) {
  await expect
    .poll(
      async () => {
        const states = await Promise.all(
          ids.map(
            async (id) =>
              (await (await fetch(`${bank.url}/bank/transfers/${id}`)).json()) as {
                delivered: boolean;
                duplicatesAnswered: number;
              },
          ),
        );
        return states.every((state) => state.delivered && state.duplicatesAnswered === duplicates);
      },
      { timeout: 15_000, interval: 100 },
    )
    .toBe(true);
}

describe('the simulated bank', () => {
  it('retries lost attempts and sends duplicates: the top-up is credited once', async () => {
    const request = await qrTopUp(ctx, tree.f2Admin, 5_000_000);
    const before = await balanceOf(tree.f2Id);
    const made = await transfer(
      [{ accountNumber: F1_ACCOUNT.accountNumber, amount: 5_000_000, content: `CK ${request.code} nap quy` }],
      { dropFirst: 2, duplicates: 3, retryBaseMs: 10 },
    );
    const id = made.transfers[0]!.id;
    await waitDelivered([id], 3);
    const state = (await (await fetch(`${bank.url}/bank/transfers/${id}`)).json()) as { attempts: number };
    expect(state.attempts).toBe(3);
    expect(await balanceOf(tree.f2Id)).toBe(before + 5_000_000);
    const rows = await ctx.db
      .select()
      .from(tables.bankNotifications)
      .where(eq(tables.bankNotifications.bankTransactionId, id));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ status: 'matched', topUpRequestId: request.id });
  });

  it('a batch delivered out of order credits every matched transfer once and queues the rest', async () => {
    const requests = await Promise.all([1, 2, 3, 4].map((n) => qrTopUp(ctx, tree.f2Admin, n * 1_000_000)));
    const before = await balanceOf(tree.f2Id);
    const made = await transfer(
      [
        ...requests.map((request) => ({
          accountNumber: F1_ACCOUNT.accountNumber,
          amount: request.amount,
          content: request.code,
        })),
        { accountNumber: F1_ACCOUNT.accountNumber, amount: 777_000, content: 'khong co ma' },
      ],
      { outOfOrder: true, duplicates: 1, retryBaseMs: 10 },
    );
    const ids = made.transfers.map((entry) => entry.id);
    await waitDelivered(ids, 1);
    expect(await balanceOf(tree.f2Id)).toBe(before + 10_000_000);
    const rows = await ctx.db
      .select()
      .from(tables.bankNotifications)
      .where(inArray(tables.bankNotifications.bankTransactionId, ids));
    expect(rows.map((row) => row.status).sort()).toEqual(['matched', 'matched', 'matched', 'matched', 'review']);
  });
});
