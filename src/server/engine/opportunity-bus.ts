import type { StreamEvent } from '../../contracts/opportunities';

export interface BusMessage {
  seq: number;
  at: number;
  event: StreamEvent;
  /** The event serialised once, shared by every stream that sends it. */
  json: string;
}

/**
 * The in-process publisher between the engine and its readers (the stream, the alerts). It keeps
 * the last minute of messages so a reconnecting stream can resume from Last-Event-ID. A second
 * process would subscribe the same way through PostgreSQL LISTEN/NOTIFY or Redis.
 */
export class OpportunityBus {
  private seq = 0;
  private readonly recent: BusMessage[] = [];
  private readonly listeners = new Set<(message: BusMessage) => void>();

  constructor(
    private readonly retainMs = 60_000,
    private readonly now: () => number = Date.now,
  ) {}

  publish(event: StreamEvent): BusMessage {
    const message = { seq: ++this.seq, at: this.now(), event, json: JSON.stringify(event) };
    this.recent.push(message);
    const cutoff = message.at - this.retainMs;
    while (this.recent.length > 0 && this.recent[0]!.at < cutoff) this.recent.shift();
    for (const listener of this.listeners) listener(message);
    return message;
  }

  subscribe(listener: (message: BusMessage) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  get lastSeq() {
    return this.seq;
  }

  /**
   * Messages after `seq`, or null when `seq` is older than what is retained (the reader must then
   * reload the whole state instead of trusting the replay).
   */
  since(seq: number): BusMessage[] | null {
    if (seq >= this.seq) return [];
    const first = this.recent[0];
    if (!first || first.seq > seq + 1) return null;
    return this.recent.filter((m) => m.seq > seq);
  }
}
