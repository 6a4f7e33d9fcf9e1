import { describe, expect, it } from 'vitest';
import { reachable, TEST_NATS_URL } from '../platform/bus/test-support/nats-test-bus';
import { processesOnPostgres } from '../test-support/process-fixture';
import { logoutEndsStreamElsewhere, streamsAcrossApiKills } from '../test-support/stream-scenarios';

const natsUp = await reachable(TEST_NATS_URL);
const runs = Boolean(process.env.TEST_DATABASE_URL) && natsUp;
if (!runs)
  console.warn(
    'The API-process stream tests skip: they need PostgreSQL (TEST_DATABASE_URL) and NATS JetStream' +
      ` (${TEST_NATS_URL}${natsUp ? '' : ', not reachable'})`,
  );

/**
 * Long, so a stream ended within half of it was ended by the sign-out's control event: the
 * heartbeat's own re-check (the fallback) would come only at the end of it.
 */
const HEARTBEAT_S = 20;

/**
 * Real API and scanner processes on PostgreSQL and NATS JetStream (decision 024). Skipped
 * without TEST_DATABASE_URL, as every PostgreSQL-only test here is, or without NATS.
 */
describe.skipIf(!runs)('streams across API processes', () => {
  const { mainFile, databaseUrl } = processesOnPostgres();

  it('resume on the other API after a SIGKILL with no event lost or repeated', async () => {
    const figures = await streamsAcrossApiKills(mainFile, databaseUrl(), 2);
    const { freshnessMs, freshnessSplit: _split, ...counts } = figures;
    // The figures come from the test log too (the bench prints percentiles).
    console.info('API kills:', JSON.stringify({ ...counts, freshnessSamples: freshnessMs.length }));
    expect(figures.expected).toBeGreaterThan(0);
    expect(figures).toMatchObject({ lost: 0, duplicated: 0, mismatched: 0, resets: 0 });
    expect(figures.received).toBe(figures.expected);
    // Price changes reached the member live (their latency is a bench figure, not asserted).
    expect(freshnessMs.length).toBeGreaterThan(0);
  }, 60_000);

  it('end the member’s stream on one API when they sign out on another', async () => {
    const figures = await logoutEndsStreamElsewhere(mainFile, databaseUrl(), HEARTBEAT_S);
    console.info('sign-out elsewhere:', JSON.stringify(figures));
    expect(figures.logoutStatus).toBe(303);
    expect(figures.endedAfterMs).not.toBeNull();
    expect(figures.endedAfterMs!).toBeLessThan((HEARTBEAT_S * 1000) / 2);
    expect(figures.endReason).toBe('access-ended');
    expect(figures.otherApiAfterwards).toBe(401);
  }, 60_000);
});
