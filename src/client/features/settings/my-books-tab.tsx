import { BookX } from 'lucide-react';
import { useMemo, useState } from 'react';
import type { BookLedger } from '../../../contracts/book-ledger';
import { buttonClass } from '../../components/button-styles';
import { EmptyState } from '../../components/empty-state';
import { fieldClass } from '../../components/filter-fields';
import { QueryView } from '../../components/query-view';
import { SkeletonRows } from '../../components/skeleton';
import { useToast } from '../../components/toast/use-toast';
import { errorMessage } from '../../lib/server-message';
import { useBookLedger, useSaveBookLedger } from './api/book-ledger';
import { ledgerChanged, parseLedgerDraft, toLedgerDraft, UNLISTED } from './book-ledger-draft';
import type { LedgerDraft, LedgerRow } from './book-ledger-draft';
import { BookLedgerRow } from './book-ledger-row';
import { Section, SwitchRow } from './form-controls';

/** Settings → My books: the member's book ledger, saved on its own. */
export function MyBooksTab() {
  const ledger = useBookLedger();
  return (
    <QueryView
      query={ledger}
      errorTitle="Failed to load your books"
      loading={<SkeletonRows count={6} label="Loading your books" />}
    >
      {(saved) => <BookLedgerForm saved={saved} />}
    </QueryView>
  );
}

function BookLedgerForm({ saved }: { saved: BookLedger }) {
  const [draft, setDraft] = useState<LedgerDraft>(() => toLedgerDraft(saved));
  const [search, setSearch] = useState('');
  const [showErrors, setShowErrors] = useState(false);
  const save = useSaveBookLedger();
  const { toast } = useToast();
  const parsed = parseLedgerDraft(draft);
  const errors = showErrors && !parsed.ok ? parsed.errors : {};
  const changed = ledgerChanged(draft, saved);
  const listed = draft.rows.filter((row) => row.status !== UNLISTED).length;
  const shown = useMemo(() => {
    const term = search.trim().toLowerCase();
    return term === ''
      ? draft.rows
      : draft.rows.filter((row) => row.label.toLowerCase().includes(term));
  }, [draft.rows, search]);

  const updateRow = (next: LedgerRow) =>
    setDraft((current) => ({
      ...current,
      rows: current.rows.map((row) => (row.book === next.book ? next : row)),
    }));

  const onSave = () => {
    if (!parsed.ok) {
      setShowErrors(true);
      return;
    }
    save.mutate(parsed.update, {
      onSuccess: (ledger) => {
        setDraft(toLedgerDraft(ledger));
        setShowErrors(false);
        toast({
          variant: 'success',
          title: 'Books saved',
          description: 'Your book list is saved.',
        });
      },
      onError: (error) =>
        toast({ variant: 'error', title: 'Save failed', description: errorMessage(error) }),
    });
  };

  return (
    <div className="space-y-4">
      <Section
        title="My books"
        description="Where you can bet, and how much each book takes from you. Opportunities, stakes and alerts follow it."
      >
        <SwitchRow
          label="Only my books"
          description={
            listed === 0
              ? 'No book listed yet: every opportunity is shown.'
              : 'Leave out opportunities that need a book not marked active or limited.'
          }
          checked={draft.onlyMyBooks}
          onChange={(onlyMyBooks) => setDraft((current) => ({ ...current, onlyMyBooks }))}
        />
        <input
          type="search"
          aria-label="Find a book"
          placeholder="Find a book…"
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          className={`${fieldClass} max-w-xs`}
        />
        {shown.length === 0 ? (
          <EmptyState icon={BookX} title="No book matches">
            No book Arbiter knows is called “{search.trim()}”.
          </EmptyState>
        ) : (
          <ul className="divide-y divide-line">
            {shown.map((row) => (
              <BookLedgerRow
                key={row.book}
                row={row}
                error={errors[row.book]}
                onChange={updateRow}
              />
            ))}
          </ul>
        )}
        {errors.ledger !== undefined && <p className="text-sm text-loss">{errors.ledger}</p>}
        {save.isError && (
          <p role="alert" className="text-sm text-loss">
            Not saved: {errorMessage(save.error)}
          </p>
        )}
        <div className="flex flex-wrap items-center gap-3">
          <button
            type="button"
            className={buttonClass('primary')}
            onClick={onSave}
            disabled={!changed || save.isPending}
            aria-busy={save.isPending}
          >
            {save.isPending ? 'Saving…' : 'Save books'}
          </button>
          {showErrors && !parsed.ok && (
            <p className="text-sm text-loss">Fix the highlighted books to save.</p>
          )}
        </div>
      </Section>
    </div>
  );
}
