import type { z } from 'zod';
import { emailCallResultSchema } from '../../../contracts/alerts';
import type { ToastInput } from '../../components/toast/toast-context';
import { ApiRequestError } from '../../lib/api-error';
import { errorMessage } from '../../lib/server-message';
import type { EmailCall } from './api/send-email-call';

type EmailCallResult = z.infer<typeof emailCallResultSchema>;

/** Spec §8: the titles and default texts of the two calls. */
const TEXTS = {
  test: {
    success: 'Email Test Successful',
    failure: 'Email Test Failed',
    fallback: 'Failed to send test email',
  },
  demo: {
    success: 'Demo Alert Sent Successfully',
    failure: 'Demo Alert Failed',
    fallback: 'Failed to send demo alert',
  },
} as const;

/** The server's `error` titles that the spec gives a toast title of their own (test e-mail). */
const OWN_TITLES = ['Email Credits Exceeded', 'Email configuration issue'];

export function emailCallSuccess(call: EmailCall, result: EmailCallResult): ToastInput {
  return { variant: 'success', title: TEXTS[call].success, description: result.message };
}

/** The mail server's refusal as the server reported it (a 502 with message, error, details). */
function mailFailure(error: unknown): EmailCallResult | null {
  if (!(error instanceof ApiRequestError) || error.status !== 502) return null;
  try {
    const body = emailCallResultSchema.safeParse(JSON.parse(error.bodyText));
    return body.success ? body.data : null;
  } catch {
    return null;
  }
}

/**
 * A failed call: the spec's failure title with the server's details. For the test e-mail, credits
 * exceeded and a configuration problem get their own titles. Any other refusal (no opportunity
 * live, sign-in needed) shows the server's own message.
 */
export function emailCallFailure(call: EmailCall, error: unknown): ToastInput {
  const texts = TEXTS[call];
  const failure = mailFailure(error);
  if (failure === null) {
    const known = error instanceof ApiRequestError || error instanceof TypeError;
    return {
      variant: 'error',
      title: texts.failure,
      description: known ? errorMessage(error) : texts.fallback,
    };
  }
  const reason = failure.error;
  if (call === 'test' && reason !== undefined && OWN_TITLES.includes(reason)) {
    return { variant: 'error', title: reason, description: failure.details ?? texts.fallback };
  }
  const parts = [reason === texts.failure ? undefined : reason, failure.details].filter(
    (part) => part !== undefined && part !== '',
  );
  return {
    variant: 'error',
    title: texts.failure,
    description: parts.length > 0 ? parts.join(': ') : failure.message || texts.fallback,
  };
}
