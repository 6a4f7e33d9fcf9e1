import type { UseQueryResult } from '@tanstack/react-query';
import { Percent, Zap } from 'lucide-react';
import type { AnalyticsResponse } from '../../../contracts/admin-analytics';
import { StatCard, StatGrid } from '../../components/stat-card';
import { SportsCard } from './analytics-tab';
import { MemberManagement } from './member-management';
import { MembershipSettingsForm } from './membership-settings-form';

const NOT_RUNNING = 'detection is not running';

/** Live plays, the membership settings, sports performance and member management. */
export function MembersTab({ analytics }: { analytics: UseQueryResult<AnalyticsResponse> }) {
  const live = analytics.data?.liveNow;
  return (
    <div className="space-y-4">
      <StatGrid query={analytics} errorTitle="Failed to load the live plays">
        <StatCard
          icon={Zap}
          title="Current Arbitrage"
          value={live === null ? '—' : live?.arbitrage}
          status={analytics.status}
          detail={live === null ? NOT_RUNNING : 'live now'}
        />
        <StatCard
          icon={Percent}
          title="Current EV Plays"
          value={live === null ? '—' : live?.value}
          status={analytics.status}
          detail={live === null ? NOT_RUNNING : 'live now'}
        />
      </StatGrid>
      <MembershipSettingsForm />
      <SportsCard query={analytics} />
      <MemberManagement />
    </div>
  );
}
