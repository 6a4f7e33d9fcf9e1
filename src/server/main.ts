import { buildApp } from './app';
import { ConfigError, loadConfig, type Config } from './config';
import { openDatabase, type DatabaseHandle } from './db/database';
import { DataDirLockedError, lockDataDir } from './db/data-dir-lock';

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

  const app = await buildApp({ config, db: store.handle.db });
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    await app.close();
    await store.handle.close();
    store.release();
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  try {
    await app.listen({ port: config.port, host: config.host });
  } catch (error) {
    await store.handle.close();
    store.release();
    fail(`Could not listen on ${config.host}:${config.port}: ${(error as Error).message}`);
  }
  app.log.info(
    { url: config.publicUrl, database: store.handle.kind, signIn: config.oidc.kind },
    `Arbiter is running at ${config.publicUrl}`,
  );
}

void main();
