import { useMutation, useQueryClient } from '@tanstack/react-query';
import { memberSchema, type MemberUpdate } from '../../../../contracts/admin';
import { apiFetch } from '../../../lib/api-fetch';
import { MEMBERSHIP_SETTINGS_URL } from '../../../lib/use-membership-settings';
import { AUDIT_LOG_URL, MEMBERS_URL, refetchAdmin } from './admin-queries';

function updateMember({ id, update }: { id: string; update: MemberUpdate }) {
  return apiFetch(`${MEMBERS_URL}/${encodeURIComponent(id)}`, {
    method: 'PUT',
    json: update,
    schema: memberSchema,
  });
}

/** PUT /api/admin/members/{id}; the list, the member count and the audit log are read again. */
export function useUpdateMember() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateMember,
    onSuccess: () =>
      refetchAdmin(queryClient, [MEMBERS_URL, MEMBERSHIP_SETTINGS_URL, AUDIT_LOG_URL]),
  });
}
