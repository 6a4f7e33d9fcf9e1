import type { FastifyBaseLogger } from 'fastify';
import { PgBoss } from 'pg-boss';
import type { Job, JobRunner } from './job-runner';
import { PassLiveness, type OrphanedPass } from './pass-liveness';

/** A worker that stops heartbeating (its process died) gives its pass up after this long. */
const HEARTBEAT_S = 10;
/**
 * pg-boss fails a stale pass only in a queue's monitoring round, which runs at most every
 * `monitorIntervalSeconds` (default 60): a dead process's pass held its queue for over a minute.
 * Every 2 s, the lost heartbeat is found within 12 s of the last beat (pg-boss's floor for the
 * heartbeat is 10 s); a round is a few indexed statements over a handful of queues.
 */
const SUPERVISE_S = 2;
/** How often a jobs process looks for passes whose process died (pass-liveness.ts). */
const ORPHAN_CHECK_MS = 1_000;

/**
 * Jobs on pg-boss (decision 023). Each job is a queue with the `exclusive` policy: at most one
 * pass is queued or running across every jobs process. Every process's timer offers a pass each
 * `everyMs` (an offer made while one is queued or running is dropped by pg-boss), and whichever
 * worker fetches it runs it: a pass runs once, on one process, and a dead process's pass is
 * failed by its missing heartbeat so the next one is not held up.
 */
export class PgBossRunner implements JobRunner {
  readonly kind = 'pg-boss';
  started = false;
  private readonly jobs: Job[] = [];
  private readonly timers: NodeJS.Timeout[] = [];
  private readonly boss: PgBoss;
  private readonly liveness: PassLiveness;
  private readonly offers = new Map<string, () => void>();
  private checking: Promise<void> | null = null;

  constructor(
    url: string,
    private readonly log: FastifyBaseLogger,
  ) {
    this.liveness = new PassLiveness(url, log);
    this.boss = new PgBoss({
      connectionString: url,
      schema: 'pgboss',
      max: 4,
      // pg-boss's own cron is not used: passes are offered by the timers below.
      schedule: false,
      superviseIntervalSeconds: SUPERVISE_S,
      monitorIntervalSeconds: SUPERVISE_S,
      application_name: 'arbiter jobs',
    });
    this.boss.on('error', (error) => this.log.error({ err: error }, 'job runner (pg-boss) error'));
  }

  add(...jobs: Job[]): void {
    this.jobs.push(...jobs);
  }

  async start(): Promise<void> {
    await this.boss.start();
    for (const job of this.jobs) {
      await this.boss.createQueue(job.name, {
        policy: 'exclusive',
        retryLimit: 0,
        heartbeatSeconds: HEARTBEAT_S,
        expireInSeconds: Math.max(60, (job.everyMs / 1000) * 10),
        retentionSeconds: 3600,
        deleteAfterSeconds: 3600,
      });
      await this.boss.work(
        job.name,
        { pollingIntervalSeconds: Math.max(0.5, Math.min(2, job.everyMs / 2000)) },
        async ([pass]) => {
          if (pass) await this.liveness.hold(pass.id, job.name);
          try {
            await job.run();
          } finally {
            if (pass) await this.liveness.release(pass.id);
          }
        },
      );
      const offer = () =>
        void this.boss
          .send(job.name, null)
          .catch((error: unknown) =>
            this.log.warn({ err: error, job: job.name }, 'could not offer a job pass'),
          );
      this.offers.set(job.name, offer);
      offer();
      const timer = setInterval(offer, job.everyMs);
      timer.unref();
      this.timers.push(timer);
    }
    const check = setInterval(() => {
      this.checking ??= this.failOrphans().finally(() => (this.checking = null));
    }, ORPHAN_CHECK_MS);
    check.unref();
    this.timers.push(check);
    this.started = true;
  }

  /**
   * A pass whose process died holds its queue until pg-boss misses its heartbeat (10 s at the
   * least, then a supervision round): failed here once its lock has stayed free for two
   * seconds, and the next pass offered at once.
   */
  private async failOrphans(): Promise<void> {
    let orphans: OrphanedPass[];
    try {
      orphans = await this.liveness.orphans([...this.offers.keys()]);
    } catch (error) {
      this.log.warn({ err: error }, 'could not look for passes whose process died');
      return;
    }
    for (const orphan of orphans) {
      try {
        if (!(await this.liveness.claim(orphan.jobId))) continue;
        try {
          await this.boss.fail(orphan.queue, orphan.jobId, { reason: ORPHANED });
        } catch (error) {
          // Back on the record, so this check or another process's finds it again.
          await this.liveness.putBack(orphan);
          throw error;
        }
        this.log.warn(
          { job: orphan.queue, pass: orphan.jobId },
          'failed a pass whose process died',
        );
        this.offers.get(orphan.queue)?.();
      } catch (error) {
        this.log.warn(
          { err: error, job: orphan.queue },
          'could not fail a pass whose process died',
        );
      }
    }
  }

  async stop(): Promise<void> {
    this.started = false;
    for (const timer of this.timers.splice(0)) clearInterval(timer);
    await this.checking;
    // Graceful: the passes under way finish before the connections close.
    await this.boss.stop({ graceful: true, timeout: 8_000 });
    await this.liveness.stop();
  }
}

/** The reason a pass whose process died is failed with (pg-boss keeps it as the pass's output). */
export const ORPHANED = 'its jobs process died mid-pass';
