import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { FAIR_METHODS, type FairMethod } from '../devig';
import { calibration } from './calibration';
import type { RecordPick } from './track-record';

const close = (p: number, power = p) =>
  ({ ...Object.fromEntries(FAIR_METHODS.map((m) => [m, p])), power }) as Record<FairMethod, number>;

const pick = (result: RecordPick['result'], p: number, sport = 'nba', power = p): RecordPick => ({
  sport,
  market: 'h2h',
  month: '2026-11',
  result,
  profitCents: 0,
  odds: 2,
  close: close(p, power),
});

describe('calibration', () => {
  it('scores each method by log loss and Brier over wins and losses, by hand', () => {
    // A win at 0.6 and a loss at 0.3: log loss (−ln 0.6 − ln 0.7) / 2, Brier (0.16 + 0.09) / 2.
    const rows = calibration(
      [pick('win', 0.6), pick('loss', 0.3), pick('push', 0.5), pick(null, 0.5)],
      (p) => p.sport,
    );
    const all = rows.find((row) => row.key === 'all' && row.method === 'multiplicative')!;
    expect(all.n).toBe(2);
    expect(all.logLoss).toBeCloseTo((-Math.log(0.6) - Math.log(0.7)) / 2, 12);
    expect(all.brier).toBeCloseTo(0.125, 12);
    expect(rows.filter((row) => row.key === 'nba')).toHaveLength(FAIR_METHODS.length);
  });

  it('prefers the method that gave the results more probability', () => {
    const rows = calibration(
      [pick('win', 0.5, 'nba', 0.6), pick('loss', 0.5, 'nba', 0.4)],
      () => 'x',
    );
    const of = (method: FairMethod) => rows.find((r) => r.key === 'all' && r.method === method)!;
    expect(of('power').logLoss!).toBeLessThan(of('additive').logLoss!);
    expect(of('power').brier!).toBeLessThan(of('additive').brier!);
  });

  it('keeps Brier within [0, 1] and log loss non-negative', () => {
    fc.assert(
      fc.property(
        fc.array(fc.tuple(fc.boolean(), fc.double({ min: 0.001, max: 0.999, noNaN: true })), {
          minLength: 1,
          maxLength: 40,
        }),
        (cases) => {
          const rows = calibration(
            cases.map(([won, p]) => pick(won ? 'win' : 'loss', p)),
            () => 'x',
          );
          for (const row of rows) {
            expect(row.brier!).toBeGreaterThanOrEqual(0);
            expect(row.brier!).toBeLessThanOrEqual(1);
            expect(row.logLoss!).toBeGreaterThanOrEqual(0);
          }
        },
      ),
    );
  });
});
