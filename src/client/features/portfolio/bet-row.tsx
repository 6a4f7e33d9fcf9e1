import { CheckCircle2, Pencil, Trash2 } from 'lucide-react';
import type { ReactNode } from 'react';
import type { Bet } from '../../../contracts/portfolio';
import { sportGroupOf, sportIcon } from '../../../core/catalog/sports';
import { buttonClass } from '../../components/button-styles';
import { OddsPair } from '../../components/odds-pair';
import { ToneBadge } from '../../components/tone-badge';
import { formatMoney, formatSignedMoney, profitTone } from '../../lib/format-figures';
import { formatDateTime } from '../../lib/format-time';
import { marketKeyLabel } from '../../../core/market-label';
import { sportKeyLabel } from '../../lib/sport-key-label';
import {
  betSelectionLabel,
  bookTitle,
  KIND_LABELS,
  settledByLabel,
  STATUS_LABELS,
  STATUS_TONES,
} from './bet-labels';
import { ClvFigure } from './clv-figure';

export type BetAction = 'edit' | 'settle' | 'delete';

function Item({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs text-muted">{label}</dt>
      <dd className="tabular-nums">{children}</dd>
    </div>
  );
}

/** One bet: what, where, at what price, how it ended, its CLV, and what can be done with it. */
export function BetRow({ bet, onAction }: { bet: Bet; onAction: (action: BetAction) => void }) {
  const settledBy = settledByLabel(bet);
  const small = buttonClass('ghost', 'h-8 px-2');
  return (
    <li>
      <article
        aria-label={`${bet.homeTeam} vs ${bet.awayTeam}, ${betSelectionLabel(bet)}`}
        className="space-y-3 rounded-lg border border-line bg-surface p-4"
      >
        <div className="flex flex-wrap items-start gap-2">
          <h3 className="min-w-0 flex-1 font-medium">
            <span aria-hidden>{sportIcon(sportGroupOf(bet.sport))}</span> {bet.homeTeam}{' '}
            <span className="text-muted">vs</span> {bet.awayTeam}
            <span className="block text-xs font-normal text-muted">
              {sportKeyLabel(bet.sport)}
              {bet.commenceTime !== null && ` · ${formatDateTime(bet.commenceTime)}`}
            </span>
          </h3>
          <ToneBadge>{KIND_LABELS[bet.kind]}</ToneBadge>
          <ToneBadge tone={STATUS_TONES[bet.status]} className="uppercase">
            {STATUS_LABELS[bet.status]}
          </ToneBadge>
        </div>

        <dl className="grid grid-cols-2 gap-x-4 gap-y-2 text-sm sm:grid-cols-4 lg:grid-cols-7">
          <Item label={marketKeyLabel(bet.marketKey)}>
            <span className="font-medium">{betSelectionLabel(bet)}</span>
          </Item>
          <Item label="Odds">
            <OddsPair price={bet.odds} />
          </Item>
          <Item label="Stake">{formatMoney(bet.stake)}</Item>
          <Item label="Book">{bookTitle(bet.book)}</Item>
          <Item label="Profit">
            {bet.profit === null ? (
              <span className="text-muted">open</span>
            ) : (
              <span className={profitTone(bet.profit)}>{formatSignedMoney(bet.profit)}</span>
            )}
          </Item>
          <Item label="CLV">
            <ClvFigure bet={bet} />
          </Item>
          <Item label="Placed">{formatDateTime(bet.placedAt)}</Item>
        </dl>

        <div className="flex flex-wrap items-center gap-x-3 gap-y-2 border-t border-line pt-2">
          <p className="min-w-0 flex-1 text-xs text-muted">
            {bet.openReason !== null
              ? `Open: ${bet.openReason}`
              : bet.settledAt === null || settledBy === null
                ? 'Open: settled by the final score once the event ends, or by you.'
                : `Settled ${settledBy}, ${formatDateTime(bet.settledAt)}.`}
          </p>
          <div className="flex gap-1">
            <button type="button" className={small} onClick={() => onAction('settle')}>
              <CheckCircle2 className="size-4" aria-hidden />
              {bet.status === 'open' ? 'Settle' : 'Change result'}
            </button>
            <button type="button" className={small} onClick={() => onAction('edit')}>
              <Pencil className="size-4" aria-hidden />
              Edit
            </button>
            <button
              type="button"
              className={`${small} hover:text-loss`}
              onClick={() => onAction('delete')}
            >
              <Trash2 className="size-4" aria-hidden />
              Delete
            </button>
          </div>
        </div>
      </article>
    </li>
  );
}
