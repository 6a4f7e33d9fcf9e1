import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EventMarketStore } from './event-market-store';
import { OddsApiClient } from './odds-api-client';
import { startSimulatorProcess, type SimulatorProcess } from './simulator-process';

/** The client's per-event calls against the embedded simulator, as its own process. */

let sim: SimulatorProcess;
let client: OddsApiClient;
beforeAll(async () => {
  sim = await startSimulatorProcess({ seed: 4, speed: 1 });
  client = new OddsApiClient(sim.url, 'any-key', 10_000);
});
afterAll(() => sim.stop());

describe('event markets from the simulator', () => {
  it('discovers markets for one credit, then buys props charged per market returned', async () => {
    const { data } = await client.odds('basketball_nba', { regions: ['us'], markets: ['h2h'] });
    const event = data.events[0]!;
    const listing = await client.eventMarkets('basketball_nba', event.id, {
      regions: ['us', 'eu'],
    });
    expect(listing.quota.last).toBe(1);
    expect(listing.data.eventId).toBe(event.id);
    expect(listing.data.books.size).toBeGreaterThan(5);

    const store = new EventMarketStore();
    store.recordListing(listing.data, { home: event.home_team, away: event.away_team }, Date.now());
    const ranked = [...store.booksPerMarket(event.id)]
      .filter(([key]) => key.startsWith('player_'))
      .sort((a, b) => b[1] - a[1])
      .map(([key]) => key);
    expect(ranked.length).toBeGreaterThan(1);

    const markets = [...ranked.slice(0, 2), 'alternate_totals', 'player_pass_yds'];
    const odds = await client.eventOdds('basketball_nba', event.id, {
      regions: ['us', 'eu'],
      markets,
    });
    expect(odds.data.dropped).toEqual({});
    const wire = odds.data.events[0]!;
    const returned = new Set(wire.bookmakers.flatMap((b) => b.markets.map((m) => m.key)));
    expect(returned.has('player_pass_yds')).toBe(false);
    expect(odds.quota.last).toBe(returned.size * 2);

    expect(store.applyOdds(wire, markets, Date.now())).toBeGreaterThan(50);
    const props = store.quotes(event.id).filter((q) => q.marketType === 'player_prop');
    expect(props.length).toBeGreaterThan(20);
    for (const q of props) {
      expect(q.player).not.toBeNull();
      expect(q.line).not.toBeNull();
      expect(q.price).toBeGreaterThan(1);
    }
    expect(store.quotes(event.id).some((q) => q.marketType === 'alternate')).toBe(true);
  });
});
