import type { ControlEvent } from '../../../contracts/control-events';
import type { StreamEvent } from '../../../contracts/opportunities';
import type { RequestChannel } from './requests';

export interface BusMessage {
  /** The bus's global offset: the SSE event id, the same in every process reading the bus. */
  seq: number;
  at: number;
  event: StreamEvent;
  /** The event serialised once, shared by every stream that sends it. */
  json: string;
}

/**
 * The one channel between the scanner and its readers (streams, alerts, the live replica), and
 * between processes for control events. In memory by default; JetStream when NATS is configured.
 */
export interface LiveBus extends RequestChannel {
  /** Sends a scanner event; it reaches every subscriber in every process, in order. */
  publish(event: StreamEvent): void;
  /** Messages after the current `lastSeq`, in order. */
  subscribe(listener: (message: BusMessage) => void): () => void;
  /** The offset of the last message delivered to this process's subscribers. */
  readonly lastSeq: number;
  /**
   * Messages after `seq` up to `lastSeq`, or null when `seq` is older than the bus keeps (the
   * reader must then reload the whole state instead of trusting the replay).
   */
  since(seq: number): Promise<BusMessage[] | null>;
  /**
   * The scanner's current live set as events (one `opportunity.added` per live opportunity and
   * the last feed status), for a reader that starts after the scanner did. Empty in memory: there
   * the reader is fed in-process.
   */
  liveSet(): Promise<StreamEvent[]>;
  /** Applies a control event here at once and sends it to every other process. */
  publishControl(event: ControlEvent): void;
  onControl(listener: (event: ControlEvent) => void): () => void;
  /** False while the broker is unreachable: readers hold the last live set, not refreshing. */
  readonly connected: boolean;
  onConnectionChange(listener: (connected: boolean) => void): () => void;
  close(): Promise<void>;
}

/** The part of the bus that carries control events (every process has one, broker or not). */
export type ControlChannel = Pick<LiveBus, 'publishControl' | 'onControl'>;
