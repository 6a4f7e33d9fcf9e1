import { useQuery } from '@tanstack/react-query';
import { billingSummarySchema } from '../../../contracts/billing';
import { apiQuery } from '../../lib/query-client';

export const BILLING_SUMMARY_URL = '/api/billing/subscription';

/** The member's plan, trial eligibility and whether the portal can open; signed-in only. */
export function useBillingSummary(enabled: boolean) {
  return useQuery({ ...apiQuery(BILLING_SUMMARY_URL, billingSummarySchema), enabled });
}
