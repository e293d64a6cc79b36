// Where each message of the rules or the server goes on the form: paths such as passengers.1.birthDate name a field;
// a loyalty entry's path is moved to its airline's field, and paths the form has no field for are listed at the top.
import { passengerIssueText, type PassengerFormCheck } from '@portal/domain';
import type { Language } from '../../../lib/i18n/languages';

/** Display key → message. */
export type FieldMessages = Record<string, string>;

/** `passengers.0.loyalty.1.number` → `passengers.0.loyalty.VN` (the airline of the second entry sent). */
export function fieldKeyOf(path: string, loyaltyAirlines: readonly (readonly string[])[]): string {
  const loyalty = /^passengers\.(\d+)\.loyalty\.(\d+)(\.\w+)?$/.exec(path);
  if (!loyalty) return path;
  const airline = loyaltyAirlines[Number(loyalty[1])]?.[Number(loyalty[2])];
  return airline ? `passengers.${loyalty[1]}.loyalty.${airline}` : path;
}

/** The DOM id of a field's input, so a message can point at it and the first wrong field can take the focus. */
export function fieldId(key: string): string {
  return `field-${key.replace(/[^\w-]/g, '-')}`;
}

export type PlacedMessages = { errors: FieldMessages; warnings: FieldMessages };

/** The rules' errors and warnings in the page's language, one per field (the first wins). */
export function ruleMessages(
  check: PassengerFormCheck,
  language: Language,
  loyaltyAirlines: readonly (readonly string[])[],
): PlacedMessages {
  const place = (issues: PassengerFormCheck['errors']) => {
    const messages: FieldMessages = {};
    for (const issue of issues)
      messages[fieldKeyOf(issue.path, loyaltyAirlines)] ??= passengerIssueText(issue.code, language, issue.params);
    return messages;
  };
  return { errors: place(check.errors), warnings: place(check.warnings) };
}

/** The server's 400 `details.fields` placed like the rules' messages. */
export function serverMessages(
  fields: Record<string, string>,
  loyaltyAirlines: readonly (readonly string[])[],
): FieldMessages {
  const messages: FieldMessages = {};
  for (const [path, message] of Object.entries(fields)) messages[fieldKeyOf(path, loyaltyAirlines)] ??= message;
  return messages;
}

/** Messages for which the form shows no field (a missing passenger, an add-on refused…): the top alert lists them. */
export function unplacedMessages(messages: FieldMessages, shownKeys: ReadonlySet<string>): string[] {
  return Object.entries(messages)
    .filter(([key]) => !shownKeys.has(key))
    .map(([, message]) => message);
}

/** Every field key the form shows for these passengers on this itinerary (messages for other paths go to the top). */
export function formFieldKeys(
  passengers: readonly { type: string }[],
  itinerary: { airlines: readonly string[]; isInternational: boolean },
): Set<string> {
  const keys = new Set(['contact.name', 'contact.phone', 'contact.email', 'contact.extraInfo']);
  passengers.forEach((passenger, index) => {
    const at = `passengers.${index}`;
    for (const field of ['title', 'lastName', 'firstName', 'birthDate']) keys.add(`${at}.${field}`);
    if (passenger.type === 'INF') keys.add(`${at}.parentId`);
    else for (const airline of itinerary.airlines) keys.add(`${at}.loyalty.${airline}`);
    if (itinerary.isInternational) {
      for (const field of ['number', 'nationality', 'issuingCountry', 'issuingDate', 'expiryDate', 'issuingCity'])
        keys.add(`${at}.passport.${field}`);
    }
  });
  return keys;
}

/** Focuses the first field (in page order) with one of these keys; false when none is on the page. */
export function focusFirstField(keys: readonly string[]): boolean {
  const elements = keys
    .map((key) => document.getElementById(fieldId(key)))
    .filter((element): element is HTMLElement => element !== null);
  elements.sort((a, b) => (a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1));
  elements[0]?.focus();
  return elements.length > 0;
}
