import type { ControlEvent } from '../../../contracts/control-events';
import type { StreamEvent } from '../../../contracts/opportunities';
import type { BusMessage, LiveBus } from './live-bus';
import { Listeners } from './listeners';
import { RecentMessages } from './recent-messages';
import { LocalRequests, NoAnswer, type Answerer } from './requests';

/**
 * The bus between the serving thread and the scanner's own thread in one process (decision 040).
 * The scanner's side numbers and serialises each event once and posts them in order, a turn's
 * events in one message; the serving side replays them to its streams, replica and alerts as the
 * memory bus would. Requests (feed reads, re-checks, analysis) go from serving to scanner; control
 * events go both ways.
 */
export type ToServing =
  | { t: 'events'; list: [seq: number, at: number, json: string][] }
  | { t: 'control'; event: ControlEvent }
  | { t: 'answer'; id: number; bytes: Uint8Array }
  | { t: 'no-answer'; id: number; why: 'nobody' | 'failed' };

export type ToScanner =
  | { t: 'control'; event: ControlEvent }
  | { t: 'ask'; id: number; topic: string; bytes: Uint8Array };

/** One end of a `MessagePort` or a worker's `parentPort`, as the two sides use it. */
export interface ThreadPort<Out, In> {
  post(message: Out): void;
  onMessage(listener: (message: In) => void): () => void;
}

/** The scanner thread's side: the publisher. Its own readers (the engine's) hear events at once. */
export class ScannerThreadBus implements LiveBus {
  private seq = 0;
  private readonly listeners = new Listeners<BusMessage>();
  private readonly control = new Listeners<ControlEvent>();
  private readonly requests = new LocalRequests();
  private outbox: [number, number, string][] = [];
  private flushing = false;
  private readonly stopListening: () => void;
  readonly connected = true;

  constructor(
    private readonly port: ThreadPort<ToServing, ToScanner>,
    private readonly now: () => number = Date.now,
  ) {
    this.stopListening = port.onMessage((message) => {
      if (message.t === 'control') this.control.emit(message.event);
      else this.answerAsk(message.id, message.topic, message.bytes);
    });
  }

  publish(event: StreamEvent): void {
    const message = { seq: ++this.seq, at: this.now(), event, json: JSON.stringify(event) };
    this.listeners.emit(message);
    this.outbox.push([message.seq, message.at, message.json]);
    if (this.flushing) return;
    this.flushing = true;
    // One message per turn: a poll part's hundreds of events cross in one post, still in order.
    setImmediate(() => this.flush());
  }

  private flush() {
    this.flushing = false;
    if (this.outbox.length === 0) return;
    const list = this.outbox;
    this.outbox = [];
    this.port.post({ t: 'events', list });
  }

  private answerAsk(id: number, topic: string, bytes: Uint8Array) {
    this.requests.ask(topic, bytes, ASK_LIMIT_MS).then(
      (answer) => this.port.post({ t: 'answer', id, bytes: answer }),
      (error: unknown) =>
        this.port.post({
          t: 'no-answer',
          id,
          why: error instanceof NoAnswer && error.why === 'nobody' ? 'nobody' : 'failed',
        }),
    );
  }

  subscribe(listener: (message: BusMessage) => void): () => void {
    return this.listeners.add(listener);
  }

  get lastSeq() {
    return this.seq;
  }

  /** Nobody resumes a stream on the scanner's thread: streams are served by the other one. */
  since(): Promise<BusMessage[] | null> {
    return Promise.resolve(null);
  }

  liveSet(): Promise<StreamEvent[]> {
    return Promise.resolve([]);
  }

  publishControl(event: ControlEvent): void {
    this.control.emit(event);
    this.port.post({ t: 'control', event });
  }

  onControl(listener: (event: ControlEvent) => void): () => void {
    return this.control.add(listener);
  }

  answer(topic: string, answerer: Answerer): Promise<() => Promise<void>> {
    return this.requests.answer(topic, answerer);
  }

  /** The scanner asks nothing of the serving thread. */
  ask(topic: string): Promise<Uint8Array> {
    return Promise.reject(new NoAnswer(topic, 'nobody'));
  }

  onConnectionChange(): () => void {
    return () => {};
  }

  close(): Promise<void> {
    this.flush();
    this.stopListening();
    return Promise.resolve();
  }
}

/** The scanner's own answerers have their own timeouts (a re-check's call to the source). */
const ASK_LIMIT_MS = 60_000;

/** At most this many events are handed on per turn, so a burst never holds the serving thread. */
const EVENTS_PER_TURN = 500;

/**
 * The serving thread's side: streams, the live replica and alerts read it as they would the
 * memory bus, with the scanner's numbering; requests go to the scanner's answerers.
 */
export class ServingThreadBus implements LiveBus {
  private seq = 0;
  private readonly recent: RecentMessages;
  private readonly listeners = new Listeners<BusMessage>();
  private readonly control = new Listeners<ControlEvent>();
  private readonly pending = new Map<
    number,
    { resolve: (bytes: Uint8Array) => void; reject: (error: Error) => void }
  >();
  private nextAsk = 1;
  private built: Promise<void> = Promise.resolve();
  private readonly queue: [number, number, string][] = [];
  private draining = false;
  private readonly stopListening: () => void;
  private readonly connection = new Listeners<boolean>();
  private scannerThere = true;

  constructor(
    private readonly port: ThreadPort<ToScanner, ToServing>,
    retainMs = 60_000,
  ) {
    this.recent = new RecentMessages(retainMs);
    this.stopListening = port.onMessage((message) => {
      switch (message.t) {
        case 'events':
          // One by one: a spread of a very large batch would pass the engine's argument limit.
          for (const entry of message.list) this.queue.push(entry);
          this.drain();
          return;
        case 'control':
          this.control.emit(message.event);
          return;
        case 'answer':
          this.settle(message.id, (p) => p.resolve(message.bytes));
          return;
        case 'no-answer':
          this.settle(message.id, (p) => p.reject(new NoAnswer(String(message.id), message.why)));
          return;
      }
    });
  }

  private drain() {
    if (this.draining) return;
    const batch = this.queue.splice(0, EVENTS_PER_TURN);
    for (const [seq, at, json] of batch) {
      const message: BusMessage = { seq, at, json, event: JSON.parse(json) as StreamEvent };
      this.seq = seq;
      this.recent.add(message);
      this.listeners.emit(message);
    }
    if (this.queue.length === 0) return;
    this.draining = true;
    setImmediate(() => {
      this.draining = false;
      this.drain();
    });
  }

  private settle(
    id: number,
    then: (pending: { resolve: (b: Uint8Array) => void; reject: (e: Error) => void }) => void,
  ) {
    const pending = this.pending.get(id);
    if (!pending) return;
    this.pending.delete(id);
    then(pending);
  }

  /** Events come from the scanner's thread only. */
  publish(): void {
    throw new Error('the scanner publishes on its own thread');
  }

  subscribe(listener: (message: BusMessage) => void): () => void {
    return this.listeners.add(listener);
  }

  get lastSeq() {
    return this.seq;
  }

  since(seq: number): Promise<BusMessage[] | null> {
    return Promise.resolve(this.recent.after(seq, this.seq));
  }

  /** This side is subscribed before the scanner's thread starts: it has heard every event. */
  liveSet(): Promise<StreamEvent[]> {
    return Promise.resolve([]);
  }

  publishControl(event: ControlEvent): void {
    this.control.emit(event);
    this.port.post({ t: 'control', event });
  }

  onControl(listener: (event: ControlEvent) => void): () => void {
    return this.control.add(listener);
  }

  /** The serving thread answers nothing: the scanner's thread does. */
  answer(): Promise<() => Promise<void>> {
    return Promise.reject(new Error('requests are answered on the scanner thread'));
  }

  /**
   * Requests wait for this before they are sent: the thread registers its answerers while it
   * builds, and one asked before then would find nobody.
   */
  answersAfter(built: Promise<void>): void {
    this.built = built.catch(() => {});
  }

  ask(topic: string, request: Uint8Array, timeoutMs: number): Promise<Uint8Array> {
    // A thread that ended or is not answering is not waited for: the caller says so at once.
    if (!this.scannerThere) return Promise.reject(new NoAnswer(topic, 'nobody'));
    const id = this.nextAsk++;
    return new Promise<Uint8Array>((resolve, reject) => {
      const timer = setTimeout(() => {
        this.pending.delete(id);
        reject(new NoAnswer(topic, 'timeout'));
      }, timeoutMs);
      this.pending.set(id, {
        resolve: (bytes) => {
          clearTimeout(timer);
          resolve(bytes);
        },
        reject: (error) => {
          clearTimeout(timer);
          reject(error instanceof NoAnswer ? new NoAnswer(topic, error.why) : error);
        },
      });
      void this.built.then(() => {
        if (!this.pending.has(id)) return;
        if (!this.scannerThere) {
          this.settle(id, (p) => p.reject(new NoAnswer(topic, 'nobody')));
          return;
        }
        this.port.post({ t: 'ask', id, topic, bytes: request });
      });
    });
  }

  /**
   * The scanner's thread has stopped: whatever it was asked is not answered, and what it last
   * sent is served as not refreshing (the flag the pages show for a failing feed), never as fresh.
   */
  scannerGone(): void {
    this.scannerHeard(false);
    for (const [id, pending] of this.pending) {
      this.pending.delete(id);
      pending.reject(new NoAnswer(String(id), 'nobody'));
    }
  }

  /**
   * Whether the scanner's thread is answering: false once it has ended, or while it has not been
   * heard from for too long (a thread stuck in its work refreshes nothing either).
   */
  scannerHeard(there: boolean): void {
    if (this.scannerThere === there) return;
    this.scannerThere = there;
    this.connection.emit(there);
  }

  get connected() {
    return this.scannerThere;
  }

  onConnectionChange(listener: (connected: boolean) => void): () => void {
    return this.connection.add(listener);
  }

  close(): Promise<void> {
    this.stopListening();
    this.scannerGone();
    return Promise.resolve();
  }
}
