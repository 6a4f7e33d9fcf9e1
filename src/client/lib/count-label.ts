/**
 * "Label (n)", or "Label (—)" while the count is unknown: during the first load or after a failed
 * one, "(0)" would read as a real count of nothing.
 */
export function countLabel(label: string, count: number | undefined): string {
  return `${label} (${count ?? '—'})`;
}
