import { PageHeader } from '../../components/page-header';
import { QueryView } from '../../components/query-view';
import { SkeletonRows } from '../../components/skeleton';
import { useAuth } from '../../lib/use-auth';
import { useUserSettings } from '../../lib/use-user-settings';
import { SettingsForm } from './settings-form';

/** /settings (sign-in only): account, preferences and alerts, saved together. */
export function SettingsPage() {
  const { user } = useAuth();
  const settings = useUserSettings();
  return (
    <div className="mx-auto max-w-3xl">
      <PageHeader
        title="Settings"
        subtitle="Your account, how the screens read, and your alerts."
      />
      {user !== null && (
        <QueryView
          query={settings}
          errorTitle="Failed to load your settings"
          loading={<SkeletonRows count={4} rowClassName="h-24" label="Loading your settings" />}
        >
          {(saved) => <SettingsForm user={user} saved={saved} />}
        </QueryView>
      )}
    </div>
  );
}
