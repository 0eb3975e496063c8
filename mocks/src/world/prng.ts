/** Pseudo-random generators: seeded (every world built from the same seed is identical), or not replayable. */
export interface Prng {
  /** A float in [0, 1). */
  next(): number;
  /** An integer in [min, max], both included. */
  int(min: number, max: number): number;
  /** One element of a non-empty list. */
  pick<T>(items: readonly T[]): T;
  /** True with the given probability. */
  chance(probability: number): boolean;
  /** `length` hex digits. */
  hex(length: number): string;
}

// xmur3 turns a string seed into well-mixed 32-bit state; sfc32 is small, fast and passes PractRand.
function hashSeed(seed: string): () => number {
  let h = 1779033703 ^ seed.length;
  for (let i = 0; i < seed.length; i++) {
    h = Math.imul(h ^ seed.charCodeAt(i), 3432918353);
    h = (h << 13) | (h >>> 19);
  }
  return () => {
    h = Math.imul(h ^ (h >>> 16), 2246822507);
    h = Math.imul(h ^ (h >>> 13), 3266489909);
    return (h ^= h >>> 16) >>> 0;
  };
}

/** The draws every generator offers, built on its `next`. */
function fromNext(next: () => number): Prng {
  const int = (min: number, max: number): number => min + Math.floor(next() * (max - min + 1));
  return {
    next,
    int,
    pick: <T>(items: readonly T[]): T => {
      if (items.length === 0) throw new Error('pick from an empty list');
      return items[int(0, items.length - 1)] as T;
    },
    chance: (probability) => next() < probability,
    hex: (length) => {
      let out = '';
      while (out.length < length) out += Math.floor(next() * 16).toString(16);
      return out;
    },
  };
}

/** Creates a generator from a string seed. */
export function createPrng(seed: string): Prng {
  const mix = hashSeed(seed);
  let a = mix();
  let b = mix();
  let c = mix();
  let d = mix();
  return fromNext((): number => {
    a >>>= 0;
    b >>>= 0;
    c >>>= 0;
    d >>>= 0;
    let t = (a + b) | 0;
    a = b ^ (b >>> 9);
    b = (c + (c << 3)) | 0;
    c = (c << 21) | (c >>> 11);
    d = (d + 1) | 0;
    t = (t + d) | 0;
    c = (c + t) | 0;
    return (t >>> 0) / 4294967296;
  });
}

/**
 * A generator nobody can replay: every draw from the platform's cryptographic source (Node and
 * browsers alike). A seeded one holds 32 bits of state whatever its seed, so one token it made is
 * enough to search out the rest.
 */
export function createRandomPrng(): Prng {
  const word = new Uint32Array(1);
  return fromNext(() => crypto.getRandomValues(word)[0]! / 4294967296);
}
