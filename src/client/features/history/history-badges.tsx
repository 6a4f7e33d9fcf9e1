import type { HistoryRecord } from '../../../contracts/history';
import { ToneBadge } from '../../components/tone-badge';
import type { BadgeTone } from '../../components/tone-badge';

const STATUS_TONES: Record<string, BadgeTone> = {
  executed: 'profit',
  active: 'info',
  expired: 'warn',
};

export function StatusBadge({ status }: { status: string }) {
  return <ToneBadge tone={STATUS_TONES[status] ?? 'loss'}>{status.toUpperCase()}</ToneBadge>;
}

const DIFFICULTY_TONES: Record<HistoryRecord['executionDifficulty'], BadgeTone> = {
  easy: 'neutral',
  medium: 'warn',
  hard: 'loss',
};

export function DifficultyBadge({
  difficulty,
}: {
  difficulty: HistoryRecord['executionDifficulty'];
}) {
  return (
    <ToneBadge tone={DIFFICULTY_TONES[difficulty]} className="capitalize">
      {difficulty}
    </ToneBadge>
  );
}

/** What each kind's return is: only an arbitrage's is guaranteed. */
export const KIND_TEXTS: Record<
  HistoryRecord['kind'],
  { label: string; returnLabel: string; returnHint: string }
> = {
  arbitrage: {
    label: 'Arbitrage',
    returnLabel: 'Guaranteed return when detected',
    returnHint: 'Locked in at optimal stakes on the prices seen then',
  },
  value: {
    label: 'Value bet',
    returnLabel: 'Expected value when detected',
    returnHint: 'An estimate against the fair price: a value bet can lose',
  },
  middle: {
    label: 'Middle',
    returnLabel: 'Expected value when detected',
    returnHint: 'An estimate from the middle model: outside the window one leg loses',
  },
};

export function KindBadge({ kind }: { kind: HistoryRecord['kind'] }) {
  return (
    <ToneBadge tone={kind === 'arbitrage' ? 'info' : 'neutral'}>{KIND_TEXTS[kind].label}</ToneBadge>
  );
}
