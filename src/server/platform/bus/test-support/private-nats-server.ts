import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { reachable } from './nats-test-bus';

const NATS_SERVER = process.env.NATS_SERVER_BIN ?? 'nats-server';

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise((resolve) => server.close(resolve));
  if (address === null || typeof address === 'string') throw new Error('no port');
  return address.port;
}

/**
 * A NATS server of the test's own (JetStream, its own store), which the test may stop and start
 * again on the same port and store without touching the shared one.
 */
export async function startPrivateNats() {
  const port = await freePort();
  const store = mkdtempSync(join(tmpdir(), 'arbiter-nats-'));
  const url = `nats://127.0.0.1:${port}`;
  let child: ChildProcess | null = null;

  async function start() {
    child = spawn(NATS_SERVER, ['-a', '127.0.0.1', '-p', String(port), '-js', '-sd', store], {
      stdio: 'ignore',
    });
    const deadline = Date.now() + 10_000;
    while (!(await reachable(url, 200))) {
      if (Date.now() > deadline) throw new Error(`${NATS_SERVER} did not start on ${url}`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }

  async function stop() {
    const running = child;
    child = null;
    if (!running || running.exitCode !== null) return;
    await new Promise((resolve) => {
      running.once('exit', resolve);
      running.kill('SIGTERM');
    });
  }

  await start();
  return {
    url,
    start,
    stop,
    async dispose() {
      await stop();
      rmSync(store, { recursive: true, force: true });
    },
  };
}

/** Whether a nats-server binary can be run here. */
export function natsServerInstalled(): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = spawn(NATS_SERVER, ['--version'], { stdio: 'ignore' });
    probe.once('error', () => resolve(false));
    probe.once('exit', (code) => resolve(code === 0));
  });
}
