import { annualSavings, formatUsd, PLANS } from '../../../contracts/billing';
import { Card } from '../../components/card';

const savings = annualSavings();

/** The annual plan against twelve monthly payments, figure by figure. */
export function AnnualSavings() {
  const rows = [
    {
      label: `12 months at ${formatUsd(PLANS['elite-monthly'].amountCents)}/month`,
      value: formatUsd(savings.regularCents),
    },
    { label: 'Annual plan', value: formatUsd(PLANS['elite-annual'].amountCents) },
    {
      label: 'Per month on the annual plan',
      value: formatUsd(savings.monthlyEquivalentCents, { wholeDollars: false }),
    },
  ];
  return (
    <Card>
      <h2 className="font-semibold">Annual savings breakdown</h2>
      <dl className="mt-3 space-y-2 text-sm tabular-nums">
        {rows.map((row) => (
          <div key={row.label} className="flex justify-between gap-4">
            <dt className="text-muted">{row.label}</dt>
            <dd>{row.value}</dd>
          </div>
        ))}
        <div className="flex justify-between gap-4 border-t border-line pt-2 font-medium">
          <dt>You save</dt>
          <dd className="text-profit">
            {formatUsd(savings.savingsCents)} ({savings.savingsPercent}%)
          </dd>
        </div>
      </dl>
    </Card>
  );
}
