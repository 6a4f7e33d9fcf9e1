import { Plus } from 'lucide-react';
import { useState } from 'react';
import { buttonClass } from '../../components/button-styles';
import { DialogFrame } from '../../components/dialog-frame';
import { SegmentedControl } from '../../components/segmented-control';
import { useErrorToast } from '../../components/toast/use-error-toast';
import { useToast } from '../../components/toast/use-toast';
import { marketKeyLabel, marketLabel } from '../../../core/market-label';
import { useOddsFormat } from '../../lib/use-user-settings';
import { useCreateBet } from './api/create-bet';
import { EMPTY_DRAFT, keepSide, outcomeName, parseBetDraft, PROP_KEYS, sidesOf } from './bet-form';
import type { BetDraft, OutcomeSide } from './bet-form';
import { BOOK_CHOICES, SPORT_CHOICES } from './choices';
import { FormField, inputClass, SelectOrType } from './form-fields';
import { OddsField } from './odds-field';
import { betSummary } from './bet-summary';

const MARKETS = [
  ...(['h2h', 'spreads', 'totals'] as const).map((value) => ({
    value,
    label: marketLabel(value, null),
  })),
  { value: 'player_prop' as const, label: 'Player prop' },
];

function sideLabel(side: OutcomeSide, draft: BetDraft): string {
  if (side === 'home') return draft.homeTeam.trim() || 'Home';
  if (side === 'away') return draft.awayTeam.trim() || 'Away';
  return outcomeName({ ...draft, side });
}

/** "Add bet": a bet placed outside Arbiter's opportunities, logged by hand. */
export function AddBetDialog() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" className={buttonClass('primary')} onClick={() => setOpen(true)}>
        <Plus className="size-4" aria-hidden />
        Add bet
      </button>
      <DialogFrame
        open={open}
        onOpenChange={setOpen}
        size="form"
        title="Add a bet"
        description="A bet you placed at a book. It stays open until the final score settles it, or you do."
      >
        {open && <AddBetForm onDone={() => setOpen(false)} />}
      </DialogFrame>
    </>
  );
}

function AddBetForm({ onDone }: { onDone: () => void }) {
  const oddsFormat = useOddsFormat();
  const [draft, setDraft] = useState<BetDraft>(() => ({ ...EMPTY_DRAFT, oddsFormat }));
  const [tried, setTried] = useState(false);
  const create = useCreateBet();
  const { toast } = useToast();
  const showError = useErrorToast();
  const result = parseBetDraft(draft);
  const errors = tried && !result.ok ? result.errors : {};
  const set = (patch: Partial<BetDraft>) =>
    setDraft((current) => {
      const next = { ...current, ...patch };
      return { ...next, side: keepSide(next) };
    });

  const submit = () => {
    setTried(true);
    if (!result.ok) return;
    const body = result.body;
    create.mutate(body, {
      onSuccess: (bet) => {
        toast({
          variant: 'success',
          title: 'Bet added',
          description: `${betSummary(bet, oddsFormat)}. It is open until it settles.`,
        });
        onDone();
      },
      onError: (error) => showError('Failed to add the bet', error),
    });
  };

  return (
    <form
      noValidate
      className="space-y-4"
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-2">
        <FormField label="Sport" error={errors.sport} className="sm:col-span-2">
          {(field) => (
            <SelectOrType
              {...field}
              value={draft.sport}
              groups={SPORT_CHOICES}
              otherLabel="Sport, e.g. cricket"
              onChange={(sport) => set({ sport })}
            />
          )}
        </FormField>
        <FormField label="Home team" error={errors.homeTeam}>
          {(field) => (
            <input
              {...field}
              value={draft.homeTeam}
              onChange={(event) => set({ homeTeam: event.target.value })}
              className={inputClass}
              autoComplete="off"
            />
          )}
        </FormField>
        <FormField label="Away team" error={errors.awayTeam}>
          {(field) => (
            <input
              {...field}
              value={draft.awayTeam}
              onChange={(event) => set({ awayTeam: event.target.value })}
              className={inputClass}
              autoComplete="off"
            />
          )}
        </FormField>
      </div>

      <div className="flex flex-wrap gap-3">
        <SegmentedControl
          label="Market"
          value={draft.market}
          options={MARKETS}
          onChange={(market) => set({ market })}
        />
        <SegmentedControl
          label="Outcome"
          className="max-w-full overflow-x-auto"
          value={draft.side}
          options={sidesOf(draft.market, draft.sport).map((side) => ({
            value: side,
            label: sideLabel(side, draft),
          }))}
          onChange={(side) => set({ side })}
        />
      </div>
      {errors.side !== undefined && <p className="text-xs text-loss">{errors.side}</p>}

      {draft.market === 'player_prop' && (
        <div className="grid grid-cols-1 gap-3 sm:grid-cols-2">
          <FormField
            label="Player"
            error={errors.player}
            hint="As the book names him, e.g. J. Smith"
          >
            {(field) => (
              <input
                {...field}
                value={draft.player}
                onChange={(event) => set({ player: event.target.value })}
                className={inputClass}
                autoComplete="off"
              />
            )}
          </FormField>
          <FormField label="Stat" error={errors.propKey}>
            {(field) => (
              <select
                {...field}
                value={draft.propKey}
                onChange={(event) => set({ propKey: event.target.value })}
                className={inputClass}
              >
                {PROP_KEYS.map((key) => (
                  <option key={key} value={key}>
                    {marketKeyLabel(key)}
                  </option>
                ))}
              </select>
            )}
          </FormField>
        </div>
      )}

      <div className="grid grid-cols-2 gap-3 sm:grid-cols-4">
        {draft.market !== 'h2h' && (
          <FormField
            label={
              draft.market === 'spreads'
                ? 'Spread (your side)'
                : draft.market === 'player_prop'
                  ? 'Line'
                  : 'Total'
            }
            error={errors.lineText}
            hint={draft.market === 'spreads' ? 'e.g. -3.5 or +7' : 'e.g. 212.5'}
          >
            {(field) => (
              <input
                {...field}
                inputMode="decimal"
                value={draft.lineText}
                onChange={(event) => set({ lineText: event.target.value })}
                className={inputClass}
              />
            )}
          </FormField>
        )}
        <OddsField
          className="col-span-2"
          format={draft.oddsFormat}
          text={draft.oddsText}
          error={errors.oddsText}
          onChange={(oddsFormat, oddsText) => set({ oddsFormat, oddsText })}
        />
        <FormField label="Stake ($)" error={errors.stakeText}>
          {(field) => (
            <input
              {...field}
              inputMode="decimal"
              value={draft.stakeText}
              onChange={(event) => set({ stakeText: event.target.value })}
              className={inputClass}
            />
          )}
        </FormField>
      </div>

      <FormField label="Book" error={errors.book}>
        {(field) => (
          <SelectOrType
            {...field}
            value={draft.book}
            groups={BOOK_CHOICES}
            otherLabel="Book name"
            onChange={(book) => set({ book })}
          />
        )}
      </FormField>

      <div className="flex justify-end gap-2 border-t border-line pt-4">
        <button type="button" className={buttonClass('secondary')} onClick={onDone}>
          Cancel
        </button>
        <button type="submit" className={buttonClass('primary')} disabled={create.isPending}>
          {create.isPending ? 'Adding…' : 'Add bet'}
        </button>
      </div>
    </form>
  );
}
