import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { patchHistoryBodySchema } from '../../contracts/history';
import { formatAmerican } from '../../core/odds-format';
import { obtainedOdds } from './obtained-odds';

const legs = [
  { book: 'DraftKings', outcome: 'Boston Celtics', point: null, price: 2.1 },
  { book: 'FanDuel', outcome: 'Miami Heat', point: null, price: 2.05 },
];
const arbitrage = { odds: legs };

describe('obtainedOdds', () => {
  it('converts American odds to decimal (+150 → 2.50, −200 → 1.50) and keeps each leg', () => {
    const result = obtainedOdds(arbitrage, { odds: [{ american: 150 }, { american: -200 }] });
    expect(result).toEqual({
      ok: true,
      odds: [
        { ...legs[0], price: 2.5 },
        { ...legs[1], price: 1.5 },
      ],
    });
  });

  it('stores an untouched price unchanged: 1.98 sent back as −102 stays 1.98', () => {
    const stored = { odds: [{ ...legs[0]!, price: 1.98 }, legs[1]!] };
    const result = obtainedOdds(stored, { odds: [{ american: -102 }, { american: 105 }] });
    expect(result.ok && result.odds.map((leg) => leg.price)).toEqual([1.98, 2.05]);
  });

  it('refuses a count of prices other than one per recorded leg', () => {
    const result = obtainedOdds(arbitrage, { odds: [{ american: 150 }] });
    expect(result).toEqual({
      ok: false,
      message:
        'Send one American price per leg, in order: this record has 2 (Boston Celtics at DraftKings, Miami Heat at FanDuel), and 1 came.',
    });
    expect(obtainedOdds({ odds: [] }, { odds: [{ american: 150 }] }).ok).toBe(false);
  });

  it('stores every unchanged leg as it was, whatever its decimal price', () => {
    const price = fc.double({ min: 1.001, max: 1000, noNaN: true });
    fc.assert(
      fc.property(price, price, (d1, d2) => {
        const stored = {
          odds: [
            { ...legs[0]!, price: d1 },
            { ...legs[1]!, price: d2 },
          ],
        };
        const body = patchHistoryBodySchema.parse({
          odds: [{ american: formatAmerican(d1) }, { american: formatAmerican(d2) }],
        });
        const result = obtainedOdds(stored, body);
        if (!result.ok) throw new Error(result.message);
        expect(result.odds).toEqual(stored.odds);
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

  it('refuses an ROI: the server works it out as profit ÷ stake', () => {
    expect(patchHistoryBodySchema.safeParse({ roi: 3 }).success).toBe(false);
  });
});
