import type { DatabaseHandle } from '../db/database';
import { startTestServer } from './test-server';

/**
 * The whole live pipeline for integration tests: the simulator process, the feed, the engine and
 * the app, built by the same composition root as the server process.
 */
export async function startLiveStack(
  database: DatabaseHandle,
  env: Record<string, string>,
  options: { clientDir?: string; clock?: () => Date; marketClock?: () => number } = {},
) {
  const server = await startTestServer(database, env, {
    clientDir: options.clientDir,
    clock: options.clock,
    marketClock: options.marketClock,
    live: true,
  });
  const { feed, engine, bus, simulatorUrl } = server.runtime;
  if (!feed || !engine || !bus) throw new Error('the live services did not start');
  return { server, feed, engine, bus, simulatorUrl, close: () => server.close() };
}
