import { History } from 'lucide-react';
import { useState } from 'react';
import type { HistoryRecord } from '../../../contracts/history';
import { EmptyState } from '../../components/empty-state';
import { LoadError } from '../../components/load-error';
import { Skeleton } from '../../components/skeleton';
import { useToast } from '../../components/toast/use-toast';
import { HistoryCard } from './history-card';
import type { HistoryEdit } from './history-roi';
import { useUpdateHistory } from './use-update-history';

export function HistoryList({
  state,
  records,
  error,
  retrying,
  onRetry,
}: {
  state: 'pending' | 'error' | 'success';
  records: readonly HistoryRecord[];
  error: unknown;
  retrying: boolean;
  onRetry: () => void;
}) {
  const [editingId, setEditingId] = useState<string | null>(null);
  const update = useUpdateHistory();
  const { toast } = useToast();

  if (state === 'pending') {
    return (
      <div aria-busy="true" aria-label="Loading history" className="space-y-3">
        {Array.from({ length: 3 }, (_, index) => (
          <div key={index} className="space-y-2 rounded-lg border border-line bg-surface p-4">
            <Skeleton className="block h-5 w-1/2" />
            <Skeleton className="block h-4 w-full" />
            <Skeleton className="block h-4 w-2/3" />
          </div>
        ))}
      </div>
    );
  }
  if (state === 'error') {
    return (
      <LoadError
        title="Failed to fetch arbitrage history"
        error={error}
        onRetry={onRetry}
        retrying={retrying}
      />
    );
  }
  if (records.length === 0) {
    return (
      <EmptyState icon={History} title="No opportunities found">
        Try adjusting your filters or check back later for new opportunities.
      </EmptyState>
    );
  }

  // The spec closes edit mode after a save attempt whether or not it succeeded.
  const save = (id: string, edit: HistoryEdit) =>
    update.mutate(
      { id, edit },
      {
        onSuccess: () => toast({ variant: 'success', title: 'Record updated' }),
        onError: (failure) =>
          toast({
            variant: 'error',
            title: 'Failed to update opportunity',
            description: failure instanceof Error ? failure.message : undefined,
          }),
        onSettled: () => setEditingId(null),
      },
    );

  return (
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
  );
}
