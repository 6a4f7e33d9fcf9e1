import { PLANS, type PlanId } from '../../contracts/billing';
import type { LocalSubscriptionRow } from '../db/schema/index';
import { escapeHtml, formatDate, LOCAL_NOTE, page, priceLine } from './local-page-shell';

export const PORTAL_NOTICES = {
  canceled: 'Your plan is canceled. You keep Elite access until the end of the period shown below.',
  resumed: 'Your plan is active again and will renew as usual.',
  switched: 'Your plan is changed.',
  scheduled: 'Your new plan starts at your next renewal.',
  unchanged: 'Nothing needed changing.',
} as const;
export type PortalNotice = keyof typeof PORTAL_NOTICES;

function statusLines(row: LocalSubscriptionRow): string {
  const end = formatDate(row.currentPeriodEnd);
  const lines = [
    `<dt>Plan</dt><dd>${escapeHtml(PLANS[row.planId].name)} (${escapeHtml(priceLine(row.planId))})</dd>`,
  ];
  if (row.cancelAtPeriodEnd) {
    lines.push(`<dt>Status</dt><dd>Canceled: Elite access until ${end}</dd>`);
  } else if (row.status === 'trialing') {
    lines.push(`<dt>Status</dt><dd>Free trial until ${end}</dd>`);
    lines.push(`<dt>First payment</dt><dd>${escapeHtml(priceLine(row.planId))} on ${end}</dd>`);
  } else {
    lines.push(`<dt>Status</dt><dd>Active, renews on ${end}</dd>`);
  }
  if (row.pendingPlanId) {
    lines.push(
      `<dt>Next plan</dt><dd>${escapeHtml(PLANS[row.pendingPlanId].name)} from ${end}</dd>`,
    );
  }
  return `<dl>${lines.join('')}</dl>`;
}

function switchTarget(row: LocalSubscriptionRow): PlanId {
  const current = row.pendingPlanId ?? row.planId;
  return current === 'elite-monthly' ? 'elite-annual' : 'elite-monthly';
}

function actions(token: string, row: LocalSubscriptionRow): string {
  const base = `/local-portal/${escapeHtml(token)}`;
  const target = switchTarget(row);
  const when = row.status === 'trialing' ? 'now' : 'at renewal';
  const switchForm = row.cancelAtPeriodEnd
    ? ''
    : `<form method="post" action="${base}/switch"><input type="hidden" name="planId" value="${target}"><button type="submit" class="secondary">Switch to ${escapeHtml(PLANS[target].name)} (${escapeHtml(priceLine(target))}) ${when}</button></form>`;
  const cancelOrResume = row.cancelAtPeriodEnd
    ? `<form method="post" action="${base}/resume"><button type="submit">Resume plan</button></form>`
    : `<form method="post" action="${base}/cancel"><button type="submit" class="danger">Cancel plan</button></form>`;
  return `<div class="actions">${switchForm}${cancelOrResume}</div>`;
}

/** The local billing portal: switch plan, cancel at period end, resume. Plain forms. */
export function renderLocalPortalPage(input: {
  token: string;
  email: string;
  subscription: LocalSubscriptionRow | null;
  notice?: PortalNotice;
}): string {
  const notice = input.notice
    ? `<p class="notice" role="status">${PORTAL_NOTICES[input.notice]}</p>`
    : '';
  const body = input.subscription
    ? `${statusLines(input.subscription)}${actions(input.token, input.subscription)}`
    : '<p>You have no active membership. Start one from the Subscribe page.</p><a class="back" href="/subscribe">Go to Subscribe</a>';
  return page(
    'Manage plan',
    `<p class="brand">Arbiter · Billing</p><h1>Manage your plan</h1><p class="muted">${escapeHtml(input.email)}</p>${notice}${body}${LOCAL_NOTE}<a class="back" href="/dashboard">Return to Arbiter</a>`,
  );
}
