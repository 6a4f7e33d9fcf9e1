import { BulletList, Callout, Num, Section, Term } from '../course-ui';
import { money, pct } from '../format';
import { tennisExample } from '../worked-examples';

export function WhatIsArbitrage() {
  const [a, b] = tennisExample.legs;
  const { result } = tennisExample;
  return (
    <>
      <Section title="The idea in one paragraph">
        <p>
          Sports arbitrage (an <em>arb</em> or <em>sure bet</em>) means backing{' '}
          <Term>every possible outcome</Term> of an event, each at the bookmaker offering the best
          price, in amounts chosen so that the same sum comes back whichever outcome happens. When
          the best prices disagree enough, that sum is larger than the total you staked, and the
          difference is locked in before the event starts. You are not predicting anything: the
          profit comes from two or more bookmakers disagreeing about the same probabilities.
        </p>
      </Section>

      <Section title="A first example">
        <p>
          A tennis match has two outcomes. Book A offers <Num>{a?.decimal.toFixed(2)}</Num> on
          Player A; Book B offers <Num>{b?.decimal.toFixed(2)}</Num> on Player B. Each price looks
          ordinary, but together they imply probabilities of <Num>{pct(a?.impliedPct ?? 0)}</Num>{' '}
          and <Num>{pct(b?.impliedPct ?? 0)}</Num>, which add up to less than 100%. Staking{' '}
          <Num>{money(a?.stake ?? 0)}</Num> on Player A at Book A and{' '}
          <Num>{money(b?.stake ?? 0)}</Num> on Player B at Book B (
          <Num>{money(result.totalStaked)}</Num> in all) returns <Num>{money(a?.payout ?? 0)}</Num>{' '}
          if Player A wins and <Num>{money(b?.payout ?? 0)}</Num> if Player B wins. Either way you
          are ahead by at least <Num className="text-profit">{money(result.worstProfit)}</Num>, a
          return of <Num>{pct(result.arbitragePct)}</Num>. The two returns differ by two cents only
          because stakes and payouts are whole cents. Module 2 shows where these numbers come from.
        </p>
      </Section>

      <Section title="Why the prices disagree">
        <BulletList>
          <li>
            <Term>Independent pricing.</Term> Each bookmaker sets and moves its own odds, using its
            own models, traders and risk position.
          </li>
          <li>
            <Term>Speed.</Term> After news (an injury, a line-up, a goal) some books update within
            seconds and others lag. Most arbs are short-lived for this reason.
          </li>
          <li>
            <Term>Balancing their books.</Term> A bookmaker with too much money on one side
            lengthens the other side's price to attract bets, regardless of what others offer.
          </li>
          <li>
            <Term>Different customers.</Term> Books serving mostly recreational bettors often shade
            prices towards popular teams, leaving value on the other side elsewhere.
          </li>
          <li>
            <Term>Promotions and odds boosts</Term> temporarily price an outcome above the market.
          </li>
        </BulletList>
      </Section>

      <Section title="What arbitrage is not">
        <BulletList>
          <li>
            <Term>Not value betting.</Term> A value bet wins money on average but loses individual
            bets; an arb covers every outcome and wins the same amount on each. (Value bets are in
            Module 5.)
          </li>
          <li>
            <Term>Not free of risk in practice.</Term> The maths is certain; the execution is not.
            Prices move between bets, bets get voided, and accounts get limited. Module 6 covers
            each of these.
          </li>
          <li>
            <Term>Not large.</Term> Genuine arbs are usually a few percent or less. A figure far
            above that is more often a mistake (a wrong market, a missing outcome, a palpable error)
            than an opportunity.
          </li>
        </BulletList>
      </Section>

      <Section title="Vocabulary used in this course">
        <dl className="grid gap-x-6 gap-y-2 sm:grid-cols-2">
          {glossary.map(([term, definition]) => (
            <div key={term}>
              <dt className="font-semibold text-fg">{term}</dt>
              <dd>{definition}</dd>
            </div>
          ))}
        </dl>
      </Section>

      <Callout kind="tip" title="Keep in mind">
        <p>
          The edge in an arb is small and fixed; the costs (a missed leg, a void, a fee) can be
          large. Everything in the later modules is about keeping the edge you calculated.
        </p>
      </Callout>
    </>
  );
}

const glossary: readonly (readonly [string, string])[] = [
  ['Leg', 'One bet of an arb: one outcome at one bookmaker.'],
  ['Decimal odds (d)', 'Total returned per $1 staked, stake included. 2.10 returns $2.10.'],
  ['Implied probability', 'The chance a price implies: 1/d for decimal odds.'],
  ['Σ (sum of 1/d)', 'The implied probabilities of all outcomes added up. Below 1 means an arb.'],
  ['Arbitrage %', 'Arbiter’s figure: guaranteed profit as a share of the total staked, 1/Σ − 1.'],
  ['Stake split', 'How the total is divided between the legs so every outcome pays the same.'],
  ['Palpable error', 'An obviously wrong price; bookmakers’ rules let them void such bets.'],
  ['Limit', 'The maximum stake a bookmaker accepts on a market or from an account.'],
];
