import { ToggleGroup } from 'radix-ui';

export type SegmentOption<V extends string> = { value: V; label: string };

/** A one-of-few choice (period, mode, tab-like filters) shown as joined buttons. */
export function SegmentedControl<V extends string>({
  label,
  value,
  options,
  onChange,
  className = '',
}: {
  label: string;
  value: V;
  options: readonly SegmentOption<V>[];
  onChange: (value: V) => void;
  className?: string;
}) {
  return (
    <ToggleGroup.Root
      type="single"
      aria-label={label}
      value={value}
      onValueChange={(next) => {
        const option = options.find((o) => o.value === next);
        if (option) onChange(option.value);
      }}
      className={`inline-flex rounded-md border border-line bg-surface p-0.5 ${className}`}
    >
      {options.map((option) => (
        <ToggleGroup.Item
          key={option.value}
          value={option.value}
          className="flex-1 rounded px-3 py-1.5 text-xs font-medium whitespace-nowrap text-muted transition-colors hover:text-fg focus-visible:outline-2 focus-visible:outline-fg data-[state=on]:bg-raised data-[state=on]:text-fg"
        >
          {option.label}
        </ToggleGroup.Item>
      ))}
    </ToggleGroup.Root>
  );
}
