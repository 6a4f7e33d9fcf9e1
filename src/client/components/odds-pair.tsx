import { formatAmericanOdds, formatDecimalOdds } from '../lib/format-figures';

/** A price in decimal odds with the American form muted beside it, as legs are listed. */
export function OddsPair({ price }: { price: number }) {
  return (
    <>
      {formatDecimalOdds(price)} <span className="text-muted">({formatAmericanOdds(price)})</span>
    </>
  );
}
