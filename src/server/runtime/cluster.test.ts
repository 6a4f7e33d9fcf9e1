import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../db/database';
import { alertsOnTwoJobsProcesses, scannerFailover } from '../test-support/cluster-scenarios';
import { buildFolder, buildServer } from '../test-support/role-process';
import { openTestDatabase } from '../test-support/test-database';
import { rmSync } from 'node:fs';

/**
 * Real processes on PostgreSQL (decision 023). They need a server: without TEST_DATABASE_URL
 * they are skipped, as every PostgreSQL-only test here is.
 */
describe.skipIf(!process.env.TEST_DATABASE_URL)('several processes on one PostgreSQL', () => {
  let scannerDb: DatabaseHandle;
  let jobsDb: DatabaseHandle;
  const outdir = buildFolder('cluster');
  let mainFile: string;

  beforeAll(async () => {
    mainFile = buildServer(outdir);
    [scannerDb, jobsDb] = await Promise.all([
      openTestDatabase('postgres'),
      openTestDatabase('postgres'),
    ]);
  });
  afterAll(async () => {
    await scannerDb?.close();
    await jobsDb?.close();
    rmSync(outdir, { recursive: true, force: true });
  });

  it('hands polling to the standby scanner within 10 s of a SIGKILL mid-poll, booking every credit once', async () => {
    const figures = await scannerFailover(mainFile, scannerDb.url!, 1);
    expect(figures.takeoverSeconds).toHaveLength(1);
    expect(figures.takeoverSeconds[0]).toBeLessThanOrEqual(10);
    expect(figures.sourceUsed).toBeGreaterThan(0);
    expect(figures.creditsBooked).toBe(figures.sourceUsed);
  }, 90_000);

  it('sends 200 matched alerts as exactly 200 e-mails from two jobs processes', async () => {
    const figures = await alertsOnTwoJobsProcesses(mainFile, jobsDb.url!, 200);
    expect(figures.rowsSent).toBe(200);
    expect(figures.emailsReceived).toBe(200);
    expect(figures.distinctRecipients).toBe(200);
  }, 90_000);
});
