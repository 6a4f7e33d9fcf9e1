import { Check, ChevronDown } from 'lucide-react';
import { Popover } from 'radix-ui';
import { multiSelectSummary } from './multi-select-summary';
import type { MultiSelectOption } from './multi-select-summary';

/** A dropdown of checkboxes; nothing chosen means no restriction. */
export function MultiSelect({
  label,
  placeholder,
  options,
  selected,
  onChange,
}: {
  label: string;
  placeholder: string;
  options: readonly MultiSelectOption[];
  selected: readonly string[];
  onChange: (selected: string[]) => void;
}) {
  const toggle = (value: string) =>
    onChange(selected.includes(value) ? selected.filter((v) => v !== value) : [...selected, value]);
  return (
    <Popover.Root>
      <Popover.Trigger
        aria-label={label}
        className="flex h-9 w-full items-center justify-between gap-2 rounded-md border border-line bg-surface px-3 text-left text-sm hover:bg-raised focus-visible:outline-2 focus-visible:outline-fg"
      >
        <span className={`truncate ${selected.length === 0 ? 'text-muted' : ''}`}>
          {multiSelectSummary(selected, options, placeholder)}
        </span>
        <ChevronDown className="size-4 shrink-0 text-muted" aria-hidden />
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content
          align="start"
          sideOffset={4}
          className="z-50 max-h-72 w-(--radix-popover-trigger-width) min-w-56 overflow-y-auto rounded-md border border-line bg-surface p-1 shadow-lg"
        >
          {options.length === 0 ? (
            <p className="px-2 py-1.5 text-sm text-muted">Nothing to choose yet.</p>
          ) : (
            <ul role="listbox" aria-multiselectable aria-label={label}>
              {options.map((option) => {
                const checked = selected.includes(option.value);
                return (
                  <li key={option.value} role="option" aria-selected={checked}>
                    <button
                      type="button"
                      onClick={() => toggle(option.value)}
                      className="flex w-full items-center gap-2 rounded px-2 py-1.5 text-left text-sm hover:bg-raised"
                    >
                      <span
                        aria-hidden
                        className={`flex size-4 items-center justify-center rounded border ${checked ? 'border-fg bg-fg text-bg' : 'border-line'}`}
                      >
                        {checked && <Check className="size-3" />}
                      </span>
                      {option.label}
                    </button>
                  </li>
                );
              })}
            </ul>
          )}
          {selected.length > 0 && (
            <button
              type="button"
              onClick={() => onChange([])}
              className="mt-1 w-full rounded px-2 py-1.5 text-left text-xs text-muted hover:bg-raised hover:text-fg"
            >
              Clear selection
            </button>
          )}
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
