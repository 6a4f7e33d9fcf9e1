import { nanos } from '@nats-io/transport-node';
import {
  DiscardPolicy,
  JetStreamApiCodes,
  JetStreamApiError,
  StorageType,
  type JetStreamManager,
} from '@nats-io/jetstream';
import type { StreamEvent } from '../../../contracts/opportunities';

/** What one deployment's bus is called and how long its stream keeps events. */
export interface BusLayout {
  /** Names the stream and prefixes the bucket and subjects, so deployments can share a server. */
  name: string;
  retainMs: number;
  retainBytes: number;
}

/** Resends of one event within this window are stored once (the publisher's retries). */
const DUPLICATE_WINDOW_MS = 120_000;

export function subjectsOf({ name }: Pick<BusLayout, 'name'>) {
  return {
    stream: name,
    bucket: `${name}_live`,
    control: `${name}.control`,
    /** Requests to the process answering a topic (the elected scanner). */
    ask: (topic: string) => `${name}.ask.${topic}`,
    all: `${name}.live.>`,
    /** One subject per kind of event: opportunity, feed or market. */
    of: (event: StreamEvent) => `${name}.live.${event.type.split('.')[0]}`,
  };
}

/** Creates the stream, or brings an existing one to the configured retention. */
export async function ensureStream(jsm: JetStreamManager, layout: BusLayout): Promise<void> {
  const { stream, all } = subjectsOf(layout);
  const config = {
    subjects: [all],
    max_age: nanos(layout.retainMs),
    max_bytes: layout.retainBytes,
    storage: StorageType.File,
    discard: DiscardPolicy.Old,
    duplicate_window: nanos(Math.min(DUPLICATE_WINDOW_MS, layout.retainMs)),
  };
  try {
    await jsm.streams.info(stream);
  } catch (error) {
    if (!(error instanceof JetStreamApiError) || error.code !== JetStreamApiCodes.StreamNotFound)
      throw error;
    await jsm.streams.add({ name: stream, ...config });
    return;
  }
  await jsm.streams.update(stream, config);
}

/** Removes a deployment's stream and bucket (tests, a reset). */
export async function deleteStreamAndBucket(jsm: JetStreamManager, layout: BusLayout) {
  const { stream, bucket } = subjectsOf(layout);
  for (const name of [stream, `KV_${bucket}`]) await jsm.streams.delete(name).catch(() => false);
}
