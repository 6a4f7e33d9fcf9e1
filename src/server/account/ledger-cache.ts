import { EMPTY_LEDGER, type MemberLedger } from '../../core/book-ledger';
import type { Database } from '../db/database';
import { memberLedgerOf, readBookLedger } from './book-ledger-service';

/** Another process may have saved a ledger: one read here is trusted this long. */
const MAX_AGE_MS = 5_000;

/**
 * Members' ledgers held in memory, so serving the live lists and the stream does not wait on the
 * database for every request. A save in this process replaces the entry at once; a save in
 * another arrives as a `ledger.changed` control event and the entry is read again.
 */
export class LedgerCache {
  private entries = new Map<string, { ledger: MemberLedger; readAt: number }>();

  constructor(
    private readonly db: Database,
    private readonly now: () => number = Date.now,
  ) {}

  async get(userId: string): Promise<MemberLedger> {
    const cached = this.entries.get(userId);
    if (cached && this.now() - cached.readAt < MAX_AGE_MS) return cached.ledger;
    const ledger = memberLedgerOf(await readBookLedger(this.db, userId));
    this.set(userId, ledger);
    return ledger;
  }

  /** The last ledger read or saved for the member, however old; the empty ledger if none. */
  peek(userId: string): MemberLedger {
    return this.entries.get(userId)?.ledger ?? EMPTY_LEDGER;
  }

  set(userId: string, ledger: MemberLedger) {
    this.entries.set(userId, { ledger, readAt: this.now() });
  }

  /**
   * Reads a held ledger again. Open streams read it without waiting (`peek`), so the old one is
   * served until the new one is here rather than none; a failed read leaves it to the next `get`.
   */
  refresh(userId: string): void {
    const held = this.entries.get(userId);
    if (!held) return;
    held.readAt = Number.NEGATIVE_INFINITY;
    this.get(userId).catch(() => undefined);
  }

  /** Every held ledger may be stale (this process missed the events): each is read again. */
  refreshAll(): void {
    for (const userId of [...this.entries.keys()]) this.refresh(userId);
  }
}
