// The QR things of an isolation-walk branch: its F1's receiving account, its F2's pending QR top-up, and a transfer
// the F1 received waiting for review; written straight to the tables, with the values that tell them.
import { randomUUID } from 'node:crypto';
import { tables } from '@portal/db';
import type { TestContext } from './test-context.js';

export type BranchQr = { bankAccountId: string; topUpId: string; notificationId: string };

export async function buildBranchQr(
  ctx: TestContext,
  options: { f1Id: string; f2Id: string; f2AdminId: string; tag: string; note: (...values: string[]) => void },
): Promise<BranchQr> {
  const { f1Id, f2Id, f2AdminId, tag, note } = options;
  const [bankAccountId, topUpId, notificationId] = [randomUUID(), randomUUID(), randomUUID()];
  const accountNumber = `9${String(Date.now()).slice(-9)}${Math.floor(Math.random() * 10)}`;
  const code = `NAP${tag
    .replace(/[^A-Z2-9]/g, 'X')
    .padEnd(8, 'X')
    .slice(0, 8)}`;
  const bankTransactionId = `FT${tag}QR`;
  note(bankAccountId, topUpId, notificationId, accountNumber, code, bankTransactionId);
  await ctx.db.insert(tables.bankAccounts).values({
    id: bankAccountId,
    agencyId: f1Id,
    bankBin: '970436',
    accountNumber,
    holderName: `${tag} CHU TAI KHOAN`,
    isDefault: true,
  });
  await ctx.db.insert(tables.topUpRequests).values({
    id: topUpId,
    agencyId: f2Id,
    amount: 1_234_000,
    method: 'qr',
    qrCode: code,
    transferReference: code,
    transferDate: '2026-11-01',
    requestedBy: f2AdminId,
  });
  await ctx.db.insert(tables.bankNotifications).values({
    id: notificationId,
    agencyId: f1Id,
    bankTransactionId,
    occurredAt: new Date(),
    accountNumber,
    amount: 1_000_000,
    content: `${tag} chuyen tien`,
    direction: 'in',
    rawBody: '{}',
    status: 'review',
    reviewReason: 'no_code',
  });
  return { bankAccountId, topUpId, notificationId };
}
