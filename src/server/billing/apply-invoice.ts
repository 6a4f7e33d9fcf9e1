import { eq } from 'drizzle-orm';
import type { Database } from '../db/database';
import { billingInvoices } from '../db/schema/index';
import type { ApplyOutcome } from './apply-subscription';
import { versionOf } from './apply-subscription';
import { findMemberFor, lockMember } from './billing-customers';
import type { InvoiceObject } from './event-schemas';
import { isFinalInvoiceStatus, supersedesInvoice } from './invoice-lifecycle';

const toDate = (seconds: number | null | undefined) =>
  seconds === null || seconds === undefined ? null : new Date(seconds * 1000);

/**
 * Records an invoice of a member (paid or failed). The stored snapshot follows Stripe's
 * lifecycle forward only, and the last failure time is the latest failure heard of, so every
 * delivery order and overlap ends in the same row.
 */
export async function applyInvoice(
  tx: Database,
  invoice: InvoiceObject,
  event: { id: string; type: string; created: number },
  now: Date,
): Promise<ApplyOutcome> {
  const details = invoice.parent?.subscription_details;
  const userId = await findMemberFor(tx, invoice.customer, details?.metadata.arbiter_user_id, now);
  if (!userId) return 'unmatched';
  // The first events of a new invoice find no row to lock, and would each insert their own
  // snapshot over the other's; the member's row serialises them.
  await lockMember(tx, userId);

  const failed = event.type === 'invoice.payment_failed';
  const status = invoice.status ?? (failed ? 'open' : 'paid');
  const failedAt = failed ? new Date(event.created * 1000) : null;
  const version = {
    terminal: isFinalInvoiceStatus(status) ? (1 as const) : (0 as const),
    created: event.created,
    event: event.id,
  };
  const [stored] = await tx
    .select()
    .from(billingInvoices)
    .where(eq(billingInvoices.id, invoice.id));
  const storedFailedAt = stored?.lastPaymentFailedAt ?? null;
  const laterFailure = failedAt !== null && (storedFailedAt === null || failedAt > storedFailedAt);
  const lastPaymentFailedAt = laterFailure ? failedAt : storedFailedAt;

  if (
    stored &&
    !supersedesInvoice({ status, version }, { ...stored, version: versionOf(stored) })
  ) {
    if (!laterFailure) return 'ignored';
    await tx
      .update(billingInvoices)
      .set({ lastPaymentFailedAt })
      .where(eq(billingInvoices.id, invoice.id));
    return 'applied';
  }

  const columns = {
    userId,
    subscriptionId: details?.subscription ?? invoice.subscription ?? null,
    status,
    amountDueCents: invoice.amount_due,
    amountPaidCents: invoice.amount_paid,
    currency: invoice.currency,
    attemptCount: invoice.attempt_count,
    periodStart: toDate(invoice.period_start),
    periodEnd: toDate(invoice.period_end),
    lastPaymentFailedAt,
    versionTerminal: version.terminal,
    versionCreated: version.created,
    versionEvent: version.event,
    updatedAt: now,
  };
  await tx
    .insert(billingInvoices)
    .values({ id: invoice.id, ...columns })
    .onConflictDoUpdate({ target: billingInvoices.id, set: columns });
  return 'applied';
}
