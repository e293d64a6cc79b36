// The eSIM rows as the services read them, and the shape of an order's stored pricing (one sale line per eSIM).
import { tables } from '@portal/db';

export type EsimOrderRow = typeof tables.esimOrders.$inferSelect;
export type EsimItemRow = typeof tables.esimItems.$inferSelect;
export type EsimTopUpRow = typeof tables.esimTopUps.$inferSelect;

/** One eSIM's (or one top-up's) sale line: the package, the vendor's net and each link's fee (the buyer's first). */
export type EsimSaleLine = { packageId: string; supplierNet: number; fees: number[] };
/** The chain as priced (the buyer first, up to its F1) and the sale lines, one per eSIM in the vendor's unit order. */
export type EsimPricing = { chainAgencyIds: string[]; lines: EsimSaleLine[] };

export const pricingOf = (row: { pricing: Record<string, unknown> }): EsimPricing =>
  row.pricing as unknown as EsimPricing;
