// Initial and reset passwords for staff accounts: random, and always passing the SPEC §5 rule.
import { randomInt } from 'node:crypto';

const UPPER = 'ABCDEFGHJKLMNPQRSTUVWXYZ';
const LOWER = 'abcdefghijkmnopqrstuvwxyz';
const DIGITS = '23456789';
const SPECIAL = '!@#$%^&*';
const ALL = UPPER + LOWER + DIGITS + SPECIAL;
export const GENERATED_PASSWORD_LENGTH = 12;

const pick = (alphabet: string) => alphabet[randomInt(alphabet.length)]!;

/** 12 characters with at least one uppercase letter, lowercase letter, digit and special character (look-alikes left out). */
export function generatePassword(): string {
  const characters = [pick(UPPER), pick(LOWER), pick(DIGITS), pick(SPECIAL)];
  while (characters.length < GENERATED_PASSWORD_LENGTH) characters.push(pick(ALL));
  for (let index = characters.length - 1; index > 0; index -= 1) {
    const other = randomInt(index + 1);
    [characters[index], characters[other]] = [characters[other]!, characters[index]!];
  }
  return characters.join('');
}
