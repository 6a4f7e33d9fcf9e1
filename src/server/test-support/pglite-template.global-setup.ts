import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../db/database';
import { runtimeFiles } from '../runtime-files';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A migrated PGlite data folder that each test database starts as a copy of. */
    pgliteTemplate: string;
  }
}

const root = fileURLToPath(new URL('../../..', import.meta.url));
const templates = join(root, '.test-data', 'pglite-template');

/** What a template depends on: PGlite's version and every migration file. */
function templateKey(): string {
  const hash = createHash('sha256');
  hash.update(readFileSync(join(root, 'node_modules/@electric-sql/pglite/package.json')));
  const walk = (folder: string) => {
    for (const entry of readdirSync(folder, { withFileTypes: true }).sort((a, b) =>
      a.name.localeCompare(b.name),
    )) {
      const path = join(folder, entry.name);
      hash.update(path.slice(folder.length));
      if (entry.isDirectory()) walk(path);
      else hash.update(readFileSync(path));
    }
  };
  walk(runtimeFiles.migrationsFolder);
  return hash.digest('hex').slice(0, 16);
}

/**
 * PGlite's initdb costs seconds of CPU for every new database, and the suite opens hundreds:
 * the migrated result is made once (kept between runs until PGlite or a migration changes) and
 * test-database.ts opens a copy of it for each test database.
 */
export default async function setup(project: TestProject) {
  const key = templateKey();
  const template = join(templates, key);
  if (!existsSync(template)) {
    mkdirSync(templates, { recursive: true });
    const building = join(templates, `${key}.${process.pid}.building`);
    const database = await openDatabase({ kind: 'pglite', dataDir: building });
    await database.close();
    try {
      renameSync(building, template);
    } catch (error) {
      // Another run made the same template meanwhile: theirs is as good.
      rmSync(building, { recursive: true, force: true });
      if (!existsSync(template)) throw error;
    }
    for (const other of readdirSync(templates)) {
      if (other !== key && !other.endsWith('.building')) {
        rmSync(join(templates, other), { recursive: true, force: true });
      }
    }
  }
  project.provide('pgliteTemplate', template);
}
