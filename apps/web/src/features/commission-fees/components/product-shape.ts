// What a product fixes in its fee rules (decision 087): a TRAIN rule has no airline, is domestic and counts per ticket;
// an ESIM rule has no airline, is international, ADT and per ticket (one eSIM is one "ticket"). Those fields are hidden
// on the form and the list; an ESIM rule's amounts read as the fee per eSIM and per top-up.
import type { TCommissionFeeInput, TFeeProduct } from '@portal/contracts';

export type FixedShape = {
  routeScope: TCommissionFeeInput['routeScope'];
  chargeBasis: TCommissionFeeInput['chargeBasis'];
  paxTypes: readonly TCommissionFeeInput['paxType'][];
  /** The columns of the list that say nothing for this product. */
  hiddenColumns: readonly string[];
};

const FLIGHT_PAX_TYPES = ['ADT', 'CHD', 'INF'] as const;

export const FIXED_SHAPES: Partial<Record<TFeeProduct, FixedShape>> = {
  TRAIN: {
    routeScope: 'domestic',
    chargeBasis: 'ticket',
    paxTypes: ['ADT', 'CHD'],
    hiddenColumns: ['airline', 'routeScope', 'chargeBasis'],
  },
  ESIM: {
    routeScope: 'international',
    chargeBasis: 'ticket',
    paxTypes: ['ADT'],
    hiddenColumns: ['airline', 'routeScope', 'paxType', 'chargeBasis'],
  },
};

export const paxTypesOf = (product: TFeeProduct) => FIXED_SHAPES[product]?.paxTypes ?? FLIGHT_PAX_TYPES;

/** The product's own explanation of its rules (null for flights). */
export const ruleNoteKey = (product: TFeeProduct): string | null =>
  product === 'TRAIN'
    ? 'trainBooking.commission.trainRule'
    : product === 'ESIM'
      ? 'trainBooking.commission.esimRule'
      : null;

/** The labels of the two amounts: per eSIM and per top-up for ESIM, the flight/train wording otherwise. */
export function amountKeys(product: TFeeProduct) {
  return product === 'ESIM'
    ? {
        amount: 'trainBooking.commission.esimAmount',
        amountHelp: 'trainBooking.commission.esimAmountHelp',
        changeAmount: 'trainBooking.commission.esimChangeAmount',
        changeAmountHelp: 'trainBooking.commission.esimChangeAmountHelp',
      }
    : {
        amount: 'commissionFees.form.amount',
        amountHelp: 'commissionFees.form.amountHelp',
        changeAmount: 'commissionFees.form.changeAmount',
        changeAmountHelp: 'commissionFees.form.changeAmountHelp',
      };
}
