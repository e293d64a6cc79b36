// Sub-agencies (F1 → F2) and child agencies (F2 → F3): an admin lists, creates, edits, locks and unlocks only the
// agencies directly below their own; a lock ends the sessions of everyone at and below the locked agency at once.
import {
  BOOKING_SYSTEMS, ErrorCode, type TAgencyConfig, type TCreateSubAgencyRequest, type TCreateSubAgencyResponse, type TListSubAgenciesQuery,
  type TListSubAgenciesResponse, type TSubAgency, type TSubAgencyDefaults, type TSubAgencyFields, type TSubAgencyFormOptions,
} from '@portal/contracts';
import type { Database } from '@portal/db';
import {
  AGENCY_PRODUCTS, PERMISSION_CODES, PRODUCT_PERMISSION_CODES, availableOf, childLevelOf, codesHeldByAgency, codesNotHeld, firstAdminGroupName,
  firstAdminPermissions, firstAdminRole, itemsNotAllowed, narrowedDownChain, normalizeProducts, type AgencyLevel, type AgencyProduct,
  type PermissionCode,
} from '@portal/domain';
import { writeAudit } from '../../platform/audit.js';
import type { Clock } from '../../platform/clock.js';
import { AppError, requireFound } from '../../platform/errors.js';
import { translate, type Language } from '../../platform/messages.js';
import { hashPassword } from '../../platform/passwords.js';
import type { AccessClaims } from '../../platform/tokens.js';
import { generatePassword } from './generated-password.js';
import * as repo from './sub-agencies.repository.js';

/** `sub`: an F1's sub-agencies (F2); `child`: an F2's child agencies (F3). */
export type SubAgencyScope = 'sub' | 'child';
const PARENT_LEVEL = { sub: 'F1', child: 'F2' } as const satisfies Record<SubAgencyScope, string>;

export type RequestContext = { ipAddress: string; language: Language };
type FieldIssue = { field: string; message: string };
type Allowed = { bookingSystems: string[]; products: AgencyProduct[] };

const wrongLevel = () => new AppError(403, ErrorCode.FORBIDDEN, 'subAgencyWrongLevel');

/**
 * The codes of the first account's group: those chosen on the form, each held by the new agency (its level and
 * products; 400 naming `admin.permissionCodes` otherwise), or the admin template of its level when none are chosen.
 */
function firstGroupCodes(level: Exclude<AgencyLevel, 'platform'>, products: AgencyProduct[], chosen: readonly string[] | undefined): PermissionCode[] {
  if (chosen === undefined) return firstAdminPermissions(level, products);
  const refused = codesNotHeld(chosen, codesHeldByAgency({ level, products }));
  if (refused.length > 0) {
    throw new AppError(400, ErrorCode.VALIDATION, 'codesNotHeld', { codes: refused.join(', ') }, { fields: [{ field: 'admin.permissionCodes', message: refused.join(',') }], codes: refused });
  }
  return PERMISSION_CODES.filter((code) => chosen.includes(code));
}

/** The constraint a unique violation names, however deep the driver and Drizzle wrapped it. */
function violatedConstraint(error: unknown): string | undefined {
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

function toSubAgency(record: repo.AgencyRecord, allowed: Allowed): TSubAgency {
  const lock = record.status === 'locked' ? { reason: record.settings.lock?.reason ?? '', lockedAt: record.settings.lock?.lockedAt ?? record.updatedAt } : null;
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

/** What the audit log keeps of an agency: its form fields and status, no figures. */
function auditSnapshot(agency: Pick<TSubAgency, keyof TSubAgencyFields | 'status'>) {
  const { code, name, taxCode, address, phone, email, contactName, creditLimit, bookingSystems, products, defaultIssueFee, status } = agency;
  return { code, name, taxCode, address, phone, email, contactName, creditLimit, bookingSystems, products, defaultIssueFee, status };
}

export type SubAgencyServiceDeps = {
  db: Database;
  clock: Clock;
  /** Demo mode only: where the emailed initial password is also shown. */
  revealInDemo?: (message: string) => void;
};

export function createSubAgencyService(deps: SubAgencyServiceDeps) {
  const { db, clock } = deps;

  /** The caller's agency, which must be of the level this scope is for. */
  async function requireParent(auth: AccessClaims, scope: SubAgencyScope): Promise<repo.AgencyRecord> {
    const parent = requireFound(await repo.findAgency(db, auth.agencyId));
    if (parent.level !== PARENT_LEVEL[scope]) throw wrongLevel();
    return parent;
  }

  /** What the agency itself may use, narrowed down its chain; a sub-agency can be given no more. */
  async function allowedFor(agencyId: string): Promise<Allowed> {
    const chain = await repo.chainSettings(db, agencyId);
    return {
      bookingSystems: narrowedDownChain(BOOKING_SYSTEMS, chain.map((settings) => settings.bookingSystems)),
      products: normalizeProducts(narrowedDownChain(AGENCY_PRODUCTS, chain.map((settings) => (settings.products ? normalizeProducts(settings.products) : undefined)))),
    };
  }

  function assertWithin(input: Pick<TSubAgencyFields, 'bookingSystems' | 'products'>, allowed: Allowed, prefix = ''): void {
    const fields: FieldIssue[] = [];
    const systems = itemsNotAllowed(input.bookingSystems, allowed.bookingSystems);
    const products = itemsNotAllowed(normalizeProducts(input.products), allowed.products);
    if (systems.length > 0) fields.push({ field: `${prefix}bookingSystems`, message: systems.join(', ') });
    if (products.length > 0) fields.push({ field: `${prefix}products`, message: products.join(', ') });
    if (fields.length > 0) throw new AppError(400, ErrorCode.VALIDATION, 'subAgencyNotAllowed', { items: fields.map((issue) => issue.message).join(', ') }, { fields });
  }

  function duplicate(fields: (FieldIssue & { key: 'subAgencyCodeTaken' | 'subAgencyUsernameTaken' | 'subAgencyEmailTaken'; params: Record<string, string> })[]): AppError {
    const [first] = fields;
    return new AppError(409, ErrorCode.CONFLICT, first!.key, first!.params, { fields: fields.map(({ field, message }) => ({ field, message })) });
  }

  const codeTaken = (code: string) => ({ field: 'code', message: 'taken', key: 'subAgencyCodeTaken' as const, params: { code } });
  const usernameTaken = (username: string) => ({ field: 'admin.username', message: 'taken', key: 'subAgencyUsernameTaken' as const, params: { username } });
  const emailTaken = (email: string) => ({ field: 'admin.email', message: 'taken', key: 'subAgencyEmailTaken' as const, params: { email } });

  function defaultsOf(settings: repo.StoredAgencySettings, allowed: Allowed): TSubAgencyDefaults {
    const stored = settings.subAgencyDefaults;
    const bookingSystems = narrowedDownChain(BOOKING_SYSTEMS, [allowed.bookingSystems, stored?.bookingSystems]);
    return {
      creditLimit: stored?.creditLimit ?? 0,
      bookingSystems: bookingSystems.length > 0 ? bookingSystems : [...allowed.bookingSystems],
      products: normalizeProducts(narrowedDownChain(AGENCY_PRODUCTS, [allowed.products, stored?.products ?? ['flights']])),
      defaultIssueFee: stored?.defaultIssueFee ?? null,
    } as TSubAgencyDefaults;
  }

  async function formOptions(auth: AccessClaims, scope: SubAgencyScope): Promise<TSubAgencyFormOptions> {
    const parent = await requireParent(auth, scope);
    const allowed = await allowedFor(parent.id);
    return {
      parent: { id: parent.id, code: parent.code, name: parent.name },
      level: childLevelOf(parent.level) as TSubAgencyFormOptions['level'],
      bookingSystems: allowed.bookingSystems as TSubAgencyFormOptions['bookingSystems'],
      products: allowed.products,
      defaults: defaultsOf(parent.settings, allowed),
    };
  }

  async function list(auth: AccessClaims, scope: SubAgencyScope, query: TListSubAgenciesQuery): Promise<TListSubAgenciesResponse> {
    const parent = await requireParent(auth, scope);
    const [allowed, page] = [await allowedFor(parent.id), await repo.listChildren(db, parent.id, query)];
    return { items: page.items.map((record) => toSubAgency(record, allowed)), total: page.total, page: query.page, pageSize: query.pageSize };
  }

  async function get(auth: AccessClaims, scope: SubAgencyScope, id: string): Promise<TSubAgency> {
    const parent = await requireParent(auth, scope);
    const record = requireFound(await repo.findChild(db, parent.id, id));
    return toSubAgency(record, await allowedFor(parent.id));
  }

  async function create(auth: AccessClaims, scope: SubAgencyScope, input: TCreateSubAgencyRequest, context: RequestContext): Promise<TCreateSubAgencyResponse> {
    const parent = await requireParent(auth, scope);
    const level = childLevelOf(parent.level);
    if (level === null || level === 'F1') throw wrongLevel();
    const allowed = await allowedFor(parent.id);
    assertWithin(input, allowed);
    const { permissionCodes, ...admin } = input.admin;
    const products = normalizeProducts(input.products);
    const groupCodes = firstGroupCodes(level, products, permissionCodes);
    const taken = [
      ...((await repo.isCodeTaken(db, input.code)) ? [codeTaken(input.code)] : []),
      ...((await repo.isUsernameTaken(db, admin.username)) ? [usernameTaken(admin.username)] : []),
      ...((await repo.isEmailTaken(db, admin.email)) ? [emailTaken(admin.email)] : []),
    ];
    if (taken.length > 0) throw duplicate(taken);

    const password = generatePassword();
    const passwordHash = await hashPassword(password);
    const now = clock.now();
    const bookingSystems = narrowedDownChain(BOOKING_SYSTEMS, [input.bookingSystems]);
    const group = { name: firstAdminGroupName(level), description: `Nhóm quyền của tài khoản quản trị đầu tiên (${firstAdminRole(level)})`, codes: groupCodes };
    const { admin: _admin, defaultIssueFee, bookingSystems: _systems, products: _products, ...fields } = input;
    try {
      const created = await db.transaction(async (tx) => {
        await repo.lockEmailAddress(tx, admin.email);
        if (await repo.isEmailTaken(tx, admin.email)) throw duplicate([emailTaken(admin.email)]);
        const agencyId = await repo.insertAgency(tx, { ...fields, parentId: parent.id, level, settings: { bookingSystems, products }, now });
        const { userId } = await repo.insertAdminWithGroup(tx, { ...admin, agencyId, role: firstAdminRole(level) as 'admin_f2', passwordHash, now }, group);
        if (defaultIssueFee !== null) await repo.setDefaultIssueFee(tx, { parentId: parent.id, subAgencyId: agencyId, amount: defaultIssueFee, actorId: auth.userId, now });
        const message = { code: input.code, name: input.name, username: admin.username, password };
        await repo.queueEmail(tx, {
          to: admin.email,
          subject: translate('subAgencyWelcomeSubject', context.language, message),
          body: translate('subAgencyWelcomeBody', context.language, message),
          now,
        });
        const after = auditSnapshot({ ...fields, bookingSystems: bookingSystems as TSubAgency['bookingSystems'], products, defaultIssueFee, status: 'active' });
        await writeAudit(tx, {
          event: 'agency.created',
          actorUserId: auth.userId,
          agencyId: parent.id,
          targetType: 'agency',
          targetId: agencyId,
          ipAddress: context.ipAddress,
          at: now,
          details: {
            level,
            before: null,
            after: { ...after, admin: { username: admin.username, fullName: admin.fullName, email: admin.email, phone: admin.phone, initialPassword: '[masked]', mustChangePassword: true }, permissionGroup: group },
          },
        });
        return { agencyId, userId };
      });
      deps.revealInDemo?.(`[demo] initial password for ${admin.username} (${input.code}): ${password}`);
      const agency = toSubAgency(requireFound(await repo.findChild(db, parent.id, created.agencyId)), allowed);
      return { agency, admin: { id: created.userId, username: admin.username, email: admin.email } };
    } catch (error) {
      const constraint = violatedConstraint(error);
      if (constraint?.includes('agencies_code')) throw duplicate([codeTaken(input.code)]);
      if (constraint?.includes('users_username')) throw duplicate([usernameTaken(admin.username)]);
      throw error;
    }
  }

  async function update(auth: AccessClaims, scope: SubAgencyScope, id: string, input: TSubAgencyFields, context: RequestContext): Promise<TSubAgency> {
    const parent = await requireParent(auth, scope);
    const allowed = await allowedFor(parent.id);
    const before = toSubAgency(requireFound(await repo.findChild(db, parent.id, id)), allowed);
    assertWithin(input, allowed);
    if (input.code.toLowerCase() !== before.code.toLowerCase() && (await repo.isCodeTaken(db, input.code, id))) throw duplicate([codeTaken(input.code)]);
    const now = clock.now();
    const bookingSystems = narrowedDownChain(BOOKING_SYSTEMS, [input.bookingSystems]);
    const products = normalizeProducts(input.products);
    const droppedCodes = before.products
      .filter((product): product is Exclude<AgencyProduct, 'flights'> => product !== 'flights' && !products.includes(product))
      .map((product) => PRODUCT_PERMISSION_CODES[product]);
    const { defaultIssueFee, bookingSystems: _systems, products: _products, ...fields } = input;
    try {
      await db.transaction(async (tx) => {
        await repo.updateAgency(tx, id, { ...fields, settings: { bookingSystems, products }, now });
        if (defaultIssueFee !== before.defaultIssueFee) await repo.setDefaultIssueFee(tx, { parentId: parent.id, subAgencyId: id, amount: defaultIssueFee, actorId: auth.userId, now });
        // A product taken away is taken from every permission group at and below the agency too.
        await repo.removeCodesBelow(tx, { agencyId: id, codes: droppedCodes });
        const after = auditSnapshot({ ...fields, bookingSystems: bookingSystems as TSubAgency['bookingSystems'], products, defaultIssueFee, status: before.status });
        await writeAudit(tx, {
          event: 'agency.updated',
          actorUserId: auth.userId,
          agencyId: parent.id,
          targetType: 'agency',
          targetId: id,
          ipAddress: context.ipAddress,
          at: now,
          details: { before: auditSnapshot(before), after, ...(droppedCodes.length > 0 ? { permissionCodesRemoved: droppedCodes } : {}) },
        });
      });
    } catch (error) {
      if (violatedConstraint(error)?.includes('agencies_code')) throw duplicate([codeTaken(input.code)]);
      throw error;
    }
    return toSubAgency(requireFound(await repo.findChild(db, parent.id, id)), allowed);
  }

  /** Locks (revoking every session at and below the agency in the same transaction) or unlocks a direct child. */
  async function setLocked(auth: AccessClaims, scope: SubAgencyScope, id: string, isLocking: boolean, reason: string, context: RequestContext): Promise<TSubAgency> {
    const parent = await requireParent(auth, scope);
    requireFound(await repo.findChild(db, parent.id, id));
    const now = clock.now();
    const from = isLocking ? 'active' : 'locked';
    const to = isLocking ? 'locked' : 'active';
    const isChanged = await db.transaction(async (tx) => {
      const lock = isLocking ? { reason, lockedAt: now.toISOString(), lockedBy: auth.userId } : null;
      if (!(await repo.changeStatus(tx, { parentId: parent.id, agencyId: id, from, to, lock, now }))) return false;
      const sessionsEnded = isLocking ? await repo.revokeSessionsBelow(tx, { agencyId: id, reason: 'agency_locked', now }) : 0;
      await writeAudit(tx, {
        event: isLocking ? 'agency.locked' : 'agency.unlocked',
        actorUserId: auth.userId,
        agencyId: parent.id,
        targetType: 'agency',
        targetId: id,
        ipAddress: context.ipAddress,
        at: now,
        details: { reason, before: { status: from }, after: { status: to }, ...(isLocking ? { sessionsEnded, agenciesReached: await repo.countSubtree(tx, id) } : {}) },
      });
      return true;
    });
    if (!isChanged) throw new AppError(409, ErrorCode.CONFLICT, isLocking ? 'subAgencyAlreadyLocked' : 'subAgencyNotLocked', {}, { status: from === 'active' ? 'locked' : 'active' });
    return get(auth, scope, id);
  }

  async function requireConfigAgency(auth: AccessClaims): Promise<repo.AgencyRecord> {
    const agency = requireFound(await repo.findAgency(db, auth.agencyId));
    if (agency.level !== 'F1') throw wrongLevel();
    return agency;
  }

  async function config(auth: AccessClaims): Promise<TAgencyConfig> {
    const agency = await requireConfigAgency(auth);
    const allowed = await allowedFor(agency.id);
    return {
      agency: {
        id: agency.id,
        code: agency.code,
        name: agency.name,
        level: agency.level,
        taxCode: agency.taxCode,
        address: agency.address,
        phone: agency.phone,
        email: agency.email,
        contactName: agency.contactName,
        status: agency.status,
        creditLimit: agency.creditLimit,
        bookingSystems: allowed.bookingSystems as TAgencyConfig['agency']['bookingSystems'],
        products: allowed.products,
        deposit: { balance: agency.balance, reserved: agency.reserved, available: availableOf(agency) },
        subAgencyCount: agency.childCount,
        lockedSubAgencyCount: agency.lockedChildCount,
      },
      subAgencyDefaults: defaultsOf(agency.settings, allowed),
    };
  }

  async function updateConfig(auth: AccessClaims, defaults: TSubAgencyDefaults, context: RequestContext): Promise<TAgencyConfig> {
    const agency = await requireConfigAgency(auth);
    const allowed = await allowedFor(agency.id);
    assertWithin(defaults, allowed, 'subAgencyDefaults.');
    const before = defaultsOf(agency.settings, allowed);
    const after = { ...defaults, bookingSystems: narrowedDownChain(BOOKING_SYSTEMS, [defaults.bookingSystems]), products: normalizeProducts(defaults.products) };
    const now = clock.now();
    await db.transaction(async (tx) => {
      await repo.patchSettings(tx, agency.id, { subAgencyDefaults: after }, now);
      await writeAudit(tx, { event: 'agency.config_changed', actorUserId: auth.userId, agencyId: agency.id, targetType: 'agency', targetId: agency.id, ipAddress: context.ipAddress, at: now, details: { before, after } });
    });
    return config(auth);
  }

  return {
    formOptions,
    list,
    get,
    create,
    update,
    lock: (auth: AccessClaims, scope: SubAgencyScope, id: string, reason: string, context: RequestContext) => setLocked(auth, scope, id, true, reason, context),
    unlock: (auth: AccessClaims, scope: SubAgencyScope, id: string, reason: string, context: RequestContext) => setLocked(auth, scope, id, false, reason, context),
    config,
    updateConfig,
  };
}

export type SubAgencyService = ReturnType<typeof createSubAgencyService>;
