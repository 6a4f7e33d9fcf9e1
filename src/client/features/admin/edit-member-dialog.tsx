import { useId, useState, type FormEvent } from 'react';
import { manualStatusSchema, type Member } from '../../../contracts/admin';
import { subscriptionTierSchema } from '../../../contracts/auth';
import { buttonClass } from '../../components/button-styles';
import { DialogFrame } from '../../components/dialog-frame';
import { fieldClass } from '../../components/filter-fields';
import { useToast } from '../../components/toast/use-toast';
import { errorMessage } from '../../lib/server-message';
import { statusText, tierText } from './admin-format';
import { useUpdateMember } from './api/update-member';
import { memberUpdate, toMemberDraft, type MemberDraft } from './member-draft';

function HoldNote({ member }: { member: Member }) {
  if (member.manualStatus === null) {
    return (
      <p className="text-xs text-muted">
        Billing sets this member&apos;s plan now. Changing the tier or the status holds them:
        billing events are still recorded but no longer change them, until you hand the member back.
      </p>
    );
  }
  return (
    <p className="text-xs text-muted">
      Set by hand by {member.manualStatus.by}. Billing says{' '}
      {member.billingStatus === null
        ? 'nothing (no subscription)'
        : statusText(member.billingStatus)}
      .
    </p>
  );
}

function EditForm({ member, onDone }: { member: Member; onDone: () => void }) {
  const id = useId();
  const [draft, setDraft] = useState<MemberDraft>(() => toMemberDraft(member));
  const [problem, setProblem] = useState<{ field: string; error: string } | null>(null);
  const update = useUpdateMember();
  const { toast } = useToast();
  const set = (patch: Partial<MemberDraft>) => setDraft((current) => ({ ...current, ...patch }));
  const protectedLock = member.isProtected;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const result = memberUpdate(member, draft);
    if (!result.ok) {
      setProblem({ field: result.field, error: result.error });
      return;
    }
    setProblem(null);
    if (result.update === null) {
      onDone();
      return;
    }
    update.mutate(
      { id: member.id, update: result.update },
      {
        onSuccess: () => {
          toast({
            variant: 'success',
            title: 'Success',
            description: 'Member updated successfully.',
          });
          onDone();
        },
        onError: (error) =>
          toast({
            variant: 'error',
            title: 'Error',
            description: `Failed to update member. ${errorMessage(error)}`,
          }),
      },
    );
  };

  return (
    <form onSubmit={submit} className="space-y-4" noValidate>
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-2">
        <label className="flex flex-col gap-1.5 text-sm">
          <span className="font-medium">Tier</span>
          <select
            value={draft.tier}
            disabled={draft.followBilling}
            onChange={(event) => set({ tier: subscriptionTierSchema.parse(event.target.value) })}
            className={fieldClass}
          >
            {subscriptionTierSchema.options.map((tier) => (
              <option key={tier} value={tier} disabled={protectedLock && tier === 'free'}>
                {tierText(tier)}
              </option>
            ))}
          </select>
        </label>
        <label className="flex flex-col gap-1.5 text-sm">
          <span className="font-medium">Status</span>
          <select
            value={draft.status}
            disabled={draft.followBilling}
            aria-invalid={problem?.field === 'status'}
            onChange={(event) => {
              const parsed = manualStatusSchema.safeParse(event.target.value);
              set({ status: parsed.success ? parsed.data : '' });
            }}
            className={fieldClass}
          >
            {draft.status === '' && (
              <option value="" disabled>
                {statusText(member.subscriptionStatus)} (from billing)
              </option>
            )}
            {manualStatusSchema.options.map((status) => (
              <option key={status} value={status} disabled={protectedLock && status !== 'active'}>
                {statusText(status)}
              </option>
            ))}
          </select>
          {problem?.field === 'status' && (
            <span className="text-xs text-loss">{problem.error}</span>
          )}
        </label>
      </div>
      <label className="flex flex-col gap-1.5 text-sm">
        <span className="font-medium">Portfolio Value</span>
        <input
          inputMode="decimal"
          placeholder="1000.00"
          value={draft.portfolio}
          aria-invalid={problem?.field === 'portfolio'}
          aria-describedby={`${id}-portfolio`}
          onChange={(event) => set({ portfolio: event.target.value })}
          className={`${fieldClass} ${problem?.field === 'portfolio' ? 'border-loss' : ''}`}
        />
        <span
          id={`${id}-portfolio`}
          className={`text-xs ${problem?.field === 'portfolio' ? 'text-loss' : 'text-muted'}`}
        >
          {problem?.field === 'portfolio' ? problem.error : 'The starting value of their bankroll.'}
        </span>
      </label>
      {member.statusSource === 'admin' && !protectedLock && (
        <label className="flex items-center gap-2 text-sm">
          <input
            type="checkbox"
            checked={draft.followBilling}
            onChange={(event) => set({ followBilling: event.target.checked })}
          />
          Hand tier and status back to billing
        </label>
      )}
      <HoldNote member={member} />
      {protectedLock && (
        <p className="text-xs text-warn">
          The protected admin account cannot be demoted; its portfolio value can change.
        </p>
      )}
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <button type="button" className={buttonClass('secondary')} onClick={onDone}>
          Cancel
        </button>
        <button
          type="submit"
          className={buttonClass('primary')}
          disabled={update.isPending}
          aria-busy={update.isPending}
        >
          {update.isPending ? 'Saving…' : 'Save Changes'}
        </button>
      </div>
    </form>
  );
}

/** "Edit Member": tier, status and portfolio value, validated as the server validates them. */
export function EditMemberDialog({
  member,
  onClose,
}: {
  member: Member | null;
  onClose: () => void;
}) {
  return (
    <DialogFrame
      open={member !== null}
      onOpenChange={(open) => !open && onClose()}
      title="Edit Member"
      description={member ? `${member.email}${member.name ? ` · ${member.name}` : ''}` : ''}
      size="form"
    >
      {member && <EditForm key={member.id} member={member} onDone={onClose} />}
    </DialogFrame>
  );
}
