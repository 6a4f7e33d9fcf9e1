import type { ReactNode } from 'react';
import { Server } from 'lucide-react';
import type { UseQueryResult } from '@tanstack/react-query';
import type { FeedStatus } from '../../../contracts/feed';
import { Card } from '../../components/card';
import { LiveIndicator } from '../../components/live-indicator';
import { QueryView } from '../../components/query-view';
import { SkeletonRows } from '../../components/skeleton';
import { ToneBadge } from '../../components/tone-badge';
import type { BadgeTone } from '../../components/tone-badge';
import type { StreamStatus } from '../../lib/live-stream/live-stream-connection';
import { ageLabel, formatClockTime } from '../../lib/format-time';
import { feedSourceLabel, feedState, feedStateLabel } from './feed-state';
import type { FeedState } from './feed-state';

const STATE_TONES: Record<FeedState, BadgeTone> = {
  live: 'profit',
  cached: 'warn',
  halted: 'loss',
  waiting: 'neutral',
};

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex items-center justify-between gap-3 py-1.5 text-sm">
      <dt className="text-muted">{label}</dt>
      <dd className="text-right tabular-nums">{children}</dd>
    </div>
  );
}

/** The odds feed and the push channel, from GET /api/feed/status and the stream. */
export function SystemStatus({
  query,
  stream,
  now,
}: {
  query: UseQueryResult<FeedStatus>;
  stream: StreamStatus;
  now: number;
}) {
  return (
    <Card className="p-4">
      <div className="mb-2 flex items-center gap-2">
        <Server className="size-4 text-muted" aria-hidden />
        <h2 className="font-medium">System Status</h2>
      </div>
      <QueryView
        query={query}
        errorTitle="Failed to load the feed status"
        compactError
        loading={<SkeletonRows count={4} label="Loading system status" rowClassName="h-5" />}
      >
        {(status) => <FeedDetails status={status} stream={stream} now={now} />}
      </QueryView>
    </Card>
  );
}

function FeedDetails({
  status,
  stream,
  now,
}: {
  status: FeedStatus;
  stream: StreamStatus;
  now: number;
}) {
  const state = feedState(status);
  return (
    <dl className="divide-y divide-line">
      <Row label="Odds feed">
        <ToneBadge tone={STATE_TONES[state]}>{feedStateLabel(state, status.source)}</ToneBadge>
      </Row>
      {status.halted !== null && <p className="py-1.5 text-xs text-loss">{status.halted}</p>}
      <Row label="Scanner">
        <LiveIndicator status={stream} />
      </Row>
      <Row label="Sportsbooks">{status.booksReporting} reporting in the last cycle</Row>
      <Row label="Updates">every {status.intervalSeconds}s</Row>
      <Row label="Last updated">
        {status.lastUpdated === null ? (
          'not yet'
        ) : (
          <>
            {formatClockTime(status.lastUpdated)}{' '}
            <span className="text-muted">({ageLabel(now, status.lastUpdated)})</span>
          </>
        )}
      </Row>
      <Row label="Source">{feedSourceLabel(status.source)}</Row>
    </dl>
  );
}
