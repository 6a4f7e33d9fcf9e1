import { useEffect, useRef } from 'react';
import type { ReactNode } from 'react';
import { BookOpen } from 'lucide-react';
import { DifficultyBadge } from './difficulty-badge';
import type { CourseModule } from './types';

/**
 * The module list: a horizontal scroller above the content on small screens, a sticky sidebar
 * from lg up. `selectedId` null is the introduction.
 */
export function CourseNav({
  modules,
  selectedId,
  onSelect,
}: {
  modules: readonly CourseModule[];
  selectedId: string | null;
  onSelect: (id: string | null) => void;
}) {
  const listRef = useRef<HTMLOListElement>(null);

  // Keep the selected item visible in the horizontal scroller (no vertical page scroll).
  useEffect(() => {
    const list = listRef.current;
    const item = list?.querySelector<HTMLElement>('[aria-current="true"]');
    if (!list || !item || list.scrollWidth <= list.clientWidth) return;
    const offset = item.getBoundingClientRect().left - list.getBoundingClientRect().left;
    list.scrollLeft += offset - 16;
  }, [selectedId]);

  return (
    <nav aria-label="Course modules" className="min-w-0 lg:sticky lg:top-20 lg:self-start">
      <p className="mb-2 hidden text-[11px] font-medium tracking-wide text-muted uppercase lg:block">
        Modules
      </p>
      <ol
        ref={listRef}
        className="-mx-4 flex snap-x gap-2 overflow-x-auto px-4 pb-2 lg:mx-0 lg:flex-col lg:gap-1 lg:overflow-visible lg:px-0 lg:pb-0"
      >
        <li className="shrink-0 snap-start lg:shrink">
          <NavButton
            current={selectedId === null}
            onClick={() => onSelect(null)}
            marker={<BookOpen aria-hidden className="size-3.5" />}
            title="Introduction"
            detail={<span className="text-[11px] text-muted">Start here</span>}
          />
        </li>
        {modules.map((m) => (
          <li key={m.id} className="shrink-0 snap-start lg:shrink">
            <NavButton
              current={selectedId === m.id}
              onClick={() => onSelect(m.id)}
              marker={m.number}
              title={m.title}
              detail={<DifficultyBadge difficulty={m.difficulty} />}
            />
          </li>
        ))}
      </ol>
    </nav>
  );
}

function NavButton({
  current,
  onClick,
  marker,
  title,
  detail,
}: {
  current: boolean;
  onClick: () => void;
  marker: ReactNode;
  title: string;
  detail: ReactNode;
}) {
  return (
    <button
      type="button"
      onClick={onClick}
      aria-current={current ? 'true' : undefined}
      className={`flex h-full w-56 items-start gap-2.5 rounded-md border px-2.5 py-2 text-left text-sm transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-fg lg:w-full ${
        current
          ? 'border-fg/40 bg-raised text-fg'
          : 'border-line bg-surface text-muted hover:bg-raised hover:text-fg lg:border-transparent lg:bg-transparent'
      }`}
    >
      <span
        className={`mt-0.5 flex size-5 shrink-0 items-center justify-center rounded font-mono text-[11px] tabular-nums ${
          current ? 'bg-fg text-bg' : 'border border-line text-muted'
        }`}
      >
        {marker}
      </span>
      <span className="flex min-w-0 flex-col items-start gap-1">
        <span className={`leading-5 ${current ? 'font-semibold' : 'font-medium'}`}>{title}</span>
        {detail}
      </span>
    </button>
  );
}
