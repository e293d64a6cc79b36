// /api/agency-anniversary: the caller's agency founding day (an agency setting) and whether today is its anniversary.
import { z } from 'zod';
import { ZIsoDay } from '../reports/report-query.js';

export const ZAnniversaryResponse = z.object({
  /** yyyy-MM-dd, or null when the agency has not set it. */
  foundedOn: z.string().nullable(),
  /** Today (Vietnam) has the founding day's month and day, in a later year. */
  isToday: z.boolean(),
  /** Full years since the founding day, on the anniversary. */
  years: z.number().int(),
  agencyName: z.string(),
  /** Today in Vietnam, yyyy-MM-dd: the web remembers the overlay as seen per user and day (decision 110). */
  today: z.string(),
});
export type TAnniversaryResponse = z.infer<typeof ZAnniversaryResponse>;

export const ZUpdateAnniversaryRequest = z.strictObject({ foundedOn: ZIsoDay.nullable() });
export type TUpdateAnniversaryRequest = z.infer<typeof ZUpdateAnniversaryRequest>;
