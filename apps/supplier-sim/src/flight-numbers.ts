// Flight-number plan: each carrier's route gets a block (named ones fixed, others handed out in table order).
import { airportDistanceKm, isDomesticRoute } from '@portal/domain';
import { CARRIERS } from './carriers.js';
import { SERVICES, type TService } from './network.js';

/** Long-haul routes take the carrier's low numbers (VN 11, VN 19…). */
export const LONG_HAUL_KM = 5500;

type TBlock = { base: number; forwardFrom: string };

export type TRouteKind = 'domestic' | 'regional' | 'longHaul';

export function routeKind(from: string, to: string): TRouteKind {
  if (isDomesticRoute(from, to)) return 'domestic';
  return (airportDistanceKm(from, to) ?? 0) >= LONG_HAUL_KM ? 'longHaul' : 'regional';
}

/** Most flights a day a service can have (trunk routes vary by one around their usual count). */
export function maxSlots(service: TService): number {
  const usual = Math.ceil(service.daily);
  return usual >= 4 ? usual + 1 : usual;
}

function blockSize(service: TService): number {
  return Math.max(10, Math.ceil((2 * maxSlots(service) + 2) / 10) * 10);
}

function allocateBlocks(): Map<string, TBlock> {
  const blocks = new Map<string, TBlock>();
  const used = new Map<string, Array<[number, number]>>();
  const isFree = (carrier: string, start: number, size: number) =>
    (used.get(carrier) ?? []).every(([from, to]) => start + size <= from || start >= to);
  const reserve = (carrier: string, start: number, size: number) =>
    used.set(carrier, [...(used.get(carrier) ?? []), [start, start + size]]);
  const next = new Map<string, number>();

  for (const service of SERVICES) {
    const named =
      CARRIERS[service.carrier]?.blocks?.[`${service.a}-${service.b}`] ??
      CARRIERS[service.carrier]?.blocks?.[`${service.b}-${service.a}`];
    if (named !== undefined) {
      const forwardFrom =
        CARRIERS[service.carrier]?.blocks?.[`${service.a}-${service.b}`] !== undefined ? service.a : service.b;
      blocks.set(blockId(service.carrier, service.a, service.b), { base: named, forwardFrom });
      reserve(service.carrier, named, blockSize(service));
    }
  }
  for (const service of SERVICES) {
    const id = blockId(service.carrier, service.a, service.b);
    if (blocks.has(id)) continue;
    const carrier = CARRIERS[service.carrier];
    if (!carrier) continue;
    const kind = routeKind(service.a, service.b);
    const counter = `${service.carrier}:${kind}`;
    const size = blockSize(service);
    let start = next.get(counter) ?? carrier.numbering[kind];
    while (!isFree(service.carrier, start, size)) start += 10;
    reserve(service.carrier, start, size);
    next.set(counter, start + size);
    blocks.set(id, { base: start, forwardFrom: service.a });
  }
  return blocks;
}

function blockId(carrier: string, a: string, b: string): string {
  return a < b ? `${carrier}:${a}-${b}` : `${carrier}:${b}-${a}`;
}

const BLOCKS = allocateBlocks();

/** The flight number of the n-th daily slot (0-based): odd numbers one way, even numbers back. */
export function flightNumber(carrier: string, from: string, to: string, slot: number): string {
  const block = BLOCKS.get(blockId(carrier, from, to));
  if (!block) throw new RangeError(`no flight-number block for ${carrier} ${from}-${to}`);
  const number = block.base + (from === block.forwardFrom ? 1 : 2) + 2 * slot;
  return `${carrier}${number}`;
}
