// The eSIM things of an isolation-walk branch: an order of its F2 with one eSIM, written straight to the tables (the
// walk must refuse them before any vendor call), and the values that tell them.
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { tables } from '@portal/db';
import type { TestContext } from './test-context.js';

export type BranchEsim = { orderId: string; orderCode: string; esimId: string; iccid: string };

export async function buildBranchEsim(
  ctx: TestContext,
  options: { f2Id: string; f2AdminId: string; tag: string; note: (...values: string[]) => void },
): Promise<BranchEsim> {
  const { f2Id, f2AdminId, tag, note } = options;
  const orderId = randomUUID();
  const orderCode = `${tag}ES`.slice(0, 14);
  const esimId = randomUUID();
  const iccid = `8984${String(Date.now()).slice(-13)}${Math.floor(Math.random() * 100)}`.slice(0, 19);
  const customer = {
    fullName: `${tag} Khách eSIM`,
    email: `${tag.toLowerCase()}.esim@daily-khac.vn`,
    mobile: '0977000555',
  };
  note(orderId, orderCode, esimId, iccid, customer.fullName, customer.email);
  await ctx.db.insert(tables.esimOrders).values({
    id: orderId,
    agencyId: f2Id,
    agencyPath: sql`agency_path_of(${f2Id}::uuid)`,
    createdBy: f2AdminId,
    system: 'ESH',
    supplierAccount: `ESH.${tag}`,
    clientRef: `esim-order-${orderId}`,
    idempotencyKey: randomUUID(),
    requestHash: 'walk',
    orderCode,
    status: 'ORDERING',
    customer,
    searchText: `${tag} KHACH ESIM`,
    lines: [],
    pricing: { chainAgencyIds: [f2Id], lines: [] },
    supplierNet: 300_000,
    totalAmount: 300_000,
    orderKey: `esim:${orderId}:order`,
  });
  await ctx.db.insert(tables.esimItems).values({
    id: esimId,
    orderId,
    position: 0,
    iccid,
    packageId: 'jp-5gb-7d',
    smdpAddress: 'smdp.walk.example',
    matchingId: `${tag}MATCH`,
    lpa: `LPA:1$smdp.walk.example$${tag}MATCH`,
    apn: 'walk',
    unitNet: 300_000,
    unitPrice: 300_000,
    fees: [],
  });
  note(`${tag}MATCH`);
  return { orderId, orderCode, esimId, iccid };
}
