import { mkdirSync } from 'node:fs';
import { runtimeFiles } from '../runtime-files';
import { lockDataDir } from './data-dir-lock';
import { DatabaseThreadClient } from './database-thread-client';

/** The embedded database's data folder, locked, and its thread opening it (and migrating). */
export interface EmbeddedDatabaseStart {
  readonly dataDir: string;
  readonly lock: { release(): void };
  readonly thread: Promise<DatabaseThreadClient>;
}

/** Starts PGlite's thread on the folder: it loads PGlite, opens the folder and migrates it. */
export function startDatabaseThread(dataDir: string): Promise<DatabaseThreadClient> {
  if (!dataDir.startsWith('memory://')) mkdirSync(dataDir, { recursive: true });
  const thread = DatabaseThreadClient.start(runtimeFiles.databaseWorker, {
    dataDir,
    migrationsFolder: runtimeFiles.migrationsFolder,
  });
  // A failure is reported where the thread is awaited (openDatabase).
  thread.catch(() => {});
  return thread;
}

/**
 * Locks the folder (throws DataDirLockedError when another process holds it) and starts the
 * thread. Light on imports on purpose: the server's entry calls it before loading the rest of the
 * server, so the thread's seconds of loading and opening run beside the server's own.
 */
export function startEmbeddedDatabase(dataDir: string): EmbeddedDatabaseStart {
  const lock = lockDataDir(dataDir);
  return { dataDir, lock, thread: startDatabaseThread(dataDir) };
}
