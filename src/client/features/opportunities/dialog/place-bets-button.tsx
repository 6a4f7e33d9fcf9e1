import { CheckCheck } from 'lucide-react';
import { buttonClass } from '../../../components/button-styles';
import { useErrorToast } from '../../../components/toast/use-error-toast';
import { useToast } from '../../../components/toast/use-toast';
import { formatMoney } from '../../../lib/format-figures';
import { usePlaceOpportunityBets } from '../../../lib/use-place-opportunity-bets';

/**
 * "I placed these bets": logs the stakes on screen as one open bet per leg in the member's
 * portfolio (settled later from the final scores) and records the opportunity as executed.
 */
export function PlaceBetsButton({
  opportunityId,
  legs,
}: {
  opportunityId: string;
  /**
   * The stakes on screen (0 where none can be computed) and the prices they were computed from
   * (net of commission, as the server's default), in leg order.
   */
  legs: readonly { stake: number; odds: number }[];
}) {
  const place = usePlaceOpportunityBets();
  const { toast } = useToast();
  const showError = useErrorToast();
  const ready = legs.length > 0 && legs.every((leg) => leg.stake > 0);

  const submit = () => {
    if (!ready) return;
    place.mutate(
      { opportunityId, legs: legs.map(({ stake, odds }) => ({ stake, odds })) },
      {
        onSuccess: ({ bets }) => {
          const total = bets.reduce((sum, bet) => sum + bet.stake, 0);
          toast({
            variant: 'success',
            title: `${bets.length} bet${bets.length === 1 ? '' : 's'} logged in your portfolio`,
            description: `${formatMoney(total)} staked. They settle from the final scores; see them in Portfolio.`,
          });
        },
        onError: (error) => showError('Failed to log the bets', error),
      },
    );
  };

  return (
    <button
      type="button"
      className={buttonClass('secondary')}
      onClick={submit}
      disabled={!ready || place.isPending || place.isSuccess}
      title={ready ? undefined : 'Every leg needs a stake above zero.'}
    >
      <CheckCheck className="size-4" aria-hidden />
      {place.isPending
        ? 'Logging…'
        : place.isSuccess
          ? 'Logged in your portfolio'
          : legs.length === 1
            ? 'I placed this bet'
            : 'I placed these bets'}
    </button>
  );
}
