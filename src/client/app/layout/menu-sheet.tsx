import { Menu } from 'lucide-react';
import { Dialog } from 'radix-ui';
import { useState } from 'react';
import { useAuth } from '../../lib/use-auth';
import { NavLink } from './nav-link';
import { menuSheetItems } from './nav-items';
import { SignOutButton } from './sign-out-button';

/** The bottom bar's Menu button and the sheet it opens. */
export function MenuSheet() {
  const [open, setOpen] = useState(false);
  const auth = useAuth();
  const close = () => setOpen(false);
  const items = menuSheetItems(auth);
  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger className="flex flex-1 flex-col items-center gap-1 py-2 text-[11px] text-muted">
        <Menu className="size-5" aria-hidden />
        Menu
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-black/60" />
        <Dialog.Content className="fixed inset-x-0 bottom-0 z-50 max-h-[85dvh] overflow-y-auto rounded-t-xl border-t border-line bg-surface p-4 pb-8 focus:outline-none">
          <Dialog.Title className="px-3 text-base font-semibold">Menu</Dialog.Title>
          <Dialog.Description className="sr-only">All pages</Dialog.Description>
          <nav aria-label="Menu" className="mt-2 flex flex-col gap-1">
            {items.map((item) => (
              <NavLink key={item.label} item={item} look="panel" onNavigate={close} />
            ))}
          </nav>
          {auth.isAuthenticated && <SignOutButton wide className="mt-4" />}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
