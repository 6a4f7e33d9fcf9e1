import { describe, expect, it } from 'vitest';
import { listedKeys, quoteEventMarket } from './event-market-quotes';
import { Market } from './market';
import { teamPlayers } from './team-players';
import { START } from './test-helpers';

describe('the event-market model', () => {
  const sports = [
    'basketball_nba',
    'americanfootball_nfl',
    'baseball_mlb',
    'soccer_epl',
    'icehockey_nhl',
  ];

  it('prices every outcome of every listed market above 1, alternates in ladders', () => {
    const market = new Market({ seed: 5, startTime: START });
    let outcomes = 0;
    for (const key of sports) {
      const board = market.board(key)!;
      for (const event of board.upcoming) {
        for (const line of event.lines) {
          for (const mk of listedKeys(market.seed, board.roster, line)) {
            const quote = quoteEventMarket(market.seed, board.roster, line, mk);
            expect(quote, `${key} ${line.book.key} ${mk}`).not.toBeNull();
            for (const o of quote!.outcomes) expect(o.price).toBeGreaterThan(1);
            outcomes += quote!.outcomes.length;
            if (mk === 'alternate_totals')
              expect(new Set(quote!.outcomes.map((o) => o.point)).size).toBeGreaterThanOrEqual(4);
          }
        }
      }
    }
    expect(outcomes).toBeGreaterThan(10_000);
  });

  it("gives a favourite's star a higher points line than the underdog's, on average", () => {
    let diff = 0;
    let pairs = 0;
    for (let seed = 1; seed <= 12; seed++) {
      const market = new Market({ seed, startTime: START });
      const board = market.board('basketball_nba')!;
      for (const event of board.upcoming) {
        const line = event.lines.find((l) => l.book.key === 'pinnacle')!;
        const quote = quoteEventMarket(seed, board.roster, line, 'player_points');
        const star = (team: string) => {
          const name = teamPlayers(seed, event.sport, board.roster, team)[0];
          return quote?.outcomes.find((o) => o.description === name && o.name === 'Over')?.point;
        };
        const home = star(event.home);
        const away = star(event.away);
        if (home === undefined || away === undefined) continue;
        const homeFavourite = (line.h2h.prices[0] ?? 0) < (line.h2h.prices[1] ?? 0);
        diff += homeFavourite ? home - away : away - home;
        pairs++;
      }
    }
    expect(pairs).toBeGreaterThan(30);
    expect(diff / pairs).toBeGreaterThan(0.5);
  });

  it('hangs some books’ prop lines half a step off the others', () => {
    const market = new Market({ seed: 9, startTime: START });
    const board = market.board('basketball_nba')!;
    let split = 0;
    for (const event of board.upcoming) {
      const lines = new Map<string, Set<number>>();
      for (const line of event.lines) {
        for (const o of quoteEventMarket(9, board.roster, line, 'player_points')?.outcomes ?? []) {
          const set = lines.get(o.description ?? '') ?? new Set<number>();
          set.add(o.point ?? 0);
          lines.set(o.description ?? '', set);
        }
      }
      for (const set of lines.values()) if (set.size > 1) split++;
    }
    expect(split).toBeGreaterThan(5);
  });
});
