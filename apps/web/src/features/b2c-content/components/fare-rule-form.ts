// The fare-rule form's values as typed (text fields), their checks, and the request and the values of a saved rule.
import { BOOKING_SYSTEM_FACTS, type TB2cFareRule, type TB2cFareRuleWriteRequest } from '@portal/contracts';
import { groupAmountDigits, typedAmount } from '../../../lib/forms/amount-input';

/** The airlines the portal sells, offered first in the airline field (any two-character code is accepted). */
export const KNOWN_AIRLINES = ['VN', 'VJ', 'QH', 'VU'] as const;

export function airlineName(code: string): string {
  const facts = (BOOKING_SYSTEM_FACTS as Record<string, { kind: string; name: string } | undefined>)[code];
  return facts && facts.kind === 'airline' ? facts.name : code;
}

type ActionValues = { isAllowed: boolean; fee: string; conditions: string };

export type FareRuleFormValues = {
  airline: string;
  fareFamily: string;
  itineraryType: 'domestic' | 'international';
  cabinBaggageKg: string;
  checkedBaggageKg: string;
  change: ActionValues;
  refund: ActionValues;
  noShowFee: string;
  noShowConditions: string;
  notesHtml: string;
  isPublished: boolean;
  sortOrder: string;
};

export const EMPTY_FARE_RULE: FareRuleFormValues = {
  airline: 'VJ',
  fareFamily: '',
  itineraryType: 'domestic',
  cabinBaggageKg: '7',
  checkedBaggageKg: '0',
  change: { isAllowed: true, fee: '', conditions: '' },
  refund: { isAllowed: false, fee: '', conditions: '' },
  noShowFee: '',
  noShowConditions: '',
  notesHtml: '',
  isPublished: true,
  sortOrder: '0',
};

const amountText = (amount: number | null) => (amount === null ? '' : groupAmountDigits(String(amount)));

export function formValuesOf(rule: TB2cFareRule): FareRuleFormValues {
  const action = (value: TB2cFareRule['change']): ActionValues => ({
    isAllowed: value.isAllowed,
    fee: amountText(value.fee),
    conditions: value.conditions,
  });
  return {
    airline: rule.airline,
    fareFamily: rule.fareFamily,
    itineraryType: rule.itineraryType,
    cabinBaggageKg: String(rule.cabinBaggageKg),
    checkedBaggageKg: String(rule.checkedBaggageKg),
    change: action(rule.change),
    refund: action(rule.refund),
    noShowFee: amountText(rule.noShow.fee),
    noShowConditions: rule.noShow.conditions,
    notesHtml: rule.notesHtml,
    isPublished: rule.isPublished,
    sortOrder: String(rule.sortOrder),
  };
}

const kilograms = (text: string, max: number): number | null => {
  const value = Number(text.trim());
  return /^\d{1,3}$/.test(text.trim()) && value <= max ? value : null;
};

/**
 * The request, or the problems by field name (the server's names: `change.fee`, `cabinBaggageKg`…). Fees are typed
 * in đồng with or without separators ("378.000").
 */
export function fareRuleRequest(
  values: FareRuleFormValues,
  t: (key: string) => string,
): { body: TB2cFareRuleWriteRequest } | { problems: Record<string, string> } {
  const problems: Record<string, string> = {};
  const airline = values.airline.trim().toUpperCase();
  if (!/^[A-Z0-9]{2}$/.test(airline)) problems.airline = t('b2cContent.fareRules.airlineInvalid');
  if (!values.fareFamily.trim()) problems.fareFamily = t('b2cContent.required');
  const cabin = kilograms(values.cabinBaggageKg, 50);
  const checked = kilograms(values.checkedBaggageKg, 200);
  if (cabin === null) problems.cabinBaggageKg = t('b2cContent.fareRules.kgInvalid');
  if (checked === null) problems.checkedBaggageKg = t('b2cContent.fareRules.kgInvalid');
  const action = (name: 'change' | 'refund') => {
    const typed = values[name];
    const fee = typedAmount(typed.fee);
    if (typed.isAllowed && fee === null) problems[`${name}.fee`] = t('b2cContent.fareRules.feeNeeded');
    return { isAllowed: typed.isAllowed, fee: typed.isAllowed ? fee : null, conditions: typed.conditions.trim() };
  };
  const change = action('change');
  const refund = action('refund');
  const noShowFee = typedAmount(values.noShowFee);
  const sortOrder = /^\d{1,4}$/.test(values.sortOrder.trim()) ? Number(values.sortOrder.trim()) : 0;
  if (Object.keys(problems).length > 0) return { problems };
  return {
    body: {
      airline,
      fareFamily: values.fareFamily.trim(),
      itineraryType: values.itineraryType,
      cabinBaggageKg: cabin!,
      checkedBaggageKg: checked!,
      change,
      refund,
      noShow: { fee: noShowFee, conditions: values.noShowConditions.trim() },
      notesHtml: values.notesHtml,
      isPublished: values.isPublished,
      sortOrder: Math.min(sortOrder, 1000),
    },
  };
}
