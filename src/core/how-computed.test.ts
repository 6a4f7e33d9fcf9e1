import { describe, expect, it } from 'vitest';
import {
  capacityNote,
  clvNote,
  evNote,
  fairPriceNote,
  kellyNote,
  middleChanceNote,
  trustNote,
} from './how-computed';

const fair = {
  method: 'power' as const,
  reference: 'pinnacle' as const,
  referenceBookTitles: ['Pinnacle'],
  probability: 0.4,
};

describe('how each figure is computed, written from its parameters', () => {
  it('the fair price names the method and reference used, and changes with them', () => {
    const power = fairPriceNote(fair);
    expect(power).toContain('power devig');
    expect(power).toContain('Pinnacle');
    expect(power).toContain('fair odds 1 ÷ 0.4000 = 2.50');
    const shin = fairPriceNote({
      ...fair,
      method: 'shin',
      reference: 'consensus',
      referenceBookTitles: ['A', 'B', 'C'],
    });
    expect(shin).toContain('Shin devig');
    expect(shin).toContain('insider money');
    expect(shin).toContain('consensus of 3 books');
    expect(shin).not.toContain('power');
  });

  it('EV shows the sum with the bet’s own figures and the range over the methods', () => {
    const note = evNote({ ...fair, price: 2.7, ev: 0.08, range: { min: 0.05, max: 0.09 } });
    expect(note).toContain('0.4000 × 2.70 − 1 = +8.00 %');
    expect(note).toContain('from +5.00 % to +9.00 %');
    const additive = evNote({ ...fair, method: 'additive', price: 2.7, ev: 0.08 });
    expect(additive).toContain('additive devig');
    expect(additive).not.toContain('ranges');
  });

  it('Kelly follows the chosen fraction and the bankroll', () => {
    // f* = (0.4 × 2.7 − 1) / 1.7 = 0.08 / 1.7 = 4.71 %
    const quarter = kellyNote({ ...fair, variant: 'quarter', price: 2.7, bankroll: 1000 });
    expect(quarter).toContain('= 4.71 %');
    expect(quarter).toContain('0.25 × f* = 1.18 % of your $1000.00 bankroll = $11.76');
    const half = kellyNote({ ...fair, variant: 'half', price: 2.7, bankroll: 2000 });
    expect(half).toContain('0.5 × f* = 2.35 % of your $2000.00 bankroll = $47.05');
  });

  it('CLV names the devig method of the close and, for a bet, its own sum', () => {
    expect(clvNote({ method: 'power' })).toContain('power devig');
    const bet = clvNote({ method: 'multiplicative', odds: 2.2, fairClosingOdds: 2 });
    expect(bet).toContain('2.20 ÷ 2.00 − 1 = +10.00 %');
    expect(bet).toContain('multiplicative devig');
  });

  it('the middle chance names the model’s mean, spread and winning results', () => {
    const note = middleChanceNote({
      hitProbability: 0.0612,
      hitResults: [3],
      window: { low: 2.5, high: 3.5 },
      model: { mean: 2.5, standardDeviation: 13.5, basis: 'NFL spreads.' },
    });
    expect(note).toContain('mean 2.5 and standard deviation 13.5');
    expect(note).toContain('is 3.');
    expect(note).toContain('6.12 %');
    expect(
      middleChanceNote({
        hitProbability: 0.1,
        hitResults: [3, 4],
        window: { low: 2.5, high: 4.5 },
        model: { mean: 220, standardDeviation: 18, basis: '' },
      }),
    ).toContain('standard deviation 18');
  });

  it('capacity shows each limit divided by its share, and says when no limit is stated', () => {
    const note = capacityNote({
      kind: 'arbitrage',
      legs: [
        { bookTitle: 'DraftKings', limit: 400, stakeRatio: 0.5 },
        { bookTitle: 'FanDuel', limit: null, stakeRatio: 0.5 },
      ],
      maxStake: 800,
      profitAtMaxStake: 24,
    });
    expect(note).toContain('DraftKings $400.00 ÷ 50.00 % of the stake = $800.00');
    expect(note).toContain('guaranteed profit is $24.00');
    expect(
      capacityNote({ kind: 'value', legs: [], maxStake: null, profitAtMaxStake: null }),
    ).toContain('unknown (not unlimited)');
  });

  it('trust states the thresholds in force', () => {
    const policy = {
      freshWithinSeconds: 120,
      confirmedForSeconds: 60,
      outlierShare: 0.2,
      minBooks: 3,
    };
    expect(trustNote(policy)).toContain('within 120 s');
    expect(trustNote(policy)).toContain('fewer than 3 books');
    const strict = trustNote({ ...policy, freshWithinSeconds: 30, outlierShare: 0.1, minBooks: 5 });
    expect(strict).toContain('within 30 s');
    expect(strict).toContain('10.00 % below');
    expect(strict).toContain('fewer than 5 books');
  });
});
