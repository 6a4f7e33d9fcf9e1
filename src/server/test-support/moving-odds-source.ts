import type { StreamEvent } from '../../contracts/opportunities';
import { costOf, FakeOddsApi, send } from '../odds/fixtures/fake-odds-api';
import type { WireEventOdds } from '../odds/wire-format';
import { SOURCE_KEY, SPORT } from './cluster-scenarios';
import { moneylineGame } from './moneyline-game';
import { syntheticOdds } from './synthetic-odds';

export const MOVING_EVENT_ID = 'moving-arbitrage';
const MOVING_BOOK = 'move0';
/** Distinct prices before one repeats: far more polls than an event can take to arrive. */
const PRICE_CYCLE = 40;

const priceKey = (price: number) => price.toFixed(3);

/** The moving book's home price on poll `n`: a different price every poll, always an arbitrage. */
const movingPrice = (n: number) => Math.round((2.1 + (n % PRICE_CYCLE) / 1000) * 1000) / 1000;

/** One game that is an arbitrage across three books; one book moves its home price every poll. */
const movingGame = (homePrice: number, start: number): WireEventOdds =>
  moneylineGame({
    id: MOVING_EVENT_ID,
    sportKey: SPORT,
    homeTeam: 'Movers',
    awayTeam: 'Stayers',
    commenceTime: start,
    prices: { [MOVING_BOOK]: [homePrice, 1.8, 0], move1: [1.75, 2.05, 0], move2: [1.8, 1.85, 0] },
    at: Date.now(),
  });

/**
 * A v4 source whose prices move on every poll (a few still games around one moving arbitrage),
 * remembering when it answered each price: the start of a freshness measurement.
 */
export async function movingOddsSource() {
  const source = await new FakeOddsApi(SOURCE_KEY).start();
  const answers: { key: string; at: number }[] = [];
  // Games an hour away: the planner polls them at the near interval.
  const start = Date.now() + 3_600_000;
  const still = syntheticOdds({ sport: SPORT, events: 4, books: 3, start });
  source.answer = (request, res) => {
    if (!request.path.endsWith('/odds')) return false;
    const price = movingPrice(answers.length);
    const body = JSON.stringify([...still, movingGame(price, start)]);
    const headers = source.quotaHeaders(costOf(request));
    answers.push({ key: priceKey(price), at: performance.now() });
    send(res, 200, body, headers);
    return true;
  };
  return {
    source,
    polls: () => answers.length,
    /**
     * When the source answered the price this event carries (performance.now()), or null for an
     * event that is not the moving game's: the latest answer of that price before `receivedAt`.
     */
    answeredAt(event: StreamEvent, receivedAt: number): number | null {
      if (event.type !== 'opportunity.added' && event.type !== 'opportunity.updated') return null;
      if (event.opportunity.eventId !== MOVING_EVENT_ID) return null;
      const leg = event.opportunity.legs.find((l) => l.book === MOVING_BOOK);
      if (!leg) return null;
      const key = priceKey(leg.price);
      for (let i = answers.length - 1; i >= 0; i--) {
        const answer = answers[i]!;
        if (answer.key === key && answer.at <= receivedAt) return answer.at;
      }
      return null;
    },
  };
}
