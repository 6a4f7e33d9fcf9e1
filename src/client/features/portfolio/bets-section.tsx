import { ChevronLeft, ChevronRight, ReceiptText } from 'lucide-react';
import { useEffect, useState } from 'react';
import type { Bet } from '../../../contracts/portfolio';
import { buttonClass } from '../../components/button-styles';
import { Card } from '../../components/card';
import { DialogFrame } from '../../components/dialog-frame';
import { EmptyState } from '../../components/empty-state';
import { SearchInput } from '../../components/filter-fields';
import { QueryView } from '../../components/query-view';
import { SegmentedControl } from '../../components/segmented-control';
import { SkeletonRows } from '../../components/skeleton';
import { useOddsFormat } from '../../lib/use-user-settings';
import { useBets } from './api/get-bets';
import { BET_TABS, pageCount, pageLabel } from './bet-list-query';
import type { BetListFilters, BetTab } from './bet-list-query';
import { BetRow } from './bet-row';
import type { BetAction } from './bet-row';
import { betSummary } from './bet-summary';
import { DeleteBetDialog } from './delete-bet-dialog';
import { EditBetForm } from './edit-bet-form';
import { SettleBetForm } from './settle-bet-form';

const SEARCH_DELAY_MS = 300;

const EMPTY_TEXT: Record<BetTab, string> = {
  open: 'No open bets. Add one, or use “I placed these bets” on an opportunity.',
  settled: 'No settled bets yet. Open bets settle from the final scores, or by hand.',
  all: 'No bets yet. Add one, or use “I placed these bets” on an opportunity.',
};

/** The search box's text, passed on once the member pauses typing. */
function useSettledText(text: string): string {
  const [settled, setSettled] = useState(text);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(text), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [text]);
  return settled;
}

export function BetsSection() {
  const [status, setStatus] = useState<BetTab>('open');
  const [searchText, setSearchText] = useState('');
  const [page, setPage] = useState(0);
  const search = useSettledText(searchText);
  const [shownSearch, setShownSearch] = useState(search);
  if (shownSearch !== search) {
    setShownSearch(search);
    setPage(0);
  }
  const filters: BetListFilters = { status, search, page };
  const query = useBets(filters);
  const [acting, setActing] = useState<{ action: BetAction; bet: Bet } | null>(null);
  const oddsFormat = useOddsFormat();
  const close = () => setActing(null);
  const total = query.data?.total ?? 0;
  const pages = pageCount(total);
  // A delete can empty the last page: step back to the page that is now last.
  if (query.isSuccess && !query.isPlaceholderData && page >= pages) setPage(pages - 1);

  return (
    <Card className="space-y-4 p-4">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
        <h2 className="font-medium">Bets</h2>
        <SegmentedControl
          label="Which bets"
          value={status}
          options={BET_TABS}
          onChange={(next) => {
            setStatus(next);
            setPage(0);
          }}
        />
        <label className="relative sm:ml-auto sm:w-72">
          <span className="sr-only">Search bets</span>
          <SearchInput value={searchText} onChange={setSearchText} />
        </label>
      </div>

      <QueryView
        query={query}
        errorTitle="Failed to load your bets"
        loading={<SkeletonRows count={3} rowClassName="h-28" label="Loading bets" />}
        isEmpty={(list) => list.data.length === 0}
        empty={
          <EmptyState
            icon={ReceiptText}
            title={search.trim() === '' ? 'No bets here' : 'No bets match'}
          >
            {search.trim() === '' ? EMPTY_TEXT[status] : `Nothing matches “${search.trim()}”.`}
          </EmptyState>
        }
      >
        {(list) => (
          <ul
            className={`space-y-3 transition-opacity ${query.isPlaceholderData ? 'opacity-60' : ''}`}
            aria-busy={query.isFetching}
          >
            {list.data.map((bet) => (
              <BetRow key={bet.id} bet={bet} onAction={(action) => setActing({ action, bet })} />
            ))}
          </ul>
        )}
      </QueryView>

      {query.isSuccess && total > 0 && (
        <nav aria-label="Pages" className="flex items-center justify-between gap-3 text-sm">
          <span className="text-muted tabular-nums" data-testid="bets-page">
            {pageLabel(total, page)}
          </span>
          <div className="flex gap-2">
            <button
              type="button"
              className={buttonClass('secondary', 'h-8 px-3')}
              disabled={page === 0}
              onClick={() => setPage((p) => p - 1)}
            >
              <ChevronLeft className="size-4" aria-hidden />
              Previous
            </button>
            <button
              type="button"
              className={buttonClass('secondary', 'h-8 px-3')}
              disabled={page + 1 >= pages}
              onClick={() => setPage((p) => p + 1)}
            >
              Next
              <ChevronRight className="size-4" aria-hidden />
            </button>
          </div>
        </nav>
      )}

      <DialogFrame
        open={acting !== null && acting.action !== 'delete'}
        onOpenChange={(open) => {
          if (!open) close();
        }}
        size="form"
        title={acting?.action === 'edit' ? 'Edit bet' : 'Settle bet'}
        description={
          acting === null
            ? ''
            : `${acting.bet.homeTeam} vs ${acting.bet.awayTeam}: ${betSummary(acting.bet, oddsFormat)}`
        }
      >
        {acting?.action === 'edit' && <EditBetForm bet={acting.bet} onDone={close} />}
        {acting?.action === 'settle' && <SettleBetForm bet={acting.bet} onDone={close} />}
      </DialogFrame>
      <DeleteBetDialog bet={acting?.action === 'delete' ? acting.bet : null} onDone={close} />
    </Card>
  );
}
