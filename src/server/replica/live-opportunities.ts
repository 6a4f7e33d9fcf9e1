import type { DashboardStats, Opportunity } from '../../contracts/opportunities';
import { sportLabel } from '../../core/catalog/sports';
import type { SportGroup } from '../../core/catalog/sports';
import { profitAtStake } from '../../core/stake-capacity';
import { SharedBody } from '../http/shared-body';
import type { LiveReplica } from './live-replica';

export type Snapshot = SharedBody;

const roundCents = (value: number) => Math.round(value * 100) / 100;
const premiumProfit = (stake: number) => roundCents(stake * 0.02);

/** Ages shown to members move with the clock; a snapshot is reused for at most this long. */
const SNAPSHOT_TTL_MS = 1_000;

/**
 * What the REST endpoints serve: the replica's live opportunities, serialised once per change (or
 * per second) and shared by every request, with an ETag.
 */
export class LiveOpportunities {
  private cache = new Map<string, { version: number; builtAt: number; snapshot: Snapshot }>();

  constructor(
    private readonly replica: LiveReplica,
    private readonly now: () => number = Date.now,
  ) {}

  list(filter: (o: Opportunity) => boolean): Opportunity[] {
    return this.replica
      .list()
      .filter(filter)
      .sort((a, b) => b.expectedValue - a.expectedValue || a.id.localeCompare(b.id));
  }

  arbitrage(): Snapshot {
    return this.snapshot('arbitrage', (o) => o.type === 'arbitrage');
  }

  all(): Snapshot {
    return this.snapshot('all', () => true);
  }

  /**
   * The dashboard cards at the member's stake: money first. "Premium" pays at least 2 % of that
   * stake in dollars, within the books' limits (a limited book caps what it can pay).
   */
  stats(stake = 1000): DashboardStats {
    const now = this.now();
    const all = this.replica.list();
    const arbs = all
      .filter((o) => o.type === 'arbitrage' && Date.parse(o.commenceTime) > now)
      .sort((a, b) => b.expectedValue - a.expectedValue || a.id.localeCompare(b.id));
    const bySport = new Map<string, { sportGroup: string; title: string; count: number }>();
    for (const o of arbs) {
      const entry = bySport.get(o.sport) ?? {
        sportGroup: o.sportGroup,
        title: o.sportTitle || sportLabel(o.sportGroup as SportGroup),
        count: 0,
      };
      entry.count++;
      bySport.set(o.sport, entry);
    }
    return {
      liveArbitrage: arbs.length,
      valueBets: all.filter((o) => o.type === 'value').length,
      middles: all.filter((o) => o.type === 'middle').length,
      averageReturn: arbs.length
        ? arbs.reduce((sum, o) => sum + o.arbitragePercentage, 0) / arbs.length
        : null,
      next24h: arbs.filter((o) => Date.parse(o.commenceTime) - now <= 86_400_000).length,
      stake,
      averageProfit: arbs.length
        ? roundCents(arbs.reduce((sum, o) => sum + profitAtStake(o, stake), 0) / arbs.length)
        : null,
      premium: arbs.filter((o) => profitAtStake(o, stake) >= premiumProfit(stake)).length,
      premiumProfit: premiumProfit(stake),
      bySport: [...bySport]
        .map(([sport, v]) => ({ sport, ...v }))
        .sort((a, b) => b.count - a.count || a.sport.localeCompare(b.sport)),
      generatedAt: new Date(now).toISOString(),
    };
  }

  private snapshot(name: string, filter: (o: Opportunity) => boolean): Snapshot {
    const now = this.now();
    const version = this.replica.version;
    const cached = this.cache.get(name);
    if (cached && cached.version === version && now - cached.builtAt < SNAPSHOT_TTL_MS)
      return cached.snapshot;
    const json = JSON.stringify({
      opportunities: this.list(filter),
      generatedAt: new Date(now).toISOString(),
    });
    const snapshot = new SharedBody(json);
    this.cache.set(name, { version, builtAt: now, snapshot });
    return snapshot;
  }
}
