import { describe, expect, it } from 'vitest';
import { alertsOnTwoJobsProcesses } from '../test-support/cluster-scenarios';
import { processesOnPostgres } from '../test-support/process-fixture';

/**
 * Real jobs processes on PostgreSQL and a real SMTP server (decision 023); skipped without
 * TEST_DATABASE_URL, as every PostgreSQL-only test here is.
 */
describe.skipIf(!process.env.TEST_DATABASE_URL)('two jobs processes', () => {
  const { mainFile, databaseUrl } = processesOnPostgres();

  it('send 200 matched alerts as exactly 200 e-mails', async () => {
    const figures = await alertsOnTwoJobsProcesses(mainFile, databaseUrl(), 200);
    expect(figures.rowsSent).toBe(200);
    expect(figures.emailsReceived).toBe(200);
    expect(figures.distinctRecipients).toBe(200);
  }, 90_000);
});
