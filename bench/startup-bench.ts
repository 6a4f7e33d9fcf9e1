import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { median } from './measure';

const root = new URL('..', import.meta.url).pathname;

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });

const rssMbOf = (pid: number) => {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8').match(/VmRSS:\s+(\d+) kB/);
  return line ? Math.round(Number(line[1]) / 1024) : null;
};

/** `npm start` as a member runs it (compiled server, embedded defaults): spawn to /healthz 200. */
async function startOnce(dataDir: string, scannerThread: boolean) {
  const port = await freePort();
  const t0 = performance.now();
  const child = spawn(process.execPath, [join(root, 'scripts/start.mjs')], {
    cwd: root,
    env: {
      PATH: process.env.PATH ?? '',
      PORT: String(port),
      DATA_DIR: dataDir,
      LOG_LEVEL: 'silent',
      SCANNER_THREAD: String(scannerThread),
    },
    stdio: 'ignore',
  });
  try {
    let listeningMs: number | null = null;
    while (performance.now() - t0 < 60_000) {
      const ok = await fetch(`http://127.0.0.1:${port}/healthz`).then(
        (r) => r.ok,
        () => false,
      );
      if (ok) {
        listeningMs = Math.round(performance.now() - t0);
        break;
      }
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
    // Resident memory once the simulator's board is in and detection has swept it.
    await new Promise((resolve) => setTimeout(resolve, 20_000));
    return { listeningMs, rssMbAfter20s: child.pid ? rssMbOf(child.pid) : null };
  } finally {
    child.kill('SIGTERM');
    await new Promise((resolve) => child.once('exit', resolve));
  }
}

/**
 * Start to listening (goal ≤ 5 s on a warm machine: built, data folder migrated), three warm
 * starts after a first one that builds and migrates; and the resident memory of the board and
 * detection holding the 2,000-event dispersed board, in a process of its own.
 */
export async function startupBench(args: string[] = []) {
  const dataDir = mkdtempSync(join(tmpdir(), 'arbiter-startup-'));
  // `--placement serving` starts with the scanner on the serving thread (SCANNER_THREAD=false).
  const at = args.indexOf('--placement');
  const scannerThread = at < 0 || args[at + 1] !== 'serving';
  try {
    const first = await startOnce(dataDir, scannerThread);
    const warm = [];
    for (let i = 0; i < 3; i++) warm.push(await startOnce(dataDir, scannerThread));
    const memory = spawnSync(
      process.execPath,
      ['--expose-gc', '--import', 'tsx', join(root, 'bench/board-memory.ts')],
      { cwd: root, encoding: 'utf8' },
    );
    return {
      firstStart: first,
      warmStartsMs: warm.map((w) => w.listeningMs),
      warmStartMedianMs: median(
        warm.flatMap((w) => (w.listeningMs === null ? [] : [w.listeningMs])),
      ),
      rssMbWithSimulatorBoard: warm.at(-1)?.rssMbAfter20s ?? null,
      dispersedBoard2000:
        memory.status === 0 ? JSON.parse(memory.stdout) : { error: memory.stderr },
      goal: { warmStartMs: 5_000 },
    };
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}
