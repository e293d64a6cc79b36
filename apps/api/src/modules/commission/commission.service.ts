// Commission fee rules of the caller's agency (issue and change fees): list, save by rule key, delete (each change audited), and the fee preview.
import {
  ErrorCode,
  type TCommissionFeeInput,
  type TFeeProduct,
  type TCommissionFeePreviewQuery,
  type TCommissionFeePreviewResponse,
  type TCommissionFeeRule,
  type TListCommissionFeesResponse,
  type TSaveCommissionFeeResponse,
} from '@portal/contracts';
import type { Database } from '@portal/db';
import { FEE_PAX_TYPES, ruleChangeFee, sumVnd, toVnd, type FeePaxType } from '@portal/domain';
import { recordAudit } from '../../platform/audit.js';
import type { Clock } from '../../platform/clock.js';
import { AppError, notFound, requireFound } from '../../platform/errors.js';
import type { AccessClaims } from '../../platform/tokens.js';
import type { RequestContext } from '../../platform/request-context.js';
import {
  deleteRule,
  findAgencyLevel,
  findRule,
  findSubAgency,
  insertRule,
  listRules,
  listSubAgencies,
  lockRule,
  lockRuleByKey,
  updateRule,
  type StoredFeeRule,
} from './commission.repository.js';
import { agencyAncestry, feeScheduleOf } from './fee-chain.js';

/** Only an F1 or an F2 has sub-agencies to charge: the platform charges F1s nothing and an F3 is the last level. */
const CHARGING_LEVELS = new Set(['F1', 'F2']);

/** What the audit log keeps of a rule, before and after a change. */
function snapshot(rule: StoredFeeRule | undefined) {
  if (!rule) return null;
  const { subAgencyId, airline, routeScope, paxType, chargeBasis } = rule;
  return {
    subAgencyId,
    airline,
    routeScope,
    paxType,
    chargeBasis,
    amount: toVnd(rule.amount),
    changeAmount: toVnd(rule.changeAmount),
  };
}

export function createCommissionService(deps: { db: Database; clock: Clock }) {
  const { db, clock } = deps;

  async function canCharge(agencyId: string): Promise<boolean> {
    const level = await findAgencyLevel(db, agencyId);
    return level !== undefined && CHARGING_LEVELS.has(level);
  }

  async function requireCharging(agencyId: string): Promise<void> {
    if (!(await canCharge(agencyId)))
      throw new AppError({ status: 403, code: ErrorCode.FORBIDDEN, messageKey: 'commissionNotCharged' });
  }

  async function list(auth: AccessClaims, product: TFeeProduct = 'FLIGHT'): Promise<TListCommissionFeesResponse> {
    if (!(await canCharge(auth.agencyId))) return { canCharge: false, items: [], subAgencies: [] };
    const [items, subAgencies] = await Promise.all([
      listRules(db, auth.agencyId, product),
      listSubAgencies(db, auth.agencyId),
    ]);
    return { canCharge: true, items, subAgencies };
  }

  const feeChanged = (
    context: RequestContext,
    change: {
      action: 'created' | 'updated' | 'deleted';
      ruleId: string;
      before?: StoredFeeRule;
      after?: StoredFeeRule;
    },
  ) => ({
    context,
    event: 'commission_fee.changed' as const,
    target: { type: 'commission_fee', id: change.ruleId },
    details: { action: change.action, before: snapshot(change.before), after: snapshot(change.after) },
    at: clock.now(),
  });

  /** Creates the rule with this key or changes its basis and amounts; saving what is already there changes nothing. */
  async function save(context: RequestContext, input: TCommissionFeeInput): Promise<TSaveCommissionFeeResponse> {
    const { agencyId, userId } = context.auth;
    await requireCharging(agencyId);
    // A sub-agency that is not a direct child of the caller's agency looks like no agency at all.
    if (input.subAgencyId !== null) requireFound(await findSubAgency(db, agencyId, input.subAgencyId));
    const now = clock.now();
    const outcome = await db.transaction(async (tx) => {
      // Two saves of a new key at once: the loser's insert does nothing, and it updates the winner's row instead.
      for (let attempt = 0; attempt < 2; attempt += 1) {
        const existing = await lockRuleByKey(tx, agencyId, input);
        if (existing) {
          if (
            existing.chargeBasis === input.chargeBasis &&
            toVnd(existing.amount) === input.amount &&
            toVnd(existing.changeAmount) === input.changeAmount
          )
            return { id: existing.id, isCreated: false };
          const changes = {
            chargeBasis: input.chargeBasis,
            amount: input.amount,
            changeAmount: input.changeAmount,
            updatedBy: userId,
            updatedAt: now,
          };
          await updateRule(tx, existing.id, changes);
          const after = { ...existing, ...changes };
          await recordAudit(
            tx,
            feeChanged(context, { action: 'updated', ruleId: existing.id, before: existing, after }),
          );
          return { id: existing.id, isCreated: false };
        }
        const created = await insertRule(tx, { agencyId, ...input, updatedBy: userId, createdAt: now, updatedAt: now });
        if (created) {
          await recordAudit(tx, feeChanged(context, { action: 'created', ruleId: created.id, after: created }));
          return { id: created.id, isCreated: true };
        }
      }
      throw new Error('commission fee rule neither found nor inserted');
    });
    return { rule: requireFound(await findRule(db, agencyId, outcome.id)), isCreated: outcome.isCreated };
  }

  async function remove(context: RequestContext, id: string): Promise<void> {
    const { agencyId } = context.auth;
    await db.transaction(async (tx) => {
      const existing = requireFound(await lockRule(tx, agencyId, id));
      await deleteRule(tx, existing.id);
      await recordAudit(tx, feeChanged(context, { action: 'deleted', ruleId: existing.id, before: existing }));
    });
  }

  async function get(auth: AccessClaims, id: string): Promise<TCommissionFeeRule> {
    return requireFound(await findRule(db, auth.agencyId, id));
  }

  /** What one passenger of a direct sub-agency pays above the supplier net for a trip (and per paid change), link by link. */
  async function preview(
    auth: AccessClaims,
    query: TCommissionFeePreviewQuery,
  ): Promise<TCommissionFeePreviewResponse> {
    const subAgency = requireFound(await findSubAgency(db, auth.agencyId, query.subAgencyId));
    const ancestry = await agencyAncestry(db, subAgency.id);
    if (ancestry.length === 0) throw notFound();
    const schedule = await feeScheduleOf(db, ancestry);
    const trip = { airline: query.airline ?? null, routeScope: query.routeScope, segmentCount: query.segments };
    const feesByType = new Map(FEE_PAX_TYPES.map((paxType) => [paxType, schedule.linkFees(trip, paxType)]));
    const byId = new Map(
      ancestry.map((agency) => [agency.id, { id: agency.id, code: agency.code, name: agency.name }]),
    );
    const perType = (pick: (paxType: FeePaxType) => number) => ({
      ADT: pick('ADT'),
      CHD: pick('CHD'),
      INF: pick('INF'),
    });
    return {
      subAgency,
      perPassenger: perType((paxType) => schedule.perPassenger(trip, paxType)),
      changePerPassenger: perType((paxType) => sumVnd(feesByType.get(paxType)!.map((fee) => ruleChangeFee(fee.rule)))),
      links: schedule.links.map((link, index) => ({
        charger: byId.get(link.chargerId)!,
        subAgency: byId.get(link.subAgencyId)!,
        fees: perType((paxType) => feesByType.get(paxType)![index]!.amount),
        changeFees: perType((paxType) => ruleChangeFee(feesByType.get(paxType)![index]!.rule)),
      })),
    };
  }

  return { list, get, save, remove, preview };
}

export type CommissionService = ReturnType<typeof createCommissionService>;
