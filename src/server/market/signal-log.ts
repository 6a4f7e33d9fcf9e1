import type { PublishedSignal } from '../../core/market-analysis/published-signals';
import type { Database } from '../db/database';
import { marketSignals } from '../db/schema/index';

/** Signals are kept this long in memory to skip re-inserting them; the table is the record. */
const REMEMBER_MS = 48 * 3_600_000;

/**
 * Writes each published signal once, as it was first seen (a later analysis of the same move
 * never rewrites it). Several processes may log the same signal: the insert ignores a repeat.
 */
export class SignalLog {
  private readonly logged = new Map<string, number>();

  constructor(private readonly db: Database) {}

  async record(signals: readonly PublishedSignal[], now: number): Promise<number> {
    for (const [id, at] of this.logged) if (at < now - REMEMBER_MS) this.logged.delete(id);
    const fresh = signals.filter((signal) => !this.logged.has(signal.id));
    if (fresh.length === 0) return 0;
    const stored = await this.db
      .insert(marketSignals)
      .values(
        fresh.map((signal) => ({
          id: signal.id,
          kind: signal.kind,
          eventId: signal.eventId,
          sportKey: signal.sport,
          market: signal.market,
          side: signal.side,
          signalledAt: new Date(signal.signalledAt),
          commenceTime: new Date(signal.commenceTime),
          confidence: signal.confidence,
        })),
      )
      .onConflictDoNothing()
      .returning({ id: marketSignals.id });
    for (const signal of fresh) this.logged.set(signal.id, signal.signalledAt);
    return stored.length;
  }
}
