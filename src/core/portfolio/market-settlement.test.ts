import { describe, expect, it } from 'vitest';
import {
  featuredShapeOf,
  gradeBet,
  openReasonOf,
  type GameResult,
  type MarketBetToSettle,
} from './market-settlement';

const final = { homeTeam: 'Lakers', awayTeam: 'Celtics', homeScore: 110, awayScore: 104 };
const boxScore: GameResult = {
  final,
  periods: new Map([
    ['h1', { home: 50, away: 55 }],
    ['q1', { home: 25, away: 25 }],
  ]),
  players: [
    { player: 'J. Smith', stats: { player_points: 27, player_anytime_td: 0 } },
    { player: 'A. Jones', stats: { player_points: 12 } },
  ],
};
const scoresOnly: GameResult = { final, periods: null, players: null };

const bet = (over: Partial<MarketBetToSettle>): MarketBetToSettle => ({
  market: 'totals',
  marketKey: 'player_points',
  player: 'J. Smith',
  outcome: 'Over',
  point: 24.5,
  odds: 1.9,
  stake: 100,
  ...over,
});

describe('gradeBet', () => {
  it('settles a player prop from the player’s stat', () => {
    expect(gradeBet(bet({}), boxScore)).toEqual({
      settlement: { status: 'won', payout: 190, profit: 90 },
    });
    expect(gradeBet(bet({ outcome: 'Under' }), boxScore)).toEqual({
      settlement: { status: 'lost', payout: 0, profit: -100 },
    });
    expect(gradeBet(bet({ point: 27 }), boxScore)).toEqual({
      settlement: { status: 'push', payout: 100, profit: 0 },
    });
  });

  it('matches the player case- and space-blind, and reads Yes/No as one or more', () => {
    expect(gradeBet(bet({ player: ' j. smith ' }), boxScore)).toMatchObject({
      settlement: { status: 'won' },
    });
    const yes = bet({ marketKey: 'player_anytime_td', market: 'h2h', outcome: 'Yes', point: null });
    expect(gradeBet(yes, boxScore)).toMatchObject({ settlement: { status: 'lost' } });
    expect(gradeBet({ ...yes, outcome: 'No' }, boxScore)).toMatchObject({
      settlement: { status: 'won' },
    });
  });

  it('keeps a prop open with the reason when the source reports no player statistics', () => {
    expect(gradeBet(bet({}), scoresOnly)).toEqual({
      reason: 'The odds source does not report player statistics — settle this bet by hand.',
    });
    expect(gradeBet(bet({ player: 'Nobody' }), boxScore)).toEqual({
      reason: 'The box score has no player_points for Nobody — settle this bet by hand.',
    });
  });

  it('settles periods on the period score, or says the source has none', () => {
    const firstHalf = bet({
      marketKey: 'spreads_h1',
      market: 'spreads',
      player: null,
      outcome: 'Lakers',
      point: 3.5,
    });
    // 50 − 55 + 3.5 < 0: the full game's win does not carry the half.
    expect(gradeBet(firstHalf, boxScore)).toMatchObject({ settlement: { status: 'lost' } });
    const q1 = bet({
      marketKey: 'h2h_q1',
      market: 'h2h',
      player: null,
      outcome: 'Celtics',
      point: null,
    });
    expect(gradeBet(q1, boxScore)).toMatchObject({ settlement: { status: 'push' } });
    expect(gradeBet(firstHalf, scoresOnly)).toEqual({
      reason: 'The odds source does not report period scores — settle this bet by hand.',
    });
    expect(gradeBet({ ...firstHalf, marketKey: 'spreads_q3' }, boxScore)).toEqual({
      reason: 'The results have no score for the period q3 — settle this bet by hand.',
    });
  });

  it('settles alternate lines and team totals from the final score alone', () => {
    const alt = bet({
      marketKey: 'alternate_totals',
      player: null,
      outcome: 'Under',
      point: 220.5,
    });
    expect(gradeBet(alt, scoresOnly)).toMatchObject({ settlement: { status: 'won' } });
    const team = bet({ marketKey: 'team_totals', player: 'Celtics', outcome: 'Over', point: 104 });
    expect(gradeBet(team, scoresOnly)).toMatchObject({ settlement: { status: 'push' } });
    expect(gradeBet({ ...team, player: 'Knicks' }, scoresOnly)).toEqual({
      reason: '"Knicks" is not one of the two teams — settle this bet by hand.',
    });
  });

  it('leaves an unknown market key to the member', () => {
    expect(gradeBet(bet({ marketKey: 'btts', player: null }), boxScore)).toEqual({
      reason: 'Arbiter cannot tell how the market "btts" settles — settle this bet by hand.',
    });
  });
});

describe('featuredShapeOf', () => {
  it.each([
    ['h2h', 'Lakers', 'h2h'],
    ['alternate_spreads', 'Lakers', 'spreads'],
    ['team_totals', 'Over', 'totals'],
    ['totals_h1', 'Over', 'totals'],
    ['player_points', 'Over', 'totals'],
    ['player_anytime_td', 'Yes', 'h2h'],
    ['btts', 'Yes', null],
  ])('%s / %s pairs like %s', (key, outcome, shape) => {
    expect(featuredShapeOf(key, outcome)).toBe(shape);
  });
});

describe('openReasonOf', () => {
  const open = {
    status: 'open',
    eventId: 'e1',
    marketKey: 'player_points',
    openReason: null as string | null,
  };
  const scoresOnlySource = { periods: false, players: false };
  const boxScoreSource = { periods: true, players: true };

  it('names the missing statistics of a scores-only source', () => {
    expect(openReasonOf(open, scoresOnlySource)).toBe(
      'The odds source does not report player statistics — settle this bet by hand.',
    );
    expect(openReasonOf({ ...open, marketKey: 'totals_q1' }, scoresOnlySource)).toBe(
      'The odds source does not report period scores — settle this bet by hand.',
    );
    expect(openReasonOf({ ...open, marketKey: 'alternate_spreads' }, scoresOnlySource)).toBeNull();
  });

  it('waits for the result when the source reports what decides the bet', () => {
    expect(openReasonOf(open, boxScoreSource)).toBeNull();
    expect(openReasonOf({ ...open, eventId: null }, boxScoreSource)).toBe(
      'Not linked to an event Arbiter follows, so no result will settle it — settle this bet by hand.',
    );
  });

  it('shows a stored reason first, and none once settled', () => {
    expect(openReasonOf({ ...open, openReason: 'stored' }, boxScoreSource)).toBe('stored');
    expect(openReasonOf({ ...open, status: 'won', openReason: 'stored' }, null)).toBeNull();
  });
});
