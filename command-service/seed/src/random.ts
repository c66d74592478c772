// Seeded randomness for the demo data. Every entity draws from its own generator, seeded by a key such as
// "media:12", so one entity's data does not shift when another is added or the scale changes.

/** FNV-1a over the UTF-16 code units, then a murmur-style finaliser: a well-spread 32-bit seed. */
export function hashSeed(key: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < key.length; i++) {
    h ^= key.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  return (h ^ (h >>> 16)) >>> 0;
}

/** mulberry32: a small, fast, well-known 32-bit generator with a full period. */
export function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export class Random {
  private readonly next: () => number;

  constructor(key: string) {
    this.next = mulberry32(hashSeed(key));
  }

  /** A float in [0, 1). */
  float(): number {
    return this.next();
  }

  /** An integer in [min, max], both inclusive. */
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }

  chance(p: number): boolean {
    return this.next() < p;
  }

  pick<T>(items: readonly T[]): T {
    if (items.length === 0) throw new Error('pick from an empty list');
    return items[Math.floor(this.next() * items.length)]!;
  }

  /** Picks with a bias toward the start of the list: a few famous names get most roles. */
  pickSkewed<T>(items: readonly T[], skew = 2): T {
    if (items.length === 0) throw new Error('pick from an empty list');
    return items[Math.floor(Math.pow(this.next(), skew) * items.length)]!;
  }

  /** Picks by weight; `weights` holds [value, weight] pairs. */
  weighted<T>(weights: readonly (readonly [T, number])[]): T {
    const total = weights.reduce((sum, [, w]) => sum + w, 0);
    let r = this.next() * total;
    for (const [value, w] of weights) {
      r -= w;
      if (r < 0) return value;
    }
    return weights[weights.length - 1]![0];
  }

  /** k distinct items in random order (all of them when k exceeds the list). */
  sample<T>(items: readonly T[], k: number): T[] {
    const copy = [...items];
    const n = Math.min(k, copy.length);
    for (let i = 0; i < n; i++) {
      const j = i + Math.floor(this.next() * (copy.length - i));
      [copy[i], copy[j]] = [copy[j]!, copy[i]!];
    }
    return copy.slice(0, n);
  }

  /** A normally distributed value (Box-Muller). */
  normal(mean: number, sd: number): number {
    const u = 1 - this.next();
    const v = this.next();
    return mean + sd * Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * v);
  }

  /** A Pareto-distributed value ≥ min: most are small, a few are huge (popularity, favourites). */
  longTail(min: number, alpha: number, max: number): number {
    return Math.min(max, Math.floor(min / Math.pow(1 - this.next(), 1 / alpha)));
  }

  /** A string of `length` characters from `alphabet`. */
  chars(alphabet: string, length: number): string {
    let s = '';
    for (let i = 0; i < length; i++) s += alphabet[Math.floor(this.next() * alphabet.length)];
    return s;
  }
}

export const rng = (...parts: (string | number)[]) => new Random(parts.join(':'));
