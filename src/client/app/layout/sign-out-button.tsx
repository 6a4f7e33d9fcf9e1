import { LogOut } from 'lucide-react';
import { buttonClass } from '../../components/button-styles';
import { useSignOut } from '../../lib/use-sign-out';

export function SignOutButton({
  className = '',
  wide = false,
}: {
  className?: string;
  wide?: boolean;
}) {
  const signOut = useSignOut();
  return (
    <button
      type="button"
      onClick={signOut}
      className={`${buttonClass('secondary', wide ? 'w-full' : '')} ${className}`}
    >
      <LogOut className="size-4" aria-hidden />
      Sign Out
    </button>
  );
}
