import { once } from 'node:events';
import { createServer, type Server, type ServerResponse } from 'node:http';
import { connect, type AddressInfo, type Socket } from 'node:net';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { afterEach, describe, expect, it } from 'vitest';
import { StreamRegistry, type OpenStream } from './stream-registry';

const CAP = 256 * 1024;
const CHUNK = `data: ${'x'.repeat(16 * 1024)}\n\n`;
/** Far more than loopback's kernel buffers on both sides take (a few MB) plus the cap. */
const MOST_SENT = 256 * 1024 * 1024;

interface Opened {
  stream: OpenStream;
  res: ServerResponse;
  closed: Promise<void>;
}

describe('a live stream whose reader stops reading', () => {
  let server: Server | null = null;
  let client: Socket | null = null;
  const registry = new StreamRegistry({
    heartbeatMs: 60_000,
    perSession: 6,
    maxBufferedBytes: CAP,
    // Far above what one stream holds: this file's first test is about one reader's own cap.
    maxTotalBufferedBytes: 64 * CAP,
    behindBytes: CAP / 4,
    stillAllowed: (hashes) => Promise.resolve(new Set(hashes)),
    onCheckFailed: () => {},
  });

  afterEach(async () => {
    registry.closeAll();
    client?.destroy();
    if (server) {
      server.closeAllConnections();
      await new Promise((resolve) => server!.close(resolve));
    }
  });

  /** A real server and a real TCP client that asks for the stream, then never reads again. */
  async function openNonReader(): Promise<Opened> {
    let opened: (value: Opened) => void = () => {};
    const ready = new Promise<Opened>((resolve) => (opened = resolve));
    server = createServer((_req, res) => {
      res.writeHead(200, { 'content-type': 'text/event-stream' });
      let ended = () => {};
      const closed = new Promise<void>((resolve) => (ended = resolve));
      const stream = registry.open('slow-session', res, ended);
      opened({ stream, res, closed });
      // The test's own hold on the stream goes when it lets go (the garbage check below).
      opened = () => {};
    });
    await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    client = connect(port, '127.0.0.1');
    client.on('error', () => {});
    // Paused before anything arrives: the kernel's buffers fill, then the server's.
    client.pause();
    client.write(`GET /api/stream HTTP/1.1\r\nhost: 127.0.0.1:${port}\r\n\r\n`);
    return ready;
  }

  /** Sends until the stream is cut; what the registry and the socket held on the way. */
  async function sendUntilCut({ stream, res, closed }: Opened) {
    const socket = res.socket!;
    let sent = 0;
    let mostHeld = 0;
    while (registry.size > 0 && sent < MOST_SENT) {
      stream.send(CHUNK);
      sent += CHUNK.length;
      mostHeld = Math.max(mostHeld, registry.bufferedBytes, res.writableLength);
      // Let the socket hand what it can to the kernel, as it would between bus messages.
      if (sent % (1024 * 1024) < CHUNK.length) await new Promise((r) => setImmediate(r));
    }
    // Cut in the send that found it behind, not ended politely behind what it is not reading.
    const cutAtOnce = registry.size === 0 && res.destroyed;
    await closed;
    if (!socket.closed) await once(socket, 'close');
    // Sent after the cut: dropped, not buffered.
    const heldBefore = res.writableLength;
    stream.send(CHUNK);
    return {
      cutAtOnce,
      mostHeld,
      addedAfterCut: res.writableLength - heldBefore,
      socket: new WeakRef(socket),
    };
  }

  it('holds at most the cap for it, then cuts it and forgets it, freeing what it held', async () => {
    const { cutAtOnce, mostHeld, addedAfterCut, socket } = await sendUntilCut(
      await openNonReader(),
    );
    expect(cutAtOnce).toBe(true);
    // It was held up to the cap: the reader was cut for being behind, not for anything else.
    expect(mostHeld).toBeGreaterThan(CAP - 2 * CHUNK.length);
    expect(mostHeld).toBeLessThanOrEqual(CAP);
    expect(addedAfterCut).toBe(0);
    expect(registry.size).toBe(0);
    expect(registry.bufferedBytes).toBe(0);
    expect(await new Promise((resolve) => server!.getConnections((_e, n) => resolve(n)))).toBe(0);
    // Nothing keeps the cut socket, so the bytes it never sent go with it at the next collection
    // (a stream ended politely would keep them for as long as its reader stays connected).
    await collectGarbage();
    expect(socket.deref()).toBeUndefined();
    // The reader, once it reads again, finds the connection cut (and reconnects from its last id).
    const clientClosed = once(client!, 'close');
    client!.resume();
    await clientClosed;
  });
});

describe('many live streams whose readers all stop at once', () => {
  const TOTAL = 512 * 1024;
  const BEHIND = 64 * 1024;
  const READERS = 8;

  it('hold together at most the process cap plus what a reader may hold before it is behind', async () => {
    const registry = new StreamRegistry({
      heartbeatMs: 60_000,
      perSession: READERS,
      maxBufferedBytes: CAP,
      maxTotalBufferedBytes: TOTAL,
      behindBytes: BEHIND,
      stillAllowed: (hashes) => Promise.resolve(new Set(hashes)),
      onCheckFailed: () => {},
    });
    const streams: OpenStream[] = [];
    const server = createServer((_req, res) => {
      res.writeHead(200, { 'content-type': 'text/event-stream' });
      streams.push(registry.open(`session-${streams.length}`, res, () => {}));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    const readers = Array.from({ length: READERS }, () => {
      const reader = connect(port, '127.0.0.1');
      reader.on('error', () => {});
      reader.pause();
      reader.write(`GET /api/stream HTTP/1.1\r\nhost: 127.0.0.1:${port}\r\n\r\n`);
      return reader;
    });
    try {
      while (streams.length < READERS) await new Promise((r) => setTimeout(r, 10));
      let mostHeld = 0;
      // Each message goes to every stream, as the bus fans out; none of them is read.
      for (let sent = 0; sent < MOST_SENT && registry.size > 0; sent += CHUNK.length) {
        for (const stream of streams) stream.send(CHUNK);
        mostHeld = Math.max(mostHeld, registry.bufferedBytes);
        if (sent % (1024 * 1024) < CHUNK.length) await new Promise((r) => setImmediate(r));
      }
      // Every reader was dropped for being behind, before each could fill its own cap.
      expect(registry.size).toBe(0);
      expect(mostHeld).toBeGreaterThan(TOTAL / 2);
      expect(mostHeld).toBeLessThanOrEqual(TOTAL + READERS * (BEHIND + CHUNK.length));
      expect(mostHeld).toBeLessThan(READERS * CAP);
    } finally {
      registry.closeAll();
      for (const reader of readers) reader.destroy();
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    }
  });
});

/** A full collection, after the current job (a WeakRef read in it keeps its target until then). */
async function collectGarbage() {
  setFlagsFromString('--expose-gc');
  const gc = runInNewContext('gc') as () => void;
  for (let i = 0; i < 3; i++) {
    await new Promise((resolve) => setImmediate(resolve));
    gc();
  }
}
