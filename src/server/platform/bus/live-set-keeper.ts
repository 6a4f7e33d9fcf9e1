import type { KV } from '@nats-io/kv';
import type { StreamEvent } from '../../../contracts/opportunities';
import type { BusMessage } from './live-bus';

interface Entry {
  seq: number;
  event: StreamEvent;
}

const FEED_KEY = 'feed';

/** Opportunity ids may hold characters a bucket key may not. */
const opportunityKey = (id: string) => `o.${Buffer.from(id).toString('base64url')}`;

function keyOf(event: StreamEvent): string | null {
  switch (event.type) {
    case 'opportunity.added':
    case 'opportunity.updated':
      return opportunityKey(event.opportunity.id);
    case 'opportunity.removed':
      return opportunityKey(event.id);
    case 'feed.status':
      return FEED_KEY;
    default:
      // Steam moves are news, not state: a late reader does not need past ones.
      return null;
  }
}

/**
 * The scanner's live set in a KV bucket: one key per live opportunity and one for the feed
 * status, each with the stream sequence of the event it holds.
 */
export class LiveSetKeeper {
  /** Bucket writes that failed; the next event of the same key repairs them. */
  failedWrites = 0;

  constructor(private readonly kv: KV) {}

  write(event: StreamEvent, seq: number): void {
    const key = keyOf(event);
    if (key === null) return;
    const done =
      event.type === 'opportunity.removed'
        ? this.kv.delete(key)
        : this.kv.put(key, JSON.stringify({ seq, event } satisfies Entry));
    done.catch(() => this.failedWrites++);
  }

  /**
   * The live set as `opportunity.added` events and the feed status. `backfill`, the stream's
   * last messages before the reader started, is laid over the bucket: a write still in flight
   * when the bucket was read is found there.
   */
  async read(backfill: readonly BusMessage[]): Promise<StreamEvent[]> {
    const entries = new Map<string, Entry>();
    const keys: string[] = [];
    for await (const key of await this.kv.keys()) keys.push(key);
    await Promise.all(
      keys.map(async (key) => {
        const found = await this.kv.get(key);
        if (found && found.operation === 'PUT') entries.set(key, found.json<Entry>());
      }),
    );
    for (const message of backfill) {
      const key = keyOf(message.event);
      const held = key === null ? undefined : entries.get(key);
      if (key === null || (held && held.seq >= message.seq)) continue;
      if (message.event.type === 'opportunity.removed') entries.delete(key);
      else entries.set(key, { seq: message.seq, event: message.event });
    }
    return [...entries.values()].map(({ event }) =>
      event.type === 'opportunity.updated' ? { ...event, type: 'opportunity.added' } : event,
    );
  }
}
