import { describe, expect, it } from 'vitest';
import type { GameSteam, MarketView } from './analyse-market';
import { publishedSignals } from './published-signals';
import { NO_SHARP_ACTION } from './sharp-action';
import type { SteamMove } from './steam';

const START = 1_800_000_000_000;
const move = (values: Partial<SteamMove>): SteamMove => ({
  id: 'm',
  market: 'h2h',
  side: 'Home',
  direction: 'down',
  oddsChange: -0.1,
  impliedChange: 0.03,
  pointChange: null,
  startTime: START - 3_600_000,
  endTime: START - 3_000_000,
  bookmakers: ['pinnacle', 'a', 'b'],
  leader: 'pinnacle',
  likelyCause: 'sharp-led',
  confidence: 55,
  ...values,
});

describe('publishedSignals', () => {
  it('logs steam that shortened a side before the start, dated at its end', () => {
    const steam: GameSteam[] = [
      {
        gameId: 'g',
        sport: 'basketball_nba',
        teams: { home: 'Home', away: 'Away' },
        steamMoves: [
          move({ id: 'in' }),
          move({ id: 'lengthened', direction: 'up' }),
          move({ id: 'in-play', endTime: START + 60_000 }),
        ],
      },
    ];
    const signals = publishedSignals(START - 60_000, steam, [], new Map([['g', START]]));
    expect(signals).toEqual([
      expect.objectContaining({ id: 'in', kind: 'steam', signalledAt: START - 3_000_000 }),
    ]);
  });

  it('logs a reverse line move on the side the sharp books shortened, only before the start', () => {
    const view = {
      gameId: 'g',
      sport: 'basketball_nba',
      commenceTime: START,
      sharpAction: { ...NO_SHARP_ACTION, reverseLineMove: true, market: 'spreads', side: 'Away' },
    } as unknown as MarketView;
    expect(publishedSignals(START - 1, [], [view], new Map())).toEqual([
      expect.objectContaining({ kind: 'reverse-line-move', market: 'spreads', side: 'Away' }),
    ]);
    expect(publishedSignals(START, [], [view], new Map())).toEqual([]);
  });
});
