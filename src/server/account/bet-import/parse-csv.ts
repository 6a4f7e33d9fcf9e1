import { CsvError, parse } from 'csv-parse/sync';
import { IMPORT_MAX_ROWS } from '../../../contracts/bet-import';
import type { SourceRow } from './read-rows';

export class CsvFileError extends Error {}

/**
 * Spreadsheets in comma-decimal locales save with semicolons, and some trackers with tabs: the
 * header line says which, counted outside quotes.
 */
function delimiterOf(csv: string): string {
  const header = csv.slice(0, csv.search(/\r?\n|$/)).replace(/"[^"]*"/g, '');
  const counts = [',', ';', '\t'].map((d) => [d, header.split(d).length - 1] as const);
  return counts.reduce((best, next) => (next[1] > best[1] ? next : best))[0];
}

/** The header and the data rows of a CSV file, each row with the line it starts on. */
export function parseCsv(csv: string): { headers: string[]; rows: SourceRow[] } {
  let records: { record: string[]; info: { lines: number } }[];
  try {
    records = parse(csv, {
      bom: true,
      delimiter: delimiterOf(csv),
      info: true,
      relax_column_count: true,
      skip_empty_lines: true,
      skip_records_with_empty_values: true,
      max_record_size: 64 * 1024,
    }) as unknown as { record: string[]; info: { lines: number } }[];
  } catch (error) {
    if (error instanceof CsvError) {
      throw new CsvFileError(`The file is not readable as CSV: ${error.message}`);
    }
    throw error;
  }
  const [header, ...data] = records;
  if (!header) throw new CsvFileError('The file is empty.');
  if (data.length === 0) throw new CsvFileError('The file has a header but no bets.');
  if (data.length > IMPORT_MAX_ROWS) {
    throw new CsvFileError(
      `The file has ${data.length.toLocaleString('en-US')} bets; one import takes at most ${IMPORT_MAX_ROWS.toLocaleString('en-US')}. Split it into smaller files.`,
    );
  }
  // info.lines is the line a record ends on; a quoted cell may span lines, so start = end − breaks.
  const startLine = (r: { record: string[]; info: { lines: number } }) =>
    r.info.lines - r.record.reduce((n, cell) => n + (cell.match(/\r\n|\n|\r/g)?.length ?? 0), 0);
  return {
    headers: header.record.map((h) => h.trim()),
    rows: data.map((r) => ({ line: startLine(r), cells: r.record })),
  };
}
