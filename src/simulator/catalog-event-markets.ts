import type { SportDef } from './catalog-sports';

/**
 * The markets served only per event (`/events/{id}/odds`): player props, alternate ladders and
 * period markets, with The Odds API's keys, and which sports carry which. Prop keys differ by
 * sport, as on the real API.
 */

/** How a player's stat is distributed around its mean. */
export type PropShape = 'normal' | 'poisson' | 'yes-no';

export interface PropSpec {
  readonly key: string;
  readonly shape: PropShape;
  /** Roster slots (0 = the team's star) quoted for this prop. */
  readonly roles: readonly number[];
  /**
   * Per role: with `share`, the mean is base × the team's expected score (a player's share of
   * it); otherwise base × (score / the sport's average team score) ^ elasticity.
   */
  readonly base: readonly number[];
  readonly share: boolean;
  readonly elasticity: number;
  /** normal shape: standard deviation as a multiple of √mean. */
  readonly sdK: number;
  /** The score that drives it: the player's team's (own) or the opponent's (a pitcher's strikeouts). */
  readonly driver: 'own' | 'opponent';
}

export interface PeriodSpec {
  /** Key suffix: q1, h1, p1, 1st_5_innings. */
  readonly suffix: string;
  /** Share of the game's scoring the period holds on average. */
  readonly fraction: number;
  readonly markets: readonly ('h2h' | 'spreads' | 'totals')[];
}

export interface EventMarketSet {
  readonly props: readonly PropSpec[];
  readonly periods: readonly PeriodSpec[];
  readonly alternates: boolean;
}

const prop = (
  key: string,
  shape: PropShape,
  roles: readonly number[],
  base: readonly number[],
  options: Partial<Pick<PropSpec, 'share' | 'elasticity' | 'sdK' | 'driver'>> = {},
): PropSpec => ({
  key,
  shape,
  roles,
  base,
  share: options.share ?? false,
  elasticity: options.elasticity ?? 0.5,
  sdK: options.sdK ?? 1,
  driver: options.driver ?? 'own',
});

const BASKETBALL: readonly PropSpec[] = [
  prop('player_points', 'normal', [0, 1, 2], [0.27, 0.2, 0.15], { share: true, sdK: 1.4 }),
  prop('player_rebounds', 'poisson', [0, 1, 2], [9.5, 7, 5]),
  prop('player_assists', 'poisson', [0, 1, 2], [7.5, 5, 3.5]),
  prop('player_threes', 'poisson', [0, 1, 2], [3.1, 2.3, 1.6], { elasticity: 0.7 }),
];

// Roster slots: 0 quarterback, 1 running back, 2 and 3 receivers, 4 tight end.
const FOOTBALL: readonly PropSpec[] = [
  prop('player_pass_yds', 'normal', [0], [235], { elasticity: 0.6, sdK: 3.6 }),
  prop('player_rush_yds', 'normal', [1], [66], { elasticity: 0.5, sdK: 3.4 }),
  // Touchdowns ≈ team points / 7, shared among the scorers.
  prop('player_anytime_td', 'yes-no', [1, 2, 3, 4], [0.3 / 7, 0.22 / 7, 0.15 / 7, 0.12 / 7], {
    share: true,
  }),
];

// Slot 0 the starting pitcher, 1–4 the top of the batting order.
const BASEBALL: readonly PropSpec[] = [
  prop('batter_hits', 'poisson', [1, 2, 3, 4], [1.05, 1, 0.95, 0.9]),
  prop('pitcher_strikeouts', 'poisson', [0], [5.8], { elasticity: -0.4, driver: 'opponent' }),
];

const SOCCER: readonly PropSpec[] = [
  prop('player_goal_scorer_anytime', 'yes-no', [0, 1, 2, 3], [0.3, 0.18, 0.12, 0.08], {
    share: true,
  }),
  prop('player_shots_on_target', 'poisson', [0, 1, 2], [1.4, 0.9, 0.7], { elasticity: 0.7 }),
];

const HALVES: PeriodSpec = { suffix: 'h1', fraction: 0.5, markets: ['h2h', 'spreads', 'totals'] };
const QUARTER: PeriodSpec = { suffix: 'q1', fraction: 0.25, markets: ['h2h', 'totals'] };

/** The event markets a sport's events carry (none for winner-only sports such as tennis). */
export function eventMarketSet(sport: SportDef): EventMarketSet {
  const none: EventMarketSet = { props: [], periods: [], alternates: false };
  if (sport.kind === 'binary' || sport.outright || !sport.markets.includes('totals')) return none;
  const group = sport.key.split('_')[0];
  if (group === 'basketball')
    return { props: BASKETBALL, periods: [HALVES, QUARTER], alternates: true };
  if (group === 'americanfootball')
    return { props: FOOTBALL, periods: [HALVES, QUARTER], alternates: true };
  if (group === 'baseball')
    return {
      props: BASEBALL,
      periods: [
        { suffix: '1st_5_innings', fraction: 5 / 9, markets: ['h2h', 'spreads', 'totals'] },
      ],
      alternates: true,
    };
  if (group === 'icehockey')
    return {
      props: [],
      periods: [{ suffix: 'p1', fraction: 1 / 3, markets: ['h2h', 'totals'] }],
      alternates: true,
    };
  if (sport.draw)
    return {
      props: SOCCER,
      periods: [{ suffix: 'h1', fraction: 0.45, markets: ['h2h', 'totals'] }],
      alternates: true,
    };
  return { props: [], periods: [HALVES], alternates: true };
}

export const ALTERNATE_KEYS = ['alternate_spreads', 'alternate_totals', 'team_totals'] as const;

/** Every key this sport's events may carry beyond the featured markets. */
export function eventMarketKeys(sport: SportDef): string[] {
  const set = eventMarketSet(sport);
  const keys: string[] = set.alternates ? [...ALTERNATE_KEYS] : [];
  for (const p of set.periods) for (const m of p.markets) keys.push(`${m}_${p.suffix}`);
  for (const p of set.props) keys.push(p.key);
  return keys;
}

/** Every market key the simulator knows (for validating a request's `markets`). */
export const KNOWN_EVENT_MARKET_KEYS: ReadonlySet<string> = new Set([
  ...ALTERNATE_KEYS,
  ...[BASKETBALL, FOOTBALL, BASEBALL, SOCCER].flatMap((specs) => specs.map((s) => s.key)),
  ...['q1', 'h1', 'p1', '1st_5_innings'].flatMap((s) => [
    `h2h_${s}`,
    `spreads_${s}`,
    `totals_${s}`,
  ]),
]);

/** A period key's spec on this sport, e.g. `totals_h1` → (totals, halves). */
export function periodOf(
  sport: SportDef,
  key: string,
): { market: 'h2h' | 'spreads' | 'totals'; period: PeriodSpec } | null {
  for (const period of eventMarketSet(sport).periods) {
    for (const market of period.markets)
      if (key === `${market}_${period.suffix}`) return { market, period };
  }
  return null;
}

export function propOf(sport: SportDef, key: string): PropSpec | null {
  return eventMarketSet(sport).props.find((p) => p.key === key) ?? null;
}
