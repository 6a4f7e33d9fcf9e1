import { describe, expect, it } from 'vitest';
import { summariseLifespans } from './arbitrage-lifespan';
import { timingAdvice } from './betting-timing';
import { lineMovement } from './line-movement';
import { DEFAULT_PARAMETERS } from './parameters';
import type { PricePoint } from './price-table';
import { quickMoves, steamMoves } from './steam';
import type { SideSeries } from './price-series';
import { recentMovement, volatilityOf } from './volatility';
import { MINUTE, at, path, series } from './test-support/series';

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
const BOOKS = ['pinnacle', 'draftkings', 'fanduel', 'betmgm', 'williamhill_us'];

function advise(points: readonly PricePoint[], now: number, arbitrage = false) {
  const side = series(points);
  const movement = lineMovement(side, now, parameters)!;
  const lifespan = summariseLifespans(
    arbitrage
      ? [
          { firstSeen: 0, endedAt: 3 * MINUTE },
          { firstSeen: 0, endedAt: null },
        ]
      : [],
  );
  return timingAdvice(
    {
      now,
      arbitrageOpen: arbitrage,
      lifespan,
      steam: steamMoves(
        side,
        quickMoves(side, parameters.steamMinMove, parameters.steamWindowMs),
        parameters,
      ),
      movements: [movement],
      volatility: volatilityAt([side], now),
    },
    parameters,
  );
}

/** All five books open at 1.95; the first `movers` move to `price` a minute apart from minute 0. */
function steam(movers: number, price: number) {
  return BOOKS.flatMap((book, i) =>
    path(
      book,
      'Home',
      i < movers
        ? [
            [-120, 1.95],
            [i, price],
          ]
        : [[-120, 1.95]],
    ),
  );
}

describe('betting timing', () => {
  it('says bet now while steam shortens a side and some books have not followed', () => {
    const [advice, ...others] = advise(steam(3, 1.8), at(10));
    expect(others).toEqual([]);
    expect(advice).toMatchObject({
      action: 'bet_now',
      basis: 'steam',
      market: 'h2h',
      side: 'Home',
      riskLevel: 'medium',
      optimalWindow: { from: at(10), to: at(15), label: 'Now' },
    });
    // The two books yet to move are expected to shorten like the three that did: 2/5 of 4.27 points.
    expect(advice!.expectedMovement).toBeCloseTo(((1 / 1.8 - 1 / 1.95) * 2) / 5, 9);
    expect(advice!.reasoning).toContain(
      '3 books shortened Home by 4.3 points in 2 min (sharp-led, Pinnacle first)',
    );
  });

  it('says wait while steam lengthens a side the rest of the market has not followed yet', () => {
    const [advice] = advise(steam(3, 2.15), at(10));
    expect(advice).toMatchObject({ action: 'wait_30m', basis: 'steam', side: 'Home' });
    expect(advice!.expectedMovement).toBeLessThan(0);
  });

  it('says wait 30 minutes while the price lengthens steadily', () => {
    // Every book lengthens two points of probability an hour, a step every 15 minutes.
    const points = BOOKS.flatMap((book) =>
      path(
        book,
        'Home',
        Array.from({ length: 9 }, (_, i) => [i * 15, 1 / (0.6 - (0.02 * i * 15) / 60)] as const),
      ),
    );
    const [advice] = advise(points, at(120));
    expect(advice).toMatchObject({
      action: 'wait_30m',
      basis: 'velocity',
      side: 'Home',
      optimalWindow: { from: at(120), to: at(150), label: 'Next 30 minutes' },
    });
    expect(advice!.expectedMovement).toBeCloseTo(-0.01, 9);
  });

  it('says bet now, before anything else, while an arbitrage is open', () => {
    const [advice, next] = advise(steam(3, 2.15), at(10), true);
    expect(advice).toMatchObject({
      action: 'bet_now',
      basis: 'arbitrage',
      market: null,
      riskLevel: 'low',
    });
    expect(advice!.reasoning).toContain('median 3 min');
    expect(advice!.optimalWindow.to).toBe(at(13));
    expect(next).toMatchObject({ action: 'wait_30m' });
  });

  it('gives no advice on a stable price, on old steam, or once every book has followed', () => {
    expect(
      advise(
        BOOKS.flatMap((book) => path(book, 'Home', [[0, 1.95]])),
        at(60),
      ),
    ).toEqual([]);
    expect(advise(steam(3, 1.8), at(180))).toEqual([]);
    expect(advise(steam(5, 1.8), at(10))).toEqual([]);
  });
});
