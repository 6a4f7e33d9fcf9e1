import type { ReactNode } from 'react';
import { ArbExampleTable } from '../arb-example-table';
import { BulletList, Callout, Formula, Num, Section, Term } from '../course-ui';
import { money, pct } from '../format';
import { limitedLegExample, movedLossExample, movedStillArbExample } from '../worked-examples';

function Phase({ step, title, children }: { step: number; title: string; children: ReactNode }) {
  return <Section title={`Phase ${step}: ${title}`}>{children}</Section>;
}

export function ExecutionGuide() {
  const limited = limitedLegExample;
  const limitedOther = limited.legs[1];
  const still = movedStillArbExample.result;
  const loss = movedLossExample.result;
  return (
    <>
      <p className="text-sm leading-6 text-fg">
        An arb is only as good as its execution. Work through the same four phases every time, in
        order, and decide in advance what you will do when something goes wrong.
      </p>

      <Phase step={1} title="Verify before any money moves">
        <BulletList>
          <li>
            <Term>Same event, same market.</Term> Same teams or players, same date, same period
            (full game, not first half), same line on spreads and totals.
          </li>
          <li>
            <Term>Every outcome covered.</Term> Two legs for a two-way market, three for 1X2.
          </li>
          <li>
            <Term>Prices are live.</Term> Open each market on the bookmaker's own site and confirm
            the odds there. An alert tells you a price existed a moment ago, not that it still does.
          </li>
          <li>
            <Term>Rules match.</Term> Overtime, player retirement, postponement and void rules
            (Module 6).
          </li>
          <li>
            <Term>Money and limits.</Term> Enough balance at each book, and an idea of each book's
            maximum stake on this market.
          </li>
          <li>
            <Term>Recompute.</Term> Enter the prices you actually see into the stake calculator,
            choose your rounding, and check the worst outcome is still a profit.
          </li>
        </BulletList>
      </Phase>

      <Phase step={2} title="Place the harder leg first">
        <p>
          The <Term>harder leg</Term> is the one most likely to fail: the book most likely to limit
          or reject you, the price most out of line with the market (it will be corrected first), or
          a market with a delay before bets are accepted. If that leg is refused you have lost
          nothing; if the easy leg went first you would be holding an open bet.
        </p>
        <p>
          If the book accepts less than you asked for, size the whole arb from what it accepted:
        </p>
        <Formula
          lines={[
            'Total  = accepted stake × d(limited) × Σ',
            'stakeⱼ = accepted stake × d(limited) / dⱼ     (same payout on every leg)',
          ]}
        />
        <p>
          In Example 4.1 Book A takes only {money(limited.legs[0]?.stake ?? 0)}, so the total
          becomes <Num>{money(limited.result.total)}</Num> and Player B gets{' '}
          <Num>{money(limitedOther?.stake ?? 0)}</Num>. The Arbitrage % is unchanged at{' '}
          <Num>{pct(limited.result.arbitragePct)}</Num>; only the amount shrinks.
        </p>
        <ArbExampleTable example={limitedLegExample} />
      </Phase>

      <Phase step={3} title="Confirm each bet">
        <p>
          Open the bet history at each book and check the bet was <Term>accepted</Term>, at the{' '}
          <Term>price</Term> you used, for the <Term>stake</Term> you meant, on the right{' '}
          <Term>selection</Term>. Only then move on to the next leg, and place it straight away.
        </p>
        <p>
          If the second price moves before you get to it, recompute with the stake you already
          placed held fixed (the formula above). A small move usually leaves a smaller arb (Example
          4.2, <Num className="text-profit">{pct(still.worstReturnPct)}</Num>). A larger one means
          hedging locks in a small loss (Example 4.3,{' '}
          <Num className="text-loss">{money(loss.worstProfit)}</Num>).
        </p>
        <ArbExampleTable example={movedStillArbExample} />
        <ArbExampleTable example={movedLossExample} />
        <Callout kind="warning" title="An unhedged leg is a bet, not an arb">
          <p>
            When the second price is gone, your choices are: take the best remaining price at
            another book, hedge for a known small loss as in Example 4.3, or leave the first bet
            open and accept its full risk. Decide which you will do before you start, not while the
            price is moving.
          </p>
        </Callout>
      </Phase>

      <Phase step={4} title="Record">
        <BulletList>
          <li>
            Record every leg: event, market, book, odds, stake and the time you placed it. Arbiter's
            history lists the opportunities you open or execute, with their profit and ROI; your own
            notes add what each book actually accepted and paid.
          </li>
          <li>
            When the event settles, check each book paid what you calculated. Disputes go better
            with a record made at the time.
          </li>
          <li>
            Track your balance at each book. Winning legs pile money up at some books and drain
            others; plan withdrawals and deposits before the next arb, not during it.
          </li>
        </BulletList>
      </Phase>
    </>
  );
}
