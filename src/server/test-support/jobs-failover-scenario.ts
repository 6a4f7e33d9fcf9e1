import { sql } from 'drizzle-orm';
import { openDatabase } from '../db/database';
import { clusterBus } from './cluster-bus';
import { LoopbackSmtp } from './loopback-smtp';
import { queueEmailAlerts } from './queued-alerts';
import {
  launchRoleProcess,
  readiness,
  stopRoleProcess,
  waitUntil,
  type RoleProcess,
} from './role-process';

/** Alerts queued per round: each round's runner is held on one, with more left to send. */
const ALERTS_PER_ROUND = 40;

/**
 * Jobs fail-over: a jobs process is SIGKILLed in the middle of an alert-sending pass (its next
 * e-mail is held by the SMTP server, so the pass is under way) while a second jobs process runs;
 * seconds from the kill to the start of the next pass, on the other process. The dead pass holds the
 * queue (pg-boss `exclusive`) until the other process finds its lock free and fails it
 * (pass-liveness.ts), so this is one orphan check and one fetch of the pass offered then.
 */
export async function jobsFailover(
  mainFile: string,
  databaseUrl: string,
  rounds: number,
  progress: (step: string) => void = () => {},
) {
  const smtp = new LoopbackSmtp();
  await smtp.start();
  const bus = clusterBus();
  const database = await openDatabase({ kind: 'postgres', url: databaseUrl });
  const processes: RoleProcess[] = [];
  const env = {
    ARBITER_ROLES: 'jobs',
    DATABASE_URL: databaseUrl,
    ...bus.env,
    SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
    ALERT_BATCH_S: '0',
  };
  const launchJobs = async () => {
    const jobs = await launchRoleProcess(mainFile, env);
    processes.push(jobs);
    await waitUntil(async () => (await readiness(jobs))?.ready === true, 60_000, 'jobs', processes);
    return jobs;
  };
  const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;
  const databaseNow = async () =>
    new Date(rowsOf<{ now: string }>(await database.db.execute(sql`select now() as now`))[0]!.now);
  /** The first alert-sending pass started after `at`, by any process (only the other lives). */
  const passStartedAfter = async (at: Date): Promise<Date | null> => {
    const rows = rowsOf<{ started: string | null }>(
      await database.db.execute(
        sql`select min(started_on) as started from pgboss.job
            where name = 'alert-sending' and started_on > ${at.toISOString()}`,
      ),
    );
    return rows[0]?.started ? new Date(rows[0].started) : null;
  };
  try {
    await bus.publishLive(await queueEmailAlerts(database.db, ALERTS_PER_ROUND * rounds));
    progress('alerts queued');
    const takeoverSeconds: number[] = [];
    let held = smtp.holdNext();
    let runner = await launchJobs();
    for (let round = 0; round < rounds; round++) {
      await held;
      const standby = await launchJobs();
      // The runner's pass waits on its held e-mail and sends no other: the next one to arrive
      // is the other process's, and it is held in turn (the next round kills that pass).
      held = smtp.holdNext();
      // The database's clock, as pg-boss stamps a pass's start with it.
      const killedAt = await databaseNow();
      runner.child.kill('SIGKILL');
      await runner.exited;
      processes.splice(processes.indexOf(runner), 1);
      let started: Date | null = null;
      await waitUntil(
        async () => (started = await passStartedAfter(killedAt)) !== null,
        180_000,
        'the other running a pass',
        processes,
      );
      takeoverSeconds.push((started!.getTime() - killedAt.getTime()) / 1000);
      progress(
        `jobs kill ${round + 1}: the other ran the next pass after ${takeoverSeconds.at(-1)} s`,
      );
      runner = standby;
    }
    return { kills: rounds, takeoverSeconds };
  } finally {
    smtp.release();
    await Promise.all(processes.map((p) => stopRoleProcess(p)));
    await database.close();
    await smtp.stop();
    await bus.cleanUp();
  }
}
