import type { MessagePort } from 'node:worker_threads';

/**
 * Messages between the server and the thread that owns the embedded database (PGlite). The
 * server's threads never run PostgreSQL's work themselves: a poll's bulk write must not stall HTTP
 * (docs/decisions/022).
 */
export interface DatabaseThreadInit {
  dataDir: string;
  migrationsFolder: string;
}

export type DatabaseRequest =
  | {
      id: number;
      op: 'query';
      sql: string;
      params: unknown[];
      rowMode: 'array' | 'object';
      tx?: number;
    }
  | { id: number; op: 'exec'; sql: string; tx?: number }
  | { id: number; op: 'begin' }
  | { id: number; op: 'end'; tx: number; commit: boolean }
  | { id: number; op: 'attach'; port: MessagePort }
  | { id: number; op: 'close' };

export type DatabaseReply =
  { id: number; ok: true; result?: unknown } | { id: number; ok: false; error: SerializedError };

/** A PostgreSQL error's fields (code, detail, constraint…) survive the trip between threads. */
export interface SerializedError {
  name: string;
  message: string;
  fields: Record<string, unknown>;
}

export function serializeError(error: unknown): SerializedError {
  if (!(error instanceof Error)) return { name: 'Error', message: String(error), fields: {} };
  const fields: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(error)) {
    if (value === undefined || typeof value === 'function') continue;
    if (typeof value === 'object' && value !== null) continue;
    fields[key] = value;
  }
  return { name: error.name, message: error.message, fields };
}

export function deserializeError(serialized: SerializedError): Error {
  const error = new Error(serialized.message);
  error.name = serialized.name;
  Object.assign(error, serialized.fields);
  return error;
}
