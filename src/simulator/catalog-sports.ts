import type { CoverageClass } from './catalog-books';
import type { PeoplePool } from './names-people';

/**
 * The competitions the simulator runs, with The Odds API keys and the parameters of each sport's
 * scoring model (so prices, lines and final scores agree with each other).
 */

/** points: normal margin and total (NFL, NBA…); goals: Poisson per side (soccer, hockey, baseball); binary: winner only. */
export type SportKind = 'points' | 'goals' | 'binary';
export type MarketKey = 'h2h' | 'spreads' | 'totals' | 'outrights';

export interface OutrightSpec {
  /** Competitors: a league's teams, or a generated field of players. */
  readonly teamsOf: string | null;
  readonly fieldSize: number;
  /** Days from creation until the outright closes (the tournament starts). */
  readonly closesInDays: number;
}

export interface SportDef {
  readonly key: string;
  readonly group: string;
  readonly title: string;
  readonly description: string;
  readonly kind: SportKind;
  /** h2h is three-way (Draw) — soccer. */
  readonly draw: boolean;
  readonly markets: readonly MarketKey[];
  readonly coverage: CoverageClass;
  /** Upcoming events kept on the board. */
  readonly target: number;
  /** Mean hours between consecutive start times. */
  readonly gapH: number;
  readonly durationMin: number;
  /** Spread of team ratings and home advantage, in latent logit units. */
  readonly strengthSd: number;
  readonly homeAdv: number;
  /** points kind: standard deviation of the final margin. */
  readonly marginSd: number;
  /** Expected combined score, how much it varies between events, and (points kind) the realised spread. */
  readonly totalMean: number;
  readonly totalVar: number;
  readonly totalSd: number;
  /** Spacing of spread and total lines; goals sports stay on half-points so there are no pushes. */
  readonly lineStep: number;
  /** Baseball run line and hockey puck line are always ±1.5. */
  readonly fixedSpread: number | null;
  /** Market depth relative to the majors (scales bet limits). */
  readonly limitScale: number;
  /** binary kind: sets needed to win (tennis); 0 for fights. */
  readonly setsToWin: number;
  /** Individual competitors: size and kind of the player pool. */
  readonly people: { readonly size: number; readonly pool: PeoplePool } | null;
  readonly outright: OutrightSpec | null;
}

type Extra = Partial<SportDef>;
const BASE = {
  draw: false,
  markets: ['h2h', 'spreads', 'totals'] as const,
  homeAdv: 0,
  marginSd: 0,
  totalMean: 0,
  totalVar: 0,
  totalSd: 0,
  lineStep: 0.5,
  fixedSpread: null,
  limitScale: 1,
  setsToWin: 0,
  people: null,
  outright: null,
};

function sport(
  key: string,
  group: string,
  title: string,
  description: string,
  kind: SportKind,
  coverage: CoverageClass,
  timing: [target: number, gapH: number, durationMin: number],
  strengthSd: number,
  extra: Extra = {},
): SportDef {
  const [target, gapH, durationMin] = timing;
  return {
    ...BASE,
    key,
    group,
    title,
    description,
    kind,
    coverage,
    target,
    gapH,
    durationMin,
    strengthSd,
    ...extra,
  };
}

function soccer(
  key: string,
  title: string,
  description: string,
  coverage: CoverageClass,
  totalMean: number,
  limitScale: number,
  target = 9,
): SportDef {
  return sport(key, 'Soccer', title, description, 'goals', coverage, [target, 7, 115], 0.35, {
    draw: true,
    homeAdv: 0.12,
    totalMean,
    totalVar: 0.3,
    lineStep: 1,
    limitScale,
  });
}

function outright(
  key: string,
  group: string,
  title: string,
  description: string,
  coverage: CoverageClass,
  spec: OutrightSpec,
): SportDef {
  return sport(key, group, title, description, 'binary', coverage, [1, 0, 0], 0.9, {
    markets: ['outrights'],
    outright: spec,
  });
}

const pts = (
  marginSd: number,
  totalMean: number,
  totalVar: number,
  totalSd: number,
  homeAdv: number,
  limitScale: number,
): Extra => ({ marginSd, totalMean, totalVar, totalSd, homeAdv, limitScale });
const goals = (
  totalMean: number,
  totalVar: number,
  homeAdv: number,
  limitScale: number,
): Extra => ({ totalMean, totalVar, homeAdv, limitScale, lineStep: 1, fixedSpread: 1.5 });
const players = (size: number, pool: PeoplePool, setsToWin: number, limitScale: number): Extra => ({
  markets: ['h2h'],
  people: { size, pool },
  setsToWin,
  limitScale,
});

// Tabular on purpose: one competition per line reads better than the formatter's layout.
// prettier-ignore
export const SPORTS: readonly SportDef[] = [
  sport('americanfootball_nfl', 'American Football', 'NFL', 'US Football', 'points', 'usMajor', [14, 10, 195], 0.55, pts(13.5, 44, 4.5, 13.5, 0.09, 1)),
  sport('americanfootball_ncaaf', 'American Football', 'NCAAF', 'US College Football', 'points', 'usCollege', [15, 6, 210], 1, pts(16, 52, 8, 16, 0.15, 0.5)),
  sport('americanfootball_cfl', 'American Football', 'CFL', 'Canadian Football', 'points', 'usOther', [4, 18, 190], 0.45, pts(14, 48, 4, 14, 0.1, 0.3)),
  sport('basketball_nba', 'Basketball', 'NBA', 'US Basketball', 'points', 'usMajor', [14, 3, 150], 0.6, pts(12, 226, 7, 18, 0.12, 1)),
  sport('basketball_ncaab', 'Basketball', 'NCAAB', 'US College Basketball', 'points', 'usCollege', [15, 2, 130], 0.9, pts(11, 142, 8, 15, 0.2, 0.4)),
  sport('basketball_wnba', 'Basketball', 'WNBA', 'US Basketball', 'points', 'usOther', [6, 8, 130], 0.55, pts(11, 162, 6, 16, 0.1, 0.3)),
  sport('basketball_euroleague', 'Basketball', 'Basketball Euroleague', 'Basketball Euroleague', 'points', 'euroSport', [9, 6, 120], 0.5, pts(11.5, 160, 6, 15, 0.15, 0.3)),
  sport('basketball_nbl', 'Basketball', 'NBL', 'AU National Basketball League', 'points', 'australian', [5, 10, 130], 0.5, pts(12, 175, 6, 16, 0.12, 0.2)),
  sport('baseball_mlb', 'Baseball', 'MLB', 'Major League Baseball', 'goals', 'usMajor', [15, 2, 190], 0.12, goals(8.6, 1, 0.03, 1)),
  sport('baseball_kbo', 'Baseball', 'KBO', 'KBO League', 'goals', 'asiaBaseball', [5, 8, 200], 0.12, goals(9.6, 1, 0.03, 0.2)),
  sport('baseball_npb', 'Baseball', 'NPB', 'Nippon Professional Baseball', 'goals', 'asiaBaseball', [6, 8, 200], 0.12, goals(7.2, 0.8, 0.03, 0.2)),
  sport('icehockey_nhl', 'Ice Hockey', 'NHL', 'US Ice Hockey', 'goals', 'usMajor', [14, 3, 160], 0.16, goals(6.1, 0.4, 0.04, 0.8)),
  sport('icehockey_sweden_hockey_league', 'Ice Hockey', 'SHL', 'Swedish Hockey League', 'goals', 'euroSport', [7, 8, 160], 0.16, goals(5.3, 0.4, 0.05, 0.2)),
  sport('icehockey_liiga', 'Ice Hockey', 'Liiga', 'Finnish SM League', 'goals', 'euroSport', [7, 8, 160], 0.16, goals(5.2, 0.4, 0.05, 0.2)),
  sport('mma_mixed_martial_arts', 'Mixed Martial Arts', 'MMA', 'Mixed Martial Arts', 'binary', 'combat', [14, 4, 25], 0.9, players(90, 'fighters', 0, 0.4)),
  sport('boxing_boxing', 'Boxing', 'Boxing', 'Boxing Bouts', 'binary', 'combat', [10, 10, 45], 1.1, players(60, 'fighters', 0, 0.3)),
  sport('tennis_atp_us_open', 'Tennis', 'ATP US Open', "Men's Singles", 'binary', 'tennis', [16, 1.5, 150], 1, players(64, 'tennis-men', 3, 0.5)),
  sport('tennis_wta_us_open', 'Tennis', 'WTA US Open', "Women's Singles", 'binary', 'tennis', [16, 1.5, 100], 0.9, players(64, 'tennis-women', 2, 0.4)),
  sport('tennis_atp_shanghai_masters', 'Tennis', 'ATP Shanghai Masters', "Men's Singles", 'binary', 'tennis', [12, 2, 100], 0.8, players(56, 'tennis-men', 2, 0.3)),
  sport('tennis_wta_china_open', 'Tennis', 'WTA China Open', "Women's Singles", 'binary', 'tennis', [12, 2, 100], 0.8, players(56, 'tennis-women', 2, 0.3)),
  sport('cricket_ipl', 'Cricket', 'IPL', 'Indian Premier League', 'points', 'cricket', [5, 12, 210], 0.3, { ...pts(26, 340, 20, 40, 0.06, 0.5), markets: ['h2h'] }),
  sport('cricket_big_bash', 'Cricket', 'Big Bash', 'Big Bash League', 'points', 'cricket', [4, 14, 200], 0.3, { ...pts(26, 320, 20, 40, 0.06, 0.3), markets: ['h2h'] }),
  sport('cricket_odi', 'Cricket', 'One Day Internationals', 'One Day Internationals', 'points', 'cricket', [5, 20, 480], 0.6, { ...pts(45, 520, 30, 60, 0.1, 0.4), markets: ['h2h'] }),
  sport('cricket_t20_blast', 'Cricket', 'T20 Blast', 'T20 Blast', 'points', 'cricket', [8, 8, 200], 0.3, { ...pts(26, 330, 20, 40, 0.06, 0.15), markets: ['h2h'] }),
  sport('aussierules_afl', 'Aussie Rules', 'AFL', 'Aussie Football', 'points', 'australian', [9, 8, 150], 0.6, pts(32, 165, 12, 28, 0.12, 0.5)),
  sport('rugbyleague_nrl', 'Rugby League', 'NRL', 'Aussie Rugby League', 'points', 'australian', [8, 9, 110], 0.55, pts(14, 42, 4, 13, 0.1, 0.4)),
  sport('rugbyunion_six_nations', 'Rugby Union', 'Six Nations', 'Six Nations Championship', 'points', 'rugby', [3, 24, 110], 0.7, pts(14, 48, 5, 14, 0.15, 0.4)),
  soccer('soccer_epl', 'EPL', 'Premier League - England', 'soccerTop', 2.85, 1, 10),
  soccer('soccer_efl_champ', 'Championship', 'EFL Championship', 'soccerOther', 2.55, 0.3, 12),
  soccer('soccer_spain_la_liga', 'La Liga - Spain', 'Spanish Soccer', 'soccerTop', 2.6, 0.8, 10),
  soccer('soccer_germany_bundesliga', 'Bundesliga - Germany', 'German Soccer', 'soccerTop', 3.1, 0.8),
  soccer('soccer_italy_serie_a', 'Serie A - Italy', 'Italian Soccer', 'soccerTop', 2.6, 0.8, 10),
  soccer('soccer_france_ligue_one', 'Ligue 1 - France', 'French Soccer', 'soccerTop', 2.75, 0.6),
  soccer('soccer_netherlands_eredivisie', 'Dutch Eredivisie', 'Dutch Soccer', 'soccerOther', 3.1, 0.3),
  soccer('soccer_portugal_primeira_liga', 'Primeira Liga - Portugal', 'Portugese Soccer', 'soccerOther', 2.55, 0.3),
  soccer('soccer_belgium_first_div', 'Belgium First Div', 'Belgian Soccer', 'soccerOther', 2.85, 0.2, 8),
  soccer('soccer_spl', 'Premiership - Scotland', 'Scottish Premiership', 'soccerOther', 2.75, 0.2, 6),
  soccer('soccer_turkey_super_league', 'Turkey Super League', 'Turkish Soccer', 'soccerOther', 2.85, 0.25),
  soccer('soccer_uefa_champs_league', 'UEFA Champions League', 'European Champions Cup', 'soccerTop', 3, 1, 12),
  soccer('soccer_uefa_europa_league', 'UEFA Europa League', 'European Europa League', 'soccerTop', 2.8, 0.6, 12),
  soccer('soccer_usa_mls', 'MLS', 'Major League Soccer', 'usOther', 2.95, 0.3, 12),
  soccer('soccer_mexico_ligamx', 'Liga MX', 'Mexican Soccer', 'soccerOther', 2.7, 0.25),
  soccer('soccer_brazil_campeonato', 'Brazil Série A', 'Brasileirão Série A', 'soccerOther', 2.4, 0.3, 10),
  soccer('soccer_argentina_primera_division', 'Primera División - Argentina', 'Argentine Primera División', 'soccerOther', 2.2, 0.2, 10),
  soccer('soccer_australia_aleague', 'A-League', 'Aussie Soccer', 'australian', 2.9, 0.15, 6),
  soccer('soccer_japan_j_league', 'J League', 'Japan Soccer League', 'soccerOther', 2.5, 0.15, 10),
  outright('americanfootball_nfl_super_bowl_winner', 'American Football', 'NFL Super Bowl Winner', 'Super Bowl Winner 2025/2026', 'usMajor', { teamsOf: 'americanfootball_nfl', fieldSize: 32, closesInDays: 120 }),
  outright('basketball_nba_championship_winner', 'Basketball', 'NBA Championship Winner', 'Championship Winner 2025/2026', 'usMajor', { teamsOf: 'basketball_nba', fieldSize: 30, closesInDays: 180 }),
  outright('icehockey_nhl_championship_winner', 'Ice Hockey', 'NHL Championship Winner', 'Stanley Cup Winner 2025/2026', 'usMajor', { teamsOf: 'icehockey_nhl', fieldSize: 32, closesInDays: 200 }),
  outright('baseball_mlb_world_series_winner', 'Baseball', 'MLB World Series Winner', 'World Series Winner 2026', 'usMajor', { teamsOf: 'baseball_mlb', fieldSize: 30, closesInDays: 240 }),
  outright('golf_masters_tournament_winner', 'Golf', 'Masters Tournament Winner', '2026 Winner', 'golf', { teamsOf: null, fieldSize: 40, closesInDays: 3 }),
  outright('golf_pga_championship_winner', 'Golf', 'PGA Championship Winner', '2026 Winner', 'golf', { teamsOf: null, fieldSize: 40, closesInDays: 5 }),
  outright('golf_the_open_championship_winner', 'Golf', 'The Open Winner', '2026 Winner', 'golf', { teamsOf: null, fieldSize: 40, closesInDays: 6 }),
  outright('golf_us_open_winner', 'Golf', 'US Open Winner', '2026 Winner', 'golf', { teamsOf: null, fieldSize: 40, closesInDays: 4 }),
];

const BY_KEY = new Map(SPORTS.map((s) => [s.key, s]));

export function findSport(key: string): SportDef | undefined {
  return BY_KEY.get(key);
}
