import { useQuery } from '@tanstack/react-query';
import { DEFAULT_TOTAL_STAKE } from './profit-at-stake';
import { userSettingsQuery } from './use-user-settings';

/**
 * The member's default total stake (Settings → Preferences): the calculator opens at it and every
 * figure that assumes a stake uses it. The spec's $1,000 until the settings have loaded.
 */
export function useDefaultStake(): number {
  const query = useQuery({ ...userSettingsQuery, select: (settings) => settings.defaultStake });
  return query.data ?? DEFAULT_TOTAL_STAKE;
}
