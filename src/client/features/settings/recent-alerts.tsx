import { Inbox, RotateCw } from 'lucide-react';
import type { OutboxItem } from '../../../contracts/alerts';
import { buttonClass } from '../../components/button-styles';
import { EmptyState } from '../../components/empty-state';
import { QueryView } from '../../components/query-view';
import { SkeletonRows } from '../../components/skeleton';
import { ToneBadge } from '../../components/tone-badge';
import { formatDateTime } from '../../lib/format-time';
import { alertKindLabel, alertStatusView } from './alert-status';
import { useRecentAlerts } from './api/get-recent-alerts';
import { Section } from './form-controls';

function AlertRow({ item }: { item: OutboxItem }) {
  const status = alertStatusView(item);
  const at = item.sentAt ?? item.createdAt;
  return (
    <li className="flex flex-col gap-1 py-3 first:pt-0 last:pb-0" data-testid="recent-alert">
      <div className="flex items-start justify-between gap-3">
        <p className="min-w-0 text-sm font-medium break-words">
          {item.subject ?? alertKindLabel(item)}
        </p>
        <ToneBadge tone={status.tone} className="mt-0.5">
          {status.label}
        </ToneBadge>
      </div>
      <p className="text-xs text-muted">
        {alertKindLabel(item)} · <time dateTime={at}>{formatDateTime(at)}</time>
        {item.recipient !== null && ` · to ${item.recipient}`}
      </p>
      <p className={`text-xs ${status.tone === 'loss' ? 'text-loss' : 'text-muted'}`}>
        {status.meaning}
      </p>
    </li>
  );
}

/** The member's last messages from Arbiter, newest first, with what became of each. */
export function RecentAlerts() {
  const query = useRecentAlerts();
  return (
    <Section
      title="Recent alerts"
      description="Your last 20 alert messages and what became of each."
    >
      <QueryView
        query={query}
        errorTitle="Failed to load your recent alerts"
        compactError
        loading={<SkeletonRows count={3} rowClassName="h-14" label="Loading your recent alerts" />}
      >
        {({ items, delivery }) => (
          <div className="space-y-3">
            {delivery === 'outbox' && (
              <p role="note" className="rounded-md border border-warn/40 px-3 py-2 text-sm">
                No mail server is configured for Arbiter, so alert e-mails are not sent: each one is
                kept here, marked Stored, for you to read. Push and in-app alerts still reach you.
              </p>
            )}
            {items.length === 0 ? (
              <EmptyState icon={Inbox} title="No alerts yet">
                Send a test e-mail to see one here; matching opportunities appear as they go out.
              </EmptyState>
            ) : (
              <ul aria-label="Recent alerts" className="divide-y divide-line">
                {items.map((item) => (
                  <AlertRow key={item.id} item={item} />
                ))}
              </ul>
            )}
            <button
              type="button"
              className={buttonClass('ghost', 'h-8 px-3')}
              onClick={() => void query.refetch()}
              disabled={query.isFetching}
            >
              <RotateCw
                className={`size-4 ${query.isFetching ? 'animate-spin' : ''}`}
                aria-hidden
              />
              {query.isFetching ? 'Refreshing…' : 'Refresh'}
            </button>
          </div>
        )}
      </QueryView>
    </Section>
  );
}
