import type { PriceBoard } from '../src/server/odds/price-board';
import { percentile } from './measure';

/**
 * What a board looks like before detection reads it, figures a handful of recorded markets can
 * pin down where hit rates cannot: each book's overround on the market it quotes (Σ 1/price over
 * one line's outcomes) and the share of books quoting a spread or total off the market's most
 * quoted line.
 */
export function boardShape(board: PriceBoard) {
  const overrounds: number[] = [];
  let lineMarkets = 0;
  let offMain = 0;
  for (const event of board.events.values()) {
    const byBookLine = new Map<string, number>();
    const lineOfBook = new Map<string, number>();
    for (const quote of board.quotesOfEvent(event.id)) {
      if (!['h2h', 'spreads', 'totals'].includes(quote.market)) continue;
      const point = quote.point ?? 0;
      const line = quote.market === 'spreads' && quote.outcome !== event.homeTeam ? -point : point;
      const key = `${quote.market}\u0001${quote.book}\u0001${line}`;
      byBookLine.set(key, (byBookLine.get(key) ?? 0) + 1 / quote.price);
      const bookMarket = `${quote.market}\u0001${quote.book}`;
      // A book's first line in a market is its main one; a second listed line is an alternate.
      if (quote.market !== 'h2h' && !lineOfBook.has(bookMarket)) lineOfBook.set(bookMarket, line);
    }
    overrounds.push(...[...byBookLine.values()].map((sum) => sum - 1));
    const counts = new Map<string, number>();
    for (const [bookMarket, line] of lineOfBook) {
      const key = `${bookMarket.split('\u0001')[0]}\u0001${line}`;
      counts.set(key, (counts.get(key) ?? 0) + 1);
    }
    for (const market of ['spreads', 'totals']) {
      let most = 0;
      let all = 0;
      for (const [key, count] of counts) {
        if (!key.startsWith(`${market}\u0001`)) continue;
        all += count;
        most = Math.max(most, count);
      }
      lineMarkets += all;
      offMain += all - most;
    }
  }
  const pct = (p: number) => Math.round(percentile(overrounds, p) * 10_000) / 10_000;
  return {
    bookOverround: { p10: pct(10), median: pct(50), p90: pct(90) },
    booksOffMainLine: Math.round((offMain / Math.max(1, lineMarkets)) * 10_000) / 10_000,
  };
}
