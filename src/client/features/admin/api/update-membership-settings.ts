import { useMutation, useQueryClient } from '@tanstack/react-query';
import { membershipSettingsSchema, type MembershipStatus } from '../../../../contracts/membership';
import { apiFetch } from '../../../lib/api-fetch';
import { MEMBERSHIP_SETTINGS_URL } from '../../../lib/use-membership-settings';
import { ANALYTICS_URL, API_USAGE_URL, AUDIT_LOG_URL, refetchAdmin } from './admin-queries';

function updateMembershipSettings(update: { maxMembers: number; status: MembershipStatus }) {
  return apiFetch('/api/admin/membership-settings', {
    method: 'POST',
    json: update,
    schema: membershipSettingsSchema,
  });
}

/** POST /api/admin/membership-settings; then what the spec refreshes, and the audit log. */
export function useUpdateMembershipSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateMembershipSettings,
    onSuccess: () =>
      refetchAdmin(queryClient, [
        MEMBERSHIP_SETTINGS_URL,
        ANALYTICS_URL,
        API_USAGE_URL,
        AUDIT_LOG_URL,
      ]),
  });
}
