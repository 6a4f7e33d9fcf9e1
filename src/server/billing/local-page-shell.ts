import { formatUsd, PLANS, type PlanId } from '../../contracts/billing';

export const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** Served at /local-billing.css: the CSP allows only same-origin styles and no inline scripts. */
export const localBillingCss = `body{font-family:system-ui,sans-serif;background:#0b1220;color:#e2e8f0;display:flex;justify-content:center;padding:48px 16px;margin:0}
main{max-width:440px;width:100%;background:#111a2e;border:1px solid #1e293b;border-radius:12px;padding:28px}
.brand{color:#94a3b8;font-size:13px;margin:0 0 16px;letter-spacing:.02em}h1{font-size:22px;margin:0 0 4px}
p,dd,dt,li{font-size:14px;line-height:1.5}p{color:#cbd5e1}.muted{color:#94a3b8}
.price{font-size:32px;font-weight:650;margin:8px 0 16px;color:#f8fafc;font-variant-numeric:tabular-nums}.price span{font-size:15px;color:#94a3b8;font-weight:400}
.box{border:1px solid #1f6f52;background:#0b2a1f;border-radius:8px;padding:12px 14px;margin:16px 0}.box strong{color:#6ee7b7}
.note{border-left:3px solid #f59e0b;padding:8px 12px;background:#1f1a0b;color:#fcd34d;font-size:13px}
.notice{border-left:3px solid #10b981;padding:8px 12px;background:#0b2a1f;color:#a7f3d0;font-size:13px}
.error{border-left:3px solid #ef4444;padding:8px 12px;background:#2a0f12;color:#fca5a5;font-size:13px}
dl{display:grid;grid-template-columns:auto 1fr;gap:6px 16px;margin:16px 0}dt{color:#94a3b8}dd{margin:0;font-variant-numeric:tabular-nums}
form{margin:0}button{margin-top:12px;width:100%;padding:11px;border:0;border-radius:8px;background:#10b981;color:#04130d;font-weight:600;font-size:15px;cursor:pointer}
button.secondary{background:transparent;color:#e2e8f0;border:1px solid #334155}button.danger{background:transparent;color:#fca5a5;border:1px solid #7f1d1d}
a{color:#34d399}.actions{margin-top:20px}.back{display:block;margin-top:20px;font-size:14px;text-align:center}`;

export function page(title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeHtml(title)} · Arbiter</title><link rel="stylesheet" href="/local-billing.css"></head><body><main>${body}</main></body></html>`;
}

export const LOCAL_NOTE =
  '<p class="note">Local checkout: no Stripe key is configured, so Arbiter runs its own checkout. No card is needed and no money moves. Set STRIPE_SECRET_KEY to take real payments.</p>';

export function priceLine(planId: PlanId): string {
  const plan = PLANS[planId];
  return `${formatUsd(plan.amountCents, { wholeDollars: false })} / ${plan.interval}`;
}

export function formatDate(date: Date): string {
  return date.toLocaleDateString('en-US', {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    timeZone: 'UTC',
  });
}

export function messagePage(
  title: string,
  message: string,
  link: { href: string; label: string },
): string {
  return page(
    title,
    `<p class="brand">Arbiter</p><h1>${escapeHtml(title)}</h1><p>${escapeHtml(message)}</p><a class="back" href="${escapeHtml(link.href)}">${escapeHtml(link.label)}</a>`,
  );
}
