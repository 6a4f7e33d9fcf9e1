import { Switch } from 'radix-ui';
import { useId } from 'react';
import type { ReactNode } from 'react';
import { Card } from '../../components/card';
import { fieldClass } from '../../components/filter-fields';

/** One group of settings under a heading. */
export function Section({
  title,
  description,
  children,
}: {
  title: string;
  description?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Card className="space-y-4">
      <header>
        <h2 className="font-medium">{title}</h2>
        {description !== undefined && <p className="mt-1 text-sm text-muted">{description}</p>}
      </header>
      {children}
    </Card>
  );
}

/** A caption above a control, with a hint or, when the value does not read, what is wrong. */
export function Field({
  label,
  hint,
  error,
  children,
}: {
  label: string;
  hint?: ReactNode;
  error?: string;
  children: (ids: { id: string; describedBy: string | undefined }) => ReactNode;
}) {
  const id = useId();
  const noteId = `${id}-note`;
  const note = error ?? hint;
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-medium">
        {label}
      </label>
      {children({ id, describedBy: note === undefined ? undefined : noteId })}
      {note !== undefined && (
        <p id={noteId} className={`text-xs ${error === undefined ? 'text-muted' : 'text-loss'}`}>
          {note}
        </p>
      )}
    </div>
  );
}

/** Free text for an amount or a percentage, kept as typed until it is saved. */
export function TextInput({
  label,
  value,
  onChange,
  hint,
  error,
  placeholder,
  prefix,
  suffix,
  readOnly = false,
  type = 'text',
}: {
  label: string;
  value: string;
  onChange?: (value: string) => void;
  hint?: ReactNode;
  error?: string;
  placeholder?: string;
  prefix?: string;
  suffix?: string;
  readOnly?: boolean;
  type?: 'text' | 'email';
}) {
  return (
    <Field label={label} hint={hint} error={error}>
      {({ id, describedBy }) => (
        <span className="relative block max-w-xs">
          {prefix !== undefined && (
            <span className="pointer-events-none absolute top-1/2 left-2.5 -translate-y-1/2 text-sm text-muted">
              {prefix}
            </span>
          )}
          <input
            id={id}
            type={type}
            inputMode={type === 'text' && !readOnly ? 'decimal' : undefined}
            value={value}
            readOnly={readOnly}
            placeholder={placeholder}
            aria-invalid={error !== undefined}
            aria-describedby={describedBy}
            onChange={(event) => onChange?.(event.target.value)}
            className={`${fieldClass} tabular-nums ${prefix === undefined ? '' : 'pl-6'} ${suffix === undefined ? '' : 'pr-7'} ${readOnly ? 'bg-raised text-muted' : ''} ${error === undefined ? '' : 'border-loss'}`}
          />
          {suffix !== undefined && (
            <span className="pointer-events-none absolute top-1/2 right-2.5 -translate-y-1/2 text-sm text-muted">
              {suffix}
            </span>
          )}
        </span>
      )}
    </Field>
  );
}

/** An on/off setting: its name and what it does, with the switch at the end of the row. */
export function SwitchRow({
  label,
  description,
  checked,
  onChange,
  disabled = false,
  busy = false,
}: {
  label: string;
  description: ReactNode;
  checked: boolean;
  onChange: (checked: boolean) => void;
  disabled?: boolean;
  /** The change is under way (the switch waits for it). */
  busy?: boolean;
}) {
  const id = useId();
  return (
    <div className="flex items-start justify-between gap-4">
      <div>
        <label htmlFor={id} className="text-sm font-medium">
          {label}
        </label>
        <p id={`${id}-note`} className="mt-0.5 text-xs text-muted">
          {description}
        </p>
      </div>
      <Switch.Root
        id={id}
        checked={checked}
        onCheckedChange={onChange}
        disabled={disabled || busy}
        aria-busy={busy}
        aria-describedby={`${id}-note`}
        className="relative mt-0.5 h-6 w-11 shrink-0 rounded-full border border-line bg-raised transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-fg disabled:opacity-50 data-[state=checked]:border-profit data-[state=checked]:bg-profit"
      >
        <Switch.Thumb className="block size-5 translate-x-0.5 rounded-full bg-fg shadow transition-transform data-[state=checked]:translate-x-5 data-[state=checked]:bg-bg" />
      </Switch.Root>
    </div>
  );
}
