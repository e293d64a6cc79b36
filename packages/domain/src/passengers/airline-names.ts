// Passenger names (SPEC §5: letters and spaces, Vietnamese accents accepted) and their airline form: ASCII upper case.
import { isPersonName } from '../validation/contact.js';

/** Longest last or first name in airline form. */
export const NAME_PART_MAX_LENGTH = 40;
/** Longest last name + first name in airline form (their lengths added; the spaces inside each part count). */
export const FULL_NAME_MAX_LENGTH = 50;

/** Letters that Unicode does not decompose into a base letter and a mark (NFD leaves them whole). */
const UNDECOMPOSABLE: Readonly<Record<string, string>> = {
  đ: 'd',
  Đ: 'D',
  ð: 'd',
  Ð: 'D',
  ø: 'o',
  Ø: 'O',
  ł: 'l',
  Ł: 'L',
  ß: 'ss',
  ẞ: 'SS',
  æ: 'ae',
  Æ: 'AE',
  œ: 'oe',
  Œ: 'OE',
  þ: 'th',
  Þ: 'TH',
  ı: 'i',
  ħ: 'h',
  Ħ: 'H',
  ŧ: 't',
  Ŧ: 'T',
};
const UNDECOMPOSABLE_PATTERN = new RegExp(`[${Object.keys(UNDECOMPOSABLE).join('')}]`, 'g');
const AIRLINE_NAME_PATTERN = /^[A-Z]+( [A-Z]+)*$/;

/**
 * The name as airlines take it: `Nguyễn  Văn Đức` → `NGUYEN VAN DUC`. đ/Đ (and a few other letters NFD keeps
 * whole) become their base letters, every other diacritic is stripped via NFD, then upper case, runs of spaces
 * collapsed, ends trimmed. Letters of other scripts stay as they are, so `isAirlineName` tells whether it worked.
 */
export function toAirlineName(name: string): string {
  return name
    .normalize('NFC')
    .replace(UNDECOMPOSABLE_PATTERN, (letter) => UNDECOMPOSABLE[letter]!)
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toUpperCase()
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * A full name as airlines compare two (a credit shell's owner with a passenger; decision 067): the airline form with
 * the slash of `LAST/FIRST` and any other non-letter a space — `Nguyễn/Văn-Đức`, `NGUYEN VAN DUC` → `NGUYEN VAN DUC`.
 */
export function comparableAirlineName(name: string): string {
  return toAirlineName(name.replace(/[^\p{L}\p{M}\s]+/gu, ' '));
}

/** A–Z words separated by single spaces. */
export function isAirlineName(name: string): boolean {
  return AIRLINE_NAME_PATTERN.test(name);
}

export type NameProblem = 'required' | 'invalidName' | 'notLatinName' | 'nameTooLong';

/** What is wrong with a last or first name as typed, or undefined when it is fine. */
export function nameProblem(name: string | undefined): NameProblem | undefined {
  if (!name || name.trim() === '') return 'required';
  if (!isPersonName(name)) return 'invalidName';
  const airline = toAirlineName(name);
  if (!isAirlineName(airline)) return 'notLatinName';
  if (airline.length > NAME_PART_MAX_LENGTH) return 'nameTooLong';
  return undefined;
}

/** True when both parts are fine but together too long for the airline (last + first > 50 letters and spaces). */
export function isFullNameTooLong(lastName: string, firstName: string): boolean {
  return toAirlineName(lastName).length + toAirlineName(firstName).length > FULL_NAME_MAX_LENGTH;
}

/** LAST/FIRST as shown to the agent before holding: `Nguyễn`, `Văn Đức` → `NGUYEN/VAN DUC`. */
export function airlineFullName(lastName: string, firstName: string): string {
  return `${toAirlineName(lastName)}/${toAirlineName(firstName)}`;
}
