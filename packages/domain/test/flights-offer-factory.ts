// Builders of flight offers and fares for the flight-rule tests: realistic defaults, override what the test is about.
import type { TFareOption, TFlightOffer, TPaxPrice } from '@portal/contracts';

export function paxPrice(baseFare: number, tax = 0, vat = 0, issueFee = 0): TPaxPrice {
  return { baseFare, tax, vat, issueFee, total: baseFare + tax + vat + issueFee };
}

export function makeFare(overrides: Partial<TFareOption> = {}): TFareOption {
  const prices = overrides.prices ?? { ADT: paxPrice(1_000_000, 200_000, 100_000, 50_000) };
  return {
    fareClass: 'Y',
    fareFamily: 'ECONOMY',
    fareBasis: 'YOW',
    cabinClass: 'ECONOMY',
    seatAvailable: 9,
    baggage: { handKg: 7, checkedKg: 23, checkedPieces: 1, description: '23kg' },
    isRefundable: false,
    isChangeable: true,
    totalPrice: prices.ADT.total,
    ...overrides,
    prices,
  };
}

let sequence = 0;

/** Departure at `time` local (+07:00) on 2026-12-01 unless overridden; lowestFare from the fares unless given. */
export function makeOffer(overrides: Partial<TFlightOffer> & { time?: string } = {}): TFlightOffer {
  sequence += 1;
  const { time = '08:00', ...rest } = overrides;
  const system = rest.system ?? 'VN';
  const airline = rest.airline ?? (['1A', '1B', '1G'].includes(system) ? 'VN' : system);
  const departDateTime = rest.departDateTime ?? `2026-12-01T${time}:00+07:00`;
  const fares = rest.fares ?? [makeFare()];
  const sellable = fares.filter((fare) => fare.seatAvailable > 0).map((fare) => fare.prices.ADT.total);
  return {
    id: `${system}:F${sequence}`,
    system,
    source: system,
    airline,
    legIndex: 0,
    from: 'HAN',
    to: 'SGN',
    departDateTime,
    arrivalDateTime: `2026-12-01T${time}:00+07:00`.replace(
      /T(\d{2})/,
      (_, hour: string) => `T${String((Number(hour) + 2) % 24).padStart(2, '0')}`,
    ),
    durationMinutes: 130,
    numberOfStop: 0,
    combineSegment: false,
    segments: [
      {
        carrierCode: airline,
        carrierName: `${airline} Airline`,
        flightNumber: `${airline}123`,
        from: 'HAN',
        to: 'SGN',
        departDateTime,
        arrivalDateTime: departDateTime,
        durationMinutes: 130,
        aircraft: 'A321',
      },
    ],
    lowestFare: sellable.length > 0 ? Math.min(...sellable) : 0,
    ...rest,
    fares,
  };
}
