import { describe, expect, it } from 'vitest';
import {
  bookMarginExample,
  feeExample,
  middleExample,
  oddsConversions,
  valueBetExample,
} from './advanced-examples';
import type { ArbExample, OddsQuote } from './types';
import { arbExamples } from './worked-examples';

/*
 * Recomputes every worked figure the education page shows from its inputs (odds, commission,
 * total or fixed stake) with the course's own formulas, and compares it with the displayed value.
 */

const cents = (x: number) => Math.round(x * 100);
const round = (x: number, digits: number) => Math.round(x * 10 ** digits) / 10 ** digits;
/** Equal after rounding to `digits` decimals (money: 2). */
const expectRounded = (displayed: number, exact: number, digits = 2, what = '') =>
  expect(displayed, what).toBe(round(exact, digits));
const expectCents = (displayed: number, exact: number, what = '') =>
  expect(cents(displayed), what).toBe(cents(exact));

function quotedDecimal(odds: OddsQuote): number {
  switch (odds.format) {
    case 'decimal':
      return odds.value;
    case 'american':
      return odds.value > 0 ? 1 + odds.value / 100 : 1 + 100 / -odds.value;
    case 'fractional':
      return 1 + odds.numerator / odds.denominator;
  }
}

function impliedFromQuote(odds: OddsQuote): number {
  switch (odds.format) {
    case 'decimal':
      return 1 / odds.value;
    case 'american':
      return odds.value > 0 ? 100 / (odds.value + 100) : -odds.value / (-odds.value + 100);
    case 'fractional':
      return odds.denominator / (odds.numerator + odds.denominator);
  }
}

/** Books pay whole cents and round in their own favour: payouts down, commission up. */
const floorToCent = (x: number) => Math.floor(x * 100 + 1e-6) / 100;
const ceilToCent = (x: number) => Math.ceil(x * 100 - 1e-6) / 100;

function settle(stakes: readonly number[], decimals: readonly number[]) {
  const totalStaked = round(
    stakes.reduce((sum, s) => sum + s, 0),
    2,
  );
  const payouts = stakes.map((s, i) => floorToCent(s * (decimals[i] ?? NaN)));
  const profits = payouts.map((p) => round(p - totalStaked, 2));
  return { totalStaked, payouts, profits };
}

/** Every combination of each stake rounded down or up to the unit; best guaranteed return wins. */
function bestReturnStakes(
  exact: readonly number[],
  unit: number,
  decimals: readonly number[],
  total: number,
) {
  const choices = exact.map((e) => {
    const units = round(e, 2) / unit;
    return [...new Set([Math.floor(units) * unit, Math.ceil(units) * unit])];
  });
  let combos: number[][] = [[]];
  for (const options of choices) combos = combos.flatMap((c) => options.map((o) => [...c, o]));
  let best: { stakes: number[]; roi: number; distance: number } | null = null;
  for (const stakes of combos) {
    const { totalStaked, profits } = settle(stakes, decimals);
    const roi = Math.min(...profits) / totalStaked;
    const distance = Math.abs(totalStaked - total);
    if (!best || roi > best.roi || (roi === best.roi && distance < best.distance)) {
      best = { stakes, roi, distance };
    }
  }
  return best?.stakes ?? [];
}

function recompute(example: ArbExample) {
  const decimals = example.legs.map((leg) => {
    const d = quotedDecimal(leg.odds);
    return 1 + (d - 1) * (1 - (leg.commission ?? 0));
  });
  const sigma = decimals.reduce((sum, d) => sum + 1 / d, 0);
  const grossSigma = example.legs.reduce((sum, leg) => sum + 1 / quotedDecimal(leg.odds), 0);

  const { sizing } = example;
  let total: number;
  let stakes: number[];
  if (sizing.kind === 'total') {
    total = sizing.total;
    const exact = decimals.map((d) => (total * (1 / d)) / sigma);
    stakes =
      sizing.rounding === 'best-return'
        ? bestReturnStakes(exact, sizing.roundTo, decimals, total)
        : exact.map((e) => round(Math.round(e / sizing.roundTo) * sizing.roundTo, 2));
  } else {
    const fixedDecimal = decimals[sizing.legIndex] ?? NaN;
    total = sizing.stake * fixedDecimal * sigma;
    stakes = decimals.map((d, i) =>
      i === sizing.legIndex ? sizing.stake : round((total * (1 / d)) / sigma, 2),
    );
  }
  const { totalStaked, payouts, profits } = settle(stakes, decimals);
  const uncoveredProfits = (example.uncovered ?? []).map(() => -totalStaked);
  const worstProfit = Math.min(...profits, ...uncoveredProfits);
  return { decimals, sigma, grossSigma, total, stakes, totalStaked, payouts, profits, worstProfit };
}

describe('arbitrage worked examples', () => {
  it.each(arbExamples.map((e) => [e.label, e] as const))('%s matches its inputs', (_, example) => {
    const r = recompute(example);
    const shown = example.result;

    example.legs.forEach((leg, i) => {
      const d = r.decimals[i] ?? NaN;
      const at = `${example.label} ${leg.outcome}`;
      expectRounded(leg.decimal, d, 4, `${at} decimal`);
      expectRounded(leg.impliedPct, 100 / d, 2, `${at} implied %`);
      if (leg.commission === undefined) {
        expectRounded(
          leg.impliedPct,
          100 * impliedFromQuote(leg.odds),
          2,
          `${at} implied % from quote`,
        );
      }
      expectCents(leg.stake, r.stakes[i] ?? NaN, `${at} stake`);
      expectCents(leg.payout, r.payouts[i] ?? NaN, `${at} payout`);
      expectCents(leg.profit, r.profits[i] ?? NaN, `${at} profit`);
      if (leg.commission !== undefined) {
        const winnings = round(leg.stake * (quotedDecimal(leg.odds) - 1), 2);
        const commission = ceilToCent(winnings * leg.commission);
        expectCents(leg.commissionPaid ?? NaN, commission, `${at} commission`);
        // Stake back + gross winnings − commission is exactly the displayed payout.
        expectCents(
          leg.payout,
          leg.stake + winnings - commission,
          `${at} payout net of commission`,
        );
      } else {
        expect(leg.commissionPaid, `${at} commission`).toBeUndefined();
      }
    });

    if (example.sizing.kind === 'total' && example.sizing.roundTo !== 0.01) {
      for (const leg of example.legs) expect(leg.stake % example.sizing.roundTo).toBe(0);
    }
    for (const outcome of example.uncovered ?? []) {
      expectCents(outcome.profit, -r.totalStaked, `${outcome.outcome} uncovered`);
    }

    expectRounded(shown.impliedSum, r.sigma, 4, 'Σ');
    expectRounded(shown.arbitragePct, 100 * (1 / r.sigma - 1), 2, 'Arbitrage %');
    expectRounded(shown.marginPct, 100 * (1 - r.sigma), 2, 'margin');
    if (shown.grossArbitragePct !== undefined) {
      expectRounded(shown.grossArbitragePct, 100 * (1 / r.grossSigma - 1), 2, 'gross Arbitrage %');
    }
    expectCents(shown.total, r.total, 'total');
    expectCents(shown.totalStaked, r.totalStaked, 'total staked');
    expectCents(shown.equalPayout, r.total / r.sigma, 'equal payout');
    expectCents(shown.worstProfit, r.worstProfit, 'worst profit');
    expectRounded(shown.worstReturnPct, (100 * r.worstProfit) / r.totalStaked, 2, 'worst return');
    // Margin = profit ÷ payout: the page states this identity with the rounded figures.
    expectRounded(
      shown.marginPct,
      (100 * (shown.equalPayout - shown.total)) / shown.equalPayout,
      2,
      'margin identity',
    );
    // Arbitrage % = profit ÷ stake (equal payouts).
    expectRounded(
      shown.arbitragePct,
      (100 * (shown.equalPayout - shown.total)) / shown.total,
      2,
      'arb identity',
    );
  });

  it('labels are unique and legs are complete', () => {
    const labels = arbExamples.map((e) => e.label);
    expect(new Set(labels).size).toBe(labels.length);
    for (const e of arbExamples) expect(e.legs.length).toBeGreaterThanOrEqual(2);
  });
});

describe('odds conversions', () => {
  it.each(oddsConversions.map((row) => [row.decimal, row] as const))(
    '%s in every format',
    (_, row) => {
      const [a, b] = row.fractional;
      const fromAmerican = quotedDecimal({ format: 'american', value: row.american });
      const fromFraction = quotedDecimal({ format: 'fractional', numerator: a, denominator: b });
      expectRounded(row.decimal, fromAmerican, 4, 'decimal from American');
      expectRounded(row.decimal, fromFraction, 4, 'decimal from fraction');
      expectRounded(
        row.impliedPct,
        100 * impliedFromQuote({ format: 'american', value: row.american }),
        2,
      );
      expectRounded(
        row.impliedPct,
        100 * impliedFromQuote({ format: 'fractional', numerator: a, denominator: b }),
        2,
      );
      expectRounded(row.impliedPct, 100 / row.decimal, 2, '1/d of the displayed decimal');
    },
  );

  it('bookmaker margin of a −110 / −110 line', () => {
    const m = bookMarginExample;
    const d = quotedDecimal({ format: 'american', value: m.american });
    const sigma = 2 / d;
    expectRounded(m.decimal, d, 4);
    expectRounded(m.impliedPct, 100 / d, 2);
    expectRounded(m.impliedSumPct, 100 * sigma, 2);
    expectRounded(m.overroundPct, 100 * (sigma - 1), 2);
    expectRounded(m.holdPct, 100 * (1 - 1 / sigma), 2);
  });
});

describe('middle', () => {
  it('recomputes every scenario and the break-even probability', () => {
    const m = middleExample;
    const staked = m.legs.reduce((sum, leg) => sum + leg.stake, 0);
    expectCents(m.totalStaked, staked);
    for (const s of m.scenarios) {
      const payout = s.winningLegs.reduce(
        (sum, i) => sum + (m.legs[i]?.stake ?? NaN) * (m.legs[i]?.decimal ?? NaN),
        0,
      );
      expectCents(s.payout, payout, s.label);
      expectCents(s.profit, payout - staked, s.label);
    }
    const both = m.scenarios.find((s) => s.winningLegs.length === m.legs.length);
    const worstOutside = Math.min(...m.scenarios.filter((s) => s !== both).map((s) => s.profit));
    const middleProfit = both?.profit ?? NaN;
    expectRounded(m.breakEvenPct, (100 * -worstOutside) / (middleProfit - worstOutside), 2);
  });
});

describe('value bet', () => {
  it('recomputes fair probability, EV and Kelly stakes', () => {
    const v = valueBetExample;
    const [d1, d2] = v.sharpOdds;
    const p = 1 / d1 / (1 / d1 + 1 / d2);
    const ev = p * v.offeredOdds - 1;
    const kelly = ev / (v.offeredOdds - 1);
    expectRounded(v.fairPct, 100 * p, 2);
    expectRounded(v.evPct, 100 * ev, 2);
    expectCents(v.evAmount, v.evStake * ev);
    expectRounded(v.kellyPct, 100 * kelly, 2);
    // Kelly stakes are rounded down to the cent: never stake more than the fraction says.
    expectCents(v.fullKellyStake, floorToCent(v.bankroll * kelly));
    expectCents(v.fractionalKellyStake, floorToCent(v.bankroll * kelly * v.kellyFraction));
  });
});

describe('payment fee', () => {
  it('recomputes the fee on one leg and on the whole arb', () => {
    const f = feeExample;
    const leg = f.base.legs[f.legIndex];
    const legFee = ((leg?.stake ?? NaN) * f.feePct) / 100;
    const allFee = (f.base.result.totalStaked * f.feePct) / 100;
    expectCents(f.legFee, legFee);
    expectCents(f.profitAfterLegFee, f.base.result.worstProfit - round(legFee, 2));
    expectCents(f.allLegsFee, allFee);
    expectCents(f.profitAfterAllFees, f.base.result.worstProfit - round(allFee, 2));
  });
});
