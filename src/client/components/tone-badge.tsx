import type { ReactNode } from 'react';

export type BadgeTone = 'neutral' | 'profit' | 'loss' | 'warn' | 'info';

const TONES: Record<BadgeTone, string> = {
  neutral: 'border-line text-muted',
  profit: 'border-profit/40 text-profit',
  loss: 'border-loss/40 text-loss',
  warn: 'border-warn/40 text-warn',
  info: 'border-sky-500/40 text-sky-600 dark:text-sky-400',
};

/** A small outlined label; the tone carries meaning only (profit, loss, warning). */
export function ToneBadge({
  tone = 'neutral',
  children,
  className = '',
}: {
  tone?: BadgeTone;
  children: ReactNode;
  className?: string;
}) {
  return (
    <span
      className={`inline-flex shrink-0 items-center gap-1 rounded border px-1.5 py-0.5 text-[11px] leading-none font-medium ${TONES[tone]} ${className}`}
    >
      {children}
    </span>
  );
}
