import { Crown, Pencil, Trash2, UserCheck, Users } from 'lucide-react';
import { useDeferredValue, useState } from 'react';
import type { Member } from '../../../contracts/admin';
import { iconButtonClass } from '../../components/button-styles';
import { Card } from '../../components/card';
import { EmptyState } from '../../components/empty-state';
import { fieldClass } from '../../components/filter-fields';
import { QueryView } from '../../components/query-view';
import { StatCard, StatGrid } from '../../components/stat-card';
import { useToast } from '../../components/toast/use-toast';
import { ToneBadge } from '../../components/tone-badge';
import { formatMoney } from '../../lib/format-figures';
import { formatLongDate } from '../../lib/format-time';
import { errorMessage } from '../../lib/server-message';
import { statusText, tierText } from './admin-format';
import { useDeleteMember } from './api/delete-member';
import { useMembers } from './api/get-members';
import { Cell, DataTable, Row } from './data-table';
import { EditMemberDialog } from './edit-member-dialog';

const COLUMNS = [
  'Email',
  'Name',
  'Subscription',
  'Status',
  'Join Date',
  'Portfolio Value',
  'Actions',
];

function MemberRow({
  member,
  onEdit,
  onDelete,
}: {
  member: Member;
  onEdit: () => void;
  onDelete: () => void;
}) {
  const access = member.subscriptionStatus === 'active' || member.subscriptionStatus === 'trialing';
  return (
    <Row testId="member-row">
      <Cell label="Email" className="break-all">
        {member.email}
      </Cell>
      <Cell label="Name">{member.name ?? '—'}</Cell>
      <Cell label="Subscription">{tierText(member.subscriptionTier)}</Cell>
      <Cell label="Status">
        <span className="inline-flex flex-wrap items-center justify-end gap-1 md:justify-start">
          <ToneBadge tone={access ? 'profit' : 'neutral'}>
            {statusText(member.subscriptionStatus)}
          </ToneBadge>
          {member.statusSource === 'admin' && (
            <ToneBadge tone="warn" className="whitespace-nowrap">
              set by admin
            </ToneBadge>
          )}
        </span>
      </Cell>
      <Cell label="Join Date">{formatLongDate(member.joinDate)}</Cell>
      <Cell label="Portfolio Value">{formatMoney(member.portfolioValue)}</Cell>
      <Cell label="Actions">
        <span className="flex gap-1">
          <button
            type="button"
            className={iconButtonClass}
            aria-label={`Edit ${member.email}`}
            onClick={onEdit}
          >
            <Pencil className="size-4" aria-hidden />
          </button>
          {!member.isProtected && (
            <button
              type="button"
              className={`${iconButtonClass} hover:text-loss`}
              aria-label={`Delete ${member.email}`}
              onClick={onDelete}
            >
              <Trash2 className="size-4" aria-hidden />
            </button>
          )}
        </span>
      </Cell>
    </Row>
  );
}

/** Search, totals and the member table, with Edit Member and delete (never the protected one). */
export function MemberManagement() {
  const [search, setSearch] = useState('');
  const deferred = useDeferredValue(search);
  const members = useMembers(deferred);
  const [editing, setEditing] = useState<Member | null>(null);
  const remove = useDeleteMember();
  const { toast } = useToast();
  const totals = members.data;

  const confirmDelete = (member: Member) => {
    if (!window.confirm('Are you sure you want to delete this member?')) return;
    remove.mutate(member.id, {
      onSuccess: () =>
        toast({
          variant: 'success',
          title: 'Success',
          description: 'Member deleted successfully.',
        }),
      onError: (error) =>
        toast({
          variant: 'error',
          title: 'Error',
          description: `Failed to delete member. ${errorMessage(error)}`,
        }),
    });
  };

  return (
    <Card className="space-y-4 p-4">
      <h2 className="font-medium">Member Management</h2>
      <StatGrid query={members} errorTitle="Failed to load the members">
        <StatCard
          icon={Users}
          title="Total Members"
          value={totals?.total}
          status={members.status}
        />
        <StatCard
          icon={UserCheck}
          title="Active Subscribers"
          value={totals?.active}
          status={members.status}
          detail="active or trialing, access not ended"
        />
        <StatCard
          icon={Crown}
          title="Elite Members"
          value={totals?.elite}
          status={members.status}
        />
      </StatGrid>
      <label className="block sm:w-72">
        <span className="sr-only">Search members</span>
        <input
          type="search"
          value={search}
          placeholder="Search by email or name..."
          onChange={(event) => setSearch(event.target.value)}
          className={fieldClass}
        />
      </label>
      <QueryView
        query={members}
        errorTitle="Failed to load the members"
        compactError
        loading={<p className="text-sm text-muted">Loading members...</p>}
        isEmpty={(data) => data.members.length === 0}
        empty={
          <EmptyState icon={Users} title="No members found">
            {deferred ? 'No member matches this e-mail or name.' : 'Nobody has signed in yet.'}
          </EmptyState>
        }
      >
        {(data) => (
          <>
            <DataTable label="Members" columns={COLUMNS}>
              {data.members.map((member) => (
                <MemberRow
                  key={member.id}
                  member={member}
                  onEdit={() => setEditing(member)}
                  onDelete={() => confirmDelete(member)}
                />
              ))}
            </DataTable>
            {data.matching > data.members.length && (
              <p className="text-xs text-muted">
                Showing the newest {data.members.length} of {data.matching}; search to find others.
              </p>
            )}
          </>
        )}
      </QueryView>
      <EditMemberDialog member={editing} onClose={() => setEditing(null)} />
    </Card>
  );
}
