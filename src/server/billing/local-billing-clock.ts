import { and, eq, lte, ne, or, sql } from 'drizzle-orm';
import { PLANS } from '../../contracts/billing';
import type { Database } from '../db/database';
import {
  checkoutSessions,
  localSubscriptions,
  type LocalSubscriptionRow,
} from '../db/schema/index';
import { localCheckoutSessionObject, localEvent, type LocalEvent } from './local-objects';
import { checkoutUrls } from './local-checkout';
import { deliverLocalEvents, enqueueLocalEvents } from './local-outbox';
import { nextStamp, periodInvoiceEvent, subscriptionEvent } from './local-subscription-events';
import { addDays, addInterval } from './plans';
import type { WebhookDeps } from './webhook-receiver';

/** Stripe announces the end of a trial three days ahead. */
const TRIAL_NOTICE_DAYS = 3;

/**
 * What Stripe's clock does to one subscription by `now`: the trial-end notice, renewals (each
 * paid, since the local checkout has no card to fail) and, for a subscription canceled at period
 * end, its end. Returns the new row and the events, in order.
 */
export function advanceSubscription(start: LocalSubscriptionRow, now: Date) {
  let row = start;
  const events: LocalEvent[] = [];
  const stamp = (next: LocalSubscriptionRow) => ({
    ...next,
    lastEventCreated: nextStamp(row, now),
  });

  if (
    row.status === 'trialing' &&
    !row.trialWillEndSent &&
    row.trialEnd !== null &&
    row.trialEnd > now &&
    addDays(row.trialEnd, -TRIAL_NOTICE_DAYS) <= now
  ) {
    row = stamp({ ...row, trialWillEndSent: true });
    events.push(subscriptionEvent('customer.subscription.trial_will_end', row));
  }
  while (row.status !== 'canceled' && row.currentPeriodEnd <= now) {
    if (row.cancelAtPeriodEnd) {
      row = stamp({ ...row, status: 'canceled', endedAt: row.currentPeriodEnd });
      events.push(subscriptionEvent('customer.subscription.deleted', row));
      break;
    }
    const planId = row.pendingPlanId ?? row.planId;
    const periodStart = row.currentPeriodEnd;
    row = stamp({
      ...row,
      status: 'active',
      planId,
      pendingPlanId: null,
      currentPeriodStart: periodStart,
      currentPeriodEnd: addInterval(periodStart, PLANS[planId].interval),
    });
    events.push(subscriptionEvent('customer.subscription.updated', row));
    events.push(periodInvoiceEvent(row, 'subscription_cycle'));
  }
  return { row, events };
}

async function advanceDueSubscriptions(db: Database, now: Date) {
  const noticeHorizon = addDays(now, TRIAL_NOTICE_DAYS);
  const due = await db
    .select({ id: localSubscriptions.id })
    .from(localSubscriptions)
    .where(
      and(
        ne(localSubscriptions.status, 'canceled'),
        or(
          lte(localSubscriptions.currentPeriodEnd, now),
          and(
            eq(localSubscriptions.status, 'trialing'),
            eq(localSubscriptions.trialWillEndSent, false),
            lte(localSubscriptions.trialEnd, noticeHorizon),
          ),
        ),
      ),
    );
  for (const { id } of due) {
    await db.transaction(async (tx) => {
      const [row] = await tx
        .select()
        .from(localSubscriptions)
        .where(eq(localSubscriptions.id, id))
        .for('update');
      if (!row) return;
      const advanced = advanceSubscription(row, now);
      if (advanced.events.length === 0) return;
      await tx.update(localSubscriptions).set(advanced.row).where(eq(localSubscriptions.id, id));
      await enqueueLocalEvents(tx, advanced.events, now);
    });
  }
}

/** Local sessions past their expiry get Stripe's checkout.session.expired, once each. */
async function expireLocalSessions(db: Database, now: Date, publicUrl: string) {
  const expired = await db
    .select()
    .from(checkoutSessions)
    .where(
      and(
        eq(checkoutSessions.provider, 'local'),
        eq(checkoutSessions.status, 'open'),
        lte(checkoutSessions.expiresAt, now),
        sql`${checkoutSessions.sessionId} is not null`,
      ),
    )
    .limit(500);
  const events = expired.map((session) => {
    const sessionId = session.sessionId ?? '';
    const object = localCheckoutSessionObject({
      sessionId,
      userId: session.userId,
      planId: session.planId,
      status: 'expired',
      customerId: null,
      subscriptionId: null,
      created: session.createdAt,
      expiresAt: session.expiresAt,
      ...checkoutUrls(publicUrl, sessionId),
    });
    const created = Math.floor(session.expiresAt.getTime() / 1000);
    return localEvent(
      'checkout.session.expired',
      object,
      created,
      `evt_local_expired_${sessionId.slice(9)}`,
    );
  });
  await enqueueLocalEvents(db, events, now);
}

/** One tick of the local billing clock; safe to run from several processes at once. */
export async function runLocalBillingClock(deps: WebhookDeps & { publicUrl: string }) {
  const now = deps.clock();
  await expireLocalSessions(deps.db, now, deps.publicUrl);
  await advanceDueSubscriptions(deps.db, now);
  await deliverLocalEvents(deps);
}

/** How often the local billing clock renews, ends and expires what is due. */
const CLOCK_TICK_MS = 60_000;

/**
 * Runs the clock now and every minute, one tick at a time. stop() waits for a running tick, so
 * the database can close after it.
 */
export function startLocalBillingClock(
  deps: WebhookDeps & { publicUrl: string },
  onError: (error: unknown) => void,
) {
  let running: Promise<void> = Promise.resolve();
  const tick = () => {
    running = running.then(() => runLocalBillingClock(deps)).catch(onError);
    return running;
  };
  const timer = setInterval(() => void tick(), CLOCK_TICK_MS);
  timer.unref();
  return {
    firstTick: tick(),
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
