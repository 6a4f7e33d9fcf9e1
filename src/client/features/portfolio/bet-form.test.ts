import { describe, expect, it } from 'vitest';
import { EMPTY_DRAFT, keepSide, parseBetDraft, parseLineText, sidesOf } from './bet-form';
import type { BetDraft } from './bet-form';

const draft = (patch: Partial<BetDraft> = {}): BetDraft => ({
  ...EMPTY_DRAFT,
  homeTeam: 'Boston Celtics',
  awayTeam: 'Los Angeles Lakers',
  oddsText: '1.91',
  stakeText: '50',
  book: 'draftkings',
  ...patch,
});

describe('parseBetDraft', () => {
  it('builds the contract body of a moneyline bet, outcome named as the team', () => {
    expect(parseBetDraft(draft({ side: 'away' }))).toEqual({
      ok: true,
      body: {
        sport: 'basketball_nba',
        homeTeam: 'Boston Celtics',
        awayTeam: 'Los Angeles Lakers',
        market: 'h2h',
        player: null,
        outcome: 'Los Angeles Lakers',
        point: null,
        odds: 1.91,
        stake: 50,
        book: 'draftkings',
      },
    });
  });

  it('builds a player prop: its stat as the market key, the player, Over/Under and the line', () => {
    const result = parseBetDraft(
      draft({ market: 'player_prop', player: ' J. Smith ', side: 'over', lineText: '24.5' }),
    );
    expect(result).toMatchObject({
      ok: true,
      body: { marketKey: 'player_points', player: 'J. Smith', outcome: 'Over', point: 24.5 },
    });
    expect(parseBetDraft(draft({ market: 'player_prop', side: 'over', lineText: '' }))).toEqual({
      ok: false,
      errors: { player: 'Enter the player.', lineText: 'Enter the line, e.g. 24.5.' },
    });
  });

  it('converts American odds to decimal', () => {
    const result = parseBetDraft(draft({ oddsFormat: 'american', oddsText: '+150' }));
    expect(result.ok && result.body.odds).toBe(2.5);
  });

  it('needs the line of a spread or total, on the quarter-point grid', () => {
    const spread = draft({ market: 'spreads', side: 'home' });
    expect(parseBetDraft(spread)).toMatchObject({
      ok: false,
      errors: { lineText: expect.any(String) },
    });
    expect(parseBetDraft({ ...spread, lineText: '-3.3' })).toMatchObject({
      ok: false,
      errors: { lineText: 'a line is a multiple of 0.25 (e.g. -2.5, 0.75)' },
    });
    const total = parseBetDraft(draft({ market: 'totals', side: 'over', lineText: '212.5' }));
    expect(total).toMatchObject({ ok: true, body: { outcome: 'Over', point: 212.5 } });
  });

  it('refuses what the server would refuse, naming the field', () => {
    const result = parseBetDraft(
      draft({ homeTeam: ' ', oddsText: '0.9', stakeText: '-5', book: '' }),
    );
    expect(result.ok).toBe(false);
    expect(!result.ok && Object.keys(result.errors).sort()).toEqual([
      'book',
      'homeTeam',
      'oddsText',
      'stakeText',
    ]);
    expect(parseBetDraft(draft({ stakeText: '20000000' }))).toMatchObject({
      ok: false,
      errors: { stakeText: 'stake must be at most 10,000,000' },
    });
  });
});

describe('sides', () => {
  it('offers a draw only in a three-way moneyline', () => {
    expect(sidesOf('h2h', 'soccer_epl')).toEqual(['home', 'away', 'draw']);
    expect(sidesOf('h2h', 'basketball_nba')).toEqual(['home', 'away']);
    expect(sidesOf('totals', 'soccer_epl')).toEqual(['over', 'under']);
  });

  it('keeps a side the market still offers, else takes its first', () => {
    expect(keepSide(draft({ market: 'totals', side: 'away' }))).toBe('over');
    expect(keepSide(draft({ market: 'spreads', side: 'away' }))).toBe('away');
    expect(keepSide(draft({ sport: 'basketball_nba', side: 'draw' }))).toBe('home');
  });
});

describe('parseLineText', () => {
  it('reads signed lines, the typographic minus included', () => {
    expect(parseLineText('+7')).toBe(7);
    expect(parseLineText('\u22123.5')).toBe(-3.5);
    expect(parseLineText('')).toBeNull();
    expect(parseLineText('pk')).toBeNull();
  });
});
