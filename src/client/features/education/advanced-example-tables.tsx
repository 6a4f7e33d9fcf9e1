import type { MiddleExample, OddsConversionRow, ValueBetExample } from './advanced-examples';
import { Stat } from './course-ui';
import { american, decimalOdds, money, pct, profitTone, signedMoney } from './format';

const th = 'px-2.5 py-1.5 font-medium whitespace-nowrap';
const td = 'px-2.5 py-1.5 whitespace-nowrap';
const tableBox = 'overflow-x-auto rounded-md border border-line';
const tableClass = 'w-full text-left text-[13px] tabular-nums';
const headClass = 'border-b border-line bg-raised text-[11px] tracking-wide text-muted uppercase';
const bodyClass = 'divide-y divide-line text-fg';

export function OddsConversionTable({ rows }: { rows: readonly OddsConversionRow[] }) {
  return (
    <div className={tableBox}>
      <table className={tableClass}>
        <caption className="sr-only">
          The same prices in decimal, American and fractional odds
        </caption>
        <thead className={headClass}>
          <tr>
            <th scope="col" className={`${th} text-right`}>
              Decimal
            </th>
            <th scope="col" className={`${th} text-right`}>
              American
            </th>
            <th scope="col" className={`${th} text-right`}>
              Fractional
            </th>
            <th scope="col" className={`${th} text-right`}>
              Implied probability
            </th>
          </tr>
        </thead>
        <tbody className={bodyClass}>
          {rows.map((row) => (
            <tr key={row.american}>
              <td className={`${td} text-right`}>{decimalOdds(row.decimal)}</td>
              <td className={`${td} text-right`}>{american(row.american)}</td>
              <td className={`${td} text-right`}>
                {row.fractional[0]}/{row.fractional[1]}
              </td>
              <td className={`${td} text-right font-medium`}>{pct(row.impliedPct)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

export function MiddleExampleTable({ example }: { example: MiddleExample }) {
  return (
    <div className="space-y-2">
      <div className={tableBox}>
        <table className={tableClass}>
          <caption className="sr-only">Middle: the two bets</caption>
          <thead className={headClass}>
            <tr>
              <th scope="col" className={th}>
                Bet
              </th>
              <th scope="col" className={th}>
                Book
              </th>
              <th scope="col" className={`${th} text-right`}>
                Decimal
              </th>
              <th scope="col" className={`${th} text-right`}>
                Stake
              </th>
            </tr>
          </thead>
          <tbody className={bodyClass}>
            {example.legs.map((leg) => (
              <tr key={leg.bet}>
                <th scope="row" className={`${td} font-medium`}>
                  {leg.bet}
                </th>
                <td className={`${td} text-muted`}>{leg.book}</td>
                <td className={`${td} text-right`}>{decimalOdds(leg.decimal)}</td>
                <td className={`${td} text-right`}>{money(leg.stake)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <div className={tableBox}>
        <table className={tableClass}>
          <caption className="sr-only">Middle: result of each final score range</caption>
          <thead className={headClass}>
            <tr>
              <th scope="col" className={th}>
                Final total
              </th>
              <th scope="col" className={th}>
                Winning bets
              </th>
              <th scope="col" className={`${th} text-right`}>
                Returns
              </th>
              <th scope="col" className={`${th} text-right`}>
                Profit on {money(example.totalStaked)}
              </th>
            </tr>
          </thead>
          <tbody className={bodyClass}>
            {example.scenarios.map((scenario) => (
              <tr key={scenario.label}>
                <th scope="row" className={`${td} font-medium`}>
                  {scenario.label}
                </th>
                <td className={`${td} text-muted`}>
                  {scenario.winningLegs.map((i) => example.legs[i]?.bet).join(' + ')}
                </td>
                <td className={`${td} text-right`}>{money(scenario.payout)}</td>
                <td className={`${td} text-right font-medium ${profitTone(scenario.profit)}`}>
                  {signedMoney(scenario.profit)}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}

export function ValueBetSummary({ example }: { example: ValueBetExample }) {
  return (
    <dl className="grid grid-cols-2 gap-2 sm:grid-cols-4">
      <Stat label="Fair probability" value={pct(example.fairPct)} />
      <Stat label="Offered odds" value={decimalOdds(example.offeredOdds)} />
      <Stat label="EV per $1" value={pct(example.evPct)} tone={profitTone(example.evPct)} />
      <Stat
        label={`EV on ${money(example.evStake)}`}
        value={signedMoney(example.evAmount)}
        tone={profitTone(example.evAmount)}
      />
      <Stat label="Full Kelly" value={pct(example.kellyPct)} />
      <Stat label="Bankroll" value={money(example.bankroll)} />
      <Stat label="Full Kelly stake" value={money(example.fullKellyStake)} />
      <Stat
        label={`${example.kellyFraction * 100}% Kelly stake`}
        value={money(example.fractionalKellyStake)}
      />
    </dl>
  );
}
