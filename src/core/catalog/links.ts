import { matchSportsbook } from './matching';
import type { Sportsbook } from './sportsbooks';
import { sportGroupOf } from './sports';

export interface LinkContext {
  /** A sport group ('nfl') or an Odds API sport key ('americanfootball_nfl'). */
  readonly sport?: string;
  readonly homeTeam?: string;
  readonly awayTeam?: string;
}

/** Fixed campaign tags, so books' affiliate reports can attribute traffic to Arbiter. */
export const UTM_PARAMS = {
  utm_source: 'arbiter',
  utm_medium: 'referral',
  utm_campaign: 'betting_opportunity',
} as const;

/** "Kansas City Chiefs" → "kansas-city-chiefs"; accents folded, anything else a single dash. */
export function slugify(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/**
 * Where to send a member to place a bet: the named book's sport page when known (else its home
 * page), tagged with UTM parameters. A name no book matches gets a web search rather than nothing,
 * since the member still needs to find the book.
 */
export function sportsbookLink(name: string, context: LinkContext = {}): string {
  const book = matchSportsbook(name);
  return book ? bookLink(book, context) : searchLink(name);
}

export function bookLink(book: Sportsbook, context: LinkContext = {}): string {
  const path =
    context.sport === undefined ? undefined : book.sportPaths?.[sportGroupOf(context.sport)];
  const url = new URL(path ?? book.homeUrl, book.homeUrl);
  for (const [param, value] of Object.entries(UTM_PARAMS)) url.searchParams.set(param, value);
  const content = utmContent(context);
  if (content !== '') url.searchParams.set('utm_content', content);
  return url.toString();
}

/**
 * "<sport>-<home>-vs-<away>", with whatever is missing left out. The sport is kept as given
 * (a full key says more than its group, e.g. which soccer league).
 */
function utmContent({ sport, homeTeam, awayTeam }: LinkContext): string {
  const home = homeTeam?.trim() || undefined;
  const away = awayTeam?.trim() || undefined;
  const fixture = home && away ? `${home} vs ${away}` : (home ?? away ?? '');
  return slugify(`${sport ?? ''} ${fixture}`);
}

export function searchLink(name: string): string {
  const url = new URL('https://www.google.com/search');
  url.searchParams.set('q', `${name.trim()} sportsbook`.trim());
  return url.toString();
}
