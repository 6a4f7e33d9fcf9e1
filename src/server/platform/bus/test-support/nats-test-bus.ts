import { connect } from '@nats-io/transport-node';
import { jetstreamManager } from '@nats-io/jetstream';
import { createConnection } from 'node:net';
import type { Opportunity, StreamEvent } from '../../../../contracts/opportunities';
import { JetStreamBus } from '../jetstream-bus';
import { deleteStreamAndBucket, type BusLayout } from '../jetstream-layout';

/** The broker the tests use: NATS_URL, else the local server CI and this machine run. */
export const TEST_NATS_URL = process.env.NATS_URL ?? 'nats://127.0.0.1:4222';

export const silentLog = { info: () => {}, warn: () => {} };

/** True when something answers at the URL's host and port. */
export function reachable(url: string, timeoutMs = 1_000): Promise<boolean> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve) => {
    const socket = createConnection({ host: hostname, port: Number(port || 4222) });
    const done = (ok: boolean) => {
      socket.destroy();
      resolve(ok);
    };
    socket.setTimeout(timeoutMs, () => done(false));
    socket.once('connect', () => done(true));
    socket.once('error', () => done(false));
  });
}

/** A stream and bucket of the test's own, removed by `cleanUp`. */
export function testLayout(): BusLayout {
  return {
    name: `T${crypto.randomUUID().replaceAll('-', '').slice(0, 20)}`,
    retainMs: 10 * 60_000,
    retainBytes: 64 * 1024 * 1024,
  };
}

/** Bus instances on one layout, as separate processes would hold them. */
export function busesOn(layout: BusLayout, url = TEST_NATS_URL) {
  const opened: JetStreamBus[] = [];
  return {
    async open(options: { recentMs?: number } = {}) {
      const bus = await JetStreamBus.connect({ url, ...layout, log: silentLog, ...options });
      opened.push(bus);
      return bus;
    },
    async cleanUp() {
      await Promise.all(opened.map((bus) => bus.close()));
      const nc = await connect({ servers: url });
      await deleteStreamAndBucket(await jetstreamManager(nc), layout);
      await nc.close();
    },
  };
}

/** A minimal opportunity event: the bus carries it whole and never looks inside. */
export function opportunityEvent(
  type: 'opportunity.added' | 'opportunity.updated',
  id: string,
  expectedValue = 0.03,
): StreamEvent {
  return { type, opportunity: { id, expectedValue } as Opportunity };
}

export const removedEvent = (id: string): StreamEvent => ({
  type: 'opportunity.removed',
  id,
  reason: 'edge_gone',
  lifespanSeconds: 1,
});
