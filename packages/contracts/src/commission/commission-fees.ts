// /api/commission-fees: the issue and change fees an agency charges its sub-agencies — list, save (upsert by rule key), delete, preview.
import { z } from 'zod';

export const COMMISSION_FEE_MAX_AMOUNT = 10_000_000;

export const ZFeeRouteScope = z.enum(['domestic', 'international']);
export type TFeeRouteScope = z.infer<typeof ZFeeRouteScope>;
export const ZFeePaxType = z.enum(['ADT', 'CHD', 'INF']);
export type TFeePaxType = z.infer<typeof ZFeePaxType>;
export const ZFeeChargeBasis = z.enum(['segment', 'ticket']);
export type TFeeChargeBasis = z.infer<typeof ZFeeChargeBasis>;
/** What a rule prices: flight tickets (the default), train tickets (issue 16; decision 074) or eSIMs (issue 17). */
export const FEE_PRODUCTS = ['FLIGHT', 'TRAIN', 'ESIM'] as const;
export const ZFeeProduct = z.enum(FEE_PRODUCTS);
export type TFeeProduct = z.infer<typeof ZFeeProduct>;

/** Two letters or digits (VN, VJ, QH, 9G…); lower case is accepted and stored upper case. */
export const ZFeeAirline = z
  .string()
  .trim()
  .toUpperCase()
  .regex(/^[A-Z0-9]{2}$/);

/** A rule as saved: its key (sub-agency, airline, scope, passenger type) and what it charges. */
export const ZCommissionFeeInput = z
  .strictObject({
    /**
     * FLIGHT by default; a TRAIN rule prices train tickets only (airline null, domestic, per ticket); an ESIM rule
     * prices each eSIM (amount) and each top-up (changeAmount): airline null, international, ADT, per ticket.
     */
    product: ZFeeProduct.default('FLIGHT'),
    /** A direct sub-agency of the caller's agency; null = the default for all sub-agencies without their own rule. */
    subAgencyId: z.uuid().nullable(),
    /** null = all airlines. */
    airline: ZFeeAirline.nullable(),
    routeScope: ZFeeRouteScope,
    paxType: ZFeePaxType,
    chargeBasis: ZFeeChargeBasis,
    /** Whole VND per segment or per ticket. */
    amount: z.number().int().min(0).max(COMMISSION_FEE_MAX_AMOUNT),
    /** Whole VND per passenger on each paid change after ticketing (a bag, a seat, an exchange…); absent = 0. */
    changeAmount: z.number().int().min(0).max(COMMISSION_FEE_MAX_AMOUNT).default(0),
  })
  .superRefine((rule, context) => {
    // A train ticket has no airline, is domestic, is counted per ticket and an infant has none; an eSIM has no airline,
    // is used abroad, has no passenger type and is counted per eSIM: any other such rule would never match, so it is
    // refused naming its field.
    if (rule.product === 'FLIGHT') return;
    const wrong = (field: string, expected: string) =>
      context.addIssue({ code: 'custom', path: [field], message: `A ${rule.product} rule needs ${field} ${expected}` });
    if (rule.airline !== null) wrong('airline', 'null');
    if (rule.chargeBasis !== 'ticket') wrong('chargeBasis', 'ticket');
    if (rule.product === 'TRAIN') {
      if (rule.routeScope !== 'domestic') wrong('routeScope', 'domestic');
      if (rule.paxType === 'INF') wrong('paxType', 'ADT or CHD');
    } else {
      if (rule.routeScope !== 'international') wrong('routeScope', 'international');
      if (rule.paxType !== 'ADT') wrong('paxType', 'ADT');
    }
  });
export type TCommissionFeeInput = z.infer<typeof ZCommissionFeeInput>;

export const ZFeeAgency = z.object({ id: z.string(), code: z.string(), name: z.string() });
export type TFeeAgency = z.infer<typeof ZFeeAgency>;

export const ZCommissionFeeRule = z.object({
  id: z.string(),
  product: ZFeeProduct,
  /** null = the default for all sub-agencies. */
  subAgency: ZFeeAgency.nullable(),
  airline: z.string().nullable(),
  routeScope: ZFeeRouteScope,
  paxType: ZFeePaxType,
  chargeBasis: ZFeeChargeBasis,
  amount: z.number().int(),
  /** Whole VND per passenger on each paid change after ticketing. */
  changeAmount: z.number().int(),
  updatedAt: z.string(),
});
export type TCommissionFeeRule = z.infer<typeof ZCommissionFeeRule>;

/** GET /api/commission-fees?product=: the rules of one product (FLIGHT when absent). */
export const ZListCommissionFeesQuery = z.strictObject({ product: ZFeeProduct.default('FLIGHT') });
export type TListCommissionFeesQuery = z.input<typeof ZListCommissionFeesQuery>;

export const ZListCommissionFeesResponse = z.object({
  /** False for the platform (it charges F1s nothing) and for an agency that cannot have sub-agencies. */
  canCharge: z.boolean(),
  items: z.array(ZCommissionFeeRule),
  /** The direct sub-agencies a rule may name. */
  subAgencies: z.array(ZFeeAgency),
});
export type TListCommissionFeesResponse = z.infer<typeof ZListCommissionFeesResponse>;

export const ZSaveCommissionFeeResponse = z.object({ rule: ZCommissionFeeRule, isCreated: z.boolean() });
export type TSaveCommissionFeeResponse = z.infer<typeof ZSaveCommissionFeeResponse>;

export const ZCommissionFeeParams = z.strictObject({ id: z.uuid() });

/** What one passenger of a sub-agency would pay above the supplier net for a trip, link by link. */
export const ZCommissionFeePreviewQuery = z.strictObject({
  subAgencyId: z.uuid(),
  airline: ZFeeAirline.optional(),
  routeScope: ZFeeRouteScope,
  segments: z.coerce.number().int().min(1).max(8),
});
export type TCommissionFeePreviewQuery = z.infer<typeof ZCommissionFeePreviewQuery>;

const ZPaxFees = z.object({ ADT: z.number().int(), CHD: z.number().int(), INF: z.number().int() });

export const ZCommissionFeePreviewResponse = z.object({
  subAgency: ZFeeAgency,
  /** Per passenger type, the sum over the chain. */
  perPassenger: ZPaxFees,
  /** The sub-agency's own link first, then each link above it up to the F1. */
  links: z.array(
    z.object({
      charger: ZFeeAgency,
      subAgency: ZFeeAgency,
      fees: ZPaxFees,
      /** The link's change fee per passenger on each paid change after ticketing. */
      changeFees: ZPaxFees.optional(),
    }),
  ),
  /** Per passenger type, the change fee summed over the chain, for each paid change after ticketing. */
  changePerPassenger: ZPaxFees.optional(),
});
export type TCommissionFeePreviewResponse = z.infer<typeof ZCommissionFeePreviewResponse>;

export const ZDeleteCommissionFeeResponse = z.object({ ok: z.literal(true) });
export type TDeleteCommissionFeeResponse = z.infer<typeof ZDeleteCommissionFeeResponse>;
