/** `width` matches the max-width of the page above it, so the footer lines up with the content. */
export function SiteFooter({ width = 'max-w-6xl' }: { width?: 'max-w-6xl' | 'max-w-7xl' }) {
  return (
    <footer className="border-t border-line py-8 text-xs text-muted">
      <div className={`mx-auto space-y-3 px-4 ${width}`}>
        <p>
          Arbiter provides information for informational use only. It is not financial advice, and
          no return is guaranteed: odds change, and sportsbooks may void bets or limit accounts.
        </p>
        <p>
          Gambling can be addictive. You must be 18+ (21+ where local law requires) to bet. Bet only
          what you can afford to lose. If you or someone you know has a gambling problem, call{' '}
          <a href="tel:+18004262537" className="underline hover:text-fg">
            1-800-GAMBLER
          </a>
          .
        </p>
        <p>© 2026 Arbiter Analytics Ltd. All rights reserved.</p>
      </div>
    </footer>
  );
}
