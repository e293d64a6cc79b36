// How a fee rule reads on screen: sub-agency, airline, scope, passenger type, basis; and VND typed with separators.
import type { TFunction } from 'i18next';
import type { TCommissionFeeRule } from '@portal/contracts';

export const subAgencyLabel = (t: TFunction, subAgency: TCommissionFeeRule['subAgency']) =>
  subAgency ? `${subAgency.code} – ${subAgency.name}` : t('commissionFees.allSubAgencies');

export const airlineLabel = (t: TFunction, airline: string | null) => airline ?? t('commissionFees.allAirlines');

export const routeScopeLabel = (t: TFunction, scope: TCommissionFeeRule['routeScope']) => t(`commissionFees.routeScope.${scope}`);

export const paxTypeLabel = (t: TFunction, paxType: TCommissionFeeRule['paxType']) => `${t(`commissionFees.paxType.${paxType}`)} (${paxType})`;

export const chargeBasisLabel = (t: TFunction, basis: TCommissionFeeRule['chargeBasis']) => t(`commissionFees.chargeBasis.${basis}`);

const grouping = new Intl.NumberFormat('vi-VN');

/** What the amount field shows: the digits typed, grouped with dots (50000 → "50.000"); at most 12 digits. */
export function formatAmountInput(text: string): string {
  const digits = text.replace(/\D/g, '').replace(/^0+(?=\d)/, '').slice(0, 12);
  return digits === '' ? '' : grouping.format(Number(digits));
}

/** The whole VND amount of the field, or undefined when nothing is typed. */
export function parseAmountInput(text: string): number | undefined {
  const digits = text.replace(/\D/g, '');
  return digits === '' ? undefined : Number(digits);
}
