import { formatOdds } from '../lib/format-figures';
import { useOddsFormat } from '../lib/use-user-settings';

/**
 * A price in the member's odds display (Settings → Preferences) with the other form muted beside
 * it, as legs are listed.
 */
export function OddsPair({ price }: { price: number }) {
  const format = useOddsFormat();
  const other = format === 'decimal' ? 'american' : 'decimal';
  return (
    <>
      {formatOdds(price, format)} <span className="text-muted">({formatOdds(price, other)})</span>
    </>
  );
}
