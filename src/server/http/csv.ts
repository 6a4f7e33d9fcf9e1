import { stringify } from 'csv-stringify/sync';
import type { FastifyReply } from 'fastify';
import { neutraliseFormula } from '../../core/portfolio/bet-import/read-cells';

/**
 * RFC 4180 text with a header row. Text that a spreadsheet would run as a formula (a team named
 * "=HYPERLINK(…)") is prefixed with an apostrophe; numbers stay numbers.
 */
export function toCsv(columns: readonly string[], rows: readonly object[]): string {
  return stringify([...rows], {
    header: true,
    columns: [...columns],
    record_delimiter: '\r\n',
    cast: {
      boolean: (value) => String(value),
      string: neutraliseFormula,
    },
  });
}

/** A download of the caller's own data: never cached by anything in between. */
export function sendCsv(
  reply: FastifyReply,
  filename: string,
  columns: readonly string[],
  rows: readonly object[],
) {
  return reply
    .header('content-type', 'text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${filename}"`)
    .header('cache-control', 'no-store')
    .send(toCsv(columns, rows));
}
