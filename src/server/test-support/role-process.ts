import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from './test-server';

const root = fileURLToPath(new URL('../../..', import.meta.url));

/**
 * Compiles the server as `npm start` runs it (scripts/build-server.mjs) into `outdir` inside the
 * repository, and returns its entry: a compiled process starts in a fraction of tsx's time.
 */
export function buildServer(outdir: string): string {
  const build = spawnSync(process.execPath, ['scripts/build-server.mjs', '--outdir', outdir], {
    cwd: root,
    encoding: 'utf8',
  });
  if (build.status !== 0) throw new Error(`the server build failed:\n${build.stderr}`);
  return join(outdir, 'server/main.js');
}

/** A folder for a build, inside the repository (the bundles find node_modules from there). */
export const buildFolder = (name: string) => join(root, '.test-data', `${name}-${process.pid}`);

/** One Arbiter process with its own port, from the compiled entry. */
export interface RoleProcess {
  child: ChildProcess;
  url: string;
  output: () => string;
  exited: Promise<number | null>;
}

export async function launchRoleProcess(
  mainFile: string,
  env: Record<string, string>,
): Promise<RoleProcess> {
  const port = await freePort();
  let output = '';
  const child = spawn(process.execPath, [mainFile], {
    env: {
      PATH: process.env.PATH ?? '',
      HOST: '127.0.0.1',
      PORT: String(port),
      NODE_ENV: 'test',
      LOG_LEVEL: 'warn',
      MARKET_ANALYSIS_THREADS: '0',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk) => (output += chunk));
  child.stderr?.on('data', (chunk) => (output += chunk));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, url: `http://127.0.0.1:${port}`, output: () => output, exited };
}

export interface Readiness {
  ready: boolean;
  roles: { api?: string; scanner?: string; jobs?: string };
}

/** The process's /readyz, or null while it is not answering. */
export async function readiness(started: RoleProcess): Promise<Readiness | null> {
  try {
    const response = await fetch(`${started.url}/readyz`);
    return (await response.json()) as Readiness;
  } catch {
    return null;
  }
}

/** Waits (polling every 50 ms) until `check` holds, failing after `timeoutMs` with the outputs. */
export async function waitUntil(
  check: () => Promise<boolean> | boolean,
  timeoutMs: number,
  what: string,
  processes: RoleProcess[] = [],
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(
    `timed out waiting for ${what}\n${processes.map((p) => p.output().slice(-3000)).join('\n---\n')}`,
  );
}

/** How long a process may take to stop on SIGTERM before it is killed. */
const STOP_GRACE_MS = 15_000;

/**
 * SIGTERM, then the exit code; a process already gone answers at once. One still running after
 * the grace is SIGKILLed (its code is then null, which a test expecting 0 reports): waiting on
 * it for ever let a hook time out and leave a compiled server running long after its test run.
 */
export async function stopRoleProcess(
  started: Pick<RoleProcess, 'child' | 'exited'>,
  graceMs = STOP_GRACE_MS,
): Promise<number | null> {
  const running = () => started.child.exitCode === null && started.child.signalCode === null;
  if (running()) started.child.kill('SIGTERM');
  const timer = setTimeout(() => {
    if (running()) started.child.kill('SIGKILL');
  }, graceMs);
  try {
    return await started.exited;
  } finally {
    clearTimeout(timer);
  }
}
