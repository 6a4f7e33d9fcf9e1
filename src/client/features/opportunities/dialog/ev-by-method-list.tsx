import type { Opportunity } from '../../../../contracts/opportunities';
import { FAIR_METHODS } from '../../../../core/devig';
import { DEVIG_METHOD_ASSUMPTIONS, DEVIG_METHOD_LABELS } from '../../../../core/how-computed';
import { formatSignedPercent, profitTone } from '../../../lib/format-figures';

/**
 * The bet's EV under every devig method of the same reference prices, the member's own method
 * marked, and the range: the lowest is the worst case of the six, the conservative reading.
 */
export function EvByMethodList({
  evByMethod,
  evRange,
  chosen,
}: {
  evByMethod: NonNullable<Opportunity['evByMethod']>;
  evRange: NonNullable<Opportunity['evRange']>;
  chosen: string;
}) {
  return (
    <section aria-label="EV by devig method" className="space-y-2">
      <h3 className="text-sm font-medium">EV under each devig method</h3>
      <ul className="grid grid-cols-2 gap-1 text-sm sm:grid-cols-3">
        {FAIR_METHODS.map((method) => (
          <li
            key={method}
            title={DEVIG_METHOD_ASSUMPTIONS[method]}
            data-method={method}
            className={`flex items-baseline justify-between gap-2 rounded border px-2 py-1 ${
              method === chosen ? 'border-fg' : 'border-line'
            }`}
          >
            <span className="min-w-0 truncate text-xs text-muted">
              {DEVIG_METHOD_LABELS[method].replace(/ \(.*\)$/, '')}
              {method === chosen && <span className="text-fg"> · yours</span>}
            </span>
            <span className={`tabular-nums ${profitTone(evByMethod[method])}`}>
              {formatSignedPercent(evByMethod[method] * 100)}
            </span>
          </li>
        ))}
      </ul>
      <p className="text-xs text-muted">
        Range {formatSignedPercent(evRange.min * 100)} ({DEVIG_METHOD_LABELS[evRange.lowest]}, the
        worst case of six devig methods) to {formatSignedPercent(evRange.max * 100)} (
        {DEVIG_METHOD_LABELS[evRange.highest]}). Change your method in Settings → Preferences.
      </p>
    </section>
  );
}
