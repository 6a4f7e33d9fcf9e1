import type { Opportunity } from '../../contracts/opportunities';
import { opportunityMarketLabel, selectionLabel } from '../../core/market-label';

export interface RenderedMessage {
  subject: string;
  text: string;
  html: string;
}

export interface MessageLinks {
  /** Arbiter's public URL, without a trailing slash. */
  base: string;
  unsubscribe: string;
  /** Signed links that mute an opportunity's event or sport. */
  mutes?: (opportunity: Opportunity) => { label: string; link: string }[];
}

const money = (value: number) =>
  value.toLocaleString('en-US', { style: 'currency', currency: 'USD' });
const percent = (value: number) => `${value.toFixed(2)}%`;

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

function headline(o: Opportunity): string {
  if (o.type === 'arbitrage')
    return o.trust.level === 'stale' || o.trust.level === 'suspect'
      ? `${percent(o.arbitragePercentage)} arbitrage if the prices hold (${o.trust.level}: not guaranteed)`
      : `${percent(o.arbitragePercentage)} arbitrage`;
  if (o.type === 'middle') return `middle, ${percent(o.expectedValue * 100)} expected (estimate)`;
  return `value bet, ${percent(o.expectedValue * 100)} EV (estimate)`;
}

/**
 * One stake per bet at the member's default total stake, as the dialog would show them: cut to
 * the capacity where a book's limit (or the member's own maximum there) allows less.
 */
function stakeLines(o: Opportunity, totalStake: number, sentAt: number): string[] {
  const total = Math.min(totalStake, o.capacity.maxStake ?? totalStake);
  return o.legs.map((leg) => {
    const stake = o.type === 'value' ? total : total * leg.stakeRatio;
    const age = Math.max(0, Math.round((sentAt - Date.parse(leg.quotedAt)) / 1000));
    return `${money(Math.floor(stake * 100) / 100)} on ${selectionLabel(leg)} at ${leg.bookTitle} @ ${leg.price.toFixed(2)} (${ageText(age)})`;
  });
}

const ageText = (seconds: number) =>
  seconds < 60 ? `quoted ${seconds} s ago` : `quoted ${Math.round(seconds / 60)} min ago`;

function ageLine(o: Opportunity, sentAt: number, detectedAt: number): string {
  const age = o.oldestQuoteAgeSeconds + Math.max(0, Math.round((sentAt - detectedAt) / 1000));
  return ageText(age);
}

/**
 * The game and the market, as the member finds them at the book: "Lakers vs Celtics (NBA,
 * LeBron James — Points 24.5)". Every alert and its follow-ups name them the same way.
 */
export const gameAndMarket = (o: Opportunity) =>
  `${o.homeTeam} vs ${o.awayTeam} (${o.sportTitle}, ${opportunityMarketLabel(o)})`;

export interface AlertItem {
  opportunity: Opportunity;
  /** When the opportunity was queued (its snapshot's time). */
  queuedAt: number;
}

export interface AlertBlock {
  title: string;
  summary: string;
  stakes: string[];
  link: string;
  logLink: string;
}

/** One opportunity's facts, as every channel tells them: teams, return, trust, ages and stakes. */
export function alertBlock(
  { opportunity: o, queuedAt }: AlertItem,
  totalStake: number,
  sentAt: number,
  base: string,
): AlertBlock {
  return {
    title: gameAndMarket(o),
    summary: `${headline(o)} · ${ageLine(o, sentAt, queuedAt)} · starts ${new Date(o.commenceTime).toUTCString()}`,
    stakes: stakeLines(o, totalStake, sentAt),
    link: `${base}/opportunities?open=${encodeURIComponent(o.id)}`,
    // Opens the bet form filled with these legs, even once the opportunity has gone.
    logLink: `${base}/portfolio?log=${encodeURIComponent(o.id)}`,
  };
}

export const stakesFooter = (totalStake: number) =>
  `Prices move: check each price at the book before you bet. Stakes are for ${money(totalStake)} in total, or less where a limit caps them.`;

/** Outside the main lines the subject names the market too: a prop is nothing without its player. */
export function alertSubject(o: Opportunity): string {
  const market = o.marketType === 'main' ? '' : ` · ${opportunityMarketLabel(o)}`;
  return `Arbiter: ${headline(o)} — ${o.homeTeam} vs ${o.awayTeam}${market}`;
}

/** One message for a burst of opportunities (or a digest): plain text and HTML alike. */
export function renderAlert(
  items: readonly AlertItem[],
  options: { totalStake: number; links: MessageLinks; sentAt: number; title?: string },
): RenderedMessage {
  const first = items[0]!.opportunity;
  const subject =
    options.title ??
    (items.length === 1 ? alertSubject(first) : `Arbiter: ${items.length} new opportunities`);
  const mutesOf = (o: Opportunity) => options.links.mutes?.(o) ?? [];
  const blocks = items.map((item) =>
    alertBlock(item, options.totalStake, options.sentAt, options.links.base),
  );
  const footer = stakesFooter(options.totalStake);
  const text = [
    ...blocks.flatMap((b, index) => [
      b.title,
      b.summary,
      ...b.stakes.map((s) => `  ${s}`),
      `  Open: ${b.link}`,
      `  Placed it? Log this bet: ${b.logLink}`,
      ...mutesOf(items[index]!.opportunity).map((m) => `  ${m.label}: ${m.link}`),
      '',
    ]),
    footer,
    `Stop these e-mails: ${options.links.unsubscribe}`,
  ].join('\n');
  const html = [
    '<div style="font-family:system-ui,sans-serif;font-size:14px;color:#111">',
    ...blocks.map(
      (b, index) =>
        `<h3 style="margin:16px 0 4px">${escapeHtml(b.title)}</h3><p style="margin:0 0 4px;color:#444">${escapeHtml(b.summary)}</p><ul>${b.stakes
          .map((s) => `<li>${escapeHtml(s)}</li>`)
          .join(
            '',
          )}</ul><p><a href="${escapeHtml(b.link)}">Open in Arbiter</a> · <a href="${escapeHtml(b.logLink)}">Log this bet</a>${mutesOf(
          items[index]!.opportunity,
        )
          .map((m) => ` · <a href="${escapeHtml(m.link)}">${escapeHtml(m.label)}</a>`)
          .join('')}</p>`,
    ),
    `<p style="color:#666">${escapeHtml(footer)}</p>`,
    `<p style="color:#666"><a href="${escapeHtml(options.links.unsubscribe)}">Stop these e-mails</a></p>`,
    '</div>',
  ].join('');
  return { subject, text, html };
}
