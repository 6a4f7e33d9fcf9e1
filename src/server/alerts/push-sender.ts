import type { Agent, AgentOptions } from 'node:https';
import { eq } from 'drizzle-orm';
import webpush from 'web-push';
import type { Database } from '../db/database';
import { pushSubscriptions } from '../db/schema/index';
import type { OutboundGuard } from '../outbound/outbound-guard';
import { toPushDeliveryError } from './push-delivery-error';
import type { VapidKeys } from './server-keys';

export interface PushMessage {
  title: string;
  body: string;
  url: string;
}

/** A push service that neither answers nor refuses holds the sender no longer than this. */
const PUSH_TIMEOUT_MS = 10_000;

/**
 * Web push to every browser a member subscribed, signed with the server's VAPID keys. A
 * subscription the push service says is gone (404, 410) is removed. Each endpoint passes the
 * outbound guard again before it is used, and the connection goes through the guard's agent:
 * the name may point somewhere else than when the member subscribed. web-push makes one request
 * and follows no redirect.
 */
export class PushSender {
  private readonly agent: Agent;

  constructor(
    private readonly db: Database,
    private readonly keys: VapidKeys,
    private readonly subject: string,
    private readonly guard: OutboundGuard,
    /** Certificate authorities beyond the system's (tests: the stand-in's own certificate). */
    tls: Pick<AgentOptions, 'ca'> = {},
  ) {
    this.agent = guard.agent(tls);
  }

  async sendToMember(userId: string, message: PushMessage): Promise<number> {
    const subscriptions = await this.db
      .select()
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.userId, userId));
    if (subscriptions.length === 0) throw new Error('no browser is subscribed to push');
    let delivered = 0;
    let lastError: unknown = null;
    for (const subscription of subscriptions) {
      try {
        await this.guard.check(subscription.endpoint);
        await webpush.sendNotification(
          {
            endpoint: subscription.endpoint,
            keys: { p256dh: subscription.p256dh, auth: subscription.auth },
          },
          JSON.stringify(message),
          {
            vapidDetails: {
              subject: this.subject,
              publicKey: this.keys.publicKey,
              privateKey: this.keys.privateKey,
            },
            TTL: 600,
            agent: this.agent,
            timeout: PUSH_TIMEOUT_MS,
          },
        );
        delivered++;
      } catch (error) {
        const status = (error as { statusCode?: number }).statusCode;
        if (status === 404 || status === 410) {
          await this.db
            .delete(pushSubscriptions)
            .where(eq(pushSubscriptions.endpoint, subscription.endpoint));
        } else lastError = error;
      }
    }
    if (delivered === 0 && lastError) throw toPushDeliveryError(lastError);
    return delivered;
  }
}
