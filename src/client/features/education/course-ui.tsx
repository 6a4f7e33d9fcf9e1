import type { ReactNode } from 'react';
import { CircleAlert, Info, Lightbulb, TriangleAlert } from 'lucide-react';

/** A titled section of a module. Paragraphs and lists inside get the course's text style. */
export function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="border-t border-line pt-5 first:border-t-0 first:pt-0">
      <h3 className="text-base font-semibold text-fg">{title}</h3>
      <div className="mt-2 space-y-3 text-sm leading-6 text-fg [&>ol]:max-w-3xl [&>p]:max-w-3xl [&>ul]:max-w-3xl">
        {children}
      </div>
    </section>
  );
}

export function BulletList({
  children,
  ordered = false,
}: {
  children: ReactNode;
  ordered?: boolean;
}) {
  const className = `space-y-1.5 pl-5 marker:text-muted ${ordered ? 'list-decimal' : 'list-disc'}`;
  return ordered ? (
    <ol className={className}>{children}</ol>
  ) : (
    <ul className={className}>{children}</ul>
  );
}

/** Bold lead-in for a list item or definition. */
export function Term({ children }: { children: ReactNode }) {
  return <strong className="font-semibold text-fg">{children}</strong>;
}

/** Inline number: tabular, slightly emphasised. */
export function Num({ children, className = '' }: { children: ReactNode; className?: string }) {
  return <span className={`font-medium tabular-nums ${className}`}>{children}</span>;
}

/** A block of formulas, one per line, in a monospace panel. */
export function Formula({ lines, caption }: { lines: readonly string[]; caption?: string }) {
  return (
    <figure className="overflow-x-auto rounded-md border border-line bg-raised px-3 py-2">
      <div className="space-y-0.5 font-mono text-[13px] leading-6 whitespace-pre text-fg tabular-nums">
        {lines.map((line, i) => (
          <div key={`${i}:${line}`}>{line}</div>
        ))}
      </div>
      {caption ? <figcaption className="mt-1 text-xs text-muted">{caption}</figcaption> : null}
    </figure>
  );
}

type CalloutKind = 'note' | 'tip' | 'warning' | 'danger';

const calloutStyle: Record<CalloutKind, { box: string; icon: ReactNode; label: string }> = {
  note: {
    box: 'border-line bg-raised',
    icon: <Info aria-hidden className="size-4 text-muted" />,
    label: 'Note',
  },
  tip: {
    box: 'border-line bg-raised',
    icon: <Lightbulb aria-hidden className="size-4 text-muted" />,
    label: 'Tip',
  },
  warning: {
    box: 'border-warn bg-warn/10',
    icon: <TriangleAlert aria-hidden className="size-4 text-warn" />,
    label: 'Warning',
  },
  danger: {
    box: 'border-loss bg-loss/10',
    icon: <CircleAlert aria-hidden className="size-4 text-loss" />,
    label: 'Risk',
  },
};

export function Callout({
  kind = 'note',
  title,
  children,
}: {
  kind?: CalloutKind;
  title?: string;
  children: ReactNode;
}) {
  const style = calloutStyle[kind];
  return (
    <aside className={`flex gap-2.5 rounded-md border-l-2 px-3 py-2 ${style.box}`}>
      <span className="mt-1 shrink-0">{style.icon}</span>
      <div className="min-w-0 text-sm leading-6 text-fg">
        <p className="font-semibold text-fg">{title ?? style.label}</p>
        <div className="space-y-2">{children}</div>
      </div>
    </aside>
  );
}

/** Small label/value tiles for an example's summary. */
export function Stat({ label, value, tone = '' }: { label: string; value: string; tone?: string }) {
  return (
    <div className="min-w-0 rounded border border-line px-2.5 py-1.5">
      <dt className="text-xs text-muted">{label}</dt>
      <dd className={`text-sm font-semibold tabular-nums ${tone || 'text-fg'}`}>{value}</dd>
    </div>
  );
}
