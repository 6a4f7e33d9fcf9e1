import { useQuery } from '@tanstack/react-query';
import { billingSummarySchema } from '../../../../contracts/billing';
import { apiQuery } from '../../../lib/query-client';

const BILLING_SUMMARY_URL = '/api/billing/subscription';

/** GET /api/billing/subscription: the plan, trial eligibility and whether the portal can open. */
export function useBillingSummary(enabled: boolean) {
  return useQuery({ ...apiQuery(BILLING_SUMMARY_URL, billingSummarySchema), enabled });
}
