/**
 * A small seeded PRNG (sfc32, seeded through splitmix32) and the draws the generator needs.
 * Nothing here touches Math.random: the same seed always gives the same corpus.
 */

/** One splitmix32 step from a state: a well-mixed 32-bit output. */
function mix32(state: number): number {
  let z = (state + 0x9e3779b9) >>> 0;
  z = Math.imul(z ^ (z >>> 16), 0x85ebca6b);
  z = Math.imul(z ^ (z >>> 13), 0xc2b2ae35);
  return (z ^ (z >>> 16)) >>> 0;
}

/** Mixes several integers (seed, stream, index) into one 32-bit seed. */
export function mixSeed(...parts: number[]): number {
  let h = 0x811c9dc5;
  for (const part of parts) {
    // Both 32-bit halves, so seeds and indexes above 2^32 still mix in full.
    h = mix32(Math.imul(h ^ (part >>> 0), 0x01000193) >>> 0);
    h = mix32(Math.imul(h ^ (Math.floor(part / 2 ** 32) >>> 0), 0x01000193) >>> 0);
  }
  return h;
}

/**
 * sfc32: four 32-bit words of state, fast and well distributed. A class rather than closures:
 * the generator makes one per lot, hundreds of thousands of times.
 */
export class Random {
  private a: number;
  private b: number;
  private c: number;
  private d: number;

  constructor(seed: number) {
    // splitmix32 fills the state, as its authors recommend for seeding sfc32.
    let state = seed >>> 0;
    const words: number[] = [];
    for (let i = 0; i < 4; i++) {
      words.push(mix32(state));
      state = (state + 0x9e3779b9) >>> 0;
    }
    [this.a, this.b, this.c, this.d] = words as [number, number, number, number];
    // The first outputs of a fresh state are the least mixed.
    for (let i = 0; i < 12; i++) this.next();
  }

  /** A float in [0, 1). */
  next(): number {
    const t = (((this.a + this.b) >>> 0) + this.d) >>> 0;
    this.d = (this.d + 1) >>> 0;
    this.a = this.b ^ (this.b >>> 9);
    this.b = (this.c + (this.c << 3)) >>> 0;
    this.c = (this.c << 21) | (this.c >>> 11);
    this.c = (this.c + t) >>> 0;
    return t / 4294967296;
  }

  /** An integer in [min, max], both ends included. */
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }

  chance(probability: number): boolean {
    return this.next() < probability;
  }

  pick<T>(items: readonly T[]): T {
    if (items.length === 0) throw new Error('pick from an empty list');
    return items[Math.floor(this.next() * items.length)]!;
  }

  /** Picks by weight; `weights[i]` belongs to `items[i]`. */
  weighted<T>(items: readonly T[], weights: readonly number[]): T {
    let total = 0;
    for (const weight of weights) total += weight;
    let target = this.next() * total;
    for (let i = 0; i < items.length; i++) {
      target -= weights[i]!;
      if (target < 0) return items[i]!;
    }
    return items[items.length - 1]!;
  }

  /** A standard normal draw (Box–Muller). */
  normal(): number {
    const u = 1 - this.next();
    const v = this.next();
    return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * v);
  }

  /** A sample of `count` distinct items, in random order. */
  sample<T>(items: readonly T[], count: number): T[] {
    const copy = [...items];
    const result: T[] = [];
    for (let i = 0; i < count && copy.length > 0; i++) {
      result.push(copy.splice(Math.floor(this.next() * copy.length), 1)[0]!);
    }
    return result;
  }
}

export function createRandom(seed: number): Random {
  return new Random(seed);
}

/**
 * Draws ranks 0..n-1 with probability proportional to 1 / (rank + 1 + offset)^exponent (Zipf–Mandelbrot),
 * by binary search over the cumulative weights.
 */
export function createZipf(n: number, exponent: number, offset = 0): (random: Random) => number {
  const cumulative = new Float64Array(n);
  let total = 0;
  for (let rank = 0; rank < n; rank++) {
    total += 1 / Math.pow(rank + 1 + offset, exponent);
    cumulative[rank] = total;
  }
  return (random) => {
    const target = random.next() * total;
    let low = 0;
    let high = n - 1;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if (cumulative[middle]! > target) high = middle;
      else low = middle + 1;
    }
    return low;
  };
}
