import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { legFixture, opportunityFixture } from '../../lib/test-support/opportunity-fixture';
import { groupSharedLegs } from './shared-leg-groups';

const arb = (id: string, legs: [string, string][], overrides = {}) =>
  opportunityFixture(id, {
    eventId: 'g1',
    betType: 'spreads',
    marketKey: 'spreads',
    legs: legs.map(([book, outcome]) => legFixture({ book, outcome })),
    ...overrides,
  });

describe('groupSharedLegs', () => {
  it('puts arbitrages of one market that share a leg on one card, the first in the list leading', () => {
    const best = arb('best', [
      ['draftkings', 'Home'],
      ['fanduel', 'Away'],
    ]);
    const sameHome = arb('alt1', [
      ['draftkings', 'Home'],
      ['betmgm', 'Away'],
    ]);
    const chained = arb('alt2', [
      ['caesars', 'Home'],
      ['betmgm', 'Away'],
    ]);
    const apart = arb('apart', [
      ['pinnacle', 'Home'],
      ['bovada', 'Away'],
    ]);
    const groups = groupSharedLegs([best, apart, sameHome, chained]);
    expect(groups.map((g) => [g.lead.id, g.alternatives.map((o) => o.id)])).toEqual([
      ['best', ['alt1', 'alt2']],
      ['apart', []],
    ]);
  });

  it('keeps other games, other markets and other kinds apart', () => {
    const a = arb('a', [
      ['draftkings', 'Home'],
      ['fanduel', 'Away'],
    ]);
    const otherGame = arb(
      'b',
      [
        ['draftkings', 'Home'],
        ['fanduel', 'Away'],
      ],
      { eventId: 'g2' },
    );
    const otherMarket = arb(
      'c',
      [
        ['draftkings', 'Home'],
        ['fanduel', 'Away'],
      ],
      { betType: 'h2h', marketKey: 'h2h' },
    );
    const value = opportunityFixture('v', {
      type: 'value',
      eventId: 'g1',
      betType: 'spreads',
      legs: [legFixture({ book: 'draftkings', outcome: 'Home' })],
    });
    expect(groupSharedLegs([a, otherGame, otherMarket, value])).toHaveLength(4);
  });

  it('keeps two players’ props and a quarter’s line apart from the game’s at one book and line', () => {
    const over = (id: string, marketKey: string, player: string | null) =>
      opportunityFixture(id, {
        eventId: 'g1',
        betType: 'totals',
        marketKey,
        marketType: player === null ? 'period' : 'player_prop',
        player,
        description: player,
        legs: [
          legFixture({ book: 'draftkings', outcome: 'Over', point: 5.5 }),
          legFixture({ book: 'fanduel', outcome: 'Under', point: 5.5 }),
        ],
      });
    const groups = groupSharedLegs([
      over('rebounds-a', 'player_rebounds', 'A. Player'),
      over('rebounds-b', 'player_rebounds', 'B. Player'),
      over('assists-a', 'player_assists', 'A. Player'),
      over('q1', 'totals_q1', null),
      over('game', 'totals', null),
    ]);
    expect(groups.map((g) => g.alternatives.length)).toEqual([0, 0, 0, 0, 0]);
  });

  it('loses nothing and repeats nothing, whatever the list', () => {
    const books = ['a', 'b', 'c', 'd'];
    fc.assert(
      fc.property(
        fc.array(
          fc.tuple(
            fc.constantFrom(...books),
            fc.constantFrom(...books),
            fc.constantFrom('g1', 'g2'),
          ),
          { maxLength: 12 },
        ),
        (specs) => {
          const list = specs.map(([home, away, game], i) =>
            arb(
              `o${i}`,
              [
                [home, 'Home'],
                [away, 'Away'],
              ],
              { eventId: game },
            ),
          );
          const groups = groupSharedLegs(list);
          const ids = groups.flatMap((g) => [g.lead.id, ...g.alternatives.map((o) => o.id)]);
          expect([...ids].sort()).toEqual(list.map((o) => o.id).sort());
          // Leads keep the list's order.
          const leads = groups.map((g) => list.indexOf(g.lead));
          expect(leads).toEqual([...leads].sort((x, y) => x - y));
        },
      ),
    );
  });
});
