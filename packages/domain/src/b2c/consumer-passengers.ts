// The storefront's passenger form (issue 20): the portal's passenger rules for a consumer's one-way trip, on both sides.
import { isDomesticRoute } from '../airports/lookup.js';
import { calendarDateOfIso } from '../passengers/calendar.js';
import { validatePassengerForm, type PassengerFormInput, type PassengerFormIssue } from '../passengers/form.js';
import type { PassengerItinerary } from '../passengers/itinerary.js';
import { passengerIssueText } from '../passengers/messages.js';
import type { CalendarDate } from '../validation/dates.js';

export type ConsumerTrip = { from: string; to: string; departDate: string; adt: number; chd: number; inf: number };

/** The passenger itinerary of a one-way consumer trip on one airline, or undefined when the date is not one. */
export function consumerItineraryOf(trip: ConsumerTrip, airline: string): PassengerItinerary | undefined {
  const day = calendarDateOfIso(trip.departDate);
  if (!day) return undefined;
  return {
    counts: { adt: trip.adt, chd: trip.chd, inf: trip.inf },
    firstFlightDate: day,
    lastFlightDate: day,
    isInternational: !isDomesticRoute(trip.from, trip.to),
    airlines: [airline],
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
