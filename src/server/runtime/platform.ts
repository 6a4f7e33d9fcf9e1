import type { FastifyBaseLogger } from 'fastify';
import type { DatabaseHandle } from '../db/database';
import type { JobRunner } from '../platform/jobs/job-runner';
import { MemoryJobRunner } from '../platform/jobs/memory-job-runner';
import { PgBossRunner } from '../platform/jobs/pg-boss-runner';
import type { Lease } from '../platform/lease/lease';
import { MemoryLease } from '../platform/lease/memory-lease';
import { PostgresLease } from '../platform/lease/postgres-lease';

export type PlatformKind = 'memory' | 'postgres';

/** How often a standby scanner asks for the lease and the holder checks it still has it. */
const LEASE_EVERY_MS = 1_000;

export interface Platform {
  kind: PlatformKind;
  /** The scanner's lease: exactly one scanner polls. */
  lease: Lease;
  /** Where the jobs role's passes run. */
  jobs: JobRunner;
  /** Another lease by name, for other work one process does at a time (the Telegram bot). */
  leaseFor(name: string): Lease;
}

/**
 * The cross-process parts (decision 023): in memory for one process, or on PostgreSQL (an
 * advisory-lock lease, pg-boss) when several processes share one database.
 */
export function createPlatform(
  kind: PlatformKind,
  database: DatabaseHandle,
  log: FastifyBaseLogger,
): Platform {
  if (kind === 'memory') {
    return {
      kind,
      lease: new MemoryLease(),
      jobs: new MemoryJobRunner(log),
      leaseFor: () => new MemoryLease(),
    };
  }
  if (database.kind !== 'postgres' || !database.url) {
    throw new Error('the PostgreSQL platform needs a PostgreSQL database (DATABASE_URL)');
  }
  const url = database.url;
  const leaseFor = (name: string) =>
    new PostgresLease({
      url,
      name,
      everyMs: LEASE_EVERY_MS,
      log: log.child({ component: 'lease' }),
    });
  return {
    kind,
    lease: leaseFor('arbiter:scanner'),
    jobs: new PgBossRunner(url, log.child({ component: 'jobs' })),
    leaseFor,
  };
}
