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
