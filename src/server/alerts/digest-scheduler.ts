import { and, desc, gte, lt } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Opportunity } from '../../contracts/opportunities';
import { matchesRule } from '../../core/alerts/alert-rules';
import { reachesMinEv } from '../../core/value';
import type { Database } from '../db/database';
import { alertOutbox, opportunityLog } from '../db/schema/index';
import { PeriodicPass } from '../platform/jobs/periodic-pass';
import type { AlertDispatcher } from './alert-dispatcher';
import type { MemberAlertRule, MemberRules } from './member-rules';

const DAY_MS = 86_400_000;
const DIGEST_HOUR = 8;
const LISTED = 20;

interface LocalClock {
  date: string;
  hour: number;
  /** 1 = Monday … 7 = Sunday. */
  weekday: number;
}

function localClock(at: number, timeZone: string): LocalClock {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    hourCycle: 'h23',
    weekday: 'short',
  }).formatToParts(at);
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  const weekdays = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];
  return {
    date: `${part('year')}-${part('month')}-${part('day')}`,
    hour: Number(part('hour')),
    weekday: weekdays.indexOf(part('weekday')) + 1,
  };
}

type LoggedOpportunity = Pick<
  typeof opportunityLog.$inferSelect,
  'kind' | 'sportKey' | 'peakReturn' | 'legs'
>;

/**
 * Whether a logged opportunity belongs in a member's digest. The log keeps no risk level, so a
 * digest judges by return, sport and books; and it keeps power's returns only, while detection
 * logs every bet some devig method calls value (decision 032): a value bet whose power return
 * never reached the detection minimum `valueMinEv` is left out, whatever the member's own
 * threshold, rather than listed at a figure below what Arbiter calls value.
 */
export function digestMatches(
  rule: MemberAlertRule,
  row: LoggedOpportunity,
  valueMinEv: number,
): boolean {
  if (row.kind === 'value' && !reachesMinEv(row.peakReturn, valueMinEv)) return false;
  const candidate = {
    type: row.kind,
    sport: row.sportKey,
    arbitragePercentage: row.kind === 'arbitrage' ? row.peakReturn * 100 : 0,
    expectedValue: row.peakReturn,
    riskLevel: 'low' as const,
    legs: row.legs,
  } satisfies Pick<Opportunity, 'type' | 'sport' | 'arbitragePercentage' | 'expectedValue'> & {
    riskLevel: 'low';
    legs: { book: string }[];
  };
  return matchesRule(rule, candidate);
}

/**
 * The digest due now for a member, if any: daily members at 08:00 their time, weekly members on
 * Monday at 08:00. The key names the period, so one digest per period survives restarts.
 */
export function dueDigest(
  rule: Pick<MemberAlertRule, 'email' | 'frequency' | 'timezone'>,
  at: number,
): { key: string; periodMs: number } | null {
  if (!rule.email || rule.frequency === 'instant') return null;
  const local = localClock(at, rule.timezone);
  if (local.hour < DIGEST_HOUR) return null;
  if (rule.frequency === 'daily') return { key: `digest:daily:${local.date}`, periodMs: DAY_MS };
  if (local.weekday !== 1) return null;
  return { key: `digest:weekly:${local.date}`, periodMs: 7 * DAY_MS };
}

/** Daily and weekly digests of what matched each member's rule in the period. */
export class DigestScheduler {
  private readonly passes: PeriodicPass<void>;

  constructor(
    private readonly db: Database,
    private readonly rules: MemberRules,
    private readonly dispatcher: AlertDispatcher,
    private readonly clock: () => Date,
    log: FastifyBaseLogger,
  ) {
    this.passes = new PeriodicPass(() => this.run(), undefined, log, 'digest pass failed');
  }

  runOnce() {
    return this.passes.runOnce();
  }

  private async run() {
    const now = this.clock();
    for (const rule of await this.rules.current()) {
      const due = dueDigest(rule, now.getTime());
      if (!due) continue;
      const [row] = await this.db
        .insert(alertOutbox)
        .values({
          userId: rule.userId,
          channel: 'email',
          kind: 'digest',
          dedupeKey: due.key,
          payload: {},
          recipient: rule.address,
          nextAttemptAt: now,
          createdAt: now,
        })
        .onConflictDoNothing()
        .returning({ id: alertOutbox.id });
      if (!row) continue;
      const lines = await this.matchedIn(rule, new Date(now.getTime() - due.periodMs), now);
      if (lines.length === 0) {
        await this.dispatcher.markSkipped(row.id, 'nothing matched your alerts in this period');
        continue;
      }
      const period = due.periodMs === DAY_MS ? 'day' : 'week';
      const unsubscribe = this.dispatcher.unsubscribeLinkFor(rule.userId);
      const text = [
        `What matched your alerts in the last ${period} (best return first):`,
        '',
        ...lines,
        '',
        `Stop these e-mails: ${unsubscribe}`,
      ].join('\n');
      await this.dispatcher.sendEmailRow(
        row.id,
        rule,
        {
          subject: `Arbiter: your ${period === 'day' ? 'daily' : 'weekly'} digest (${lines.length})`,
          text,
          html: `<pre style="font-family:system-ui,sans-serif">${text.replace(/[&<>]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;' })[c]!)}</pre>`,
        },
        now,
      );
    }
  }

  private async matchedIn(rule: MemberAlertRule, from: Date, to: Date): Promise<string[]> {
    const rows = await this.db
      .select()
      .from(opportunityLog)
      .where(and(gte(opportunityLog.firstSeen, from), lt(opportunityLog.firstSeen, to)))
      .orderBy(desc(opportunityLog.peakReturn))
      .limit(2_000);
    const lines: string[] = [];
    for (const row of rows) {
      if (!digestMatches(rule, row, this.rules.valueMinEv)) continue;
      const what = row.kind === 'arbitrage' ? 'arbitrage' : `${row.kind} (expected)`;
      lines.push(
        `${row.homeTeam} vs ${row.awayTeam} — ${(row.peakReturn * 100).toFixed(2)}% ${what}, ${row.market}, at ${[...new Set(row.legs.map((l) => l.book))].join(' / ')}, seen ${row.firstSeen.toISOString().slice(0, 16).replace('T', ' ')} UTC`,
      );
      if (lines.length >= LISTED) break;
    }
    return lines;
  }
}
