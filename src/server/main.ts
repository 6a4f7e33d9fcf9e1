import { buildApp } from './app';
import { ConfigError, loadConfig, type Config } from './config';
import { openDatabase, type DatabaseHandle } from './db/database';
import { DataDirLockedError, lockDataDir } from './db/data-dir-lock';
import { createEngine } from './engine/create-engine';
import { createOddsFeed } from './odds/create-feed';
import pino from 'pino';

function fail(message: string): never {
  process.stderr.write(`\nArbiter did not start.\n${message}\n\n`);
  process.exit(1);
}

async function openStore(config: Config): Promise<{ handle: DatabaseHandle; release(): void }> {
  if (config.databaseUrl) {
    return {
      handle: await openDatabase({ kind: 'postgres', url: config.databaseUrl }),
      release() {},
    };
  }
  const lock = lockDataDir(config.dataDir);
  try {
    return {
      handle: await openDatabase({ kind: 'pglite', dataDir: config.dataDir }),
      release: lock.release,
    };
  } catch (error) {
    lock.release();
    throw error;
  }
}

async function main() {
  let config: Config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) fail(error.message);
    throw error;
  }

  let store: Awaited<ReturnType<typeof openStore>>;
  try {
    store = await openStore(config);
  } catch (error) {
    if (error instanceof DataDirLockedError) fail(error.message);
    throw error;
  }

  const log = pino({ level: config.logLevel });
  let odds: Awaited<ReturnType<typeof createOddsFeed>>;
  try {
    odds = await createOddsFeed(config, store.handle.db, log);
  } catch (error) {
    await store.handle.close();
    store.release();
    fail(`The odds feed could not start: ${(error as Error).message}`);
  }
  const detection = createEngine(config, store.handle.db, odds.feed, log);
  const app = await buildApp({
    config,
    db: store.handle.db,
    feed: odds.feed,
    engine: detection.engine,
    bus: detection.bus,
  });
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    await odds.stop();
    await detection.stop();
    await app.close();
    await store.handle.close();
    store.release();
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  try {
    await app.listen({ port: config.port, host: config.host });
    await odds.feed.start();
    detection.start();
  } catch (error) {
    await odds.stop();
    await store.handle.close();
    store.release();
    fail(`Could not start serving on ${config.host}:${config.port}: ${(error as Error).message}`);
  }
  app.log.info(
    { url: config.publicUrl, database: store.handle.kind, signIn: config.oidc.kind },
    `Arbiter is running at ${config.publicUrl}`,
  );
}

void main();
