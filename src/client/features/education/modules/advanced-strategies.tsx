import { Calculator, History, Mail, Radar } from 'lucide-react';
import type { LucideIcon } from 'lucide-react';
import { MiddleExampleTable, ValueBetSummary } from '../advanced-example-tables';
import { middleExample, valueBetExample } from '../advanced-examples';
import { ArbExampleTable } from '../arb-example-table';
import { BulletList, Callout, Formula, Num, Section, Term } from '../course-ui';
import { decimalOdds, money, pct } from '../format';
import { exchangeExample } from '../worked-examples';

const tools: readonly { icon: LucideIcon; title: string; text: string }[] = [
  {
    icon: Radar,
    title: 'Detection',
    text:
      'Arbiter’s server compares live prices across bookmakers and flags events where the best ' +
      'prices, one per outcome, imply less than 100% in total. It shows the Arbitrage % (1/Σ − 1) ' +
      'and the stake for each book. It also compares each price with a fair line, the sharpest ' +
      'book with its margin removed, and flags bets priced above it with their expected value.',
  },
  {
    icon: Calculator,
    title: 'Stake calculator',
    text:
      'Splits a total across the legs with the formula from Module 2 and shows each stake, the ' +
      'payout and the profit. Re-run it with the prices you actually see before you bet.',
  },
  {
    icon: Mail,
    title: 'E-mail alerts',
    text:
      'An e-mail when an opportunity matches your sports and thresholds. By the time you read it ' +
      'the prices may have moved: verify them at each book first.',
  },
  {
    icon: History,
    title: 'History',
    text: 'The opportunities you open or execute, with their real profit and ROI over time.',
  },
];

export function AdvancedStrategies() {
  const m = middleExample;
  const middle = m.scenarios.find((s) => s.winningLegs.length === m.legs.length);
  const side = m.scenarios.find((s) => s.winningLegs.length === 1);
  const v = valueBetExample;
  const [s1, s2] = v.sharpOdds;
  const p = (v.fairPct / 100).toFixed(2);
  const d = decimalOdds(v.offeredOdds);
  return (
    <>
      <Section title="What Arbiter does for you">
        <ul className="grid gap-2 sm:grid-cols-2">
          {tools.map(({ icon: Icon, title, text }) => (
            <li key={title} className="rounded-md border border-line bg-surface p-3">
              <p className="flex items-center gap-2 font-semibold text-fg">
                <Icon aria-hidden className="size-4 text-muted" />
                {title}
              </p>
              <p className="mt-1 text-muted">{text}</p>
            </li>
          ))}
        </ul>
        <p>
          Arbiter finds and sizes opportunities; you place every bet yourself, at each bookmaker,
          after checking the price there.
        </p>
      </Section>

      <Section title="Exchanges and commission">
        <p>
          On a betting exchange you bet against other customers and pay commission on net winnings.
          Convert the exchange price to its effective decimal, 1 + (d − 1)(1 − c), before checking
          Σ. Ignoring commission here would report{' '}
          <Num>{pct(exchangeExample.result.grossArbitragePct ?? 0)}</Num>; the real figure is{' '}
          <Num>{pct(exchangeExample.result.arbitragePct)}</Num>.
        </p>
        <ArbExampleTable example={exchangeExample} />
        <p>
          Exchanges also let you <Term>lay</Term> an outcome (bet that it will not happen). A lay at
          odds L for a backer's stake S risks a liability of S × (L − 1) and covers every other
          outcome in one bet.
        </p>
      </Section>

      <Section title="Middles">
        <p>
          A <Term>middle</Term> uses two different lines so that one range of results wins both
          bets. Unlike an arb it is not guaranteed: outside the middle one bet wins and one loses,
          usually for a small loss.
        </p>
        <MiddleExampleTable example={m} />
        <Formula
          lines={[
            'break-even probability = loss outside ÷ (profit in middle + loss outside)',
            `                       = ${money(-(side?.profit ?? 0))} ÷ (${money(middle?.profit ?? 0)} + ${money(-(side?.profit ?? 0))}) = ${pct(m.breakEvenPct)}`,
          ]}
        />
        <p>
          The middle is worth taking only if you expect the final total to land on 46 or 47 more
          than <Num>{pct(m.breakEvenPct)}</Num> of the time. That frequency is an estimate from the
          sport's scoring history, not a certainty.
        </p>
      </Section>

      <Section title="Value bets: expected value and Kelly">
        <p>
          A <Term>value bet</Term> is a single bet whose price is higher than the outcome's fair
          probability justifies. It loses often; it is profitable only on average, over many bets.
        </p>
        <Formula
          lines={['EV per $1 staked   = p × d − 1', 'Kelly fraction  f  = (p × d − 1) / (d − 1)']}
        />
        <p>
          Estimate p from a sharp book with its margin removed: at {decimalOdds(s1)} /{' '}
          {decimalOdds(s2)} each side is (1/{decimalOdds(s1)}) ÷ (1/{decimalOdds(s1)} + 1/
          {decimalOdds(s2)}) = <Num>{pct(v.fairPct)}</Num>. Another book offers <Num>{d}</Num>:
        </p>
        <Formula
          lines={[
            `EV    = ${p} × ${d} − 1 = ${pct(v.evPct)}`,
            `Kelly = (${p} × ${d} − 1) / (${d} − 1) = ${pct(v.kellyPct)}`,
          ]}
        />
        <ValueBetSummary example={v} />
        <Callout kind="warning" title="Kelly assumes p is right">
          <p>
            Full Kelly maximises long-run growth only if the probability is exact. An overestimated
            p means overbetting, so most bettors stake a fraction of Kelly: a quarter Kelly here is{' '}
            <Num>{money(v.fractionalKellyStake)}</Num> instead of{' '}
            <Num>{money(v.fullKellyStake)}</Num> (both rounded down to the cent).
          </p>
        </Callout>
      </Section>

      <Section title="Running several books">
        <BulletList>
          <li>Keep a working balance at each book so a leg never waits for a deposit.</li>
          <li>Rebalance between books on a schedule, counting each transfer's fees and delays.</li>
          <li>
            Size arbs by the smallest limit among the legs (Module 4), not by your total bankroll.
          </li>
        </BulletList>
      </Section>
    </>
  );
}
