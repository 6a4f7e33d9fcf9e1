import { createHash } from 'node:crypto';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { Negotiator } from '@fastify/accept-negotiator';
import type { FastifyReply, FastifyRequest } from 'fastify';

type Encoding = 'br' | 'gzip' | 'identity';

const negotiator = new Negotiator({
  supportedValues: ['br', 'gzip', 'identity'],
  cache: new Map(),
});

/**
 * A JSON body shared by every request until it changes: serialised once, compressed at most once
 * per encoding, with a strong ETag per representation.
 */
export class SharedBody {
  readonly etag: string;
  private readonly encoded = new Map<Encoding, Buffer>();

  constructor(readonly json: string) {
    this.etag = createHash('sha1').update(json).digest('base64url');
  }

  tagFor(encoding: Encoding): string {
    return encoding === 'identity' ? `"${this.etag}"` : `"${this.etag}.${encoding}"`;
  }

  bytes(encoding: Encoding): Buffer | string {
    if (encoding === 'identity') return this.json;
    let body = this.encoded.get(encoding);
    if (!body) {
      const raw = Buffer.from(this.json);
      // Fast settings: a body is compressed once per change and sent many times.
      body =
        encoding === 'br'
          ? brotliCompressSync(raw, { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } })
          : gzipSync(raw, { level: 6 });
      this.encoded.set(encoding, body);
    }
    return body;
  }
}

/** Sends the body in the best encoding the client accepts, or 304 when it has it already. */
export function sendShared(
  request: FastifyRequest,
  reply: FastifyReply,
  body: SharedBody,
  cacheControl: string,
) {
  const accepted = request.headers['accept-encoding'];
  const encoding: Encoding =
    typeof accepted === 'string' && accepted !== ''
      ? ((negotiator.negotiate(accepted) as Encoding | null) ?? 'identity')
      : 'identity';
  const tag = body.tagFor(encoding);
  reply.header('etag', tag).header('cache-control', cacheControl).header('vary', 'accept-encoding');
  const match = request.headers['if-none-match'];
  if (match && match.split(',').some((candidate) => candidate.trim() === tag)) {
    return reply.code(304).send();
  }
  if (encoding !== 'identity') reply.header('content-encoding', encoding);
  return reply.type('application/json; charset=utf-8').send(body.bytes(encoding));
}

/**
 * JSON already serialised where its data lives (text, or its UTF-8 bytes): sent as it is, with no
 * second serialisation.
 */
export function sendJsonText(reply: FastifyReply, json: string | Uint8Array) {
  return reply
    .type('application/json; charset=utf-8')
    .send(typeof json === 'string' ? json : Buffer.from(json.buffer, json.byteOffset, json.length));
}
