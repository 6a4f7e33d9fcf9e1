import type { BusMessage } from './live-bus';

/**
 * The last minutes of messages a process has seen, so that a stream resuming from a recent
 * Last-Event-ID is served from memory.
 */
export class RecentMessages {
  private readonly recent: BusMessage[] = [];

  constructor(private readonly retainMs: number) {}

  add(message: BusMessage): void {
    if (this.retainMs <= 0) return;
    this.recent.push(message);
    const cutoff = message.at - this.retainMs;
    while (this.recent.length > 0 && this.recent[0]!.at < cutoff) this.recent.shift();
  }

  /** Messages after `seq`, or null when the ones right after it are no longer held here. */
  after(seq: number, lastSeq: number): BusMessage[] | null {
    if (seq >= lastSeq) return [];
    const first = this.recent[0];
    if (!first || first.seq > seq + 1) return null;
    return this.recent.filter((m) => m.seq > seq);
  }
}
