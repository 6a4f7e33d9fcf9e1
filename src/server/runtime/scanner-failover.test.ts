import { rmSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../db/database';
import { scannerFailover } from '../test-support/cluster-scenarios';
import { buildFolder, buildServer } from '../test-support/role-process';
import { openTestDatabase } from '../test-support/test-database';

/**
 * Real scanner processes on PostgreSQL (decision 023). They need a server: without
 * TEST_DATABASE_URL they are skipped, as every PostgreSQL-only test here is.
 */
describe.skipIf(!process.env.TEST_DATABASE_URL)('two scanner processes', () => {
  let database: DatabaseHandle;
  const outdir = buildFolder('scanners');
  let mainFile: string;

  beforeAll(async () => {
    mainFile = buildServer(outdir);
    database = await openTestDatabase('postgres');
  }, 60_000);
  afterAll(async () => {
    await database?.close();
    rmSync(outdir, { recursive: true, force: true });
  });

  it('hand polling to the standby within 10 s of a SIGKILL mid-poll, booking every credit once', async () => {
    const figures = await scannerFailover(mainFile, database.url!, 2);
    expect(figures.takeoverSeconds).toHaveLength(2);
    for (const seconds of figures.takeoverSeconds) expect(seconds).toBeLessThanOrEqual(10);
    expect(figures.sourceUsed).toBeGreaterThan(0);
    expect(figures.creditsBooked).toBe(figures.sourceUsed);
  }, 90_000);
});
