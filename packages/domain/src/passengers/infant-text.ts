// The text naming an adult with the infant on their lap (SPEC §5): at most 59 characters, shortened by initials.
import type { CalendarDate } from '../validation/dates.js';
import { toAirlineName } from './airline-names.js';
import { formatAirlineDate } from './calendar.js';

export const INFANT_TEXT_MAX_LENGTH = 59;
/** The last resort keeps this many characters of each name part (22 fixed characters + 4 × 9 = 58). */
const LAST_RESORT_PART_LENGTH = 9;

export type InfantTextInput = {
  adult: { lastName: string; firstName: string; title: string };
  infant: { lastName: string; firstName: string; birthDate: CalendarDate };
};

type Parts = { adultLast: string; adultFirst: string; infantLast: string; infantFirst: string };

/** `NGUYEN VAN` → `NV`. */
export function nameInitials(name: string): string {
  return name
    .split(' ')
    .filter((word) => word !== '')
    .map((word) => word[0])
    .join('');
}

const cut = (part: string) => part.slice(0, LAST_RESORT_PART_LENGTH).trimEnd();

/** Each step shortens one more part; the first text that fits is used. */
const SHORTENINGS: readonly ((parts: Parts) => Parts)[] = [
  (parts) => parts,
  (parts) => ({ ...parts, adultLast: nameInitials(parts.adultLast) }),
  (parts) => ({ ...parts, infantLast: nameInitials(parts.infantLast) }),
  (parts) => ({ ...parts, adultFirst: nameInitials(parts.adultFirst) }),
  (parts) => ({ ...parts, infantFirst: nameInitials(parts.infantFirst) }),
  (parts) => ({
    adultLast: cut(parts.adultLast),
    adultFirst: cut(parts.adultFirst),
    infantLast: cut(parts.infantLast),
    infantFirst: cut(parts.infantFirst),
  }),
];

/**
 * `ADULTLAST/ADULTFIRST TITLE (INF INFANTLAST/INFANTFIRST DDMMMYY)`, names in airline form, e.g.
 * `NGUYEN/VAN DUC MR (INF NGUYEN/BAO AN 05JAN25)`. Over 59 characters, the adult's last name becomes its
 * initials (SPEC §5); if that is not enough, then the infant's last name, the adult's first name and the infant's
 * first name in turn; the last resort keeps 9 characters of each part. Always at most 59 characters.
 */
export function infantLinkedText(input: InfantTextInput): string {
  let parts: Parts = {
    adultLast: toAirlineName(input.adult.lastName),
    adultFirst: toAirlineName(input.adult.firstName),
    infantLast: toAirlineName(input.infant.lastName),
    infantFirst: toAirlineName(input.infant.firstName),
  };
  const title = toAirlineName(input.adult.title).slice(0, 4);
  const date = formatAirlineDate(input.infant.birthDate);
  let text = '';
  for (const shorten of SHORTENINGS) {
    parts = shorten(parts);
    text = `${parts.adultLast}/${parts.adultFirst} ${title} (INF ${parts.infantLast}/${parts.infantFirst} ${date})`;
    if (text.length <= INFANT_TEXT_MAX_LENGTH) break;
  }
  return text;
}
