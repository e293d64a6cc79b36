// How a fee rule reads on screen: product, sub-agency, airline, scope, passenger type, basis.
import type { TFunction } from 'i18next';
import type { TCommissionFeeRule, TFeeProduct } from '@portal/contracts';

export const subAgencyLabel = (t: TFunction, subAgency: TCommissionFeeRule['subAgency']) =>
  subAgency ? `${subAgency.code} – ${subAgency.name}` : t('commissionFees.allSubAgencies');

export const airlineLabel = (t: TFunction, airline: string | null) => airline ?? t('commissionFees.allAirlines');

export const routeScopeLabel = (t: TFunction, scope: TCommissionFeeRule['routeScope']) =>
  t(`commissionFees.routeScope.${scope}`);

export const paxTypeLabel = (t: TFunction, paxType: TCommissionFeeRule['paxType']) =>
  `${t(`commissionFees.paxType.${paxType}`)} (${paxType})`;

export const chargeBasisLabel = (t: TFunction, basis: TCommissionFeeRule['chargeBasis']) =>
  t(`commissionFees.chargeBasis.${basis}`);

export const productLabel = (t: TFunction, product: TFeeProduct) => t(`trainBooking.commission.products.${product}`);

/** What a rule is, in one line (its delete and edit labels): a train or eSIM rule has no airline nor scope. */
export const ruleKeyLabel = (t: TFunction, rule: TCommissionFeeRule) =>
  rule.product === 'ESIM'
    ? `${productLabel(t, 'ESIM')} · ${subAgencyLabel(t, rule.subAgency)}`
    : rule.product === 'TRAIN'
      ? `${productLabel(t, 'TRAIN')} · ${subAgencyLabel(t, rule.subAgency)} · ${rule.paxType}`
      : `${subAgencyLabel(t, rule.subAgency)} · ${airlineLabel(t, rule.airline)} · ${routeScopeLabel(t, rule.routeScope)} · ${rule.paxType}`;
