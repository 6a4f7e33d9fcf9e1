import { useCallback, useEffect, useRef } from 'react';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useSearchParams } from 'wouter';
import { buttonClass } from '../../components/button-styles';
import { PageHeader } from '../../components/page-header';
import { CourseNav } from './course-nav';
import { courseModules } from './course-modules';
import { DifficultyBadge } from './difficulty-badge';
import { Introduction } from './modules/introduction';

const PARAM = 'module';

/** /education: the "Arbitrage Betting Mastery" course. The open module is kept in ?module=. */
export function EducationPage() {
  const [params, setParams] = useSearchParams();
  const requested = params.get(PARAM);
  const index = courseModules.findIndex((m) => m.id === requested);
  const current = courseModules[index] ?? null;
  const selectedId = current?.id ?? null;

  const headingRef = useRef<HTMLHeadingElement>(null);
  const focusPending = useRef(false);

  const select = useCallback(
    (id: string | null) => {
      if (id === selectedId) return;
      focusPending.current = true;
      setParams((prev) => {
        const next = new URLSearchParams(prev);
        if (id === null) next.delete(PARAM);
        else next.set(PARAM, id);
        return next;
      });
    },
    [selectedId, setParams],
  );

  // After the reader picks a module, move focus (and the view) to its title.
  useEffect(() => {
    if (!focusPending.current) return;
    focusPending.current = false;
    const heading = headingRef.current;
    if (!heading) return;
    heading.focus({ preventScroll: true });
    const { top } = heading.getBoundingClientRect();
    if (top < 0 || top > window.innerHeight * 0.6) {
      heading.scrollIntoView({ block: 'start' });
    }
  }, [selectedId]);

  const previous = index > 0 ? courseModules[index - 1] : undefined;
  const next = index < courseModules.length - 1 ? courseModules[index + 1] : undefined;

  return (
    <div className="pb-8">
      <PageHeader
        title="Arbitrage Betting Mastery"
        subtitle="A six-module course on finding, sizing and safely executing sports arbitrage, with every worked example computed to the cent."
      />

      <div className="lg:grid lg:grid-cols-[15rem_minmax(0,1fr)] lg:gap-8">
        <CourseNav modules={courseModules} selectedId={selectedId} onSelect={select} />

        <article aria-labelledby="course-module-title" className="mt-4 min-w-0 lg:mt-0">
          <header className="mb-5 border-b border-line pb-4">
            <p className="flex flex-wrap items-center gap-2 text-xs text-muted">
              {current ? (
                <>
                  <span className="tabular-nums">
                    Module {current.number} of {courseModules.length}
                  </span>
                  <DifficultyBadge difficulty={current.difficulty} />
                </>
              ) : (
                <span>Start here</span>
              )}
            </p>
            <h2
              id="course-module-title"
              ref={headingRef}
              tabIndex={-1}
              className="mt-1 scroll-mt-24 text-xl font-semibold tracking-tight text-fg outline-none"
            >
              {current ? current.title : 'Introduction'}
            </h2>
            {current ? (
              <div className="mt-3">
                <p className="text-[11px] font-medium tracking-wide text-muted uppercase">
                  In this module
                </p>
                <ul className="mt-1 grid gap-x-6 gap-y-0.5 text-sm text-fg sm:grid-cols-2">
                  {current.objectives.map((objective) => (
                    <li key={objective} className="flex gap-2">
                      <span aria-hidden className="text-muted">
                        ›
                      </span>
                      {objective}
                    </li>
                  ))}
                </ul>
              </div>
            ) : (
              <p className="mt-1 max-w-3xl text-sm text-muted">
                What the course covers and how to get the most out of it.
              </p>
            )}
          </header>

          <div className="space-y-6">
            {current ? (
              <current.Content />
            ) : (
              <Introduction modules={courseModules} onSelect={select} />
            )}
          </div>

          <footer className="mt-8 flex flex-col gap-2 border-t border-line pt-4 sm:flex-row sm:justify-between">
            {current ? (
              <button
                type="button"
                className={buttonClass('secondary', 'justify-start sm:justify-center')}
                onClick={() => select(previous?.id ?? null)}
              >
                <ChevronLeft aria-hidden className="size-4" />
                <span className="truncate">{previous ? previous.title : 'Introduction'}</span>
              </button>
            ) : (
              <span />
            )}
            {next ? (
              <button
                type="button"
                className={buttonClass('primary', 'justify-end sm:justify-center')}
                onClick={() => select(next.id)}
              >
                <span className="truncate">
                  {current ? `Next: ${next.title}` : `Start: ${next.title}`}
                </span>
                <ChevronRight aria-hidden className="size-4" />
              </button>
            ) : null}
          </footer>
        </article>
      </div>
    </div>
  );
}
