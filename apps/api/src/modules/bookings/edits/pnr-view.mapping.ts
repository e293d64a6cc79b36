// The supplier's PNR (TSupplierBooking) as the portal shows it: element by element, flights by their portal key, documents masked.
import type { TBookingPnrView, TPnrPassenger, TSupplierBooking } from '@portal/contracts';
import { maskedNumber } from './edit-changes.js';

type SupplierPassenger = TSupplierBooking['passengers'][number];

/** "VN213" whether the supplier wrote the number with its carrier or bare: never "VNVN213". */
function withCarrier({ carrierCode, flightNumber }: { carrierCode: string; flightNumber: string }): string {
  return flightNumber.startsWith(carrierCode) ? flightNumber : `${carrierCode}${flightNumber}`;
}

function passengerOf(passenger: SupplierPassenger, portalKey: (key: string) => string): TPnrPassenger {
  const { passport } = passenger;
  return {
    paxId: passenger.id,
    type: passenger.type,
    title: passenger.title,
    lastName: passenger.lastName,
    firstName: passenger.firstName,
    ...(passenger.birthDate ? { birthDate: passenger.birthDate } : {}),
    ...(passenger.infantOf ? { infantOf: passenger.infantOf } : {}),
    ...(passenger.ticketNumber ? { ticketNumber: passenger.ticketNumber } : {}),
    ...(passenger.loyaltyNumber ? { loyaltyNumber: passenger.loyaltyNumber } : {}),
    ssrs: (passenger.ssrs ?? []).map((ssr) => ({
      code: ssr.code,
      ...(ssr.flightKey ? { flightKey: portalKey(ssr.flightKey) } : {}),
      ...(ssr.text ? { text: ssr.text } : {}),
    })),
    ...(passport
      ? {
          document: {
            maskedNumber: maskedNumber(passport.number),
            nationality: passport.nationality,
            issuingCountry: passport.issuingCountry,
            expiryDate: passport.expiryDate,
          },
        }
      : {}),
    ...(passenger.nationality ? { nationality: passenger.nationality } : {}),
    ...(passenger.idNumber ? { maskedIdNumber: maskedNumber(passenger.idNumber) } : {}),
    checkedIn: (passenger.checkedIn ?? []).map(portalKey),
  };
}

/** The PNR view of a supplier booking; a ticket number on the booking's ticket list fills a passenger's missing one. */
export function pnrViewOf(booking: TSupplierBooking): TBookingPnrView {
  const portalKey = (key: string) => `${booking.system}:${key}`;
  const ticketOf = (paxId: string) => booking.tickets.find((ticket) => ticket.paxId === paxId)?.number;
  const change = booking.scheduleChange;
  return {
    system: booking.system,
    pnr: booking.pnr,
    status: booking.status,
    airline: booking.airline,
    office: booking.account,
    timeLimit: booking.timeLimit,
    passengers: booking.passengers.map((passenger) => {
      const ticketNumber = passenger.ticketNumber ?? ticketOf(passenger.id);
      return passengerOf({ ...passenger, ...(ticketNumber ? { ticketNumber } : {}) }, portalKey);
    }),
    flights: booking.flights.map((flight) => ({
      flightKey: portalKey(flight.key),
      fareClass: flight.fareClass,
      fareBasis: flight.fareBasis,
      cabinClass: flight.cabinClass,
      segments: flight.segments.map((segment) => ({
        carrierCode: segment.carrierCode,
        flightNumber: segment.flightNumber,
        from: segment.from,
        to: segment.to,
        departDateTime: segment.departDateTime,
        arrivalDateTime: segment.arrivalDateTime,
        status: segment.status,
      })),
    })),
    ...(change
      ? {
          scheduleChange: {
            changedAt: change.changedAt,
            segments: change.segments.map((segment) => ({
              flightKey: portalKey(segment.flightKey),
              segmentIndex: segment.segmentIndex,
              flightNumber: withCarrier(segment.old),
              from: segment.old.from,
              to: segment.old.to,
              oldDepartDateTime: segment.old.departDateTime,
              oldArrivalDateTime: segment.old.arrivalDateTime,
              newDepartDateTime: segment.newDepartDateTime,
              newArrivalDateTime: segment.newArrivalDateTime,
            })),
          },
        }
      : {}),
    remarks: booking.remarks ?? [],
    osi: booking.osi ?? [],
    specialKeywords: booking.specialKeywords ?? [],
    ...(booking.customerAccount ? { customerAccount: booking.customerAccount } : {}),
    contact: {
      name: booking.contact.name,
      phone: booking.contact.phone,
      ...(booking.contact.email ? { email: booking.contact.email } : {}),
    },
    extraContacts: booking.extraContacts ?? { phones: [], emails: [] },
    ...(booking.queue ? { queue: booking.queue } : {}),
    ...(booking.storedFare ? { storedFare: booking.storedFare } : {}),
    endorsements: booking.endorsements ?? [],
    arnks: (booking.arnks ?? []).map((arnk) => ({ ...arnk, afterFlightKey: portalKey(arnk.afterFlightKey) })),
    ...(booking.splitFrom ? { splitFrom: booking.splitFrom } : {}),
    splitInto: booking.splitInto ?? [],
    totals: {
      fare: booking.totalFare,
      ancillaries: booking.totalAncillaries,
      fees: booking.totalFees ?? 0,
      net: booking.totalNet,
    },
  };
}
