// A hold planned before anything is written: each PNR's flights as kept, its price snapshot (with the per-passenger lines
// the ledger split needs), the supplier hold request it will send, and its passengers' rows.
import type { TPaxType, TSupplierHoldRequest, ZHoldRequest } from '@portal/contracts';
import { bookingContactName, sumVnd, toAirlineName, type AirlinePassenger, type CalendarDate } from '@portal/domain';
import type { z } from 'zod';
import { saleLinesOf, type PricedGroup } from './booking-pricing.js';
import type { StoredAncillary, StoredFlight, StoredPricing } from '../repository/booking-rows.js';
import type { QuotedGroup } from '../booking-suppliers.js';
import type { NewBooking } from '../repository/booking-writes.js';

export type HoldRequest = z.output<typeof ZHoldRequest>;

const isoOf = (date: CalendarDate | undefined) =>
  date ? `${date.year}-${String(date.month).padStart(2, '0')}-${String(date.day).padStart(2, '0')}` : undefined;

function supplierPassenger(
  passenger: AirlinePassenger,
  validatingAirline: string,
): TSupplierHoldRequest['passengers'][number] {
  const loyalty = passenger.loyalty.find((card) => card.airline === validatingAirline);
  const passport = passenger.passport;
  return {
    id: passenger.paxId,
    type: passenger.type,
    title: passenger.title as TSupplierHoldRequest['passengers'][number]['title'],
    lastName: passenger.lastName,
    firstName: passenger.firstName,
    ...(passenger.birthDate ? { birthDate: isoOf(passenger.birthDate) } : {}),
    ...(passenger.parentId ? { infantOf: passenger.parentId } : {}),
    ...(loyalty ? { loyaltyNumber: loyalty.number } : {}),
    ...(passport?.expiryDate
      ? {
          passport: {
            number: passport.number,
            nationality: passport.nationality,
            issuingCountry: passport.issuingCountry,
            ...(passport.issuingDate ? { issueDate: isoOf(passport.issuingDate) } : {}),
            expiryDate: isoOf(passport.expiryDate)!,
          },
        }
      : {}),
  };
}

/** The passengers' rows of each PNR of the hold (the booking id is filled in when the booking is written). */
export function passengerRows(request: HoldRequest, airline: readonly AirlinePassenger[]): NewBooking['passengers'] {
  return airline.map((passenger, index) => {
    const typed = request.passengers[index]!;
    const passport = passenger.passport;
    return {
      paxId: passenger.paxId,
      type: passenger.type,
      title: passenger.title,
      lastName: typed.lastName.replace(/\s+/g, ' ').trim(),
      firstName: typed.firstName.replace(/\s+/g, ' ').trim(),
      airlineLastName: passenger.lastName,
      airlineFirstName: passenger.firstName,
      birthDate: isoOf(passenger.birthDate) ?? null,
      parentPaxId: passenger.parentId ?? null,
      passport: passport
        ? {
            number: passport.number,
            nationality: passport.nationality,
            issuingCountry: passport.issuingCountry,
            ...(passport.issuingDate ? { issuingDate: isoOf(passport.issuingDate) } : {}),
            ...(passport.expiryDate ? { expiryDate: isoOf(passport.expiryDate) } : {}),
            ...(passport.issuingCity ? { issuingCity: passport.issuingCity } : {}),
          }
        : null,
      loyalty: passenger.loyalty,
    };
  });
}

function storedFlights(group: QuotedGroup): StoredFlight[] {
  return group.flights.map(({ selection, key, flight, priced }) => {
    const fare = priced.fare!;
    return {
      offerId: selection.offerId,
      key,
      requestedClass: selection.fareClass,
      fareClass: fare.fareClass,
      fareFamily: fare.fareFamily,
      fareBasis: fare.fareBasis,
      cabinClass: fare.cabinClass,
      baggage: fare.baggage,
      isRefundable: fare.isRefundable,
      netPrices: fare.netPrices,
      segments: flight.segments.map((segment) => ({ ...segment, status: null })),
    };
  });
}

/** A PNR ready to be written: its flights, add-ons, price snapshot and the supplier hold it will send. */
export type PlannedBooking = {
  group: QuotedGroup;
  flights: StoredFlight[];
  pricing: StoredPricing;
  supplierNet: number;
  feeTotal: number;
};

/** Each PNR ready to be written: flights, add-ons, the price snapshot with the split lines, and the supplier hold it will send. */
export function planBookings(options: {
  priced: readonly PricedGroup[];
  addOns: readonly StoredAncillary[];
  request: HoldRequest;
  airline: readonly AirlinePassenger[];
  chain: { chainAgencyIds: string[]; feeLinks: StoredPricing['feeLinks'] };
}): PlannedBooking[] {
  const { priced, addOns, request, airline, chain } = options;
  const contact = bookingContactName(request);
  return priced.map(({ group, fare, trips }) => {
    const ancillaries = addOns.filter((item) => item.offerId.startsWith(`${group.system}:`));
    const lines = saleLinesOf(
      airline.map((passenger) => ({ paxId: passenger.paxId, type: passenger.type as TPaxType })),
      fare!.byPaxType,
      ancillaries,
    );
    const supplierNet = sumVnd(lines.map((line) => line.supplierNet));
    const flights = storedFlights(group);
    const validatingAirline = flights[0]?.segments[0]?.carrierCode ?? '';
    const supplierHold: StoredPricing['supplierHold'] = {
      flights: flights.map((flight) => ({ key: flight.key, fareClass: flight.fareClass })),
      passengers: airline.map((passenger) => supplierPassenger(passenger, validatingAirline)),
      contact: {
        name: toAirlineName(contact),
        phone: request.contact.phone,
        ...(request.contact.email ? { email: request.contact.email } : {}),
        ...(request.contact.extraInfo ? { note: request.contact.extraInfo } : {}),
      },
      ancillaries: ancillaries.map(({ paxId, flightKey, code }) => ({ paxId, flightKey, code })),
      ...(group.promotionCode ? { promotionCode: group.promotionCode } : {}),
      expectedTotal: supplierNet,
    };
    const pricing: StoredPricing = {
      version: 1,
      pax: { adt: request.adt, chd: request.chd, inf: request.inf },
      ...(group.promotionCode ? { promotionCode: group.promotionCode } : {}),
      chainAgencyIds: chain.chainAgencyIds,
      feeLinks: chain.feeLinks,
      feeTrips: trips,
      byPaxType: fare!.byPaxType,
      ancillaries,
      lines,
      supplierHold,
    };
    return { group, flights, pricing, supplierNet, feeTotal: fare!.feeTotal };
  });
}
