// The eSIM orders and top-ups behind deposit movements (issue 17): reference type esim_order (an order's sale, its
// refunds) and esim_top_up (a top-up's sale), each named by the order code, the agency that sold it and what was sold.
import { eq, inArray } from 'drizzle-orm';
import type { TEsimOrderLine } from '@portal/contracts';
import { tables, type Database } from '@portal/db';
import { dataAmountText, validityText } from '../esim/list/esim-line-names.js';

const { agencies, esimOrders, esimTopUps, esimItems } = tables;

export type NamedMovement = {
  pnr: string | null;
  agency: { id: string; code: string; name: string };
  /** What was sold, as the statement names it ("eSIM Nhật Bản 5 GB 7 ngày ×2 — ESH123"). */
  description: string;
};

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const idsOf = (referenceIds: string[]) => [...new Set(referenceIds.filter((id) => UUID.test(id)))];

type ProductFacts = { destinationVi?: string; name?: string; dataMb?: number | null; validityDays?: number };

/** "Nhật Bản 5 GB 7 ngày": a package in the statement's words (Vietnamese, as every ledger description). */
function packageWords(product: ProductFacts): string {
  const what = product.destinationVi ?? product.name ?? '';
  const data = product.dataMb === undefined ? '' : dataAmountText(product.dataMb, 'vi');
  const days = product.validityDays === undefined ? '' : validityText(product.validityDays, 'vi');
  return [what, data, days].filter(Boolean).join(' ');
}

/** "eSIM Nhật Bản 5 GB 7 ngày ×2, Hàn Quốc 1 GB 3 ngày ×1": an order's lines. */
export function esimOrderWords(lines: readonly Pick<TEsimOrderLine, 'product' | 'quantity'>[]): string {
  return `eSIM ${lines.map((line) => `${packageWords(line.product)} ×${line.quantity}`).join(', ')}`;
}

export async function esimOrdersOf(tx: Pick<Database, 'select'>, referenceIds: string[]) {
  const ids = idsOf(referenceIds);
  if (ids.length === 0) return new Map<string, Omit<NamedMovement, 'description'> & { words: string }>();
  const rows = await tx
    .select({
      id: esimOrders.id,
      pnr: esimOrders.orderCode,
      lines: esimOrders.lines,
      agencyId: agencies.id,
      code: agencies.code,
      name: agencies.name,
    })
    .from(esimOrders)
    .innerJoin(agencies, eq(agencies.id, esimOrders.agencyId))
    .where(inArray(esimOrders.id, ids));
  return new Map(
    rows.map((row) => [
      row.id,
      {
        pnr: row.pnr,
        agency: { id: row.agencyId, code: row.code, name: row.name },
        words: esimOrderWords(row.lines as unknown as TEsimOrderLine[]),
      },
    ]),
  );
}

export async function esimTopUpsOf(tx: Pick<Database, 'select'>, referenceIds: string[]) {
  const ids = idsOf(referenceIds);
  if (ids.length === 0) return new Map<string, Omit<NamedMovement, 'description'> & { words: string }>();
  const rows = await tx
    .select({
      id: esimTopUps.id,
      pnr: esimOrders.orderCode,
      product: esimTopUps.product,
      iccid: esimItems.iccid,
      agencyId: agencies.id,
      code: agencies.code,
      name: agencies.name,
    })
    .from(esimTopUps)
    .innerJoin(esimOrders, eq(esimOrders.id, esimTopUps.orderId))
    .innerJoin(esimItems, eq(esimItems.id, esimTopUps.itemId))
    .innerJoin(agencies, eq(agencies.id, esimTopUps.agencyId))
    .where(inArray(esimTopUps.id, ids));
  return new Map(
    rows.map((row) => [
      row.id,
      {
        pnr: row.pnr,
        agency: { id: row.agencyId, code: row.code, name: row.name },
        words: `Nạp thêm eSIM ${packageWords(row.product as ProductFacts)} (ICCID ${row.iccid})`,
      },
    ]),
  );
}

/** The movement's name: what was sold, "Hoàn" before it for a void or refund, and the order code after it. */
export function esimMovementName(
  found: Omit<NamedMovement, 'description'> & { words: string },
  type: string,
): NamedMovement {
  const words = type === 'V' || type === 'R' ? `Hoàn ${found.words}` : found.words;
  return { pnr: found.pnr, agency: found.agency, description: found.pnr ? `${words} — ${found.pnr}` : words };
}
