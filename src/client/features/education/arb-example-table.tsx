import type { ArbExample } from './types';
import { ArbLegsList } from './arb-legs-list';
import { Stat } from './course-ui';
import { decimalOdds, money, pct, profitTone, quotedOdds, signedMoney } from './format';

const th = 'px-2.5 py-1.5 font-medium whitespace-nowrap';
const td = 'px-2.5 py-1.5 whitespace-nowrap';

function sizingText(example: ArbExample): string {
  const { sizing } = example;
  if (sizing.kind === 'fixed-leg') {
    return `${sizing.reason}; the other stake is sized to match its payout`;
  }
  const unit = sizing.roundTo === 0.01 ? 'the cent' : money(sizing.roundTo);
  const rounding =
    sizing.rounding === 'best-return'
      ? `stakes rounded down or up to ${unit} for the best return`
      : `stakes rounded to ${unit}`;
  return `Total ${money(sizing.total)}, ${rounding}`;
}

/** A worked arbitrage example: inputs, stake split, result of every outcome and the summary. */
export function ArbExampleTable({ example }: { example: ArbExample }) {
  const { result } = example;
  const incomplete = (example.uncovered?.length ?? 0) > 0;
  const losing = incomplete || result.worstProfit < 0;
  const rounded = example.sizing.kind === 'total' && example.sizing.roundTo !== 0.01;
  const hasCommission = example.legs.some((leg) => leg.commission !== undefined);
  const headingId = `example-${example.id}`;

  return (
    <figure aria-labelledby={headingId} className="overflow-hidden rounded-md border border-line">
      <div className="flex flex-wrap items-baseline gap-x-2 gap-y-0.5 border-b border-line bg-raised px-3 py-2">
        <span className="font-mono text-xs text-muted">{example.label}</span>
        <h4 id={headingId} className="text-sm font-semibold text-fg">
          {example.title}
        </h4>
        <p className="w-full text-xs text-muted">
          {example.event} · {example.market} · {sizingText(example)}
        </p>
      </div>

      <div className="sm:hidden">
        <ArbLegsList example={example} />
      </div>
      <div className="hidden overflow-x-auto sm:block">
        <table className="w-full text-left text-[13px] tabular-nums">
          <caption className="sr-only">{example.title}: stake and result for each outcome</caption>
          <thead className="text-[11px] tracking-wide text-muted uppercase">
            <tr className="border-b border-line">
              <th scope="col" className={th}>
                Outcome
              </th>
              <th scope="col" className={th}>
                Book
              </th>
              <th scope="col" className={`${th} text-right`}>
                Odds
              </th>
              <th scope="col" className={`${th} text-right`}>
                {hasCommission ? 'Net decimal' : 'Decimal'}
              </th>
              <th scope="col" className={`${th} text-right normal-case`}>
                1/d
              </th>
              <th scope="col" className={`${th} text-right`}>
                Stake
              </th>
              <th scope="col" className={`${th} text-right`}>
                Returns if wins
              </th>
              <th scope="col" className={`${th} text-right`}>
                Profit if wins
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-line text-fg">
            {example.legs.map((leg) => (
              <tr key={leg.outcome}>
                <th scope="row" className={`${td} font-medium`}>
                  {leg.outcome}
                </th>
                <td className={`${td} text-muted`}>{leg.book}</td>
                <td className={`${td} text-right`}>{quotedOdds(leg.odds)}</td>
                <td className={`${td} text-right`}>
                  {decimalOdds(leg.decimal)}
                  {leg.commission !== undefined ? (
                    <span className="block text-[11px] text-muted">
                      after {pct(leg.commission * 100, 0)} commission
                    </span>
                  ) : null}
                </td>
                <td className={`${td} text-right`}>{pct(leg.impliedPct)}</td>
                <td className={`${td} text-right font-medium`}>{money(leg.stake)}</td>
                <td className={`${td} text-right`}>
                  {money(leg.payout)}
                  {leg.commissionPaid !== undefined ? (
                    <span className="block text-[11px] text-muted">
                      net of {money(leg.commissionPaid)} commission
                    </span>
                  ) : null}
                </td>
                <td className={`${td} text-right font-medium ${profitTone(leg.profit)}`}>
                  {signedMoney(leg.profit)}
                </td>
              </tr>
            ))}
            {example.uncovered?.map((outcome) => (
              <tr key={outcome.outcome} className="bg-loss/10">
                <th scope="row" className={`${td} font-medium`}>
                  {outcome.outcome}
                </th>
                <td className={`${td} text-loss`} colSpan={4}>
                  Not covered: no bet on this outcome
                </td>
                <td className={`${td} text-right`}>—</td>
                <td className={`${td} text-right`}>{money(0)}</td>
                <td className={`${td} text-right font-medium ${profitTone(outcome.profit)}`}>
                  {signedMoney(outcome.profit)}
                </td>
              </tr>
            ))}
          </tbody>
          <tfoot className="border-t border-line font-semibold text-fg">
            <tr>
              <th scope="row" className={td} colSpan={4}>
                Total
              </th>
              <td className={`${td} text-right`}>Σ {result.impliedSum.toFixed(4)}</td>
              <td className={`${td} text-right`}>{money(result.totalStaked)}</td>
              <td className={td} colSpan={2} />
            </tr>
          </tfoot>
        </table>
      </div>

      <dl className="grid grid-cols-2 gap-2 border-t border-line p-3 sm:grid-cols-3 xl:grid-cols-6">
        <Stat label="Σ 1/d" value={result.impliedSum.toFixed(4)} />
        <Stat
          label={incomplete ? 'Apparent Arb %' : 'Arbitrage %'}
          value={pct(result.arbitragePct)}
          tone={incomplete ? 'text-warn' : profitTone(result.arbitragePct)}
        />
        <Stat label="Market margin" value={pct(result.marginPct)} />
        {result.grossArbitragePct !== undefined ? (
          <Stat label="Arb % before commission" value={pct(result.grossArbitragePct)} />
        ) : null}
        <Stat
          label={rounded ? 'Unrounded payout (T/Σ)' : 'Equal payout (T/Σ)'}
          value={money(result.equalPayout)}
        />
        <Stat
          label={losing ? 'Worst case' : 'Guaranteed profit'}
          value={`${signedMoney(result.worstProfit)} (${pct(result.worstReturnPct)})`}
          tone={profitTone(result.worstProfit)}
        />
      </dl>
    </figure>
  );
}
