import { describe, expect, it } from 'vitest';
import { describeMethods, SHARP_VS_PUBLIC_METHOD } from './method-descriptions';
import { DEFAULT_PARAMETERS, PARAMETERS, scoreColour, withParameters } from './parameters';

describe('parameters', () => {
  it('keeps the issue’s steam defaults and the spec’s list sizes and colour thresholds', () => {
    expect(DEFAULT_PARAMETERS).toMatchObject({
      steamMinBooks: 3,
      steamMinMove: 0.03,
      steamWindowMs: 5 * 60_000,
      listPerSportWhenAll: 4,
      listPerSport: 25,
      listMovements: 10,
      listIntelligenceCards: 8,
      listTimingCards: 8,
      scoreGreen: 80,
      scoreYellow: 60,
    });
  });

  it('explains every parameter in a sentence', () => {
    for (const parameter of Object.values(PARAMETERS)) {
      expect(parameter.explanation).toMatch(/^[A-Z…].{20,}[.…]$/);
    }
  });

  it('weighs steam confidence and sharp strength out of 1', () => {
    const p = DEFAULT_PARAMETERS;
    expect(p.steamBooksWeight + p.steamSizeWeight + p.steamTightnessWeight).toBeCloseTo(1, 12);
    expect(p.sharpMoveWeight + p.sharpReverseWeight + p.sharpSteamWeight).toBeCloseTo(1, 12);
  });

  it('colours scores green from 80 and yellow from 60', () => {
    expect([80, 79.9, 60, 59].map((score) => scoreColour(score))).toEqual([
      'green',
      'yellow',
      'yellow',
      'red',
    ]);
  });
});

describe('describeMethods', () => {
  it('states the figures in use, overrides included', () => {
    const methods = describeMethods(withParameters({ steamMinBooks: 4 }));
    expect(methods.steam).toContain('At least 4 books');
    expect(methods.steam).toContain('3 points');
    expect(methods.steam).toContain('5 min');
    expect(methods.steamConfidence).toContain('min(1, books / 8)');
  });

  it('labels the sharp-versus-public figures an estimate', () => {
    expect(describeMethods().sharpVsPublic).toBe(SHARP_VS_PUBLIC_METHOD);
    expect(SHARP_VS_PUBLIC_METHOD).toMatch(/^ESTIMATE: /);
  });
});
