// The one record of each booking system's facts (airline or GDS, carrier, name, colours, promotion codes, pairing),
// without zod, so that a page can read them without loading the schema library (decision 065).

/** Every booking system, in search order (the order of the progress bar, the sign-ins and the filters). */
export const BOOKING_SYSTEMS = ['VN', 'VJ', 'QH', 'VU', '1A', '1B', '1G'] as const;
export type TBookingSystem = (typeof BOOKING_SYSTEMS)[number];

export type TBookingSystemColour = { main: string; contrastText: string };

export type TBookingSystemFacts = {
  /** An airline's own reservation system, or a GDS selling many carriers. */
  kind: 'airline' | 'gds';
  /** The one airline an airline system sells (itself); null for a GDS. */
  carrier: string | null;
  /** The brand name, the same in both languages. */
  name: string;
  /** An airline's brand colour (its badge); a GDS's chip colour (SPEC §3: 1A blue, 1G beige, 1B red). */
  colour: TBookingSystemColour;
  /**
   * The system takes the agent's promotion codes for its airline; `formOrder` places that airline's field on the
   * search form (SPEC §3: VN, QH, VJ, VU). Null: it takes none.
   */
  promotionCodes: { formOrder: number } | null;
  /** Its combined round-trip fares are sold as a pair: choosing one direction chooses (or clears) the other. */
  pairsRoundTripFares: boolean;
  /** SPEC §5: the portal does not sell the airline's flights departing within this many hours; null: no such rule. */
  hidesFlightsWithinHours: number | null;
};

const airline = <const Carrier extends string>(
  carrier: Carrier,
  name: string,
  colour: TBookingSystemColour,
  formOrder: number,
) =>
  ({
    kind: 'airline',
    carrier,
    name,
    colour,
    promotionCodes: { formOrder },
    pairsRoundTripFares: false,
    hidesFlightsWithinHours: null,
  }) as const;

const gds = (name: string, colour: TBookingSystemColour) =>
  ({
    kind: 'gds',
    carrier: null,
    name,
    colour,
    promotionCodes: null,
    pairsRoundTripFares: true,
    hidesFlightsWithinHours: null,
  }) as const;

export const BOOKING_SYSTEM_FACTS = {
  VN: airline('VN', 'Vietnam Airlines', { main: '#006885', contrastText: '#ffffff' }, 1),
  VJ: airline('VJ', 'Vietjet Air', { main: '#e3262f', contrastText: '#fff200' }, 3),
  QH: {
    ...airline('QH', 'Bamboo Airways', { main: '#1f7a3a', contrastText: '#ffffff' }, 2),
    hidesFlightsWithinHours: 24,
  },
  VU: airline('VU', 'Vietravel Airlines', { main: '#4b2c83', contrastText: '#ffffff' }, 4),
  '1A': gds('Amadeus', { main: '#1565c0', contrastText: '#ffffff' }),
  '1B': gds('Sabre', { main: '#c62828', contrastText: '#ffffff' }),
  '1G': gds('Travelport Galileo', { main: '#e8d9b5', contrastText: '#3e2f14' }),
} as const satisfies Readonly<Record<TBookingSystem, TBookingSystemFacts>>;

type TFactsOf = typeof BOOKING_SYSTEM_FACTS;

/** The airlines whose promotion codes a search takes: the carriers of the systems that take codes. */
export type TPromotionAirline = {
  [System in TBookingSystem]: TFactsOf[System]['promotionCodes'] extends null ? never : TFactsOf[System]['carrier'];
}[TBookingSystem];

/** In search order (VN, VJ, QH, VU); the search form orders its fields by `promotionCodes.formOrder`. */
export const PROMOTION_AIRLINES: readonly TPromotionAirline[] = BOOKING_SYSTEMS.flatMap((system) => {
  const facts: TBookingSystemFacts = BOOKING_SYSTEM_FACTS[system];
  return facts.promotionCodes && facts.carrier ? [facts.carrier as TPromotionAirline] : [];
});
