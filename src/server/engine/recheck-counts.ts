import type { Database } from '../db/database';
import { countHit, uncountHit } from '../platform/limits/shared-counter';

/** Members' daily re-check counts: in this process, or shared by every process (PostgreSQL). */
export interface RecheckCounts {
  /** Counts one of the member's re-checks of `day` (UTC); false, counting nothing, past `limit`. */
  take(memberId: string, day: string, limit: number): Promise<boolean>;
  /** Gives one back (a failed check costs the member nothing). */
  giveBack(memberId: string, day: string): Promise<void>;
}

export class MemoryRecheckCounts implements RecheckCounts {
  private readonly members = new Map<string, { day: string; count: number }>();

  async take(memberId: string, day: string, limit: number): Promise<boolean> {
    const entry = this.members.get(memberId);
    const count = entry && entry.day === day ? entry.count : 0;
    if (count >= limit) return false;
    this.members.set(memberId, { day, count: count + 1 });
    return true;
  }

  async giveBack(memberId: string, day: string): Promise<void> {
    const entry = this.members.get(memberId);
    if (entry && entry.day === day) entry.count = Math.max(0, entry.count - 1);
  }
}

const DAY_MS = 86_400_000;
const keyOf = (memberId: string, day: string) => `recheck:${memberId}:${day}`;

export class SharedRecheckCounts implements RecheckCounts {
  constructor(private readonly db: Database) {}

  async take(memberId: string, day: string, limit: number): Promise<boolean> {
    // The day is in the key; the window only lets the purge drop the row after it.
    const { hits } = await countHit(this.db, keyOf(memberId, day), 2 * DAY_MS);
    if (hits <= limit) return true;
    await uncountHit(this.db, keyOf(memberId, day));
    return false;
  }

  giveBack(memberId: string, day: string): Promise<void> {
    return uncountHit(this.db, keyOf(memberId, day));
  }
}
