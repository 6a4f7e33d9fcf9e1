import { describe, expect, it } from 'vitest';
import { DEFAULT_PARAMETERS } from './parameters';
import type { SideSeries } from './price-series';
import { recentMovement, volatilityOf } from './volatility';
import { at, path, series } from './test-support/series';

const parameters = DEFAULT_PARAMETERS;

/** The event's volatility from its built sides, as the analysis computes it side by side. */
const volatilityAt = (sides: readonly SideSeries[], now: number) =>
  volatilityOf(
    sides.map((one) => ({
      market: one.market,
      outcome: one.outcome,
      movement: recentMovement(one, now, parameters.volatilityWindowMs),
    })),
    parameters,
  );

/** A book swinging ±2 points every 30 minutes, from `startMinutes` for `swings` swings. */
const choppy = (book: string, startMinutes: number, swings: number) =>
  path(
    book,
    'Home',
    Array.from(
      { length: swings + 1 },
      (_, i) => [startMinutes + i * 30, i % 2 === 0 ? 2 : 1 / 0.52] as const,
    ),
  );

describe('volatility', () => {
  it('is high for a side swinging back and forth and low for a calm one', () => {
    const now = at(360);
    const swinging = series([...choppy('draftkings', 0, 10), ...choppy('fanduel', 0, 10)]);
    const calm = series(
      path('draftkings', 'Home', [
        [0, 2],
        [60, 1.98],
      ]),
      'h2h',
      'Home',
    );
    expect(recentMovement(swinging, now, parameters.volatilityWindowMs)).toBeCloseTo(
      10 * (0.52 - 0.5),
      9,
    );
    expect(volatilityAt([swinging], now)).toMatchObject({
      score: 100,
      level: 'high',
      side: 'Home',
    });
    // 0.0051 of movement against a full scale of 0.08: 6.
    expect(volatilityAt([calm], now)).toMatchObject({ score: 6, level: 'low' });
  });

  it('forgets moves older than the window', () => {
    const old = series(choppy('draftkings', 0, 10));
    expect(volatilityAt([old], at(300 + 7 * 60))).toMatchObject({
      score: 0,
      side: null,
    });
  });

  it('takes the event’s most volatile side', () => {
    const now = at(360);
    const calm = series(
      path('draftkings', 'Away', [
        [0, 2],
        [60, 1.98],
      ]),
      'h2h',
      'Away',
    );
    const swinging = series(choppy('draftkings', 0, 4));
    expect(volatilityAt([calm, swinging], now)).toMatchObject({
      side: 'Home',
      score: 100,
    });
  });
});
