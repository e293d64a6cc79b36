// Fares of one itinerary: which classes or families are sold, seats left, and the price per passenger type.
import type { TSupplierFare, TSupplierPaxPrice, TSupplierSearchRequest } from '@portal/contracts';
import { airportDistanceKm, findAirport, isDomesticRoute } from '@portal/domain';
import { baggageAllowance } from './baggage.js';
import { CARRIERS } from './carriers.js';
import { familiesOf, type TBookingClass, type TFareFamily } from './families.js';
import { intHash, unitHash } from './hash.js';
import { discountedBaseFare, type TPromotion } from './promotions.js';
import { hasCabin, type TScheduledSegment } from './schedules.js';
import type { TSeatInventory } from './seats.js';
import type { TSystemProfile } from './systems.js';

/** VAT on domestic flights: 8 % of the base fare (international carriage is zero-rated: VAT 0). */
export const DOMESTIC_VAT_RATE = 0.08;
export const CHILD_SHARE = 0.75;
export const INFANT_SHARE = 0.1;
/** Vietnam Airlines shows at most this many families per flight. */
const MAX_FARES = 6;

export type TFareInput = {
  profile: TSystemProfile;
  flightKey: string;
  segments: readonly TScheduledSegment[];
  /** Whole days from today (Vietnam time) to the departure date. */
  daysToDeparture: number;
  pax: TSupplierSearchRequest['pax'];
  promotion?: TPromotion;
  /** Sold only with the matching return: a round-trip fare, a little cheaper. */
  isCombined: boolean;
  seats: TSeatInventory;
};

const round1000 = (amount: number) => Math.round(amount / 1000) * 1000;

/** The full economy (Y) one-way fare of a route by distance; every class and family is a ratio of it. */
export function referenceFare(from: string, to: string): number {
  const distance = airportDistanceKm(from, to) ?? 0;
  return isDomesticRoute(from, to) ? 1_900_000 + 800 * distance : 2_600_000 + 1_700 * distance;
}

/** Family-priced airlines raise prices as the date nears (economy up to +80 %, premium and business +25 %). */
function daysFactor(family: TFareFamily, days: number): number {
  if (!family.isDynamic) return 1;
  const rise = family.cabin === 'ECONOMY' ? 0.8 : 0.25;
  return 1 + rise * Math.exp(-Math.max(0, days) / 12);
}

function baseSeats(input: TFareInput, family: TFareFamily, bookingClass: TBookingClass): number {
  const { flightKey, daysToDeparture } = input;
  if (family.id === 'VJ_ECO') {
    // Vietjet's cheapest family sells out often, more so close to the date.
    const soldOutChance = daysToDeparture < 7 ? 0.45 : 0.25;
    if (unitHash('soldout', flightKey) < soldOutChance) return 0;
  }
  return intHash(1, 9, 'seats', flightKey, bookingClass.code);
}

/** Whether a class of the family is sold on this flight at all (a family-priced class always is). */
export function isClassOpen(
  input: Pick<TFareInput, 'flightKey' | 'daysToDeparture'>,
  family: TFareFamily,
  bookingClass: TBookingClass,
): boolean {
  if (family.isDynamic) return true;
  return (
    input.daysToDeparture >= bookingClass.minDays &&
    unitHash('open', input.flightKey, bookingClass.code) < bookingClass.openChance
  );
}

/** Seats left in a class: the deterministic base minus the seats held or sold. */
export function classSeats(input: TFareInput, family: TFareFamily, bookingClass: TBookingClass): number {
  return input.seats.available(input.flightKey, bookingClass.code, baseSeats(input, family, bookingClass));
}

/**
 * The class a family sells on this flight: the only one, or the cheapest open one of its ladder with seats
 * (with `minSeats`, the cheapest with that many; a family-priced class then needs them too).
 */
export function sellingClass(
  input: TFareInput,
  family: TFareFamily,
  minSeats = 0,
): { bookingClass: TBookingClass; seats: number } | undefined {
  if (family.isDynamic) {
    const bookingClass = family.classes[0];
    if (!bookingClass) return undefined;
    const available = classSeats(input, family, bookingClass);
    return available >= minSeats ? { bookingClass, seats: available } : undefined;
  }
  for (const bookingClass of family.classes) {
    if (!isClassOpen(input, family, bookingClass)) continue;
    const available = classSeats(input, family, bookingClass);
    if (available > 0 && available >= minSeats) return { bookingClass, seats: available };
  }
  return undefined;
}

export function adultBaseFare(input: TFareInput, family: TFareFamily, bookingClass: TBookingClass): number {
  const first = input.segments[0];
  const last = input.segments[input.segments.length - 1];
  if (!first || !last) return 0;
  const isDomestic = isDomesticRoute(first.from, last.to);
  const cabinBoost = isDomestic ? 1 : family.cabin === 'BUSINESS' ? 1.9 : family.cabin === 'PREMIUM' ? 1.3 : 1;
  const demand = 0.94 + 0.12 * unitHash('demand', input.flightKey);
  const connection = input.segments.length > 1 ? 0.92 : 1;
  const combined = input.isCombined ? 0.9 : 1;
  const carrier = CARRIERS[first.carrier]?.priceFactor ?? 1;
  const raw =
    referenceFare(first.from, last.to) *
    carrier *
    bookingClass.ratio *
    cabinBoost *
    daysFactor(family, input.daysToDeparture) *
    demand *
    connection *
    combined *
    input.profile.priceFactor;
  const base = round1000(raw);
  return input.promotion ? discountedBaseFare(base, input.promotion) : base;
}

export type TPaxType = 'ADT' | 'CHD' | 'INF';

/** Vietnam Airlines' domestic YR ("phụ thu quản trị hệ thống") per adult or child: part of the domestic tax, not on top of it. */
export const VN_DOMESTIC_YR = 50_000;

/** The tax of one passenger split into the carrier's own surcharges (YQ fuel / YR) and the government and airport rest. */
export type TTaxParts = { tax: number; carrierSurcharge: number };

/**
 * Airport charge, security and (abroad) fuel surcharge and transit charges for one passenger. `carrierSurcharge` is the
 * YQ/YR part of `tax` (never more than it): the fuel surcharge abroad, Vietnam Airlines' YR carved out of the domestic
 * charges at home (the tax itself does not change).
 */
export function taxPartsFor(segments: readonly TScheduledSegment[], paxType: TPaxType): TTaxParts {
  const first = segments[0];
  const last = segments[segments.length - 1];
  if (!first || !last) return { tax: 0, carrierSurcharge: 0 };
  if (isDomesticRoute(first.from, last.to)) {
    if (paxType === 'INF') return { tax: 0, carrierSurcharge: 0 };
    return { tax: 100_000 + 20_000, carrierSurcharge: first.carrier === 'VN' ? VN_DOMESTIC_YR : 0 };
  }
  const fuel = Math.min(1_500_000, round1000(70 * (airportDistanceKm(first.from, last.to) ?? 0)));
  if (paxType === 'INF') {
    const infantFuel = round1000(fuel * 0.1);
    return { tax: infantFuel, carrierSurcharge: infantFuel };
  }
  const airportCharge = findAirport(first.from)?.isDomestic ? 650_000 : 550_000;
  return { tax: airportCharge + 40_000 + fuel + 350_000 * (segments.length - 1), carrierSurcharge: fuel };
}

/** Airport charge, security and (abroad) fuel surcharge and transit charges for one passenger. */
export function taxFor(segments: readonly TScheduledSegment[], paxType: TPaxType): number {
  return taxPartsFor(segments, paxType).tax;
}

export function paxPrice(
  segments: readonly TScheduledSegment[],
  paxType: TPaxType,
  adultBase: number,
): TSupplierPaxPrice {
  const first = segments[0];
  const last = segments[segments.length - 1];
  const baseFare =
    paxType === 'ADT' ? adultBase : round1000(adultBase * (paxType === 'CHD' ? CHILD_SHARE : INFANT_SHARE));
  const isDomestic = first !== undefined && last !== undefined && isDomesticRoute(first.from, last.to);
  const { tax, carrierSurcharge } = taxPartsFor(segments, paxType);
  return { baseFare, tax, vat: isDomestic ? Math.round(baseFare * DOMESTIC_VAT_RATE) : 0, carrierSurcharge };
}

function fareBasis(input: TFareInput, family: TFareFamily, bookingClass: TBookingClass): string {
  const carrier = input.segments[0]?.carrier ?? '';
  const tier =
    input.daysToDeparture >= 30
      ? 'A'
      : input.daysToDeparture >= 14
        ? 'B'
        : input.daysToDeparture >= 7
          ? 'C'
          : input.daysToDeparture >= 3
            ? 'D'
            : 'E';
  const roundTrip = input.isCombined ? 'RT' : '';
  if (carrier === 'VJ') return `${tier}1_${family.fareBasisTag}${roundTrip}`;
  if (family.isDynamic) return `${bookingClass.code}${tier}${roundTrip}${carrier}`;
  return `${bookingClass.code}${family.fareBasisTag}${roundTrip}${carrier}`;
}

export type TSellable = { family: TFareFamily; bookingClass: TBookingClass; seats: number; adultBase: number };

/** The families sold on an itinerary with their class, seats and adult base fare (search and calendar share it). */
function sellableFares(input: TFareInput): TSellable[] {
  const airline = input.segments[0]?.carrier ?? '';
  const sellable: TSellable[] = [];
  for (const family of familiesOf(airline)) {
    if (family.needsCabin && !hasCabin(input.segments, family.needsCabin)) continue;
    const selling = sellingClass(input, family);
    if (!selling) continue;
    sellable.push({ family, ...selling, adultBase: adultBaseFare(input, family, selling.bookingClass) });
  }
  // Seven Vietnam Airlines families would be too many: the dearest business one goes.
  return sellable.length > MAX_FARES ? sellable.filter((fare) => fare.family.id !== 'VN_BUSINESS_FLEX') : sellable;
}

/** The fares sold on an itinerary, cheapest first; prices only for the passenger types of the request. */
export function faresFor(input: TFareInput): TSupplierFare[] {
  return sellableFares(input)
    .map((sellable) => toSupplierFare(input, sellable))
    .sort((a, b) => a.netPrices.ADT.baseFare - b.netPrices.ADT.baseFare);
}

/** One fare as the protocol describes it; prices only for the passenger types of the request. */
export function toSupplierFare(
  input: TFareInput,
  { family, bookingClass, seats, adultBase }: TSellable,
): TSupplierFare {
  return {
    fareClass: bookingClass.code,
    fareFamily: family.fareFamily,
    fareBasis: fareBasis(input, family, bookingClass),
    cabinClass: family.cabin,
    seatAvailable: seats,
    baggage: baggageAllowance(family),
    isRefundable: family.refundFee !== null,
    isChangeable: family.changeFee !== null,
    netPrices: {
      ADT: paxPrice(input.segments, 'ADT', adultBase),
      ...(input.pax.chd > 0 ? { CHD: paxPrice(input.segments, 'CHD', adultBase) } : {}),
      ...(input.pax.inf > 0 ? { INF: paxPrice(input.segments, 'INF', adultBase) } : {}),
    },
  };
}

/**
 * The cheapest adult baseFare + tax + vat among the fares with seats (undefined when all are sold out): what
 * faresFor would price, without building the fares (the lowest-fare calendar asks it for a month of itineraries).
 */
export function cheapestAdultFare(input: Omit<TFareInput, 'pax'>): number | undefined {
  let cheapest: number | undefined;
  for (const fare of sellableFares({ ...input, pax: { adt: 1, chd: 0, inf: 0 } })) {
    if (fare.seats <= 0) continue;
    const { baseFare, tax, vat } = paxPrice(input.segments, 'ADT', fare.adultBase);
    const total = baseFare + tax + vat;
    if (cheapest === undefined || total < cheapest) cheapest = total;
  }
  return cheapest;
}
