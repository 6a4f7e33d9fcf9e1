/** A piece of background work run every `everyMs`: a settlement pass, an alert-sending pass… */
export interface Job {
  /** Unique, kebab-case: also the pg-boss queue name. */
  name: string;
  everyMs: number;
  run: () => Promise<unknown>;
}

/**
 * Runs each job's passes one at a time; on PostgreSQL, one at a time across every jobs process
 * (decision 023). A failed pass is logged and the next one comes on schedule.
 */
export interface JobRunner {
  readonly kind: 'memory' | 'pg-boss';
  /** Whether start() has finished (readiness of the jobs role). */
  readonly started: boolean;
  /** Adds jobs; before start(). */
  add(...jobs: Job[]): void;
  start(): Promise<void>;
  /** Stops scheduling and waits for the passes under way. */
  stop(): Promise<void>;
}
