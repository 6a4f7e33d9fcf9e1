import { ArrowDownUp, Landmark, PiggyBank, TrendingUp, Wallet } from 'lucide-react';
import { StatCard, StatGrid } from '../../components/stat-card';
import { formatMoney, formatSignedMoney, profitTone } from '../../lib/format-figures';
import { useBankroll } from '../../lib/use-bankroll';

/** GET /api/user/bankroll: the balance and what it is made of; "—" and Retry when it failed. */
export function BankrollCard() {
  const query = useBankroll();
  const bankroll = query.data;
  const money = (value: number | undefined) => (value === undefined ? '—' : formatMoney(value));
  return (
    <section aria-label="Bankroll">
      <StatGrid
        query={query}
        errorTitle="Failed to load your bankroll"
        columns="grid-cols-2 sm:grid-cols-3 lg:grid-cols-5"
      >
        <StatCard
          icon={Wallet}
          title="Balance"
          value={<span data-testid="bankroll-balance">{money(bankroll?.balance)}</span>}
          status={query.status}
          detail="starting value + settled profit"
        />
        <StatCard
          icon={PiggyBank}
          title="Starting value"
          value={money(bankroll?.startingValue)}
          status={query.status}
          detail="Portfolio Starting Value, in Settings"
        />
        <StatCard
          icon={TrendingUp}
          title="Settled profit"
          value={bankroll === undefined ? '—' : formatSignedMoney(bankroll.settledProfit)}
          valueClassName={bankroll === undefined ? '' : profitTone(bankroll.settledProfit)}
          status={query.status}
          detail="every settled bet"
        />
        <StatCard
          icon={ArrowDownUp}
          title="Exposure"
          value={money(bankroll?.exposure)}
          status={query.status}
          detail="staked on open bets"
        />
        <StatCard
          icon={Landmark}
          title="Available"
          value={money(bankroll?.available)}
          status={query.status}
          detail="balance − exposure"
        />
      </StatGrid>
    </section>
  );
}
