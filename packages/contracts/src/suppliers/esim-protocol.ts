// The eSIM side of the simulator protocol (a wholesale eSIM vendor, DOMAIN.md §2): the package catalogue, orders of
// several packages answered with one eSIM per unit (ICCID, LPA activation string, APN), usage by ICCID, top-ups and
// refunds of unused eSIMs. Amounts are whole VND (the vendor prices the Vietnamese market in VND).
import { z } from 'zod';
import { ZSupplierAccount } from './booking-protocol.js';
import { ZEsimRegion } from '../esim/esim-destinations.js';

/** The vendor's system code behind the routing gateway (one vendor today). */
export const ESIM_SYSTEMS = ['ESH'] as const;
export const ZEsimSystem = z.enum(ESIM_SYSTEMS);
export type TEsimSystem = z.infer<typeof ZEsimSystem>;

/** At most this many units of one package in one order line, and lines in one order. */
export const ESIM_MAX_QUANTITY = 20;
export const ESIM_MAX_ORDER_LINES = 10;

const vnd = z.number().int().min(0);
const isoInstant = z.string();

export const ZEsimPackageId = z.string().regex(/^[a-z0-9][a-z0-9-]{2,59}$/, 'Expected a package id');
/** 19 or 20 digits, the last a Luhn check digit over the others. */
export const ZIccid = z.string().regex(/^89\d{17,18}$/, 'Expected an ICCID of 19–20 digits starting 89');
export const ZEsimClientRef = z.string().regex(/^[A-Za-z0-9._:-]{8,80}$/);

/** Where a package works: one country, a region of several, or (almost) everywhere. */
export const ZEsimCoverage = z.object({
  type: z.enum(['country', 'region', 'global']),
  /** ISO country code for a country package; the region code (ASIA, EUROPE, GLOBAL…) otherwise. */
  code: z.string(),
  /** Every country it works in (one for a country package). */
  countries: z.array(z.string().length(2)).min(1),
  region: ZEsimRegion,
});
export type TEsimCoverage = z.infer<typeof ZEsimCoverage>;

/** The mobile networks a package roams on in one country, and the speeds they give. */
export const ZEsimNetwork = z.object({
  country: z.string().length(2),
  operators: z.array(z.string()).min(1),
  speeds: z.array(z.enum(['3G', '4G', '5G'])).min(1),
});

/** GET /esim/packages?account=&kind= — a base package (a new eSIM) or a top-up (more data on an existing one). */
export const ZEsimVendorPackage = z.object({
  id: ZEsimPackageId,
  kind: z.enum(['base', 'topup']),
  /** The vendor's own English name: "Japan 5GB 7 Days". */
  name: z.string(),
  coverage: ZEsimCoverage,
  /** MB of data; null = unlimited with a daily fair-use allowance at full speed. */
  dataMb: z.number().int().positive().nullable(),
  /** For unlimited packages: MB per day at full speed, then 512 kbps. */
  fairUseMbPerDay: z.number().int().positive().nullable(),
  validityDays: z.number().int().min(1).max(30),
  /** Minutes and SMS included (null = data only). */
  voiceMinutes: z.number().int().positive().nullable(),
  sms: z.number().int().positive().nullable(),
  hotspot: z.boolean(),
  networks: z.array(ZEsimNetwork).min(1),
  apn: z.string(),
  /** What the vendor charges the agency account. */
  netPrice: vnd,
  /** What the vendor suggests a traveller pays. */
  retailPrice: vnd,
});
export type TEsimVendorPackage = z.infer<typeof ZEsimVendorPackage>;

export const ZEsimPackagesQuery = z.object({
  account: ZSupplierAccount,
  kind: z.enum(['base', 'topup']).default('base'),
});
export const ZEsimPackagesResponse = z.object({ packages: z.array(ZEsimVendorPackage) });

/**
 * NOT_ACTIVE: issued, not installed · ACTIVE: installed and in use · FINISHED: its data used up · EXPIRED: past its
 * validity · REFUNDED: cancelled while unused, money returned.
 */
export const ESIM_STATUSES = ['NOT_ACTIVE', 'ACTIVE', 'FINISHED', 'EXPIRED', 'REFUNDED'] as const;
export const ZEsimStatus = z.enum(ESIM_STATUSES);
export type TEsimStatus = z.infer<typeof ZEsimStatus>;

/** One eSIM as an order answers it: what installs it (the QR encodes `lpa`) and what it is. */
export const ZEsimVendorEsim = z.object({
  iccid: ZIccid,
  packageId: ZEsimPackageId,
  /** SM-DP+ address, for manual entry. */
  smdpAddress: z.string(),
  /** The activation (matching) code, for manual entry. */
  matchingId: z.string(),
  /** `LPA:1$<smdpAddress>$<matchingId>`: what the QR code encodes. */
  lpa: z.string().regex(/^LPA:1\$[^$]+\$[^$]+$/),
  apn: z.string(),
  status: ZEsimStatus,
});
export type TEsimVendorEsim = z.infer<typeof ZEsimVendorEsim>;

/** POST /esim/orders: several packages at once, all or nothing; a retried clientRef answers the same order. */
export const ZEsimVendorOrderRequest = z.object({
  account: ZSupplierAccount,
  clientRef: ZEsimClientRef,
  lines: z
    .array(z.object({ packageId: ZEsimPackageId, quantity: z.number().int().min(1).max(ESIM_MAX_QUANTITY) }))
    .min(1)
    .max(ESIM_MAX_ORDER_LINES),
  /** The net total the portal priced; another answers 409 PRICE_CHANGED with the current one. */
  expectedNet: vnd,
});
export type TEsimVendorOrderRequest = z.infer<typeof ZEsimVendorOrderRequest>;

export const ZEsimVendorOrder = z.object({
  orderCode: z.string(),
  clientRef: ZEsimClientRef,
  lines: z.array(z.object({ packageId: ZEsimPackageId, quantity: z.number().int(), unitNet: vnd })),
  totalNet: vnd,
  /** One per unit, in line order. */
  esims: z.array(ZEsimVendorEsim),
  createdAt: isoInstant,
});
export type TEsimVendorOrder = z.infer<typeof ZEsimVendorOrder>;

/** GET /esim/esims/{iccid}?account= — usage now (it advances by itself once installed). */
export const ZEsimVendorUsage = z.object({
  iccid: ZIccid,
  orderCode: z.string(),
  status: ZEsimStatus,
  /** Installed on a phone (downloaded from the SM-DP+): from then on it can no longer be refunded. */
  installed: z.boolean(),
  /** Total MB including top-ups; null = unlimited. */
  totalMb: z.number().int().nullable(),
  usedMb: z.number().int().min(0),
  /** null until activated (the validity starts then). */
  activatedAt: isoInstant.nullable(),
  expiresAt: isoInstant.nullable(),
  topUps: z.array(z.object({ topUpCode: z.string(), packageId: ZEsimPackageId, net: vnd, createdAt: isoInstant })),
});
export type TEsimVendorUsage = z.infer<typeof ZEsimVendorUsage>;

/** GET /esim/esims/{iccid}/topup-packages?account= — the top-ups that fit this eSIM's coverage. */
export const ZEsimTopUpPackagesResponse = ZEsimPackagesResponse;

/** POST /esim/esims/{iccid}/topups: refused (409 ESIM_NOT_TOPUPABLE) once EXPIRED or REFUNDED. */
export const ZEsimVendorTopUpRequest = z.object({
  account: ZSupplierAccount,
  clientRef: ZEsimClientRef,
  packageId: ZEsimPackageId,
  expectedNet: vnd,
});
export const ZEsimVendorTopUp = z.object({
  topUpCode: z.string(),
  clientRef: ZEsimClientRef,
  iccid: ZIccid,
  packageId: ZEsimPackageId,
  net: vnd,
  createdAt: isoInstant,
});
export type TEsimVendorTopUp = z.infer<typeof ZEsimVendorTopUp>;

/** POST /esim/esims/{iccid}/refund: only while NOT_ACTIVE and not installed (409 ESIM_IN_USE otherwise). */
export const ZEsimVendorRefundRequest = z.object({ account: ZSupplierAccount, clientRef: ZEsimClientRef });
export const ZEsimVendorRefund = z.object({
  refundCode: z.string(),
  clientRef: ZEsimClientRef,
  iccid: ZIccid,
  /** The unit's net returned to the account, whole. */
  amount: vnd,
  createdAt: isoInstant,
});
export type TEsimVendorRefund = z.infer<typeof ZEsimVendorRefund>;

/**
 * Reconciliation: GET /esim/orders/by-ref/{clientRef}?account=, /esim/topups/by-ref/{clientRef}?account= and
 * /esim/refunds/by-ref/{clientRef}?account= answer what a lost reply would have, or 404 *_NOT_FOUND when the vendor
 * never did it.
 */
export const ZEsimAccountQuery = z.object({ account: ZSupplierAccount });

/** POST /admin/esim/usage (test hook): the phone installs the eSIM, optionally having used this much, or it expires. */
export const ZEsimAdminUsageRequest = z.object({
  iccid: ZIccid,
  installed: z.boolean().default(true),
  usedMb: z.number().int().min(0).optional(),
  expire: z.boolean().optional(),
});

/** The vendor's refusal codes (its error body is `{ code, message }` as the airlines'). */
export const ESIM_VENDOR_ERROR_CODES = [
  'PACKAGE_NOT_FOUND',
  'PRICE_CHANGED',
  'ESIM_NOT_FOUND',
  'ESIM_IN_USE',
  'ESIM_NOT_TOPUPABLE',
  'ORDER_NOT_FOUND',
  'TOPUP_NOT_FOUND',
  'REFUND_NOT_FOUND',
  'CLIENT_REF_REUSED',
] as const;
