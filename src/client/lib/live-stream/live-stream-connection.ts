import type { QueryClient } from '@tanstack/react-query';
import type { FeedStatus } from '../../../contracts/feed';
import { streamEventSchema } from '../../../contracts/opportunities';
import type { OpportunitiesResponse, StreamEvent } from '../../../contracts/opportunities';
import { AUTH_USER_URL } from '../use-auth';
import { applyFeedStatusEvent, applyStreamEvents } from './apply-stream-event';
import {
  MARKET_INTELLIGENCE_URL,
  DASHBOARD_STATS_URL,
  FEED_STATUS_URL,
  LIVE_ARBITRAGE_URL,
  OPPORTUNITIES_URL,
  STREAM_URL,
} from './live-urls';

export type StreamStatus = 'connecting' | 'live' | 'reconnecting';

const FIRST_RETRY_MS = 3_000;
const MAX_RETRY_MS = 60_000;
/** Moving between two live pages should not drop and reopen the stream. */
const IDLE_CLOSE_MS = 10_000;
/** The stats are a server-side summary; one refresh per burst of changes is enough. */
const STATS_REFRESH_MS = 5_000;
/**
 * Events are taken into the lists this often, all at once: a purchase of event markets pushes
 * hundreds of props within a second, and one re-sort and re-render each froze the page.
 */
const BATCH_MS = 100;

/**
 * One EventSource per query client, shared by every live view and closed when none is on screen.
 * The browser reconnects by itself with Last-Event-ID after a dropped connection; when it gives
 * up (an error status), this retries with back-off and resumes from the last id it saw.
 */
export class LiveStreamConnection {
  private source: EventSource | null = null;
  private status: StreamStatus = 'connecting';
  private readonly listeners = new Set<() => void>();
  private readonly eventListeners = new Set<(event: StreamEvent) => void>();
  private users = 0;
  private lastEventId: string | null = null;
  private retryMs = FIRST_RETRY_MS;
  private retryTimer: ReturnType<typeof setTimeout> | null = null;
  private idleTimer: ReturnType<typeof setTimeout> | null = null;
  private statsTimer: ReturnType<typeof setTimeout> | null = null;
  private batchTimer: ReturnType<typeof setTimeout> | null = null;
  private pending: StreamEvent[] = [];

  constructor(private readonly queryClient: QueryClient) {}

  readonly subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  readonly getStatus = (): StreamStatus => this.status;

  /** Every event the stream delivers, in order, after the cached lists have taken it in. */
  readonly onEvent = (listener: (event: StreamEvent) => void): (() => void) => {
    this.eventListeners.add(listener);
    return () => this.eventListeners.delete(listener);
  };

  /** Keeps the stream open until the returned release is called. */
  readonly acquire = (): (() => void) => {
    this.users += 1;
    if (this.idleTimer !== null) clearTimeout(this.idleTimer);
    this.idleTimer = null;
    if (this.source === null && this.retryTimer === null) this.open();
    let released = false;
    return () => {
      if (released) return;
      released = true;
      this.users -= 1;
      if (this.users === 0) this.idleTimer = setTimeout(() => this.close(), IDLE_CLOSE_MS);
    };
  };

  private open(): void {
    this.retryTimer = null;
    const url =
      this.lastEventId === null
        ? STREAM_URL
        : `${STREAM_URL}?lastEventId=${encodeURIComponent(this.lastEventId)}`;
    const source = new EventSource(url);
    this.source = source;
    source.onopen = () => {
      this.retryMs = FIRST_RETRY_MS;
      this.setStatus('live');
    };
    source.onmessage = (message: MessageEvent<string>) => {
      this.remember(message);
      this.handle(message.data);
    };
    // A fresh stream starts from "now": reload the lists once so nothing from before is missed.
    source.addEventListener('ready', (message) => {
      this.remember(message);
      this.reloadLists();
    });
    // Too far behind to replay: the server asks for a full reload.
    source.addEventListener('reset', (message) => {
      this.remember(message);
      this.reloadLists();
    });
    // The server ended the stream on purpose. Access gone: refresh who we are so the page follows
    // (sign-in or subscribe); otherwise come back later with back-off rather than at once.
    source.addEventListener('end', (message: MessageEvent<string>) => {
      if (this.source !== source) return;
      this.setStatus('reconnecting');
      if (message.data.includes('access-ended')) {
        void this.queryClient.invalidateQueries({ queryKey: [AUTH_USER_URL] });
      }
      this.scheduleRetry();
    });
    source.onerror = () => {
      if (this.source !== source) return;
      this.setStatus('reconnecting');
      if (source.readyState === EventSource.CLOSED) this.scheduleRetry();
    };
  }

  private remember(message: MessageEvent): void {
    if (message.lastEventId !== '') this.lastEventId = message.lastEventId;
  }

  private handle(data: string): void {
    let json: unknown;
    try {
      json = JSON.parse(data);
    } catch {
      return;
    }
    const parsed = streamEventSchema.safeParse(json);
    if (!parsed.success) return;
    this.pending.push(parsed.data);
    this.batchTimer ??= setTimeout(() => this.flush(), BATCH_MS);
  }

  /** Takes the waiting events into the cached lists in one go, then tells the listeners. */
  private flush(): void {
    if (this.batchTimer !== null) clearTimeout(this.batchTimer);
    this.batchTimer = null;
    const events = this.pending;
    this.pending = [];
    if (events.length === 0) return;
    this.apply(events);
    for (const event of events) {
      for (const listener of this.eventListeners) listener(event);
    }
  }

  private apply(events: readonly StreamEvent[]): void {
    const opportunities: StreamEvent[] = [];
    for (const event of events) {
      if (event.type === 'market.steam') {
        // The analysis is recomputed on the server; a new steam move means a fresher one is ready.
        void this.queryClient.invalidateQueries({ queryKey: [MARKET_INTELLIGENCE_URL] });
      } else if (event.type === 'feed.status') {
        this.queryClient.setQueryData<FeedStatus>([FEED_STATUS_URL], (status) =>
          applyFeedStatusEvent(status, event),
        );
      } else {
        opportunities.push(event);
      }
    }
    if (opportunities.length === 0) return;
    this.queryClient.setQueryData<OpportunitiesResponse>([LIVE_ARBITRAGE_URL], (list) =>
      applyStreamEvents(list, opportunities, 'arbitrage'),
    );
    this.queryClient.setQueryData<OpportunitiesResponse>([OPPORTUNITIES_URL], (list) =>
      applyStreamEvents(list, opportunities, 'all'),
    );
    this.refreshStatsSoon();
  }

  private reloadLists(): void {
    // Events that arrived before the reload are older than what it will fetch.
    this.flush();
    void this.queryClient.invalidateQueries({ queryKey: [LIVE_ARBITRAGE_URL] });
    void this.queryClient.invalidateQueries({ queryKey: [OPPORTUNITIES_URL] });
    void this.queryClient.invalidateQueries({ queryKey: [DASHBOARD_STATS_URL] });
  }

  private refreshStatsSoon(): void {
    if (this.statsTimer !== null) return;
    this.statsTimer = setTimeout(() => {
      this.statsTimer = null;
      void this.queryClient.invalidateQueries({ queryKey: [DASHBOARD_STATS_URL] });
    }, STATS_REFRESH_MS);
  }

  private scheduleRetry(): void {
    this.source?.close();
    this.source = null;
    if (this.users === 0) return;
    this.retryTimer = setTimeout(() => this.open(), this.retryMs);
    this.retryMs = Math.min(this.retryMs * 2, MAX_RETRY_MS);
  }

  private close(): void {
    this.idleTimer = null;
    if (this.retryTimer !== null) clearTimeout(this.retryTimer);
    this.retryTimer = null;
    this.source?.close();
    this.source = null;
    this.setStatus('connecting');
  }

  private setStatus(status: StreamStatus): void {
    if (status === this.status) return;
    this.status = status;
    for (const listener of this.listeners) listener();
  }
}
