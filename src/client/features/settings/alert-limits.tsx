import { useNow } from '../../lib/use-now';
import { fieldClass } from '../../components/filter-fields';
import { Field, Section, SwitchRow, TextInput } from './form-controls';
import { DEFAULT_QUIET_HOURS, quietHoursNote } from './quiet-hours';
import type { QuietHours } from './quiet-hours';
import type { DraftEditor } from './settings-draft';

function TimeField({
  label,
  value,
  invalid,
  onChange,
}: {
  label: string;
  value: string;
  invalid: boolean;
  onChange: (value: string) => void;
}) {
  return (
    <Field label={label}>
      {({ id }) => (
        <input
          id={id}
          type="time"
          step={60}
          required
          value={value}
          aria-invalid={invalid}
          onChange={(event) => onChange(event.target.value)}
          className={`${fieldClass} w-32 tabular-nums ${invalid ? 'border-loss' : ''}`}
        />
      )}
    </Field>
  );
}

/** When alerts may arrive (quiet hours) and how many a day at most. */
export function AlertLimits({ editor }: { editor: DraftEditor }) {
  const { draft, errors, update } = editor;
  const now = useNow(60_000);
  const quiet = draft.quietHours;
  const setTime = (part: keyof QuietHours, value: string) =>
    quiet !== null && update('quietHours', { ...quiet, [part]: value });
  return (
    <Section title="Quiet hours and daily cap" description="These apply to e-mail and push alike.">
      <SwitchRow
        label="Quiet hours"
        description="Hold back alerts at night or whenever you choose."
        checked={quiet !== null}
        onChange={(on) => update('quietHours', on ? DEFAULT_QUIET_HOURS : null)}
      />
      {quiet !== null && (
        <div className="flex flex-wrap gap-4">
          <TimeField
            label="Quiet from"
            value={quiet.start}
            invalid={errors.quietHours !== undefined}
            onChange={(value) => setTime('start', value)}
          />
          <TimeField
            label="Until"
            value={quiet.end}
            invalid={errors.quietHours !== undefined}
            onChange={(value) => setTime('end', value)}
          />
        </div>
      )}
      <p
        className={`text-xs ${errors.quietHours === undefined ? 'text-muted' : 'text-loss'}`}
        data-testid="quiet-hours-note"
      >
        {errors.quietHours ?? quietHoursNote(quiet, draft.timezone, now)}
      </p>
      <TextInput
        label="Daily alert cap"
        value={draft.dailyAlertCap}
        onChange={(value) => update('dailyAlertCap', value)}
        error={errors.dailyAlertCap}
        hint="At most this many opportunity alerts a day on each channel (1 to 1000); the rest are skipped and listed below."
      />
      <TextInput
        label="Cooldown per event (minutes)"
        value={draft.alertCooldownMinutes}
        onChange={(value) => update('alertCooldownMinutes', value)}
        error={errors.alertCooldownMinutes}
        hint="After an alert about a game, no other alert about the same game for this many minutes (0 to 1440; 0 = no cooldown). The same bets at the same books are never alerted twice."
      />
      <TextInput
        label="Tell me when an alerted return moves by more than (points)"
        value={draft.alertMoveThresholdPoints}
        onChange={(value) => update('alertMoveThresholdPoints', value)}
        error={errors.alertMoveThresholdPoints}
        hint="Once per alert, on the alert's own channel: e.g. 1 means a 2.5 % arbitrage that becomes 1.4 % (or 3.6 %) is followed up. Telegram and Discord edit the original message. 0 = never."
      />
    </Section>
  );
}
