// Sub-agencies (F1 → F2) and child agencies (F2 → F3): an admin lists, creates, edits, locks and unlocks only the
// agencies directly below their own; here the listing, the form's options and the F1's own config, with the service
// composed of sub-agencies-create.ts and sub-agencies-change.ts.
import {
  BOOKING_SYSTEMS,
  type TAgencyConfig,
  type TListSubAgenciesQuery,
  type TListSubAgenciesResponse,
  type TSubAgency,
  type TSubAgencyDefaults,
  type TSubAgencyFormOptions,
} from '@portal/contracts';
import { availableOf, childLevelOf, narrowedDownChain, normalizeProducts } from '@portal/domain';
import { recordAudit } from '../../platform/audit.js';
import { requireFound } from '../../platform/errors.js';
import type { AccessClaims } from '../../platform/tokens.js';
import type { RequestContext } from '../../platform/request-context.js';
import { subAgencyChanges } from './sub-agencies-change.js';
import {
  allowedFor,
  assertWithin,
  defaultsOf,
  readSubAgency,
  requireParent,
  toSubAgency,
  wrongLevel,
  type SubAgencyScope,
  type SubAgencyServiceDeps,
} from './sub-agencies-common.js';
import { subAgencyCreation } from './sub-agencies-create.js';
import * as writes from './sub-agencies-writes.repository.js';
import * as repo from './sub-agencies.repository.js';

export type { SubAgencyScope, SubAgencyServiceDeps } from './sub-agencies-common.js';

export function createSubAgencyService(deps: SubAgencyServiceDeps) {
  const { db, clock } = deps;

  async function formOptions(auth: AccessClaims, scope: SubAgencyScope): Promise<TSubAgencyFormOptions> {
    const parent = await requireParent(db, auth, scope);
    const allowed = await allowedFor(db, parent.id);
    return {
      parent: { id: parent.id, code: parent.code, name: parent.name },
      level: childLevelOf(parent.level) as TSubAgencyFormOptions['level'],
      bookingSystems: allowed.bookingSystems as TSubAgencyFormOptions['bookingSystems'],
      products: allowed.products,
      defaults: defaultsOf(parent.settings, allowed),
    };
  }

  async function list(
    auth: AccessClaims,
    scope: SubAgencyScope,
    query: TListSubAgenciesQuery,
  ): Promise<TListSubAgenciesResponse> {
    const parent = await requireParent(db, auth, scope);
    const [allowed, page] = [await allowedFor(db, parent.id), await repo.listChildren(db, parent.id, query)];
    return {
      items: page.items.map((record) => toSubAgency(record, allowed)),
      total: page.total,
      page: query.page,
      pageSize: query.pageSize,
    };
  }

  const get = (auth: AccessClaims, scope: SubAgencyScope, id: string): Promise<TSubAgency> =>
    readSubAgency(db, { auth, scope, id });

  async function requireConfigAgency(auth: AccessClaims): Promise<repo.AgencyRecord> {
    const agency = requireFound(await repo.findAgency(db, auth.agencyId));
    if (agency.level !== 'F1') throw wrongLevel();
    return agency;
  }

  async function config(auth: AccessClaims): Promise<TAgencyConfig> {
    const agency = await requireConfigAgency(auth);
    const allowed = await allowedFor(db, agency.id);
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

  async function updateConfig(context: RequestContext, defaults: TSubAgencyDefaults): Promise<TAgencyConfig> {
    const { auth } = context;
    const agency = await requireConfigAgency(auth);
    const allowed = await allowedFor(db, agency.id);
    assertWithin(defaults, allowed, 'subAgencyDefaults.');
    const before = defaultsOf(agency.settings, allowed);
    const after = {
      ...defaults,
      bookingSystems: narrowedDownChain(BOOKING_SYSTEMS, [defaults.bookingSystems]),
      products: normalizeProducts(defaults.products),
    };
    const now = clock.now();
    await db.transaction(async (tx) => {
      await writes.patchSettings(tx, { agencyId: agency.id, patch: { subAgencyDefaults: after }, now });
      await recordAudit(tx, {
        context,
        event: 'agency.config_changed',
        agencyId: agency.id,
        target: { type: 'agency', id: agency.id },
        at: now,
        details: { before, after },
      });
    });
    return config(auth);
  }

  const { create } = subAgencyCreation(deps);
  const { update, lock, unlock } = subAgencyChanges(deps);
  return { formOptions, list, get, create, update, lock, unlock, config, updateConfig };
}

export type SubAgencyService = ReturnType<typeof createSubAgencyService>;
