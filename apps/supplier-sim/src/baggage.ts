// Baggage allowance of a fare family, as the protocol's object and as Vietnamese/English text.
import type { TFareFamily } from './families.js';

export type TBaggageAllowance = { handKg: number; checkedKg: number; checkedPieces: number; description: string };

/** The allowance with a Vietnamese description (e.g. "7 kg xách tay, 20 kg ký gửi"). */
export function baggageAllowance(family: TFareFamily): TBaggageAllowance {
  return { ...family.baggage, description: baggageText(family).vi };
}

export function baggageText(family: TFareFamily): { vi: string; en: string } {
  const { handKg, checkedKg, checkedPieces } = family.baggage;
  if (checkedKg === 0) {
    return {
      vi: `${handKg} kg xách tay, không kèm hành lý ký gửi`,
      en: `${handKg} kg cabin baggage, no checked baggage`,
    };
  }
  if (checkedPieces > 1) {
    const each = Math.round(checkedKg / checkedPieces);
    return {
      vi: `${handKg} kg xách tay, ${checkedPieces} kiện ký gửi x ${each} kg`,
      en: `${handKg} kg cabin baggage, ${checkedPieces} checked pieces of ${each} kg`,
    };
  }
  return {
    vi: `${handKg} kg xách tay, ${checkedKg} kg ký gửi`,
    en: `${handKg} kg cabin baggage, ${checkedKg} kg checked baggage`,
  };
}
