import { describe, expect, it } from 'vitest';
import { FAIR_METHODS, type FairMethod } from '../devig';
import { trackRecordFigures, type RecordPick, type RecordSignal } from './track-record';

const close = (p: number) =>
  Object.fromEntries(FAIR_METHODS.map((method) => [method, p])) as Record<FairMethod, number>;

const pick = (values: Partial<RecordPick>): RecordPick => ({
  sport: 'basketball_nba',
  market: 'h2h',
  month: '2026-11',
  result: 'win',
  profitCents: 10_000,
  odds: 2,
  close: close(0.52),
  ...values,
});

describe('trackRecordFigures', () => {
  it('grades picks by result and CLV, group by group, as a hand count does', () => {
    const picks = [
      pick({}), // win +$100, CLV 0.52 × 2 − 1 = +0.04
      pick({ result: 'loss', profitCents: -10_000, close: close(0.49) }), // CLV −0.02
      pick({ sport: 'soccer_epl', result: 'push', profitCents: 0, close: null }),
      pick({ sport: 'soccer_epl', month: '2026-10', result: null, profitCents: 0, close: null }),
    ];
    const figures = trackRecordFigures(picks, [], 'power', 100);
    expect(figures.picks.overall).toMatchObject({
      totalPicks: 4,
      pending: 1,
      wins: 1,
      losses: 1,
      pushes: 1,
      totalPL: 0,
      roi: 0,
    });
    expect(figures.picks.overall.clv.n).toBe(2);
    expect(figures.picks.overall.clv.mean).toBeCloseTo(0.01, 12);
    expect(figures.picks.overall.clv.beatCloseRate).toBe(0.5);
    expect(figures.picks.bySport.map((group) => [group.key, group.totalPicks])).toEqual([
      ['basketball_nba', 2],
      ['soccer_epl', 2],
    ]);
    expect(figures.picks.byMonth.map((group) => group.key)).toEqual(['2026-10', '2026-11']);
    expect(figures.picks.bySport[1]!.clv).toMatchObject({ n: 0, mean: null });
  });

  it('grades signals by the CLV of following them, per method', () => {
    const signals: RecordSignal[] = [
      {
        kind: 'steam',
        sport: 'nba',
        market: 'h2h',
        month: '2026-11',
        graded: true,
        odds: 2.1,
        close: { ...close(0.5), additive: 0.45 },
      },
      {
        kind: 'steam',
        sport: 'nba',
        market: 'h2h',
        month: '2026-11',
        graded: false,
        odds: null,
        close: null,
      },
      {
        kind: 'reverse-line-move',
        sport: 'nba',
        market: 'spreads',
        month: '2026-11',
        graded: true,
        odds: 1.9,
        close: close(0.5),
      },
    ];
    const figures = trackRecordFigures([], signals, 'power', 100);
    const [steam, reverse] = figures.signals.byKind;
    expect(steam).toMatchObject({ key: 'steam', signals: 2, graded: 1 });
    expect(steam!.clv.mean).toBeCloseTo(0.05, 12);
    expect(reverse!.clv.mean).toBeCloseTo(-0.05, 12);
    const additive = figures.byMethod.find((row) => row.method === 'additive')!;
    // 0.45 × 2.1 − 1 = −0.055 and 0.5 × 1.9 − 1 = −0.05.
    expect(additive.signals.mean).toBeCloseTo(-0.0525, 12);
    expect(figures.picks.overall.totalPicks).toBe(0);
  });
});
