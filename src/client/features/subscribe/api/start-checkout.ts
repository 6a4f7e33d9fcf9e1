import { useMutation } from '@tanstack/react-query';
import { createCheckoutResponseSchema, type PlanId } from '../../../../contracts/billing';
import { apiFetch } from '../../../lib/api-fetch';

function startCheckout(planId: PlanId) {
  return apiFetch('/api/create-checkout-session', {
    method: 'POST',
    json: { planId },
    schema: createCheckoutResponseSchema,
  });
}

/**
 * POST /api/create-checkout-session; the page follows the URL to the provider's checkout (or the
 * local one).
 */
export function useStartCheckout() {
  return useMutation({
    mutationFn: startCheckout,
    onSuccess: (answer) => {
      if (answer.status === 'checkout') window.location.assign(answer.url);
    },
  });
}
