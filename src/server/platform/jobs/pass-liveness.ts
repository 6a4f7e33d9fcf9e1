import type { FastifyBaseLogger } from 'fastify';
import pg from 'pg';

/** The advisory-lock space of passes (two-key form, apart from the leases' one-key locks). */
const PASS_LOCKS = 0x6a6f6273;
/**
 * A pass is dead only when its lock was free at two checks this far apart: a live holder whose
 * connection dropped takes its locks back on its next call (within a second), so one free
 * reading alone could be a holder on its way back.
 */
const CONFIRM_MS = 2_000;
/** No query of this connection may hang a pass or a check: a stuck socket is dropped. */
const QUERY_TIMEOUT_MS = 5_000;

export interface OrphanedPass {
  jobId: string;
  queue: string;
}

/**
 * Which pg-boss passes still have a live process running them (decision 023, amendment). A
 * worker holds a session advisory lock named after its pass on a connection of its own for as
 * long as it runs it, and records that it does (`job_pass_holders`). PostgreSQL drops the lock
 * the moment that process dies, SIGKILL included; a recorded pass whose lock stays free is
 * therefore orphaned. A pass not yet recorded is never called orphaned: its worker may simply
 * not have locked yet, and pg-boss's heartbeat still covers it.
 */
export class PassLiveness {
  private client: pg.Client | null = null;
  private connecting: Promise<pg.Client> | null = null;
  private stopped = false;
  /** This process's passes: a session takes its own advisory lock again, so they are skipped. */
  private readonly own = new Map<string, string>();
  /** Passes seen with a free lock, and when first: dead once still free `CONFIRM_MS` later. */
  private readonly suspects = new Map<string, number>();

  constructor(
    private readonly url: string,
    private readonly log: FastifyBaseLogger,
    private readonly now: () => number = Date.now,
  ) {}

  /** Takes hold of a pass before it runs; a failure here leaves it to pg-boss's heartbeat. */
  async hold(jobId: string, queue: string): Promise<void> {
    try {
      const client = await this.connection();
      // Counted as running once there is a connection to hold it on: from here a new connection
      // takes its lock back; set before, a fresh connection would lock it twice.
      this.own.set(jobId, queue);
      await this.lockAndRecord(client, jobId, queue);
    } catch (error) {
      this.lost(this.client, error);
    }
  }

  async release(jobId: string): Promise<void> {
    this.own.delete(jobId);
    try {
      const client = await this.connection();
      await client.query('delete from job_pass_holders where job_id = $1', [jobId]);
      await client.query('select pg_advisory_unlock($1::int, hashtext($2))', [PASS_LOCKS, jobId]);
    } catch (error) {
      this.lost(this.client, error);
    }
  }

  /** The recorded passes of these queues whose lock has stayed free (never this process's own). */
  async orphans(queues: readonly string[]): Promise<OrphanedPass[]> {
    if (queues.length === 0) return [];
    const client = await this.connection();
    const { rows } = await client.query<{ job_id: string; queue: string }>(
      'select job_id, queue from job_pass_holders where queue = any($1)',
      [queues],
    );
    const now = this.now();
    const orphans: OrphanedPass[] = [];
    const seen = new Set<string>();
    for (const row of rows) {
      if (this.own.has(row.job_id)) continue;
      seen.add(row.job_id);
      if (!(await this.isFree(client, row.job_id))) {
        this.suspects.delete(row.job_id);
        continue;
      }
      const since = this.suspects.get(row.job_id);
      if (since === undefined) this.suspects.set(row.job_id, now);
      else if (now - since >= CONFIRM_MS) orphans.push({ jobId: row.job_id, queue: row.queue });
    }
    for (const jobId of this.suspects.keys()) if (!seen.has(jobId)) this.suspects.delete(jobId);
    return orphans;
  }

  /**
   * Takes an orphan off the record before it is failed: true for the one process that does, so
   * one process fails it. `putBack` undoes it when the failing did not happen.
   */
  async claim(jobId: string): Promise<boolean> {
    const client = await this.connection();
    const taken = await client.query('delete from job_pass_holders where job_id = $1', [jobId]);
    this.suspects.delete(jobId);
    return taken.rowCount === 1;
  }

  async putBack({ jobId, queue }: OrphanedPass): Promise<void> {
    const client = await this.connection();
    await client.query(
      'insert into job_pass_holders (job_id, queue) values ($1, $2) on conflict do nothing',
      [jobId, queue],
    );
  }

  async stop(): Promise<void> {
    this.stopped = true;
    const client = this.client ?? (await this.connecting?.catch(() => null));
    this.client = null;
    this.connecting = null;
    await client?.end().catch(() => {});
  }

  private async isFree(client: pg.Client, jobId: string): Promise<boolean> {
    const { rows } = await client.query<{ ok: boolean }>(
      'select pg_try_advisory_lock($1::int, hashtext($2)) as ok',
      [PASS_LOCKS, jobId],
    );
    if (rows[0]?.ok !== true) return false;
    await client.query('select pg_advisory_unlock($1::int, hashtext($2))', [PASS_LOCKS, jobId]);
    return true;
  }

  private async lockAndRecord(client: pg.Client, jobId: string, queue: string) {
    await client.query('select pg_advisory_lock($1::int, hashtext($2))', [PASS_LOCKS, jobId]);
    await client.query(
      'insert into job_pass_holders (job_id, queue) values ($1, $2) on conflict do nothing',
      [jobId, queue],
    );
  }

  /** One connection at a time; a new one takes back the locks of the passes still running. */
  private connection(): Promise<pg.Client> {
    if (this.stopped) return Promise.reject(new Error('pass liveness stopped'));
    if (this.client) return Promise.resolve(this.client);
    this.connecting ??= (async () => {
      const client = new pg.Client({
        connectionString: this.url,
        keepAlive: true,
        query_timeout: QUERY_TIMEOUT_MS,
        application_name: 'arbiter jobs liveness',
      });
      // A dropped connection surfaces here or as a query's error; the next call reconnects.
      client.on('error', (error) => this.lost(client, error));
      try {
        await client.connect();
        for (const [jobId, queue] of this.own) await this.lockAndRecord(client, jobId, queue);
      } catch (error) {
        await client.end().catch(() => {});
        throw error;
      }
      if (this.stopped) {
        await client.end().catch(() => {});
        throw new Error('pass liveness stopped');
      }
      this.client = client;
      return client;
    })().finally(() => (this.connecting = null));
    return this.connecting;
  }

  /** The holds of that connection went with it, until the next call takes them back. */
  private lost(client: pg.Client | null, error: unknown) {
    this.log.warn({ err: error }, 'job pass liveness connection failed');
    if (!client || this.client !== client) return;
    this.client = null;
    void client.end().catch(() => {});
  }
}
