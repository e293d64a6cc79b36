// B2C fare rules in the back office: the USE_B2C staff of an agency keep their own site's rules (notes sanitised).
import { ZB2cFareRuleWriteRequest, type TB2cFareRule } from '@portal/contracts';
import type { Database } from '@portal/db';
import type { z } from 'zod';
import type { Clock } from '../../../platform/clock.js';
import { notFound } from '../../../platform/errors.js';
import { invalidFieldIn } from '../../../platform/field-error.js';
import type { RequestContext } from '../../../platform/request-context.js';
import { isUniqueViolation } from '../../../platform/unique-violation.js';
import { sanitizeNewsHtml } from '../../content/sanitize-news.js';
import * as repository from './fare-rules.repository.js';

export type FareRuleWrite = z.output<typeof ZB2cFareRuleWriteRequest>;

export function fareRuleView(row: repository.FareRuleRow): TB2cFareRule {
  return {
    id: row.id,
    airline: row.airline,
    fareFamily: row.fareFamily,
    itineraryType: row.itineraryType,
    cabinBaggageKg: row.cabinBaggageKg,
    checkedBaggageKg: row.checkedBaggageKg,
    change: { isAllowed: row.isChangeAllowed, fee: row.changeFee, conditions: row.changeConditions },
    refund: { isAllowed: row.isRefundAllowed, fee: row.refundFee, conditions: row.refundConditions },
    noShow: { fee: row.noShowFee, conditions: row.noShowConditions },
    notesHtml: row.notesHtml,
    isPublished: row.isPublished,
    sortOrder: row.sortOrder,
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The columns of a rule as written: the notes sanitised, the fee of an action not allowed dropped. */
export function fareRuleValues(input: FareRuleWrite, now: Date): repository.FareRuleValues {
  return {
    airline: input.airline,
    fareFamily: input.fareFamily,
    itineraryType: input.itineraryType,
    cabinBaggageKg: input.cabinBaggageKg,
    checkedBaggageKg: input.checkedBaggageKg,
    isChangeAllowed: input.change.isAllowed,
    changeFee: input.change.isAllowed ? input.change.fee : null,
    changeConditions: input.change.conditions,
    isRefundAllowed: input.refund.isAllowed,
    refundFee: input.refund.isAllowed ? input.refund.fee : null,
    refundConditions: input.refund.conditions,
    noShowFee: input.noShow.fee,
    noShowConditions: input.noShow.conditions,
    notesHtml: sanitizeNewsHtml(input.notesHtml),
    isPublished: input.isPublished,
    sortOrder: input.sortOrder,
    updatedAt: now,
  };
}

export function createFareRuleService(deps: { db: Database; clock: Clock }) {
  const { db, clock } = deps;

  async function list(caller: RequestContext, filters: repository.FareRuleFilters) {
    return { items: (await repository.listOwn(db, caller.auth.agencyId, filters)).map(fareRuleView) };
  }

  async function get(caller: RequestContext, id: string): Promise<TB2cFareRule> {
    const row = await repository.findOwn(db, { agencyId: caller.auth.agencyId, id });
    if (!row) throw notFound();
    return fareRuleView(row);
  }

  /** A second rule for the same airline, itinerary type and family is a field error on the family. */
  async function guardDuplicate<T>(caller: RequestContext, write: () => Promise<T>): Promise<T> {
    try {
      return await write();
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
      throw invalidFieldIn(caller.language, {
        field: 'fareFamily',
        vi: 'hãng này đã có hạng giá cùng tên cho loại hành trình này',
        en: 'this airline already has a fare family of this name for this itinerary type',
      });
    }
  }

  async function create(caller: RequestContext, input: FareRuleWrite): Promise<TB2cFareRule> {
    const values = fareRuleValues(input, clock.now());
    const id = await guardDuplicate(caller, () =>
      repository.insertFareRule(db, { ...values, agencyId: caller.auth.agencyId }),
    );
    return get(caller, id);
  }

  async function update(caller: RequestContext, id: string, input: FareRuleWrite): Promise<TB2cFareRule> {
    const key = { agencyId: caller.auth.agencyId, id };
    const isUpdated = await guardDuplicate(caller, () =>
      repository.updateOwnFareRule(db, key, fareRuleValues(input, clock.now())),
    );
    if (!isUpdated) throw notFound();
    return get(caller, id);
  }

  async function remove(caller: RequestContext, id: string): Promise<void> {
    if (!(await repository.deleteOwnFareRule(db, { agencyId: caller.auth.agencyId, id }))) throw notFound();
  }

  return { list, get, create, update, remove };
}

export type FareRuleService = ReturnType<typeof createFareRuleService>;
