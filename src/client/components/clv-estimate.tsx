import type { ClvFigureDto } from '../../contracts/clv-figure';
import { formatPercent, formatSignedPercent } from '../lib/format-figures';

const pct = (fraction: number) => formatSignedPercent(fraction * 100);

/**
 * A mean CLV with its evidence: the 95 % interval and t-statistic, the sample size, and a warning
 * when the sample is too small for the mean to mean much. No close at all reads as a dash.
 */
export function ClvEstimate({ figure }: { figure: ClvFigureDto }) {
  if (figure.n === 0 || figure.mean === null) {
    return <span className="text-muted">— no close yet</span>;
  }
  const tone = figure.mean > 0 ? 'text-profit' : figure.mean < 0 ? 'text-loss' : '';
  return (
    <span className="inline-flex flex-col items-end leading-tight">
      <span className={`font-medium ${tone}`}>{pct(figure.mean)}</span>
      <span className="text-xs text-muted">
        {figure.ci95Low !== null && figure.ci95High !== null
          ? `95% CI ${pct(figure.ci95Low)} to ${pct(figure.ci95High)}`
          : 'no interval with one close'}
        {figure.tStatistic !== null ? ` · t ${figure.tStatistic.toFixed(2)}` : ''}
      </span>
      <span className="text-xs text-muted">
        n {figure.n}
        {figure.beatCloseRate !== null
          ? ` · beat the close ${formatPercent(figure.beatCloseRate * 100, 0)}`
          : ''}
      </span>
      {figure.smallSample && (
        <span className="text-xs text-warning">small sample (under 30): not yet evidence</span>
      )}
    </span>
  );
}
