import { describe, expect, it } from 'vitest';
import { pollLabel, pointsLabel, scoreTone, steamSentence } from './market-intel-lists';

describe('market intelligence display helpers', () => {
  it('colours scores green at 80 and yellow at 60 (spec §9)', () => {
    expect(scoreTone(80)).toBe('profit');
    expect(scoreTone(79.9)).toBe('warn');
    expect(scoreTone(60)).toBe('warn');
    expect(scoreTone(59)).toBe('loss');
    expect(scoreTone(null)).toBe('neutral');
  });

  it('words steam the way a steam log does', () => {
    expect(
      steamSentence({
        id: 's',
        market: 'h2h',
        side: 'Home',
        direction: 'down',
        oddsChange: -0.14,
        impliedChange: 0.0397,
        pointChange: null,
        startTime: 0,
        endTime: 240_000,
        bookmakers: ['pinnacle', 'draftkings', 'fanduel', 'betmgm'],
        leader: 'pinnacle',
        likelyCause: 'sharp-led',
        confidence: 62,
      }),
    ).toBe('4 books, 4.0 points in 240 s');
  });

  it('says how often a sport is polled and signs probability points', () => {
    expect(pollLabel(60)).toBe('every 60 s');
    expect(pollLabel(240)).toBe('every 4 min');
    expect(pollLabel(null)).toBe('not polled');
    expect(pointsLabel(0.032)).toBe('+3.2 pts');
    expect(pointsLabel(-0.01)).toBe('−1.0 pts');
  });
});
