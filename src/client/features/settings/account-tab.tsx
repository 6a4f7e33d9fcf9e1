import { LogOut } from 'lucide-react';
import type { AuthUser } from '../../../contracts/auth';
import { buttonClass } from '../../components/button-styles';
import { maySeeSubscriberPages } from '../../lib/access';
import { usePublicConfig } from '../../lib/use-public-config';
import { useSignOut } from '../../lib/use-sign-out';
import { ApiTokensSection } from './api-tokens-section';
import { Section, TextInput } from './form-controls';
import { PlanSection } from './plan-section';
import { ResetStatisticsDialog } from './reset-statistics-dialog';
import type { DraftEditor } from './settings-draft';

export function AccountTab({ user, editor }: { user: AuthUser; editor: DraftEditor }) {
  const provider = usePublicConfig().data?.providerName ?? 'your sign-in provider';
  const signOut = useSignOut();
  const { draft, errors, update } = editor;
  return (
    <div className="space-y-4">
      <Section title="Profile" description={`Your name and e-mail come from ${provider}.`}>
        <div className="grid gap-4 sm:grid-cols-2">
          <TextInput label="Name" value={user.name ?? 'Not given'} readOnly />
          <TextInput label="Email" type="email" value={user.email} readOnly />
        </div>
      </Section>

      <Section
        title="Portfolio"
        description="Your bankroll is this starting value plus the profit of your settled bets."
      >
        <TextInput
          label="Portfolio Starting Value"
          prefix="$"
          placeholder="1000.00"
          value={draft.portfolioValue}
          onChange={(value) => update('portfolioValue', value)}
          error={errors.portfolioValue}
          hint="In dollars, 0 or more."
        />
      </Section>

      <PlanSection user={user} now={new Date()} />

      <ApiTokensSection subscriber={maySeeSubscriberPages(user)} />

      <Section
        title="Statistics and session"
        description="Resetting deletes your bets and arbitrage history; settings and plan stay."
      >
        <div className="flex flex-col gap-2 sm:flex-row">
          <ResetStatisticsDialog />
          <button type="button" onClick={signOut} className={buttonClass('secondary')}>
            <LogOut className="size-4" aria-hidden />
            Sign Out
          </button>
        </div>
      </Section>
    </div>
  );
}
