import { describe, expect, it } from 'vitest';
import { isDrawPossible, outcomeSets, quoteFillsSlot, sameOutcome } from './market';
import type { MarketEvent, MarketKind, Quote } from './market';

const nba: MarketEvent = {
  id: 'e1',
  sport: 'basketball_nba',
  homeTeam: 'Boston Celtics',
  awayTeam: 'Miami Heat',
  commenceTime: 1_000_000,
};
const epl: MarketEvent = { ...nba, sport: 'soccer_epl', homeTeam: 'Arsenal', awayTeam: 'Chelsea' };

function quote(outcome: string, price: number, point?: number): Quote {
  return { book: 'a', outcome, price, lastUpdate: 0, ...(point === undefined ? {} : { point }) };
}

function slice(event: MarketEvent, kind: MarketKind, quotes: Quote[]) {
  return { event, kind, quotes };
}

describe('outcomeSets', () => {
  it('makes a 2-way h2h set for a sport without draws', () => {
    const [set] = outcomeSets(slice(nba, 'h2h', []));
    expect(set?.slots).toEqual([{ outcome: 'Boston Celtics' }, { outcome: 'Miami Heat' }]);
  });

  it('makes a 3-way h2h set for soccer even when no book quotes the draw', () => {
    const [set] = outcomeSets(slice(epl, 'h2h', [quote('Arsenal', 2.1), quote('Chelsea', 3.4)]));
    expect(set?.slots.map((slot) => slot.outcome)).toEqual(['Arsenal', 'Draw', 'Chelsea']);
  });

  it('treats a market as 3-way when flagged or when any book quotes a draw', () => {
    expect(isDrawPossible(slice({ ...nba, drawPossible: true }, 'h2h', []))).toBe(true);
    expect(isDrawPossible(slice(nba, 'h2h', [quote('draw', 9)]))).toBe(true);
    expect(isDrawPossible(slice(nba, 'h2h', [quote('Miami Heat', 2)]))).toBe(false);
  });

  it('pairs each home handicap with the opposite away handicap', () => {
    const sets = outcomeSets(
      slice(nba, 'spreads', [
        quote('Boston Celtics', 1.9, -3.5),
        quote('Miami Heat', 1.9, 3.5),
        quote('Miami Heat', 1.8, 4.5),
      ]),
    );
    expect(sets.map((set) => set.line)).toEqual([-3.5, -4.5]);
    expect(sets[1]?.slots).toEqual([
      { outcome: 'Boston Celtics', point: -4.5 },
      { outcome: 'Miami Heat', point: 4.5 },
    ]);
    expect(sets.every((set) => !set.pushPossible)).toBe(true);
  });

  it('marks whole-number lines as able to push', () => {
    const [spread] = outcomeSets(slice(nba, 'spreads', [quote('Miami Heat', 1.9, 3)]));
    const [total] = outcomeSets(slice(nba, 'totals', [quote('Under', 1.9, 220)]));
    expect(spread?.pushPossible).toBe(true);
    expect(total?.pushPossible).toBe(true);
  });

  it('makes one Over/Under set per total line', () => {
    const sets = outcomeSets(
      slice(nba, 'totals', [
        quote('Over', 1.9, 220.5),
        quote('Under', 1.9, 220.5),
        quote('Over', 2, 222.5),
      ]),
    );
    expect(sets.map((set) => set.line)).toEqual([220.5, 222.5]);
    expect(sets[0]?.slots).toEqual([
      { outcome: 'Over', point: 220.5 },
      { outcome: 'Under', point: 220.5 },
    ]);
  });
});

describe('matching quotes to slots', () => {
  it('ignores case and surrounding spaces in outcome names', () => {
    expect(sameOutcome(' over ', 'Over')).toBe(true);
    expect(sameOutcome('Over', 'Under')).toBe(false);
  });

  it('needs the same point, and no point where the slot has none', () => {
    expect(quoteFillsSlot(quote('Over', 2, 220.5), { outcome: 'Over', point: 220.5 })).toBe(true);
    expect(quoteFillsSlot(quote('Over', 2, 221.5), { outcome: 'Over', point: 220.5 })).toBe(false);
    expect(quoteFillsSlot(quote('Arsenal', 2, -0.5), { outcome: 'Arsenal' })).toBe(false);
  });
});
