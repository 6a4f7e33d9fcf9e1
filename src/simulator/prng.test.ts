import { describe, expect, it } from 'vitest';
import { hashString, hashUnit, Rng } from './prng';

describe('Rng', () => {
  it('replays the same sequence for the same seed and label', () => {
    const a = new Rng(42, 'x');
    const b = new Rng(42, 'x');
    const seqA = Array.from({ length: 50 }, () => a.nextUint());
    const seqB = Array.from({ length: 50 }, () => b.nextUint());
    expect(seqA).toEqual(seqB);
    expect(new Rng(43, 'x').nextUint()).not.toBe(seqA[0]);
    expect(new Rng(42, 'y').nextUint()).not.toBe(seqA[0]);
  });

  it('forks depend on the label path, not on draws already taken', () => {
    const a = new Rng(7);
    const b = new Rng(7);
    for (let i = 0; i < 10; i++) b.float();
    expect(a.fork('events').float()).toBe(b.fork('events').float());
  });

  it('draws uniform floats and standard normals with the right moments', () => {
    const rng = new Rng(1);
    const n = 20_000;
    let sum = 0;
    let sumSq = 0;
    let uMin = 1;
    let uMax = 0;
    for (let i = 0; i < n; i++) {
      const u = rng.float();
      uMin = Math.min(uMin, u);
      uMax = Math.max(uMax, u);
      const z = rng.normal();
      sum += z;
      sumSq += z * z;
    }
    expect(uMin).toBeGreaterThanOrEqual(0);
    expect(uMax).toBeLessThan(1);
    expect(Math.abs(sum / n)).toBeLessThan(0.03);
    expect(Math.abs(sumSq / n - 1)).toBeLessThan(0.05);
  });

  it('makes 32-hex-character ids like The Odds API', () => {
    expect(new Rng(3).hex32()).toMatch(/^[0-9a-f]{32}$/);
  });
});

describe('hashes', () => {
  it('are stable and spread over [0, 1)', () => {
    expect(hashString('abc', 1)).toBe(hashString('abc', 1));
    expect(hashString('abc', 1)).not.toBe(hashString('abd', 1));
    const u = hashUnit(9, 'book', 'sport');
    expect(u).toBeGreaterThanOrEqual(0);
    expect(u).toBeLessThan(1);
    expect(hashUnit(9, 'book', 'sport')).toBe(u);
  });
});
