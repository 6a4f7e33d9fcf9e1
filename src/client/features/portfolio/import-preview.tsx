import type { ImportOutcome } from './api/import-bets';
import { buttonClass } from '../../components/button-styles';
import { formatMoney } from '../../lib/format-figures';
import { formatDateTime } from '../../lib/format-time';
import { marketLabel } from '../../../core/market-label';

/** What the file would import: every row's error first, then the bets, duplicates marked. */
export function ImportPreview({
  result,
  busy,
  onImport,
  onCancel,
}: {
  result: ImportOutcome;
  busy: boolean;
  onImport: () => void;
  onCancel: () => void;
}) {
  const fresh = result.valid - result.duplicates;
  const lines = [
    ...result.preview.map((row) => ({ line: row.line, row, error: null })),
    ...result.errors.map((error) => ({ line: error.line, row: null, error: error.message })),
  ].sort((a, b) => a.line - b.line);
  const blocked = result.errors.length > 0;
  return (
    <section className="space-y-4" aria-label="Preview">
      <p className="text-sm tabular-nums" data-testid="import-counts">
        {result.format === 'arbiter' ? "Arbiter's own export. " : ''}
        {result.rows.toLocaleString()} rows: {result.valid.toLocaleString()} readable
        {result.duplicates > 0 &&
          `, ${result.duplicates.toLocaleString()} already imported (skipped)`}
        {blocked && (
          <span className="text-loss">, {result.errors.length.toLocaleString()} with errors</span>
        )}
        .
      </p>
      {blocked && (
        <div role="alert" className="space-y-2 rounded-md border border-loss/60 bg-loss/10 p-3">
          <p className="text-sm font-medium text-loss">
            {result.message ??
              'Nothing can be imported while any row has an error. Fix these rows in the file and choose it again.'}
          </p>
          <ul className="max-h-48 space-y-1 overflow-y-auto text-xs" aria-label="Rows with errors">
            {result.errors.map((error) => (
              <li key={error.line}>
                <span className="font-medium tabular-nums">Line {error.line}</span>: {error.message}
              </li>
            ))}
          </ul>
        </div>
      )}
      {lines.length > 0 && (
        <div className="max-h-72 overflow-auto rounded-md border border-line">
          <table className="w-full text-left text-xs tabular-nums" aria-label="Bets to import">
            <thead className="sticky top-0 bg-surface text-muted">
              <tr>
                <th className="px-2 py-1.5 font-medium">Line</th>
                <th className="px-2 py-1.5 font-medium">Placed</th>
                <th className="px-2 py-1.5 font-medium">Event</th>
                <th className="px-2 py-1.5 font-medium">Bet</th>
                <th className="px-2 py-1.5 font-medium">Book</th>
                <th className="px-2 py-1.5 text-right font-medium">Odds</th>
                <th className="px-2 py-1.5 text-right font-medium">Stake</th>
                <th className="px-2 py-1.5 font-medium">Status</th>
              </tr>
            </thead>
            <tbody>
              {lines.map(({ line, row, error }) =>
                row === null ? (
                  <tr key={line} className="border-t border-line bg-loss/10 text-loss">
                    <td className="px-2 py-1.5 font-medium">{line}</td>
                    <td className="px-2 py-1.5" colSpan={7}>
                      {error}
                    </td>
                  </tr>
                ) : (
                  <PreviewRow key={line} line={line} row={row} />
                ),
              )}
            </tbody>
          </table>
        </div>
      )}
      {result.preview.length < result.valid && (
        <p className="text-xs text-muted">
          Showing the first {result.preview.length.toLocaleString()} of{' '}
          {result.valid.toLocaleString()} readable rows.
        </p>
      )}
      <div className="flex flex-wrap gap-2">
        <button
          type="button"
          className={buttonClass('primary')}
          disabled={blocked || fresh === 0 || busy}
          onClick={onImport}
        >
          {busy
            ? 'Importing…'
            : blocked
              ? 'Import'
              : fresh === 0
                ? 'Nothing new to import'
                : `Import ${fresh.toLocaleString()} ${fresh === 1 ? 'bet' : 'bets'}`}
        </button>
        <button type="button" className={buttonClass('ghost')} onClick={onCancel}>
          Cancel
        </button>
      </div>
    </section>
  );
}

function PreviewRow({ line, row }: { line: number; row: ImportOutcome['preview'][number] }) {
  const { bet, duplicateOf } = row;
  const sign = bet.point !== null && bet.point > 0 && bet.market === 'spreads' ? '+' : '';
  return (
    <tr
      className={`border-t border-line ${duplicateOf ? 'text-muted line-through' : ''}`}
      title={duplicateOf ? 'Skipped: this bet is already there' : undefined}
    >
      <td className="px-2 py-1.5">{line}</td>
      <td className="px-2 py-1.5 whitespace-nowrap">{formatDateTime(bet.placedAt)}</td>
      <td className="px-2 py-1.5">
        {bet.homeTeam} vs {bet.awayTeam}
      </td>
      <td className="px-2 py-1.5">
        {bet.outcome}
        {bet.point !== null && ` ${sign}${bet.point}`}{' '}
        <span className="text-muted">({marketLabel(bet.market, null)})</span>
      </td>
      <td className="px-2 py-1.5">{bet.book}</td>
      <td className="px-2 py-1.5 text-right">{bet.odds.toFixed(2)}</td>
      <td className="px-2 py-1.5 text-right">{formatMoney(bet.stake)}</td>
      <td className="px-2 py-1.5">{duplicateOf ? 'duplicate' : bet.status}</td>
    </tr>
  );
}
