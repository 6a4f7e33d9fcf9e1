import { Tabs } from 'radix-ui';
import { useCallback, useState } from 'react';
import { useSearchParams } from 'wouter';
import type { AuthUser } from '../../../contracts/auth';
import type { UserSettings } from '../../../contracts/settings';
import { useToast } from '../../components/toast/use-toast';
import { isSubscribed } from '../../lib/access';
import { errorMessage } from '../../lib/server-message';
import { useSaveSettings } from '../../lib/use-user-settings';
import { AccountTab } from './account-tab';
import { AlertsTab } from './alerts-tab';
import { MyBooksTab } from './my-books-tab';
import { PreferencesTab } from './preferences-tab';
import { SaveBar } from './save-bar';
import { changedFields, parseDraft, toDraft } from './settings-draft';
import type { DraftEditor, SettingsDraft, SettingsKey } from './settings-draft';
import { useUnsavedChangesWarning } from './use-unsaved-changes-warning';

const TABS = [
  { value: 'account', label: 'Account' },
  { value: 'preferences', label: 'Preferences' },
  { value: 'alerts', label: 'Alerts' },
  { value: 'books', label: 'My books' },
] as const;
type Tab = (typeof TABS)[number]['value'];

/** Where each setting is edited, to take the member to the one that needs fixing. */
const TAB_OF: Partial<Record<SettingsKey, Tab>> = {
  portfolioValue: 'account',
  preferredSports: 'preferences',
  oddsFormat: 'preferences',
  defaultStake: 'preferences',
  timezone: 'preferences',
};

function tabOf(key: SettingsKey): Tab {
  return TAB_OF[key] ?? 'alerts';
}

function tabLabel(tab: Tab): string {
  return TABS.find((t) => t.value === tab)?.label ?? tab;
}

function parseTab(value: string | null): Tab {
  return TABS.find((t) => t.value === value)?.value ?? 'account';
}

/**
 * The three settings tabs over one draft (Save appears once it differs), and My books, which
 * saves its own ledger.
 */
export function SettingsForm({ user, saved }: { user: AuthUser; saved: UserSettings }) {
  const [params] = useSearchParams();
  const [tab, setTab] = useState<Tab>(() => parseTab(params.get('tab')));
  const [draft, setDraft] = useState<SettingsDraft>(() => toDraft(saved));
  const [showProblem, setShowProblem] = useState(false);
  const save = useSaveSettings();
  const { toast } = useToast();

  const changed = changedFields(draft, saved);
  const result = parseDraft(draft);
  const errors = result.ok ? {} : result.errors;
  const firstError = Object.keys(errors)[0] as SettingsKey | undefined;
  useUnsavedChangesWarning(changed.length > 0);

  const update = useCallback<DraftEditor['update']>(
    (key, value) => setDraft((current) => ({ ...current, [key]: value })),
    [],
  );

  const onSave = () => {
    if (!result.ok) {
      setShowProblem(true);
      if (firstError !== undefined) setTab(tabOf(firstError));
      return;
    }
    save.mutate(result.settings, {
      onSuccess: ({ settings }) => {
        setDraft(toDraft(settings));
        setShowProblem(false);
        toast({
          variant: 'success',
          title: 'Settings Updated',
          description: 'Your preferences have been saved successfully.',
        });
      },
      onError: (error) =>
        toast({
          variant: 'error',
          title: 'Update Failed',
          description: `Failed to update settings. Please try again. ${errorMessage(error)}`,
        }),
    });
  };

  const problem =
    showProblem && firstError !== undefined
      ? `Fix the highlighted field on the ${tabLabel(tabOf(firstError))} tab.`
      : null;
  const editor: DraftEditor = { draft, errors, update };

  return (
    <Tabs.Root value={tab} onValueChange={(value) => setTab(parseTab(value))}>
      <Tabs.List
        aria-label="Settings"
        className="mb-4 flex w-full rounded-md border border-line bg-surface p-0.5 sm:w-auto sm:max-w-lg"
      >
        {TABS.map((t) => (
          <Tabs.Trigger
            key={t.value}
            value={t.value}
            className="flex-1 rounded px-3 py-2 text-sm font-medium text-muted transition-colors hover:text-fg focus-visible:outline-2 focus-visible:outline-fg data-[state=active]:bg-raised data-[state=active]:text-fg"
          >
            {t.label}
          </Tabs.Trigger>
        ))}
      </Tabs.List>
      <Tabs.Content value="account" className="focus:outline-none">
        <AccountTab user={user} editor={editor} />
      </Tabs.Content>
      <Tabs.Content value="preferences" className="focus:outline-none">
        <PreferencesTab editor={editor} />
      </Tabs.Content>
      <Tabs.Content value="alerts" className="focus:outline-none">
        <AlertsTab editor={editor} saved={saved} subscriber={isSubscribed(user)} />
      </Tabs.Content>
      <Tabs.Content value="books" className="focus:outline-none">
        <MyBooksTab />
      </Tabs.Content>
      {changed.length > 0 && (
        <SaveBar
          changes={changed.length}
          problem={problem}
          saving={save.isPending}
          onSave={onSave}
          onDiscard={() => {
            setDraft(toDraft(saved));
            setShowProblem(false);
          }}
        />
      )}
    </Tabs.Root>
  );
}
