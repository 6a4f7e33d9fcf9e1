import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { FAIR_METHODS, type FairMethod } from '../devig';
import { chooseMethod, chooseMethods, MIN_CHOICE_SAMPLE, methodFor } from './default-method';
import { knownScorecard, resultsScorecard, type ScoredClose } from './scorecard';

function close(
  sport: string,
  market: string,
  winner: number,
  p: readonly number[],
  own: Partial<Record<FairMethod, readonly number[]>> = {},
  known: readonly number[] | null = null,
): ScoredClose {
  const byMethod = Object.fromEntries(FAIR_METHODS.map((m) => [m, own[m] ?? p])) as Record<
    FairMethod,
    readonly number[]
  >;
  return { sport, market, byMethod, winner, known };
}

describe('scorecard', () => {
  it('sums a hand count per sport group and market, all first', () => {
    // NBA h2h: home won at 0.6 and away won at 0.3 (so home had 0.7).
    // Log loss (−ln 0.6 − ln 0.3) / 2; Brier (2·0.4² + 2·0.7²) / 2 = 0.65.
    const card = resultsScorecard([
      close('basketball_nba', 'h2h', 0, [0.6, 0.4]),
      close('basketball_nba', 'h2h', 1, [0.7, 0.3]),
      close('soccer_epl', 'h2h', 2, [0.5, 0.3, 0.2]),
    ]);
    expect(card.map((g) => `${g.sport}/${g.market}/${g.n}`)).toEqual([
      'all/all/3',
      'nba/h2h/2',
      'soccer/h2h/1',
    ]);
    const nba = card[1]!.methods.find((m) => m.method === 'shin')!;
    expect(nba.logLoss.mean).toBeCloseTo((-Math.log(0.6) - Math.log(0.3)) / 2, 12);
    expect(nba.brier.mean).toBeCloseTo(0.65, 12);
    expect(nba.vsPower.mean).toBe(0);
    // Two values: the interval is mean ± 12.706 × s/√2.
    const s = Math.abs(-Math.log(0.6) + Math.log(0.3)) / Math.SQRT2;
    expect(nba.logLoss.ci95High! - nba.logLoss.mean!).toBeCloseTo((12.706205 * s) / Math.SQRT2, 6);
    expect(card[2]!.methods[0]!.logLoss.ci95Low).toBeNull();
  });

  it('ranks the method that is the truth first on simulated draws of known probabilities', () => {
    fc.assert(
      fc.property(
        fc.array(fc.double({ min: 0.05, max: 0.95, noNaN: true }), { minLength: 1, maxLength: 30 }),
        fc.double({ min: 0.02, max: 0.2, noNaN: true }),
        (homes, tilt) => {
          const closes = homes.map((home) => {
            const truth = [home, 1 - home];
            // Additive is the truth here; logit leans every price towards the home side.
            const leaned = Math.min(0.99, home + tilt);
            return close(
              'basketball_nba',
              'h2h',
              0,
              truth,
              { additive: truth, logit: [leaned, 1 - leaned] },
              truth,
            );
          });
          const all = knownScorecard(closes)[0]!;
          const of = (m: FairMethod) => all.methods.find((each) => each.method === m)!;
          expect(of('additive').logLoss.mean!).toBeLessThan(of('logit').logLoss.mean!);
          expect(of('additive').brier.mean!).toBeLessThan(of('logit').brier.mean!);
        },
      ),
    );
  });
});

describe('chooseMethod', () => {
  const many = (n: number, lead: number) =>
    Array.from({ length: n }, (_, i) => {
      // Home always wins; Shin gives it `lead` more probability than power, which wobbles.
      const power = 0.5 + 0.1 * Math.sin(i);
      return close('basketball_nba', 'h2h', 0, [power, 1 - power], {
        shin: [power + lead, 1 - power - lead],
      });
    });
  const groupOf = (closes: ScoredClose[]) => resultsScorecard(closes)[1]!;

  it('takes the lowest log loss once the sample is large and the lead clear', () => {
    const choice = chooseMethod(groupOf(many(MIN_CHOICE_SAMPLE, 0.05)) as never);
    expect(choice).toMatchObject({ method: 'shin', reason: 'evidence', best: 'shin' });
    expect(choice.leadOverPower.ci95High!).toBeLessThan(0);
  });

  it('keeps power below the sample size, whatever the lead', () => {
    const choice = chooseMethod(groupOf(many(MIN_CHOICE_SAMPLE - 1, 0.05)) as never);
    expect(choice).toMatchObject({ method: 'power', reason: 'small-sample', best: 'shin' });
  });

  it('keeps power when power itself is best', () => {
    const choice = chooseMethod(groupOf(many(MIN_CHOICE_SAMPLE, -0.05)) as never);
    expect(choice).toMatchObject({ method: 'power', reason: 'no-clear-lead' });
  });

  it('leaves the all row out and resolves auto per market, power where nothing was chosen', () => {
    const choices = chooseMethods(resultsScorecard(many(MIN_CHOICE_SAMPLE, 0.05)));
    expect(choices.map((c) => `${c.sport}/${c.market}/${c.method}`)).toEqual(['nba/h2h/shin']);
    expect(methodFor('auto', choices, 'basketball_nba', 'h2h')).toBe('shin');
    expect(methodFor('auto', choices, 'basketball_nba', 'totals')).toBe('power');
    expect(methodFor('logit', choices, 'basketball_nba', 'h2h')).toBe('logit');
  });
});
