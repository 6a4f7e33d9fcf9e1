import { fileURLToPath } from 'node:url';

/**
 * The files the server finds at run time, and how it starts its own entries (the simulator
 * process, the analysis threads, the embedded database's thread). The server runs in one of two layouts:
 *
 * - from its TypeScript sources (tests, `npm run dev`): this module is src/server/runtime-files.ts
 *   and every module is its own file under src/; entries run through tsx;
 * - compiled (`npm start`, scripts/build-server.mjs): every server module is bundled into
 *   dist/server/main.js, so `import.meta.url` here is that file's; the entries are plain
 *   JavaScript next to it (dist/server/analysis-worker.js, dist/simulator/main.js) and the
 *   migrations are copied to dist/server/migrations.
 *
 * A module URL ending in `.ts` says which (docs/decisions/014).
 */
export const compiled = !import.meta.url.endsWith('.ts');

export interface RuntimeFiles {
  /** Drizzle's migrations folder (SQL and journal). */
  migrationsFolder: string;
  /** The built client (Vite's output), served by the API. */
  clientDir: string;
  /** Entry of a market analysis worker thread. */
  analysisWorker: URL;
  /** Entry of the embedded database's thread. */
  databaseWorker: URL;
  /** Entry of the thread that reads a poll's body. */
  oddsBodyWorker: URL;
  /** Entry of the scanner's thread (decision 040). */
  scannerWorker: URL;
  /** Node arguments that start the embedded market simulator process. */
  simulatorArgs: string[];
}

/** The files of either layout, worked out from a module URL inside it (exported for tests). */
export function runtimeFilesAt(moduleUrl: string, isCompiled: boolean): RuntimeFiles {
  const at = (path: string) => new URL(path, moduleUrl);
  return isCompiled
    ? {
        // moduleUrl: dist/server/main.js
        migrationsFolder: fileURLToPath(at('./migrations')),
        clientDir: fileURLToPath(at('../client')),
        analysisWorker: at('./analysis-worker.js'),
        databaseWorker: at('./database-thread.js'),
        oddsBodyWorker: at('./odds-body-thread.js'),
        scannerWorker: at('./scanner-thread.js'),
        simulatorArgs: [fileURLToPath(at('../simulator/main.js'))],
      }
    : {
        // moduleUrl: src/server/runtime-files.ts
        migrationsFolder: fileURLToPath(at('./db/migrations')),
        clientDir: fileURLToPath(at('../../dist/client')),
        // Registers tsx, then loads analysis-worker.ts (a worker starts without the --import).
        analysisWorker: at('./market/analysis-thread.mjs'),
        databaseWorker: at('./db/database-thread.mjs'),
        oddsBodyWorker: at('./odds/odds-body-thread.mjs'),
        scannerWorker: at('./runtime/scanner-thread.mjs'),
        simulatorArgs: ['--import', 'tsx', fileURLToPath(at('../simulator/main.ts'))],
      };
}

export const runtimeFiles: RuntimeFiles = runtimeFilesAt(import.meta.url, compiled);
