import { MessageChannel, Worker, type MessagePort } from 'node:worker_threads';
import {
  deserializeError,
  type DatabaseReply,
  type DatabaseRequest,
  type DatabaseThreadInit,
} from './database-thread-protocol';

type Call = DatabaseRequest extends infer R
  ? R extends { id: number }
    ? Omit<R, 'id'>
    : never
  : never;

interface QueryOptions {
  rowMode?: 'array' | 'object';
}

/** What Drizzle's PGlite driver asks of its client, inside and outside a transaction. */
export interface PgliteLike {
  query(sql: string, params?: unknown[], options?: QueryOptions): Promise<unknown>;
  exec(sql: string): Promise<unknown>;
}

/**
 * The embedded database, run on a thread of its own and reached by messages. Drizzle's PGlite
 * driver uses it as it would a PGlite instance: queries, and transactions that hold the thread's
 * PGlite lock from their 'begin' to their 'end', so other queries wait for them as they would in
 * one thread.
 */
export class DatabaseThreadClient implements PgliteLike {
  private readonly pending = new Map<
    number,
    { resolve: (value: unknown) => void; reject: (error: Error) => void }
  >();
  private nextId = 1;
  private failure: Error | null = null;

  private constructor(
    private readonly endpoint: Worker | MessagePort,
    /** The thread itself, where this client started it; null on a port another client attached. */
    private readonly worker: Worker | null,
  ) {
    endpoint.on('message', (reply: DatabaseReply) => {
      const pending = this.pending.get(reply.id);
      if (!pending) return;
      this.pending.delete(reply.id);
      if (reply.ok) pending.resolve(reply.result);
      else pending.reject(deserializeError(reply.error));
    });
    const fail = (error: Error) => {
      this.failure ??= error;
      for (const pending of this.pending.values()) pending.reject(this.failure);
      this.pending.clear();
    };
    if (worker) {
      worker.on('error', fail);
      worker.on('exit', (code) =>
        fail(new Error(`the database thread stopped (exit code ${code})`)),
      );
    } else endpoint.on('close', () => fail(new Error('the database thread closed this port')));
  }

  /**
   * A port to the same thread for another thread of the server (the scanner's, decision 040):
   * its queries and transactions queue on the one PGlite with this client's.
   */
  async attachPort(): Promise<MessagePort> {
    const { port1, port2 } = new MessageChannel();
    await this.call({ op: 'attach', port: port2 }, [port2]);
    return port1;
  }

  /** The client of another thread, over a port `attachPort` gave. */
  static overPort(port: MessagePort): DatabaseThreadClient {
    return new DatabaseThreadClient(port, null);
  }

  /** Starts the thread, opens the data folder and applies the migrations there. */
  static async start(entry: URL, init: DatabaseThreadInit): Promise<DatabaseThreadClient> {
    const worker = new Worker(entry, { workerData: init });
    const client = new DatabaseThreadClient(worker, worker);
    try {
      await client.query('select 1');
    } catch (error) {
      await worker.terminate();
      throw error;
    }
    return client;
  }

  query(sql: string, params: unknown[] = [], options: QueryOptions = {}): Promise<unknown> {
    return this.call({ op: 'query', sql, params, rowMode: options.rowMode ?? 'object' });
  }

  exec(sql: string): Promise<unknown> {
    return this.call({ op: 'exec', sql });
  }

  async transaction<T>(callback: (tx: PgliteLike) => Promise<T>): Promise<T> {
    const tx = (await this.call({ op: 'begin' })) as number;
    const scoped: PgliteLike = {
      query: (sql, params = [], options = {}) =>
        this.call({ op: 'query', sql, params, rowMode: options.rowMode ?? 'object', tx }),
      exec: (sql) => this.call({ op: 'exec', sql, tx }),
    };
    let result: T;
    try {
      result = await callback(scoped);
    } catch (error) {
      await this.call({ op: 'end', tx, commit: false }).catch(() => {});
      throw error;
    }
    await this.call({ op: 'end', tx, commit: true });
    return result;
  }

  /** Closes the database (its owner), or only this thread's port to it. */
  async close(): Promise<void> {
    if (!this.worker) {
      this.failure ??= new Error('the database port is closed');
      (this.endpoint as MessagePort).close();
      return;
    }
    if (!this.failure) await this.call({ op: 'close' }).catch(() => {});
    await this.worker.terminate();
  }

  private call(request: Call, transfer: Transferable[] = []): Promise<unknown> {
    if (this.failure) return Promise.reject(this.failure);
    const id = this.nextId++;
    return new Promise((resolve, reject) => {
      this.pending.set(id, { resolve, reject });
      this.endpoint.postMessage({ ...request, id }, transfer as never);
    });
  }
}
