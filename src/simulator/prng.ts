/**
 * Seeded randomness. The simulator must replay byte-for-byte for a given seed, so nothing here
 * (or anywhere in the simulator) touches Math.random.
 */

/** 32-bit string hash (murmur3 finaliser over FNV-1a); mixes a seed in so streams can be derived. */
export function hashString(text: string, seed = 0): number {
  let h = (0x811c9dc5 ^ seed) >>> 0;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return fmix(h);
}

function fmix(input: number): number {
  let h = input >>> 0;
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  h ^= h >>> 16;
  return h >>> 0;
}

/**
 * Stateless uniform number in [0, 1) from a seed and labels: used where a value must not depend on
 * how many draws happened before it (bet limits, coverage), e.g. because it is computed at serve time.
 */
export function hashUnit(seed: number, ...labels: readonly (string | number)[]): number {
  let h = seed >>> 0;
  for (const label of labels) h = hashString(String(label), h);
  return h / 4294967296;
}

/** sfc32 generator: fast, passes PractRand, and its whole state is four 32-bit integers. */
export class Rng {
  private a: number;
  private b: number;
  private c: number;
  private d: number;
  private spare: number | null = null;
  /** Identity of this stream, so forks depend on the seed path only and not on draws consumed. */
  readonly id: number;

  constructor(seed: number, label = '') {
    this.id = hashString(label, seed >>> 0);
    // splitmix32 expands the 32-bit identity into the 128-bit state.
    let s = this.id;
    const next = (): number => {
      s = (s + 0x9e3779b9) | 0;
      return fmix(s);
    };
    this.a = next();
    this.b = next();
    this.c = next();
    this.d = next();
    for (let i = 0; i < 12; i++) this.nextUint();
  }

  /** A child stream keyed by a label: independent of this stream's position. */
  fork(label: string | number): Rng {
    return new Rng(this.id, String(label));
  }

  nextUint(): number {
    const t = (((this.a + this.b) | 0) + this.d) | 0;
    this.d = (this.d + 1) | 0;
    this.a = this.b ^ (this.b >>> 9);
    this.b = (this.c + (this.c << 3)) | 0;
    this.c = (this.c << 21) | (this.c >>> 11);
    this.c = (this.c + t) | 0;
    return t >>> 0;
  }

  /** Uniform in [0, 1). */
  float(): number {
    return this.nextUint() / 4294967296;
  }

  range(lo: number, hi: number): number {
    return lo + (hi - lo) * this.float();
  }

  /** Uniform integer in [0, n). */
  int(n: number): number {
    return Math.floor(this.float() * n);
  }

  chance(p: number): boolean {
    return this.float() < p;
  }

  /** Standard normal (Box–Muller, keeping the second value for the next call). */
  normal(): number {
    if (this.spare !== null) {
      const v = this.spare;
      this.spare = null;
      return v;
    }
    let u = this.float();
    while (u <= 1e-12) u = this.float();
    const v = this.float();
    const r = Math.sqrt(-2 * Math.log(u));
    this.spare = r * Math.sin(2 * Math.PI * v);
    return r * Math.cos(2 * Math.PI * v);
  }

  /** Exponential with the given mean. */
  exponential(mean: number): number {
    return -Math.log(1 - this.float()) * mean;
  }

  pick<T>(items: readonly T[]): T {
    const item = items[this.int(items.length)];
    if (item === undefined) throw new Error('pick from an empty list');
    return item;
  }

  /** 32 lowercase hex characters, the shape of The Odds API event ids. */
  hex32(): string {
    let out = '';
    for (let i = 0; i < 4; i++) out += this.nextUint().toString(16).padStart(8, '0');
    return out;
  }
}
