import { join } from 'node:path';
import { afterAll, beforeAll, inject } from 'vitest';
import type { DatabaseHandle } from '../db/database';
import { openTestDatabase } from './test-database';

/** The compiled server's folder, built once per run by compiled-build.global-setup.ts. */
const compiledDist = () => inject('compiledDist');

/** The compiled server's entry, as `npm start` runs it. */
export const compiledServerMain = () => join(compiledDist(), 'server/main.js');

/**
 * For a suite of real Arbiter processes on PostgreSQL: the compiled entry, and a fresh database
 * opened before the suite's tests and dropped after them. Call it inside the suite's describe, so
 * a skipped suite opens nothing.
 */
export function processesOnPostgres() {
  let database: DatabaseHandle | undefined;
  beforeAll(async () => {
    database = await openTestDatabase('postgres');
  }, 60_000);
  afterAll(async () => {
    await database?.close();
  });
  return {
    mainFile: compiledServerMain(),
    databaseUrl: () => {
      if (!database?.url) throw new Error('the suite’s database is not open');
      return database.url;
    },
  };
}
