import { describe, expect, it } from 'vitest';
import { syntheticOdds } from '../test-support/synthetic-odds';
import { PriceBoard } from './price-board';

describe('PriceBoard', () => {
  it('reports every price as new on the first poll and nothing on an identical second poll', () => {
    const board = new PriceBoard();
    const poll = syntheticOdds({ events: 3, books: 4 });
    const first = board.applySnapshot('basketball_nba', poll, 1);
    expect(first.changed).toHaveLength(3 * 4 * 6);
    expect(first.changed.every((c) => c.previousPrice === null)).toBe(true);
    const second = board.applySnapshot('basketball_nba', structuredClone(poll), 2);
    expect(second.changed).toHaveLength(0);
    expect(second.removed).toHaveLength(0);
  });

  it('reports a moved price with its previous value', () => {
    const board = new PriceBoard();
    const poll = syntheticOdds({ events: 1, books: 2 });
    board.applySnapshot('basketball_nba', poll, 1);
    const moved = structuredClone(poll);
    const outcome = moved[0]!.bookmakers[1]!.markets[0]!.outcomes[0]!;
    const before = outcome.price;
    outcome.price = 2.5;
    const diff = board.applySnapshot('basketball_nba', moved, 2);
    expect(diff.changed).toEqual([
      {
        quote: expect.objectContaining({ book: 'book1', market: 'h2h', price: 2.5 }),
        previousPrice: before,
      },
    ]);
  });

  it('removes a pulled line and an event that left the feed', () => {
    const board = new PriceBoard();
    const poll = syntheticOdds({ events: 2, books: 2 });
    board.applySnapshot('basketball_nba', poll, 1);
    const next = structuredClone(poll).slice(0, 1);
    next[0]!.bookmakers[0]!.markets = next[0]!.bookmakers[0]!.markets.filter(
      (m) => m.key !== 'totals',
    );
    const diff = board.applySnapshot('basketball_nba', next, 2);
    expect(diff.removedEventIds).toEqual(['ev00001']);
    expect(diff.removed).toHaveLength(2 * 6 + 2);
    expect(board.quotesOfEvent('ev00001')).toHaveLength(0);
    expect(board.quotesOfEvent('ev00000')).toHaveLength(2 * 6 - 2);
  });

  it('stamps a withdrawal with the book’s own time, where the book still answers', () => {
    const board = new PriceBoard();
    const poll = syntheticOdds({ events: 1, books: 2 });
    board.applySnapshot('basketball_nba', poll, 1);
    const next = structuredClone(poll);
    const [kept, gone] = next[0]!.bookmakers;
    // Book 0 moves its spread to a new line (its market stamped by the book); book 1 leaves.
    const spreads = kept!.markets.find((m) => m.key === 'spreads')!;
    spreads.last_update = '2030-01-01T00:00:05Z';
    for (const outcome of spreads.outcomes) outcome.point = (outcome.point ?? 0) + 1;
    next[0]!.bookmakers = [kept!];
    const diff = board.applySnapshot('basketball_nba', next, 2);
    const moved = diff.removed.filter((q) => q.book === kept!.key);
    expect(moved).toHaveLength(2);
    for (const quote of moved)
      expect(diff.withdrawnAt.get(quote.key)).toBe(Date.parse('2030-01-01T00:00:05Z'));
    const left = diff.removed.filter((q) => q.book === gone!.key);
    expect(left).toHaveLength(6);
    for (const quote of left) expect(diff.withdrawnAt.has(quote.key)).toBe(false);
  });

  it('keeps points apart: the same outcome at two lines is two quotes', () => {
    const board = new PriceBoard();
    const poll = syntheticOdds({ events: 1, books: 1 });
    poll[0]!.bookmakers[0]!.markets[2]!.outcomes.push({ name: 'Over', price: 2.1, point: 222.5 });
    const diff = board.applySnapshot('basketball_nba', poll, 1);
    const overs = diff.changed.filter((c) => c.quote.outcome === 'Over').map((c) => c.quote.point);
    expect(overs.sort()).toEqual([220.5, 222.5]);
  });

  it('says which books reported since a time exactly as a scan of every quote does, through polls, re-checks and a restore', () => {
    const board = new PriceBoard();
    const scan = (since: number) =>
      [
        ...new Set(
          [...board.allQuotes()]
            .filter((q) => board.events.get(q.eventId)?.sportKey === 'basketball_nba')
            .filter((q) => q.lastUpdate >= since)
            .map((q) => q.book),
        ),
      ].sort();
    const reported = (since: number) =>
      [...board.booksReportingSince('basketball_nba', since)].sort();
    const stamp = (minute: number) => new Date(Date.UTC(2030, 0, 1, 0, minute)).toISOString();
    const poll = syntheticOdds({ events: 3, books: 4 });
    board.applySnapshot('basketball_nba', poll, 1);
    const times = () => [...board.allQuotes()].map((q) => q.lastUpdate);
    const check = () => {
      for (const since of [0, ...times(), Math.max(...times()) + 1])
        expect(reported(since)).toEqual(scan(since));
    };
    check();
    // Book 2 refreshes one event's stamps without moving a price; book 3 leaves another event.
    const next = structuredClone(poll);
    next[0]!.bookmakers[2]!.last_update = stamp(5);
    for (const market of next[0]!.bookmakers[2]!.markets) market.last_update = stamp(5);
    next[1]!.bookmakers = next[1]!.bookmakers.slice(0, 3);
    board.applySnapshot('basketball_nba', next, 2);
    check();
    expect(reported(Date.parse(stamp(5)))).toEqual(['book2']);
    // A prop bought from book 1, stamped later than any featured price, outlives the next
    // featured poll (which does not speak for it), and so does its stamp.
    const prop = { ...structuredClone(next[0]!), bookmakers: [propBook('book1', stamp(9))] };
    board.applyEventMarkets('basketball_nba', prop.id, prop, ['player_points'], 2);
    check();
    board.applySnapshot('basketball_nba', next, 2);
    check();
    expect(reported(Date.parse(stamp(9)))).toEqual(['book1']);
    // A re-check that finds the event gone, then the last event leaving with the next poll.
    board.applyEventMarkets('basketball_nba', next[0]!.id, null, ['h2h'], 3);
    check();
    board.applySnapshot('basketball_nba', next.slice(1, 2), 4);
    check();
    const restored = new PriceBoard();
    restored.restore([...board.events.values()], [...board.allQuotes()]);
    for (const since of [0, ...times()])
      expect([...restored.booksReportingSince('basketball_nba', since)].sort()).toEqual(
        scan(since),
      );
  });
});

function propBook(key: string, lastUpdate: string) {
  const side = (name: string) => ({ name, description: 'A Player', point: 24.5, price: 1.9 });
  return {
    key,
    title: key,
    last_update: lastUpdate,
    markets: [
      { key: 'player_points', last_update: lastUpdate, outcomes: [side('Over'), side('Under')] },
    ],
  };
}
