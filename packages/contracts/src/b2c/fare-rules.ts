// /api/b2c/fare-rules: an agency's fare-rule pages for consumers (DOMAIN §6): per airline and fare family, baggage,
// change, refund and no-show conditions, domestic and international apart.
import { z } from 'zod';

export const B2C_ITINERARY_TYPES = ['domestic', 'international'] as const;
export const ZB2cItineraryType = z.enum(B2C_ITINERARY_TYPES);
export type TB2cItineraryType = z.infer<typeof ZB2cItineraryType>;

/** The largest fee a rule may state, in VND. */
export const B2C_FARE_FEE_MAX = 100_000_000;
export const B2C_FARE_CONDITIONS_MAX = 1_000;
export const B2C_FARE_NOTES_MAX = 20_000;

const ZFee = z.number().int().min(0).max(B2C_FARE_FEE_MAX);
const ZConditions = z.string().trim().max(B2C_FARE_CONDITIONS_MAX).default('');

/** A change or a refund: allowed or not; when allowed, its fee (0 = free) and what applies (a fee sent with a refusal is dropped). */
const ZFareAction = z
  .strictObject({ isAllowed: z.boolean(), fee: ZFee.nullable().default(null), conditions: ZConditions })
  .refine((action) => !action.isAllowed || action.fee !== null, {
    path: ['fee'],
    error: 'a fee (0 when free) is needed when allowed',
  });

export const ZB2cFareRuleWriteRequest = z.strictObject({
  /** IATA designator (VN, VJ, QH, VU…). */
  airline: z
    .string()
    .trim()
    .toUpperCase()
    .regex(/^[A-Z0-9]{2}$/, { error: 'a two-character airline code such as VJ' }),
  fareFamily: z.string().trim().min(1).max(60),
  itineraryType: ZB2cItineraryType,
  cabinBaggageKg: z.number().int().min(0).max(50),
  checkedBaggageKg: z.number().int().min(0).max(200),
  change: ZFareAction,
  refund: ZFareAction,
  /** Null: the ticket is forfeited after a missed flight. */
  noShow: z.strictObject({ fee: ZFee.nullable().default(null), conditions: ZConditions }),
  /** Rich text; sanitised on the server. */
  notesHtml: z.string().max(B2C_FARE_NOTES_MAX).default(''),
  isPublished: z.boolean().default(true),
  sortOrder: z.number().int().min(0).max(1_000).default(0),
});
export type TB2cFareRuleWriteRequest = z.input<typeof ZB2cFareRuleWriteRequest>;

export const ZB2cFareRuleIdParams = z.strictObject({ id: z.guid() });

const ZFareActionView = z.object({ isAllowed: z.boolean(), fee: z.number().int().nullable(), conditions: z.string() });

export const ZB2cFareRule = z.object({
  id: z.string(),
  airline: z.string(),
  fareFamily: z.string(),
  itineraryType: ZB2cItineraryType,
  cabinBaggageKg: z.number().int(),
  checkedBaggageKg: z.number().int(),
  change: ZFareActionView,
  refund: ZFareActionView,
  noShow: z.object({ fee: z.number().int().nullable(), conditions: z.string() }),
  notesHtml: z.string(),
  isPublished: z.boolean(),
  sortOrder: z.number().int(),
  updatedAt: z.string(),
});
export type TB2cFareRule = z.infer<typeof ZB2cFareRule>;

/** GET /api/b2c/fare-rules: the agency's rules, by airline, then order and family; narrowed by the filters. */
export const ZListB2cFareRulesQuery = z.strictObject({
  airline: z
    .string()
    .trim()
    .toUpperCase()
    .regex(/^[A-Z0-9]{2}$/)
    .optional(),
  itineraryType: ZB2cItineraryType.optional(),
  q: z.string().trim().max(60).optional(),
});
export type TListB2cFareRulesQuery = z.input<typeof ZListB2cFareRulesQuery>;

export const ZListB2cFareRulesResponse = z.object({ items: z.array(ZB2cFareRule) });
export type TListB2cFareRulesResponse = z.infer<typeof ZListB2cFareRulesResponse>;

/** What the storefront shows of a rule (no user): published rules only. */
export type TB2cPublicFareRule = Omit<TB2cFareRule, 'isPublished' | 'updatedAt'>;
