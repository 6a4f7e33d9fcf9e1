import type { PeriodSpec, PropSpec } from './catalog-event-markets';
import { ALTERNATE_KEYS, eventMarketSet, periodOf, propOf } from './catalog-event-markets';
import type { SportDef } from './catalog-sports';
import type { Roster } from './event-factory';
import type { BookLine } from './model-types';
import { clamp, logit, normCdf, normInv, sigmoid, withMargin } from './odds-math';
import type { MatchModel } from './outcome-model';
import { chooseLine, matchModel, snapLine } from './outcome-model';
import { hashUnit } from './prng';
import { expectedScores, playerFactor, propLine, propMean, sideChances } from './prop-model';
import { teamPlayers } from './team-players';

/**
 * One book's quotes on an event's props, alternate ladders and period markets, priced at serve
 * time from the same lagged view of the fair value (plus the book's own lean) that prices its
 * featured markets: they move when its match odds move, and go stale with them. Which markets and
 * players a book lists, and where its prop lines sit, are stable per seed.
 */

export interface EventMarketQuote {
  readonly updated: number;
  readonly outcomes: readonly {
    name: string;
    price: number;
    point?: number;
    description?: string;
  }[];
}

/**
 * Props and extras carry more margin than match odds: 1.35 × a book's match margin puts a prop's
 * overround at 5–10 % after rounding (Pinnacle and LowVig at the low end, soft books at the top).
 */
const PROP_MARGIN = 1.35;
const EXTRA_MARGIN = 1.2;

type Group = 'alternates' | 'periods' | string;

/** Exchanges list match odds only; Pinnacle lists every extra and half the props. */
function lists(seed: number, line: BookLine, group: Group): boolean {
  const { book, event } = line;
  if (book.commission !== null) return false;
  const prop = group !== 'alternates' && group !== 'periods';
  const chance = book.key === 'pinnacle' ? (prop ? 0.5 : 1) : prop ? 0.7 : 0.65;
  return hashUnit(seed, 'lists-market', book.key, event.sport.key, group) < chance;
}

/** The event-only market keys this book lists on this event, with the keys' players present. */
export function listedKeys(seed: number, roster: Roster, line: BookLine): string[] {
  const set = eventMarketSet(line.event.sport);
  const keys: string[] = [];
  if (set.alternates && lists(seed, line, 'alternates')) keys.push(...ALTERNATE_KEYS);
  if (lists(seed, line, 'periods'))
    for (const p of set.periods) for (const m of p.markets) keys.push(`${m}_${p.suffix}`);
  for (const spec of set.props) {
    if (lists(seed, line, spec.key) && propPlayers(seed, roster, line, spec).length > 0)
      keys.push(spec.key);
  }
  return keys;
}

export function quoteEventMarket(
  seed: number,
  roster: Roster,
  line: BookLine,
  key: string,
): EventMarketQuote | null {
  if (!listedKeys(seed, roster, line).includes(key)) return null;
  const { event } = line;
  const sport = event.sport;
  const x = line.seenX + line.biasX;
  const tot = line.seenTot + line.biasTot;
  const updated = Math.max(line.h2h.updated, line.spreads?.updated ?? 0, line.totals?.updated ?? 0);
  const margin = line.book.margin * EXTRA_MARGIN;
  let outcomes: EventMarketQuote['outcomes'] | null = null;
  if (key === 'alternate_spreads')
    outcomes = alternateSpreads(line, matchModel(sport, x, tot), margin);
  else if (key === 'alternate_totals')
    outcomes = alternateTotals(line, matchModel(sport, x, tot), margin);
  else if (key === 'team_totals') outcomes = teamTotals(line, x, tot, margin);
  else {
    const period = periodOf(sport, key);
    const spec = propOf(sport, key);
    if (period) outcomes = periodMarket(line, period.market, period.period, x, tot, margin);
    else if (spec) outcomes = propMarket(seed, roster, line, spec, { x, tot });
  }
  return outcomes && outcomes.length > 0 ? { updated, outcomes } : null;
}

/** Ladder rungs either side of the main line (the main itself is the featured market). */
function rungs(sport: SportDef): number[] {
  const n = sport.kind === 'goals' ? 3 : 6;
  const out: number[] = [];
  for (let k = -n; k <= n; k++) if (k !== 0) out.push(k);
  return out;
}

function alternateSpreads(line: BookLine, model: MatchModel, margin: number) {
  const { event } = line;
  const main = line.spreads?.point ?? snapLine(-model.meanMargin, event.sport.lineStep);
  const outcomes: { name: string; price: number; point: number }[] = [];
  for (const k of rungs(event.sport)) {
    const point = main + k;
    const c = model.cover(point);
    const [home, away] = withMargin([c, 1 - c], margin, false);
    outcomes.push({ name: event.home, price: home ?? 1.01, point });
    outcomes.push({ name: event.away, price: away ?? 1.01, point: -point || 0 });
  }
  return outcomes;
}

function alternateTotals(line: BookLine, model: MatchModel, margin: number) {
  const { event } = line;
  const main = line.totals?.point ?? snapLine(model.meanTotal, event.sport.lineStep);
  const outcomes: { name: string; price: number; point: number }[] = [];
  for (const k of rungs(event.sport)) {
    const point = main + k;
    if (point <= 0) continue;
    const o = model.over(point);
    const [over, under] = withMargin([o, 1 - o], margin, false);
    outcomes.push({ name: 'Over', price: over ?? 1.01, point });
    outcomes.push({ name: 'Under', price: under ?? 1.01, point });
  }
  return outcomes;
}

function teamTotals(line: BookLine, x: number, tot: number, margin: number) {
  const { event } = line;
  const sport = event.sport;
  const means = expectedScores(sport, x, tot);
  const outcomes: { name: string; price: number; point: number; description: string }[] = [];
  [event.home, event.away].forEach((team, side) => {
    const mean = means[side] ?? 0;
    const point = Math.floor(mean) + 0.5;
    const o =
      sport.kind === 'goals'
        ? sideChances('poisson', mean, 1, point)[0]
        : 1 - normCdf((point - mean) / (Math.hypot(sport.totalSd, sport.marginSd) / 2));
    const [over, under] = withMargin([o, 1 - o], margin, false);
    outcomes.push({ name: 'Over', price: over ?? 1.01, point, description: team });
    outcomes.push({ name: 'Under', price: under ?? 1.01, point, description: team });
  });
  return outcomes;
}

/**
 * A period is a share of the game: margin and total scale with it and their spread with its
 * square root (points sports); goals sports scale the rate and can be level at the break.
 */
function periodModel(sport: SportDef, x: number, tot: number, f: number): MatchModel {
  if (sport.kind === 'goals') return matchModel({ ...sport, draw: true }, x, tot * f);
  const scaled = {
    ...sport,
    marginSd: sport.marginSd * Math.sqrt(f),
    totalSd: sport.totalSd * Math.sqrt(f),
  };
  const p = clamp(normCdf(normInv(sigmoid(x)) * Math.sqrt(f)), 1e-6, 1 - 1e-6);
  return matchModel(scaled, logit(p), tot * f);
}

function periodMarket(
  line: BookLine,
  market: 'h2h' | 'spreads' | 'totals',
  period: PeriodSpec,
  x: number,
  tot: number,
  margin: number,
) {
  const { event } = line;
  const sport = event.sport;
  const model = periodModel(sport, x, tot, period.fraction);
  const step = sport.kind === 'goals' ? 1 : sport.lineStep;
  if (market === 'h2h') {
    const names = [event.home, event.away, 'Draw'];
    const threeWay = model.h2h.length === 3;
    return withMargin(model.h2h, threeWay ? margin * 1.35 : margin, false).map((price, i) => ({
      name: names[i] ?? 'Draw',
      price,
    }));
  }
  if (market === 'spreads') {
    const point = chooseLine(snapLine(-model.meanMargin, step), step, model.cover, true, 0);
    const c = model.cover(point);
    const [home, away] = withMargin([c, 1 - c], margin, false);
    return [
      { name: event.home, price: home ?? 1.01, point },
      { name: event.away, price: away ?? 1.01, point: -point || 0 },
    ];
  }
  const point = chooseLine(snapLine(model.meanTotal, step), step, model.over, false, 0);
  const o = model.over(point);
  const [over, under] = withMargin([o, 1 - o], margin, false);
  return [
    { name: 'Over', price: over ?? 1.01, point },
    { name: 'Under', price: under ?? 1.01, point },
  ];
}

interface PropPlayer {
  readonly name: string;
  readonly slot: number;
  readonly side: 0 | 1;
}

/** The players of a prop this book quotes on this event (most, not all, of each side's slots). */
function propPlayers(seed: number, roster: Roster, line: BookLine, spec: PropSpec): PropPlayer[] {
  const { event, book } = line;
  const out: PropPlayer[] = [];
  ([event.home, event.away] as const).forEach((team, side) => {
    const squad = teamPlayers(seed, event.sport, roster, team);
    for (const slot of spec.roles) {
      const name = squad[slot];
      if (name === undefined) continue;
      if (hashUnit(seed, 'lists-player', book.key, event.id, spec.key, name) < 0.85)
        out.push({ name, slot, side: side as 0 | 1 });
    }
  });
  return out;
}

/** A prop player's mean on the given view of the game (before any book's lean). */
export function playerMean(
  seed: number,
  sport: SportDef,
  spec: PropSpec,
  player: PropPlayer,
  scores: readonly number[],
): number {
  const own = scores[player.side] ?? 0;
  const opponent = scores[1 - player.side] ?? 0;
  const factor = playerFactor(seed, sport.key, player.name);
  return propMean(spec, player.slot, { own, opponent }, sport.totalMean / 2, factor);
}

function propMarket(
  seed: number,
  roster: Roster,
  line: BookLine,
  spec: PropSpec,
  view: { x: number; tot: number },
) {
  const { event, book } = line;
  const scores = expectedScores(event.sport, view.x, view.tot);
  const margin = book.margin * PROP_MARGIN;
  const outcomes: { name: string; price: number; point?: number; description: string }[] = [];
  for (const player of propPlayers(seed, roster, line, spec)) {
    const mean = playerMean(seed, event.sport, spec, player, scores);
    const tag = [book.key, event.id, spec.key, player.name] as const;
    const point =
      propLine(spec.shape, mean) + lineOffset(spec, mean, hashUnit(seed, 'prop-line', ...tag));
    // Both sides come from one probability at the book's own line, so they always move together.
    const [first] = sideChances(spec.shape, mean, spec.sdK, point);
    const shift =
      propLean(book.noise, hashUnit(seed, 'prop-lean', ...tag)) +
      propSlip(
        hashUnit(seed, 'prop-slip', ...tag, line.seenX, line.seenTot),
        hashUnit(seed, 'prop-slip-size', ...tag, line.seenX, line.seenTot),
      );
    const p = sigmoid(logit(clamp(first, 1e-4, 1 - 1e-4)) + shift);
    const [a, b] = withMargin([p, 1 - p], margin, false);
    const yesNo = spec.shape === 'yes-no';
    const names = yesNo ? ['Yes', 'No'] : ['Over', 'Under'];
    for (const [i, price] of [a, b].entries()) {
      outcomes.push({
        name: names[i] ?? 'Over',
        description: player.name,
        price: price ?? 1.01,
        ...(yesNo ? {} : { point }),
      });
    }
  }
  return outcomes;
}

/**
 * A book's standing lean on one player's prop, in logit units of its first outcome (about 1–2
 * points of probability for most books). It used to scale the player's mean, which moved a
 * 9-rebound line by half a standard deviation and put two thirds of prop markets in arbitrage.
 * Books copy each other's prop numbers closely, so the lean stays well inside their margins.
 */
function propLean(noise: number, u: number): number {
  return clamp(normInv(u), -2.5, 2.5) * noise * 3;
}

/** Chance that a book's price on one player's prop slipped, per re-price of its event. */
const SLIP_CHANCE = 0.004;
/** Share of slips that are gross errors (a price from the wrong player or an old line). */
const GROSS_SHARE = 0.03;

/**
 * Where prop arbitrage comes from: now and then a book's prop is off the market by a few points
 * of probability (slow trader, stale injury news) — sometimes far off — until the book next
 * re-reads the game. Keyed on the view it read (not on clock time, which depends on when the
 * simulator started), so a seed shows the same slips at the same point of its run.
 */
function propSlip(u: number, v: number): number {
  if (u >= SLIP_CHANCE) return 0;
  const sign = u < SLIP_CHANCE / 2 ? 1 : -1;
  const size =
    v < GROSS_SHARE
      ? 0.6 + 0.5 * (v / GROSS_SHARE)
      : 0.12 + 0.2 * ((v - GROSS_SHARE) / (1 - GROSS_SHARE));
  return sign * size;
}

/** Some books hang a line half a step off the market's (only where whole numbers make sense). */
function lineOffset(spec: PropSpec, mean: number, u: number): number {
  if (spec.shape === 'yes-no' || mean < 3.5) return 0;
  return u < 0.15 ? -0.5 : u > 0.85 ? 0.5 : 0;
}
