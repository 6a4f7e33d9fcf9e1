import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BOOKS } from './catalog-books';
import type { SimulatorHandle } from './index';
import { startSimulator } from './index';
import { ALL_MARKETS, apiError, get, quotaHeaders, START } from './test-helpers';

/** Credits, keys, rate limits and error answers, over HTTP. */

let sim: SimulatorHandle;
beforeAll(async () => {
  sim = await startSimulator({ seed: 11, clock: 'manual', startTime: START, rateLimit: 0 });
});
afterAll(async () => {
  await sim.close();
});

describe('credits', () => {
  it('charges markets × regions and counts bookmakers in tens', async () => {
    const before = quotaHeaders(await get(sim, '/v4/sports?apiKey=k'))[0];
    const a = await get(sim, `/v4/sports/soccer_epl/odds?apiKey=k&${ALL_MARKETS}`);
    expect(quotaHeaders(a)).toEqual([before + 15, 20_000_000 - before - 15, 15]);
    const books = BOOKS.slice(0, 12)
      .map((b) => b.key)
      .join(',');
    const b = await get(
      sim,
      `/v4/sports/soccer_epl/odds?apiKey=k&bookmakers=${books}&markets=h2h,totals`,
    );
    expect(quotaHeaders(b)[2]).toBe(4);
    // Nothing returned, nothing charged.
    const none = await get(
      sim,
      '/v4/sports/soccer_epl/odds?apiKey=k&regions=us&commenceTimeFrom=2030-01-01T00:00:00Z',
    );
    expect(none.body).toEqual([]);
    expect(quotaHeaders(none)[2]).toBe(0);
  });

  it('answers 401 OUT_OF_USAGE_CREDITS once the allowance cannot cover a call', async () => {
    const small = await startSimulator({
      seed: 1,
      clock: 'manual',
      startTime: START,
      monthlyCredits: 7,
    });
    try {
      expect(
        (await get(small, '/v4/sports/soccer_epl/odds?apiKey=k&regions=us,uk&markets=h2h,totals'))
          .status,
      ).toBe(200);
      const refused = await get(
        small,
        '/v4/sports/soccer_epl/odds?apiKey=k&regions=us,uk&markets=h2h,totals',
      );
      expect(refused.status).toBe(401);
      expect(apiError.parse(refused.body).error_code).toBe('OUT_OF_USAGE_CREDITS');
      expect(quotaHeaders(refused)).toEqual([4, 3, 0]);
      expect(small.stats().credits).toEqual({ used: 4, remaining: 3, monthly: 7 });
    } finally {
      await small.close();
    }
  });
});

describe('errors', () => {
  it.each([
    ['/v4/sports/soccer_epl/odds?regions=us', 401, 'MISSING_KEY'],
    ['/v4/sports/curling_world/odds?apiKey=k&regions=us', 404, 'UNKNOWN_SPORT'],
    ['/v4/sports/soccer_epl/odds?apiKey=k&regions=us&markets=corners', 422, 'INVALID_MARKET'],
    ['/v4/sports/soccer_epl/odds?apiKey=k&regions=asia', 422, 'INVALID_REGION'],
    [
      '/v4/sports/soccer_epl/odds?apiKey=k&regions=us&oddsFormat=hongkong',
      422,
      'INVALID_ODDS_FORMAT',
    ],
    ['/v4/sports/soccer_epl/scores?apiKey=k&daysFrom=9', 422, 'INVALID_SCORES_DAYS_FROM'],
    [
      '/v4/sports/soccer_epl/events/00000000000000000000000000000000/odds?apiKey=k&regions=us',
      404,
      'EVENT_NOT_FOUND',
    ],
    ['/v4/nothing?apiKey=k', 404, 'NOT_FOUND'],
  ])('%s → %i %s, with quota headers', async (path, status, errorCode) => {
    const a = await get(sim, path);
    expect(a.status).toBe(status);
    expect(apiError.parse(a.body).error_code).toBe(errorCode);
    expect(a.headers.get('x-requests-used')).not.toBeNull();
    expect(a.headers.get('x-requests-remaining')).not.toBeNull();
    expect(a.headers.get('x-requests-last')).toBe('0');
  });

  it('checks keys when a key list is configured', async () => {
    const strict = await startSimulator({
      clock: 'manual',
      startTime: START,
      validKeys: ['good', 'old'],
      deactivatedKeys: ['old'],
    });
    try {
      expect((await get(strict, '/v4/sports?apiKey=good')).status).toBe(200);
      expect(apiError.parse((await get(strict, '/v4/sports?apiKey=bad')).body).error_code).toBe(
        'INVALID_KEY',
      );
      expect(apiError.parse((await get(strict, '/v4/sports?apiKey=old')).body).error_code).toBe(
        'DEACTIVATED_KEY',
      );
    } finally {
      await strict.close();
    }
  });

  it('answers 429 EXCEEDED_FREQ_LIMIT beyond 30 requests per second per key', async () => {
    const limited = await startSimulator({ clock: 'manual', startTime: START });
    try {
      const answers = await Promise.all(
        Array.from({ length: 45 }, () => get(limited, '/v4/sports?apiKey=busy')),
      );
      const refused = answers.filter((a) => a.status === 429);
      expect(refused.length).toBeGreaterThanOrEqual(15);
      expect(apiError.parse(refused[0]?.body).error_code).toBe('EXCEEDED_FREQ_LIMIT');
      expect((await get(limited, '/v4/sports?apiKey=other')).status).toBe(200);
    } finally {
      await limited.close();
    }
  });
});
