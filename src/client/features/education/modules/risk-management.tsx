import { feeExample } from '../advanced-examples';
import { BulletList, Callout, Num, Section, Term } from '../course-ui';
import { money, pct } from '../format';

export function RiskManagement() {
  const fee = feeExample;
  const leg = fee.base.legs[fee.legIndex];
  return (
    <>
      <p className="text-sm leading-6 text-fg">
        The arithmetic of an arb is certain. Everything around it is not. Each risk below can turn a
        guaranteed profit into a loss, and most of them cost far more than one arb earns.
      </p>

      <Section title="Palpable errors and voided bets">
        <p>
          Bookmakers' terms let them void bets struck at an obviously wrong price (a{' '}
          <Term>palpable error</Term>), sometimes after the event. If one leg of your arb is voided,
          the other is an ordinary bet carrying its full risk.
        </p>
        <BulletList>
          <li>
            Be wary of any price far out of line with every other book: it is the likeliest to be
            voided.
          </li>
          <li>An unusually large Arbitrage % is more often an error than a gift.</li>
          <li>Read each book's rules on obvious errors and on how voids are settled.</li>
        </BulletList>
      </Section>

      <Section title="Limits and account restrictions">
        <p>
          Bookmakers may cap the stake they accept from an account, sometimes to very small amounts,
          or close it, particularly when it bets mainly on prices that are out of line with the
          market. Limits decide how large your arbs can be (size from the smallest limit, Module 4)
          and how long an account stays useful. Keep to each book's terms: one account per person,
          in your own name.
        </p>
      </Section>

      <Section title="Odds changing between legs, and stale quotes">
        <BulletList>
          <li>
            <Term>Moves between legs.</Term> The longer between the first and last bet, the more
            likely a price has moved. Examples 4.2 and 4.3 show the cost.
          </li>
          <li>
            <Term>Stale quotes.</Term> A price seen in an alert or a feed can lag the bookmaker's
            own site, or belong to a market that has since been suspended. Only the price on the bet
            slip counts.
          </li>
          <li>
            <Term>Acceptance delays and partial acceptance.</Term> Some books hold a bet for a few
            seconds before accepting it (especially in play), or accept a smaller stake than you
            asked for.
          </li>
        </BulletList>
      </Section>

      <Section title="Rules that differ between books">
        <p>Two legs are a hedge only if both books settle the same event the same way.</p>
        <BulletList>
          <li>
            <Term>Tennis retirements.</Term> If a player retires injured, some books void all bets,
            some settle once a set has been completed, and some pay whoever advances. A retirement
            can void one leg and lose the other.
          </li>
          <li>
            <Term>Overtime and extra time.</Term> NFL and NBA moneylines and totals normally include
            overtime; soccer result markets are 90 minutes plus stoppage time; ice hockey has both
            regulation-time 3-way markets and moneylines including overtime and shootout.
          </li>
          <li>
            <Term>Postponement and abandonment.</Term> Books wait different lengths of time before
            voiding a postponed event, and settle abandoned matches differently.
          </li>
          <li>
            <Term>Other cases:</Term> dead heats, pitcher changes in baseball, player props when the
            player does not start.
          </li>
        </BulletList>
      </Section>

      <Section title="Currency and payment fees">
        <p>
          A fee on a deposit, withdrawal or currency conversion comes straight out of the profit.
          Fund the {leg?.outcome.toLowerCase()} leg of Example 3.2 (
          <Num>{money(leg?.stake ?? 0)}</Num>) with a card that charges {pct(fee.feePct, 0)} and the
          fee is <Num>{money(fee.legFee)}</Num>: the guaranteed profit falls from{' '}
          <Num>{money(fee.base.result.worstProfit)}</Num> to{' '}
          <Num className="text-profit">{money(fee.profitAfterLegFee)}</Num>. Pay{' '}
          {pct(fee.feePct, 0)} on the whole <Num>{money(fee.base.result.totalStaked)}</Num> (
          <Num>{money(fee.allLegsFee)}</Num>) and the arb loses at least{' '}
          <Num className="text-loss">{money(-fee.profitAfterAllFees)}</Num>.
        </p>
        <p>
          Keep balances in each book's own currency where you can, and count transfer costs before
          you decide an arb is worth taking.
        </p>
      </Section>

      <Section title="Capital, tax and the law">
        <BulletList>
          <li>
            Stakes stay at the books until the event settles, and balances build up at some books
            and run down at others.
          </li>
          <li>
            Whether sports betting is legal, which bookmakers you may use and how winnings are taxed
            depend on where you live. Check before you start.
          </li>
        </BulletList>
      </Section>

      <Callout kind="danger" title="Responsible gambling">
        <p>
          Arbitrage is still betting with real money. Fund it only with money you can afford to
          lose, set a budget and a time limit, and never chase a loss from a failed leg with bigger
          or riskier bets. If betting stops feeling under control, use the deposit limits and
          self-exclusion tools licensed bookmakers offer, and talk to a problem-gambling helpline
          (in the US, 1-800-GAMBLER).
        </p>
      </Callout>
    </>
  );
}
