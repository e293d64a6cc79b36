// The seven booking systems: what each calls itself, which carriers it sells and how (airline or GDS: the portal's record).
import { BOOKING_SYSTEM_FACTS, BOOKING_SYSTEMS, type TBookingSystem } from '@portal/contracts';

export type TSystemProfile = {
  system: TBookingSystem;
  /** The name the system answers with (1B answers as SABRE-1B). */
  source: string;
  isGds: boolean;
  carriers: ReadonlySet<string>;
  /** Small price difference between systems selling the same flight. */
  priceFactor: number;
  maxOneStop: number;
  maxTwoStop: number;
  /** GDSs do not all load every itinerary: the share of candidates each one shows. */
  shareShown: number;
};

const FOREIGN = ['SQ', 'TG', 'CX', 'KE', 'OZ', 'JL', 'NH', 'CI', 'BR', 'QR', 'EK', 'AF', 'LH', 'BA', 'QF', 'MH'];
const without = (...left: string[]) => new Set(['VN', ...FOREIGN.filter((carrier) => !left.includes(carrier))]);

/** What the simulator makes up about a system; whether it is a GDS comes from the portal's booking-system record. */
type TSimulatedSystem = Omit<TSystemProfile, 'system' | 'isGds'>;

/** An airline's own system sells only its own carrier; VN also sells a few one-stop connections. */
const airline = (system: TBookingSystem): TSimulatedSystem => ({
  source: system,
  carriers: new Set([BOOKING_SYSTEM_FACTS[system].carrier ?? system]),
  priceFactor: 1,
  maxOneStop: system === 'VN' ? 3 : 0,
  maxTwoStop: 0,
  shareShown: 1,
});

const SIMULATED: Readonly<Record<TBookingSystem, TSimulatedSystem>> = {
  VN: airline('VN'),
  VJ: airline('VJ'),
  QH: airline('QH'),
  VU: airline('VU'),
  '1A': {
    source: '1A',
    carriers: without(),
    priceFactor: 1,
    maxOneStop: 10,
    maxTwoStop: 3,
    shareShown: 0.85,
  },
  '1B': {
    source: 'SABRE-1B',
    carriers: without('TG', 'OZ', 'LH'),
    priceFactor: 1.015,
    maxOneStop: 9,
    maxTwoStop: 2,
    shareShown: 0.8,
  },
  '1G': {
    source: '1G',
    carriers: without('KE', 'JL', 'AF'),
    priceFactor: 0.99,
    maxOneStop: 9,
    maxTwoStop: 3,
    shareShown: 0.8,
  },
};

export const SYSTEMS = Object.fromEntries(
  BOOKING_SYSTEMS.map((system) => [
    system,
    { system, isGds: BOOKING_SYSTEM_FACTS[system].kind === 'gds', ...SIMULATED[system] },
  ]),
) as Readonly<Record<TBookingSystem, TSystemProfile>>;

export function isBookingSystem(value: string): value is TBookingSystem {
  return (BOOKING_SYSTEMS as readonly string[]).includes(value);
}

/** Whether the system sells the airline (an airline system only itself; a GDS its carriers). */
export function sellsAirline(system: TBookingSystem, airlineCode: string): boolean {
  return SYSTEMS[system].carriers.has(airlineCode.toUpperCase());
}
