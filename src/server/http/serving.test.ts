import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../db/database';
import { DetectionEngine } from '../engine/detection-engine';
import { MemoryBus } from '../platform/bus/memory-bus';
import { signIn } from '../test-support/scripted-sign-in';
import { openTestDatabase } from '../test-support/test-database';
import { boardWithOneArbitrage } from '../test-support/arbitrage-board';
import { grantMembership } from '../test-support/membership';
import { startTestServer, type TestServer } from '../test-support/test-server';

interface Raw {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

/** A raw GET: fetch would decode the body and hide what was on the wire. */
function get(url: string, headers: Record<string, string>): Promise<Raw> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(url, { headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
      );
    });
    req.on('error', reject);
    req.end();
  });
}

const NOW = Date.now();

describe('serving at memory speed', () => {
  let database: DatabaseHandle;
  let server: TestServer;
  let cookie: string;
  const clientDir = mkdtempSync(join(tmpdir(), 'arbiter-client-'));

  beforeAll(async () => {
    mkdirSync(join(clientDir, 'assets'));
    const script = 'console.log("arbiter");'.repeat(100);
    writeFileSync(join(clientDir, 'assets', 'index-abc123.js'), script);
    writeFileSync(join(clientDir, 'assets', 'index-abc123.js.br'), brotliCompressSync(script));
    writeFileSync(join(clientDir, 'assets', 'index-abc123.js.gz'), gzipSync(script));
    writeFileSync(join(clientDir, 'index.html'), '<!doctype html><div id="root"></div>');

    const board = boardWithOneArbitrage(NOW);
    const engine = new DetectionEngine(
      board,
      { maxAgeMs: 600_000, staleGraceMs: 300_000, valueMinEv: 0.02 },
      new MemoryBus(),
      null,
      pino({ level: 'silent' }),
    );
    engine.sweep();
    database = await openTestDatabase('pglite');
    server = await startTestServer(database, {}, { clientDir, services: { engine } });
    const { jar } = await signIn(server.url, { email: 'serve@arbiter.test', name: 'Serve' });
    await grantMembership(database.db, 'serve@arbiter.test', NOW);
    cookie = jar.headerFor(server.url) ?? '';
  }, 60_000);

  afterAll(async () => {
    await server?.close();
    await database?.close();
    rmSync(clientDir, { recursive: true, force: true });
  });

  it('sends the live list compressed for clients that accept it, with a strong ETag per encoding and 304 on a match', async () => {
    const url = `${server.url}/api/live-arbitrage`;
    const plain = await get(url, { cookie });
    const br = await get(url, { cookie, 'accept-encoding': 'gzip, br' });
    const gz = await get(url, { cookie, 'accept-encoding': 'gzip' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(br.headers['content-encoding']).toBe('br');
    expect(gz.headers['content-encoding']).toBe('gzip');
    const list = JSON.parse(plain.body.toString()) as { opportunities: unknown[] };
    expect(list.opportunities).toHaveLength(1);
    expect(brotliDecompressSync(br.body).toString()).toBe(plain.body.toString());
    expect(gunzipSync(gz.body).toString()).toBe(plain.body.toString());
    const tags = [plain, br, gz].map((r) => r.headers.etag as string);
    expect(new Set(tags).size).toBe(3);
    for (const tag of tags) expect(tag).toMatch(/^"[^"]+"$/);
    expect(br.headers.vary).toContain('accept-encoding');

    const again = await get(url, {
      cookie,
      'accept-encoding': 'gzip, br',
      'if-none-match': tags[1]!,
    });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
    // Another representation's tag is not a match.
    const other = await get(url, { cookie, 'accept-encoding': 'gzip', 'if-none-match': tags[1]! });
    expect(other.status).toBe(200);
    // Access still comes first.
    expect((await get(url, { 'accept-encoding': 'br' })).status).toBe(401);
  });

  it('serves hashed client files precompressed and cached for a year, and index.html revalidated', async () => {
    const asset = await get(`${server.url}/assets/index-abc123.js`, { 'accept-encoding': 'br' });
    expect(asset.status).toBe(200);
    expect(asset.headers['content-encoding']).toBe('br');
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(asset.body).toString()).toContain('arbiter');
    const page = await get(`${server.url}/landing`, {});
    expect(page.status).toBe(200);
    expect(page.headers['cache-control']).toBe('no-cache');
  });
});
