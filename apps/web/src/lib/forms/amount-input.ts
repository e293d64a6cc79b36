// VND amount fields: what the user types kept as digits and shown grouped with dots while typing (50000 → "50.000").

const grouping = new Intl.NumberFormat('vi-VN');

/** The digits typed, without leading zeros, at most `maxDigits` of them. */
export function typedAmountDigits(text: string, maxDigits = 12): string {
  return text
    .replace(/\D/g, '')
    .replace(/^0+(?=\d)/, '')
    .slice(0, maxDigits);
}

/** What an amount field shows: the digits typed, grouped with dots; empty stays empty. */
export function groupAmountDigits(text: string, maxDigits = 12): string {
  const digits = typedAmountDigits(text, maxDigits);
  return digits === '' ? '' : grouping.format(Number(digits));
}

/** The whole VND amount typed, or null when the field is empty. */
export function typedAmount(text: string): number | null {
  const digits = text.replace(/\D/g, '');
  return digits === '' ? null : Number(digits);
}
