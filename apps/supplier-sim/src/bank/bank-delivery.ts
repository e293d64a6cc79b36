// The simulated bank's notifier, as a bank-hook service (SePay, Casso) behaves: it signs each transfer notification
// (HMAC-SHA256 of `<timestamp>.<body>`, decision 105), posts it to the hook, retries failures with backoff, and can be
// told to send duplicates, to lose the first attempts, and to deliver a batch out of order.
import { createHmac, randomUUID } from 'node:crypto';

export type BankHook = { url: string; keyId: string; secret: string };
export type BankTransfer = {
  id: string;
  transactionDate: string;
  accountNumber: string;
  transferType: 'in' | 'out';
  transferAmount: number;
  content: string;
};
export type DeliveryOptions = {
  /** Extra copies of each notification, sent after the first success (a service retrying an answer it lost). */
  duplicates?: number;
  /** The first N attempts are dropped before reaching the hook (counted as failures, then retried). */
  dropFirst?: number;
  /** Deliver a batch in a shuffled order. */
  outOfOrder?: boolean;
  /** Backoff between retries: base × 2^attempt ms. */
  retryBaseMs?: number;
  maxAttempts?: number;
};
export type DeliveryRecord = {
  transfer: BankTransfer;
  attempts: number;
  delivered: boolean;
  lastStatus: number | null;
  /** Duplicates of a delivered notification the hook has answered (a test waits for them instead of sleeping). */
  duplicatesAnswered: number;
};

export const newTransferId = () => `FT${randomUUID().replace(/-/g, '').slice(0, 14).toUpperCase()}`;

export function signedHeaders(hook: BankHook, body: string, now: Date): Record<string, string> {
  const timestamp = String(Math.floor(now.getTime() / 1000));
  const signature = createHmac('sha256', hook.secret).update(`${timestamp}.${body}`).digest('hex');
  return {
    'content-type': 'application/json',
    'x-hook-key': hook.keyId,
    'x-hook-timestamp': timestamp,
    'x-hook-signature': `sha256=${signature}`,
  };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Posts one notification until the hook answers 2xx or the attempts run out; the record follows every attempt. */
async function deliverOne(
  target: { hook: BankHook; now: () => Date },
  record: DeliveryRecord,
  options: DeliveryOptions,
) {
  const { hook, now } = target;
  const body = JSON.stringify(record.transfer);
  const maxAttempts = options.maxAttempts ?? 6;
  let dropped = 0;
  while (record.attempts < maxAttempts && !record.delivered) {
    record.attempts += 1;
    if (dropped < (options.dropFirst ?? 0)) {
      dropped += 1;
      record.lastStatus = null;
    } else {
      try {
        const response = await fetch(hook.url, { method: 'POST', headers: signedHeaders(hook, body, now()), body });
        record.lastStatus = response.status;
        record.delivered = response.ok;
      } catch {
        record.lastStatus = null;
      }
    }
    if (!record.delivered) await sleep((options.retryBaseMs ?? 500) * 2 ** (record.attempts - 1));
  }
  for (let copy = 0; record.delivered && copy < (options.duplicates ?? 0); copy++) {
    const answered = await fetch(hook.url, { method: 'POST', headers: signedHeaders(hook, body, now()), body }).then(
      () => true,
      () => false,
    );
    if (answered) record.duplicatesAnswered += 1;
  }
}

/** Delivers a batch (in order, or shuffled) one after another, as a notifier's queue does. */
export async function deliverAll(
  target: { hook: BankHook; now: () => Date },
  records: DeliveryRecord[],
  options: DeliveryOptions,
): Promise<void> {
  const order = [...records];
  if (options.outOfOrder) order.reverse();
  await Promise.all(order.map((record) => deliverOne(target, record, options)));
}
