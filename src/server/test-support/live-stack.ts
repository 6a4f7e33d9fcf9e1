import pino from 'pino';
import type { Config } from '../config';
import type { DatabaseHandle } from '../db/database';
import { createEngine } from '../engine/create-engine';
import { createOddsFeed } from '../odds/create-feed';
import { startTestServer } from './test-server';

/**
 * The whole live pipeline for integration tests: the simulator process, the feed, the engine and
 * the app, wired exactly as main.ts wires them.
 */
export async function startLiveStack(
  database: DatabaseHandle,
  env: Record<string, string>,
  options: { clientDir?: string } = {},
) {
  let stop: () => Promise<void> = async () => {};
  let detection: ReturnType<typeof createEngine> | null = null;
  let feedHandle: Awaited<ReturnType<typeof createOddsFeed>> | null = null;
  const server = await startTestServer(database, env, {
    clientDir: options.clientDir,
    withLive: async (config: Config) => {
      const log = pino({ level: 'silent' });
      feedHandle = await createOddsFeed(config, database.db, log);
      detection = createEngine(config, database.db, feedHandle.feed, log);
      return { feed: feedHandle.feed, engine: detection.engine, bus: detection.bus };
    },
  });
  const feed = feedHandle!;
  const engine = detection!;
  await feed.feed.start();
  engine.start();
  stop = async () => {
    await feed.stop();
    await engine.stop();
  };
  return {
    server,
    feed: feed.feed,
    engine: engine.engine,
    bus: engine.bus,
    async close() {
      await stop();
      await server.close();
    },
  };
}
