import { Menu } from 'lucide-react';
import { Dialog } from 'radix-ui';
import { useState } from 'react';
import { iconButtonClass } from '../../components/button-styles';
import { NavLink } from './nav-link';
import { SIDE_PANEL_ITEMS } from './nav-items';
import { PlanCard } from './plan-card';
import { SignOutButton } from './sign-out-button';

/** The hamburger and its side panel, for small screens. */
export function SidePanel() {
  const [open, setOpen] = useState(false);
  const close = () => setOpen(false);
  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger className={`${iconButtonClass} md:hidden`} aria-label="Open navigation">
        <Menu className="size-5" aria-hidden />
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-black/60" />
        <Dialog.Content className="fixed inset-y-0 left-0 z-50 flex w-72 max-w-[85vw] flex-col gap-4 overflow-y-auto border-r border-line bg-surface p-4 focus:outline-none">
          <Dialog.Title className="px-3 text-lg font-semibold">Arbiter</Dialog.Title>
          <Dialog.Description className="sr-only">Navigation and your plan</Dialog.Description>
          <nav aria-label="Side panel" className="flex flex-col gap-1">
            {SIDE_PANEL_ITEMS.map((item) => (
              <NavLink key={item.label} item={item} look="panel" onNavigate={close} />
            ))}
          </nav>
          <div className="mt-auto space-y-3">
            <PlanCard onNavigate={close} />
            <SignOutButton wide />
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
