// GET /api/esim/products: the vendor's catalogue as this agency buys it — every base package with the price its deposit
// pays (the vendor's net plus the chain's eSIM fees) and the suggested retail price; the browser searches and filters
// it (a few hundred packages, one request). GET /api/esim/products/{id} answers one.
import { z } from 'zod';
import { ZEsimCoverage, ZEsimNetwork, ZEsimPackageId, ZEsimSystem } from '../suppliers/esim-protocol.js';

const vnd = z.number().int().min(0);

export const ZEsimProduct = z.object({
  /** The vendor's package id (unique within the system). */
  id: ZEsimPackageId,
  system: ZEsimSystem,
  /** The vendor's name ("Japan 5GB 7 Days"); screens name it from the destination, data and days in their language. */
  name: z.string(),
  coverage: ZEsimCoverage,
  /** Vietnamese and English name of the destination (a country, or a region such as "Châu Âu"). */
  destinationVi: z.string(),
  destinationEn: z.string(),
  dataMb: z.number().int().positive().nullable(),
  fairUseMbPerDay: z.number().int().positive().nullable(),
  validityDays: z.number().int(),
  voiceMinutes: z.number().int().nullable(),
  sms: z.number().int().nullable(),
  hotspot: z.boolean(),
  networks: z.array(ZEsimNetwork),
  apn: z.string(),
  /** What the agency's deposit pays per eSIM: the vendor's net plus every fee of the chain above the agency. */
  unitPrice: vnd,
  /** Of unitPrice, the fees of the chain above the agency (0 for an F1). */
  chainFee: vnd,
  /** The vendor's suggested price to a traveller. */
  retailPrice: vnd,
});
export type TEsimProduct = z.infer<typeof ZEsimProduct>;

export const ZEsimProductsResponse = z.object({
  products: z.array(ZEsimProduct),
  /** When the catalogue was read from the vendor (it is cached for an hour). */
  readAt: z.string(),
});
export type TEsimProductsResponse = z.infer<typeof ZEsimProductsResponse>;

export const ZEsimProductParams = z.strictObject({ id: ZEsimPackageId });
