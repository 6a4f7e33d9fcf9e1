import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { patchHistoryBodySchema } from '../../contracts/history';
import { obtainedOdds } from './obtained-odds';

const legs = [
  { book: 'DraftKings', outcome: 'Boston Celtics', point: null, price: 2.1 },
  { book: 'FanDuel', outcome: 'Miami Heat', point: null, price: 2.05 },
];
const arbitrage = {
  kind: 'arbitrage' as const,
  odds: legs,
  profitCents: null,
  stakeCents: 100_000,
};

describe('obtainedOdds', () => {
  it('converts American odds to decimal (+150 → 2.50, −200 → 1.50) and keeps each leg', () => {
    const result = obtainedOdds(arbitrage, { odds: [{ american: 150 }, { american: -200 }] });
    expect(result).toEqual({
      ok: true,
      odds: [
        { ...legs[0], price: 2.5 },
        { ...legs[1], price: 1.5 },
      ],
      // 1 / (1/2.5 + 1/1.5) − 1 = −6.25 %: those prices lock in a loss.
      roi: -6.25,
    });
  });

  it("works out an arbitrage's ROI from the prices at an equal payout", () => {
    // +150 / −120: 1 / (0.4 + 0.545454…) − 1 = 5.7692 %.
    const result = obtainedOdds(arbitrage, { odds: [{ american: 150 }, { american: -120 }] });
    expect(result.ok && result.roi).toBe(5.7692);
  });

  it("keeps a value bet's ROI as its result over its stake, after the edit's own changes", () => {
    const value = { ...arbitrage, kind: 'value' as const, odds: [legs[0]!], profitCents: 5_000 };
    expect(obtainedOdds(value, { odds: [{ american: 120 }] })).toMatchObject({ roi: 5 });
    expect(
      obtainedOdds(value, { odds: [{ american: 120 }], profitAmount: -40, stakeAmount: 200 }),
    ).toMatchObject({ ok: true, roi: -20, odds: [{ price: 2.2 }] });
    expect(obtainedOdds(value, { odds: [{ american: 120 }], profitAmount: null })).toMatchObject({
      ok: true,
      roi: null,
    });
  });

  it('refuses a count of prices other than one per recorded leg', () => {
    const result = obtainedOdds(arbitrage, { odds: [{ american: 150 }] });
    expect(result).toEqual({
      ok: false,
      message:
        'Send one American price per leg, in order: this record has 2 (Boston Celtics at DraftKings, Miami Heat at FanDuel), and 1 came.',
    });
    expect(obtainedOdds({ ...arbitrage, odds: [] }, { odds: [{ american: 150 }] }).ok).toBe(false);
  });

  it('gives an arbitrage ROI equal to the guaranteed return of any two valid American prices', () => {
    const american = fc.oneof(
      fc.integer({ min: 100, max: 2000 }),
      fc.integer({ min: -2000, max: -100 }),
    );
    fc.assert(
      fc.property(american, american, (a, b) => {
        const body = patchHistoryBodySchema.parse({ odds: [{ american: a }, { american: b }] });
        const result = obtainedOdds(arbitrage, body);
        if (!result.ok) throw new Error(result.message);
        const [d1, d2] = result.odds.map((leg) => leg.price) as [number, number];
        expect(d1).toBeGreaterThanOrEqual(1 + 100 / 2000);
        expect(result.roi).toBeCloseTo((1 / (1 / d1 + 1 / d2) - 1) * 100, 3);
      }),
    );
  });
});

describe('American odds in the PATCH body (spec §5)', () => {
  const parse = (american: unknown) =>
    patchHistoryBodySchema.safeParse({ odds: [{ american }, { american: 100 }] });

  it.each([
    ['+150', 150],
    ['150', 150],
    ['-200', -200],
    ['\u2212200', -200],
    [' +100 ', 100],
    [-100, -100],
    [250, 250],
  ])('reads %j as %d', (text, american) => {
    const result = parse(text);
    expect(result.success && result.data.odds?.[0]?.american).toBe(american);
  });

  it.each([0, 50, -99, 99.5, '+50', '0', 'abc', '1.5', '', 1_000_000])('refuses %j', (text) => {
    const result = parse(text);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toMatch(/American odds must be a whole number/);
  });

  it('refuses odds together with an ROI: the server works the ROI out', () => {
    expect(patchHistoryBodySchema.safeParse({ odds: [{ american: 150 }], roi: 3 }).success).toBe(
      false,
    );
  });
});
