import { eq, sql } from 'drizzle-orm';
import type { Database } from '../db/database';
import { billingInvoices } from '../db/schema/index';
import type { ApplyOutcome } from './apply-subscription';
import { versionOf } from './apply-subscription';
import { findMemberFor } from './billing-customers';
import type { InvoiceObject } from './event-schemas';
import { isNewer, TERMINAL_INVOICE_STATUSES } from './subscription-version';

const toDate = (seconds: number | null | undefined) =>
  seconds === null || seconds === undefined ? null : new Date(seconds * 1000);

/** Records an invoice of a member (paid or failed); a paid invoice never goes back to open. */
export async function applyInvoice(
  tx: Database,
  invoice: InvoiceObject,
  event: { id: string; type: string; created: number },
  now: Date,
): Promise<ApplyOutcome> {
  const details = invoice.parent?.subscription_details;
  const userId = await findMemberFor(tx, invoice.customer, details?.metadata.arbiter_user_id, now);
  if (!userId) return 'unmatched';

  const failed = event.type === 'invoice.payment_failed';
  const status = invoice.status ?? (failed ? 'open' : 'paid');
  const failedAt = failed ? new Date(event.created * 1000) : null;
  const version = {
    terminal: TERMINAL_INVOICE_STATUSES.has(status) ? (1 as const) : (0 as const),
    created: event.created,
    event: event.id,
  };
  const [stored] = await tx
    .select()
    .from(billingInvoices)
    .where(eq(billingInvoices.id, invoice.id))
    .for('update');
  if (stored && !isNewer(version, versionOf(stored))) {
    if (!failedAt) return 'ignored';
    await tx
      .update(billingInvoices)
      .set({
        lastPaymentFailedAt: sql`greatest(${billingInvoices.lastPaymentFailedAt}, ${failedAt})`,
      })
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
    versionTerminal: version.terminal,
    versionCreated: version.created,
    versionEvent: version.event,
    updatedAt: now,
  };
  const lastPaymentFailedAt =
    stored?.lastPaymentFailedAt && failedAt
      ? new Date(Math.max(stored.lastPaymentFailedAt.getTime(), failedAt.getTime()))
      : (stored?.lastPaymentFailedAt ?? failedAt);
  await tx
    .insert(billingInvoices)
    .values({ id: invoice.id, ...columns, lastPaymentFailedAt })
    .onConflictDoUpdate({ target: billingInvoices.id, set: { ...columns, lastPaymentFailedAt } });
  return 'applied';
}
