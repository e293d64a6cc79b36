// What every sub-agency (F2) and child-agency (F3) operation shares: the caller's level check, what a parent may hand
// down, the agency as the API shows it and as the audit log keeps it, and the 409s for a code, username or email taken.
import {
  BOOKING_SYSTEMS,
  ErrorCode,
  type TSubAgency,
  type TSubAgencyDefaults,
  type TSubAgencyFields,
  ZSubAgencyFields,
} from '@portal/contracts';
import type { Database } from '@portal/db';
import {
  AGENCY_PRODUCTS,
  availableOf,
  itemsNotAllowed,
  narrowedDownChain,
  normalizeProducts,
  type AgencyProduct,
} from '@portal/domain';
import type { Clock } from '../../platform/clock.js';
import { AppError, requireFound } from '../../platform/errors.js';
import { fieldError } from '../../platform/field-error.js';
import type { AccessClaims } from '../../platform/tokens.js';
import * as repo from './sub-agencies.repository.js';

/**
 * `sub`: an F1's sub-agencies (F2); `child`: an F2's child agencies (F3); `f1`: the platform operator's F1 agencies
 * (the platform is the parent of every F1, so its operator runs them with the same rules).
 */
export type SubAgencyScope = 'sub' | 'child' | 'f1';
const PARENT_LEVEL = { sub: 'F1', child: 'F2', f1: 'platform' } as const satisfies Record<SubAgencyScope, string>;

/** The platform charges its F1s no issue fee (decision 035): an F1's form leaves the default issue fee empty (400). */
export function assertIssueFeeAllowed(scope: SubAgencyScope, defaultIssueFee: number | null): void {
  if (scope === 'f1' && defaultIssueFee !== null) throw fieldError('defaultIssueFee', 'f1AgencyNoIssueFee');
}

type FieldIssue = { field: string; message: string };
/** What an agency may use, narrowed down its chain; what it hands down can be no more. */
export type Allowed = { bookingSystems: string[]; products: AgencyProduct[] };

export type SubAgencyServiceDeps = {
  db: Database;
  clock: Clock;
  /** Demo mode only: where the emailed initial password is also shown. */
  revealInDemo?: (message: string) => void;
};

export const wrongLevel = () =>
  new AppError({ status: 403, code: ErrorCode.FORBIDDEN, messageKey: 'subAgencyWrongLevel' });

/** The constraint a unique violation names, however deep the driver and Drizzle wrapped it. */
export function violatedConstraint(error: unknown): string | undefined {
  for (let current: unknown = error, depth = 0; current && depth < 5; depth++) {
    const candidate = current as { code?: unknown; constraint?: unknown; message?: unknown; cause?: unknown };
    if (candidate.code === '23505') {
      if (typeof candidate.constraint === 'string') return candidate.constraint;
      const named = typeof candidate.message === 'string' ? /"([a-z_]+)"/.exec(candidate.message) : null;
      return named?.[1] ?? '';
    }
    current = candidate.cause;
  }
  return undefined;
}

export function toSubAgency(record: repo.AgencyRecord, allowed: Allowed): TSubAgency {
  const lock =
    record.status === 'locked'
      ? { reason: record.settings.lock?.reason ?? '', lockedAt: record.settings.lock?.lockedAt ?? record.updatedAt }
      : null;
  return {
    id: record.id,
    parentId: record.parentId ?? '',
    level: record.level as TSubAgency['level'],
    code: record.code,
    name: record.name,
    taxCode: record.taxCode,
    address: record.address,
    phone: record.phone,
    email: record.email,
    contactName: record.contactName,
    status: record.status,
    creditLimit: record.creditLimit,
    bookingSystems: narrowedDownChain(BOOKING_SYSTEMS, [allowed.bookingSystems, record.settings.bookingSystems]),
    products: normalizeProducts(narrowedDownChain(AGENCY_PRODUCTS, [allowed.products, record.settings.products])),
    defaultIssueFee: record.defaultIssueFee,
    deposit: { balance: record.balance, reserved: record.reserved, available: availableOf(record) },
    lock,
    childCount: record.childCount,
    createdAt: record.createdAt,
    updatedAt: record.updatedAt,
  };
}

/** An agency's form fields, as the create and update forms send them (the fields the form's schema names). */
export function subAgencyFieldsOf(agency: Pick<TSubAgency, keyof TSubAgencyFields>): TSubAgencyFields {
  return Object.fromEntries(ZSubAgencyFields.keyof().options.map((key) => [key, agency[key]])) as TSubAgencyFields;
}

/** What the audit log keeps of an agency: its form fields and status, no figures. */
export function auditSnapshot(agency: Pick<TSubAgency, keyof TSubAgencyFields | 'status'>) {
  return { ...subAgencyFieldsOf(agency), status: agency.status };
}

/** The caller's agency, which must be of the level this scope is for. */
export async function requireParent(
  db: Database,
  auth: AccessClaims,
  scope: SubAgencyScope,
): Promise<repo.AgencyRecord> {
  const parent = requireFound(await repo.findAgency(db, auth.agencyId));
  if (parent.level !== PARENT_LEVEL[scope]) throw wrongLevel();
  return parent;
}

/** What the agency itself may use, narrowed down its chain; a sub-agency can be given no more. */
export async function allowedFor(db: Database, agencyId: string): Promise<Allowed> {
  const chain = await repo.chainSettings(db, agencyId);
  return {
    bookingSystems: narrowedDownChain(
      BOOKING_SYSTEMS,
      chain.map((settings) => settings.bookingSystems),
    ),
    products: normalizeProducts(
      narrowedDownChain(
        AGENCY_PRODUCTS,
        chain.map((settings) => (settings.products ? normalizeProducts(settings.products) : undefined)),
      ),
    ),
  };
}

/** One direct child of the caller's agency as the API shows it; 404 for any other id. */
export async function readSubAgency(
  db: Database,
  options: { auth: AccessClaims; scope: SubAgencyScope; id: string },
): Promise<TSubAgency> {
  const { auth, scope, id } = options;
  const parent = await requireParent(db, auth, scope);
  const record = requireFound(await repo.findChild(db, parent.id, id));
  return toSubAgency(record, await allowedFor(db, parent.id));
}

/** 400 naming the booking systems and products the parent may not hand down (fields under `prefix`). */
export function assertWithin(
  input: Pick<TSubAgencyFields, 'bookingSystems' | 'products'>,
  allowed: Allowed,
  prefix = '',
): void {
  const fields: FieldIssue[] = [];
  const systems = itemsNotAllowed(input.bookingSystems, allowed.bookingSystems);
  const products = itemsNotAllowed(normalizeProducts(input.products), allowed.products);
  if (systems.length > 0) fields.push({ field: `${prefix}bookingSystems`, message: systems.join(', ') });
  if (products.length > 0) fields.push({ field: `${prefix}products`, message: products.join(', ') });
  if (fields.length > 0)
    throw new AppError({
      status: 400,
      code: ErrorCode.VALIDATION,
      messageKey: 'subAgencyNotAllowed',
      params: { items: fields.map((issue) => issue.message).join(', ') },
      details: { fields },
    });
}

/** The agency's defaults for a new sub-agency, narrowed to what it may hand down. */
export function defaultsOf(settings: repo.StoredAgencySettings, allowed: Allowed): TSubAgencyDefaults {
  const stored = settings.subAgencyDefaults;
  const bookingSystems = narrowedDownChain(BOOKING_SYSTEMS, [allowed.bookingSystems, stored?.bookingSystems]);
  return {
    creditLimit: stored?.creditLimit ?? 0,
    bookingSystems: bookingSystems.length > 0 ? bookingSystems : [...allowed.bookingSystems],
    products: normalizeProducts(
      narrowedDownChain(AGENCY_PRODUCTS, [allowed.products, stored?.products ?? ['flights']]),
    ),
    defaultIssueFee: stored?.defaultIssueFee ?? null,
  } as TSubAgencyDefaults;
}

type TakenIssue = FieldIssue & {
  key: 'subAgencyCodeTaken' | 'subAgencyUsernameTaken' | 'subAgencyEmailTaken';
  params: Record<string, string>;
};

/** 409 naming every field taken; the message is that of the first. */
export function duplicate(fields: TakenIssue[]): AppError {
  const [first] = fields;
  return new AppError({
    status: 409,
    code: ErrorCode.CONFLICT,
    messageKey: first!.key,
    params: first!.params,
    details: {
      fields: fields.map(({ field, message }) => ({ field, message })),
    },
  });
}

export const codeTaken = (code: string) => ({
  field: 'code',
  message: 'taken',
  key: 'subAgencyCodeTaken' as const,
  params: { code },
});
export const usernameTaken = (username: string) => ({
  field: 'admin.username',
  message: 'taken',
  key: 'subAgencyUsernameTaken' as const,
  params: { username },
});
export const emailTaken = (email: string) => ({
  field: 'admin.email',
  message: 'taken',
  key: 'subAgencyEmailTaken' as const,
  params: { email },
});
