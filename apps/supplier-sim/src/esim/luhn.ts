// The Luhn (mod 10) check digit that ends every ICCID (ITU-T E.118): computing it for a new number and checking one.

/** The check digit for a string of digits (the digit that makes the whole number pass the Luhn test). */
export function luhnCheckDigit(digits: string): number {
  if (!/^\d+$/.test(digits)) throw new Error(`Not digits: ${digits}`);
  let sum = 0;
  // Walking from the right, the first digit (the one beside the check digit to come) is doubled.
  for (let index = 0; index < digits.length; index++) {
    let digit = Number(digits[digits.length - 1 - index]);
    if (index % 2 === 0) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return (10 - (sum % 10)) % 10;
}

/** Whether the number's last digit is the Luhn check digit of the others. */
export function isLuhnValid(number: string): boolean {
  if (!/^\d{2,}$/.test(number)) return false;
  return luhnCheckDigit(number.slice(0, -1)) === Number(number.at(-1));
}

/** The digits with their check digit appended. */
export const withLuhn = (digits: string): string => `${digits}${luhnCheckDigit(digits)}`;
