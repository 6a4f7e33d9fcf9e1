import type { ServerResponse } from 'node:http';

export type StreamEndReason = 'access-ended' | 'too-many-streams' | 'slow-reader' | 'shutdown';

export interface StreamRegistryOptions {
  heartbeatMs: number;
  /** Open streams one session may hold; a new one beyond this closes that session's oldest. */
  perSession: number;
  /**
   * What one stream may hold for a reader that has not taken it; a chunk that would go past it
   * drops the reader instead (it reconnects with Last-Event-ID and misses nothing).
   */
  maxBufferedBytes: number;
  /**
   * What all streams of the process may hold together. Past it, a chunk for a reader already
   * `behindBytes` behind drops that reader instead: thousands of readers that all stop at once
   * cannot each fill their own cap. A reader holding less still gets its chunk, so the process
   * holds at most this plus `behindBytes` per stream.
   */
  maxTotalBufferedBytes: number;
  behindBytes: number;
  /** Of these session hashes, those whose session is alive and whose member still has access. */
  stillAllowed(sessionHashes: string[]): Promise<Set<string>>;
  onCheckFailed(error: unknown): void;
}

export interface OpenStream {
  /** Writes one SSE chunk, or drops the reader when it has fallen too far behind. */
  send(chunk: string): void;
  /** Ends the stream (the client went away, or the server ends it). */
  close(reason?: StreamEndReason): void;
}

/** HTTP/1.1 chunked encoding's size line and line ends around each write (at most 10 bytes). */
const CHUNK_FRAMING_BYTES = 16;

interface Entry extends OpenStream {
  sessionHash: string;
  /** What this stream held when last written to: its part of `held`. */
  heldAtLastSend: number;
  /** Bytes written and not yet taken by the reader's connection. */
  buffered(): number;
}

/**
 * Every open live stream, by session. Access is checked when a stream opens and again on every
 * heartbeat (one query for all streams), at once when a session signs out and as soon as a
 * membership changes, so a stream never outlives the right to read it by more than a heartbeat.
 */
export class StreamRegistry {
  private readonly bySession = new Map<string, Set<Entry>>();
  private timer: ReturnType<typeof setInterval> | null = null;
  private checking: Promise<void> | null = null;
  private checkAgain = false;
  private soon: ReturnType<typeof setTimeout> | null = null;
  /**
   * Every stream's holding as of its last send (kept up to date without walking every stream on
   * each write: a stream that drains is counted down at its next send, at most a message late).
   */
  private held = 0;

  constructor(private readonly options: StreamRegistryOptions) {}

  get size(): number {
    let total = 0;
    for (const set of this.bySession.values()) total += set.size;
    return total;
  }

  /** What every open stream holds for readers that have not taken it yet (memory, not a leak). */
  get bufferedBytes(): number {
    let total = 0;
    for (const set of this.bySession.values()) for (const entry of set) total += entry.buffered();
    return total;
  }

  open(sessionHash: string, res: ServerResponse, onClose: () => void): OpenStream {
    let streams = this.bySession.get(sessionHash);
    if (!streams) {
      streams = new Set();
      this.bySession.set(sessionHash, streams);
    }
    while (streams.size >= this.options.perSession) {
      const oldest = streams.values().next().value;
      if (!oldest) break;
      oldest.close('too-many-streams');
    }
    let open = true;
    const entry: Entry = {
      sessionHash,
      buffered: () => res.writableLength,
      heldAtLastSend: 0,
      send: (chunk) => {
        if (!open) return;
        const holds = res.writableLength;
        this.recount(entry, holds);
        // Checked before writing, chunk and its framing included: a stream never holds more.
        const adds = Buffer.byteLength(chunk) + CHUNK_FRAMING_BYTES;
        const { maxBufferedBytes, maxTotalBufferedBytes, behindBytes } = this.options;
        if (
          holds + adds > maxBufferedBytes ||
          (this.held + adds > maxTotalBufferedBytes && holds >= behindBytes)
        ) {
          entry.close('slow-reader');
          return;
        }
        res.write(chunk);
        this.recount(entry, res.writableLength);
      },
      close: (reason) => {
        if (!open) return;
        open = false;
        this.recount(entry, 0);
        const set = this.bySession.get(sessionHash);
        set?.delete(entry);
        if (set?.size === 0) this.bySession.delete(sessionHash);
        if (this.bySession.size === 0) this.stopTimer();
        onClose();
        if (reason === 'slow-reader') {
          // An end event would wait behind the megabyte the reader is not taking, and the socket
          // would keep it all for as long as the reader stays connected: cut it, freeing it now.
          res.destroy();
          return;
        }
        // The reason lets the page stop reconnecting (access ended) rather than retry blindly.
        if (reason && !res.writableEnded && !res.destroyed) {
          res.end(`event: end\ndata: ${JSON.stringify({ reason })}\n\n`);
        } else if (!res.writableEnded) {
          res.end();
        }
      },
    };
    streams.add(entry);
    this.startTimer();
    return entry;
  }

  /** Sign-out: the session's streams end now, not at the next heartbeat. */
  closeSession(sessionHash: string): void {
    for (const entry of [...(this.bySession.get(sessionHash) ?? [])]) entry.close('access-ended');
  }

  /** A membership may have changed: re-check every open stream as soon as possible. */
  recheckSoon(): void {
    if (this.soon !== null || this.bySession.size === 0) return;
    this.soon = setTimeout(() => {
      this.soon = null;
      void this.recheck();
    }, 0);
  }

  /** One query for all open streams; those whose session or membership no longer holds end. */
  recheck(): Promise<void> {
    if (this.checking) {
      this.checkAgain = true;
      return this.checking;
    }
    this.checking = (async () => {
      do {
        this.checkAgain = false;
        const hashes = [...this.bySession.keys()];
        if (hashes.length === 0) break;
        try {
          const allowed = await this.options.stillAllowed(hashes);
          for (const hash of hashes) if (!allowed.has(hash)) this.closeSession(hash);
        } catch (error) {
          // A database hiccup is not a reason to cut every member off; the next beat retries.
          this.options.onCheckFailed(error);
        }
      } while (this.checkAgain);
    })().finally(() => {
      this.checking = null;
    });
    return this.checking;
  }

  closeAll(): void {
    for (const set of [...this.bySession.values()]) {
      for (const entry of [...set]) entry.close('shutdown');
    }
    if (this.soon !== null) clearTimeout(this.soon);
    this.soon = null;
    this.stopTimer();
  }

  private recount(entry: Entry, holds: number): void {
    this.held += holds - entry.heldAtLastSend;
    entry.heldAtLastSend = holds;
  }

  private beat(): void {
    for (const set of this.bySession.values())
      for (const entry of set) entry.send(': heartbeat\n\n');
    void this.recheck();
  }

  private startTimer(): void {
    if (this.timer !== null) return;
    this.timer = setInterval(() => this.beat(), this.options.heartbeatMs);
    this.timer.unref();
  }

  private stopTimer(): void {
    if (this.timer !== null) clearInterval(this.timer);
    this.timer = null;
  }
}
