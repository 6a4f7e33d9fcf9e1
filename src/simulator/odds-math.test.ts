import { describe, expect, it } from 'vitest';
import {
  decimalToAmerican,
  logit,
  normCdf,
  normInv,
  poissonDraw,
  quotePrice,
  sigmoid,
  withMargin,
} from './odds-math';

describe('odds math', () => {
  it('inverts the normal CDF and the logistic', () => {
    for (const p of [0.01, 0.1, 0.3, 0.5, 0.77, 0.99]) {
      expect(normCdf(normInv(p))).toBeCloseTo(p, 6);
      expect(sigmoid(logit(p))).toBeCloseTo(p, 12);
    }
    expect(normCdf(0)).toBeCloseTo(0.5, 7);
    expect(normCdf(1.959964)).toBeCloseTo(0.975, 6);
  });

  it('floors sportsbook prices to cents and long odds to coarse steps', () => {
    expect(quotePrice(1 / 1.917, false)).toBe(1.91);
    expect(quotePrice(0.5, false)).toBe(2);
    expect(quotePrice(1 / 13.7, false)).toBe(13.5);
    expect(quotePrice(1 / 43.3, false)).toBe(42);
    expect(quotePrice(1 / 176.9, false)).toBe(170);
    expect(quotePrice(0.999, false)).toBe(1.01);
  });

  it('puts exchange prices on the Betfair tick ladder', () => {
    expect(quotePrice(1 / 2.57, true)).toBe(2.56);
    expect(quotePrice(1 / 3.33, true)).toBe(3.3);
    expect(quotePrice(1 / 5.55, true)).toBe(5.5);
    expect(quotePrice(1 / 1.234, true)).toBe(1.23);
  });

  it('converts decimal to American odds as integers', () => {
    expect(decimalToAmerican(2.5)).toBe(150);
    expect(decimalToAmerican(2)).toBe(100);
    expect(decimalToAmerican(1.91)).toBe(-110);
    expect(decimalToAmerican(1.5)).toBe(-200);
  });

  it('adds the overround proportionally', () => {
    const prices = withMargin([0.5, 0.5], 0.05, false);
    expect(prices).toEqual([1.9, 1.9]);
    const book = prices.reduce((s, d) => s + 1 / d, 0);
    expect(book).toBeGreaterThan(1.04);
  });

  it('draws Poisson counts by inversion', () => {
    expect(poissonDraw(2, 0)).toBe(0);
    let sum = 0;
    for (let i = 0; i < 1000; i++) sum += poissonDraw(2.5, (i + 0.5) / 1000);
    expect(sum / 1000).toBeCloseTo(2.5, 1);
  });
});
