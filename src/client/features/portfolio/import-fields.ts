import type { ImportField, ImportMapping } from '../../../contracts/bet-import';

/** The mapping screen's rows, in the order a bet reads. */
export const IMPORT_FIELD_ROWS: readonly { field: ImportField; label: string; hint: string }[] = [
  { field: 'placedAt', label: 'Placed at', hint: 'Required: the date (and time) you placed it' },
  { field: 'event', label: 'Event', hint: '"Home vs Away" or "Away @ Home" in one column' },
  { field: 'homeTeam', label: 'Home team', hint: 'Instead of Event, with Away team' },
  { field: 'awayTeam', label: 'Away team', hint: 'Instead of Event, with Home team' },
  { field: 'outcome', label: 'Selection', hint: 'Required: the team, Over or Under' },
  { field: 'book', label: 'Book', hint: 'Required' },
  { field: 'odds', label: 'Odds', hint: 'Required: decimal, American or fractional' },
  { field: 'stake', label: 'Stake', hint: 'Required: an amount of money' },
  { field: 'status', label: 'Result', hint: 'Won, lost, push, void… (empty: open)' },
  { field: 'market', label: 'Market', hint: 'Moneyline, spread or total (guessed if empty)' },
  { field: 'point', label: 'Line', hint: 'Spread or total line (or inside the selection)' },
  { field: 'sport', label: 'Sport', hint: 'Optional' },
  { field: 'commenceTime', label: 'Event start', hint: 'Optional' },
];

/** What the member still has to choose before the rows can be checked; empty when nothing. */
export function missingFields(mapping: ImportMapping): string[] {
  const missing = (['placedAt', 'outcome', 'book', 'odds', 'stake'] as const)
    .filter((field) => !mapping[field])
    .map((field) => IMPORT_FIELD_ROWS.find((row) => row.field === field)!.label);
  if (!mapping.event && !(mapping.homeTeam && mapping.awayTeam)) {
    missing.push('Event (or Home and Away team)');
  }
  return missing;
}

/** A mapping with one field set to a column, or cleared; a column holds one field at most. */
export function assignColumn(
  mapping: ImportMapping,
  field: ImportField,
  column: string,
): ImportMapping {
  const next: ImportMapping = {};
  for (const [key, value] of Object.entries(mapping) as [ImportField, string][]) {
    if (key !== field && value !== column) next[key] = value;
  }
  if (column !== '') next[field] = column;
  return next;
}
