import { and, desc, gte, lt } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Opportunity } from '../../contracts/opportunities';
import { matchesRule } from '../../core/alerts/alert-rules';
import { methodFor } from '../../core/calibration/default-method';
import type { FairMethod } from '../../core/devig';
import { DEFAULT_DEVIG_METHOD, reachesMinEv } from '../../core/value';
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
  'kind' | 'sportKey' | 'market' | 'peakReturn' | 'legs' | 'peakEvByMethod' | 'minEv'
>;

/** A logged opportunity's figure in a member's digest: its peak return, under which method. */
export interface DigestFigure {
  readonly peakReturn: number;
  /** Value bets: the devig method the figure is under; null for arbitrage and middles. */
  readonly method: FairMethod | null;
}

/**
 * A logged opportunity as it belongs in a member's digest, or null. The log keeps no risk level,
 * so a digest judges by return, sport and books. Detection logs every bet some devig method calls
 * value (decision 032), so a value bet is judged by its peak EV under the member's own method and
 * must have reached the detection minimum `valueMinEv` (or its consensus price's own, `minEv`)
 * under it, whatever the member's lower alert threshold. Rows logged before each method's peak
 * was kept (migration 0017) carry power's only, and are judged by it.
 */
export function digestFigure(
  rule: MemberAlertRule,
  row: LoggedOpportunity,
  valueMinEv: number,
): DigestFigure | null {
  let figure: DigestFigure = { peakReturn: row.peakReturn, method: null };
  if (row.kind === 'value') {
    const own = methodFor(rule.devigMethod, rule.methodChoices, row.sportKey, row.market);
    const method = row.peakEvByMethod ? own : DEFAULT_DEVIG_METHOD;
    const peakReturn = row.peakEvByMethod?.[method] ?? row.peakReturn;
    if (!reachesMinEv(peakReturn, Math.max(valueMinEv, row.minEv ?? valueMinEv))) return null;
    figure = { peakReturn, method };
  }
  const candidate = {
    type: row.kind,
    sport: row.sportKey,
    arbitragePercentage: row.kind === 'arbitrage' ? figure.peakReturn * 100 : 0,
    expectedValue: figure.peakReturn,
    riskLevel: 'low' as const,
    legs: row.legs,
  } satisfies Pick<Opportunity, 'type' | 'sport' | 'arbitragePercentage' | 'expectedValue'> & {
    riskLevel: 'low';
    legs: { book: string }[];
  };
  return matchesRule(rule, candidate) ? figure : null;
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
    const matched = rows.flatMap((row) => {
      const figure = digestFigure(rule, row, this.rules.valueMinEv);
      return figure ? [{ row, figure }] : [];
    });
    // Best first by the member's own figures, which for value bets need not be power's order.
    matched.sort((a, b) => b.figure.peakReturn - a.figure.peakReturn);
    const lines = matched.slice(0, LISTED).map(({ row, figure }) => {
      const what =
        row.kind === 'arbitrage'
          ? 'arbitrage'
          : figure.method
            ? `${row.kind} (expected, ${figure.method})`
            : `${row.kind} (expected)`;
      return `${row.homeTeam} vs ${row.awayTeam} — ${(figure.peakReturn * 100).toFixed(2)}% ${what}, ${row.market}, at ${[...new Set(row.legs.map((l) => l.book))].join(' / ')}, seen ${row.firstSeen.toISOString().slice(0, 16).replace('T', ' ')} UTC`;
    });
    return lines;
  }
}
