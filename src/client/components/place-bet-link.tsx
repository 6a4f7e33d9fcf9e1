import { ExternalLink } from 'lucide-react';
import { buttonClass } from './button-styles';
import type { ButtonVariant } from './button-styles';

/**
 * The "Place Bet" button that opens a sportsbook in a new tab. `noopener` keeps
 * the book's page from reaching back into this one.
 */
export function PlaceBetLink({
  href,
  variant,
}: {
  href: string | undefined;
  variant: ButtonVariant;
}) {
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      className={buttonClass(variant, 'ml-auto h-8 px-3')}
    >
      Place Bet
      <ExternalLink className="size-3.5" aria-hidden />
    </a>
  );
}
