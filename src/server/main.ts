import { ConfigError, loadConfig, type Config } from './config';
import { DataDirLockedError } from './db/data-dir-lock';
import { createRuntime, type Runtime } from './runtime';

/** A stop that takes longer than this is stuck; the process exits rather than linger. */
const SHUTDOWN_DEADLINE_MS = 10_000;

function fail(message: string): never {
  process.stderr.write(`\nArbiter did not start.\n${message}\n\n`);
  process.exit(1);
}

async function main() {
  let config: Config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) fail(error.message);
    throw error;
  }

  let runtime: Runtime;
  try {
    runtime = await createRuntime({ config });
  } catch (error) {
    if (error instanceof DataDirLockedError) fail(error.message);
    fail(`Arbiter could not be set up: ${(error as Error).message}`);
  }

  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    runtime.app.log.info({ signal }, 'shutting down');
    setTimeout(() => {
      process.stderr.write(`Arbiter did not stop within ${SHUTDOWN_DEADLINE_MS} ms; exiting.\n`);
      process.exit(1);
    }, SHUTDOWN_DEADLINE_MS).unref();
    runtime.stop().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  };
  process.on('SIGINT', () => shutdown('SIGINT'));
  process.on('SIGTERM', () => shutdown('SIGTERM'));

  try {
    await runtime.listen();
  } catch (error) {
    await runtime.stop();
    fail(`Could not start serving on ${config.host}:${config.port}: ${(error as Error).message}`);
  }
  runtime.app.log.info(
    { url: config.publicUrl, database: runtime.databaseKind, signIn: config.oidc.kind },
    `Arbiter is running at ${config.publicUrl}`,
  );
}

void main();
