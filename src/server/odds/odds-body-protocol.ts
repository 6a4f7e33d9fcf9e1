import type { WireEventOdds } from './wire-format';
import type { DropCounts } from './wire-ingest';

/** A poll's body, read off the serving thread: the events come back a few at a time. */
export interface OddsBodyRequest {
  id: number;
  text: string;
}

export type OddsBodyReply =
  | { id: number; events: WireEventOdds[] }
  | { id: number; done: true; dropped: DropCounts }
  | { id: number; failed: 'not-json' | 'shape'; message: string };

/**
 * Events per message: each message is one turn of the serving thread's event loop, short enough
 * (a few thousand prices to copy in) that a request never waits long behind it.
 */
export const EVENTS_PER_MESSAGE = 20;
