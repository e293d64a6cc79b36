// Frequent-flyer numbers per airline: a simple shape check per programme, and which airlines of the trip take one.

export type LoyaltyProgramme = { airline: string; name: string; pattern: RegExp; hint: string };

/**
 * Deliberately simple shapes (the airline is the judge of whether a number exists): Lotusmiles 9–10 digits,
 * Bamboo Club 8–12 digits, SkyJoy and Vietravel Airlines 6–16 letters or digits; any other airline 4–20.
 */
export const LOYALTY_PROGRAMMES: Readonly<Record<string, LoyaltyProgramme>> = {
  VN: { airline: 'VN', name: 'Lotusmiles', pattern: /^[0-9]{9,10}$/, hint: '9–10 digits' },
  QH: { airline: 'QH', name: 'Bamboo Club', pattern: /^[0-9]{8,12}$/, hint: '8–12 digits' },
  VJ: { airline: 'VJ', name: 'SkyJoy', pattern: /^[A-Z0-9]{6,16}$/, hint: '6–16 letters or digits' },
  VU: { airline: 'VU', name: 'Vietravel Airlines', pattern: /^[A-Z0-9]{6,16}$/, hint: '6–16 letters or digits' },
};
export const OTHER_LOYALTY_PATTERN = /^[A-Z0-9]{4,20}$/;

/** The programme of an airline, or a generic one for airlines without a known programme. */
export function loyaltyProgrammeOf(airline: string): LoyaltyProgramme {
  const code = airline.trim().toUpperCase();
  return (
    LOYALTY_PROGRAMMES[code] ?? {
      airline: code,
      name: code,
      pattern: OTHER_LOYALTY_PATTERN,
      hint: '4–20 letters or digits',
    }
  );
}

/** Upper case without spaces: how a number is compared and sent. */
export function normalizeLoyaltyNumber(number: string): string {
  return number.replace(/\s+/g, '').toUpperCase();
}

export function isLoyaltyNumber(airline: string, number: string): boolean {
  return loyaltyProgrammeOf(airline).pattern.test(normalizeLoyaltyNumber(number));
}
