import type { ServerResponse } from 'node:http';
import { count, eq, sql } from 'drizzle-orm';
import { openDatabase } from '../db/database';
import { alertOutbox, apiUsage } from '../db/schema/index';
import { costOf, FakeOddsApi, send } from '../odds/fixtures/fake-odds-api';
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
import { syntheticOdds } from './synthetic-odds';

export const SPORT = 'basketball_nba';
export const SOURCE_KEY = 'cluster-test-key';

/** A scanner process polling `sourceUrl` every second for one sport. */
export function scannerEnv(databaseUrl: string, sourceUrl: string, busEnv: Record<string, string>) {
  return {
    ARBITER_ROLES: 'scanner',
    DATABASE_URL: databaseUrl,
    ...busEnv,
    ODDS_API_KEY: SOURCE_KEY,
    ODDS_API_BASE_URL: sourceUrl,
    ODDS_SPORTS: SPORT,
    ODDS_REGIONS: 'us',
    ODDS_POLL_INTERVAL_S: '1',
    ODDS_SCORES_INTERVAL_S: '86400',
    // A budget that never stretches the 1 s interval (3 credits a second).
    ODDS_API_MONTHLY_CREDITS: '1000000000',
  };
}

/** What one fail-over run measured. */
export interface FailoverFigures {
  kills: number;
  /** Seconds from each SIGKILL of the polling scanner to the next poll reaching the source. */
  takeoverSeconds: number[];
  /** Credits in api_usage, and the odds source's own count of what it charged. */
  creditsBooked: number;
  sourceUsed: number;
}

/**
 * Two scanner processes on one PostgreSQL database against a v4-speaking source that counts
 * what it charges. `kills` times: the source holds the polling scanner's next odds request
 * (it has arrived, so it is charged), that scanner is SIGKILLed mid-poll, and the time until
 * the other's next odds request arrives is measured; a fresh standby replaces the dead one.
 */
export async function scannerFailover(
  mainFile: string,
  databaseUrl: string,
  kills: number,
  progress: (step: string) => void = () => {},
): Promise<FailoverFigures> {
  const source = await new FakeOddsApi(SOURCE_KEY).start();
  const bus = clusterBus();
  const arrivals: number[] = [];
  let holdNext = false;
  let held: ((res: ServerResponse) => void) | null = null;
  const heldResponses: ServerResponse[] = [];
  source.answer = (request, res) => {
    if (!request.path.endsWith('/odds')) return false;
    arrivals.push(Date.now());
    const headers = source.quotaHeaders(costOf(request));
    if (holdNext) {
      holdNext = false;
      heldResponses.push(res);
      held?.(res);
      return true;
    }
    // Games an hour away: the planner polls them at the near interval.
    const events = syntheticOdds({
      sport: SPORT,
      events: 4,
      books: 3,
      start: Date.now() + 3_600_000,
    });
    send(res, 200, JSON.stringify(events), headers);
    return true;
  };
  const env = scannerEnv(databaseUrl, source.url, bus.env);
  const scanners: RoleProcess[] = [];
  const stateOf = async (p: RoleProcess) => (await readiness(p))?.roles.scanner;
  const polling = async () => {
    for (const p of scanners) if ((await stateOf(p)) === 'polling') return p;
    return null;
  };
  const takeoverSeconds: number[] = [];
  try {
    scanners.push(await launchRoleProcess(mainFile, env), await launchRoleProcess(mainFile, env));
    for (let kill = 0; kill < kills; kill++) {
      let leader: RoleProcess | null = null;
      await waitUntil(
        async () => (leader = await polling()) !== null,
        30_000,
        'a polling scanner',
        scanners,
      );
      progress('a scanner polls');
      const standby = scanners.find((p) => p !== leader)!;
      await waitUntil(
        async () => (await stateOf(standby)) === 'standby',
        30_000,
        'a standby',
        scanners,
      );
      progress('the other stands by');
      const heldNow = new Promise<void>((resolve) => (held = () => resolve()));
      holdNext = true;
      await heldNow;
      const before = arrivals.length;
      leader!.child.kill('SIGKILL');
      const killedAt = Date.now();
      await leader!.exited;
      progress('killed mid-poll');
      await waitUntil(() => arrivals.length > before, 30_000, 'the next poll', scanners);
      takeoverSeconds.push((arrivals[before]! - killedAt) / 1000);
      progress('the standby polled');
      for (const res of heldResponses.splice(0)) res.destroy();
      scanners.splice(scanners.indexOf(leader!), 1);
      // A fresh standby for the next kill.
      if (kill + 1 < kills) scanners.push(await launchRoleProcess(mainFile, env));
    }
  } finally {
    await Promise.all(scanners.map((p) => stopRoleProcess(p)));
    await source.stop();
    await bus.cleanUp();
    progress('stopped');
  }
  const database = await openDatabase({ kind: 'postgres', url: databaseUrl });
  try {
    const [row] = await database.db
      .select({ credits: sql<string>`coalesce(sum(${apiUsage.cost}), 0)` })
      .from(apiUsage);
    return {
      kills,
      takeoverSeconds,
      creditsBooked: Number(row?.credits ?? 0),
      sourceUsed: source.used,
    };
  } finally {
    await database.close();
  }
}

/** What one alert run measured. */
export interface AlertFigures {
  opportunities: number;
  emailsReceived: number;
  distinctRecipients: number;
  rowsSent: number;
  seconds: number;
}

/**
 * Two jobs processes on one PostgreSQL database and a real SMTP server: `opportunities`
 * matched alerts (one member each, written to the outbox as the matcher writes them) must
 * arrive as exactly that many e-mails.
 */
export async function alertsOnTwoJobsProcesses(
  mainFile: string,
  databaseUrl: string,
  opportunities: number,
  progress: (step: string) => void = () => {},
): Promise<AlertFigures> {
  const smtp = new LoopbackSmtp();
  await smtp.start();
  const bus = clusterBus();
  const database = await openDatabase({ kind: 'postgres', url: databaseUrl });
  const jobs: RoleProcess[] = [];
  try {
    const live = await queueEmailAlerts(database.db, opportunities);
    // A jobs process sends only what is still live: the opportunities are in the bus's live set.
    await bus.publishLive(live);
    const env = {
      ARBITER_ROLES: 'jobs',
      DATABASE_URL: databaseUrl,
      ...bus.env,
      SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
      ALERT_BATCH_S: '0',
    };
    progress('alerts queued');
    const startedAt = Date.now();
    jobs.push(await launchRoleProcess(mainFile, env), await launchRoleProcess(mainFile, env));
    const sent = async () =>
      (
        await database.db
          .select({ n: count() })
          .from(alertOutbox)
          .where(eq(alertOutbox.status, 'sent'))
      )[0]!.n;
    await waitUntil(async () => (await sent()) >= opportunities, 60_000, 'every alert sent', jobs);
    const seconds = (Date.now() - startedAt) / 1000;
    progress('every alert sent');
    await Promise.all(jobs.map((p) => stopRoleProcess(p)));
    return {
      opportunities,
      emailsReceived: smtp.received.length,
      distinctRecipients: new Set(smtp.received.map((mail) => mail.to)).size,
      rowsSent: await sent(),
      seconds,
    };
  } finally {
    await Promise.all(jobs.map((p) => stopRoleProcess(p)));
    await database.close();
    await smtp.stop();
    await bus.cleanUp();
  }
}
