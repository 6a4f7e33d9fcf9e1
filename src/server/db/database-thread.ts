import { parentPort, workerData, type MessagePort } from 'node:worker_threads';
import { PGlite, types, type Transaction } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import {
  serializeError,
  type DatabaseReply,
  type DatabaseRequest,
  type DatabaseThreadInit,
} from './database-thread-protocol';

/**
 * The thread that owns the embedded database. Drizzle's PGlite driver asks for these types as
 * the server's text (its own parsers are the identity for them); they are applied here because
 * functions cannot cross threads.
 */
const asText = (value: string) => value;
const DRIZZLE_PARSERS = {
  [types.TIMESTAMP]: asText,
  [types.TIMESTAMPTZ]: asText,
  [types.INTERVAL]: asText,
  [types.DATE]: asText,
  1231: asText, // numeric[]
  1115: asText, // timestamp[]
  1185: asText, // timestamptz[]
  1187: asText, // interval[]
  1182: asText, // date[]
};

/** Thrown inside a transaction's callback to roll it back. */
const ROLLBACK = Symbol('rollback');

const port = parentPort;
if (!port) throw new Error('database-thread runs only as a worker thread');
const init = workerData as DatabaseThreadInit;

const open = async () => {
  const client = await PGlite.create(init.dataDir);
  try {
    await migrate(drizzle({ client }), { migrationsFolder: init.migrationsFolder });
  } catch (error) {
    await client.close();
    throw error;
  }
  return client;
};

const opened = open();
// Its failure reaches the server as the answer to the first request (the 'ready' probe).
opened.catch(() => {});

const transactions = new Map<
  number,
  { tx: Transaction; finish: (commit: boolean) => void; done: Promise<void> }
>();
let nextTx = 1;

/** One client's port, and the transactions it holds open. */
interface Peer {
  open: Set<number>;
  /** Its port has closed (the thread behind it ended): nothing it opened may stay open. */
  gone: boolean;
}

/** Rolls back every transaction a client left open, so its lock never outlives it. */
function release(peer: Peer) {
  peer.gone = true;
  for (const id of peer.open) {
    const open = transactions.get(id);
    transactions.delete(id);
    open?.finish(false);
  }
  peer.open.clear();
}

async function answer(request: DatabaseRequest, peer: Peer): Promise<unknown> {
  const client = await opened;
  switch (request.op) {
    case 'query': {
      const target = request.tx === undefined ? client : transactionOf(request.tx);
      return target.query(request.sql, request.params, {
        rowMode: request.rowMode,
        parsers: DRIZZLE_PARSERS,
      });
    }
    case 'exec': {
      const target = request.tx === undefined ? client : transactionOf(request.tx);
      return target.exec(request.sql);
    }
    case 'begin': {
      const id = await begin(client);
      // Its client went while it waited for the lock: nobody would ever end it.
      if (peer.gone) {
        const open = transactions.get(id);
        transactions.delete(id);
        open?.finish(false);
        throw new Error('the client that began this transaction has gone');
      }
      peer.open.add(id);
      return id;
    }
    case 'end': {
      const open = transactions.get(request.tx);
      if (!open) throw new Error(`no open transaction ${request.tx}`);
      transactions.delete(request.tx);
      peer.open.delete(request.tx);
      open.finish(request.commit);
      await open.done;
      return undefined;
    }
    case 'attach':
      // Another thread of the server (the scanner's) talks to the database on this port.
      serve(request.port);
      return undefined;
    case 'close':
      for (const open of transactions.values()) open.finish(false);
      await Promise.allSettled([...transactions.values()].map((open) => open.done));
      transactions.clear();
      await client.close();
      return undefined;
  }
}

function transactionOf(id: number): Transaction {
  const open = transactions.get(id);
  if (!open) throw new Error(`no open transaction ${id}`);
  return open.tx;
}

/** Opens a transaction that stays open (holding PGlite's lock) until its 'end' arrives. */
function begin(client: PGlite): Promise<number> {
  const id = nextTx++;
  return new Promise<number>((resolveBegin, rejectBegin) => {
    let began = false;
    const done = client
      .transaction(
        (tx) =>
          new Promise<void>((resolve, reject) => {
            began = true;
            transactions.set(id, {
              tx,
              finish: (commit) => (commit ? resolve() : reject(ROLLBACK)),
              done,
            });
            resolveBegin(id);
          }),
      )
      .then(
        () => undefined,
        (error: unknown) => {
          if (error === ROLLBACK) return;
          // Before the callback ran, nobody waits for `done`: the error is the answer to 'begin'.
          if (!began) return rejectBegin(error);
          throw error;
        },
      );
  });
}

/** Answers one client's requests on its port: the server's, or another thread's it attached. */
function serve(client: MessagePort | typeof port) {
  const peer: Peer = { open: new Set(), gone: false };
  // An attached port closes when the thread behind it ends, even mid-transaction.
  client!.on('close', () => release(peer));
  client!.on('message', (request: DatabaseRequest) => {
    answer(request, peer).then(
      (result) => client!.postMessage({ id: request.id, ok: true, result } satisfies DatabaseReply),
      (error: unknown) =>
        client!.postMessage({
          id: request.id,
          ok: false,
          error: serializeError(error),
        } satisfies DatabaseReply),
    );
  });
}

serve(port);
