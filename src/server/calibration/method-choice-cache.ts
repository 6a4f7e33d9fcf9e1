import type { MarketMethod } from '../../core/calibration/default-method';
import type { Database } from '../db/database';
import { methodChoices } from './calibration-figures';

/**
 * Closes are scored a few times an hour and a choice needs hundreds of them to move: reading every
 * real close again at each alert-rule reload (every minute) would buy nothing.
 */
const KEEP_MS = 15 * 60_000;

/** What 'auto' means per market, read from the scored closes at most every KEEP_MS. */
export class MethodChoiceCache {
  private value: Promise<readonly MarketMethod[]> | null = null;
  private readAt = 0;
  /** The last choices read, for a caller that cannot wait (a stream message); none before. */
  latest: readonly MarketMethod[] = [];

  constructor(
    private readonly db: Database,
    private readonly clock: () => Date,
  ) {}

  get(): Promise<readonly MarketMethod[]> {
    const now = this.clock().getTime();
    if (!this.value || now - this.readAt > KEEP_MS) {
      this.readAt = now;
      const value = methodChoices(this.db);
      value.then(
        (choices) => {
          if (this.value === value) this.latest = choices;
        },
        // A failed read is not kept: the next reload tries again.
        () => {
          if (this.value === value) this.value = null;
        },
      );
      this.value = value;
    }
    return this.value;
  }
}
