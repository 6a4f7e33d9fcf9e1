import { rmSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../db/database';
import { alertsOnTwoJobsProcesses } from '../test-support/cluster-scenarios';
import { buildFolder, buildServer } from '../test-support/role-process';
import { openTestDatabase } from '../test-support/test-database';

/**
 * Real jobs processes on PostgreSQL and a real SMTP server (decision 023); skipped without
 * TEST_DATABASE_URL, as every PostgreSQL-only test here is.
 */
describe.skipIf(!process.env.TEST_DATABASE_URL)('two jobs processes', () => {
  let database: DatabaseHandle;
  const outdir = buildFolder('jobs');
  let mainFile: string;

  beforeAll(async () => {
    mainFile = buildServer(outdir);
    database = await openTestDatabase('postgres');
  }, 60_000);
  afterAll(async () => {
    await database?.close();
    rmSync(outdir, { recursive: true, force: true });
  });

  it('send 200 matched alerts as exactly 200 e-mails', async () => {
    const figures = await alertsOnTwoJobsProcesses(mainFile, database.url!, 200);
    expect(figures.rowsSent).toBe(200);
    expect(figures.emailsReceived).toBe(200);
    expect(figures.distinctRecipients).toBe(200);
  }, 90_000);
});
