import { useId, useState } from 'react';
import type { ReactNode } from 'react';
import { fieldClass } from '../../components/filter-fields';

export const inputClass = `${fieldClass} bg-bg tabular-nums`;

/** A labelled control with its hint, or its error once the member has tried to save. */
export function FormField({
  label,
  error,
  hint,
  className = '',
  children,
}: {
  label: string;
  error?: string | undefined;
  hint?: ReactNode;
  className?: string;
  children: (props: {
    id: string;
    'aria-invalid': boolean;
    'aria-describedby'?: string;
  }) => ReactNode;
}) {
  const id = useId();
  const noteId = `${id}-note`;
  const note = error ?? hint;
  return (
    <div className={`flex min-w-0 flex-col gap-1 ${className}`}>
      <label htmlFor={id} className="text-xs text-muted">
        {label}
      </label>
      {children({
        id,
        'aria-invalid': error !== undefined,
        ...(note === undefined ? {} : { 'aria-describedby': noteId }),
      })}
      {note !== undefined && (
        <p id={noteId} className={`text-xs ${error === undefined ? 'text-muted' : 'text-loss'}`}>
          {note}
        </p>
      )}
    </div>
  );
}

export type ChoiceGroup = { label: string; options: readonly { value: string; label: string }[] };

const OTHER = '__other__';

/**
 * A select over known values with "Other…" for anything else, typed in a box below: books and
 * sports are best picked from the list (so they group with the same book's other bets), but a
 * member may bet somewhere Arbiter does not list.
 */
export function SelectOrType({
  id,
  value,
  groups,
  otherLabel,
  onChange,
  ...aria
}: {
  id: string;
  value: string;
  groups: readonly ChoiceGroup[];
  otherLabel: string;
  onChange: (value: string) => void;
  'aria-invalid': boolean;
  'aria-describedby'?: string;
}) {
  const known = groups.some((group) => group.options.some((option) => option.value === value));
  const [typing, setTyping] = useState(value !== '' && !known);
  const selected = typing ? OTHER : value;
  return (
    <div className="flex flex-col gap-2">
      <select
        id={id}
        value={selected}
        onChange={(event) => {
          const next = event.target.value;
          setTyping(next === OTHER);
          onChange(next === OTHER ? '' : next);
        }}
        className={inputClass}
        {...aria}
      >
        {value === '' && !typing && <option value="">Choose…</option>}
        {groups.map((group) => (
          <optgroup key={group.label} label={group.label}>
            {group.options.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </optgroup>
        ))}
        <option value={OTHER}>Other…</option>
      </select>
      {typing && (
        <input
          aria-label={otherLabel}
          placeholder={otherLabel}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          className={inputClass}
          {...aria}
        />
      )}
    </div>
  );
}
