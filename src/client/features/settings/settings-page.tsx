import { Settings } from 'lucide-react';
import { Card } from '../../components/card';
import { EmptyState } from '../../components/empty-state';
import { PageHeader } from '../../components/page-header';
import { useAuth } from '../../lib/use-auth';

export function SettingsPage() {
  const { user, isSubscriber } = useAuth();
  return (
    <>
      <PageHeader title="Settings" />
      {user !== null && (
        <Card className="mb-4 space-y-1 text-sm">
          <p>
            <span className="text-muted">Email</span> {user.email}
          </p>
          <p>
            <span className="text-muted">Plan</span> {isSubscriber ? 'Elite' : 'Free Plan'}
          </p>
        </Card>
      )}
      <EmptyState icon={Settings} title="Preferences and alerts aren't available yet">
        Sport preferences, alert thresholds and e-mail alerts will be set here.
      </EmptyState>
    </>
  );
}
