// QR top-up tests' helpers: an F1 with a receiving account and a hook key, signed bank notifications, QR requests.
import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import type { TBankHookKeyCreated, TBankNotificationBody, TQrTopUp } from '@portal/contracts';
import { hookSignature } from '../../src/modules/qr/bank-hook-signature.js';
import type { TestContext } from './test-context.js';
import type { Caller } from './top-ups.js';

export const F1_ACCOUNT = { bankBin: '970436', accountNumber: '0071000123456', holderName: 'Cong ty Du lich Mau' };

/** Gives the agency of `admin` a default receiving account and a hook key; answers the key (with its secret). */
export async function receivingSide(ctx: TestContext, admin: Caller): Promise<TBankHookKeyCreated> {
  const account = await ctx.app.inject({
    method: 'POST',
    url: '/api/bank-accounts',
    headers: admin.auth,
    payload: F1_ACCOUNT,
  });
  expect(account.statusCode, account.body).toBe(201);
  const key = await ctx.app.inject({ method: 'POST', url: '/api/bank-hook-key', headers: admin.auth });
  expect(key.statusCode, key.body).toBe(201);
  return key.json<TBankHookKeyCreated>();
}

export async function qrTopUp(ctx: TestContext, caller: Caller, amount: number): Promise<TQrTopUp> {
  const response = await ctx.app.inject({
    method: 'POST',
    url: '/api/qr/top-ups',
    headers: caller.auth,
    payload: { amount },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<TQrTopUp>();
}

export const transfer = (overrides: Partial<TBankNotificationBody> = {}): TBankNotificationBody => ({
  id: `FT${randomUUID().replace(/-/g, '').slice(0, 14).toUpperCase()}`,
  transactionDate: new Date().toISOString(),
  accountNumber: F1_ACCOUNT.accountNumber,
  transferType: 'in',
  transferAmount: 5_000_000,
  content: 'chuyen tien',
  ...overrides,
});

/** Posts a notification signed with the key, as a bank-hook service does; `at` is the signing time. */
export function notify(
  ctx: TestContext,
  key: Pick<TBankHookKeyCreated, 'keyId' | 'secret'>,
  body: TBankNotificationBody,
  options: { at?: Date; secret?: string } = {},
) {
  const rawBody = JSON.stringify(body);
  const timestamp = String(Math.floor((options.at ?? ctx.clock.now()).getTime() / 1000));
  return ctx.app.inject({
    method: 'POST',
    url: '/api/bank-hooks/notifications',
    headers: {
      'content-type': 'application/json',
      'x-hook-key': key.keyId,
      'x-hook-timestamp': timestamp,
      'x-hook-signature': hookSignature(options.secret ?? key.secret, timestamp, rawBody),
    },
    payload: rawBody,
  });
}
