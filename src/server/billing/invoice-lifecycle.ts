import { compareVersions, type Version } from './subscription-version';

/**
 * Stripe's invoice lifecycle: draft → open → paid | void | uncollectible, where an uncollectible
 * invoice can still be paid or voided and a paid or void one never changes again.
 */
const STAGES: Readonly<Record<string, number>> = {
  draft: 0,
  open: 1,
  uncollectible: 2,
  paid: 3,
  void: 3,
};

/** A status Stripe does not document ranks with a draft, so it never hides a known outcome. */
const stageOf = (status: string) => STAGES[status] ?? 0;

export const isFinalInvoiceStatus = (status: string) => stageOf(status) === STAGES.paid;

export interface InvoiceSnapshot {
  status: string;
  version: Version;
}

/**
 * Whether a snapshot replaces the stored one. The later stage wins whatever the event times say:
 * a retry's invoice.payment_failed and invoice.paid can carry the same second, and a failure
 * redelivered late must not reopen a paid invoice. Within one stage the newer version wins.
 */
export function supersedesInvoice(candidate: InvoiceSnapshot, stored: InvoiceSnapshot): boolean {
  const stage = stageOf(candidate.status) - stageOf(stored.status);
  if (stage !== 0) return stage > 0;
  return compareVersions(candidate.version, stored.version) > 0;
}
