import { useMutation, useQueryClient } from '@tanstack/react-query';
import { emailCallResultSchema } from '../../../../contracts/alerts';
import { apiFetch } from '../../../lib/api-fetch';
import { RECENT_ALERTS_URL } from './get-recent-alerts';

/** The spec's two mail calls: the test e-mail (its own path) and the demo alert. */
export const EMAIL_CALL_URLS = {
  test: '/test-email',
  demo: '/api/demo-email-alert',
} as const;
export type EmailCall = keyof typeof EMAIL_CALL_URLS;

/**
 * POST /test-email or POST /api/demo-email-alert. Either way the message lands in the recent
 * alerts (sent, kept or failed), so that list is read again.
 */
export function useSendEmailCall(call: EmailCall) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      apiFetch(EMAIL_CALL_URLS[call], { method: 'POST', schema: emailCallResultSchema }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: [RECENT_ALERTS_URL] }),
  });
}
