import { describe, expect, it } from 'vitest';
import { steamPotential, valueRating } from './intelligence-item';
import { DEFAULT_PARAMETERS } from './parameters';
import type { SideSharpSignal } from './sharp-action';
import type { ValueBet } from '../value';

const parameters = DEFAULT_PARAMETERS;

const signal = (
  sharpChange: number | null,
  recreationalChange: number | null,
): SideSharpSignal => ({
  market: 'h2h',
  side: 'Home',
  sharpChange,
  recreationalChange,
  sharpBooks: 1,
  recreationalBooks: 3,
});

describe('steam potential', () => {
  it('grows with the sharp move the recreational books have not followed yet', () => {
    // Sharp books shortened Home 2.5 points, the others 1: 1.5 of 3 points unfollowed.
    expect(steamPotential([signal(0.025, 0.01)], parameters)).toBe(50);
    expect(steamPotential([signal(-0.04, 0)], parameters)).toBe(100);
  });

  it('is nothing once the market has followed, or without sharp books', () => {
    expect(steamPotential([signal(0.03, 0.035)], parameters)).toBe(0);
    expect(steamPotential([signal(null, 0.03)], parameters)).toBe(0);
  });
});

describe('value rating', () => {
  it('is 100 at an expected value of 5 % and nothing without a value bet', () => {
    expect(valueRating({ ev: 0.025 } as ValueBet, parameters)).toBe(50);
    expect(valueRating({ ev: 0.08 } as ValueBet, parameters)).toBe(100);
    expect(valueRating(null, parameters)).toBe(0);
  });
});
