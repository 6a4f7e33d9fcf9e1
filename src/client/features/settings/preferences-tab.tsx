import { useMemo } from 'react';
import { DEVIG_CHOICES } from '../../../core/calibration/default-method';
import { FAIR_METHODS } from '../../../core/devig';
import { DEVIG_METHOD_ASSUMPTIONS, DEVIG_METHOD_LABELS } from '../../../core/how-computed';
import { fieldClass } from '../../components/filter-fields';
import { SegmentedControl } from '../../components/segmented-control';
import type { OddsFormat } from '../../lib/format-figures';
import { Field, Section, TextInput } from './form-controls';
import type { DraftEditor } from './settings-draft';
import { SportTiles } from './sport-tiles';
import { browserTimeZone, timeZoneOptions } from './time-zones';

const ODDS_FORMATS = [
  { value: 'decimal', label: 'Decimal (2.50)' },
  { value: 'american', label: 'American (+150)' },
] as const;

export function PreferencesTab({ editor }: { editor: DraftEditor }) {
  const { draft, errors, update } = editor;
  const zones = useMemo(
    () => timeZoneOptions([draft.timezone, browserTimeZone()], new Date()),
    [draft.timezone],
  );
  const count = draft.preferredSports.length;
  return (
    <div className="space-y-4">
      <Section
        title="Sports"
        description="The opportunities list starts filtered to these sports; with none chosen it shows every sport."
      >
        <SportTiles
          selected={draft.preferredSports}
          onChange={(sports) => update('preferredSports', sports)}
        />
        <p className="text-xs text-muted" aria-live="polite">
          {count === 0 ? 'No sport chosen: every sport is shown.' : `${count} chosen`}
        </p>
      </Section>

      <Section title="Display and stakes">
        <div className="flex flex-col gap-1.5">
          <span className="text-sm font-medium">Odds display</span>
          <SegmentedControl<OddsFormat>
            label="Odds display"
            value={draft.oddsFormat}
            options={ODDS_FORMATS}
            onChange={(format) => update('oddsFormat', format)}
            className="w-full sm:w-auto sm:self-start"
          />
          <p className="text-xs text-muted">
            How prices read in opportunity lists, the stake calculator and your history, with the
            other form beside them.
          </p>
        </div>
        <TextInput
          label="Default total stake"
          prefix="$"
          placeholder="1000.00"
          value={draft.defaultStake}
          onChange={(value) => update('defaultStake', value)}
          error={errors.defaultStake}
          hint="The stake calculator opens at it, and every list and dashboard figure of profit in dollars is at it (within the books' limits)."
        />
        <Field
          label="Devig method for value bets"
          hint={`Ranks and filters your value bets and value alerts by this method's EV; every bet shows the others beside it. ${
            draft.devigMethod === 'auto'
              ? 'Auto uses, per sport and market, the method the Track Record’s calibration scorecard chose from real results (power until the evidence picks another); your portfolio’s CLV figures read power.'
              : `It assumes ${DEVIG_METHOD_ASSUMPTIONS[draft.devigMethod]}.`
          }`}
          error={errors.devigMethod}
        >
          {({ id, describedBy }) => (
            <select
              id={id}
              aria-describedby={describedBy}
              value={draft.devigMethod}
              onChange={(event) =>
                update(
                  'devigMethod',
                  DEVIG_CHOICES.find((choice) => choice === event.target.value) ?? 'power',
                )
              }
              className={`${fieldClass} max-w-xs`}
            >
              {FAIR_METHODS.map((method) => (
                <option key={method} value={method}>
                  {DEVIG_METHOD_LABELS[method]}
                </option>
              ))}
              <option value="auto">Auto: chosen by evidence, per market</option>
            </select>
          )}
        </Field>
        <Field
          label="Time zone"
          hint="Days in your analytics start at midnight here."
          error={errors.timezone}
        >
          {({ id, describedBy }) => (
            <select
              id={id}
              aria-describedby={describedBy}
              value={draft.timezone}
              onChange={(event) => update('timezone', event.target.value)}
              className={`${fieldClass} max-w-xs`}
            >
              {zones.map((zone) => (
                <option key={zone.value} value={zone.value}>
                  {zone.label}
                </option>
              ))}
            </select>
          )}
        </Field>
      </Section>
    </div>
  );
}
