import type { ClvBreakdownDto } from '../../../contracts/portfolio';
import type { LeadTimeBucket } from '../../../core/portfolio/closing-line-value';
import { Card } from '../../components/card';
import { ClvEstimate } from '../../components/clv-estimate';
import { groupLabel, type GroupDimension } from './analytics-figures';

const LEAD_TIME_LABELS: Record<LeadTimeBucket, string> = {
  'under-1h': 'Under 1 hour',
  '1-6h': '1–6 hours',
  '6-24h': '6–24 hours',
  '1-3d': '1–3 days',
  'over-3d': 'Over 3 days',
};

type Dimension = GroupDimension | 'byLeadTime';

const TABLES: readonly { dimension: Dimension; title: string; column: string }[] = [
  { dimension: 'byBook', title: 'CLV by book', column: 'Book' },
  { dimension: 'bySport', title: 'CLV by sport', column: 'Sport' },
  { dimension: 'byMarket', title: 'CLV by market', column: 'Market' },
  { dimension: 'byKind', title: 'CLV by kind', column: 'Kind' },
  { dimension: 'byMarketType', title: 'CLV by market type', column: 'Market type' },
  { dimension: 'byLeadTime', title: 'CLV by lead time', column: 'Placed before the start' },
];

const labelOf = (dimension: Dimension, key: string) =>
  dimension === 'byLeadTime'
    ? (LEAD_TIME_LABELS[key as LeadTimeBucket] ?? key)
    : groupLabel(dimension, key);

/**
 * Closing-line value that can prove an edge: every breakdown with its sample size, 95 % interval
 * and t-statistic, small samples marked; and the edge decay of value bets.
 */
export function ClvBreakdownSection({
  breakdown,
  methods,
}: {
  breakdown: ClvBreakdownDto;
  methods: Record<string, string>;
}) {
  return (
    <section aria-labelledby="clv-evidence" className="space-y-4">
      <Card className="p-4">
        <h2 id="clv-evidence" className="font-medium">
          Closing-line value: the evidence
        </h2>
        <p className="text-xs text-muted">{methods.clvEvidence}</p>
        <div className="mt-3 grid gap-4 sm:grid-cols-2">
          <div className="flex items-start justify-between gap-3">
            <span className="text-sm">All bets with a close</span>
            <ClvEstimate figure={breakdown.overall} />
          </div>
          <div className="flex items-start justify-between gap-3">
            <span className="text-sm">Edge decay (value bets)</span>
            <ClvEstimate figure={breakdown.edgeDecay} />
          </div>
        </div>
        <p className="mt-2 text-xs text-muted">
          {methods.edgeDecay} {methods.leadTime}
        </p>
      </Card>
      <div className="grid grid-cols-1 gap-4 xl:grid-cols-2">
        {TABLES.map(({ dimension, title, column }) => (
          <Card key={dimension} className="p-4">
            <h3 className="font-medium">{title}</h3>
            {breakdown[dimension].length === 0 ? (
              <p className="py-6 text-center text-sm text-muted">No bet with a recorded close.</p>
            ) : (
              <table className="mt-3 w-full text-sm tabular-nums">
                <thead className="text-xs text-muted">
                  <tr className="border-b border-line">
                    <th scope="col" className="py-2 pr-3 text-left font-medium">
                      {column}
                    </th>
                    <th scope="col" className="py-2 pl-2 text-right font-medium">
                      Mean CLV
                    </th>
                  </tr>
                </thead>
                <tbody className="divide-y divide-line">
                  {breakdown[dimension].map((group) => (
                    <tr key={group.key}>
                      <th scope="row" className="py-2 pr-3 text-left font-medium">
                        {labelOf(dimension, group.key)}
                      </th>
                      <td className="py-2 pl-2 text-right">
                        <ClvEstimate figure={group.clv} />
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            )}
          </Card>
        ))}
      </div>
    </section>
  );
}
