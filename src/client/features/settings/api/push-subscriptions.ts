import { z } from 'zod';
import { pushKeySchema } from '../../../../contracts/alerts';
import type { pushSubscriptionBodySchema } from '../../../../contracts/alerts';
import { apiFetch } from '../../../lib/api-fetch';

const SUBSCRIPTIONS_URL = '/api/push/subscriptions';

/** GET /api/push/public-key: the server's VAPID key that signs every push it sends. */
export async function fetchPushPublicKey(): Promise<string> {
  return (await apiFetch('/api/push/public-key', { schema: pushKeySchema })).publicKey;
}

/** POST /api/push/subscriptions: this browser's endpoint and keys, kept for the member. */
export function savePushSubscription(body: z.input<typeof pushSubscriptionBodySchema>) {
  return apiFetch(SUBSCRIPTIONS_URL, { method: 'POST', json: body, schema: z.undefined() });
}

/** DELETE /api/push/subscriptions: no more push to this endpoint. */
export function deletePushSubscription(endpoint: string) {
  return apiFetch(SUBSCRIPTIONS_URL, {
    method: 'DELETE',
    json: { endpoint },
    schema: z.undefined(),
  });
}
