import { formatUsd, MONEY_BACK_DAYS, PLANS, TRIAL_DAYS } from '../../contracts/billing';
import type { CheckoutSessionRow } from '../db/schema/index';
import { escapeHtml, formatDate, LOCAL_NOTE, page } from './local-page-shell';
import { addDays } from './plans';

/** The local checkout: plan, price and trial, with "Start trial" and "Cancel" as plain forms. */
export function renderLocalCheckoutPage(input: {
  session: CheckoutSessionRow;
  email: string;
  now: Date;
}): string {
  const { session, now } = input;
  const plan = PLANS[session.planId];
  const sessionId = escapeHtml(session.sessionId ?? '');
  const price = formatUsd(plan.amountCents, { wholeDollars: false });
  const terms = session.withTrial
    ? `<div class="box"><strong>${TRIAL_DAYS}-day free trial</strong><p>Nothing is charged today. Your first payment of ${price} is due on ${formatDate(addDays(now, TRIAL_DAYS))}, unless you cancel before then.</p></div>`
    : `<div class="box"><strong>Billed today</strong><p>You have had a free trial before, so the first ${plan.interval} of ${price} starts today.</p></div>`;
  const action = session.withTrial ? 'Start trial' : 'Subscribe';
  return page(
    'Checkout',
    `<p class="brand">Arbiter · Checkout</p>
<h1>${escapeHtml(plan.name)} membership</h1>
<p class="price">${price} <span>/ ${plan.interval}</span></p>
${terms}
<dl><dt>Account</dt><dd>${escapeHtml(input.email)}</dd><dt>Billing</dt><dd>${plan.interval === 'year' ? 'Yearly' : 'Monthly'}, cancel anytime</dd><dt>Guarantee</dt><dd>${MONEY_BACK_DAYS}-day money-back guarantee</dd></dl>
${LOCAL_NOTE}
<div class="actions">
<form method="post" action="/local-checkout/${sessionId}/complete"><button type="submit">${action}</button></form>
<form method="post" action="/local-checkout/${sessionId}/cancel"><button type="submit" class="secondary">Cancel</button></form>
</div>`,
  );
}
