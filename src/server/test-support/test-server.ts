import { createServer } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { loadConfig, type Config } from '../config';
import type { DatabaseHandle } from '../db/database';
import { createRuntime, type Runtime, type RuntimeOptions } from '../runtime';

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
  runtime: Runtime;
  close(): Promise<void>;
}

/**
 * The real app built by the one composition root, listening on a free loopback port (the
 * embedded provider needs real HTTP). Live services run only when asked for.
 */
export async function startTestServer(
  database: DatabaseHandle,
  env: Record<string, string> = {},
  options: Pick<
    RuntimeOptions,
    'clock' | 'marketClock' | 'clientDir' | 'live' | 'services' | 'scannerThread'
  > = {},
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
  const runtime = await createRuntime({
    config,
    database,
    live: options.live ?? false,
    services: options.services,
    scannerThread: options.scannerThread,
    clock: options.clock,
    marketClock: options.marketClock,
    clientDir: options.clientDir,
    logger: false,
  });
  await runtime.listen({ port, host: '127.0.0.1' });
  return { app: runtime.app, config, url: config.publicUrl, runtime, close: () => runtime.stop() };
}
