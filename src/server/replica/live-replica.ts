import type { Opportunity } from '../../contracts/opportunities';

/**
 * The read model of the live opportunities that API code reads: in one process it reads the
 * engine's tracker; in an API process of a cluster it is fed by the bus. Routes and services
 * read live data only through it, never from the engine.
 */
export interface LiveReplica {
  /** Every live opportunity as a member sees it now. */
  list(): Opportunity[];
  get(id: string): Opportunity | undefined;
  has(id: string): boolean;
  ids(): string[];
  /**
   * False while the live set cannot be refreshed (the broker is away): what it holds is the last
   * known set, and each opportunity says its prices are not refreshing.
   */
  readonly refreshing: boolean;
  /** Grows whenever the set changes: a snapshot of an older version is stale. */
  readonly version: number;
}
