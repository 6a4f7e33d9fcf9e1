import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import { runtimeFiles } from '../runtime-files';

export interface SimulatorProcess {
  url: string;
  stop(): Promise<void>;
}

/**
 * Starts the embedded market simulator as its own process on loopback. The server knows it only
 * as a URL: the adapter talks to it over HTTP exactly as it would to The Odds API.
 */
export function startSimulatorProcess(options: {
  seed: number;
  speed: number;
  /** Simulated-time runs: the clock moves only through POST /__sim/advance. */
  manualClockFrom?: number;
  /** Only these competitions (every one by default). */
  sports?: readonly string[];
  /** Requests per second per key before 429 (0: none; default 30 as the real API). */
  rateLimit?: number;
}): Promise<SimulatorProcess> {
  const child = spawn(process.execPath, runtimeFiles.simulatorArgs, {
    // Only what the simulator needs: none of Arbiter's settings or secrets.
    env: {
      SIM_SEED: String(options.seed),
      SIM_SPEED: String(options.speed),
      SIM_PORT: '0',
      SIM_EXIT_WITH_PARENT: '1',
      ...(options.manualClockFrom !== undefined
        ? { SIM_CLOCK: 'manual', SIM_START: String(options.manualClockFrom) }
        : {}),
      ...(options.sports ? { SIM_SPORTS: options.sports.join(',') } : {}),
      ...(options.rateLimit !== undefined ? { SIM_RATE_LIMIT: String(options.rateLimit) } : {}),
    },
    stdio: ['pipe', 'pipe', 'inherit'],
  });
  const killChild = () => child.kill('SIGTERM');
  process.once('exit', killChild);

  return new Promise((resolve, reject) => {
    const timeout = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error('the market simulator did not start within 30 s'));
    }, 30_000);
    const lines = createInterface({ input: child.stdout! });
    child.once('exit', (code) => {
      clearTimeout(timeout);
      reject(new Error(`the market simulator exited with code ${code}`));
    });
    lines.once('line', (line) => {
      clearTimeout(timeout);
      const url = line.trim();
      if (!/^http:\/\/127\.0\.0\.1:\d+\/?$/.test(url)) {
        child.kill('SIGTERM');
        reject(new Error(`unexpected simulator output: ${url}`));
        return;
      }
      child.removeAllListeners('exit');
      resolve({
        url,
        stop: () =>
          new Promise<void>((done) => {
            process.removeListener('exit', killChild);
            if (child.exitCode !== null) return done();
            child.once('exit', () => done());
            child.kill('SIGTERM');
          }),
      });
    });
  });
}
