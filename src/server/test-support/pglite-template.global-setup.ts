import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../db/database';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A migrated PGlite data folder that each test database starts as a copy of. */
    pgliteTemplate: string;
  }
}

/**
 * PGlite's initdb costs seconds of CPU for every new database, and the suite opens hundreds:
 * it runs once per run here, with the migrations, and test-database.ts copies the result.
 */
export default async function setup(project: TestProject) {
  const dataDir = mkdtempSync(join(tmpdir(), 'arbiter-pglite-template-'));
  const template = await openDatabase({ kind: 'pglite', dataDir });
  await template.close();
  project.provide('pgliteTemplate', dataDir);
  return () => rmSync(dataDir, { recursive: true, force: true });
}
