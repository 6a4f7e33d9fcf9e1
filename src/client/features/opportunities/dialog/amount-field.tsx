/**
 * A dollar amount typed as free text (the caller parses it), with its caption
 * above. Kept as text so half-typed values like "12." stay editable.
 */
export function AmountField({
  label,
  value,
  onChange,
}: {
  label: string;
  value: string;
  onChange: (text: string) => void;
}) {
  return (
    <label className="flex flex-col gap-1 text-xs text-muted">
      {label}
      <input
        inputMode="decimal"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        className="h-9 w-32 rounded-md border border-line bg-surface px-2 text-sm text-fg tabular-nums"
      />
    </label>
  );
}
