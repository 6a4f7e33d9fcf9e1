import { ScrollText } from 'lucide-react';
import type { AuditEntry, AuditValues } from '../../../contracts/admin-audit';
import { buttonClass } from '../../components/button-styles';
import { Card } from '../../components/card';
import { EmptyState } from '../../components/empty-state';
import { QueryView } from '../../components/query-view';
import { formatDateTime } from '../../lib/format-time';
import { useAuditLog } from './api/get-audit-log';
import { Cell, DataTable, Row } from './data-table';

const ACTIONS: Record<AuditEntry['action'], string> = {
  'member.update': 'Member edited',
  'member.delete': 'Member deleted',
  'membership-settings.update': 'Membership settings',
};

const show = (value: AuditValues[string] | undefined) =>
  value === undefined || value === null ? '—' : String(value);

/** "status: inactive → active", one line per field the change touched. */
function ChangeLines({ entry }: { entry: AuditEntry }) {
  const keys = [
    ...new Set([...Object.keys(entry.before ?? {}), ...Object.keys(entry.after ?? {})]),
  ];
  return (
    <ul className="space-y-0.5 text-left">
      {keys.map((key) => (
        <li key={key} className="break-words">
          <span className="text-muted">{key}:</span> {show(entry.before?.[key])} →{' '}
          {entry.after === null ? 'deleted' : show(entry.after[key])}
        </li>
      ))}
    </ul>
  );
}

/** Every admin change, newest first: who, when, what, before → after. Nothing here is editable. */
export function AuditLogTab() {
  const query = useAuditLog();
  return (
    <Card className="p-4">
      <QueryView
        query={query}
        errorTitle="Failed to load the audit log"
        isEmpty={(data) => data.pages.every((page) => page.entries.length === 0)}
        empty={
          <EmptyState icon={ScrollText} title="No admin changes yet">
            Member edits, deletions and membership settings changes are recorded here.
          </EmptyState>
        }
      >
        {(data) => (
          <div className="space-y-3">
            <DataTable label="Audit log" columns={['When', 'Who', 'What', 'Target', 'Change']}>
              {data.pages
                .flatMap((page) => page.entries)
                .map((entry) => (
                  <Row key={entry.id} testId="audit-entry">
                    <Cell label="When" className="whitespace-nowrap">
                      {formatDateTime(entry.at)}
                    </Cell>
                    <Cell label="Who" className="break-all">
                      {entry.actorEmail}
                    </Cell>
                    <Cell label="What">{ACTIONS[entry.action]}</Cell>
                    <Cell label="Target">{entry.targetLabel ?? 'membership'}</Cell>
                    <Cell label="Change">
                      <ChangeLines entry={entry} />
                    </Cell>
                  </Row>
                ))}
            </DataTable>
            {query.hasNextPage && (
              <button
                type="button"
                className={buttonClass('secondary')}
                onClick={() => void query.fetchNextPage()}
                disabled={query.isFetchingNextPage}
              >
                {query.isFetchingNextPage ? 'Loading…' : 'Load older changes'}
              </button>
            )}
          </div>
        )}
      </QueryView>
    </Card>
  );
}
