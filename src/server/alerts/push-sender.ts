import { eq } from 'drizzle-orm';
import webpush from 'web-push';
import type { Database } from '../db/database';
import { pushSubscriptions } from '../db/schema/index';
import type { VapidKeys } from './server-keys';

export interface PushMessage {
  title: string;
  body: string;
  url: string;
}

/**
 * Web push to every browser a member subscribed, signed with the server's VAPID keys. A
 * subscription the push service says is gone (404, 410) is removed.
 */
export class PushSender {
  constructor(
    private readonly db: Database,
    private readonly keys: VapidKeys,
    private readonly subject: string,
  ) {}

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
    if (delivered === 0 && lastError) throw lastError;
    return delivered;
  }
}
