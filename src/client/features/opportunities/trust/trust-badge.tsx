import { AlertTriangle, CheckCircle2 } from 'lucide-react';
import type { TrustLevel } from '../../../../contracts/opportunities';
import { ToneBadge, type BadgeTone } from '../../../components/tone-badge';
import { trustLabel, type TrustNow } from './trust-now';

const TONES: Record<TrustLevel, BadgeTone> = {
  confirmed: 'profit',
  fresh: 'info',
  stale: 'warn',
  suspect: 'loss',
};

/** The trust level, with its reasons in the tooltip and for screen readers. */
export function TrustBadge({ trust }: { trust: TrustNow }) {
  const why = trust.reasons.join(' ');
  return (
    <ToneBadge tone={TONES[trust.level]}>
      {trust.bettable ? (
        <CheckCircle2 className="size-3" aria-hidden />
      ) : (
        <AlertTriangle className="size-3" aria-hidden />
      )}
      <span title={why || undefined}>{trustLabel(trust)}</span>
      {why && <span className="sr-only">: {why}</span>}
    </ToneBadge>
  );
}
