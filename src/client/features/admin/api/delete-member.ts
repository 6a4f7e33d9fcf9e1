import { useMutation, useQueryClient } from '@tanstack/react-query';
import { memberDeletedSchema } from '../../../../contracts/admin';
import { apiFetch } from '../../../lib/api-fetch';
import { MEMBERSHIP_SETTINGS_URL } from '../../../lib/use-membership-settings';
import { AUDIT_LOG_URL, MEMBERS_URL, refetchAdmin } from './admin-queries';

function deleteMember(id: string) {
  return apiFetch(`${MEMBERS_URL}/${encodeURIComponent(id)}`, {
    method: 'DELETE',
    schema: memberDeletedSchema,
  });
}

/** DELETE /api/admin/members/{id}; the list, the member count and the audit log are read again. */
export function useDeleteMember() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteMember,
    onSuccess: () =>
      refetchAdmin(queryClient, [MEMBERS_URL, MEMBERSHIP_SETTINGS_URL, AUDIT_LOG_URL]),
  });
}
