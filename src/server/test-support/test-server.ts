import { createServer } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { buildApp, type AppOptions } from '../app';
import { loadConfig, type Config } from '../config';
import type { DatabaseHandle } from '../db/database';

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

export interface TestServer {
  app: FastifyInstance;
  config: Config;
  url: string;
  close(): Promise<void>;
}

/** The real app, listening on a free loopback port (the embedded provider needs real HTTP). */
export async function startTestServer(
  database: DatabaseHandle,
  env: Record<string, string> = {},
  options: Pick<AppOptions, 'clock' | 'clientDir' | 'feed' | 'engine' | 'bus'> & {
    /** Builds the feed and engine once the config (with its port) is known. */
    withLive?: (config: Config) => Promise<Pick<AppOptions, 'feed' | 'engine' | 'bus'>>;
  } = {},
): Promise<TestServer> {
  const port = await freePort();
  const config = loadConfig({
    PORT: String(port),
    HOST: '127.0.0.1',
    LOG_LEVEL: 'silent',
    NODE_ENV: 'test',
    AUTH_RATE_LIMIT_PER_MINUTE: '1000',
    ...env,
  });
  const live = options.withLive ? await options.withLive(config) : {};
  const app = await buildApp({
    config,
    db: database.db,
    clock: options.clock,
    clientDir: options.clientDir,
    logger: false,
    feed: options.feed,
    engine: options.engine,
    bus: options.bus,
    ...live,
  });
  await app.listen({ port, host: '127.0.0.1' });
  return { app, config, url: config.publicUrl, close: () => app.close() };
}
