// How a fee rule reads on screen: sub-agency, airline, scope, passenger type, basis; and VND typed with separators.
import type { TFunction } from 'i18next';
import type { TCommissionFeeRule } from '@portal/contracts';
import { groupAmountDigits, typedAmount } from '../../../lib/forms/amount-input';

export const subAgencyLabel = (t: TFunction, subAgency: TCommissionFeeRule['subAgency']) =>
  subAgency ? `${subAgency.code} – ${subAgency.name}` : t('commissionFees.allSubAgencies');

export const airlineLabel = (t: TFunction, airline: string | null) => airline ?? t('commissionFees.allAirlines');

export const routeScopeLabel = (t: TFunction, scope: TCommissionFeeRule['routeScope']) => t(`commissionFees.routeScope.${scope}`);

export const paxTypeLabel = (t: TFunction, paxType: TCommissionFeeRule['paxType']) => `${t(`commissionFees.paxType.${paxType}`)} (${paxType})`;

export const chargeBasisLabel = (t: TFunction, basis: TCommissionFeeRule['chargeBasis']) => t(`commissionFees.chargeBasis.${basis}`);

/** What the amount field shows (at most 12 digits, grouped) and the amount it holds (undefined when empty). */
export const formatAmountInput = (text: string) => groupAmountDigits(text);
export const parseAmountInput = (text: string) => typedAmount(text) ?? undefined;
