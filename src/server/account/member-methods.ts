import type { DevigChoice, MarketMethod } from '../../core/calibration/default-method';
import { DEFAULT_DEVIG_METHOD } from '../../core/value';
import type { MethodChoiceCache } from '../calibration/method-choice-cache';
import type { Database } from '../db/database';
import { readSettings } from './settings-service';

/** Another process may have saved the settings: one read here is trusted this long. */
const MAX_AGE_MS = 5_000;

/** The devig method a member's value bets are judged by, and what it needs to resolve 'auto'. */
export interface MemberMethod {
  readonly choice: DevigChoice;
  /** The evidence's method per market, read only for a member on 'auto'. */
  readonly choices: readonly MarketMethod[];
  /** The detection minimum a value bet's EV must reach under the member's method. */
  readonly minEv: number;
}

/**
 * Members' devig methods held in memory, as their ledgers are (LedgerCache): every list request
 * and stream message filters value bets by the member's method without waiting on the database.
 * A save in this process replaces the entry at once.
 */
export class MemberMethods {
  private entries = new Map<string, { choice: DevigChoice; readAt: number }>();

  constructor(
    private readonly db: Database,
    private readonly minEv: number,
    private readonly choices: MethodChoiceCache,
    private readonly now: () => number = Date.now,
  ) {}

  async get(userId: string): Promise<MemberMethod> {
    const cached = this.entries.get(userId);
    let choice = cached?.choice;
    if (!cached || this.now() - cached.readAt >= MAX_AGE_MS) {
      choice = (await readSettings(this.db, userId))?.devigMethod ?? DEFAULT_DEVIG_METHOD;
      this.set(userId, choice);
    }
    if (choice === 'auto') await this.choices.get();
    return this.peek(userId);
  }

  /** The last method read or saved for the member, however old; power if none. */
  peek(userId: string): MemberMethod {
    const choice = this.entries.get(userId)?.choice ?? DEFAULT_DEVIG_METHOD;
    return { choice, choices: choice === 'auto' ? this.choices.latest : [], minEv: this.minEv };
  }

  set(userId: string, choice: DevigChoice) {
    this.entries.set(userId, { choice, readAt: this.now() });
  }
}
