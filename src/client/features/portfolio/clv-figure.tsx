import type { Bet } from '../../../contracts/portfolio';
import { InfoTip } from '../../components/info-tip';
import { clvNote } from '../../../core/how-computed';
import { DEFAULT_DEVIG_METHOD } from '../../../core/value';
import { formatDecimalOdds, formatSignedPercent, profitTone } from '../../lib/format-figures';
import { bookTitle } from './bet-labels';

// The close is devigged by the default method (core/portfolio/closing-line.ts).
const METHOD = clvNote({ method: DEFAULT_DEVIG_METHOD });

/** A bet's closing-line value, with how it was computed for this very bet. */
export function ClvFigure({ bet }: { bet: Bet }) {
  if (bet.clv === null || bet.fairClosingOdds === null) {
    return (
      <span className="inline-flex items-center gap-1 text-muted">
        not known
        <InfoTip label="Why CLV is not known">
          {bet.eventId === null
            ? 'CLV needs the closing prices of an event Arbiter follows; this bet is not linked to one.'
            : 'CLV is known once the event starts: it compares your odds with the fair closing odds.'}{' '}
          {METHOD}
        </InfoTip>
      </span>
    );
  }
  return (
    <span className="inline-flex items-center gap-1">
      <span className={profitTone(bet.clv)}>{formatSignedPercent(bet.clv * 100)}</span>
      <InfoTip label="How CLV is computed">
        {clvNote({
          method: DEFAULT_DEVIG_METHOD,
          odds: bet.odds,
          fairClosingOdds: bet.fairClosingOdds,
        })}
        {bet.closingOdds !== null &&
          ` ${bookTitle(bet.book)} itself closed at ${formatDecimalOdds(bet.closingOdds)}.`}
      </InfoTip>
    </span>
  );
}
