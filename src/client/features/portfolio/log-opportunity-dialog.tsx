import { useState } from 'react';
import { useLocation, useSearch } from 'wouter';
import type { OpportunityBetDraft } from '../../../contracts/portfolio';
import { buttonClass } from '../../components/button-styles';
import { DialogFrame } from '../../components/dialog-frame';
import { QueryView } from '../../components/query-view';
import { SkeletonRows } from '../../components/skeleton';
import { useToast } from '../../components/toast/use-toast';
import { formatMoney } from '../../lib/format-figures';
import { marketLabel } from '../../../core/market-label';
import { errorMessage } from '../../lib/server-message';
import { useDefaultStake } from '../../lib/use-default-stake';
import { usePlaceOpportunityBets } from '../../lib/use-place-opportunity-bets';
import { useOpportunityBetDraft } from './api/get-opportunity-bet-draft';
import { FormField, inputClass } from './form-fields';

// An alert's "Log this bet" link (alert-message.ts) names the opportunity here.
const PARAM = 'log';

/**
 * "Log this bet", opened from an alert's link (`/portfolio?log=<id>`): the opportunity's legs with
 * their prices and the member's default stake split as the calculator splits it, each editable.
 */
export function LogOpportunityDialog() {
  const [, navigate] = useLocation();
  const id = new URLSearchParams(useSearch()).get(PARAM);
  const close = () => navigate('/portfolio', { replace: true });
  return (
    <DialogFrame
      open={id !== null}
      onOpenChange={(open) => {
        if (!open) close();
      }}
      size="form"
      title="Log this bet"
      description="The stakes you placed and the odds you got, one bet per leg. They settle from the final score."
    >
      {id !== null && <DraftLoader id={id} onDone={close} />}
    </DialogFrame>
  );
}

function DraftLoader({ id, onDone }: { id: string; onDone: () => void }) {
  const query = useOpportunityBetDraft(id);
  return (
    <QueryView
      query={query}
      errorTitle="Failed to load the opportunity"
      loading={<SkeletonRows count={2} label="Loading the opportunity" />}
    >
      {(draft) => <LogForm draft={draft} onDone={onDone} />}
    </QueryView>
  );
}

const round2 = (value: number) => Math.floor(value * 100) / 100;

function LogForm({ draft, onDone }: { draft: OpportunityBetDraft; onDone: () => void }) {
  const total = useDefaultStake();
  const [legs, setLegs] = useState(() =>
    draft.legs.map((leg) => ({
      stake: String(round2(draft.kind === 'value' ? total : total * leg.stakeRatio)),
      odds: String(Math.round(leg.odds * 10_000) / 10_000),
    })),
  );
  const place = usePlaceOpportunityBets();
  const { toast } = useToast();
  const parsed = legs.map((leg) => ({ stake: Number(leg.stake), odds: Number(leg.odds) }));
  const ready = parsed.every((leg) => leg.stake > 0 && leg.odds > 1);
  const set = (index: number, patch: Partial<{ stake: string; odds: string }>) =>
    setLegs((current) => current.map((leg, i) => (i === index ? { ...leg, ...patch } : leg)));

  const submit = () => {
    if (!ready) return;
    place.mutate(
      { opportunityId: draft.opportunityId, legs: parsed },
      {
        onSuccess: ({ bets }) => {
          toast({
            variant: 'success',
            title: `${bets.length} bet${bets.length === 1 ? '' : 's'} logged in your portfolio`,
            description: `${formatMoney(bets.reduce((sum, bet) => sum + bet.stake, 0))} staked.`,
          });
          onDone();
        },
      },
    );
  };

  return (
    <div className="space-y-4">
      <div className="text-sm">
        <p className="font-medium">
          {draft.homeTeam} vs {draft.awayTeam}
        </p>
        <p className="text-muted">
          {marketLabel(draft.market, null)} ·{' '}
          {draft.live
            ? 'live prices'
            : 'no longer live: last prices seen, check what the book gave you'}
        </p>
      </div>
      {draft.legs.map((leg, index) => (
        <fieldset key={index} className="grid grid-cols-2 gap-3 rounded-md border border-line p-3">
          <legend className="px-1 text-sm">
            {leg.outcome}
            {leg.point !== null && ` ${leg.point > 0 ? '+' : ''}${leg.point}`} at {leg.book}
          </legend>
          <FormField label="Stake ($)">
            {(aria) => (
              <input
                {...aria}
                inputMode="decimal"
                className={inputClass}
                value={legs[index]!.stake}
                onChange={(event) => set(index, { stake: event.target.value })}
              />
            )}
          </FormField>
          <FormField label="Decimal odds">
            {(aria) => (
              <input
                {...aria}
                inputMode="decimal"
                className={inputClass}
                value={legs[index]!.odds}
                onChange={(event) => set(index, { odds: event.target.value })}
              />
            )}
          </FormField>
        </fieldset>
      ))}
      {place.isError && (
        <p className="text-sm text-loss" role="alert">
          {errorMessage(place.error)}
        </p>
      )}
      <button
        type="button"
        className={buttonClass('primary')}
        disabled={!ready || place.isPending}
        onClick={submit}
      >
        {place.isPending ? 'Logging…' : draft.legs.length === 1 ? 'Log this bet' : 'Log these bets'}
      </button>
    </div>
  );
}
