// The price breakdown of the selected flights per passenger type (fare, tax, VAT, issue fee) and its totals.
import type { TPaxType } from '@portal/contracts';
import type { PassengerCounts } from './passengers.js';
import type { SelectedFare } from './selection.js';

/** Amounts for one passenger of the type, summed over the selected fares (departure + return…). */
export type PaxPriceLine = {
  paxType: TPaxType;
  count: number;
  fare: number;
  tax: number;
  vat: number;
  issueFee: number;
  /** fare + tax + vat + issueFee for one passenger. */
  perPassenger: number;
  /** perPassenger × count. */
  subtotal: number;
};

export type PriceSummary = {
  lines: PaxPriceLine[];
  totalFare: number;
  totalTax: number;
  totalVat: number;
  totalIssueFee: number;
  /** Always totalFare + totalTax + totalVat + totalIssueFee, whether the issue fee is hidden or not. */
  grandTotal: number;
  /** Passenger types counted in the search for which some selected fare has no price (counted as 0 here). */
  missingPaxTypes: TPaxType[];
};

export type PriceSummaryOptions = {
  /** SPEC §3 hiddenIssueFee: the fee is folded into the fare shown, so the customer never sees it as a line. */
  isIssueFeeHidden: boolean;
};

const PAX_TYPES: readonly { paxType: TPaxType; countOf: (counts: PassengerCounts) => number }[] = [
  { paxType: 'ADT', countOf: (counts) => counts.adt },
  { paxType: 'CHD', countOf: (counts) => counts.chd },
  { paxType: 'INF', countOf: (counts) => counts.inf },
];

/**
 * One line per passenger type present in the search. With the issue fee hidden, each line's fare includes the fee
 * and its issueFee is 0, and likewise totalFare includes it and totalIssueFee is 0; grandTotal does not change.
 */
export function priceSummary(
  selectedFares: readonly SelectedFare[],
  passengers: PassengerCounts,
  options: PriceSummaryOptions,
): PriceSummary {
  const lines: PaxPriceLine[] = [];
  const missingPaxTypes: TPaxType[] = [];
  for (const { paxType, countOf } of PAX_TYPES) {
    const count = countOf(passengers);
    if (count <= 0) continue;
    const line = { paxType, count, fare: 0, tax: 0, vat: 0, issueFee: 0, perPassenger: 0, subtotal: 0 };
    for (const { fare } of selectedFares) {
      const price = fare.prices[paxType];
      if (!price) {
        if (!missingPaxTypes.includes(paxType)) missingPaxTypes.push(paxType);
        continue;
      }
      line.fare += options.isIssueFeeHidden ? price.baseFare + price.issueFee : price.baseFare;
      line.tax += price.tax;
      line.vat += price.vat;
      line.issueFee += options.isIssueFeeHidden ? 0 : price.issueFee;
    }
    line.perPassenger = line.fare + line.tax + line.vat + line.issueFee;
    line.subtotal = line.perPassenger * count;
    lines.push(line);
  }
  const total = (pick: (line: PaxPriceLine) => number): number =>
    lines.reduce((sum, line) => sum + pick(line) * line.count, 0);
  const totalFare = total((line) => line.fare);
  const totalTax = total((line) => line.tax);
  const totalVat = total((line) => line.vat);
  const totalIssueFee = total((line) => line.issueFee);
  return {
    lines,
    totalFare,
    totalTax,
    totalVat,
    totalIssueFee,
    grandTotal: totalFare + totalTax + totalVat + totalIssueFee,
    missingPaxTypes,
  };
}
