import { useQueryClient } from '@tanstack/react-query';
import type { QueryClient } from '@tanstack/react-query';
import { useEffect, useEffectEvent, useSyncExternalStore } from 'react';
import type { StreamEvent } from '../../../contracts/opportunities';
import { FALLBACK_POLL_MS } from './live-urls';
import { LiveStreamConnection } from './live-stream-connection';
import type { StreamStatus } from './live-stream-connection';

const connections = new WeakMap<QueryClient, LiveStreamConnection>();

function connectionFor(queryClient: QueryClient): LiveStreamConnection {
  let connection = connections.get(queryClient);
  if (connection === undefined) {
    connection = new LiveStreamConnection(queryClient);
    connections.set(queryClient, connection);
  }
  return connection;
}

/** Keeps the live stream open while the calling component is mounted; returns its state. */
export function useLiveStream(): StreamStatus {
  const connection = connectionFor(useQueryClient());
  useEffect(() => connection.acquire(), [connection]);
  return useSyncExternalStore(connection.subscribe, connection.getStatus);
}

/**
 * While `enabled`, keeps the live stream open and hands each of its events to `listener` (the
 * latest one passed: it need not be stable).
 */
export function useLiveStreamEvents(enabled: boolean, listener: (event: StreamEvent) => void) {
  const connection = connectionFor(useQueryClient());
  const onEvent = useEffectEvent(listener);
  useEffect(() => {
    if (!enabled) return;
    const release = connection.acquire();
    const unsubscribe = connection.onEvent((event) => onEvent(event));
    return () => {
      unsubscribe();
      release();
    };
  }, [connection, enabled]);
}

/** Poll only while the push channel is not delivering. */
export function fallbackPollInterval(status: StreamStatus): number | false {
  return status === 'live' ? false : FALLBACK_POLL_MS;
}
