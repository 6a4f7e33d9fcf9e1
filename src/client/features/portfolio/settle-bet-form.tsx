import { useId, useState } from 'react';
import type { Bet } from '../../../contracts/portfolio';
import type { BetStatus } from '../../../core/portfolio/bet-settlement';
import { fromCents, toCents } from '../../../core/stakes';
import { buttonClass } from '../../components/button-styles';
import { useErrorToast } from '../../components/toast/use-error-toast';
import { useToast } from '../../components/toast/use-toast';
import { formatSignedMoney, profitTone } from '../../lib/format-figures';
import { useUpdateBet } from './api/update-bet';
import { STATUS_LABELS } from './bet-labels';
import { SETTLE_CHOICES, settlementPreview } from './settle';

/**
 * Settles a bet by hand (a result the scores cannot grade, or a book that graded it otherwise),
 * or opens it again; each choice shows what it pays and how far the balance moves.
 */
export function SettleBetForm({ bet, onDone }: { bet: Bet; onDone: () => void }) {
  const [status, setStatus] = useState<BetStatus>(bet.status === 'open' ? 'won' : bet.status);
  const update = useUpdateBet();
  const { toast } = useToast();
  const showError = useErrorToast();
  const name = useId();
  const preview = settlementPreview(bet, status);
  const unchanged = status === bet.status;

  return (
    <form
      className="space-y-4"
      onSubmit={(event) => {
        event.preventDefault();
        if (unchanged) return;
        update.mutate(
          { id: bet.id, patch: { status } },
          {
            onSuccess: (saved) => {
              const moved = toCents(saved.profit ?? 0) - toCents(bet.profit ?? 0);
              toast({
                variant: 'success',
                title:
                  saved.status === 'open'
                    ? 'Bet reopened'
                    : `Settled as ${STATUS_LABELS[saved.status].toLowerCase()}`,
                description: `Your balance moved by ${formatSignedMoney(fromCents(moved))}.`,
              });
              onDone();
            },
            onError: (error) => showError('Failed to settle the bet', error),
          },
        );
      }}
    >
      <fieldset className="grid grid-cols-1 gap-2 sm:grid-cols-2">
        <legend className="sr-only">Result</legend>
        {SETTLE_CHOICES.map((choice) => {
          const profit = settlementPreview(bet, choice.status).profit;
          return (
            <label
              key={choice.status}
              className="flex cursor-pointer items-start gap-2 rounded-md border border-line bg-surface p-3 has-checked:border-fg"
            >
              <input
                type="radio"
                name={name}
                checked={status === choice.status}
                onChange={() => setStatus(choice.status)}
                className="mt-1"
              />
              <span className="min-w-0 flex-1">
                <span className="flex items-baseline justify-between gap-2">
                  <span className="font-medium">{choice.label}</span>
                  {profit !== null && (
                    <span className={`text-sm tabular-nums ${profitTone(profit)}`}>
                      {formatSignedMoney(profit)}
                    </span>
                  )}
                </span>
                <span className="block text-xs text-muted">{choice.hint}</span>
              </span>
            </label>
          );
        })}
      </fieldset>
      <p className="text-sm" aria-live="polite">
        {unchanged ? (
          <span className="text-muted">This is the bet&apos;s status now.</span>
        ) : (
          <>
            Your balance moves by{' '}
            <span className={`font-semibold tabular-nums ${profitTone(preview.balanceChange)}`}>
              {formatSignedMoney(preview.balanceChange)}
            </span>
            .
          </>
        )}
      </p>
      <div className="flex justify-end gap-2 border-t border-line pt-4">
        <button type="button" className={buttonClass('secondary')} onClick={onDone}>
          Cancel
        </button>
        <button
          type="submit"
          className={buttonClass('primary')}
          disabled={unchanged || update.isPending}
        >
          {update.isPending
            ? 'Saving…'
            : status === 'open'
              ? 'Reopen bet'
              : `Settle as ${STATUS_LABELS[status].toLowerCase()}`}
        </button>
      </div>
    </form>
  );
}
