import { MenuSheet } from './menu-sheet';
import { NavLink } from './nav-link';
import { BOTTOM_BAR_ITEMS } from './nav-items';

/** Small screens only. */
export function BottomBar() {
  return (
    <nav
      aria-label="Bottom bar"
      className="fixed inset-x-0 bottom-0 z-30 flex border-t border-line bg-surface/95 backdrop-blur md:hidden"
    >
      {BOTTOM_BAR_ITEMS.map((item) => (
        <NavLink key={item.label} item={item} look="bar" />
      ))}
      <MenuSheet />
    </nav>
  );
}
