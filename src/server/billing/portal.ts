import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/database';
import { billingPortalSessions } from '../db/schema/index';
import { customerIdFor } from './billing-customers';
import { BillingProviderError, type BillingDeps } from './billing-deps';
import { BillingConflictError } from './checkout-reservation';

/** A local portal link stays usable for an hour, like a signed-in visit to Stripe's portal. */
const PORTAL_LINK_MS = 60 * 60_000;

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** POST /api/billing/portal: Stripe's customer portal, or a link to the local one. */
export async function createPortalUrl(
  deps: BillingDeps,
  userId: string,
  log?: FastifyBaseLogger,
): Promise<string> {
  const customerId = await customerIdFor(deps.db, userId);
  if (!customerId) {
    throw new BillingConflictError(
      'There is no billing account yet: start a membership from the Subscribe page.',
    );
  }
  if (deps.stripe) {
    try {
      return await deps.stripe.createPortalSession(customerId);
    } catch (error) {
      throw new BillingProviderError(error, log);
    }
  }
  const token = randomBytes(32).toString('base64url');
  const now = deps.clock();
  await deps.db.insert(billingPortalSessions).values({
    tokenHash: hashToken(token),
    userId,
    createdAt: now,
    expiresAt: new Date(now.getTime() + PORTAL_LINK_MS),
  });
  return `${deps.publicUrl}/local-portal/${token}`;
}

/** Whether the local portal link is the signed-in member's own and still valid. */
export async function isPortalLinkValid(
  db: Database,
  token: string,
  userId: string,
  now: Date,
): Promise<boolean> {
  const [row] = await db
    .select({ userId: billingPortalSessions.userId })
    .from(billingPortalSessions)
    .where(
      and(
        eq(billingPortalSessions.tokenHash, hashToken(token)),
        gt(billingPortalSessions.expiresAt, now),
      ),
    );
  return row?.userId === userId;
}
