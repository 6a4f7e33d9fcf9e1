import { Activity, CalendarDays, Gauge, HeartPulse } from 'lucide-react';
import type { ApiUsageResponse } from '../../../contracts/admin-usage';
import { Card } from '../../components/card';
import { EmptyState } from '../../components/empty-state';
import { StatCard, StatGrid } from '../../components/stat-card';
import { ToneBadge } from '../../components/tone-badge';
import { formatMoney } from '../../lib/format-figures';
import { formatDateTime } from '../../lib/format-time';
import { fractionPercent } from './admin-format';
import { useApiUsage } from './api/get-api-usage';

const count = (value: number) => value.toLocaleString('en-US');
import { Cell, DataTable, Row } from './data-table';
import { UsageChart } from './usage-chart';
import { UsageSplitTable } from './usage-split-table';

const n = (value: number) => value.toLocaleString('en-US');
const money = (value: number | null) => (value === null ? '—' : formatMoney(value));

function ShareBar({ fraction }: { fraction: number }) {
  const width = Math.min(100, Math.max(0, fraction * 100));
  const tone = fraction > 1 ? 'bg-loss' : fraction > 0.8 ? 'bg-warn' : 'bg-profit';
  return (
    <span
      role="progressbar"
      aria-label="Share of today's credits used"
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={Math.round(width)}
      className="mt-1.5 block h-1.5 w-full overflow-hidden rounded-full bg-raised"
    >
      <span className={`block h-full ${tone}`} style={{ width: `${width}%` }} />
    </span>
  );
}

function SourceNote({ usage }: { usage: ApiUsageResponse }) {
  return (
    <p className="text-xs text-muted">
      {usage.source === 'simulator'
        ? 'Odds source: the embedded market simulator. Its credits are counted as The Odds API counts them, but nothing is billed: a cost shown is what the same calls would cost.'
        : 'Odds source: The Odds API. Credits are what its x-requests-* headers reported.'}{' '}
      {usage.pricePerCredit === null
        ? 'No price per credit is set (ODDS_API_CREDIT_PRICE_USD), so no cost is shown.'
        : `Cost at $${usage.pricePerCredit} per credit (ODDS_API_CREDIT_PRICE_USD).`}
    </p>
  );
}

function Shares({ title, rows }: { title: string; rows: ApiUsageResponse['bySport'] }) {
  return (
    <div>
      <h3 className="mb-2 text-sm font-medium">{title}</h3>
      <DataTable label={title} columns={['Name', 'Calls', 'Credits']}>
        {rows.map((row) => (
          <Row key={row.key}>
            <Cell label="Name">{row.key}</Cell>
            <Cell label="Calls">{n(row.calls)}</Cell>
            <Cell label="Credits">{n(row.credits)}</Cell>
          </Row>
        ))}
      </DataTable>
    </div>
  );
}

function UsageDetails({ usage }: { usage: ApiUsageResponse }) {
  const { thisMonth, limits, status } = usage;
  return (
    <>
      <Card className="space-y-2 p-4 text-sm">
        <h2 className="font-medium">Limits and the source&apos;s own count</h2>
        <dl className="grid grid-cols-1 gap-x-6 gap-y-1 sm:grid-cols-2">
          <div className="flex justify-between gap-3">
            <dt className="text-muted">Monthly budget</dt>
            <dd>{n(limits.monthly)} credits</dd>
          </div>
          <div className="flex justify-between gap-3">
            <dt className="text-muted">Daily share</dt>
            <dd>{n(limits.daily)} credits</dd>
          </div>
          <div className="flex justify-between gap-3">
            <dt className="text-muted">Used (source)</dt>
            <dd data-testid="usage-used">{thisMonth.used === null ? '—' : n(thisMonth.used)}</dd>
          </div>
          <div className="flex justify-between gap-3">
            <dt className="text-muted">Remaining (source)</dt>
            <dd data-testid="usage-remaining">
              {thisMonth.remaining === null ? '—' : n(thisMonth.remaining)}
            </dd>
          </div>
        </dl>
        <p className="text-xs text-muted">
          {thisMonth.reportedAt === null
            ? 'The source has not reported its count this month.'
            : `Reported by the source ${formatDateTime(thisMonth.reportedAt)}.`}{' '}
          {status.lastError === null
            ? 'No failed call on record.'
            : `Last failed call: ${status.lastError.endpoint}, ${status.lastError.code}${status.lastError.status === null ? '' : ` (${status.lastError.status})`}, ${formatDateTime(status.lastError.at)}.`}
        </p>
      </Card>
      <Card className="p-4">
        <h2 className="font-medium">Credits per day</h2>
        <p className="text-xs text-muted">The last 30 days (UTC)</p>
        <div className="mt-3 h-48">
          <UsageChart daily={usage.daily} />
        </div>
      </Card>
      <Card className="p-4">
        <UsageSplitTable usage={usage} />
      </Card>
      <Card className="grid grid-cols-1 gap-6 p-4 md:grid-cols-2">
        <Shares title="By sport, this month" rows={usage.bySport} />
        <Shares title="By endpoint, this month" rows={usage.byEndpoint} />
        <p className="text-xs text-muted md:col-span-2">
          Re-checks (a member&apos;s one tap, and alerts for stale prices) have their own cap within
          the budget: {count(usage.rechecks.credits)} of {count(usage.rechecks.monthlyCap)} credits
          this month in {count(usage.rechecks.calls)} calls; each member may ask{' '}
          {count(usage.rechecks.perMemberDaily)} a day.
        </p>
      </Card>
    </>
  );
}

/** The odds source's credits: today, this month, the projection, where they went and health. */
export function ApiUsageTab() {
  const query = useApiUsage();
  const u = query.data;
  return (
    <div className="space-y-4">
      <StatGrid query={query} errorTitle="Failed to load the API usage">
        <StatCard
          icon={Gauge}
          title="Today"
          value={u && n(u.today.credits)}
          status={query.status}
          detail={
            u && (
              <>
                {fractionPercent(u.today.percentage, 1)} of the daily share ({n(u.limits.daily)})
                <ShareBar fraction={u.today.percentage} />
              </>
            )
          }
        />
        <StatCard
          icon={CalendarDays}
          title="This Month"
          value={u && n(u.thisMonth.credits)}
          status={query.status}
          detail={
            u &&
            `cost ${money(u.thisMonth.cost)} · remaining ${u.thisMonth.remaining === null ? '—' : n(u.thisMonth.remaining)}`
          }
        />
        <StatCard
          icon={Activity}
          title="Projected Month"
          value={u && n(u.projectedMonth.credits)}
          status={query.status}
          detail={u && `${money(u.projectedMonth.cost)} at the last 24 hours' rate`}
        />
        <StatCard
          icon={HeartPulse}
          title="Status"
          value={
            u &&
            (u.status.healthy ? (
              <ToneBadge tone="profit" className="text-sm">
                Healthy
              </ToneBadge>
            ) : (
              <ToneBadge tone="loss" className="text-sm">
                Issues Detected
              </ToneBadge>
            ))
          }
          status={query.status}
          detail={
            u && `${u.status.errorsLastHour} failed of ${u.status.callsLastHour} calls, last hour`
          }
        />
      </StatGrid>
      {/* The cards above show the loading and error states of this one read. */}
      {query.status === 'success' &&
        u &&
        (u.empty ? (
          <EmptyState icon={Gauge} title="No usage data available">
            No call to the odds source has been recorded yet.
          </EmptyState>
        ) : (
          <div className="space-y-4">
            <SourceNote usage={u} />
            <UsageDetails usage={u} />
          </div>
        ))}
    </div>
  );
}
