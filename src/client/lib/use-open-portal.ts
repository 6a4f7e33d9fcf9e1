import { useMutation } from '@tanstack/react-query';
import { portalResponseSchema } from '../../contracts/billing';
import { apiFetch } from './api-fetch';

/** POST /api/billing/portal, then this tab goes to the portal (Stripe's or the local one). */
export function useOpenPortal() {
  return useMutation({
    mutationFn: () =>
      apiFetch('/api/billing/portal', { method: 'POST', schema: portalResponseSchema }),
    onSuccess: ({ url }) => window.location.assign(url),
  });
}
