import { Crosshair, Percent, Scale, Target, TrendingUp, Wallet } from 'lucide-react';
import type { PortfolioAnalytics } from '../../../contracts/portfolio';
import { StatCard } from '../../components/stat-card';
import { formatMoney, formatSignedMoney, profitTone } from '../../lib/format-figures';
import { ratioText } from './analytics-figures';
import { MethodNote } from './method-note';

const tone = (value: number | null) => (value === null ? 'text-muted' : profitTone(value));

/** The range's headline figures, each with how it is computed. */
export function HeadlineFigures({ analytics }: { analytics: PortfolioAnalytics }) {
  const { stats, methods } = analytics;
  return (
    <div className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-6">
      <StatCard
        icon={Wallet}
        title="Balance"
        value={formatMoney(stats.portfolioValue)}
        detail={<MethodNote text={methods.balance} label="the balance" />}
      />
      <StatCard
        icon={TrendingUp}
        title="Profit"
        value={<span data-testid="analytics-profit">{formatSignedMoney(stats.profit)}</span>}
        valueClassName={profitTone(stats.profit)}
        detail={`${stats.settledCount} settled of ${stats.betCount} bet${stats.betCount === 1 ? '' : 's'}, ${formatMoney(stats.totalStaked)} staked`}
      />
      {/* ROI is profit ÷ staked, as every bet tracker names it; the contract calls it yield. */}
      <StatCard
        icon={Percent}
        title="ROI"
        value={ratioText(stats.yield)}
        valueClassName={tone(stats.yield)}
        detail={<MethodNote text={methods.yield} label="ROI" />}
      />
      <StatCard
        icon={Scale}
        title="Bankroll growth"
        value={ratioText(stats.roi)}
        valueClassName={tone(stats.roi)}
        detail={<MethodNote text={methods.roi} label="bankroll growth" />}
      />
      <StatCard
        icon={Target}
        title="Win rate"
        value={ratioText(stats.winRate, false)}
        detail={<MethodNote text={methods.winRate} label="the win rate" />}
      />
      <StatCard
        icon={Crosshair}
        title="Average CLV"
        value={ratioText(stats.averageClv)}
        valueClassName={tone(stats.averageClv)}
        detail={<MethodNote text={methods.clv} label="CLV" />}
      />
    </div>
  );
}
