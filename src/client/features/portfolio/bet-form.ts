import type { z } from 'zod';
import { createBetBodySchema } from '../../../contracts/portfolio';
import type { CreateBetBody } from '../../../contracts/portfolio';
import { isThreeWaySport } from '../../../core/catalog/sports';
import type { BetMarket } from '../../../core/portfolio/bet-settlement';
import { parseMoneyText, parseOddsText } from './odds-input';
import type { OddsFormat } from '../../lib/format-figures';

/** Which side of the market: resolved to the team's name, Draw, Over or Under on submit. */
export type OutcomeSide = 'home' | 'away' | 'draw' | 'over' | 'under';

/** The add-bet form as typed. Text stays text until submit, so half-typed values stay editable. */
export interface BetDraft {
  sport: string;
  homeTeam: string;
  awayTeam: string;
  /** A featured market, or a player prop (its stat in propKey, its player in player). */
  market: DraftMarket;
  propKey: string;
  player: string;
  side: OutcomeSide;
  lineText: string;
  oddsFormat: OddsFormat;
  oddsText: string;
  stakeText: string;
  book: string;
}

export type DraftMarket = BetMarket | 'player_prop';

/** The props a member picks from; the source's keys, shown as their stat. */
export const PROP_KEYS = [
  'player_points',
  'player_rebounds',
  'player_assists',
  'player_threes',
  'player_pass_yds',
  'player_rush_yds',
  'batter_hits',
  'pitcher_strikeouts',
  'player_shots_on_target',
] as const;

export type BetField = keyof BetDraft;
export type FieldErrors = Partial<Record<BetField, string>>;
export type DraftResult = { ok: true; body: CreateBetBody } | { ok: false; errors: FieldErrors };

export const EMPTY_DRAFT: BetDraft = {
  sport: 'basketball_nba',
  homeTeam: '',
  awayTeam: '',
  market: 'h2h',
  propKey: 'player_points',
  player: '',
  side: 'home',
  lineText: '',
  oddsFormat: 'decimal',
  oddsText: '',
  stakeText: '',
  book: '',
};

/** The sides a market offers: a draw only where the sport's moneyline has one (soccer). */
export function sidesOf(market: DraftMarket, sport: string): OutcomeSide[] {
  if (market === 'totals' || market === 'player_prop') return ['over', 'under'];
  if (market === 'h2h' && isThreeWaySport(sport)) return ['home', 'away', 'draw'];
  return ['home', 'away'];
}

/** A side the market still offers after the market or the sport changed. */
export function keepSide(draft: BetDraft): OutcomeSide {
  const sides = sidesOf(draft.market, draft.sport);
  return sides.includes(draft.side) ? draft.side : sides[0]!;
}

/** The outcome as the odds source names it, which is what the final score is matched against. */
export function outcomeName(draft: Pick<BetDraft, 'side' | 'homeTeam' | 'awayTeam'>): string {
  switch (draft.side) {
    case 'home':
      return draft.homeTeam.trim();
    case 'away':
      return draft.awayTeam.trim();
    case 'draw':
      return 'Draw';
    case 'over':
      return 'Over';
    case 'under':
      return 'Under';
  }
}

/** "-2.5", "+3", "−0.75" (typographic minus) → the number; null when empty or not a number. */
export function parseLineText(text: string): number | null {
  const cleaned = text.trim().replace('\u2212', '-').replace(/^\+/, '');
  if (cleaned === '') return null;
  const value = Number(cleaned);
  return Number.isFinite(value) ? value : null;
}

/** Where the contract reports a problem, which field shows it. */
const FIELD_OF: Record<string, BetField> = {
  sport: 'sport',
  homeTeam: 'homeTeam',
  awayTeam: 'awayTeam',
  market: 'market',
  marketKey: 'propKey',
  player: 'player',
  outcome: 'side',
  point: 'lineText',
  odds: 'oddsText',
  stake: 'stakeText',
  book: 'book',
};

function required(draft: BetDraft): FieldErrors {
  const errors: FieldErrors = {};
  if (draft.sport.trim() === '') errors.sport = 'Name the sport.';
  if (draft.homeTeam.trim() === '') errors.homeTeam = 'Enter the home team.';
  if (draft.awayTeam.trim() === '') errors.awayTeam = 'Enter the away team.';
  if (draft.book.trim() === '') errors.book = 'Choose the book you bet at.';
  if (draft.stakeText.trim() === '') errors.stakeText = 'Enter the stake.';
  return errors;
}

function contractErrors(error: z.ZodError): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of error.issues) {
    const field = FIELD_OF[String(issue.path[0])];
    if (field !== undefined && errors[field] === undefined) errors[field] = issue.message;
  }
  return errors;
}

/**
 * The form's text as the body of POST /api/user/bets, checked by the very schema the server
 * checks it with, so what passes here is refused there only for what the server alone knows.
 */
export function parseBetDraft(draft: BetDraft): DraftResult {
  const errors = required(draft);
  const odds = parseOddsText(draft.oddsText, draft.oddsFormat);
  if (!odds.ok) errors.oddsText = odds.error;
  const stake = parseMoneyText(draft.stakeText);
  if (stake === null && errors.stakeText === undefined)
    errors.stakeText = 'Enter the stake in dollars.';
  const point = draft.market === 'h2h' ? null : parseLineText(draft.lineText);
  if (draft.market !== 'h2h' && point === null) {
    errors.lineText =
      draft.market === 'spreads'
        ? 'Enter the spread, e.g. -3.5.'
        : draft.market === 'player_prop'
          ? 'Enter the line, e.g. 24.5.'
          : 'Enter the total, e.g. 212.5.';
  }
  const prop = draft.market === 'player_prop';
  if (prop && draft.player.trim() === '') errors.player = 'Enter the player.';
  const parsed = createBetBodySchema.safeParse({
    sport: draft.sport.trim(),
    homeTeam: draft.homeTeam.trim(),
    awayTeam: draft.awayTeam.trim(),
    ...(prop
      ? { marketKey: draft.propKey, player: draft.player.trim() || null }
      : { market: draft.market }),
    outcome: outcomeName(draft),
    point,
    odds: odds.ok ? odds.value : 0,
    stake: stake ?? 0,
    book: draft.book.trim(),
  });
  const all = { ...(parsed.success ? {} : contractErrors(parsed.error)), ...errors };
  // The outcome is the team's name: a missing name is said once, at the team's field.
  const team = draft.side === 'home' ? all.homeTeam : draft.side === 'away' ? all.awayTeam : null;
  if (team !== undefined && team !== null) delete all.side;
  if (parsed.success && Object.keys(all).length === 0) return { ok: true, body: parsed.data };
  return { ok: false, errors: all };
}
