import type { PortfolioGroup } from '../../../contracts/portfolio';
import { formatPercent } from '../../lib/format-figures';
import { groupLabel } from './analytics-figures';

/** Shades of the text colour: a kind is no gain or loss, so it gets no meaning colour. */
const SHADES = ['bg-fg', 'bg-fg/60', 'bg-fg/35', 'bg-fg/15'];

/** How the stakes split between arbitrage, value bets, middles and bets added by hand. */
export function KindShare({ groups }: { groups: readonly PortfolioGroup[] }) {
  const staked = groups.reduce((sum, group) => sum + group.staked, 0);
  if (!(staked > 0)) return null;
  const shares = groups.map((group, index) => ({
    key: group.key,
    label: groupLabel('byKind', group.key),
    share: (group.staked / staked) * 100,
    shade: SHADES[index % SHADES.length],
  }));
  return (
    <div className="mt-3 space-y-2">
      <div
        className="flex h-3 overflow-hidden rounded-full bg-raised"
        role="img"
        aria-label={`Share of stakes: ${shares.map((s) => `${s.label} ${formatPercent(s.share, 0)}`).join(', ')}`}
      >
        {shares.map((s) => (
          <div key={s.key} className={s.shade} style={{ width: `${s.share}%` }} />
        ))}
      </div>
      <ul className="flex flex-wrap gap-x-4 gap-y-1 text-xs text-muted" aria-hidden>
        {shares.map((s) => (
          <li key={s.key} className="flex items-center gap-1.5">
            <span className={`size-2.5 rounded-sm ${s.shade}`} />
            {s.label} <span className="tabular-nums">{formatPercent(s.share, 0)}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}
