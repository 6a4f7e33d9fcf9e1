import { useQueryClient } from '@tanstack/react-query';
import type { QueryClient } from '@tanstack/react-query';
import { useEffect, useSyncExternalStore } from 'react';
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

/** Poll only while the push channel is not delivering. */
export function fallbackPollInterval(status: StreamStatus): number | false {
  return status === 'live' ? false : FALLBACK_POLL_MS;
}
