// The simulated bank (issue 21): register the hook a receiving account's notifications go to, make transfers (which
// are then notified, signed, with retries, duplicates and out-of-order delivery as asked), and read a delivery's state.
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { deliverAll, newTransferId, type BankHook, type DeliveryRecord } from './bank-delivery.js';

const ZHook = z.object({ url: z.url(), keyId: z.string().min(1), secret: z.string().min(8) });
const ZTransfer = z.object({
  accountNumber: z.string().min(1).max(30),
  amount: z.number().int().positive(),
  content: z.string().max(500),
  direction: z.enum(['in', 'out']).default('in'),
  /** Fixed to send the same transfer again under its id; new by default. */
  id: z.string().min(1).max(100).optional(),
});
const ZTransfers = z.object({
  transfers: z.array(ZTransfer).min(1).max(1000),
  delivery: z
    .object({
      duplicates: z.number().int().min(0).max(100).optional(),
      dropFirst: z.number().int().min(0).max(10).optional(),
      outOfOrder: z.boolean().optional(),
      retryBaseMs: z.number().int().min(0).max(60_000).optional(),
      maxAttempts: z.number().int().min(1).max(20).optional(),
    })
    .default({}),
});

export function registerBankRoutes(app: FastifyInstance, deps: { now: () => Date }) {
  const hooks = new Map<string, BankHook>();
  const deliveries = new Map<string, DeliveryRecord>();

  app.put('/bank/hooks/:accountNumber', async (request, reply) => {
    const { accountNumber } = request.params as { accountNumber: string };
    const hook = ZHook.safeParse(request.body);
    if (!hook.success) return reply.code(400).send({ error: 'BAD_REQUEST', message: hook.error.message });
    hooks.set(accountNumber, hook.data);
    return { accountNumber, url: hook.data.url, keyId: hook.data.keyId };
  });

  app.post('/bank/transfers', async (request, reply) => {
    const parsed = ZTransfers.safeParse(request.body);
    if (!parsed.success) return reply.code(400).send({ error: 'BAD_REQUEST', message: parsed.error.message });
    const byHook = new Map<BankHook, DeliveryRecord[]>();
    const made = parsed.data.transfers.map((transfer) => {
      const hook = hooks.get(transfer.accountNumber);
      const record: DeliveryRecord = {
        transfer: {
          id: transfer.id ?? newTransferId(),
          transactionDate: deps.now().toISOString(),
          accountNumber: transfer.accountNumber,
          transferType: transfer.direction,
          transferAmount: transfer.amount,
          content: transfer.content,
        },
        attempts: 0,
        delivered: false,
        lastStatus: null,
        duplicatesAnswered: 0,
      };
      deliveries.set(record.transfer.id, record);
      if (hook) byHook.set(hook, [...(byHook.get(hook) ?? []), record]);
      return record;
    });
    // Answered at once, like a bank: the notifications follow in the background.
    for (const [hook, records] of byHook) void deliverAll({ hook, now: deps.now }, records, parsed.data.delivery);
    return reply.code(202).send({
      transfers: made.map((record) => ({ ...record.transfer, hasHook: hooks.has(record.transfer.accountNumber) })),
    });
  });

  app.get('/bank/transfers/:id', async (request, reply) => {
    const record = deliveries.get((request.params as { id: string }).id);
    if (!record) return reply.code(404).send({ error: 'NOT_FOUND', message: 'no such transfer' });
    return record;
  });
}
