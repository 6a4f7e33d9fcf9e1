import { AlertTriangle, CheckCircle2, ShieldAlert } from 'lucide-react';
import type { TrustLevel } from '../../../../contracts/opportunities';
import { RecheckButton } from './recheck-button';
import { trustLabel, type TrustNow } from './trust-now';

const STYLES: Record<TrustLevel, { className: string; Icon: typeof AlertTriangle }> = {
  confirmed: { className: 'border-profit/40 text-profit', Icon: CheckCircle2 },
  fresh: { className: 'border-line text-muted', Icon: CheckCircle2 },
  stale: { className: 'border-warn/40 text-warn', Icon: AlertTriangle },
  suspect: { className: 'border-loss/50 text-loss', Icon: ShieldAlert },
};

/** The trust level in the dialog, its reasons, and the re-check a member does before betting. */
export function TrustNotice({ trust, opportunityId }: { trust: TrustNow; opportunityId: string }) {
  const summary =
    trust.level === 'confirmed'
      ? `Prices ${trustLabel(trust)} at the source.`
      : trust.level === 'fresh'
        ? 'Every price is fresh. Re-check just before you bet to confirm it at the source.'
        : trust.level === 'stale'
          ? 'Not guaranteed: some prices are old and may have moved.'
          : 'Suspect: these prices look wrong, and books void bets on pricing errors.';
  const { className, Icon } = STYLES[trust.level];
  return (
    <div
      role={trust.level === 'suspect' ? 'alert' : 'status'}
      className={`flex flex-wrap items-start gap-2 rounded-md border px-3 py-2 text-sm ${className}`}
    >
      <Icon className="mt-0.5 size-4 shrink-0" aria-hidden />
      <div className="min-w-0 flex-1 space-y-1">
        <p className="font-medium">{summary}</p>
        {trust.reasons.map((reason) => (
          <p key={reason} className="text-xs">
            {reason}
          </p>
        ))}
      </div>
      <RecheckButton opportunityId={opportunityId} />
    </div>
  );
}
