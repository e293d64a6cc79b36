// The passport of change-passport as one zod schema per trip: the contract's shape plus the passenger step's rules.
import { ZEditPassport } from '@portal/contracts';
import type { z } from 'zod';
import { formatCalendarDate } from '../passengers/calendar.js';
import { passportProblems } from '../passengers/passport.js';
import { parseTypedDate, type CalendarDate } from '../validation/dates.js';

export type PassportTrip = { today: CalendarDate; lastFlightDate: CalendarDate };

/**
 * The passport schema for a trip: number by issuing country (Vietnamese 6–9, others 4–20 letters or digits), issuing
 * country and nationality known ISO 3166-1 alpha-3 codes (VNM when not given), expiry after the last flight's date.
 * Issues carry the passenger step's codes as messages (`expiresBeforeTrip`…), at the field's path.
 */
export function passportSchemaFor(
  trip: PassportTrip,
): z.ZodType<z.output<typeof ZEditPassport>, z.input<typeof ZEditPassport>> {
  return ZEditPassport.superRefine(
    (passport, context) => {
      const problems = passportProblems(
        {
          number: passport.number,
          nationality: passport.nationality,
          issuingCountry: passport.issuingCountry,
          expiryDate: passport.expiryDate,
        },
        { ...trip, birthDate: passport.birthDate ? parseTypedDate(passport.birthDate) : undefined },
      );
      for (const problem of problems.filter((found) => found.severity === 'error')) {
        context.addIssue({
          code: 'custom',
          path: [problem.field],
          message: problem.code,
          params: { date: formatCalendarDate(trip.lastFlightDate) },
        });
      }
    },
    { when: (payload) => payload.issues.length === 0 },
  );
}
