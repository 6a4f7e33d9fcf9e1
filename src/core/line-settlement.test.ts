import { describe, expect, it } from 'vitest';
import { lineReturnFactor } from './line-settlement';

describe('lineReturnFactor', () => {
  it('pays the price on a win, the stake on a push and nothing on a loss', () => {
    expect(lineReturnFactor(0.5, 1.9)).toBe(1.9);
    expect(lineReturnFactor(0, 1.9)).toBe(1);
    expect(lineReturnFactor(-0.5, 1.9)).toBe(0);
  });

  it('settles a quarter line as two half-stakes', () => {
    // home −0.25 on a draw: half on 0 pushes (0.5), half on −0.5 loses (0) → 0.5
    expect(lineReturnFactor(-0.25, 2)).toBe(0.5);
    // away +0.25 on a draw: half on 0 pushes (0.5), half on +0.5 wins (0.5 × 2) → 1.5
    expect(lineReturnFactor(0.25, 2)).toBe(1.5);
    // a result beating the line by 0.75 wins both halves
    expect(lineReturnFactor(0.75, 2)).toBe(2);
  });
});
