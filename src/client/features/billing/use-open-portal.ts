import { useMutation } from '@tanstack/react-query';
import { portalResponseSchema } from '../../../contracts/billing';
import { useToast } from '../../components/toast/use-toast';
import { apiFetch } from '../../lib/api-fetch';
import { serverMessage } from './server-message';

/** Opens the billing portal (Stripe's or the local one) in this tab. */
export function useOpenPortal() {
  const { toast } = useToast();
  return useMutation({
    mutationFn: () =>
      apiFetch('/api/billing/portal', { method: 'POST', schema: portalResponseSchema }),
    onSuccess: ({ url }) => window.location.assign(url),
    onError: (error) =>
      toast({
        title: 'Could not open billing',
        description: serverMessage(error) ?? 'Please try again in a moment.',
        variant: 'error',
      }),
  });
}
