// The simulator's own seat state: seats sold or held per flight key and fare class, applied on top of the deterministic base.

export type TSeatInventory = {
  /** Takes seats away (held or sold); later searches show that many fewer. Answers the seats now taken. */
  decrement(flightKey: string, fareClass: string, count?: number): number;
  /** Gives seats back (hold released, ticket voided). Answers the seats still taken. */
  release(flightKey: string, fareClass: string, count?: number): number;
  /** Seats taken so far from a flight's class. */
  taken(flightKey: string, fareClass: string): number;
  /** What a search shows: the base count minus the seats taken, never below 0. */
  available(flightKey: string, fareClass: string, baseSeats: number): number;
  reset(): void;
  /** Every `flightKey|fareClass` with seats taken, and how many (what a snapshot keeps). */
  entries(): Array<[string, number]>;
};

/** An inventory with no seats taken, or with the saved `flightKey|fareClass` counts. */
export function createSeatInventory(saved: ReadonlyArray<readonly [string, number]> = []): TSeatInventory {
  const takenSeats = new Map<string, number>(saved.filter(([, count]) => count > 0));
  const id = (flightKey: string, fareClass: string) => `${flightKey}|${fareClass}`;
  const taken = (flightKey: string, fareClass: string) => takenSeats.get(id(flightKey, fareClass)) ?? 0;
  const set = (flightKey: string, fareClass: string, value: number) => {
    if (value <= 0) takenSeats.delete(id(flightKey, fareClass));
    else takenSeats.set(id(flightKey, fareClass), value);
    return Math.max(0, value);
  };
  return {
    decrement: (flightKey, fareClass, count = 1) =>
      set(flightKey, fareClass, taken(flightKey, fareClass) + Math.max(0, count)),
    release: (flightKey, fareClass, count = 1) =>
      set(flightKey, fareClass, taken(flightKey, fareClass) - Math.max(0, count)),
    taken,
    available: (flightKey, fareClass, baseSeats) => Math.max(0, baseSeats - taken(flightKey, fareClass)),
    reset: () => takenSeats.clear(),
    entries: () => [...takenSeats.entries()],
  };
}
