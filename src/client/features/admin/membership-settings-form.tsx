import { useId, useState, type FormEvent } from 'react';
import {
  membershipSettingsUpdateSchema,
  membershipStatusSchema,
  type MembershipSettings,
  type MembershipStatus,
} from '../../../contracts/membership';
import { buttonClass } from '../../components/button-styles';
import { Card } from '../../components/card';
import { fieldClass } from '../../components/filter-fields';
import { QueryView } from '../../components/query-view';
import { useToast } from '../../components/toast/use-toast';
import { errorMessage } from '../../lib/server-message';
import { useMembershipSettings } from '../../lib/use-membership-settings';
import { useUpdateMembershipSettings } from './api/update-membership-settings';

const STATUS_LABELS: Record<MembershipStatus, string> = {
  accepting: 'Accepting New Members',
  waitlist: 'Waitlist Only',
  closed: 'Closed',
};

function SettingsFields({ saved }: { saved: MembershipSettings }) {
  const id = useId();
  const [maxMembers, setMaxMembers] = useState(String(saved.maxMembers));
  const [status, setStatus] = useState<MembershipStatus>(saved.status);
  const [problem, setProblem] = useState<string | null>(null);
  const update = useUpdateMembershipSettings();
  const { toast } = useToast();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = membershipSettingsUpdateSchema.safeParse({
      maxMembers: maxMembers.trim() === '' ? Number.NaN : Number(maxMembers.trim()),
      status,
    });
    if (!parsed.success) {
      setProblem(parsed.error.issues[0]?.message ?? 'Check the values.');
      return;
    }
    setProblem(null);
    update.mutate(parsed.data, {
      onSuccess: (next) => {
        setMaxMembers(String(next.maxMembers));
        setStatus(next.status);
        toast({
          variant: 'success',
          title: 'Settings Updated',
          description: 'Membership settings have been successfully updated.',
        });
      },
      onError: (error) =>
        toast({
          variant: 'error',
          title: 'Update Failed',
          description: `Failed to update membership settings. Please try again. ${errorMessage(error)}`,
        }),
    });
  };

  return (
    <form onSubmit={submit} className="grid grid-cols-1 gap-3 sm:grid-cols-3" noValidate>
      <label className="flex flex-col gap-1.5 text-sm">
        <span className="font-medium">Active Members</span>
        <input
          readOnly
          value={saved.activeMembers}
          aria-describedby={`${id}-active`}
          className={`${fieldClass} bg-raised text-muted`}
        />
        <span id={`${id}-active`} className="text-xs text-muted">
          Real count of active and trialing members
        </span>
      </label>
      <label className="flex flex-col gap-1.5 text-sm">
        <span className="font-medium">Max Members</span>
        <input
          inputMode="numeric"
          value={maxMembers}
          aria-invalid={problem !== null}
          onChange={(event) => setMaxMembers(event.target.value)}
          className={`${fieldClass} ${problem === null ? '' : 'border-loss'}`}
        />
        {problem !== null && <span className="text-xs text-loss">{problem}</span>}
      </label>
      <label className="flex flex-col gap-1.5 text-sm">
        <span className="font-medium">Status</span>
        <select
          value={status}
          onChange={(event) => setStatus(membershipStatusSchema.parse(event.target.value))}
          className={fieldClass}
        >
          {membershipStatusSchema.options.map((option) => (
            <option key={option} value={option}>
              {STATUS_LABELS[option]}
            </option>
          ))}
        </select>
      </label>
      <div className="sm:col-span-3">
        <button
          type="submit"
          className={buttonClass('primary')}
          disabled={update.isPending}
          aria-busy={update.isPending}
        >
          {update.isPending ? 'Updating...' : 'Update Settings'}
        </button>
      </div>
    </form>
  );
}

/** The member cap and whether new members are taken; the checkout enforces both. */
export function MembershipSettingsForm() {
  const settings = useMembershipSettings();
  return (
    <Card className="p-4">
      <h2 className="mb-3 font-medium">Membership Management</h2>
      <QueryView query={settings} errorTitle="Failed to load the membership settings" compactError>
        {(saved) => <SettingsFields saved={saved} />}
      </QueryView>
    </Card>
  );
}
