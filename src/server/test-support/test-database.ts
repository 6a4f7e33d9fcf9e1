import { randomBytes } from 'node:crypto';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { inject } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../db/database';

export type TestDatabaseKind = 'pglite' | 'postgres';

/** PGlite always; PostgreSQL too when TEST_DATABASE_URL points at a server. */
export const testDatabaseKinds: TestDatabaseKind[] = process.env.TEST_DATABASE_URL
  ? ['pglite', 'postgres']
  : ['pglite'];

/** The run's migrated PGlite folder (pglite-template.global-setup.ts); none outside vitest (benches). */
function pgliteTemplate(): string | undefined {
  try {
    return inject('pgliteTemplate');
  } catch {
    return undefined;
  }
}

/** PGlite in a copy of the run's migrated template: no initdb of its own; in memory without one. */
async function openPglite(): Promise<DatabaseHandle> {
  const template = pgliteTemplate();
  if (!template) return openDatabase({ kind: 'pglite', dataDir: 'memory://' });
  const dataDir = mkdtempSync(join(tmpdir(), 'arbiter-test-db-'));
  const removeCopy = () => rmSync(dataDir, { recursive: true, force: true });
  try {
    cpSync(template, dataDir, { recursive: true });
    const handle = await openDatabase({ kind: 'pglite', dataDir });
    return {
      ...handle,
      async close() {
        await handle.close();
        removeCopy();
      },
    };
  } catch (error) {
    removeCopy();
    throw error;
  }
}

/** A fresh, migrated database: PGlite, or a new database on the PostgreSQL server. */
export async function openTestDatabase(kind: TestDatabaseKind): Promise<DatabaseHandle> {
  if (kind === 'pglite') return openPglite();
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error('TEST_DATABASE_URL is not set');
  const name = `arbiter_t_${process.pid}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const handle = await openDatabase({ kind: 'postgres', url: url.href });
  return {
    ...handle,
    async close() {
      await handle.close();
      const cleanup = new pg.Client({ connectionString: adminUrl });
      await cleanup.connect();
      await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await cleanup.end();
    },
  };
}
