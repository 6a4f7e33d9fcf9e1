import type { ControlEvent } from '../../../contracts/control-events';
import type { StreamEvent } from '../../../contracts/opportunities';
import type { BusMessage, LiveBus } from './live-bus';
import { Listeners } from './listeners';
import { RecentMessages } from './recent-messages';
import { LocalRequests, type Answerer } from './requests';

/**
 * The bus of a single process (the default): a per-process sequence and the last minute of
 * messages, so a reconnecting stream resumes from Last-Event-ID on this same process.
 */
export class MemoryBus implements LiveBus {
  private seq = 0;
  private readonly recent: RecentMessages;
  private readonly listeners = new Listeners<BusMessage>();
  private readonly control = new Listeners<ControlEvent>();
  private readonly requests = new LocalRequests();
  readonly connected = true;

  constructor(
    retainMs = 60_000,
    private readonly now: () => number = Date.now,
  ) {
    this.recent = new RecentMessages(retainMs);
  }

  publish(event: StreamEvent): void {
    const message = { seq: ++this.seq, at: this.now(), event, json: JSON.stringify(event) };
    this.recent.add(message);
    this.listeners.emit(message);
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

  liveSet(): Promise<StreamEvent[]> {
    return Promise.resolve([]);
  }

  publishControl(event: ControlEvent): void {
    this.control.emit(event);
  }

  onControl(listener: (event: ControlEvent) => void): () => void {
    return this.control.add(listener);
  }

  answer(topic: string, answerer: Answerer): Promise<() => Promise<void>> {
    return this.requests.answer(topic, answerer);
  }

  ask(topic: string, request: Uint8Array, timeoutMs: number): Promise<Uint8Array> {
    return this.requests.ask(topic, request, timeoutMs);
  }

  onConnectionChange(): () => void {
    return () => {};
  }

  close(): Promise<void> {
    return Promise.resolve();
  }
}
