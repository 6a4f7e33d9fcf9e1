import type { JetStreamClient, PubAck } from '@nats-io/jetstream';
import { describe, expect, it } from 'vitest';
import type { StreamEvent } from '../../../contracts/opportunities';
import type { LiveSetKeeper } from './live-set-keeper';
import { OrderedPublisher } from './ordered-publisher';

const status = (n: number): StreamEvent => ({
  type: 'feed.status',
  lastUpdated: null,
  booksReporting: n,
  halted: null,
});

/** A broker that acknowledges only when told to, recording what was sent and when. */
function heldBroker() {
  const sent: string[] = [];
  const acks: (() => void)[] = [];
  const js = {
    publish(_subject: string, json: string) {
      sent.push(json);
      return new Promise<PubAck>((resolve) =>
        acks.push(() => resolve({ seq: sent.indexOf(json) + 1 } as PubAck)),
      );
    },
  } as unknown as JetStreamClient;
  return { js, sent, ackAll: () => acks.splice(0).forEach((ack) => ack()) };
}

const liveSet = { write: () => {} } as unknown as LiveSetKeeper;
const layout = { name: 'UNIT', retainMs: 60_000, retainBytes: 1_000_000 };
const settle = () => new Promise((resolve) => setImmediate(resolve));

describe('the ordered publisher', () => {
  it('sends the events of one turn together, not each a round trip behind the first', async () => {
    const broker = heldBroker();
    const publisher = new OrderedPublisher(broker.js, liveSet, layout, 'unit');
    for (let n = 1; n <= 5; n++) publisher.send(status(n));
    await settle();
    // None is acknowledged yet, and every one is already on its way.
    expect(
      broker.sent.map((json) => (JSON.parse(json) as { booksReporting: number }).booksReporting),
    ).toEqual([1, 2, 3, 4, 5]);
    publisher.send(status(6));
    await settle();
    // A later turn's event waits for the window in flight, so order holds.
    expect(broker.sent).toHaveLength(5);
    broker.ackAll();
    await settle();
    expect(broker.sent).toHaveLength(6);
    broker.ackAll();
    await publisher.flush(1_000);
    expect(publisher.pending).toBe(0);
  });
});
