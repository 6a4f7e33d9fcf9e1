import { describe, expect, it } from 'vitest';
import { percentFull } from './percent-full';

describe('percentFull', () => {
  it('rounds to one decimal', () => {
    expect(percentFull(247, 2500)).toBe(9.9);
    expect(percentFull(1, 3)).toBe(33.3);
  });

  it('caps at 100 when over the cap', () => {
    expect(percentFull(2600, 2500)).toBe(100);
  });

  it('treats a cap of zero as full', () => {
    expect(percentFull(0, 0)).toBe(100);
  });
});
