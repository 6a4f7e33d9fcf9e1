import type { StreamStatus } from '../lib/live-stream/live-stream-connection';
import { usePublicConfig } from '../lib/use-public-config';

const LABELS: Record<StreamStatus, { text: string; title: string; dot: string }> = {
  live: {
    text: 'Live',
    title: 'Changes are pushed as soon as the scanner finds them.',
    dot: 'bg-profit',
  },
  connecting: {
    text: 'Connecting…',
    title: 'Opening the live channel; the list is refreshed every 15 seconds meanwhile.',
    dot: 'bg-muted',
  },
  reconnecting: {
    text: 'Reconnecting…',
    title: 'The live channel dropped; the list is refreshed every 15 seconds until it is back.',
    dot: 'bg-warn',
  },
};

const SIMULATED = {
  text: 'Simulated',
  title:
    "Prices come from Arbiter's embedded market simulator, not from real sportsbooks: changes are pushed as it moves them.",
  dot: 'bg-warn',
};

/**
 * Whether the list on screen is pushed live or polled while the stream reconnects. Prices from
 * the embedded simulator are never called live.
 */
export function LiveIndicator({ status }: { status: StreamStatus }) {
  const simulated = usePublicConfig().data?.oddsSource === 'simulator';
  const label = simulated && status === 'live' ? SIMULATED : LABELS[status];
  return (
    <span
      role="status"
      title={label.title}
      className="inline-flex items-center gap-1.5 rounded-full border border-line px-2 py-0.5 text-xs text-muted"
    >
      <span
        aria-hidden
        className={`size-2 rounded-full ${label.dot} ${status === 'live' ? 'animate-pulse' : ''}`}
      />
      {label.text}
      {status !== 'live' && <span className="hidden sm:inline">· polling every 15 s</span>}
    </span>
  );
}
