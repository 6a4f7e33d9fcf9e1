import { Search } from 'lucide-react';

/** One height and border for every filter control, so a row of them lines up. */
export const fieldClass = 'h-9 w-full rounded-md border border-line bg-surface px-2 text-sm';

export interface FieldOption {
  value: string | number;
  label: string;
}

/**
 * The team search box. It returns the icon and input only: the caller supplies
 * the positioned (`relative`) wrapper, which is a label in some forms and a span
 * inside a visible label in others.
 */
export function SearchInput({
  value,
  onChange,
}: {
  value: string;
  onChange: (value: string) => void;
}) {
  return (
    <>
      <Search
        className="pointer-events-none absolute top-1/2 left-2 size-4 -translate-y-1/2 text-muted"
        aria-hidden
      />
      <input
        type="search"
        placeholder="Search teams..."
        value={value}
        onChange={(event) => onChange(event.target.value)}
        className={`${fieldClass} pl-8`}
      />
    </>
  );
}

/** A native select over a fixed option list; reports the chosen option's text value. */
export function OptionSelect({
  value,
  options,
  onChange,
}: {
  value: string | number;
  options: readonly FieldOption[];
  onChange: (value: string) => void;
}) {
  return (
    <select value={value} onChange={(event) => onChange(event.target.value)} className={fieldClass}>
      {options.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </select>
  );
}
