// Seeded hashing for deterministic schedules and fares: FNV-1a to seed, mulberry32 to draw.

/** 32-bit FNV-1a of a string. */
export function fnv1a(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/** A generator of numbers in [0, 1) from a 32-bit seed. */
export function mulberry32(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

type TSeedPart = string | number;

/** A generator seeded by the parts (same parts, same sequence). */
export function seededRandom(...parts: TSeedPart[]): () => number {
  return mulberry32(fnv1a(parts.join('|')));
}

/** One number in [0, 1) for the parts. */
export function unitHash(...parts: TSeedPart[]): number {
  return seededRandom(...parts)();
}

/** An integer in [min, max] for the parts. */
export function intHash(min: number, max: number, ...parts: TSeedPart[]): number {
  return min + Math.floor(unitHash(...parts) * (max - min + 1));
}

/** One element of the list for the parts. */
export function pickHash<T>(list: readonly T[], ...parts: TSeedPart[]): T {
  const item = list[Math.floor(unitHash(...parts) * list.length)];
  if (item === undefined) throw new RangeError('pickHash needs a non-empty list');
  return item;
}
