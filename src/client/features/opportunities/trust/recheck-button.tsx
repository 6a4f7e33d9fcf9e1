import { RefreshCw } from 'lucide-react';
import type { RecheckResponse } from '../../../../contracts/opportunities';
import { buttonClass } from '../../../components/button-styles';
import { useErrorToast } from '../../../components/toast/use-error-toast';
import { useToast } from '../../../components/toast/use-toast';
import { formatPercent } from '../../../lib/format-figures';
import { useRecheckOpportunity } from '../api/recheck-opportunity';

/** What a re-check found, in one sentence. */
export function recheckSummary(answer: RecheckResponse): { title: string; description: string } {
  const cost =
    answer.creditsSpent === 0
      ? 'shared a check made seconds ago'
      : `${answer.creditsSpent} credits`;
  if (answer.outcome === 'confirmed')
    return {
      title: 'Prices confirmed at the source',
      description: `Every price is still there (${cost}).`,
    };
  if (answer.outcome === 'gone')
    return {
      title: 'Gone at the source',
      description: `The books no longer offer it: don't bet on these prices (${cost}).`,
    };
  const now = answer.opportunity;
  const figure =
    now === null
      ? ''
      : now.type === 'arbitrage'
        ? ` It now returns ${formatPercent(now.arbitragePercentage)}.`
        : ` Its expected value is now ${formatPercent(now.expectedValue * 100)}.`;
  return {
    title: 'Prices changed at the source',
    description: `The card shows what is live now.${figure} (${cost})`,
  };
}

/** One tap asks the source for this market now (spends odds credits; a daily count per member). */
export function RecheckButton({
  opportunityId,
  className = '',
}: {
  opportunityId: string;
  className?: string;
}) {
  const recheck = useRecheckOpportunity();
  const { toast } = useToast();
  const errorToast = useErrorToast();
  return (
    <button
      type="button"
      className={buttonClass('secondary', `h-8 px-3 ${className}`)}
      disabled={recheck.isPending}
      title="Ask the odds source for this market now, before you bet"
      onClick={() =>
        recheck.mutate(opportunityId, {
          onSuccess: (answer) => {
            const { title, description } = recheckSummary(answer);
            toast({ variant: answer.outcome === 'gone' ? 'error' : 'success', title, description });
          },
          onError: (error) => errorToast('Could not re-check the prices', error),
        })
      }
    >
      <RefreshCw className={`size-3.5 ${recheck.isPending ? 'animate-spin' : ''}`} aria-hidden />
      {recheck.isPending ? 'Re-checking…' : 'Re-check'}
    </button>
  );
}
