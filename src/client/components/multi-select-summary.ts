export type MultiSelectOption = { value: string; label: string };

/** "NBA, NFL +2": the first two chosen names, then how many more. */
export function multiSelectSummary(
  selected: readonly string[],
  options: readonly MultiSelectOption[],
  placeholder: string,
): string {
  if (selected.length === 0) return placeholder;
  const names = selected.map((value) => options.find((o) => o.value === value)?.label ?? value);
  const shown = names.slice(0, 2).join(', ');
  return names.length > 2 ? `${shown} +${names.length - 2}` : shown;
}
