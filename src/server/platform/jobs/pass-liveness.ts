import type { FastifyBaseLogger } from 'fastify';
import pg from 'pg';

/** The advisory-lock space of passes (two-key form, apart from the leases' one-key locks). */
const PASS_LOCKS = 0x6a6f6273;

export interface OrphanedPass {
  jobId: string;
  queue: string;
}

/**
 * Which pg-boss passes still have a live process running them (decision 023, amendment). A
 * worker holds a session advisory lock named after its pass on a connection of its own for as
 * long as it runs it, and records that it does (`job_pass_holders`). PostgreSQL drops the lock
 * the moment that process dies, SIGKILL included; a recorded pass whose lock any other process
 * can take is therefore orphaned. A pass not yet recorded is never called orphaned: its worker
 * may simply not have locked yet, and pg-boss's heartbeat still covers it.
 */
export class PassLiveness {
  private client: pg.Client | null = null;
  /** This process's own passes: a session takes its own advisory lock again, so they are skipped. */
  private readonly own = new Set<string>();

  constructor(
    private readonly url: string,
    private readonly log: FastifyBaseLogger,
  ) {}

  /** Takes hold of a pass before it runs; a failure here leaves it to pg-boss's heartbeat. */
  async hold(jobId: string, queue: string): Promise<void> {
    this.own.add(jobId);
    try {
      const client = await this.connection();
      await client.query('select pg_advisory_lock($1::int, hashtext($2))', [PASS_LOCKS, jobId]);
      await client.query(
        'insert into job_pass_holders (job_id, queue) values ($1, $2) on conflict do nothing',
        [jobId, queue],
      );
    } catch (error) {
      this.lost(error);
    }
  }

  async release(jobId: string): Promise<void> {
    this.own.delete(jobId);
    try {
      const client = await this.connection();
      await client.query('delete from job_pass_holders where job_id = $1', [jobId]);
      await client.query('select pg_advisory_unlock($1::int, hashtext($2))', [PASS_LOCKS, jobId]);
    } catch (error) {
      this.lost(error);
    }
  }

  /**
   * The recorded passes of these queues whose lock is free. Each is taken off the record here,
   * so that only one process reports it.
   */
  async orphans(queues: readonly string[]): Promise<OrphanedPass[]> {
    const client = await this.connection();
    const { rows } = await client.query<{ job_id: string; queue: string }>(
      'select job_id, queue from job_pass_holders where queue = any($1)',
      [queues],
    );
    const orphans: OrphanedPass[] = [];
    for (const row of rows) {
      if (this.own.has(row.job_id)) continue;
      const free = await client.query<{ ok: boolean }>(
        'select pg_try_advisory_lock($1::int, hashtext($2)) as ok',
        [PASS_LOCKS, row.job_id],
      );
      if (free.rows[0]?.ok !== true) continue;
      try {
        const taken = await client.query('delete from job_pass_holders where job_id = $1', [
          row.job_id,
        ]);
        if (taken.rowCount === 1) orphans.push({ jobId: row.job_id, queue: row.queue });
      } finally {
        await client.query('select pg_advisory_unlock($1::int, hashtext($2))', [
          PASS_LOCKS,
          row.job_id,
        ]);
      }
    }
    return orphans;
  }

  async stop(): Promise<void> {
    const client = this.client;
    this.client = null;
    await client?.end().catch(() => {});
  }

  private async connection(): Promise<pg.Client> {
    if (this.client) return this.client;
    const client = new pg.Client({
      connectionString: this.url,
      keepAlive: true,
      application_name: 'arbiter jobs liveness',
    });
    // A dropped connection surfaces as the next query's error, and the next call reconnects.
    client.on('error', (error) => this.lost(error));
    await client.connect();
    this.client = client;
    return client;
  }

  /** The holds of this connection went with it: other processes may now fail those passes. */
  private lost(error: unknown) {
    this.log.warn({ err: error }, 'job pass liveness connection failed');
    const client = this.client;
    this.client = null;
    void client?.end().catch(() => {});
  }
}
