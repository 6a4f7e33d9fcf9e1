import { connect } from '@nats-io/transport-node';
import { DeliverPolicy, jetstream, jetstreamManager } from '@nats-io/jetstream';
import type { Opportunity } from '../../contracts/opportunities';
import { deleteStreamAndBucket, subjectsOf } from '../platform/bus/jetstream-layout';
import { JetStreamBus } from '../platform/bus/jetstream-bus';
import { silentLog, testLayout, TEST_NATS_URL } from '../platform/bus/test-support/nats-test-bus';
import { waitUntil } from './role-process';

const READ_BATCH = 500;

/** A JetStream stream and bucket of the scenario's own on the local NATS, removed afterwards. */
export function clusterBus() {
  const layout = testLayout();
  const { stream } = subjectsOf(layout);
  return {
    env: { NATS_URL: TEST_NATS_URL, NATS_STREAM: layout.name },
    /** Puts opportunities in the live set, as a scanner would, and waits until they are kept. */
    async publishLive(opportunities: Opportunity[]) {
      const bus = await JetStreamBus.connect({ url: TEST_NATS_URL, ...layout, log: silentLog });
      try {
        for (const opportunity of opportunities)
          bus.publish({ type: 'opportunity.added', opportunity });
        await waitUntil(
          async () => (await bus.liveSet()).length >= opportunities.length,
          30_000,
          'the live set',
        );
      } finally {
        await bus.close();
      }
    },
    /** The stream's own last sequence number (0 while it is empty or not yet made). */
    async lastSeq(): Promise<number> {
      const nc = await connect({ servers: TEST_NATS_URL });
      try {
        const info = await (await jetstreamManager(nc)).streams.info(stream);
        return info.state.last_seq;
      } finally {
        await nc.close();
      }
    },
    /**
     * What the stream itself stores from `from` to `to`, by sequence number: the reference a
     * reader's received ids and bodies are compared with, read straight from the broker.
     */
    async stored(from: number, to: number): Promise<Map<number, string>> {
      const out = new Map<number, string>();
      if (to < from) return out;
      const nc = await connect({ servers: TEST_NATS_URL });
      try {
        const consumer = await jetstream(nc).consumers.get(stream, {
          deliver_policy: DeliverPolicy.StartSequence,
          opt_start_seq: from,
        });
        let last = from - 1;
        while (last < to) {
          const batch = await consumer.fetch({
            max_messages: Math.min(READ_BATCH, to - last),
            expires: 5_000,
          });
          let got = 0;
          for await (const m of batch) {
            got++;
            last = m.seq;
            if (m.seq <= to) out.set(m.seq, m.string());
          }
          // The rest is gone (retention): what is missing counts against the readers.
          if (got === 0) break;
        }
        return out;
      } finally {
        await nc.close();
      }
    },
    /**
     * Listens on the stream's subjects (plain NATS, as the broker hands them to every reader) and
     * keeps when each body arrived (performance.now()): where a freshness figure splits between
     * the scanner (source answer → broker) and an API process (broker → stream reader).
     */
    async tap() {
      const nc = await connect({ servers: TEST_NATS_URL });
      const arrivedAt = new Map<string, number>();
      nc.subscribe(subjectsOf(layout).all, {
        callback: (_error, m) => {
          arrivedAt.set(m.string(), performance.now());
        },
      });
      await nc.flush();
      return { arrivedAt: (body: string) => arrivedAt.get(body) ?? null, close: () => nc.close() };
    },
    async cleanUp() {
      const nc = await connect({ servers: TEST_NATS_URL });
      await deleteStreamAndBucket(await jetstreamManager(nc), layout);
      await nc.close();
    },
  };
}

export type ClusterBus = ReturnType<typeof clusterBus>;
