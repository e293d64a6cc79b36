// /api/b2c/tours: the tours of an agency's consumer site (issue 20, DOMAIN §6), their departures and seat holds.
import { z } from 'zod';
import { ZContentImageName } from '../content/images.js';

export const TOUR_STATUSES = ['draft', 'published'] as const;
export const ZTourStatus = z.enum(TOUR_STATUSES);
export type TTourStatus = z.infer<typeof ZTourStatus>;
export const TOUR_MEALS = ['B', 'L', 'D'] as const;
export const ZTourMeal = z.enum(TOUR_MEALS);

export const TOUR_PAGE_MAX = 100;
/** The largest price of one traveller, in VND (a tour of 2 billion is a typo). */
export const TOUR_PRICE_MAX = 2_000_000_000;
export const TOUR_DAYS_MAX = 60;
export const TOUR_HTML_MAX = 50_000;
/** How many departures one request may create, and how many seats one departure may have. */
export const TOUR_DEPARTURES_PER_WRITE_MAX = 400;
export const TOUR_SEATS_MAX = 1_000;
export const TOUR_PARTY_MAX = 50;

const ZMoney = z.number().int().min(0).max(TOUR_PRICE_MAX);

const isRealDate = (value: string) => {
  const ms = Date.parse(`${value}T00:00:00Z`);
  const year = Number(value.slice(0, 4));
  return !Number.isNaN(ms) && new Date(ms).toISOString().slice(0, 10) === value && year >= 2000 && year <= 2100;
};
/** A calendar day yyyy-mm-dd between the years 2000 and 2100. */
export const ZTourDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'a date yyyy-mm-dd' })
  .refine(isRealDate, { error: 'a real date between 2000 and 2100' });
export const ZTourMonth = z.string().regex(/^(20\d\d|2100)-(0[1-9]|1[0-2])$/, { error: 'a month yyyy-mm' });

/** Upper-case letters, digits and dashes. */
export const ZTourCode = z
  .string()
  .trim()
  .toUpperCase()
  .regex(/^[A-Z0-9][A-Z0-9-]{1,29}$/, { error: '2–30 letters A–Z, digits and dashes' });
export const ZTourSlug = z
  .string()
  .trim()
  .toLowerCase()
  .regex(/^[a-z0-9](?:[a-z0-9-]{0,78}[a-z0-9])?$/, { error: 'letters a–z, digits and dashes, not at either end' });

export const ZTourItineraryDay = z.strictObject({
  title: z.string().trim().min(1).max(200),
  /** Rich text; sanitised on the server. */
  bodyHtml: z.string().max(TOUR_HTML_MAX).default(''),
  meals: z.array(ZTourMeal).max(3).default([]),
  images: z.array(ZContentImageName).max(6).default([]),
});
export type TTourItineraryDay = z.infer<typeof ZTourItineraryDay>;

export const ZTourChildPrice = z.discriminatedUnion('mode', [
  z.strictObject({ mode: z.literal('percent'), value: z.number().int().min(0).max(100) }),
  z.strictObject({ mode: z.literal('amount'), value: ZMoney }),
]);

export const ZTourCancellationTier = z.strictObject({
  daysBefore: z.number().int().min(0).max(365),
  percentKept: z.number().int().min(0).max(100),
});

const ZListLine = z.string().trim().min(1).max(300);

/** POST /api/b2c/tours and PUT /api/b2c/tours/{id}: the whole tour (its departures have their own routes). */
export const ZTourWrite = z
  .strictObject({
    code: ZTourCode,
    title: z.string().trim().min(3).max(200),
    /** Derived from the title when absent. */
    slug: ZTourSlug.optional(),
    days: z.number().int().min(1).max(TOUR_DAYS_MAX),
    nights: z.number().int().min(0).max(TOUR_DAYS_MAX),
    departurePoint: z.string().trim().min(2).max(120),
    summary: z.string().trim().max(1_000).default(''),
    descriptionHtml: z.string().max(TOUR_HTML_MAX).default(''),
    coverImage: ZContentImageName.nullable().default(null),
    itinerary: z.array(ZTourItineraryDay).max(TOUR_DAYS_MAX).default([]),
    adultPrice: ZMoney,
    childPrice: ZTourChildPrice.default({ mode: 'percent', value: 75 }),
    infantPrice: ZMoney.default(0),
    singleRoomSupplement: ZMoney.default(0),
    depositPercent: z.number().int().min(0).max(100).default(50),
    included: z.array(ZListLine).max(40).default([]),
    excluded: z.array(ZListLine).max(40).default([]),
    cancellationTiers: z.array(ZTourCancellationTier).max(10).default([]),
  })
  .refine((tour) => tour.nights === tour.days || tour.nights === tour.days - 1, {
    path: ['nights'],
    error: 'as many nights as days, or one fewer',
  })
  .refine((tour) => tour.itinerary.length <= tour.days, {
    path: ['itinerary'],
    error: 'no more itinerary days than the tour has',
  })
  .refine(
    (tour) => new Set(tour.cancellationTiers.map((tier) => tier.daysBefore)).size === tour.cancellationTiers.length,
    { path: ['cancellationTiers'], error: 'each number of days once' },
  );
export type TTourWrite = z.input<typeof ZTourWrite>;

export const ZTourIdParams = z.strictObject({ id: z.guid() });
export const ZTourDepartureParams = z.strictObject({ id: z.guid(), departureId: z.guid() });

export const ZTourDeparture = z.object({
  id: z.string(),
  date: z.string(),
  seats: z.number().int(),
  seatsTaken: z.number().int(),
  seatsLeft: z.number().int(),
});
export type TTourDeparture = z.infer<typeof ZTourDeparture>;

export const ZTour = z.object({
  id: z.string(),
  code: z.string(),
  title: z.string(),
  slug: z.string(),
  days: z.number().int(),
  nights: z.number().int(),
  /** "3N2Đ" */
  duration: z.string(),
  departurePoint: z.string(),
  summary: z.string(),
  descriptionHtml: z.string(),
  coverImage: z.string().nullable(),
  coverImageUrl: z.string().nullable(),
  itinerary: z.array(ZTourItineraryDay),
  adultPrice: z.number().int(),
  childPrice: ZTourChildPrice,
  infantPrice: z.number().int(),
  singleRoomSupplement: z.number().int(),
  depositPercent: z.number().int(),
  included: z.array(z.string()),
  excluded: z.array(z.string()),
  cancellationTiers: z.array(ZTourCancellationTier),
  status: ZTourStatus,
  /** Upcoming departures (today or later), soonest first. */
  departures: z.array(ZTourDeparture),
  /** Whether a booking ever held seats (then it cannot be deleted, only unpublished). */
  hasBookings: z.boolean(),
  updatedAt: z.string(),
});
export type TTour = z.infer<typeof ZTour>;

export const ZTourListItem = ZTour.pick({
  id: true,
  code: true,
  title: true,
  slug: true,
  duration: true,
  days: true,
  nights: true,
  departurePoint: true,
  coverImageUrl: true,
  adultPrice: true,
  status: true,
  updatedAt: true,
}).extend({
  /** The next few departures (today or later). */
  nextDepartures: z.array(ZTourDeparture),
  /** Seats left over every upcoming departure. */
  seatsLeft: z.number().int(),
  upcomingDepartures: z.number().int(),
});
export type TTourListItem = z.infer<typeof ZTourListItem>;

export const TOUR_SORTS = ['updatedAt', 'code', 'title', 'adultPrice', 'nextDeparture'] as const;
export const ZListToursQuery = z.strictObject({
  q: z.string().trim().max(100).optional(),
  status: ZTourStatus.optional(),
  departurePoint: z.string().trim().max(120).optional(),
  /** Tours with a departure in this month. */
  month: ZTourMonth.optional(),
  sort: z.enum(TOUR_SORTS).default('updatedAt'),
  order: z.enum(['asc', 'desc']).default('desc'),
  limit: z.coerce.number().int().min(1).max(TOUR_PAGE_MAX).default(20),
  offset: z.coerce.number().int().min(0).max(1_000_000).default(0),
});
export type TListToursQuery = z.input<typeof ZListToursQuery>;
export const ZListToursResponse = z.object({
  items: z.array(ZTourListItem),
  total: z.number().int(),
  limit: z.number().int(),
  offset: z.number().int(),
});
export type TListToursResponse = z.infer<typeof ZListToursResponse>;

/** POST /api/b2c/tours/{id}/departures: every day of a range (some weekdays only), or fixed dates; existing dates kept. */
export const ZTourDeparturePattern = z.discriminatedUnion('kind', [
  z
    .strictObject({
      kind: z.literal('daily'),
      from: ZTourDate,
      to: ZTourDate,
      /** 0 = Sunday … 6 = Saturday; empty or absent: every day. */
      weekdays: z.array(z.number().int().min(0).max(6)).max(7).optional(),
    })
    .refine((pattern) => pattern.to >= pattern.from, { path: ['to'], error: 'on or after from' }),
  z.strictObject({
    kind: z.literal('fixed'),
    dates: z.array(ZTourDate).min(1).max(TOUR_DEPARTURES_PER_WRITE_MAX),
  }),
]);
export const ZAddTourDepartures = z.strictObject({
  pattern: ZTourDeparturePattern,
  seats: z.number().int().min(1).max(TOUR_SEATS_MAX),
});
export type TAddTourDepartures = z.input<typeof ZAddTourDepartures>;
export const ZAddTourDeparturesResponse = z.object({
  created: z.number().int(),
  departures: z.array(ZTourDeparture),
});
export const ZChangeTourDeparture = z.strictObject({ seats: z.number().int().min(1).max(TOUR_SEATS_MAX) });
export const ZTourDeparturesQuery = z.strictObject({ month: ZTourMonth.optional() });
export const ZTourDeparturesResponse = z.object({ items: z.array(ZTourDeparture) });

/** The travellers of a booking: adults, each child's age in years, single rooms. */
export const ZTourParty = z
  .strictObject({
    adults: z.number().int().min(1).max(TOUR_PARTY_MAX),
    childAges: z.array(z.number().int().min(0).max(17)).max(TOUR_PARTY_MAX).default([]),
    singleRooms: z.number().int().min(0).max(TOUR_PARTY_MAX).default(0),
  })
  .refine((party) => party.adults + party.childAges.length <= TOUR_PARTY_MAX, {
    path: ['childAges'],
    error: `at most ${TOUR_PARTY_MAX} travellers`,
  });
export type TTourParty = z.input<typeof ZTourParty>;

export const ZTourPartyPrice = z.object({
  adults: z.number().int(),
  children: z.number().int(),
  infants: z.number().int(),
  seats: z.number().int(),
  singleRooms: z.number().int(),
  lines: z.array(
    z.object({
      band: z.enum(['adult', 'child', 'infant', 'singleRoom']),
      count: z.number().int(),
      unit: z.number().int(),
      amount: z.number().int(),
    }),
  ),
  total: z.number().int(),
  deposit: z.number().int(),
});
export type TTourPartyPrice = z.infer<typeof ZTourPartyPrice>;
