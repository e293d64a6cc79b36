// Prices an exchange of one flight for every passenger: the fare and tax differences and the old family's change fee.
import type { TSupplierPaidLine } from '@portal/contracts';
import type { TFareFamily } from '../../families.js';
import { fareOf, flightLabelOf, line, priceOf, vnd, type TPaxPrices, type TPricedPax } from './paid-lines.js';
import { changeFee, LOWER_FARE_REFUNDED_FAMILIES } from './reissue-rules.js';

export type TExchangedFlight = {
  /** The flight given up: its key, its prices as ticketed, its family (whose rules apply) and whether domestic. */
  old: { key: string; netPrices: TPaxPrices; family: TFareFamily; isDomestic: boolean };
  /** The flight taken, priced now in the class chosen. */
  next: { key: string; fareClass: string; netPrices: TPaxPrices };
};

export type TExchangePricing = { ok: true; lines: TSupplierPaidLine[] } | { ok: false; message: string };

function fareDifference(pax: TPricedPax, flight: TExchangedFlight): TSupplierPaidLine {
  const where = { paxId: pax.id, flightKey: flight.old.key, code: flight.next.fareClass };
  const difference = fareOf(priceOf(flight.next.netPrices, pax)) - fareOf(priceOf(flight.old.netPrices, pax));
  if (difference >= 0)
    return line(
      { kind: 'FARE_DIFFERENCE', ...where },
      {
        vi: `Chênh lệch giá vé sang ${flightLabelOf(flight.next.key)}`,
        en: `Fare difference to ${flightLabelOf(flight.next.key)}`,
      },
      difference,
    );
  if (LOWER_FARE_REFUNDED_FAMILIES.has(flight.old.family.id))
    return line(
      { kind: 'FARE_DIFFERENCE', ...where },
      {
        vi: `Giá vé mới thấp hơn: hoàn lại ${vnd.vi(-difference)} (hạng ${flight.old.family.fareFamily})`,
        en: `Lower new fare: ${vnd.en(-difference)} given back (${flight.old.family.fareFamily} fare)`,
      },
      difference,
    );
  return line(
    { kind: 'FARE_DIFFERENCE', ...where },
    {
      vi: `Giá vé mới thấp hơn ${vnd.vi(-difference)}: không hoàn lại theo điều kiện hạng ${flight.old.family.fareFamily}`,
      en: `New fare ${vnd.en(-difference)} lower: not refunded under the ${flight.old.family.fareFamily} conditions`,
    },
    0,
  );
}

/** Per passenger: FARE_DIFFERENCE, TAX_DIFFERENCE (a lower tax comes back), CHANGE_FEE; refused when the family forbids it. */
export function exchangeLines(passengers: readonly TPricedPax[], flight: TExchangedFlight): TExchangePricing {
  const { old, next } = flight;
  const lines: TSupplierPaidLine[] = [];
  for (const pax of passengers) {
    const fee = changeFee({ family: old.family, isDomestic: old.isDomestic, isInfant: pax.type === 'INF' });
    if (fee === null) return { ok: false, message: `the ${old.family.fareFamily} fare of ${old.key} allows no change` };
    const where = { paxId: pax.id, flightKey: old.key };
    lines.push(fareDifference(pax, flight));
    lines.push(
      line(
        { kind: 'TAX_DIFFERENCE', ...where },
        { vi: 'Chênh lệch thuế và phí sân bay', en: 'Tax and airport charge difference' },
        priceOf(next.netPrices, pax).tax - priceOf(old.netPrices, pax).tax,
      ),
    );
    lines.push(
      line(
        { kind: 'CHANGE_FEE', ...where },
        { vi: `Phí đổi vé hạng ${old.family.fareFamily}`, en: `${old.family.fareFamily} change fee` },
        fee,
      ),
    );
  }
  return { ok: true, lines };
}
