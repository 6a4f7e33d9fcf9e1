import { RotateCw } from 'lucide-react';
import { Link } from 'wouter';
import { Skeleton } from '../../components/skeleton';
import { formatMoney } from '../../lib/format-figures';
import { errorMessage } from '../../lib/server-message';
import { useBankroll } from '../../lib/use-bankroll';

/** The greeting's portfolio balance: the real one, or "—" with Retry when it could not be read. */
export function BalanceGreeting() {
  const query = useBankroll();
  return (
    <span className="flex flex-wrap items-center gap-x-2 gap-y-1">
      <span>Portfolio balance</span>
      {query.isPending && <Skeleton className="h-4 w-20" />}
      {query.isSuccess && (
        <Link
          to="/portfolio"
          data-testid="greeting-balance"
          className="font-semibold text-fg tabular-nums hover:underline"
        >
          {formatMoney(query.data.balance)}
        </Link>
      )}
      {query.isError && (
        <>
          <span data-testid="greeting-balance" className="font-semibold" title="Not loaded">
            —
          </span>
          <span className="text-xs text-loss">{errorMessage(query.error)}</span>
          <button
            type="button"
            onClick={() => void query.refetch()}
            disabled={query.isFetching}
            className="inline-flex items-center gap-1 text-xs underline hover:text-fg"
          >
            <RotateCw className={`size-3 ${query.isFetching ? 'animate-spin' : ''}`} aria-hidden />
            Retry
          </button>
        </>
      )}
    </span>
  );
}
