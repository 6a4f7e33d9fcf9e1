import { describe, expect, it } from 'vitest';
import { oddsResponseSchema, type OddsResponse } from '../../contracts/feed';
import { decodeOddsAnswer, encodeOddsAnswer } from './feed-reads';
import { encodeJson } from './scanner-services';

const odds: OddsResponse = {
  sport: 'basketball_nba',
  source: 'live',
  events: [
    {
      id: 'e1',
      sportKey: 'basketball_nba',
      homeTeam: 'Boston Celtics',
      awayTeam: 'New York Knicks',
      commenceTime: '2026-11-27T00:00:00.000Z',
      quotes: [
        {
          market: 'h2h',
          outcome: 'Boston Celtics',
          point: null,
          description: null,
          book: 'pinnacle',
          price: 1.8,
          lastUpdate: '2026-11-26T23:00:00.000Z',
          betLimit: null,
        },
        {
          market: 'player_points',
          outcome: 'Over',
          point: 24.5,
          description: 'Jayson "JT" Tatum }',
          book: 'fanduel',
          price: 1.91,
          lastUpdate: '2026-11-26T23:00:00.000Z',
          betLimit: 500,
        },
      ],
    },
  ],
};

describe('the odds answer between the scanner and the serving side', () => {
  it('hands the scanner’s text on unchanged, a valid OddsResponse with each prop’s player', () => {
    const json = JSON.stringify(odds);
    const answer = decodeOddsAnswer(encodeOddsAnswer({ json }));
    expect(answer).toEqual({ json });
    expect(oddsResponseSchema.parse(JSON.parse((answer as { json: string }).json))).toEqual(odds);
  });

  it('reads the answer of a scanner of the version before, which sent { odds } as JSON', () => {
    expect(decodeOddsAnswer(encodeJson({ odds }))).toEqual({ json: JSON.stringify(odds) });
  });

  it('carries a missing sport or event as the reason', () => {
    const missing = { missing: 'Unknown or unpolled sport: curling' };
    expect(decodeOddsAnswer(encodeOddsAnswer(missing))).toEqual(missing);
  });

  it('refuses an answer it cannot read', () => {
    expect(() => decodeOddsAnswer(encodeJson({ events: [] }))).toThrow();
    expect(() => decodeOddsAnswer(new TextEncoder().encode('not json'))).toThrow();
  });
});
