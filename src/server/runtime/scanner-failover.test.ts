import { describe, expect, it } from 'vitest';
import { scannerFailover } from '../test-support/cluster-scenarios';
import { processesOnPostgres } from '../test-support/process-fixture';

/**
 * Real scanner processes on PostgreSQL (decision 023). They need a server: without
 * TEST_DATABASE_URL they are skipped, as every PostgreSQL-only test here is.
 */
describe.skipIf(!process.env.TEST_DATABASE_URL)('two scanner processes', () => {
  const { mainFile, databaseUrl } = processesOnPostgres();

  it('hand polling to the standby within 10 s of a SIGKILL mid-poll, booking every credit once', async () => {
    const figures = await scannerFailover(mainFile, databaseUrl(), 2);
    expect(figures.takeoverSeconds).toHaveLength(2);
    for (const seconds of figures.takeoverSeconds) expect(seconds).toBeLessThanOrEqual(10);
    expect(figures.sourceUsed).toBeGreaterThan(0);
    expect(figures.creditsBooked).toBe(figures.sourceUsed);
  }, 90_000);
});
