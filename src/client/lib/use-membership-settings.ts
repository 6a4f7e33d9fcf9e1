import { useQuery } from '@tanstack/react-query';
import { membershipSettingsSchema } from '../../contracts/membership';
import { apiQuery } from './query-client';

export const MEMBERSHIP_SETTINGS_URL = '/api/membership-settings';

/** The real member count and cap; polled every 30 s unless a screen asks for another interval. */
export function useMembershipSettings(refetchIntervalMs = 30_000) {
  return useQuery({
    ...apiQuery(MEMBERSHIP_SETTINGS_URL, membershipSettingsSchema),
    refetchInterval: refetchIntervalMs,
  });
}
