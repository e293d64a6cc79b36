// How a fee rule reads on screen: sub-agency, airline, scope, passenger type, basis.
import type { TFunction } from 'i18next';
import type { TCommissionFeeRule } from '@portal/contracts';

export const subAgencyLabel = (t: TFunction, subAgency: TCommissionFeeRule['subAgency']) =>
  subAgency ? `${subAgency.code} – ${subAgency.name}` : t('commissionFees.allSubAgencies');

export const airlineLabel = (t: TFunction, airline: string | null) => airline ?? t('commissionFees.allAirlines');

export const routeScopeLabel = (t: TFunction, scope: TCommissionFeeRule['routeScope']) =>
  t(`commissionFees.routeScope.${scope}`);

export const paxTypeLabel = (t: TFunction, paxType: TCommissionFeeRule['paxType']) =>
  `${t(`commissionFees.paxType.${paxType}`)} (${paxType})`;

export const chargeBasisLabel = (t: TFunction, basis: TCommissionFeeRule['chargeBasis']) =>
  t(`commissionFees.chargeBasis.${basis}`);
