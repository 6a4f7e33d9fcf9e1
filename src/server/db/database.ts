import { mkdirSync } from 'node:fs';
import type { MessagePort } from 'node:worker_threads';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { runtimeFiles } from '../runtime-files';
import { DatabaseThreadClient } from './database-thread-client';
import * as schema from './schema/index';

export type Schema = typeof schema;
/** Both drivers speak the same PostgreSQL dialect; code sees one type. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;

export interface DatabaseHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  /** The server's URL (PostgreSQL): what the lease and the job runner open their own connections to. */
  url?: string;
  close(): Promise<void>;
}

const { migrationsFolder, databaseWorker } = runtimeFiles;

/** The thread client behind each embedded database this thread opened. */
const threadClients = new WeakMap<DatabaseHandle, DatabaseThreadClient>();

export type DatabaseTarget =
  { kind: 'pglite'; dataDir: string } | { kind: 'postgres'; url: string };

/**
 * Runs the migrations while holding an advisory lock on a connection of its own: processes of a
 * cluster starting together on a new database would otherwise race to create the same tables.
 */
async function migrateAlone(url: string, migrate: () => Promise<void>) {
  const lock = new pg.Client({ connectionString: url });
  await lock.connect();
  try {
    await lock.query("select pg_advisory_lock(hashtext('arbiter:migrations'))");
    await migrate();
  } finally {
    // Ending the session releases the lock.
    await lock.end();
  }
}

/** Opens the database and applies every committed migration. */
export async function openDatabase(target: DatabaseTarget): Promise<DatabaseHandle> {
  if (target.kind === 'postgres') {
    const pool = new pg.Pool({ connectionString: target.url, max: 10 });
    // An idle connection the server drops (restart, failover) must not crash the process: the
    // pool replaces it on the next query, and that query reports any lasting failure.
    pool.on('error', () => {});
    const db = drizzlePg(pool, { schema });
    try {
      await migrateAlone(target.url, () => migratePg(db, { migrationsFolder }));
    } catch (error) {
      await pool.end();
      throw error;
    }
    return {
      db: db as unknown as Database,
      kind: 'postgres',
      url: target.url,
      close: () => pool.end(),
    };
  }
  if (!target.dataDir.startsWith('memory://')) mkdirSync(target.dataDir, { recursive: true });
  // PGlite runs PostgreSQL's work on the thread that calls it: on a thread of its own, a poll's
  // bulk write cannot stall HTTP (docs/decisions/022). The thread applies the migrations.
  const client = await DatabaseThreadClient.start(databaseWorker, {
    dataDir: target.dataDir,
    migrationsFolder,
  });
  const handle = pgliteHandle(client);
  threadClients.set(handle, client);
  return handle;
}

function pgliteHandle(client: DatabaseThreadClient): DatabaseHandle {
  const db = drizzlePglite({ client: client as never, schema });
  return { db: db as unknown as Database, kind: 'pglite', close: () => client.close() };
}

/** A port to the embedded database's thread, for another thread of the server (decision 040). */
export function attachDatabasePort(handle: DatabaseHandle): Promise<MessagePort> | null {
  const client = threadClients.get(handle);
  return client ? client.attachPort() : null;
}

/** The embedded database reached from another thread, over a port `attachDatabasePort` gave. */
export function databaseOverPort(port: MessagePort): DatabaseHandle {
  return pgliteHandle(DatabaseThreadClient.overPort(port));
}
