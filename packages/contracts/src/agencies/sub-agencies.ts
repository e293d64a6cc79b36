// Sub-agencies (F1 → F2, /agent/config-f2) and child agencies (F2 → F3, /agent/config-child): list, create with a
// first admin account, edit, lock and unlock; and the F1's own settings page (/agent/config). Same schemas on both sides.
import { z } from 'zod';
import { COMMISSION_FEE_MAX_AMOUNT } from '../commission/commission-fees.js';
import { BOOKING_SYSTEMS, ZBookingSystem } from '../suppliers/booking-systems.js';
import {
  EMAIL_MAX_LENGTH,
  PERSON_NAME_MAX_LENGTH,
  ZEmailAddress,
  ZPersonName,
  ZUsername,
  ZVietnameseMobile,
} from './person-fields.js';

/** The same rules as AGENCY_CODE_PATTERN and TAX_CODE_PATTERN of @portal/domain (a domain test keeps them equal). */
export const AGENCY_CODE_PATTERN = /^[A-Za-z0-9]{2,20}$/;
export const TAX_CODE_PATTERN = /^([0-9]{10}(-?[0-9]{3})?)?$/;
export const AGENCY_CREDIT_LIMIT_MAX = 100_000_000_000;
/** Contact person: letters and spaces, or nothing. */
const OPTIONAL_PERSON_NAME_PATTERN = /^[\p{L}\p{M} ]*$/u;

export const ZAgencyProduct = z.enum(['flights', 'train', 'esim', 'b2c']);
export type TAgencyProduct = z.infer<typeof ZAgencyProduct>;
export const ZAgencyStatus = z.enum(['active', 'locked']);
export const ZSubAgencyLevel = z.enum(['F1', 'F2', 'F3']);

const ZBookingSystems = z.array(ZBookingSystem).min(1).max(BOOKING_SYSTEMS.length);
const ZProducts = z.array(ZAgencyProduct).max(4);
const ZCreditLimit = z.number().int().min(0).max(AGENCY_CREDIT_LIMIT_MAX);
/** VND per segment, charged by the parent for every airline on domestic routes, adults and children; null = the parent's general rule. */
const ZDefaultIssueFee = z.number().int().min(0).max(COMMISSION_FEE_MAX_AMOUNT).nullable();

/** What the create and edit forms send about the agency itself. */
export const ZSubAgencyFields = z.strictObject({
  code: z.string().trim().toUpperCase().regex(AGENCY_CODE_PATTERN),
  name: z.string().trim().min(1).max(200),
  taxCode: z.string().trim().regex(TAX_CODE_PATTERN),
  address: z.string().trim().max(300),
  phone: ZVietnameseMobile,
  email: z
    .string()
    .trim()
    .max(EMAIL_MAX_LENGTH)
    .pipe(z.union([z.literal(''), z.email()])),
  contactName: z.string().trim().max(PERSON_NAME_MAX_LENGTH).regex(OPTIONAL_PERSON_NAME_PATTERN),
  creditLimit: ZCreditLimit,
  /** A subset of what the parent may use. */
  bookingSystems: ZBookingSystems,
  /** Flights are always on; train, eSIM and B2C only when the parent has them. */
  products: ZProducts,
  defaultIssueFee: ZDefaultIssueFee,
});
export type TSubAgencyFields = z.infer<typeof ZSubAgencyFields>;

/** The first admin account; its password is generated, emailed, and must be changed at the first sign-in. */
export const ZSubAgencyAdminInput = z.strictObject({
  username: ZUsername,
  fullName: ZPersonName,
  email: ZEmailAddress,
  phone: ZVietnameseMobile,
  /**
   * The codes of the first account's permission group, each held by the new agency (`codesHeldByAgency` of its
   * level and products); absent → the admin template of its level (`firstAdminPermissions`).
   */
  permissionCodes: z
    .array(z.string().regex(/^[A-Z0-9_]{2,40}$/))
    .min(1)
    .max(40)
    .optional(),
});
export type TSubAgencyAdminInput = z.infer<typeof ZSubAgencyAdminInput>;

export const ZCreateSubAgencyRequest = ZSubAgencyFields.extend({ admin: ZSubAgencyAdminInput });
export type TCreateSubAgencyRequest = z.infer<typeof ZCreateSubAgencyRequest>;
export const ZUpdateSubAgencyRequest = ZSubAgencyFields;
export type TUpdateSubAgencyRequest = z.infer<typeof ZUpdateSubAgencyRequest>;

/** Lock and unlock both say why; the reason goes to the audit log (and, for a lock, is shown in the list). */
export const ZAgencyLockRequest = z.strictObject({ reason: z.string().trim().min(3).max(500) });
export type TAgencyLockRequest = z.infer<typeof ZAgencyLockRequest>;

export const ZSubAgencyParams = z.strictObject({ id: z.uuid() });

export const SUB_AGENCY_SORTS = ['code', 'name', 'status', 'creditLimit', 'balance', 'available', 'createdAt'] as const;
export const SUB_AGENCY_PAGE_SIZE_MAX = 500;
export const ZListSubAgenciesQuery = z.strictObject({
  /** Part of the code, name, tax code or phone, whatever the case. */
  q: z.string().trim().max(100).optional(),
  status: ZAgencyStatus.optional(),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(SUB_AGENCY_PAGE_SIZE_MAX).default(50),
  sort: z.enum(SUB_AGENCY_SORTS).default('code'),
  order: z.enum(['asc', 'desc']).default('asc'),
});
export type TListSubAgenciesQuery = z.infer<typeof ZListSubAgenciesQuery>;

export const ZAgencyDepositFigures = z.object({
  balance: z.number().int(),
  reserved: z.number().int(),
  available: z.number().int(),
});

export const ZSubAgency = z.object({
  id: z.string(),
  parentId: z.string(),
  level: ZSubAgencyLevel,
  code: z.string(),
  name: z.string(),
  taxCode: z.string(),
  address: z.string(),
  phone: z.string(),
  email: z.string(),
  contactName: z.string(),
  status: ZAgencyStatus,
  creditLimit: z.number().int(),
  bookingSystems: z.array(ZBookingSystem),
  products: z.array(ZAgencyProduct),
  defaultIssueFee: z.number().int().nullable(),
  /** The deposit (zeros when it never moved). */
  deposit: ZAgencyDepositFigures,
  /** Why and when it was locked; null while active. */
  lock: z.object({ reason: z.string(), lockedAt: z.string() }).nullable(),
  /** Agencies directly below it. */
  childCount: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type TSubAgency = z.infer<typeof ZSubAgency>;

export const ZListSubAgenciesResponse = z.object({
  items: z.array(ZSubAgency),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type TListSubAgenciesResponse = z.infer<typeof ZListSubAgenciesResponse>;

export const ZSubAgencyResponse = z.object({ agency: ZSubAgency });
export type TSubAgencyResponse = z.infer<typeof ZSubAgencyResponse>;

export const ZCreateSubAgencyResponse = z.object({
  agency: ZSubAgency,
  /** The first admin account; the password went to its email address only. */
  admin: z.object({ id: z.string(), username: z.string(), email: z.string() }),
});
export type TCreateSubAgencyResponse = z.infer<typeof ZCreateSubAgencyResponse>;

/** What a new sub-agency starts with on the create form; an F1 keeps its own on /agent/config. */
export const ZSubAgencyDefaults = z.strictObject({
  creditLimit: ZCreditLimit,
  bookingSystems: ZBookingSystems,
  products: ZProducts,
  defaultIssueFee: ZDefaultIssueFee,
});
export type TSubAgencyDefaults = z.infer<typeof ZSubAgencyDefaults>;

const ZAgencyRef = z.object({ id: z.string(), code: z.string(), name: z.string() });

/** What the create and edit forms may offer: the parent's own systems and products, and the defaults. */
export const ZSubAgencyFormOptions = z.object({
  parent: ZAgencyRef,
  level: ZSubAgencyLevel,
  bookingSystems: z.array(ZBookingSystem),
  products: z.array(ZAgencyProduct),
  defaults: ZSubAgencyDefaults,
});
export type TSubAgencyFormOptions = z.infer<typeof ZSubAgencyFormOptions>;

/** /agent/config: the F1's own profile (managed by the platform, read only here) and its defaults for new sub-agencies. */
export const ZAgencyConfig = z.object({
  agency: ZAgencyRef.extend({
    level: z.enum(['platform', 'F1', 'F2', 'F3']),
    taxCode: z.string(),
    address: z.string(),
    phone: z.string(),
    email: z.string(),
    contactName: z.string(),
    status: ZAgencyStatus,
    creditLimit: z.number().int(),
    bookingSystems: z.array(ZBookingSystem),
    products: z.array(ZAgencyProduct),
    deposit: ZAgencyDepositFigures,
    subAgencyCount: z.number().int(),
    lockedSubAgencyCount: z.number().int(),
  }),
  subAgencyDefaults: ZSubAgencyDefaults,
});
export type TAgencyConfig = z.infer<typeof ZAgencyConfig>;

export const ZUpdateAgencyConfigRequest = z.strictObject({ subAgencyDefaults: ZSubAgencyDefaults });
export type TUpdateAgencyConfigRequest = z.infer<typeof ZUpdateAgencyConfigRequest>;
