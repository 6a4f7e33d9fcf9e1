import { useQuery } from '@tanstack/react-query';
import { checkoutSessionViewSchema } from '../../../../contracts/billing';
import { apiFetch } from '../../../lib/api-fetch';

function getCheckoutSession(sessionId: string, signal: AbortSignal) {
  return apiFetch(`/api/billing/session/${encodeURIComponent(sessionId)}`, {
    schema: checkoutSessionViewSchema,
    signal,
  });
}

/**
 * GET /api/billing/session/{id}: the checkout session as the server verified it. While it is
 * still open (Stripe's webhooks can trail the redirect) it is asked again every two seconds.
 */
export function useCheckoutSession(sessionId: string | null, enabled: boolean) {
  return useQuery({
    queryKey: ['/api/billing/session', sessionId],
    queryFn: ({ signal }) => getCheckoutSession(sessionId ?? '', signal),
    enabled: enabled && sessionId !== null && sessionId !== '',
    refetchInterval: (query) => (query.state.data?.status === 'open' ? 2_000 : false),
  });
}
