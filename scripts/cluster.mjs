// npm run cluster: Arbiter as a local cluster (README "Running more than one process"): two API
// processes, two scanners (one polls, one stands by) and one jobs process on PostgreSQL and NATS
// JetStream, behind one port. The proxy here is for trying the cluster on one machine; in
// production put nginx or Caddy in front of the API processes.
import { spawn } from 'node:child_process';
import { createServer, request } from 'node:http';
import pg from 'pg';
import { at, buildIfStale } from './build-if-stale.mjs';

const env = process.env;
const port = Number(env.PORT ?? 5000);
const databaseUrl = env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/arbiter_cluster';
const natsUrl = env.NATS_URL ?? 'nats://127.0.0.1:4222';
const natsStream = env.NATS_STREAM ?? 'ARBITER_CLUSTER';
const publicUrl = env.PUBLIC_URL ?? `http://localhost:${port}`;

/** Each process listens on its own port; members only ever see the proxy's. */
const processes = [
  { name: 'api-1', roles: 'api', port: port + 1 },
  { name: 'api-2', roles: 'api', port: port + 2 },
  { name: 'scanner-1', roles: 'scanner', port: port + 11 },
  { name: 'scanner-2', roles: 'scanner', port: port + 12 },
  { name: 'jobs-1', roles: 'jobs', port: port + 21 },
];
const apis = processes.filter((p) => p.roles === 'api');

/** The default database is created on first use; a DATABASE_URL of yours must exist. */
async function ensureDatabase() {
  if (env.DATABASE_URL) return;
  const url = new URL(databaseUrl);
  const name = url.pathname.slice(1);
  url.pathname = '/postgres';
  const admin = new pg.Client({ connectionString: url.href });
  await admin.connect();
  try {
    const found = await admin.query('select 1 from pg_database where datname = $1', [name]);
    if (found.rowCount === 0) await admin.query(`create database "${name}"`);
  } finally {
    await admin.end();
  }
}

function launch({ name, roles, port: own }) {
  const child = spawn(process.execPath, [at('dist/server/main.js')], {
    env: {
      ...env,
      ARBITER_ROLES: roles,
      PORT: String(own),
      DATABASE_URL: databaseUrl,
      NATS_URL: natsUrl,
      NATS_STREAM: natsStream,
      PUBLIC_URL: publicUrl,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const prefix = `[${name}] `;
  const relay = (stream, out) => {
    let rest = '';
    stream.setEncoding('utf8');
    stream.on('data', (chunk) => {
      const lines = (rest + chunk).split('\n');
      rest = lines.pop() ?? '';
      for (const line of lines) out.write(`${prefix}${line}\n`);
    });
  };
  relay(child.stdout, process.stdout);
  relay(child.stderr, process.stderr);
  child.on('exit', (code, signal) => {
    if (!stopping) console.error(`${prefix}exited (${signal ?? code}); the others go on`);
  });
  return child;
}

const STICKY = 'arbiter_node';
let next = 0;

/**
 * A browser stays on one API process (a cookie), because the embedded identity provider keeps a
 * sign-in's state in the process that began it; a stream that loses its process reconnects to
 * the other with Last-Event-ID and misses nothing (the ids are the bus's).
 */
function backendFor(req) {
  const match = /(?:^|;\s*)arbiter_node=(\d+)/.exec(req.headers.cookie ?? '');
  const sticky = match ? Number(match[1]) : null;
  if (sticky !== null && apis[sticky]) return { index: sticky, fresh: false };
  next = (next + 1) % apis.length;
  return { index: next, fresh: true };
}

function forward(req, res, index, fresh, triesLeft) {
  const upstream = request(
    {
      host: '127.0.0.1',
      port: apis[index].port,
      method: req.method,
      path: req.url,
      headers: req.headers,
    },
    (answer) => {
      const headers = { ...answer.headers };
      if (fresh) {
        const cookie = `${STICKY}=${index}; Path=/; HttpOnly; SameSite=Lax`;
        headers['set-cookie'] = [...(headers['set-cookie'] ?? []), cookie];
      }
      res.writeHead(answer.statusCode ?? 502, headers);
      answer.pipe(res);
    },
  );
  upstream.on('error', (error) => {
    // A process that is down is skipped for requests that can be repeated safely.
    const repeatable = req.method === 'GET' || req.method === 'HEAD';
    if (!res.headersSent && repeatable && triesLeft > 0 && error.code === 'ECONNREFUSED') {
      forward(req, res, (index + 1) % apis.length, true, triesLeft - 1);
      return;
    }
    if (!res.headersSent) {
      res.writeHead(502, { 'content-type': 'text/plain' });
      res.end(`Arbiter's ${apis[index].name} did not answer: ${error.message}\n`);
    } else res.destroy();
  });
  res.on('close', () => upstream.destroy());
  req.pipe(upstream);
}

let stopping = false;
buildIfStale();
await ensureDatabase();
const children = processes.map(launch);
const proxy = createServer((req, res) => {
  const { index, fresh } = backendFor(req);
  forward(req, res, index, fresh, apis.length - 1);
});
proxy.listen(port, 'localhost', () => {
  console.log(
    `Arbiter cluster on ${publicUrl}: ${processes.map((p) => `${p.name} :${p.port}`).join(', ')}; ` +
      `PostgreSQL ${new URL(databaseUrl).host}${new URL(databaseUrl).pathname}, NATS ${natsUrl} (stream ${natsStream})`,
  );
});

function stop() {
  if (stopping) return;
  stopping = true;
  proxy.close();
  proxy.closeAllConnections();
  let left = children.filter((c) => c.exitCode === null && c.signalCode === null).length;
  if (left === 0) process.exit(0);
  for (const child of children) {
    child.once('exit', () => {
      left -= 1;
      if (left === 0) process.exit(0);
    });
    child.kill('SIGTERM');
  }
}
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
