import type { MarketEvent } from '../market';
import { summariseLifespans } from './arbitrage-lifespan';
import type { ArbitrageRecord, LifespanSummary } from './arbitrage-lifespan';
import { timingAdvice } from './betting-timing';
import type { TimingAdvice } from './betting-timing';
import { analyseSide } from './analyse-side';
import type { SideAnalysis } from './analyse-side';
import { bookmakerStats, mergeTallies, newBookmakerTally } from './bookmaker-intelligence';
import type { BookmakerStats, BookmakerTally } from './bookmaker-intelligence';
import { bestValueBet, recommendations, steamPotential, valueRating } from './intelligence-item';
import type { SideMovement } from './line-movement';
import { eventEfficiency, marketEfficiency } from './market-efficiency';
import type { MarketEfficiency } from './market-efficiency';
import { describeMethods } from './method-descriptions';
import type { MethodDescriptions } from './method-descriptions';
import { withParameters } from './parameters';
import type { AnalysisParameters } from './parameters';
import type { EventHistory } from './price-series';
import { newWorkspace } from './series-workspace';
import type { SeriesWorkspace } from './series-workspace';
import { marketSharpAction, sharpVsPublic, strongestSharpAction } from './sharp-action';
import type { SharpAction, SharpVsPublicEstimate } from './sharp-action';
import type { SteamMove } from './steam';
import { volatilityOf } from './volatility';
import type { Volatility } from './volatility';

export interface AnalysisInput {
  /** The time of the analysis; core never reads the clock. */
  readonly now: number;
  readonly events: readonly EventHistory[];
  /** The opportunity log's arbitrages (open ones with endedAt null), any events and sports. */
  readonly arbitrages?: readonly ArbitrageRecord[];
  readonly parameters?: Partial<AnalysisParameters>;
}

/** The spec's "Market view", per event. */
export interface MarketView {
  readonly gameId: string;
  readonly sport: string;
  readonly teams: { readonly home: string; readonly away: string };
  readonly commenceTime: number;
  /** Every quoted side of every market; spreads and totals carry their line movement. */
  readonly movements: readonly SideMovement[];
  readonly volatility: Volatility;
  readonly sharpAction: SharpAction;
  /** 0–100, the mean of the markets' scores; null when no market has two complete books. */
  readonly marketEfficiency: number | null;
  readonly efficiencyByMarket: readonly MarketEfficiency[];
  /** Oldest first. */
  readonly steamMoves: readonly SteamMove[];
  /** Null when prices are stable: no reason to hurry or to wait. */
  readonly bestTiming: TimingAdvice | null;
}

export interface ArbitrageLifespan extends LifespanSummary {
  /** Whose arbitrages were summarised: this event's, else its sport's, else none. */
  readonly scope: 'event' | 'sport' | 'none';
}

/** The spec's "Intelligence item", per event. */
export interface IntelligenceItem {
  readonly gameId: string;
  readonly sport: string;
  readonly sharpVsPublic: SharpVsPublicEstimate;
  /** 100 − market efficiency; null when efficiency is. */
  readonly inefficiencyScore: number | null;
  readonly arbitrageLifespan: ArbitrageLifespan;
  /** 0–100; see describeMethods().steamPotential. */
  readonly steamPotential: number;
  /** 0–100; see describeMethods().valueRating. */
  readonly valueRating: number;
  readonly recommendations: readonly string[];
}

/** The page's five stat cards. */
export interface AnalysisSummary {
  readonly activeGames: number;
  readonly highVolatility: number;
  readonly sharpAction: number;
  readonly steamMoves: number;
  readonly avgEfficiency: number | null;
}

/** A game's steam moves, kept for every game even where its view is not. */
export interface GameSteam {
  readonly gameId: string;
  readonly sport: string;
  readonly teams: MarketView['teams'];
  readonly steamMoves: readonly SteamMove[];
}

/** The summary's figures as sums, which add up across parts of the board. */
export interface AnalysisTotals {
  readonly activeGames: number;
  readonly highVolatility: number;
  readonly sharpAction: number;
  readonly steamMoves: number;
  readonly efficiencySum: number;
  readonly efficiencyScored: number;
}

/**
 * The analysis of some of the board's events: the views kept of them, and what adds up across
 * parts (totals, bookmaker tallies, steam), so that parts analysed apart combine into the whole.
 */
export interface AnalysisPart {
  readonly views: readonly MarketView[];
  /** One per view, in the same order. */
  readonly intelligence: readonly IntelligenceItem[];
  readonly steam: readonly GameSteam[];
  readonly tally: BookmakerTally;
  readonly totals: AnalysisTotals;
}

export interface MarketAnalysis {
  readonly now: number;
  /** Every analysed event's view, or the ones kept when parts were trimmed (keepViews). */
  readonly views: readonly MarketView[];
  /** One per view, in the same order. */
  readonly intelligence: readonly IntelligenceItem[];
  /** Every analysed game with steam, kept or not. */
  readonly steam: readonly GameSteam[];
  readonly bookmakers: readonly BookmakerStats[];
  /** Over every analysed event, kept or not. */
  readonly summary: AnalysisSummary;
  /** The parameters in use and how each figure is made with them: "How is this computed". */
  readonly parameters: AnalysisParameters;
  readonly methods: MethodDescriptions;
}

interface Shared {
  readonly now: number;
  readonly parameters: AnalysisParameters;
  readonly tally: BookmakerTally;
  readonly arbitrages: ReadonlyMap<string, ArbitrageRecord[]>;
  readonly sportLifespans: ReadonlyMap<string, LifespanSummary>;
  readonly workspace: SeriesWorkspace;
}

/**
 * The whole analysis, linear in the recorded prices: each side is split per book in one pass,
 * and every later step walks those series once (steam with a forward-only window pointer).
 * Events without a quoted side now are left out.
 */
export function analyseMarket(input: AnalysisInput): MarketAnalysis {
  return combineParts([analyseEvents(input)], input.now, input.parameters);
}

/** The analysis of the input's events, as a part that combines with others (combineParts). */
export function analyseEvents(input: AnalysisInput): AnalysisPart {
  const parameters = withParameters(input.parameters);
  const arbitrages = groupBy(input.arbitrages ?? [], (record) => record.eventId);
  const bySport = groupBy(input.arbitrages ?? [], (record) => record.sport);
  const shared: Shared = {
    now: input.now,
    parameters,
    tally: newBookmakerTally(),
    arbitrages,
    sportLifespans: new Map([...bySport].map(([sport, list]) => [sport, summariseLifespans(list)])),
    workspace: newWorkspace(),
  };
  const views: MarketView[] = [];
  const intelligence: IntelligenceItem[] = [];
  for (const event of input.events) {
    const analysed = analyseEvent(event, shared);
    if (!analysed) continue;
    views.push(analysed.view);
    intelligence.push(analysed.item);
  }
  return {
    views,
    intelligence,
    steam: views.flatMap((view) =>
      view.steamMoves.length === 0
        ? []
        : [
            {
              gameId: view.gameId,
              sport: view.sport,
              teams: view.teams,
              steamMoves: view.steamMoves,
            },
          ],
    ),
    tally: shared.tally,
    totals: totalsOf(views),
  };
}

/** The part with only the views at `indices` (and their items); totals, tally and steam stay. */
export function keepViews(part: AnalysisPart, indices: readonly number[]): AnalysisPart {
  return {
    ...part,
    views: indices.map((index) => part.views[index]!),
    intelligence: indices.map((index) => part.intelligence[index]!),
  };
}

/** Parts of one board analysed apart, as one analysis; views in the order of the parts. */
export function combineParts(
  parts: readonly AnalysisPart[],
  now: number,
  overrides?: Partial<AnalysisParameters>,
): MarketAnalysis {
  const parameters = withParameters(overrides);
  const tally = newBookmakerTally();
  for (const part of parts) mergeTallies(tally, part.tally);
  const totals = parts.reduce<AnalysisTotals>(
    (sum, part) => ({
      activeGames: sum.activeGames + part.totals.activeGames,
      highVolatility: sum.highVolatility + part.totals.highVolatility,
      sharpAction: sum.sharpAction + part.totals.sharpAction,
      steamMoves: sum.steamMoves + part.totals.steamMoves,
      efficiencySum: sum.efficiencySum + part.totals.efficiencySum,
      efficiencyScored: sum.efficiencyScored + part.totals.efficiencyScored,
    }),
    totalsOf([]),
  );
  return {
    now,
    views: parts.flatMap((part) => part.views),
    intelligence: parts.flatMap((part) => part.intelligence),
    steam: parts.flatMap((part) => part.steam),
    bookmakers: bookmakerStats(tally),
    summary: {
      activeGames: totals.activeGames,
      highVolatility: totals.highVolatility,
      sharpAction: totals.sharpAction,
      steamMoves: totals.steamMoves,
      avgEfficiency:
        totals.efficiencyScored === 0
          ? null
          : Math.round(totals.efficiencySum / totals.efficiencyScored),
    },
    parameters,
    methods: describeMethods(parameters),
  };
}

function analyseEvent(
  event: EventHistory,
  shared: Shared,
): { view: MarketView; item: IntelligenceItem } | null {
  const { now, parameters } = shared;
  const sides: SideAnalysis[] = [];
  for (const history of event.sides) {
    const side = analyseSide(event, history, now, parameters, shared.tally, shared.workspace);
    if (side) sides.push(side);
  }
  const movements: SideMovement[] = [];
  for (const side of sides) if (side.movement) movements.push(side.movement);
  if (movements.length === 0) return null;
  const steam = sides.flatMap((side) => side.steam).sort((a, b) => a.startTime - b.startTime);
  const signals = sides.map((side) => side.signal);
  const markets = groupBy(
    sides.map((side) => side.books),
    (side) => side.market,
  );
  const efficiencyByMarket = [...markets.values()].flatMap(
    (own) => marketEfficiency(own, parameters) ?? [],
  );
  const efficiency = eventEfficiency(efficiencyByMarket);
  const sharpAction = strongestSharpAction(
    [...markets.keys()].map((kind) =>
      marketSharpAction(
        signals.filter((signal) => signal.market === kind),
        steam.filter((move) => move.market === kind),
        parameters,
      ),
    ),
  );
  const volatility = volatilityOf(
    sides.map((side) => side.activity),
    parameters,
  );
  const records = shared.arbitrages.get(event.eventId) ?? [];
  const lifespan = lifespanFor(records, shared.sportLifespans.get(event.sport));
  const timing = timingAdvice(
    {
      now,
      arbitrageOpen: records.some((record) => record.endedAt === null),
      lifespan,
      steam,
      movements,
      volatility,
    },
    parameters,
  );
  const value = bestValueBet(marketEvent(event), markets.get('h2h'), now);
  const potential = steamPotential(signals, parameters);
  const view: MarketView = {
    gameId: event.eventId,
    sport: event.sport,
    teams: { home: event.homeTeam, away: event.awayTeam },
    commenceTime: event.commenceTime,
    movements,
    volatility,
    sharpAction,
    marketEfficiency: efficiency,
    efficiencyByMarket,
    steamMoves: steam,
    bestTiming: timing[0] ?? null,
  };
  const item: IntelligenceItem = {
    gameId: event.eventId,
    sport: event.sport,
    sharpVsPublic: sharpVsPublic(sharpAction, signals, parameters),
    inefficiencyScore: efficiency === null ? null : 100 - efficiency,
    arbitrageLifespan: lifespan,
    steamPotential: potential,
    valueRating: valueRating(value, parameters),
    recommendations: recommendations(
      { timing, sharpAction, steamPotential: potential, efficiency, value },
      parameters,
    ),
  };
  return { view, item };
}

const NO_LIFESPAN: ArbitrageLifespan = {
  count: 0,
  open: 0,
  medianMs: null,
  p90Ms: null,
  scope: 'none',
};

function lifespanFor(
  records: readonly ArbitrageRecord[],
  sport: LifespanSummary | undefined,
): ArbitrageLifespan {
  const own = summariseLifespans(records);
  if (own.count > 0) return { ...own, scope: 'event' };
  if (own.open === 0 && !(sport && sport.count > 0)) return NO_LIFESPAN;
  if (sport && sport.count > 0) return { ...sport, open: own.open, scope: 'sport' };
  return { ...own, scope: 'none' };
}

function marketEvent(event: EventHistory): MarketEvent {
  return {
    id: event.eventId,
    sport: event.sport,
    homeTeam: event.homeTeam,
    awayTeam: event.awayTeam,
    commenceTime: event.commenceTime,
  };
}

function totalsOf(views: readonly MarketView[]): AnalysisTotals {
  let efficiencySum = 0;
  let efficiencyScored = 0;
  for (const view of views) {
    if (view.marketEfficiency === null) continue;
    efficiencySum += view.marketEfficiency;
    efficiencyScored++;
  }
  return {
    activeGames: views.length,
    highVolatility: views.filter((view) => view.volatility.level === 'high').length,
    sharpAction: views.filter((view) => view.sharpAction.detected).length,
    steamMoves: views.reduce((total, view) => total + view.steamMoves.length, 0),
    efficiencySum,
    efficiencyScored,
  };
}

function groupBy<T, K extends string>(items: readonly T[], key: (item: T) => K): Map<K, T[]> {
  const groups = new Map<K, T[]>();
  for (const item of items) {
    const name = key(item);
    const own = groups.get(name);
    if (own) own.push(item);
    else groups.set(name, [item]);
  }
  return groups;
}
