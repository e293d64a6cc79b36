// A supplier's quote of a paid change as the portal shows and charges it (decision 052): the airline's lines named by
// passenger and flight, the chain's change fee per passenger who pays the airline, the total, and the sale lines the
// ledger split takes (per passenger: the airline's amount and each link's fee).
import type { TPaidChangeLine, TPaidChangeQuote, TSupplierBooking, TSupplierPaidQuote } from '@portal/contracts';
import type { Database } from '@portal/db';
import { sumVnd, type FeePaxType } from '@portal/domain';
import { flightsOf, pricingOf, type BookingRow, type PassengerRow } from '../repository/booking-rows.js';
import { changeFeesFor } from '../../commission/change-fees.js';

/** One passenger's part of a paid change's sale: what the airline is paid for them and what each link charges. */
export type PaidSaleLine = { paxId: string; paxType: FeePaxType; supplierNet: number; fees: number[] };

/** What a QUOTED row keeps in `quote`: the quote shown, and the sale lines accepting it reserves. */
export type StoredPaidQuote = TPaidChangeQuote & { saleLines: PaidSaleLine[] };

const paxTypeOf = (paxId: string): FeePaxType => paxId.slice(0, 3) as FeePaxType;

/** "HAN-SGN VN213" for a stored or supplier flight's segments. */
function flightLabelOf(flight: {
  segments: { from: string; to: string; carrierCode: string; flightNumber: string }[];
}) {
  const first = flight.segments[0];
  const last = flight.segments.at(-1);
  if (!first || !last) return '';
  const numbers = flight.segments
    .map((segment) =>
      segment.flightNumber.startsWith(segment.carrierCode)
        ? segment.flightNumber
        : `${segment.carrierCode}${segment.flightNumber}`,
    )
    .join('/');
  return `${first.from}-${last.to} ${numbers}`;
}

/** The portal's key and label of a supplier flight key: the booking's stored flight, else the PNR's own. */
export function flightNamerOf(booking: BookingRow, pnr?: TSupplierBooking) {
  const kept = flightsOf(booking);
  return (supplierKey: string) => {
    const stored = kept.find((flight) => flight.key === supplierKey);
    const flight = stored ?? pnr?.flights.find((candidate) => candidate.key === supplierKey);
    return {
      flightKey: stored?.offerId ?? `${booking.system}:${supplierKey}`,
      flightLabel: flight ? flightLabelOf(flight) : supplierKey,
    };
  };
}

/** A passenger's name as the screen writes it: the portal's row, or the PNR's (an infant the change adds). */
function passengerNamerOf(passengers: readonly PassengerRow[], pnr: TSupplierBooking) {
  return (paxId: string) => {
    const row = passengers.find((passenger) => passenger.paxId === paxId);
    if (row) return `${row.lastName} ${row.firstName}`;
    const supplier = pnr.passengers.find((passenger) => passenger.id === paxId);
    return supplier ? `${supplier.lastName} ${supplier.firstName}` : paxId;
  };
}

/** The airline's amount per passenger, in the order the lines first name them. */
function airlineByPassenger(quote: TSupplierPaidQuote): Map<string, number> {
  const amounts = new Map<string, number>();
  for (const line of quote.lines) amounts.set(line.paxId, sumVnd([amounts.get(line.paxId) ?? 0, line.amount]));
  return amounts;
}

/**
 * The sale lines of a positive change: each passenger paying the airline, with the chain's fees for them; when some
 * passenger gets money back within a change that costs money overall, one line of the airline's whole total.
 */
function saleLinesOf(amounts: Map<string, number>, fees: number[][], payers: string[]): PaidSaleLine[] {
  const lines = payers.map((paxId, index) => ({
    paxId,
    paxType: paxTypeOf(paxId),
    supplierNet: amounts.get(paxId)!,
    fees: fees[index]!,
  }));
  if ([...amounts.values()].every((amount) => amount >= 0)) return lines;
  const first = lines[0]!;
  const links = first.fees.map((_fee, link) => sumVnd(lines.map((line) => line.fees[link]!)));
  return [{ ...first, supplierNet: sumVnd([...amounts.values()]), fees: links }];
}

/**
 * The portal's quote of a supplier quote: one fee per passenger per change, only when the airline's total is positive
 * (a refund or a cheaper reissue takes no fee); total = the airline's total + the fees.
 */
export async function portalQuoteOf(
  db: Database,
  options: {
    quoteId: string;
    booking: BookingRow;
    passengers: readonly PassengerRow[];
    supplier: { quote: TSupplierPaidQuote; booking: TSupplierBooking };
  },
): Promise<StoredPaidQuote> {
  const { booking, supplier } = options;
  const { quote } = supplier;
  const pricing = pricingOf(booking);
  const nameFlight = flightNamerOf(booking, supplier.booking);
  const namePassenger = passengerNamerOf(options.passengers, supplier.booking);
  const amounts = airlineByPassenger(quote);
  const airlineTotal = sumVnd(quote.lines.map((line) => line.amount));
  const payers = airlineTotal > 0 ? [...amounts.keys()].filter((paxId) => amounts.get(paxId)! > 0) : [];
  const fees =
    payers.length === 0
      ? []
      : await changeFeesFor(db, {
          chainAgencyIds: pricing.chainAgencyIds,
          airline: pricing.feeTrips[0]?.airline ?? booking.airline,
          routeScope: pricing.feeTrips.some((trip) => trip.routeScope === 'international')
            ? 'international'
            : 'domestic',
          paxTypes: payers.map(paxTypeOf),
        });
  const airlineLines: TPaidChangeLine[] = quote.lines.map((line) => ({
    kind: line.kind,
    paxId: line.paxId,
    passengerName: namePassenger(line.paxId),
    ...(line.flightKey ? nameFlight(line.flightKey) : {}),
    ...(line.code ? { code: line.code } : {}),
    description: line.description,
    amount: line.amount,
  }));
  const feeLines: TPaidChangeLine[] = payers
    .map((paxId, index) => ({ paxId, amount: sumVnd(fees[index]!) }))
    .filter((fee) => fee.amount > 0)
    .map((fee) => ({
      kind: 'SERVICE_FEE',
      paxId: fee.paxId,
      passengerName: namePassenger(fee.paxId),
      description: { vi: 'Phí dịch vụ đổi vé', en: 'Service fee on the change' },
      amount: fee.amount,
    }));
  const serviceFee = sumVnd(feeLines.map((line) => line.amount));
  return {
    quoteId: options.quoteId,
    action: quote.action,
    expiresAt: quote.expiresAt,
    lines: [...airlineLines, ...feeLines],
    airlineTotal,
    serviceFee,
    total: sumVnd([airlineTotal, serviceFee]),
    ...(quote.refundForm ? { refundForm: quote.refundForm } : {}),
    saleLines: payers.length === 0 ? [] : saleLinesOf(amounts, fees, payers),
  };
}

/** The quote as answered: without the sale lines. */
export function shownQuoteOf(stored: StoredPaidQuote): TPaidChangeQuote {
  const { saleLines: _lines, ...quote } = stored;
  return quote;
}
