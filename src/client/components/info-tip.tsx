import { Info } from 'lucide-react';
import { Popover } from 'radix-ui';
import type { ReactNode } from 'react';

/**
 * An "i" that explains a figure: how it is computed. A popover rather than a hover tooltip, so a
 * tap on a phone opens it as a click or the keyboard does on a desktop.
 */
export function InfoTip({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Popover.Root>
      <Popover.Trigger
        aria-label={label}
        className="inline-flex size-5 shrink-0 items-center justify-center rounded-full align-middle text-muted hover:text-fg focus-visible:outline-2 focus-visible:outline-fg"
      >
        <Info className="size-3.5" aria-hidden />
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content
          side="top"
          sideOffset={6}
          collisionPadding={8}
          className="z-50 max-w-72 rounded-md border border-line bg-surface px-3 py-2 text-xs leading-relaxed text-fg shadow-lg"
        >
          {children}
          <Popover.Arrow className="fill-line" />
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
