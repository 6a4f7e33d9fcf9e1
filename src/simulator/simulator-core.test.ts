import { describe, expect, it } from 'vitest';
import type { SimulatorHandle } from './index';
import { startSimulator } from './index';
import { ALL_MARKETS, get, START } from './test-helpers';

/** Same seed and simulated time give the same answers; the real clock runs at the set speed. */

describe('determinism and clocks', () => {
  const paths = ['soccer_epl', 'basketball_nba', 'tennis_wta_us_open'].map(
    (s) => `/v4/sports/${s}/odds?apiKey=k&${ALL_MARKETS}&includeBetLimits=true`,
  );

  async function bodiesAfter(
    seed: number,
    advance: (s: SimulatorHandle) => Promise<void>,
  ): Promise<string[]> {
    const s = await startSimulator({ seed, clock: 'manual', startTime: START, rateLimit: 0 });
    try {
      await advance(s);
      return await Promise.all(paths.map(async (p) => (await get(s, p)).text));
    } finally {
      await s.close();
    }
  }

  it('gives identical bodies for the same seed and simulated time, different ones for another seed', async () => {
    const viaHandle = await bodiesAfter(5, async (s) => s.advance(300_000));
    const viaControl = await bodiesAfter(5, async (s) => {
      for (const ms of [100_000, 150_500, 49_500]) {
        await fetch(`${s.url}/__sim/advance`, { method: 'POST', body: JSON.stringify({ ms }) });
      }
    });
    const otherSeed = await bodiesAfter(6, async (s) => s.advance(300_000));
    expect(viaControl).toEqual(viaHandle);
    expect(otherSeed).not.toEqual(viaHandle);
  });

  it('runs a real clock at the configured speed', async () => {
    // The wall time around the start and the reading bounds the simulated time from both sides.
    const before = performance.now();
    const fast = await startSimulator({ seed: 2, speed: 600, startTime: START });
    const started = performance.now();
    try {
      await new Promise((r) => setTimeout(r, 250));
      const readFrom = performance.now();
      const elapsed = fast.now() - START;
      const readBy = performance.now();
      expect(elapsed).toBeGreaterThanOrEqual((readFrom - started) * 600 - 1_000);
      expect(elapsed).toBeLessThanOrEqual((readBy - before) * 600 + 1_000);
      expect(elapsed).toBeGreaterThan(100_000);
      const state = (await get(fast, '/__sim/state')).body as { now: number; clock: string };
      expect(state.clock).toBe('real');
      expect(state.now).toBeGreaterThanOrEqual(START + 100_000);
    } finally {
      await fast.close();
    }
  });
});
