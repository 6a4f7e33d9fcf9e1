import { clvFigure, type ClvFigure } from '../statistics/clv-figure';
import { edgeDecay, LEAD_TIME_BUCKETS, leadTimeBucket } from './closing-line-value';
import type { PortfolioBet } from './portfolio-bet';
import type { MarketType } from '../market-type';

/** A member's bet as the CLV breakdown reads it. */
export interface ClvBet extends Pick<PortfolioBet, 'book' | 'sport' | 'kind' | 'clv'> {
  /** The market key (`spreads`, `player_points`): what the member sees as the market. */
  readonly market: string;
  /** core/market-type.ts of the key. */
  readonly marketType: MarketType;
  /** Placed → start, in ms; null without a start or when placed after it. */
  readonly leadMs: number | null;
  /** The EV the opportunity was detected with, for a value bet taken from one; else null. */
  readonly evAtDetection: number | null;
}

export interface ClvGroup {
  readonly key: string;
  readonly clv: ClvFigure;
}

export interface ClvBreakdown {
  readonly overall: ClvFigure;
  readonly byBook: ClvGroup[];
  readonly bySport: ClvGroup[];
  readonly byMarket: ClvGroup[];
  readonly byKind: ClvGroup[];
  /** main, alternate, period, player_prop (and unknown). */
  readonly byMarketType: ClvGroup[];
  /** In LEAD_TIME_BUCKETS order, only buckets holding a bet with a close. */
  readonly byLeadTime: ClvGroup[];
  /** EV at detection − CLV, over value bets taken from an opportunity that have a close. */
  readonly edgeDecay: ClvFigure;
}

function groups(bets: readonly ClvBet[], keyOf: (bet: ClvBet) => string | null): ClvGroup[] {
  const values = new Map<string, number[]>();
  for (const bet of bets) {
    const key = keyOf(bet);
    if (key === null || bet.clv === null) continue;
    const own = values.get(key);
    if (own) own.push(bet.clv);
    else values.set(key, [bet.clv]);
  }
  return [...values]
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([key, own]) => ({ key, clv: clvFigure(own) }));
}

/**
 * CLV by book, sport, market, kind and lead time, each with its sample size and interval, and the
 * edge decay of value bets. Only bets with a recorded close count in a CLV figure.
 */
export function clvBreakdown(bets: readonly ClvBet[]): ClvBreakdown {
  const order = new Map<string, number>(LEAD_TIME_BUCKETS.map((bucket, index) => [bucket, index]));
  return {
    overall: clvFigure(bets.flatMap((bet) => (bet.clv === null ? [] : [bet.clv]))),
    byBook: groups(bets, (bet) => bet.book),
    bySport: groups(bets, (bet) => bet.sport),
    byMarket: groups(bets, (bet) => bet.market),
    byKind: groups(bets, (bet) => bet.kind),
    byMarketType: groups(bets, (bet) => bet.marketType),
    byLeadTime: groups(bets, (bet) =>
      bet.leadMs === null ? null : leadTimeBucket(bet.leadMs),
    ).sort((a, b) => order.get(a.key)! - order.get(b.key)!),
    edgeDecay: clvFigure(
      bets.flatMap((bet) => {
        const decay = bet.kind === 'value' ? edgeDecay(bet.evAtDetection, bet.clv) : null;
        return decay === null ? [] : [decay];
      }),
    ),
  };
}
