import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { analyseMarket } from '../core/market-analysis/analyse-market';
import type { EventHistory } from '../core/market-analysis/price-series';
import { PriceTableBuilder } from '../core/market-analysis/price-table';
import { AnalysisPool } from './market/analysis-pool';
import { runtimeFilesAt } from './runtime-files';
import { compiledServerMain } from './test-support/process-fixture';
import { freePort } from './test-support/test-server';

/**
 * `npm start` runs the server compiled by scripts/build-server.mjs, with no TypeScript loader:
 * the server, its analysis threads and the simulator process. The run's one build (dist/, as
 * `npm start` builds it) is the one checked here.
 */
const mainFile = compiledServerMain();
const outdir = dirname(dirname(mainFile));

describe('the compiled server', () => {
  it('has its migrations, threads and simulator where it looks for them, and no tsx', () => {
    const files = runtimeFilesAt(pathToFileURL(mainFile).href, true);
    expect(existsSync(join(files.migrationsFolder, 'meta/_journal.json'))).toBe(true);
    expect(existsSync(files.analysisWorker)).toBe(true);
    expect(existsSync(files.databaseWorker)).toBe(true);
    expect(existsSync(files.oddsBodyWorker)).toBe(true);
    expect(files.simulatorArgs).toEqual([join(outdir, 'simulator/main.js')]);
    expect(existsSync(files.simulatorArgs[0]!)).toBe(true);
    expect(files.clientDir).toBe(join(outdir, 'client'));
    const bundles = [
      mainFile,
      fileURLToPath(files.analysisWorker),
      fileURLToPath(files.databaseWorker),
      fileURLToPath(files.oddsBodyWorker),
      files.simulatorArgs[0]!,
    ];
    for (const bundle of bundles) {
      expect(readFileSync(bundle, 'utf8')).not.toMatch(/(from|import\()\s*['"]tsx/);
    }
  });

  it('analyses the market in compiled worker threads as the main thread does', async () => {
    const now = Date.UTC(2026, 10, 22, 12);
    const table = new PriceTableBuilder({ shared: true });
    let seed = 11;
    const next = () => (seed = (seed * 16_807) % 2_147_483_647) / 2_147_483_647;
    const events: EventHistory[] = Array.from({ length: 8 }, (_, i) => ({
      eventId: `game-${i}`,
      sport: i % 2 ? 'basketball_nba' : 'icehockey_nhl',
      homeTeam: `Home ${i}`,
      awayTeam: `Away ${i}`,
      commenceTime: now + (i + 1) * 3_600_000,
      sides: (['Home', 'Away'] as const).map((outcome) =>
        table.addSide(
          'h2h',
          outcome,
          ['pinnacle', 'draftkings', 'fanduel', 'betmgm'].flatMap((book) =>
            Array.from({ length: 12 }, (_, step) => ({
              book,
              outcome,
              point: null,
              price: 1.7 + next() * 0.6,
              at: now - (12 - step) * 20 * 60_000,
            })),
          ),
        ),
      ),
    }));
    const compiledWorker = runtimeFilesAt(pathToFileURL(mainFile).href, true).analysisWorker;
    const pool = new AnalysisPool(2, { warn: () => undefined } as never, compiledWorker);
    try {
      const analysis = await pool.analyse({ now, events, arbitrages: [], sport: 'all' });
      expect(analysis.summary).toEqual(analyseMarket({ now, events }).summary);
    } finally {
      await pool.stop();
    }
  });

  it('starts, migrates, polls its compiled simulator and stops on SIGTERM', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'arbiter-compiled-'));
    const port = await freePort();
    const url = `http://127.0.0.1:${port}`;
    let output = '';
    const child = spawn(process.execPath, [mainFile], {
      env: {
        PATH: process.env.PATH ?? '',
        HOST: '127.0.0.1',
        PORT: String(port),
        DATA_DIR: dataDir,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    const exited = new Promise<number | null>((resolve) => child.on('exit', resolve));
    try {
      let live = 0;
      for (let i = 0; i < 1_200 && live === 0; i++) {
        if (child.exitCode !== null) throw new Error(`exited early:\n${output}`);
        try {
          // Not ready (503) until the scanner has polled; then ready with live sports.
          const ready = await fetch(`${url}/readyz`);
          const status = (await (await fetch(`${url}/api/feed/status`)).json()) as {
            source: string;
            sports: { source: string; events: number }[];
          };
          expect(status.source).toBe('simulator');
          if (ready.status === 200) {
            live = status.sports.filter((s) => s.source === 'live' && s.events > 0).length;
          } else expect(ready.status).toBe(503);
        } catch (error) {
          if (!(error instanceof TypeError)) throw error; // not listening yet
        }
        if (live === 0) await new Promise((resolve) => setTimeout(resolve, 100));
      }
      expect(live, output).toBeGreaterThan(0);
      child.kill('SIGTERM');
      expect(await exited, output).toBe(0);
    } finally {
      if (child.exitCode === null) child.kill('SIGKILL');
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 150_000);
});
