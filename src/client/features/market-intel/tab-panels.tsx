import { Activity, Clock, Radar, Zap } from 'lucide-react';
import type { MarketIntelligence } from '../../../contracts/market-intelligence';
import { EmptyState } from '../../components/empty-state';
import { ToneBadge } from '../../components/tone-badge';
import { outcomeLabel } from '../../../core/market-label';
import { formatAmericanOdds } from '../../lib/format-figures';
import { GameTitle, rowClass } from './game-title';
import {
  durationLabel,
  pointsLabel,
  scoreTone,
  steamRows,
  steamSentence,
  timingCards,
  topMovements,
} from './market-intel-lists';
import type { MovementRow } from './market-intel-lists';
import { bookTitle, impliedMoveLabel, lineMoveLabel, oddsMoveLabel } from './move-labels';

const clock = new Intl.DateTimeFormat(undefined, { hour: 'numeric', minute: '2-digit' });

export function MovementsPanel({
  data,
  onOpen,
}: {
  data: MarketIntelligence;
  onOpen: (row: MovementRow) => void;
}) {
  const rows = topMovements(data);
  if (rows.length === 0)
    return (
      <EmptyState icon={Activity} title="No line movements">
        No game in this selection has moved since its opening price.
      </EmptyState>
    );
  return (
    <ul className="space-y-2">
      {rows.map((row) => {
        const { movement, view } = row;
        return (
          <li key={`${view.gameId}-${movement.market}-${movement.side}`}>
            <button
              type="button"
              onClick={() => onOpen(row)}
              className={`${rowClass} flex w-full flex-wrap items-center gap-3 text-left hover:bg-raised`}
              aria-label={`Price chart for ${movement.side} in ${view.teams.away} @ ${view.teams.home}`}
            >
              <GameTitle view={view} />
              <div className="ml-auto flex flex-wrap items-center gap-3 text-sm tabular-nums">
                <span className="text-muted">
                  {outcomeLabel(movement.side, movement.current.point)} · {movement.market}
                </span>
                <span>
                  {formatAmericanOdds(movement.opening.price)} →{' '}
                  {formatAmericanOdds(movement.current.price)}
                </span>
                <span>{oddsMoveLabel(movement.change)}</span>
                <span className="text-xs text-muted">
                  {impliedMoveLabel(movement.impliedChange)} · {pointsLabel(movement.velocity)}/h ·{' '}
                  {movement.consensus.books} books
                </span>
                {movement.line && (
                  <span className="text-xs">
                    {lineMoveLabel(movement.line.change)}{' '}
                    <span className="text-muted">
                      ({movement.line.opening} → {movement.line.current})
                    </span>
                  </span>
                )}
                <span className="text-xs text-muted">
                  best {formatAmericanOdds(movement.best.price)} at{' '}
                  {bookTitle(data, movement.best.book)}
                </span>
                {movement.reversal && <ToneBadge tone="warn">Reversal</ToneBadge>}
              </div>
            </button>
          </li>
        );
      })}
    </ul>
  );
}

export function SteamPanel({ data }: { data: MarketIntelligence }) {
  const rows = steamRows(data);
  if (rows.length === 0)
    return (
      <EmptyState icon={Zap} title="No active steam moves detected">
        Steam: at least {data.parameters.steamMinBooks} books moving the same side the same way
        within {Math.round((data.parameters.steamWindowMs ?? 0) / 60_000)} minutes.
      </EmptyState>
    );
  return (
    <ul className="space-y-2">
      {rows.map(({ view, steam }) => (
        <li key={steam.id} className={rowClass} data-testid="steam-move">
          <div className="flex flex-wrap items-start gap-3">
            <GameTitle view={view} />
            <div className="ml-auto flex items-center gap-2">
              <ToneBadge tone={steam.likelyCause === 'sharp-led' ? 'info' : 'neutral'}>
                {steam.likelyCause === 'sharp-led' ? 'Sharp-led' : 'Market-wide'}
              </ToneBadge>
              <ToneBadge tone={scoreTone(steam.confidence)}>
                {steam.confidence}% confidence
              </ToneBadge>
            </div>
          </div>
          <p className="mt-2 text-sm">
            {outcomeLabel(steam.side, null)} · {steam.market} · {steamSentence(steam)} ·{' '}
            {oddsMoveLabel(steam.oddsChange)}
            {steam.pointChange !== null && ` · ${lineMoveLabel(steam.pointChange)}`}
          </p>
          <p className="mt-1 text-xs text-muted">
            {clock.format(steam.startTime)}–{clock.format(steam.endTime)} · led by{' '}
            <span className="font-medium text-fg">{bookTitle(data, steam.leader)}</span> · order:{' '}
            {steam.bookmakers.map((key) => bookTitle(data, key)).join(' → ')}
          </p>
        </li>
      ))}
    </ul>
  );
}

export function TimingPanel({ data }: { data: MarketIntelligence }) {
  const cards = timingCards(data);
  if (cards.length === 0)
    return (
      <EmptyState icon={Clock} title="No timing signals">
        Prices are stable: no reason to hurry or to wait in this selection.
      </EmptyState>
    );
  return (
    <ul className="grid gap-3 md:grid-cols-2">
      {cards.map(({ view, timing }) => (
        <li key={view.gameId} className={rowClass}>
          <div className="flex flex-wrap items-start gap-2">
            <GameTitle view={view} />
            <ToneBadge className="ml-auto" tone={timing.action === 'bet_now' ? 'profit' : 'info'}>
              {timing.action === 'bet_now' ? 'Bet now' : 'Wait 30 min'}
            </ToneBadge>
          </div>
          <p className="mt-2 text-sm">{timing.reasoning}</p>
          <p className="mt-1 text-xs text-muted">
            Risk {timing.riskLevel} · expected move {pointsLabel(timing.expectedMovement)} ·{' '}
            {timing.optimalWindow.label}
          </p>
        </li>
      ))}
    </ul>
  );
}

const rate = (value: number | null) => (value === null ? '—' : `${Math.round(value * 100)}%`);

export function BookmakersPanel({ data }: { data: MarketIntelligence }) {
  if (data.bookmakers.length === 0)
    return (
      <EmptyState icon={Radar} title="No bookmaker statistics">
        No book has recorded prices in this selection yet.
      </EmptyState>
    );
  return (
    <div className="overflow-x-auto rounded-lg border border-line">
      <table className="w-full min-w-[32rem] text-left text-sm">
        <thead className="bg-surface text-xs text-muted">
          <tr>
            <th className="px-3 py-2">Book</th>
            <th className="px-3 py-2">Moves first</th>
            <th className="px-3 py-2">Median lag behind sharp</th>
            <th className="px-3 py-2">Outlier prices</th>
          </tr>
        </thead>
        <tbody>
          {data.bookmakers.map((book) => (
            <tr key={book.book} className="border-t border-line">
              <td className="px-3 py-2">
                {book.title} {book.sharp && <ToneBadge tone="info">Sharp</ToneBadge>}
              </td>
              <td className="px-3 py-2 tabular-nums">
                {rate(book.firstMoveRate)}{' '}
                <span className="text-xs text-muted">of {book.marketMoves}</span>
              </td>
              <td className="px-3 py-2 tabular-nums">{durationLabel(book.medianLagMs)}</td>
              <td className="px-3 py-2 tabular-nums">
                {rate(book.outlierRate)}{' '}
                <span className="text-xs text-muted">of {book.quotesCompared}</span>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
