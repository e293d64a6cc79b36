// "Auto seat choice" (SPEC §4): N free seats of a type side by side in one carriage, as candidate groups best first —
// one compartment (or one row) before neighbouring ones, the tier asked for before the other. Pure: the API locks them.

/** A seat of a carriage's map as the choice needs it (the railway's status: 3 is free). */
export type AutoSeat = {
  seatId: string;
  number: string;
  seatType: string;
  compartment: number | null;
  tier: number | null;
  row: number | null;
  position: number | null;
  status: number;
  isExtra: boolean;
};

export type AutoSeatRequest = {
  seatType: string;
  count: number;
  /** Prefer lower berths (tier 1) or upper ones; absent: whichever keeps the seats together. */
  tier?: 'lower' | 'upper';
};

/** One way to seat the group: the seat ids in order, how many compartments or rows it spans, where it starts. */
export type AutoSeatGroup = { seatIds: string[]; span: number; start: number; offTier: number };

const FREE = 3;

const seatNumber = (seat: AutoSeat) => Number.parseInt(seat.number.replace(/\D/g, ''), 10) || 0;

/** The block a seat sits in: its compartment (berths) or its row (seats); a seat with neither stands alone by number. */
const blockOf = (seat: AutoSeat) => seat.compartment ?? seat.row ?? seatNumber(seat);

function isOffTier(seat: AutoSeat, tier: AutoSeatRequest['tier']): boolean {
  if (!tier || seat.tier === null) return false;
  return tier === 'lower' ? seat.tier !== 1 : seat.tier === 1;
}

/** Within a block: the tier asked for first, then lower tiers, then across (position) and by number. */
function seatOrder(tier: AutoSeatRequest['tier']) {
  return (a: AutoSeat, b: AutoSeat) =>
    Number(isOffTier(a, tier)) - Number(isOffTier(b, tier)) ||
    (tier === 'upper' ? (b.tier ?? 0) - (a.tier ?? 0) : (a.tier ?? 0) - (b.tier ?? 0)) ||
    (a.position ?? 0) - (b.position ?? 0) ||
    seatNumber(a) - seatNumber(b);
}

/**
 * Every group of `count` free seats of the type taken from consecutive blocks (a block with no free seat breaks the
 * run), best first: fewest blocks, fewest seats off the tier asked for, then from the front of the carriage. Each
 * start block gives one group. Empty when no `count` adjacent seats are free.
 */
export function autoSeatGroups(seats: readonly AutoSeat[], request: AutoSeatRequest): AutoSeatGroup[] {
  if (!Number.isSafeInteger(request.count) || request.count < 1)
    throw new RangeError(`not a seat count: ${request.count}`);
  const order = seatOrder(request.tier);
  const blocks = new Map<number, AutoSeat[]>();
  for (const seat of seats) {
    if (seat.status !== FREE || seat.isExtra || seat.seatType !== request.seatType) continue;
    const block = blockOf(seat);
    blocks.set(block, [...(blocks.get(block) ?? []), seat]);
  }
  const keys = [...blocks.keys()].sort((a, b) => a - b);
  for (const key of keys) blocks.get(key)!.sort(order);

  const groups: AutoSeatGroup[] = [];
  keys.forEach((start, index) => {
    const taken: AutoSeat[] = [];
    for (let at = index; at < keys.length && taken.length < request.count; at += 1) {
      if (at > index && keys[at]! !== keys[at - 1]! + 1) break;
      taken.push(...blocks.get(keys[at]!)!.slice(0, request.count - taken.length));
    }
    if (taken.length < request.count) return;
    const span = new Set(taken.map(blockOf)).size;
    const offTier = taken.filter((seat) => isOffTier(seat, request.tier)).length;
    groups.push({ seatIds: taken.map((seat) => seat.seatId), span, start, offTier });
  });
  return groups.sort((a, b) => a.span - b.span || a.offTier - b.offTier || a.start - b.start);
}
