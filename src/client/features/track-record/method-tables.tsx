import type { CalibrationRowDto, TrackRecordResponse } from '../../../contracts/track-record';
import { FAIR_METHODS } from '../../../core/devig';
import { Card } from '../../components/card';
import { ClvEstimate } from '../../components/clv-estimate';
import { METHOD_LABELS } from './record-labels';

/** The same picks and signals against each devig method's fair close, side by side. */
export function MethodClvTable({ rows }: { rows: TrackRecordResponse['byMethod'] }) {
  return (
    <Card className="p-4">
      <h2 className="font-medium">CLV by devig method</h2>
      <p className="text-xs text-muted">
        The same closes, devigged six ways: a method that flatters the record shows here.
      </p>
      <div className="-mx-4 mt-3 overflow-x-auto px-4">
        <table className="w-full min-w-[28rem] text-sm tabular-nums">
          <thead className="text-xs text-muted">
            <tr className="border-b border-line">
              <th scope="col" className="py-2 pr-3 text-left font-medium">
                Method
              </th>
              <th scope="col" className="px-2 py-2 text-right font-medium">
                Value bets
              </th>
              <th scope="col" className="py-2 pl-2 text-right font-medium">
                Signals
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-line">
            {rows.map((row) => (
              <tr key={row.method}>
                <th scope="row" className="py-2 pr-3 text-left font-medium">
                  {METHOD_LABELS[row.method]}
                </th>
                <td className="px-2 py-2 text-right">
                  <ClvEstimate figure={row.picks} />
                </td>
                <td className="py-2 pl-2 text-right">
                  <ClvEstimate figure={row.signals} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </Card>
  );
}

/**
 * Each method's log loss and Brier score per group; the best (lowest) of a group is marked.
 * Says what it rests on: the recorded closes of graded picks that won or lost outright.
 */
export function CalibrationTable({
  title,
  rows,
  label,
}: {
  title: string;
  rows: readonly CalibrationRowDto[];
  label: (key: string) => string;
}) {
  const keys = [...new Set(rows.map((row) => row.key))];
  const scored = rows.some((row) => row.n > 0);
  return (
    <Card className="p-4">
      <h2 className="font-medium">{title}</h2>
      <p className="text-xs text-muted">
        Recorded data: each method’s fair closing probability of a published pick’s side against
        whether it won (picks that won or lost outright). Lower is better; no simulated data.
      </p>
      {!scored ? (
        <p className="py-6 text-center text-sm text-muted">
          No graded pick with a recorded close yet.
        </p>
      ) : (
        <div className="-mx-4 mt-3 overflow-x-auto px-4">
          <table className="w-full min-w-[36rem] text-sm tabular-nums">
            <thead className="text-xs text-muted">
              <tr className="border-b border-line">
                <th scope="col" className="py-2 pr-3 text-left font-medium">
                  Group
                </th>
                <th scope="col" className="px-2 py-2 text-right font-medium">
                  n
                </th>
                {FAIR_METHODS.map((method) => (
                  <th key={method} scope="col" className="px-2 py-2 text-right font-medium">
                    {METHOD_LABELS[method]}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody className="divide-y divide-line">
              {keys.map((key) => {
                const own = rows.filter((row) => row.key === key);
                const best = Math.min(...own.map((row) => row.logLoss ?? Infinity));
                return (
                  <tr key={key}>
                    <th scope="row" className="py-2 pr-3 text-left font-medium">
                      {key === 'all' ? 'All' : label(key)}
                    </th>
                    <td className="px-2 py-2 text-right">{own[0]?.n ?? 0}</td>
                    {FAIR_METHODS.map((method) => {
                      const row = own.find((each) => each.method === method);
                      if (!row || row.logLoss === null || row.brier === null)
                        return (
                          <td key={method} className="px-2 py-2 text-right text-muted">
                            —
                          </td>
                        );
                      return (
                        <td
                          key={method}
                          className={`px-2 py-2 text-right ${row.logLoss === best ? 'font-semibold text-profit' : ''}`}
                        >
                          {row.logLoss.toFixed(4)}
                          <span className="block text-xs text-muted">
                            Brier {row.brier.toFixed(4)}
                          </span>
                        </td>
                      );
                    })}
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
    </Card>
  );
}
