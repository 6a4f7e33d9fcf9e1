import type { ArbExample } from './types';
import { decimalOdds, money, pct, profitTone, quotedOdds, signedMoney } from './format';

function Figure({ label, value, tone = '' }: { label: string; value: string; tone?: string }) {
  return (
    <div className="min-w-0">
      <dt className="text-[11px] text-muted">{label}</dt>
      <dd className={`font-medium tabular-nums ${tone}`}>{value}</dd>
    </div>
  );
}

/** The legs of an example as stacked rows: the small-screen form of ArbExampleTable's table. */
export function ArbLegsList({ example }: { example: ArbExample }) {
  return (
    <ul
      className="divide-y divide-line text-[13px] text-fg"
      aria-label={`${example.title}: stake and result for each outcome`}
    >
      {example.legs.map((leg) => {
        const quoted = quotedOdds(leg.odds);
        const decimal = decimalOdds(leg.decimal);
        return (
          <li key={leg.outcome} className="px-3 py-2">
            <p className="flex flex-wrap items-baseline justify-between gap-x-3">
              <span className="font-semibold">{leg.outcome}</span>
              <span className="text-muted tabular-nums">
                {leg.book} · {quoted}
                {quoted !== decimal ? ` → ${decimal}` : ''}
                {leg.commission !== undefined ? ` net of ${pct(leg.commission * 100, 0)}` : ''}
              </span>
            </p>
            <dl className="mt-1 grid grid-cols-4 gap-2">
              <Figure label="1/d" value={pct(leg.impliedPct)} />
              <Figure label="Stake" value={money(leg.stake)} />
              <Figure label="Returns" value={money(leg.payout)} />
              <Figure
                label="Profit"
                value={signedMoney(leg.profit)}
                tone={profitTone(leg.profit)}
              />
            </dl>
          </li>
        );
      })}
      {example.uncovered?.map((outcome) => (
        <li key={outcome.outcome} className="bg-loss/10 px-3 py-2">
          <p className="flex flex-wrap items-baseline justify-between gap-x-3">
            <span className="font-semibold">{outcome.outcome}</span>
            <span className="text-loss">Not covered: no bet</span>
          </p>
          <dl className="mt-1 grid grid-cols-4 gap-2">
            <Figure label="Returns" value={money(0)} />
            <Figure
              label="Profit"
              value={signedMoney(outcome.profit)}
              tone={profitTone(outcome.profit)}
            />
          </dl>
        </li>
      ))}
      <li className="flex justify-between px-3 py-2 font-semibold tabular-nums">
        <span>Total staked {money(example.result.totalStaked)}</span>
        <span>Σ {example.result.impliedSum.toFixed(4)}</span>
      </li>
    </ul>
  );
}
