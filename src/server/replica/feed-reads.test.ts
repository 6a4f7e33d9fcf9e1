import { describe, expect, it } from 'vitest';
import { oddsResponseSchema, type OddsResponse } from '../../contracts/feed';
import { decodeOddsAnswer, encodeOddsAnswer, type OddsAnswer } from './feed-reads';
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

/** The answer's odds as text, whichever form they arrived in. */
function textOf(answer: OddsAnswer): string {
  if (!('json' in answer)) throw new Error(`no odds: ${answer.missing}`);
  return typeof answer.json === 'string' ? answer.json : new TextDecoder().decode(answer.json);
}

describe('the odds answer between the scanner and the serving side', () => {
  it('hands the scanner’s text on unchanged, a valid OddsResponse with each prop’s player', () => {
    const json = JSON.stringify(odds);
    const answer = decodeOddsAnswer(encodeOddsAnswer({ json }));
    expect(textOf(answer)).toBe(json);
    expect(oddsResponseSchema.parse(JSON.parse(textOf(answer)))).toEqual(odds);
  });

  it('hands the bytes on as a view of the message, without a copy or a decode', () => {
    const message = encodeOddsAnswer({ json: JSON.stringify(odds) });
    const answer = decodeOddsAnswer(message);
    if (!('json' in answer) || typeof answer.json === 'string') throw new Error('not bytes');
    expect(answer.json.buffer).toBe(message.buffer);
    // Passed on again (an API process answering for its thread), the framing is the same.
    expect(encodeOddsAnswer(answer)).toEqual(message);
  });

  it('reads the answer of a scanner of the version before, which sent { odds } as JSON', () => {
    expect(textOf(decodeOddsAnswer(encodeJson({ odds })))).toBe(JSON.stringify(odds));
  });

  it('keeps text that is not ASCII byte for byte', () => {
    const json = JSON.stringify({ ...odds, sport: 'soccer_fußball_ελλάδα_🏆' });
    expect(textOf(decodeOddsAnswer(encodeOddsAnswer({ json })))).toBe(json);
  });

  it('carries a missing sport or event as the reason', () => {
    const missing = { missing: 'Unknown or unpolled sport: curling' };
    expect(decodeOddsAnswer(encodeOddsAnswer(missing))).toEqual(missing);
  });

  it('refuses an answer it cannot read', () => {
    expect(() => decodeOddsAnswer(encodeJson({ events: [] }))).toThrow();
    expect(() => decodeOddsAnswer(new TextEncoder().encode('not json'))).toThrow();
    // The framing's opening alone, or without its closing brace, is not an answer.
    expect(() => decodeOddsAnswer(new TextEncoder().encode('{"odds":'))).toThrow();
    expect(() => decodeOddsAnswer(new TextEncoder().encode('{"odds":{"sport":"x"'))).toThrow();
  });
});
