import { Mail } from 'lucide-react';
import type { OutboxItem } from '../../../contracts/alerts';
import { Card } from '../../components/card';
import { EmptyState } from '../../components/empty-state';
import { QueryView } from '../../components/query-view';
import { ToneBadge, type BadgeTone } from '../../components/tone-badge';
import { formatDateTime } from '../../lib/format-time';
import { useOutbox } from './api/get-outbox';
import { Cell, DataTable, Row } from './data-table';

const TONES: Record<OutboxItem['status'], BadgeTone> = {
  pending: 'info',
  sending: 'info',
  sent: 'profit',
  stored: 'neutral',
  skipped: 'neutral',
  failed: 'loss',
};

const COLUMNS = ['To', 'Subject', 'Kind', 'Status', 'Attempts', 'Error', 'Queued', 'Sent'];

/** Every alert e-mail queued or sent, with its status and the mail server's error. */
export function OutboxTab() {
  const query = useOutbox();
  return (
    <Card className="p-4">
      <QueryView
        query={query}
        errorTitle="Failed to load the outbox"
        isEmpty={(data) => data.items.length === 0}
        empty={
          <EmptyState icon={Mail} title="No e-mails yet">
            No alert has been queued or sent.
          </EmptyState>
        }
      >
        {(data) => (
          <DataTable label="Outbox" columns={COLUMNS}>
            {data.items.map((item) => (
              <Row key={item.id}>
                <Cell label="To" className="break-all">
                  {item.recipient ?? '—'}
                </Cell>
                <Cell label="Subject">{item.subject ?? '—'}</Cell>
                <Cell label="Kind">{item.kind}</Cell>
                <Cell label="Status">
                  <ToneBadge tone={TONES[item.status]}>{item.status}</ToneBadge>
                </Cell>
                <Cell label="Attempts">{item.attempts}</Cell>
                <Cell label="Error" className="text-loss">
                  {item.error ?? '—'}
                </Cell>
                <Cell label="Queued">{formatDateTime(item.createdAt)}</Cell>
                <Cell label="Sent">{item.sentAt === null ? '—' : formatDateTime(item.sentAt)}</Cell>
              </Row>
            ))}
          </DataTable>
        )}
      </QueryView>
    </Card>
  );
}
