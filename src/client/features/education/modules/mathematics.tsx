import { OddsConversionTable } from '../advanced-example-tables';
import { bookMarginExample, oddsConversions } from '../advanced-examples';
import { ArbExampleTable } from '../arb-example-table';
import { BulletList, Callout, Formula, Num, Section, Term } from '../course-ui';
import { american, decimalOdds, money, pct } from '../format';
import { drawTrapExample, exchangeExample, tennisExample } from '../worked-examples';

function conversionLine(americanOdds: number): string {
  const row = oddsConversions.find((r) => r.american === americanOdds);
  if (!row) return '';
  const [a, b] = row.fractional;
  const amerText =
    row.american > 0
      ? `100 / (${row.american} + 100)`
      : `${Math.abs(row.american)} / (${Math.abs(row.american)} + 100)`;
  const d = decimalOdds(row.decimal);
  return `${d} = ${american(row.american)} = ${a}/${b}:  1/${d} = ${amerText} = ${b}/(${a} + ${b}) = ${pct(row.impliedPct)}`;
}

export function Mathematics() {
  const [a, b] = tennisExample.legs;
  const t = tennisExample.result;
  const eqProfit = t.equalPayout - t.total;
  const exchangeLeg = exchangeExample.legs[1];
  const quoted = exchangeLeg?.odds.format === 'decimal' ? exchangeLeg.odds.value : NaN;
  const commission = exchangeLeg?.commission ?? 0;
  const m = bookMarginExample;
  return (
    <>
      <Section title="Odds formats and implied probability">
        <p>
          Bookmakers quote the same price in three formats. All three convert to an{' '}
          <Term>implied probability</Term> p, the chance of the outcome at which the bet would break
          even, and to <Term>decimal odds</Term> d, which this course and Arbiter use for every
          calculation.
        </p>
        <BulletList>
          <li>
            <Term>Decimal</Term> (2.50): the total returned per $1 staked, stake included.
          </li>
          <li>
            <Term>American</Term> (+150 / −125): +A is the profit on a $100 stake; −A is the stake
            needed to win $100.
          </li>
          <li>
            <Term>Fractional</Term> (3/2): profit a for every b staked.
          </li>
        </BulletList>
        <Formula
          lines={[
            'Decimal d         p = 1 / d',
            'American +A       p = 100 / (A + 100)     d = 1 + A / 100',
            'American −A       p = A / (A + 100)       d = 1 + 100 / A',
            'Fractional a/b    p = b / (a + b)         d = 1 + a / b',
          ]}
        />
        <Formula
          lines={[conversionLine(150), conversionLine(-125)]}
          caption="Two rows of the table below, worked through."
        />
        <OddsConversionTable rows={oddsConversions} />
      </Section>

      <Section title="The bookmaker's margin">
        <p>
          A single bookmaker's prices on one market almost always imply more than 100% in total; the
          excess (the <Term>overround</Term>) is its margin. A standard{' '}
          <Num>{american(m.american)}</Num> / <Num>{american(m.american)}</Num> line is{' '}
          <Num>{decimalOdds(m.decimal)}</Num> on each side, <Num>{pct(m.impliedPct)}</Num> implied
          each, <Num>{pct(m.impliedSumPct)}</Num> in total: an overround of{' '}
          <Num>{pct(m.overroundPct)}</Num>. If bettors split their money so the book pays the same
          either way, it keeps 1 − 1/Σ = <Num>{pct(m.holdPct)}</Num> of everything staked.
        </p>
        <p>
          An arb appears only when you take each outcome from a <em>different</em> book and the best
          prices together imply less than 100%.
        </p>
      </Section>

      <Section title="The detection rule">
        <Formula
          lines={[
            'Σ 1/dᵢ < 1',
            'over a complete set of mutually exclusive outcomes, best price for each',
          ]}
        />
        <p>
          For the tennis match: 1/{decimalOdds(a?.decimal ?? 0)} + 1/{decimalOdds(b?.decimal ?? 0)}{' '}
          = <Num>{pct(a?.impliedPct ?? 0)}</Num> + <Num>{pct(b?.impliedPct ?? 0)}</Num>, so Σ ={' '}
          <Num>{t.impliedSum.toFixed(4)}</Num>, below 1. <Term>Complete</Term> matters: the outcomes
          must cover every possible result. Leave out the draw in soccer and Σ drops to{' '}
          <Num>{drawTrapExample.result.impliedSum.toFixed(4)}</Num>, which looks like a huge arb and
          is not one (Example 3.3).
        </p>
      </Section>

      <Section title="Arbitrage % versus market margin">
        <Formula
          lines={[
            'Arbitrage % (return on total stake) = 1/Σ − 1',
            'Market margin                       = 1 − Σ',
          ]}
        />
        <p>
          Both measure how far Σ is below 1, but against different bases. With Σ ={' '}
          <Num>{t.impliedSum.toFixed(4)}</Num> and <Num>{money(t.total)}</Num> staked, every outcome
          pays <Num>{money(t.equalPayout)}</Num>, a profit of <Num>{money(eqProfit)}</Num>.
        </p>
        <BulletList>
          <li>
            <Term>Arbitrage %</Term> = profit ÷ stake = <Num>{money(eqProfit)}</Num> ÷{' '}
            <Num>{money(t.total)}</Num> = <Num>{pct(t.arbitragePct)}</Num>.
          </li>
          <li>
            <Term>Market margin</Term> = profit ÷ payout = <Num>{money(eqProfit)}</Num> ÷{' '}
            <Num>{money(t.equalPayout)}</Num> = <Num>{pct(t.marginPct)}</Num>.
          </li>
        </BulletList>
        <p>
          Arbiter's <Term>Arbitrage %</Term> is the first: multiply it by the total you stake and
          you get the profit. The margin is always the smaller number, and the gap grows with the
          edge: for Σ = <Num>{drawTrapExample.result.impliedSum.toFixed(4)}</Num> it is{' '}
          <Num>{pct(drawTrapExample.result.marginPct)}</Num> against{' '}
          <Num>{pct(drawTrapExample.result.arbitragePct)}</Num>. When you compare figures from
          different tools, check which of the two they show.
        </p>
      </Section>

      <Section title="Splitting the stake">
        <Formula
          lines={[
            'stakeᵢ = Total × (1/dᵢ) / Σ(1/dⱼ)',
            'payout = stakeᵢ × dᵢ = Total / Σ        (the same for every outcome)',
            'profit = Total / Σ − Total = Total × Arbitrage %',
          ]}
        />
        <p>
          Each leg gets a share of the total proportional to its implied probability. For{' '}
          <Num>{money(t.total)}</Num>: Player A gets {money(t.total)} × (1/
          {decimalOdds(a?.decimal ?? 0)}) ÷ Σ = <Num>{money(a?.stake ?? 0)}</Num> and Player B gets{' '}
          {money(t.total)} × (1/
          {decimalOdds(b?.decimal ?? 0)}) ÷ Σ = <Num>{money(b?.stake ?? 0)}</Num>. Stakes are whole
          cents and bookmakers round payouts down to the cent, so the payouts differ from{' '}
          {money(t.equalPayout)} by a cent or so; the guaranteed profit is the lower of the two.
        </p>
        <ArbExampleTable example={tennisExample} />
      </Section>

      <Section title="Commission on an exchange">
        <p>
          Betting exchanges charge commission c on net winnings, not on the stake. Fold it into the
          odds before doing anything else, then use the effective price everywhere above:
        </p>
        <Formula
          lines={[
            'effective d = 1 + (d − 1) × (1 − c)',
            `${decimalOdds(quoted)} at ${pct(commission * 100, 0)} commission → 1 + ${decimalOdds(quoted - 1)} × ${(1 - commission).toFixed(2)} = ${decimalOdds(exchangeLeg?.decimal ?? NaN)}`,
          ]}
        />
        <Callout kind="warning" title="Commission can erase the edge">
          <p>
            Example 5.1 shows an arb of{' '}
            <Num>{pct(exchangeExample.result.grossArbitragePct ?? 0)}</Num> on quoted prices that is
            worth <Num>{pct(exchangeExample.result.arbitragePct)}</Num> after{' '}
            {pct(commission * 100, 0)} commission.
          </p>
        </Callout>
      </Section>
    </>
  );
}
