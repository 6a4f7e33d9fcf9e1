import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { ApiError } from './api-errors';
import { handleApi } from './api-handler';
import { handleControl } from './control-api';
import type { PendingFault } from './faults';
import type { SimulatorCore } from './simulator-core';

/** HTTP glue: routes /v4 to the API and /__sim to the controls, and applies injected faults. */

const MAX_CONTROL_BODY = 64 * 1024;

export interface RunningServer {
  readonly url: string;
  close(): Promise<void>;
}

export async function serve(
  core: SimulatorCore,
  host: string,
  port: number,
): Promise<RunningServer> {
  const timers = new Set<NodeJS.Timeout>();
  const server: Server = createServer((req, res) => {
    dispatch(core, req, res, timers).catch(() => {
      if (!res.headersSent) send(res, 500, new ApiError('INTERNAL_ERROR').body(), {});
      else res.destroy();
    });
  });
  // Keep the market near the clock between requests so no request pays for a long catch-up.
  const ticker = setInterval(() => core.sync(), 250);
  ticker.unref();
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve());
  });
  const address = server.address() as AddressInfo;
  const hostPart = address.family === 'IPv6' ? `[${address.address}]` : address.address;
  return {
    url: `http://${hostPart}:${address.port}`,
    close: () =>
      new Promise<void>((resolve) => {
        clearInterval(ticker);
        for (const t of timers) clearTimeout(t);
        timers.clear();
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

async function dispatch(
  core: SimulatorCore,
  req: IncomingMessage,
  res: ServerResponse,
  timers: Set<NodeJS.Timeout>,
): Promise<void> {
  const url = new URL(req.url ?? '/', 'http://simulator');
  const method = req.method ?? 'GET';
  if (url.pathname.startsWith('/__sim/')) {
    const body = method === 'POST' ? await readJson(req) : undefined;
    if (body === INVALID) {
      send(res, 400, { message: 'body must be JSON' }, {});
      return;
    }
    const result = handleControl(core, method, url.pathname, body, url.searchParams);
    send(res, result.status, result.body, {});
    return;
  }
  core.sync();
  const fault = core.faults.take(url.pathname);
  if (fault?.kind === 'latency') {
    await new Promise<void>((resolve) => {
      const t = setTimeout(() => {
        timers.delete(t);
        resolve();
      }, fault.ms);
      timers.add(t);
    });
    if (res.destroyed) return;
    core.sync();
  }
  answerApi(core, method, url, res, fault?.kind === 'latency' ? null : fault);
}

function answerApi(
  core: SimulatorCore,
  method: string,
  url: URL,
  res: ServerResponse,
  fault: PendingFault | null,
): void {
  const now = core.market.now();
  const quiet = core.credits.headers(0, now);
  if (fault?.kind === '429')
    return count(core, send(res, 429, new ApiError('EXCEEDED_FREQ_LIMIT').body(), quiet));
  if (fault?.kind === '5xx')
    return count(core, send(res, fault.status, new ApiError('INTERNAL_ERROR').body(), quiet));
  if (fault?.kind === 'quota-exhausted') {
    const headers = { ...quiet, 'x-requests-remaining': '0' };
    return count(core, send(res, 401, new ApiError('OUT_OF_USAGE_CREDITS').body(), headers));
  }
  const result = handleApi(core, method, url.pathname, url.searchParams);
  const headers = core.credits.headers(result.cost, now);
  if (!fault || result.status !== 200)
    return count(core, send(res, result.status, result.body, headers));
  const json = JSON.stringify(result.body);
  if (fault.kind === 'wrong-shape') {
    // Valid JSON, wrong envelope: what a changed upstream contract looks like.
    return count(
      core,
      sendRaw(res, 200, JSON.stringify({ success: true, data: result.body }), headers),
    );
  }
  if (fault.kind === 'malformed') {
    return count(
      core,
      sendRaw(
        res,
        200,
        `${json.slice(0, Math.floor(json.length / 2))}<!-- upstream error -->`,
        headers,
      ),
    );
  }
  // truncated: promise the full length, send half, drop the connection.
  const bytes = Buffer.from(json);
  res.writeHead(200, {
    ...headers,
    'content-type': 'application/json; charset=utf-8',
    'content-length': bytes.length,
  });
  res.write(bytes.subarray(0, Math.floor(bytes.length / 2)), () => res.destroy());
  core.count(200);
}

function count(core: SimulatorCore, status: number): void {
  core.count(status);
}

function send(
  res: ServerResponse,
  status: number,
  body: unknown,
  headers: Record<string, string>,
): number {
  return sendRaw(res, status, JSON.stringify(body), headers);
}

function sendRaw(
  res: ServerResponse,
  status: number,
  text: string,
  headers: Record<string, string>,
): number {
  const bytes = Buffer.from(text);
  res.writeHead(status, {
    ...headers,
    'content-type': 'application/json; charset=utf-8',
    'content-length': bytes.length,
  });
  res.end(bytes);
  return status;
}

const INVALID = Symbol('invalid');

async function readJson(req: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    const buf = chunk as Buffer;
    size += buf.length;
    if (size > MAX_CONTROL_BODY) return INVALID;
    chunks.push(buf);
  }
  const text = Buffer.concat(chunks).toString('utf8').trim();
  if (text === '') return {};
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return INVALID;
  }
}
