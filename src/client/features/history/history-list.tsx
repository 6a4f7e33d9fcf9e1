import type { UseQueryResult } from '@tanstack/react-query';
import { History } from 'lucide-react';
import { useState } from 'react';
import type { HistoryRecord } from '../../../contracts/history';
import { EmptyState } from '../../components/empty-state';
import { QueryView } from '../../components/query-view';
import { Skeleton } from '../../components/skeleton';
import { useErrorToast } from '../../components/toast/use-error-toast';
import { useToast } from '../../components/toast/use-toast';
import { useUpdateHistoryRecord } from './api/update-history-record';
import { HistoryCard } from './history-card';
import type { HistoryEdit } from './history-roi';

export function HistoryList({
  query,
  records,
}: {
  query: UseQueryResult<HistoryRecord[]>;
  /** The loaded records that pass the filters. */
  records: readonly HistoryRecord[];
}) {
  const [editingId, setEditingId] = useState<string | null>(null);
  const update = useUpdateHistoryRecord();
  const { toast } = useToast();
  const showError = useErrorToast();

  // The spec closes edit mode after a save attempt whether or not it succeeded.
  const save = (id: string, edit: HistoryEdit) =>
    update.mutate(
      { id, edit },
      {
        onSuccess: () => toast({ variant: 'success', title: 'Record updated' }),
        onError: (failure) => showError('Failed to update opportunity', failure),
        onSettled: () => setEditingId(null),
      },
    );

  return (
    <QueryView
      query={query}
      errorTitle="Failed to fetch arbitrage history"
      loading={
        <div aria-busy="true" aria-label="Loading history" className="space-y-3">
          {Array.from({ length: 3 }, (_, index) => (
            <div key={index} className="space-y-2 rounded-lg border border-line bg-surface p-4">
              <Skeleton className="block h-5 w-1/2" />
              <Skeleton className="block h-4 w-full" />
              <Skeleton className="block h-4 w-2/3" />
            </div>
          ))}
        </div>
      }
      isEmpty={() => records.length === 0}
      empty={
        <EmptyState icon={History} title="No opportunities found">
          Try adjusting your filters or check back later for new opportunities.
        </EmptyState>
      }
    >
      {() => (
        <div className="space-y-3">
          {records.map((record) => (
            <HistoryCard
              key={record.id}
              record={record}
              editing={editingId === record.id}
              saving={update.isPending && editingId === record.id}
              onEdit={() => setEditingId(record.id)}
              onSave={(edit) => save(record.id, edit)}
              onCancel={() => setEditingId(null)}
            />
          ))}
        </div>
      )}
    </QueryView>
  );
}
