import { isNull, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/database';
import { arbitrageHistory, opportunityLog } from '../db/schema/index';
import { identityOfCandidate, marketOf, positionLegs } from './candidates';
import type { EndReason, TrackedOpportunity } from './opportunity-tracker';

interface PendingRow {
  tracked: TrackedOpportunity;
  ended: { at: number; reason: EndReason } | null;
}

/**
 * Writes the platform's opportunity log in batches (one transaction per flush), and expires the
 * members' history records of opportunities that ended without being executed.
 */
export class OpportunityLogWriter {
  private pending = new Map<string, PendingRow>();
  private timer: NodeJS.Timeout | null = null;
  private flushing: Promise<void> | null = null;

  constructor(
    private readonly db: Database,
    private readonly log: FastifyBaseLogger,
    private readonly flushEveryMs = 2_000,
  ) {}

  start() {
    this.timer = setInterval(() => void this.flush(), this.flushEveryMs);
    this.timer.unref?.();
  }

  async stop() {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.flush();
  }

  /**
   * Opportunities left open by a previous run ended with it: nothing watched them since. Their log
   * rows end at `at` and members' active records of them expire, as any ended opportunity's do. One
   * still on the board is found again by the first sweep and logged afresh.
   */
  async endLeftOpen(at: Date): Promise<number> {
    return this.db.transaction(async (tx) => {
      const ended = await tx
        .update(opportunityLog)
        .set({ endedAt: at, endReason: 'server_restart' })
        .where(isNull(opportunityLog.endedAt))
        .returning({ id: opportunityLog.id });
      if (ended.length > 0) {
        await tx.execute(sql`
          update ${arbitrageHistory} set status = 'expired', expired_at = ${at}, updated_at = ${at}
          where status = 'active' and opportunity_id = any(${sql.param(ended.map((row) => row.id))}::text[])`);
      }
      return ended.length;
    });
  }

  seen(tracked: TrackedOpportunity) {
    const existing = this.pending.get(tracked.candidate.id);
    if (existing?.ended) return;
    this.pending.set(tracked.candidate.id, { tracked, ended: null });
  }

  ended(tracked: TrackedOpportunity, at: number, reason: EndReason) {
    this.pending.set(tracked.candidate.id, { tracked, ended: { at, reason } });
  }

  async flush(): Promise<void> {
    if (this.flushing) return this.flushing;
    if (this.pending.size === 0) return;
    const batch = [...this.pending.values()];
    this.pending = new Map();
    this.flushing = this.write(batch)
      .catch((error: unknown) => {
        this.log.error(
          { err: error, rows: batch.length },
          'opportunity log write failed; retrying next flush',
        );
        for (const row of batch)
          if (!this.pending.has(row.tracked.candidate.id))
            this.pending.set(row.tracked.candidate.id, row);
      })
      .finally(() => {
        this.flushing = null;
      });
    return this.flushing;
  }

  private async write(batch: PendingRow[]) {
    const rows = batch.map(({ tracked, ended }) => {
      const c = tracked.candidate;
      const position = positionLegs(c);
      const { key: marketKey, description } = identityOfCandidate(c);
      const legs = position
        ? position.map((l) => ({
            book: l.book,
            outcome: l.outcome,
            point: l.point ?? null,
            price: l.price,
            effectivePrice: l.effectivePrice,
            stakeRatio: l.stakeRatio,
            marketKey,
            description,
          }))
        : c.kind === 'value'
          ? [
              {
                book: c.value.book,
                outcome: c.value.outcome,
                point: c.value.point ?? null,
                price: c.value.price,
                effectivePrice: c.value.effectivePrice,
                stakeRatio: 1,
                marketKey,
                description,
              },
            ]
          : [];
      const { market, line } = marketOf(c);
      return {
        id: c.id,
        kind: c.kind,
        eventId: c.event.id,
        sportKey: c.event.sportKey,
        homeTeam: c.event.homeTeam,
        awayTeam: c.event.awayTeam,
        commenceTime: new Date(c.event.commenceTime),
        market,
        line,
        firstSeen: new Date(tracked.firstSeen),
        lastSeen: new Date(tracked.lastSeen),
        endedAt: ended ? new Date(ended.at) : null,
        endReason: ended?.reason ?? null,
        peakReturn: tracked.peakReturn,
        lastReturn: c.ret,
        legs,
        peakEvByMethod: c.kind === 'value' ? (tracked.peakEvByMethod ?? c.value.evByMethod) : null,
        minEv: c.kind === 'value' ? c.value.minEv : null,
      };
    });
    const ended = batch.filter((row) => row.ended);
    const endedIds = ended.map((row) => row.tracked.candidate.id);
    const endedAts = ended.map((row) => new Date(row.ended!.at).toISOString());
    await this.db.transaction(async (tx) => {
      for (let i = 0; i < rows.length; i += 500) {
        await tx
          .insert(opportunityLog)
          .values(rows.slice(i, i + 500))
          .onConflictDoUpdate({
            target: opportunityLog.id,
            set: {
              lastSeen: sql`excluded.last_seen`,
              endedAt: sql`excluded.ended_at`,
              endReason: sql`excluded.end_reason`,
              peakReturn: sql`greatest(${opportunityLog.peakReturn}, excluded.peak_return)`,
              lastReturn: sql`excluded.last_return`,
              legs: sql`excluded.legs`,
              // The tracker's running peak per method: it only rises while the bet is live.
              peakEvByMethod: sql`excluded.peak_ev_by_method`,
              minEv: sql`excluded.min_ev`,
            },
          });
      }
      if (endedIds.length) {
        // Members' open records end with their opportunity, unless the member executed them.
        await tx.execute(sql`
          update ${arbitrageHistory} as h set status = 'expired', expired_at = t.at, updated_at = t.at
          from unnest(${sql.param(endedIds)}::text[], ${sql.param(endedAts)}::timestamptz[]) as t(id, at)
          where h.opportunity_id = t.id and h.status = 'active'`);
      }
    });
  }
}
