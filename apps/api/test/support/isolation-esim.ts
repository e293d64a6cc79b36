// The eSIM things of an isolation-walk branch: an eSIM order of its F2 still ORDERING (no sale yet), written straight
// to the table (the walk must refuse it before anything else), and the values that tell it.
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { tables } from '@portal/db';
import { toAirlineName } from '@portal/domain';
import type { TestContext } from './test-context.js';

export type BranchEsim = { orderId: string; orderCode: string };

export async function buildBranchEsim(
  ctx: TestContext,
  options: { f2Id: string; f2AdminId: string; tag: string; note: (...values: string[]) => void },
): Promise<BranchEsim> {
  const { f2Id, f2AdminId, tag, note } = options;
  const orderId = randomUUID();
  const orderCode = `${tag}ES`.slice(0, 14);
  const customer = {
    fullName: `${tag} Khách eSIM`,
    email: `${tag.toLowerCase()}.esim@daily-khac.vn`,
    mobile: '0977000555',
  };
  note(orderId, orderCode, customer.fullName, customer.email);
  await ctx.db.insert(tables.esimOrders).values({
    id: orderId,
    agencyId: f2Id,
    agencyPath: sql`agency_path_of(${f2Id}::uuid)`,
    createdBy: f2AdminId,
    system: 'ESH',
    supplierAccount: `ESH.${tag}`,
    clientRef: `portal-${orderId}`,
    idempotencyKey: randomUUID(),
    requestHash: 'walk',
    orderCode,
    status: 'ORDERING',
    customer,
    searchText: toAirlineName(`${customer.fullName} ${customer.email} ${customer.mobile}`),
    lines: [],
    pricing: {},
    supplierNet: 500_000,
    totalAmount: 500_000,
    orderKey: `esim:${orderId}:order`,
  });
  return { orderId, orderCode };
}
