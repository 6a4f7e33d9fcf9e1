import type { MarketIntelligence } from '../../../contracts/market-intelligence';
import { Card } from '../../components/card';
import { pollLabel } from './market-intel-lists';

/** "How is this computed": every method in words and every parameter with its value. */
export function MethodPanel({ data }: { data: MarketIntelligence }) {
  return (
    <Card className="min-w-0 p-4">
      <details>
        <summary className="cursor-pointer text-sm font-medium">How is this computed</summary>
        <div className="mt-3 min-w-0 space-y-4 text-sm break-words">
          <p className="text-muted">
            Computed on the server from the recorded price history at{' '}
            {new Date(data.computedAt).toLocaleTimeString()}, recomputed every 30 s. Moves are
            ordered by each book&apos;s own update time.
          </p>
          <dl className="space-y-2">
            {Object.entries(data.methods).map(([name, text]) => (
              <div key={name}>
                <dt className="font-medium">{name}</dt>
                <dd className="text-muted">{text}</dd>
              </div>
            ))}
          </dl>
          <div className="overflow-x-auto">
            <table className="w-full table-fixed text-left text-xs">
              <thead className="text-muted">
                <tr>
                  <th className="py-1 pr-2">Parameter</th>
                  <th className="py-1 pr-2">Value</th>
                  <th className="py-1">Meaning</th>
                </tr>
              </thead>
              <tbody>
                {Object.entries(data.parameters).map(([name, value]) => (
                  <tr key={name} className="border-t border-line align-top">
                    <td className="py-1 pr-2 font-mono break-all">{name}</td>
                    <td className="py-1 pr-2 tabular-nums">
                      {value} {data.parameterNotes[name]?.unit ?? ''}
                    </td>
                    <td className="py-1 text-muted">{data.parameterNotes[name]?.explanation}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <div>
            <p className="font-medium">Polling</p>
            <ul className="text-muted">
              {data.pollIntervals.map((p) => (
                <li key={p.sport}>
                  {p.title}: {pollLabel(p.intervalSeconds)}
                </li>
              ))}
            </ul>
          </div>
        </div>
      </details>
    </Card>
  );
}
