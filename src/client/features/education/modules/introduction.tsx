import { ChevronRight } from 'lucide-react';
import { BulletList, Callout, Section, Term } from '../course-ui';
import { DifficultyBadge } from '../difficulty-badge';
import type { CourseModule } from '../types';

/** The default screen of the course: what it covers and how to use it. */
export function Introduction({
  modules,
  onSelect,
}: {
  modules: readonly CourseModule[];
  onSelect: (id: string) => void;
}) {
  return (
    <>
      <Section title="What this course covers">
        <p>
          Six short modules take you from the definition of a sports arbitrage to placing one
          safely: the maths behind every number Arbiter shows, worked examples in the markets you
          will meet most, a routine for executing the bets, and the risks that make arbitrage less
          certain than its arithmetic.
        </p>
        <ol className="grid gap-2 sm:grid-cols-2">
          {modules.map((m) => (
            <li key={m.id}>
              <button
                type="button"
                onClick={() => onSelect(m.id)}
                className="group flex h-full w-full flex-col items-start gap-1.5 rounded-md border border-line bg-surface p-3 text-left transition-colors hover:bg-raised focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-fg"
              >
                <span className="flex w-full items-center gap-2">
                  <span className="font-mono text-xs text-muted tabular-nums">
                    {String(m.number).padStart(2, '0')}
                  </span>
                  <span className="flex-1 font-semibold text-fg">{m.title}</span>
                  <ChevronRight
                    aria-hidden
                    className="size-4 text-muted transition-transform group-hover:translate-x-0.5"
                  />
                </span>
                <span className="text-muted">{m.summary}</span>
                <DifficultyBadge difficulty={m.difficulty} />
              </button>
            </li>
          ))}
        </ol>
      </Section>

      <Section title="How to use it">
        <BulletList>
          <li>
            <Term>Read in order the first time.</Term> Each module uses the results of the one
            before; the badges show how demanding each one is.
          </li>
          <li>
            <Term>Work the examples yourself.</Term> Every example table starts from the odds and
            the total stake; recompute a row or two with a calculator, or with Arbiter's stake
            calculator, until the formulas feel routine.
          </li>
          <li>
            <Term>Reading an example table:</Term> one row per outcome, with the price as quoted,
            its decimal value, the implied probability 1/d, the stake, what the leg returns if that
            outcome happens, and the profit after all stakes. The tiles below the table give Σ, the
            Arbitrage %, the market margin and the profit you can count on.
          </li>
          <li>
            <Term>Conventions.</Term> Amounts are in US dollars. Stakes are rounded to the nearest
            cent unless an example says otherwise; payouts are rounded down to the cent and
            commission up, as bookmakers settle in their own favour; percentages are rounded to two
            decimals. Prices are illustrative, not quotes from real bookmakers.
          </li>
        </BulletList>
      </Section>

      <Callout kind="note" title="Education, not advice">
        <p>
          This course explains how arbitrage works; it does not promise profits. Betting may be
          restricted where you live, and every bet you place is your own decision.
        </p>
      </Callout>
    </>
  );
}
