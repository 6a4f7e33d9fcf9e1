import { useQuery } from '@tanstack/react-query';
import { billingSummarySchema } from '../../contracts/billing';
import { apiQuery } from './query-client';

const BILLING_SUMMARY_URL = '/api/billing/subscription';

/**
 * GET /api/billing/subscription: the plan, trial eligibility and whether the portal can open.
 * The subscribe page and the settings page both show the plan.
 */
export function useBillingSummary(enabled = true) {
  return useQuery({ ...apiQuery(BILLING_SUMMARY_URL, billingSummarySchema), enabled });
}
