import { Pencil } from 'lucide-react';
import type { HistoryRecord } from '../../../contracts/history';
import { sportGroupOf, sportIcon, sportLabel } from '../../../core/catalog/sports';
import { iconButtonClass } from '../../components/button-styles';
import { ToneBadge } from '../../components/tone-badge';
import { OddsPair } from '../../components/odds-pair';
import { outcomeLabel } from '../../../core/market-label';
import {
  formatMoney,
  formatPercent,
  formatSignedMoney,
  profitTone,
} from '../../lib/format-figures';
import { formatDateTime } from '../../lib/format-time';
import { DifficultyBadge, KIND_TEXTS, KindBadge, StatusBadge } from './history-badges';
import { HistoryEditForm } from './history-edit-form';
import type { HistoryEdit } from './history-roi';

export function HistoryCard({
  record,
  editing,
  saving,
  onEdit,
  onSave,
  onCancel,
}: {
  record: HistoryRecord;
  editing: boolean;
  saving: boolean;
  onEdit: () => void;
  onSave: (edit: HistoryEdit) => void;
  onCancel: () => void;
}) {
  const group = sportGroupOf(record.sport);
  return (
    <article className="space-y-3 rounded-lg border border-line bg-surface p-4">
      <div className="flex flex-wrap items-start gap-2">
        <h3 className="min-w-0 flex-1 font-medium break-words">
          {record.homeTeam} <span className="text-muted">vs</span> {record.awayTeam}
        </h3>
        <KindBadge kind={record.kind} />
        <ToneBadge>
          <span aria-hidden>{sportIcon(group)}</span> {sportLabel(group)}
        </ToneBadge>
        <StatusBadge status={record.status} />
        {!editing && (
          <button
            type="button"
            onClick={onEdit}
            aria-label="Edit record"
            className={`${iconButtonClass} size-7`}
          >
            <Pencil className="size-3.5" aria-hidden />
          </button>
        )}
      </div>

      <dl className="grid grid-cols-2 gap-x-4 gap-y-2 text-sm sm:grid-cols-4">
        <div>
          <dt className="text-xs text-muted">Detected</dt>
          <dd>{formatDateTime(record.detectedAt)}</dd>
        </div>
        <div title={KIND_TEXTS[record.kind].returnHint}>
          <dt className="text-xs text-muted">{KIND_TEXTS[record.kind].returnLabel}</dt>
          <dd className="tabular-nums">{formatPercent(record.arbitragePercentage)}</dd>
        </div>
        <RecordReturn record={record} />
        {record.status === 'executed' && (
          <div>
            <dt className="text-xs text-muted">Profit</dt>
            <dd
              className={`tabular-nums ${record.profitAmount === null ? 'text-warn' : profitTone(record.profitAmount)}`}
            >
              {record.profitAmount !== null
                ? formatSignedMoney(record.profitAmount)
                : record.betCount > 0
                  ? 'bets not settled'
                  : 'not entered'}
            </dd>
          </div>
        )}
      </dl>

      {record.odds.length > 0 ? (
        <ul className="space-y-1 text-sm">
          {record.odds.map((leg, index) => (
            <li
              key={`${leg.book}-${index}`}
              className="flex flex-wrap items-baseline justify-between gap-x-2"
            >
              <span>
                <span className="font-medium">{leg.book}</span>{' '}
                <span className="text-muted">{outcomeLabel(leg.outcome, leg.point)}</span>
              </span>
              <span className="tabular-nums">
                <OddsPair price={leg.price} />
              </span>
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-sm text-muted">
          {record.sportsbooks.join(', ') || 'No sportsbooks recorded'}
        </p>
      )}

      <div className="flex flex-wrap items-center gap-2 text-xs text-muted">
        <DifficultyBadge difficulty={record.executionDifficulty} />
        <span title="From how fresh the quotes were when the opportunity was recorded">
          Confidence <span className="tabular-nums">{record.confidence}</span>/100
        </span>
        <span>· Stake {formatMoney(record.stakeAmount)}</span>
        {record.betCount > 0 && (
          <span title="Stake, result and odds follow these bets">
            · From {record.betCount} placed bet{record.betCount === 1 ? '' : 's'}
          </span>
        )}
      </div>

      {editing && (
        <HistoryEditForm record={record} saving={saving} onSave={onSave} onCancel={onCancel} />
      )}
    </article>
  );
}

/**
 * ROI is the result ÷ the stake. Before any result an arbitrage shows what its prices promise,
 * labelled as expected: nothing has been won yet.
 */
function RecordReturn({ record }: { record: HistoryRecord }) {
  if (record.roi === null && record.expectedRoi !== null) {
    return (
      <div title="What these prices return at an equal payout once the bets settle">
        <dt className="text-xs text-muted">Expected return</dt>
        <dd className="tabular-nums text-muted">{formatPercent(record.expectedRoi)}</dd>
      </div>
    );
  }
  return (
    <div title="Profit ÷ stake">
      <dt className="text-xs text-muted">ROI</dt>
      <dd className={`tabular-nums ${record.roi === null ? 'text-muted' : profitTone(record.roi)}`}>
        {record.roi === null ? '—' : formatPercent(record.roi)}
      </dd>
    </div>
  );
}
