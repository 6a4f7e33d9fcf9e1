import { sportGroupOf, sportIcon } from '../../core/catalog/sports';
import type { FeedStatus, OddsResponse, SportsResponse } from '../../contracts/feed';
import type { Config } from '../config';
import type { FeedReads, OddsAnswer } from '../replica/feed-reads';
import type { OddsFeed } from './odds-feed';
import { oddsSourceName } from './odds-source-name';
import type { BoardQuote } from './price-board';

/** The feed reads where the odds feed runs: read from the feed and its board at once. */
export class LocalFeedReads implements FeedReads {
  constructor(
    private readonly feed: OddsFeed,
    private readonly config: Config,
  ) {}

  sports(): Promise<SportsResponse> {
    const { feed } = this;
    const polled = new Set(feed.status().sports.map((s) => s.key));
    return Promise.resolve({
      sports: feed.sportCatalogue().map((s) => {
        const group = sportGroupOf(s.key);
        return {
          key: s.key,
          group: s.group,
          title: s.title,
          sportGroup: group,
          icon: sportIcon(group),
          active: s.active,
          polled: polled.has(s.key),
          events: feed.board.eventsOfSport(s.key).length,
        };
      }),
    });
  }

  status(): Promise<FeedStatus> {
    const { feed, config } = this;
    const status = feed.status();
    const lastUpdated = status.sports
      .map((s) => s.lastSuccessAt)
      .filter((t): t is string => t !== null)
      .sort()
      .at(-1);
    return Promise.resolve({
      source: oddsSourceName(config),
      halted: status.halted,
      intervalSeconds: feed.effectiveIntervalMs / 1000,
      booksReporting: feed.booksReportingInLastCycle(),
      lastUpdated: lastUpdated ?? null,
      creditsSpentThisMonth: status.creditsSpentThisMonth,
      monthlyCredits: config.odds.monthlyCredits,
      sports: status.sports,
    });
  }

  odds(sport: string, eventId: string | undefined): Promise<OddsAnswer> {
    const { feed } = this;
    const sportStatus = feed.status().sports.find((s) => s.key === sport);
    if (!sportStatus) return Promise.resolve({ missing: `Unknown or unpolled sport: ${sport}` });
    const events = feed.board.eventsOfSport(sport).filter((e) => !eventId || e.id === eventId);
    if (eventId && events.length === 0)
      return Promise.resolve({ missing: `No event ${eventId} on the ${sport} board` });
    const odds: OddsResponse = {
      sport,
      source: sportStatus.source,
      events: events
        .sort((a, b) => a.commenceTime - b.commenceTime)
        .map((e) => ({
          id: e.id,
          sportKey: e.sportKey,
          homeTeam: e.homeTeam,
          awayTeam: e.awayTeam,
          commenceTime: new Date(e.commenceTime).toISOString(),
          quotes: feed.board.quotesOfEvent(e.id).map((q) => ({
            market: q.market,
            outcome: q.outcome,
            point: q.point,
            description: q.description ?? null,
            book: q.book,
            price: q.price,
            lastUpdate: new Date(q.lastUpdate).toISOString(),
            betLimit: q.betLimit,
          })),
        })),
    };
    return Promise.resolve({ json: JSON.stringify(odds) });
  }

  quotesOfEvent(eventId: string): Promise<readonly BoardQuote[]> {
    return Promise.resolve(this.feed.board.quotesOfEvent(eventId));
  }
}
