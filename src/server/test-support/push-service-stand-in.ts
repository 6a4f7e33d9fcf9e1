import { createPublicKey, verify, type KeyObject } from 'node:crypto';
import https from 'node:https';
import type { AddressInfo } from 'node:net';
import { selfSignedLoopbackCert } from './self-signed-cert';

export interface ReceivedPush {
  path: string;
  /** The `k=` of the Authorization header: the application server's public key. */
  vapidKey: string;
  claims: { aud: string; exp: number; sub: string };
  headers: { ttl: string | undefined; contentEncoding: string | undefined };
  /** The encrypted body, as a push service holds it. */
  body: Buffer;
}

/** An uncompressed P-256 point (0x04 ‖ X ‖ Y), base64url, as a public key. */
export function p256PublicKey(base64url: string): KeyObject {
  const point = Buffer.from(base64url, 'base64url');
  if (point.length !== 65 || point[0] !== 0x04) throw new Error('not an uncompressed P-256 point');
  return createPublicKey({
    key: {
      kty: 'EC',
      crv: 'P-256',
      x: point.subarray(1, 33).toString('base64url'),
      y: point.subarray(33).toString('base64url'),
    },
    format: 'jwk',
  });
}

type Verdict = { ok: true; push: Omit<ReceivedPush, 'path' | 'body' | 'headers'> } | string;

/** RFC 8292: `vapid t=<ES256 JWT>, k=<public key>`, the JWT signed by that key, for this origin. */
export function checkVapid(header: string | undefined, origin: string, now: number): Verdict {
  const match = /^vapid t=([\w-]+\.[\w-]+\.[\w-]+),\s*k=([\w-]+)$/.exec(header ?? '');
  if (!match) return 'no vapid Authorization header';
  const [, token = '', vapidKey = ''] = match;
  const [head = '', payload = '', signature = ''] = token.split('.');
  const jose = JSON.parse(Buffer.from(head, 'base64url').toString()) as { alg?: string };
  if (jose.alg !== 'ES256') return `unexpected JWT algorithm ${String(jose.alg)}`;
  let key: KeyObject;
  try {
    key = p256PublicKey(vapidKey);
  } catch (error) {
    return (error as Error).message;
  }
  const signed = verify(
    'sha256',
    Buffer.from(`${head}.${payload}`),
    { key, dsaEncoding: 'ieee-p1363' },
    Buffer.from(signature, 'base64url'),
  );
  if (!signed) return 'the JWT is not signed by the key it names';
  const claims = JSON.parse(Buffer.from(payload, 'base64url').toString()) as ReceivedPush['claims'];
  if (claims.aud !== origin) return `aud ${claims.aud} is not ${origin}`;
  const nowSeconds = Math.floor(now / 1000);
  if (!(claims.exp > nowSeconds)) return 'the JWT has expired';
  if (claims.exp > nowSeconds + 86_400) return 'exp is more than 24 hours ahead';
  if (!/^(mailto:|https:)/.test(claims.sub))
    return `sub ${claims.sub} is not a mailto: or https: URL`;
  return { ok: true, push: { vapidKey, claims } };
}

/**
 * A push service on loopback, as the browser vendors run them: it refuses a message whose VAPID
 * signature does not verify (403) and keeps what it accepts (201). HTTPS, because web-push speaks
 * nothing else; a sender trusts it by taking `ca` as an extra certificate authority.
 */
export class PushServiceStandIn {
  readonly received: ReceivedPush[] = [];
  readonly refused: string[] = [];
  /** Paths that answer 410 Gone, as a service does for a subscription the browser dropped. */
  readonly gone = new Set<string>();
  /** Paths that answer 307 to another URL, as a hostile endpoint would to lead the sender on. */
  readonly redirects = new Map<string, string>();
  private readonly tls = selfSignedLoopbackCert();
  private readonly server = https.createServer(this.tls, (request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const path = request.url ?? '/';
      if (request.method !== 'POST') return void response.writeHead(405).end();
      const redirect = this.redirects.get(path);
      if (redirect) return void response.writeHead(307, { location: redirect }).end();
      const verdict = checkVapid(request.headers.authorization, this.origin, Date.now());
      if (typeof verdict === 'string') {
        this.refused.push(verdict);
        return void response.writeHead(403).end(verdict);
      }
      if (this.gone.has(path)) return void response.writeHead(410).end('push subscription gone');
      this.received.push({
        ...verdict.push,
        path,
        headers: {
          ttl: request.headers.ttl as string | undefined,
          contentEncoding: request.headers['content-encoding'],
        },
        body: Buffer.concat(chunks),
      });
      response.writeHead(201).end();
    });
  });
  get origin(): string {
    return `https://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  endpoint(id: string): string {
    return `${this.origin}/push/${id}`;
  }

  async start() {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
  }

  /** The stand-in's self-signed certificate, for a client to trust. */
  get ca(): string {
    return this.tls.cert;
  }

  async stop() {
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }
}
