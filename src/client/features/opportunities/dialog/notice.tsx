import { AlertTriangle, Info, ShieldAlert } from 'lucide-react';
import type { ReactNode } from 'react';

const TONES = {
  info: { className: 'border-line text-muted', Icon: Info },
  warn: { className: 'border-warn/40 text-warn', Icon: AlertTriangle },
  loss: { className: 'border-loss/50 text-loss', Icon: ShieldAlert },
} as const;

/** A one-line message in the dialog: amber for caution, red for a loss. */
export function Notice({ tone, children }: { tone: keyof typeof TONES; children: ReactNode }) {
  const { className, Icon } = TONES[tone];
  return (
    <p
      role={tone === 'loss' ? 'alert' : undefined}
      className={`flex items-start gap-2 rounded-md border px-3 py-2 text-sm ${className}`}
    >
      <Icon className="mt-0.5 size-4 shrink-0" aria-hidden />
      <span>{children}</span>
    </p>
  );
}
