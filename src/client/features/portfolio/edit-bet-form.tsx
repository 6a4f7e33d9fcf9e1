import { useState } from 'react';
import type { Bet } from '../../../contracts/portfolio';
import { buttonClass } from '../../components/button-styles';
import { useErrorToast } from '../../components/toast/use-error-toast';
import { useToast } from '../../components/toast/use-toast';
import { useOddsFormat } from '../../lib/use-user-settings';
import { useUpdateBet } from './api/update-bet';
import { betSummary } from './bet-summary';
import { BOOK_CHOICES } from './choices';
import { parseEditDraft, startEdit } from './edit-form';
import type { EditDraft } from './edit-form';
import { FormField, inputClass, SelectOrType } from './form-fields';
import { OddsField } from './odds-field';

/** Corrects the price, stake or book of a bet; a settled bet is re-priced at its status. */
export function EditBetForm({ bet, onDone }: { bet: Bet; onDone: () => void }) {
  const oddsFormat = useOddsFormat();
  const [draft, setDraft] = useState<EditDraft>(() => startEdit(bet, oddsFormat));
  const update = useUpdateBet();
  const { toast } = useToast();
  const showError = useErrorToast();
  const result = parseEditDraft(bet, draft);
  const errors = result.ok ? {} : result.errors;
  const set = (patch: Partial<EditDraft>) => setDraft((current) => ({ ...current, ...patch }));

  return (
    <form
      noValidate
      className="space-y-4"
      onSubmit={(event) => {
        event.preventDefault();
        if (!result.ok) return;
        update.mutate(
          { id: bet.id, patch: result.patch },
          {
            onSuccess: (saved) => {
              toast({
                variant: 'success',
                title: 'Bet updated',
                description: betSummary(saved, oddsFormat),
              });
              onDone();
            },
            onError: (error) => showError('Failed to update the bet', error),
          },
        );
      }}
    >
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-2">
        <OddsField
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
        <FormField label="Book" error={errors.book} className="sm:col-span-2">
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
      </div>
      {bet.status !== 'open' && (
        <p className="text-xs text-muted">
          This bet is settled: a new price or stake changes its profit, and your balance with it.
        </p>
      )}
      <div className="flex justify-end gap-2 border-t border-line pt-4">
        <button type="button" className={buttonClass('secondary')} onClick={onDone}>
          Cancel
        </button>
        <button
          type="submit"
          className={buttonClass('primary')}
          disabled={!result.ok || update.isPending}
        >
          {update.isPending ? 'Saving…' : 'Save changes'}
        </button>
      </div>
    </form>
  );
}
