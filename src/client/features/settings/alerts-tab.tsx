import { Slider } from 'radix-ui';
import { useId, useMemo } from 'react';
import type { UserSettings } from '../../../contracts/settings';
import { fieldClass } from '../../components/filter-fields';
import { MultiSelect } from '../../components/multi-select';
import { SegmentedControl } from '../../components/segmented-control';
import { formatPercent } from '../../lib/format-figures';
import { alertBookOptions } from './alert-books';
import { AlertLimits } from './alert-limits';
import { EmailCallButtons } from './email-call-buttons';
import { Field, Section, SwitchRow, TextInput } from './form-controls';
import { DiscordSection } from './chat/discord-section';
import { TelegramSection } from './chat/telegram-section';
import { PushSection } from './push/push-section';
import { RecentAlerts } from './recent-alerts';
import type { DraftEditor } from './settings-draft';

type RiskTolerance = UserSettings['riskTolerance'];
type EmailFrequency = UserSettings['emailFrequency'];

const RISK_LEVELS: readonly { value: RiskTolerance; label: string }[] = [
  { value: 'low', label: 'Low' },
  { value: 'medium', label: 'Medium' },
  { value: 'high', label: 'High' },
];

const FREQUENCIES: readonly { value: EmailFrequency; label: string }[] = [
  { value: 'instant', label: 'Instant' },
  { value: 'daily', label: 'Daily' },
  { value: 'weekly', label: 'Weekly' },
];

/** Spec §5: 0.5 to 10 in steps of 0.5. */
const PROFIT_RANGE = { min: 0.5, max: 10, step: 0.5 };

function ProfitSlider({ value, onChange }: { value: number; onChange: (value: number) => void }) {
  const id = useId();
  return (
    <div className="flex flex-col gap-2">
      <div className="flex items-baseline justify-between">
        <span id={id} className="text-sm font-medium">
          Minimum arbitrage profit
        </span>
        <span className="text-sm font-semibold tabular-nums" data-testid="min-profit-value">
          {formatPercent(value, 1)}
        </span>
      </div>
      <Slider.Root
        value={[value]}
        onValueChange={([next]) => next !== undefined && onChange(next)}
        {...PROFIT_RANGE}
        className="relative flex h-6 w-full touch-none items-center select-none"
      >
        <Slider.Track className="relative h-1.5 grow rounded-full bg-raised">
          <Slider.Range className="absolute h-full rounded-full bg-fg" />
        </Slider.Track>
        <Slider.Thumb
          aria-labelledby={id}
          aria-valuetext={formatPercent(value, 1)}
          className="block size-5 rounded-full border-2 border-fg bg-bg shadow focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-fg"
        />
      </Slider.Root>
      <p className="flex justify-between text-xs text-muted">
        <span>{formatPercent(PROFIT_RANGE.min, 1)}</span>
        <span>Alert on arbitrage returning at least this much</span>
        <span>{formatPercent(PROFIT_RANGE.max, 1)}</span>
      </p>
    </div>
  );
}

function AlertBooks({
  selected,
  onChange,
}: {
  selected: readonly string[];
  onChange: (books: string[]) => void;
}) {
  const options = useMemo(() => alertBookOptions(), []);
  return (
    <div className="flex flex-col gap-1.5">
      <span className="text-sm font-medium">Alert books</span>
      <div className="max-w-xs">
        <MultiSelect
          label="Alert books"
          placeholder="Any book"
          options={options}
          selected={selected}
          onChange={onChange}
        />
      </div>
      <p className="text-xs text-muted">
        Only opportunities whose every bet is at one of these books; none chosen means any book.
        Sports follow your sport tiles on the Preferences tab.
      </p>
    </div>
  );
}

/**
 * Which opportunities reach the member, when and how: the rule (shared by in-app, e-mail and
 * push), quiet hours and the daily cap, the e-mail calls, push on this device, recent alerts.
 * The push switch saves at once (it changes the browser, not just the draft); the rest is saved
 * with Save Changes.
 */
export function AlertsTab({
  editor,
  saved,
  subscriber,
}: {
  editor: DraftEditor;
  saved: UserSettings;
  subscriber: boolean;
}) {
  const { draft, errors, update } = editor;
  return (
    <div className="space-y-4">
      {!subscriber && (
        <p role="note" className="rounded-md border border-warn/40 px-3 py-2 text-sm">
          Opportunity alerts go to active and trialing members. Your choices are kept and apply as
          soon as your membership starts.
        </p>
      )}
      <Section title="Real-time alerts">
        <SwitchRow
          label="Real-time alerts"
          description="Tell me as soon as a matching opportunity appears: in the app, by e-mail at the Instant frequency, and by push."
          checked={draft.notifications}
          onChange={(on) => update('notifications', on)}
        />
        <ProfitSlider
          value={draft.minArbitrageProfit}
          onChange={(value) => update('minArbitrageProfit', value)}
        />
        <TextInput
          label="Minimum EV %"
          suffix="%"
          value={draft.minEVPercentage}
          onChange={(value) => update('minEVPercentage', value)}
          error={errors.minEVPercentage}
          hint="Alert on value bets whose expected value is at least this, against the fair price."
        />
        <Field label="Risk tolerance" hint="The most risk you accept in an alerted opportunity.">
          {({ id, describedBy }) => (
            <select
              id={id}
              aria-describedby={describedBy}
              value={draft.riskTolerance}
              onChange={(event) => {
                const level = RISK_LEVELS.find((option) => option.value === event.target.value);
                if (level) update('riskTolerance', level.value);
              }}
              className={`${fieldClass} max-w-xs`}
            >
              {RISK_LEVELS.map((level) => (
                <option key={level.value} value={level.value}>
                  {level.label}
                </option>
              ))}
            </select>
          )}
        </Field>
        <AlertBooks selected={draft.alertBooks} onChange={(books) => update('alertBooks', books)} />
      </Section>

      <AlertLimits editor={editor} />

      <Section title="E-mail">
        <SwitchRow
          label="E-mail notifications"
          description="Send matching opportunities to your e-mail address."
          checked={draft.emailNotifications}
          onChange={(on) => update('emailNotifications', on)}
        />
        <div className="flex flex-col gap-1.5">
          <span className="text-sm font-medium">E-mail frequency</span>
          <SegmentedControl<EmailFrequency>
            label="E-mail frequency"
            value={draft.emailFrequency}
            options={FREQUENCIES}
            onChange={(frequency) => update('emailFrequency', frequency)}
            className="w-full sm:w-auto sm:self-start"
          />
          <p className="text-xs text-muted">
            Instant sends each opportunity as it is found; daily and weekly send a digest.
          </p>
        </div>
        <EmailCallButtons subscriber={subscriber} />
      </Section>

      <PushSection saved={saved} onSaved={(on) => update('pushNotifications', on)} />

      <TelegramSection />

      <DiscordSection />

      <RecentAlerts />
    </div>
  );
}
