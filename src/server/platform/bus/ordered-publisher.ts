import type { JetStreamClient } from '@nats-io/jetstream';
import type { StreamEvent } from '../../../contracts/opportunities';
import { subjectsOf, type BusLayout } from './jetstream-layout';
import type { LiveSetKeeper } from './live-set-keeper';

/** Events sent together before waiting for their acknowledgements (one connection keeps order). */
const WINDOW = 64;
/** Beyond this many unacknowledged events (a long outage) the oldest are dropped and counted. */
const MAX_PENDING = 100_000;
const ACK_TIMEOUT_MS = 2_000;
const FIRST_RETRY_MS = 100;
const LAST_RETRY_MS = 5_000;

interface Pending {
  subject: string;
  json: string;
  event: StreamEvent;
  /** The same id on every retry: JetStream stores a resent event once. */
  msgID: string;
}

/**
 * Sends the scanner's events to the stream in order and keeps them until acknowledged, so an
 * outage delays events but loses none (up to MAX_PENDING). Each acknowledged event then updates
 * the live-set bucket.
 */
export class OrderedPublisher {
  private readonly queue: Pending[] = [];
  private pumping: Promise<void> | null = null;
  private count = 0;
  /** Events dropped because the broker was away too long. */
  dropped = 0;

  constructor(
    private readonly js: JetStreamClient,
    private readonly liveSet: LiveSetKeeper,
    private readonly layout: BusLayout,
    private readonly instance: string,
  ) {}

  get pending() {
    return this.queue.length;
  }

  send(event: StreamEvent): void {
    const subject = subjectsOf(this.layout).of(event);
    const msgID = `${this.instance}-${++this.count}`;
    this.queue.push({ subject, json: JSON.stringify(event), event, msgID });
    if (this.queue.length > MAX_PENDING) {
      this.queue.shift();
      this.dropped++;
    }
    this.kick();
  }

  /** Waits until every event is acknowledged, or the time is up. */
  async flush(timeoutMs: number): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    while (this.pumping && Date.now() < deadline) {
      await Promise.race([this.pumping, sleep(deadline - Date.now())]);
    }
  }

  private kick() {
    this.pumping ??= this.pump().finally(() => {
      this.pumping = null;
      if (this.queue.length > 0) this.kick();
    });
  }

  private async pump(): Promise<void> {
    // A detection pass publishes its events in one turn: wait for the turn's end so they go out
    // together. Started at the first, the pump would send it alone and hold the rest a round
    // trip (on a loaded broker, up to 150 ms measured) behind its acknowledgement.
    await Promise.resolve();
    let retryMs = FIRST_RETRY_MS;
    while (this.queue.length > 0) {
      const batch = this.queue.slice(0, WINDOW);
      const results = await Promise.allSettled(
        batch.map((p) =>
          this.js.publish(p.subject, p.json, { msgID: p.msgID, timeout: ACK_TIMEOUT_MS }),
        ),
      );
      let sent = 0;
      for (const result of results) {
        if (result.status === 'rejected') break;
        this.liveSet.write(batch[sent]!.event, result.value.seq);
        sent++;
      }
      this.queue.splice(0, sent);
      if (sent === batch.length) {
        retryMs = FIRST_RETRY_MS;
        continue;
      }
      // The broker is away: keep the rest (same ids) and try again, less often each time.
      await sleep(retryMs);
      retryMs = Math.min(retryMs * 2, LAST_RETRY_MS);
    }
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
