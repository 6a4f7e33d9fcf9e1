import {
  connect,
  headers,
  NoRespondersError,
  RequestError,
  type Msg,
  type NatsConnection,
} from '@nats-io/transport-node';
import {
  DeliverPolicy,
  jetstream,
  jetstreamManager,
  type JetStreamClient,
  type JetStreamManager,
  type JsMsg,
} from '@nats-io/jetstream';
import { Kvm, type KV } from '@nats-io/kv';
import { controlEventSchema, type ControlEvent } from '../../../contracts/control-events';
import type { StreamEvent } from '../../../contracts/opportunities';
import type { BusMessage, LiveBus } from './live-bus';
import { Listeners } from './listeners';
import { RecentMessages } from './recent-messages';
import { ensureStream, subjectsOf, type BusLayout } from './jetstream-layout';
import { LiveSetKeeper } from './live-set-keeper';
import { OrderedPublisher } from './ordered-publisher';
import { NoAnswer, type Answerer } from './requests';

export interface JetStreamBusOptions extends BusLayout {
  url: string;
  log: BusLog;
  /** Messages kept in this process for resumes served without asking the broker. */
  recentMs?: number;
}

export interface BusLog {
  info(details: object, message: string): void;
  warn(details: object, message: string): void;
}

/**
 * The last messages before a new reader's start are read again over the live-set bucket: a
 * bucket write trails its event's acknowledgement, and one still in flight must not be lost.
 */
const BACKFILL_MESSAGES = 1_000;
const REPLAY_BATCH = 500;

/**
 * The bus across processes on NATS JetStream. Events go to one stream whose sequence number is
 * the SSE id everywhere; the live set is kept in a KV bucket for readers that start late; control
 * events go over plain NATS to every connected process (one that was away re-reads everything).
 */
export class JetStreamBus implements LiveBus {
  private seq = 0;
  private readonly instance = crypto.randomUUID();
  private readonly recent: RecentMessages;
  private readonly listeners = new Listeners<BusMessage>();
  private readonly control = new Listeners<ControlEvent>();
  private readonly connection = new Listeners<boolean>();
  private readonly publisher: OrderedPublisher;
  private readonly liveSetKeeper: LiveSetKeeper;
  private backfillSeq = 0;
  private readonly backfill: BusMessage[] = [];
  private readonly backfilled = deferred();
  private isConnected = true;
  private closing: Promise<void> | null = null;
  private stopConsuming = async () => {};
  /** Stored events this process could not read (a foreign or broken message): skipped, counted. */
  unreadable = 0;

  private constructor(
    private readonly nc: NatsConnection,
    private readonly js: JetStreamClient,
    private readonly jsm: JetStreamManager,
    kv: KV,
    private readonly options: JetStreamBusOptions,
  ) {
    this.recent = new RecentMessages(options.recentMs ?? 60_000);
    this.liveSetKeeper = new LiveSetKeeper(kv);
    this.publisher = new OrderedPublisher(js, this.liveSetKeeper, options, this.instance);
  }

  /** Connects, creates the stream and bucket if missing, and starts following the stream. */
  static async connect(options: JetStreamBusOptions): Promise<JetStreamBus> {
    const nc = await connect({
      servers: options.url,
      name: `arbiter-${options.name}`,
      maxReconnectAttempts: -1,
      reconnectTimeWait: 250,
    });
    try {
      const jsm = await jetstreamManager(nc);
      await ensureStream(jsm, options);
      const kv = await new Kvm(nc).create(subjectsOf(options).bucket, { history: 1 });
      const bus = new JetStreamBus(nc, jetstream(nc), jsm, kv, options);
      await bus.start();
      return bus;
    } catch (error) {
      await nc.close();
      throw error;
    }
  }

  private async start() {
    const { stream, control } = subjectsOf(this.options);
    const state = (await this.jsm.streams.info(stream)).state;
    this.seq = state.last_seq;
    this.backfillSeq = state.last_seq;
    if (state.messages === 0) this.backfilled.resolve();
    const consumer = await this.js.consumers.get(stream, {
      deliver_policy: DeliverPolicy.StartSequence,
      opt_start_seq: Math.max(state.first_seq, state.last_seq - BACKFILL_MESSAGES + 1, 1),
    });
    const messages = await consumer.consume();
    void (async () => {
      for await (const m of messages) this.receive(m);
    })();
    this.stopConsuming = async () => {
      await messages.close();
    };
    this.nc.subscribe(control, { callback: (_error, m) => this.receiveControl(m.string()) });
    // The server knows of the subscription before this process counts as started.
    await this.nc.flush();
    void this.watchConnection();
  }

  private receive(m: JsMsg) {
    let event: StreamEvent;
    try {
      event = JSON.parse(m.string()) as StreamEvent;
    } catch {
      this.unreadable++;
      return;
    }
    const message: BusMessage = { seq: m.seq, at: Date.now(), event, json: m.string() };
    this.recent.add(message);
    if (message.seq <= this.backfillSeq) {
      this.backfill.push(message);
      if (message.seq === this.backfillSeq) this.backfilled.resolve();
      return;
    }
    this.backfilled.resolve();
    this.seq = message.seq;
    this.listeners.emit(message);
  }

  private receiveControl(text: string) {
    let parsed: { origin?: unknown; event?: unknown };
    try {
      parsed = JSON.parse(text) as typeof parsed;
    } catch {
      return;
    }
    // This process applied its own event when it published it.
    if (parsed.origin === this.instance) return;
    const event = controlEventSchema.safeParse(parsed.event);
    if (event.success) this.control.emit(event.data);
  }

  private async watchConnection() {
    for await (const status of this.nc.status()) {
      if (status.type === 'disconnect' && this.isConnected) {
        this.setConnected(false);
        this.options.log.warn({ server: status.server }, 'NATS unreachable: live data paused');
      } else if (status.type === 'reconnect' && !this.isConnected) {
        this.setConnected(true);
        this.options.log.info({ server: status.server }, 'NATS reachable again');
        // Control events sent while this process was away are lost: assume every one happened.
        this.control.emit({ type: 'plan.changed' });
        this.control.emit({ type: 'alert-rules.changed' });
        this.control.emit({ type: 'ledger.changed' });
      }
    }
  }

  private setConnected(connected: boolean) {
    this.isConnected = connected;
    this.connection.emit(connected);
  }

  publish(event: StreamEvent): void {
    this.publisher.send(event);
  }

  subscribe(listener: (message: BusMessage) => void): () => void {
    return this.listeners.add(listener);
  }

  get lastSeq() {
    return this.seq;
  }

  /** Events the publisher holds until the broker acknowledges them. */
  get unsent() {
    return this.publisher.pending;
  }

  async since(seq: number): Promise<BusMessage[] | null> {
    const upTo = this.seq;
    const local = this.recent.after(seq, upTo);
    if (local) return local;
    try {
      return await this.replay(seq, upTo);
    } catch (error) {
      this.options.log.warn({ err: error }, 'could not replay the stream: the reader reloads');
      return null;
    }
  }

  /** Reads the stream from `seq + 1` to `upTo`, or null when the first of them is gone. */
  private async replay(seq: number, upTo: number): Promise<BusMessage[] | null> {
    const { stream } = subjectsOf(this.options);
    const state = (await this.jsm.streams.info(stream)).state;
    if (seq + 1 < state.first_seq) return null;
    const consumer = await this.js.consumers.get(stream, {
      deliver_policy: DeliverPolicy.StartSequence,
      opt_start_seq: seq + 1,
    });
    const out: BusMessage[] = [];
    let last = seq;
    while (last < upTo) {
      const batch = await consumer.fetch({
        max_messages: Math.min(REPLAY_BATCH, upTo - last),
        expires: 5_000,
      });
      let got = 0;
      for await (const m of batch) {
        got++;
        last = m.seq;
        if (m.seq <= upTo) {
          out.push({ seq: m.seq, at: Date.now(), event: m.json<StreamEvent>(), json: m.string() });
        }
      }
      if (got === 0) return null;
    }
    return out;
  }

  async liveSet(): Promise<StreamEvent[]> {
    await this.backfilled.promise;
    return this.liveSetKeeper.read(this.backfill);
  }

  publishControl(event: ControlEvent): void {
    this.control.emit(event);
    const { control } = subjectsOf(this.options);
    // Sent when the connection is back if it is down now (the client buffers it).
    this.nc.publish(control, JSON.stringify({ origin: this.instance, event }));
  }

  onControl(listener: (event: ControlEvent) => void): () => void {
    return this.control.add(listener);
  }

  async answer(topic: string, answerer: Answerer): Promise<() => Promise<void>> {
    // One queue group: should two processes answer for a moment (a fail-over), one gets each request.
    const subscription = this.nc.subscribe(subjectsOf(this.options).ask(topic), {
      queue: 'answerers',
      callback: (_error, m) => {
        void answerer(m.data)
          .then((answer) => respondInParts(m, answer, this.partBytes()))
          .catch((error: unknown) => {
            this.options.log.warn({ err: error, topic }, 'a request failed');
            try {
              // An empty answer tells the asker at once, rather than at its timeout.
              m.respond(new Uint8Array());
            } catch {
              // The connection is gone: the asker times out.
            }
          });
      },
    });
    // Another connection's request reaches this one only once the server has the subscription.
    await this.nc.flush();
    return async () => {
      subscription.unsubscribe();
      await this.nc.flush().catch(() => undefined);
    };
  }

  async ask(topic: string, request: Uint8Array, timeoutMs: number): Promise<Uint8Array> {
    const parts: Uint8Array[] = [];
    let expected = 1;
    try {
      // Replies until `timeoutMs`; the loop leaves as soon as the answer's parts are all in.
      const replies = await this.nc.requestMany(subjectsOf(this.options).ask(topic), request, {
        maxWait: timeoutMs,
        strategy: 'timer',
      });
      for await (const reply of replies) {
        if (parts.length === 0) {
          if (reply.data.length === 0) throw new NoAnswer(topic, 'failed');
          expected = Number(reply.headers?.get(PARTS_HEADER) || 1);
        }
        parts.push(reply.data);
        if (parts.length >= expected) break;
      }
    } catch (error) {
      if (error instanceof NoAnswer) throw error;
      const nobody =
        error instanceof NoRespondersError ||
        (error instanceof RequestError && error.isNoResponders());
      throw new NoAnswer(topic, nobody ? 'nobody' : 'timeout');
    }
    if (parts.length < expected || parts.length === 0) throw new NoAnswer(topic, 'timeout');
    return parts.length === 1 ? parts[0]! : Buffer.concat(parts);
  }

  /** The largest part of an answer: the server's largest message, less room for its headers. */
  private partBytes(): number {
    return (this.nc.info?.max_payload ?? 1_048_576) - PART_HEADROOM;
  }

  get connected() {
    return this.isConnected;
  }

  onConnectionChange(listener: (connected: boolean) => void): () => void {
    return this.connection.add(listener);
  }

  close(): Promise<void> {
    this.closing ??= (async () => {
      await this.publisher.flush(2_000);
      await this.stopConsuming();
      await this.nc.drain().catch(() => this.nc.close());
    })();
    return this.closing;
  }
}

function deferred() {
  let resolve = () => {};
  const promise = new Promise<void>((done) => (resolve = done));
  return { promise, resolve: () => resolve() };
}

const PARTS_HEADER = 'Arbiter-Parts';
const PART_HEADROOM = 4_096;

/**
 * An answer larger than the server's largest message (1 MB by default: a whole sport's odds with
 * its props, a market analysis) goes in parts, in order, the first saying how many; an answer
 * that fits goes as one message without headers, as before parts existed.
 */
function respondInParts(m: Msg, answer: Uint8Array, partBytes: number) {
  if (answer.length <= partBytes) {
    m.respond(answer);
    return;
  }
  const count = Math.ceil(answer.length / partBytes);
  const first = headers();
  first.set(PARTS_HEADER, String(count));
  for (let i = 0; i < count; i++)
    m.respond(
      answer.subarray(i * partBytes, (i + 1) * partBytes),
      i === 0 ? { headers: first } : {},
    );
}
