import { useQuery } from '@tanstack/react-query';
import { recentAlertsSchema } from '../../../../contracts/alerts';
import { apiQuery } from '../../../lib/query-client';

export const RECENT_ALERTS_URL = '/api/alerts/recent';

/** GET /api/alerts/recent: the member's last 20 messages and where e-mail goes. */
export function useRecentAlerts() {
  return useQuery(apiQuery(RECENT_ALERTS_URL, recentAlertsSchema));
}
