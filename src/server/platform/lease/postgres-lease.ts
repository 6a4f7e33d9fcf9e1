import type { FastifyBaseLogger } from 'fastify';
import pg from 'pg';
import type { Lease } from './lease';

export interface PostgresLeaseOptions {
  url: string;
  /** The lease's name; every process asking for the same name competes for one lock. */
  name: string;
  /** How often a standby asks for the lock, and the holder checks its connection (ms). */
  everyMs: number;
  log: FastifyBaseLogger;
}

/**
 * A session-level advisory lock held on a connection of its own (decision 023). PostgreSQL
 * releases it the moment that connection ends, so a holder that dies (SIGKILL included) frees it
 * for a standby without any time-to-live to tune. The holder checks its connection every
 * `everyMs`; a check that fails or does not answer within that time means the lease is lost,
 * and listeners hear so at once (the scanner stops polling before a standby can take over).
 */
export class PostgresLease implements Lease {
  readonly kind = 'postgres';
  held = false;
  private client: pg.Client | null = null;
  private timer: NodeJS.Timeout | null = null;
  private stopped = false;
  private busy: Promise<void> | null = null;
  private readonly listeners: ((held: boolean) => void)[] = [];

  constructor(private readonly options: PostgresLeaseOptions) {}

  onChange(listener: (held: boolean) => void): void {
    this.listeners.push(listener);
  }

  async start(): Promise<void> {
    this.stopped = false;
    await this.step();
    this.timer = setInterval(() => {
      this.busy ??= this.step().finally(() => (this.busy = null));
    }, this.options.everyMs);
    this.timer.unref();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.busy;
    const client = this.client;
    this.client = null;
    if (this.held) this.change(false);
    // Ending the session releases the lock; no unlock call can be lost on the way.
    await client?.end().catch(() => {});
  }

  private async step(): Promise<void> {
    if (this.stopped) return;
    try {
      const client = await this.connection();
      if (this.held) {
        await client.query('select 1');
        return;
      }
      const result = await client.query<{ ok: boolean }>(
        'select pg_try_advisory_lock(hashtext($1)) as ok',
        [this.options.name],
      );
      if (result.rows[0]?.ok === true && !this.stopped) this.change(true);
    } catch (error) {
      this.options.log.warn({ err: error, lease: this.options.name }, 'lease connection failed');
      this.lose();
    }
  }

  private async connection(): Promise<pg.Client> {
    if (this.client) return this.client;
    const client = new pg.Client({
      connectionString: this.options.url,
      keepAlive: true,
      // A check that hangs (a network cut) must fail within one period, not the OS's minutes.
      query_timeout: this.options.everyMs,
      connectionTimeoutMillis: this.options.everyMs * 2,
      application_name: `arbiter lease ${this.options.name}`,
    });
    client.on('error', (error) => {
      this.options.log.warn({ err: error, lease: this.options.name }, 'lease connection lost');
      if (this.client === client) this.lose();
    });
    try {
      await client.connect();
    } catch (error) {
      await client.end().catch(() => {});
      throw error;
    }
    this.client = client;
    return client;
  }

  private lose() {
    const client = this.client;
    this.client = null;
    void client?.end().catch(() => {});
    if (this.held) this.change(false);
  }

  private change(held: boolean) {
    this.held = held;
    this.options.log.info({ lease: this.options.name, held }, held ? 'lease taken' : 'lease lost');
    for (const listener of this.listeners) listener(held);
  }
}
