import { ArbExampleTable } from '../arb-example-table';
import { BulletList, Callout, Formula, Num, Section, Term } from '../course-ui';
import { american, decimalOdds, money, pct } from '../format';
import {
  bestRoundedStakesExample,
  drawTrapExample,
  nbaExample,
  roundedStakesExample,
  soccerExample,
  totalsExample,
} from '../worked-examples';

function americanLine(leg: (typeof nbaExample.legs)[number] | undefined): string {
  if (!leg || leg.odds.format !== 'american') return '';
  const a = leg.odds.value;
  const abs = Math.abs(a);
  return a > 0
    ? `${american(a)}  →  d = 1 + ${a}/100 = ${decimalOdds(leg.decimal)}    p = 100/(${a} + 100) = ${pct(leg.impliedPct)}`
    : `${american(a)}  →  d = 1 + 100/${abs} = ${decimalOdds(leg.decimal)}  p = ${abs}/(${abs} + 100) = ${pct(leg.impliedPct)}`;
}

export function RealWorldExamples() {
  const nba = nbaExample.result;
  const soccer = soccerExample.result;
  const trap = drawTrapExample.result;
  const rounded = roundedStakesExample.result;
  const drawLeg = roundedStakesExample.legs[1];
  const bestRounded = bestRoundedStakesExample;
  const best = bestRounded.result;
  return (
    <>
      <p className="text-sm leading-6 text-fg">
        The prices below are illustrative, chosen to look like real markets. Every figure in the
        tables is computed from the odds and the total and checked to the cent.
      </p>

      <Section title="3.1 Two-way: an NBA moneyline in American odds">
        <p>Convert both prices to decimal first, using the exact value, not a rounded one:</p>
        <Formula lines={nbaExample.legs.map(americanLine)} />
        <p>
          Σ = <Num>{nba.impliedSum.toFixed(4)}</Num>, so the arb returns{' '}
          <Num>{pct(nba.arbitragePct)}</Num> on the total. NBA moneylines include overtime, so there
          is no draw; confirm that both books settle the same way before betting.
        </p>
        <ArbExampleTable example={nbaExample} />
      </Section>

      <Section title="3.2 Three-way: soccer home / draw / away">
        <p>
          A soccer result market has three outcomes, settled on 90 minutes plus stoppage time. The
          best price for each outcome is at a different book, and Σ over all three is{' '}
          <Num>{soccer.impliedSum.toFixed(4)}</Num>: an arb of <Num>{pct(soccer.arbitragePct)}</Num>
          . The split formula is the same with three legs.
        </p>
        <ArbExampleTable example={soccerExample} />
      </Section>

      <Section title="3.3 The trap: leaving out the draw">
        <p>
          Take only the home and away prices from Example 3.2 and Σ falls to{' '}
          <Num>{trap.impliedSum.toFixed(4)}</Num>, an apparent <Num>{pct(trap.arbitragePct)}</Num>.
          It is not an arb: nothing covers the draw, and when the match is drawn both bets lose,{' '}
          <Num className="text-loss">{money(trap.worstProfit)}</Num>.
        </p>
        <ArbExampleTable example={drawTrapExample} />
        <Callout kind="danger" title="Count the outcomes before counting the profit">
          <p>The same mistake hides in other markets:</p>
          <BulletList>
            <li>
              Ice hockey <Term>regulation-time 3-way</Term> (draw possible) against a{' '}
              <Term>moneyline</Term> that includes overtime and shootout.
            </li>
            <li>
              Soccer <Term>draw no bet</Term> (stake refunded on a draw) against a 1X2 price.
            </li>
            <li>
              Any market where one book has a "no result" or "tie" option and the other does not.
            </li>
          </BulletList>
          <p>An Arbitrage % far above a few percent is a reason to stop and check, not to hurry.</p>
        </Callout>
      </Section>

      <Section title="3.4 Spreads and totals: the same point on both sides">
        <p>
          Over/under and point-spread markets are two-way only when both legs use the{' '}
          <Term>same line</Term>. Over 47.5 at one book and Under 47.5 at another cover every final
          score, and the half point means no push.
        </p>
        <ArbExampleTable example={totalsExample} />
        <BulletList>
          <li>
            <Term>Different lines are a different bet.</Term> Over 47.5 with Under 48.5 wins both on
            exactly 48 (a middle, Module 5). Over 48.5 with Under 47.5 <em>loses both</em> on 48.
          </li>
          <li>
            <Term>Whole-number lines can push.</Term> On 47 with a final total of 47 both stakes are
            normally refunded, which is harmless only if both books grade the push the same way.
          </li>
          <li>
            The same applies to spreads: Team −3.5 at one book with Opponent +3.5 at the other.
          </li>
        </BulletList>
      </Section>

      <Section title="3.5 Rounding stakes to $5">
        <p>
          Stakes like {money(soccerExample.legs[1]?.stake ?? 0)} stand out on a bet slip, so many
          bettors round to $5 or $10. Rounding breaks the equal payout: each outcome now pays a
          different amount, and the guaranteed profit is the <em>lowest</em> of them.
        </p>
        <ArbExampleTable example={roundedStakesExample} />
        <p>
          The {drawLeg?.outcome.toLowerCase()} leg was rounded down, so a draw now pays only{' '}
          <Num>{money(drawLeg?.payout ?? 0)}</Num>. The guaranteed profit falls from{' '}
          <Num>{money(soccer.worstProfit)}</Num> to <Num>{money(rounded.worstProfit)}</Num>, and the
          real return from <Num>{pct(soccer.worstReturnPct)}</Num> to{' '}
          <Num>{pct(rounded.worstReturnPct)}</Num>, although the Arbitrage % of the prices is still{' '}
          <Num>{pct(rounded.arbitragePct)}</Num>.
        </p>
        <p>
          Nearest is not always best. Each stake can go down or up to the next $5: for three legs
          that is 2³ = 8 combinations. Comparing the guaranteed return of each on its own total
          picks {bestRounded.legs.map((leg) => money(leg.stake)).join(' / ')}: only{' '}
          <Num>{money(best.totalStaked)}</Num> staked, at least{' '}
          <Num className="text-profit">{money(best.worstProfit)}</Num> back, a return of{' '}
          <Num>{pct(best.worstReturnPct)}</Num>. This is how Arbiter rounds stakes: each one down or
          up, keeping the combination with the best guaranteed return.
        </p>
        <ArbExampleTable example={bestRoundedStakesExample} />
        <Callout kind="tip" title="Rounding rules of thumb">
          <BulletList>
            <li>Recompute every outcome after rounding and keep the worst one as your profit.</li>
            <li>
              Rounding costs relatively more on small totals and thin arbs; it can make one outcome
              negative.
            </li>
            <li>
              Each $1 of stake moves a leg's payout by d dollars, so rounding hurts most on the leg
              with the longest odds (here the draw at {decimalOdds(drawLeg?.decimal ?? NaN)}).
            </li>
          </BulletList>
        </Callout>
      </Section>
    </>
  );
}
