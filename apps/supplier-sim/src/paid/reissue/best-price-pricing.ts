// Prices a GDS best-price reissue (FXB) of one flight: the cheapest class open now in the same cabin, if cheaper.
import type { TSupplierPaidLine } from '@portal/contracts';
import type { TFareFamily } from '../../families.js';
import { fareOf, line, priceOf, vnd, type TPaxPrices, type TPricedPax } from './paid-lines.js';
import { changeFee } from './reissue-rules.js';

export type TBestPriceCandidate = { fareClass: string; family: TFareFamily; netPrices: TPaxPrices };

export type TBestPriceFlight = {
  key: string;
  isDomestic: boolean;
  /** As ticketed. */
  current: TBestPriceCandidate;
  /** Classes of the same cabin open now with the seats, priced now. */
  candidates: readonly TBestPriceCandidate[];
};

/** The flight's lines, and the class to reissue in when a cheaper one is open (undefined: stays as it is). */
export type TBestPriceOutcome = { lines: TSupplierPaidLine[]; rebookTo?: TBestPriceCandidate };

const allPaxFare = (passengers: readonly TPricedPax[], prices: TPaxPrices) =>
  passengers.reduce((sum, pax) => sum + fareOf(priceOf(prices, pax)), 0);

function cheapest(passengers: readonly TPricedPax[], flight: TBestPriceFlight): TBestPriceCandidate | undefined {
  let best: TBestPriceCandidate | undefined;
  for (const candidate of flight.candidates) {
    const total = allPaxFare(passengers, candidate.netPrices);
    if (total < allPaxFare(passengers, best?.netPrices ?? flight.current.netPrices)) best = candidate;
  }
  return best;
}

/**
 * FARE_DIFFERENCE per passenger: negative (given back) when a cheaper class is open, 0 with a description saying none
 * is (or the fare allows no reissue); CHANGE_FEE per passenger when the ticketed family charges for a change.
 */
export function bestPriceLines(passengers: readonly TPricedPax[], flight: TBestPriceFlight): TBestPriceOutcome {
  const { current } = flight;
  const zero = (text: { vi: string; en: string }) => ({
    lines: passengers.map((pax) => line({ kind: 'FARE_DIFFERENCE', paxId: pax.id, flightKey: flight.key }, text, 0)),
  });
  const feeOf = (pax: TPricedPax) =>
    changeFee({ family: current.family, isDomestic: flight.isDomestic, isInfant: pax.type === 'INF' });
  if (passengers.some((pax) => feeOf(pax) === null))
    return zero({
      vi: `Hạng ${current.family.fareFamily} không cho phép xuất lại vé`,
      en: `The ${current.family.fareFamily} fare allows no reissue`,
    });
  const best = cheapest(passengers, flight);
  if (!best)
    return zero({
      vi: `Không có giá thấp hơn hạng ${current.fareClass} đang mở`,
      en: `No fare lower than class ${current.fareClass} is open now`,
    });
  const lines: TSupplierPaidLine[] = [];
  for (const pax of passengers) {
    const where = { paxId: pax.id, flightKey: flight.key, code: best.fareClass };
    const difference = fareOf(priceOf(best.netPrices, pax)) - fareOf(priceOf(current.netPrices, pax));
    lines.push(
      line(
        { kind: 'FARE_DIFFERENCE', ...where },
        {
          vi: `Giá tốt nhất: hạng ${best.fareClass} thay ${current.fareClass}, hoàn ${vnd.vi(-difference)}`,
          en: `Best price: class ${best.fareClass} instead of ${current.fareClass}, ${vnd.en(-difference)} back`,
        },
        difference,
      ),
    );
    const fee = feeOf(pax) ?? 0;
    if (fee > 0)
      lines.push(
        line(
          { kind: 'CHANGE_FEE', ...where },
          { vi: `Phí xuất lại vé hạng ${current.family.fareFamily}`, en: `${current.family.fareFamily} reissue fee` },
          fee,
        ),
      );
  }
  return { lines, rebookTo: best };
}
