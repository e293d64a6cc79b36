// The storefront's passenger form (issue 20): the portal's passenger rules for a consumer's trip (one way or round), on both sides.
import { isDomesticRoute } from '../airports/lookup.js';
import { calendarDateOfIso } from '../passengers/calendar.js';
import { validatePassengerForm, type PassengerFormInput, type PassengerFormIssue } from '../passengers/form.js';
import type { PassengerItinerary } from '../passengers/itinerary.js';
import { passengerIssueText } from '../passengers/messages.js';
import type { CalendarDate } from '../validation/dates.js';

export type ConsumerTrip = {
  from: string;
  to: string;
  departDate: string;
  /** A round trip's return day (to → from). */
  returnDate?: string;
  adt: number;
  chd: number;
  inf: number;
};

/**
 * The passenger itinerary of a consumer trip on its airlines (the outbound's, then the return's), or undefined when a
 * date is not one. A round trip's last flight is the return: ages and passports are measured on its day.
 */
export function consumerItineraryOf(
  trip: ConsumerTrip,
  airlines: string | readonly string[],
): PassengerItinerary | undefined {
  const day = calendarDateOfIso(trip.departDate);
  const last = trip.returnDate === undefined ? day : calendarDateOfIso(trip.returnDate);
  if (!day || !last) return undefined;
  return {
    counts: { adt: trip.adt, chd: trip.chd, inf: trip.inf },
    firstFlightDate: day,
    lastFlightDate: last,
    isInternational: !isDomesticRoute(trip.from, trip.to),
    airlines: [...new Set(typeof airlines === 'string' ? [airlines] : airlines)],
  };
}

export type ConsumerFormIssue = { field: string; message: string };

/**
 * Every error of the consumer's passenger and contact form, each with its field path (passengers.0.lastName,
 * contact.phone) and its text in the language. Warnings (a passport expiring soon) are not errors for a consumer.
 */
export function consumerPassengerProblems(
  form: PassengerFormInput,
  itinerary: PassengerItinerary,
  at: { today: CalendarDate; language: 'vi' | 'en' },
): ConsumerFormIssue[] {
  const { today, language } = at;
  const { errors } = validatePassengerForm(form, itinerary, today);
  return errors.map((issue: PassengerFormIssue) => ({
    field: issue.path,
    message: passengerIssueText(issue.code, language, issue.params),
  }));
}
