import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { describe, expect, inject, it } from 'vitest';

describe('main (standalone entry)', () => {
  it('starts from SIM_* settings, prints its URL and stops on SIGTERM', async () => {
    // The run's compiled build (vitest.config.ts), as the compiled server starts it; the
    // TypeScript entry runs in the live-stack tests.
    const entry = join(inject('compiledDist'), 'simulator/main.js');
    const child = spawn(process.execPath, [entry], {
      env: { ...process.env, SIM_SEED: '77', SIM_SPEED: '10', SIM_PORT: '0' },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    try {
      const url = await new Promise<string>((resolve, reject) => {
        let out = '';
        child.stdout.on('data', (chunk: Buffer) => {
          out += chunk.toString();
          const line = out.split('\n')[0];
          if (out.includes('\n') && line) resolve(line.trim());
        });
        child.once('exit', (code) => reject(new Error(`exited early with ${code}`)));
      });
      expect(url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
      const state = (await (await fetch(`${url}/__sim/state`)).json()) as {
        seed: number;
        speed: number;
      };
      expect(state).toMatchObject({ seed: 77, speed: 10 });
    } finally {
      if (child.exitCode === null && child.signalCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGTERM');
        await exited;
      }
    }
  });
});
