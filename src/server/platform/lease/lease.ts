/**
 * The right to be the one process doing something (the scanner's polling). Any number of
 * processes may want it; at most one holds it at a time.
 */
export interface Lease {
  readonly kind: 'memory' | 'postgres';
  /** True while this process holds the lease. */
  readonly held: boolean;
  /** Told `true` when this process gains the lease and `false` the moment it loses it. */
  onChange(listener: (held: boolean) => void): void;
  /** Starts trying to take the lease (and, once held, checking that it still is). */
  start(): Promise<void>;
  /** Gives the lease up, so a standby takes over without waiting. */
  stop(): Promise<void>;
}
