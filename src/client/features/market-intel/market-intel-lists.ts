import type {
  IntelligenceItemDto,
  MarketIntelligence,
  MarketViewDto,
  SideMovementDto,
  SteamMoveDto,
} from '../../../contracts/market-intelligence';
import type { BadgeTone } from '../../components/tone-badge';

/** Spec §9 list sizes of the tabs (the game lists are already cut by the server). */
export const LIST_SIZES = { movements: 10, intelligence: 8, timing: 8 } as const;

/** Spec §9: efficiency and steam confidence green at 80 and above, yellow at 60 and above. */
export function scoreTone(score: number | null, green = 80, yellow = 60): BadgeTone {
  if (score === null) return 'neutral';
  if (score >= green) return 'profit';
  return score >= yellow ? 'warn' : 'loss';
}

export interface MovementRow {
  view: MarketViewDto;
  movement: SideMovementDto;
}

/** The biggest moves first (in implied probability, so −102 → +102 is small), at most 10. */
export function topMovements(data: MarketIntelligence): MovementRow[] {
  return data.views
    .flatMap((view) => view.movements.map((movement) => ({ view, movement })))
    .filter((row) => row.movement.direction !== 'stable')
    .sort((a, b) => Math.abs(b.movement.impliedChange) - Math.abs(a.movement.impliedChange))
    .slice(0, LIST_SIZES.movements);
}

export interface SteamRow {
  view: MarketViewDto;
  steam: SteamMoveDto;
}

/** Every steam move of the listed games, the latest first. */
export function steamRows(data: MarketIntelligence): SteamRow[] {
  return data.views
    .flatMap((view) => view.steamMoves.map((steam) => ({ view, steam })))
    .sort((a, b) => b.steam.endTime - a.steam.endTime);
}

export function intelligenceCards(
  data: MarketIntelligence,
): { view: MarketViewDto; item: IntelligenceItemDto }[] {
  return data.views
    .map((view, index) => ({ view, item: data.intelligence[index]! }))
    .filter((row) => row.item !== undefined)
    .slice(0, LIST_SIZES.intelligence);
}

/** Games with advice (bet now or wait); "avoid" is not part of the timing tab. */
export function timingCards(data: MarketIntelligence) {
  return data.views
    .flatMap((view) => (view.bestTiming ? [{ view, timing: view.bestTiming }] : []))
    .slice(0, LIST_SIZES.timing);
}

/** "4 books, 4.0 points in 240 s" (BetTrack's steam line), in implied-probability points. */
export function steamSentence(steam: SteamMoveDto): string {
  const seconds = Math.round((steam.endTime - steam.startTime) / 1000);
  const points = Math.abs(steam.impliedChange * 100).toFixed(1);
  return `${steam.bookmakers.length} books, ${points} points in ${seconds} s`;
}

/** "every 60 s", "every 4 min". */
export function pollLabel(seconds: number | null): string {
  if (seconds === null) return 'not polled';
  if (seconds < 120) return `every ${Math.round(seconds)} s`;
  if (seconds < 7200) return `every ${Math.round(seconds / 60)} min`;
  return `every ${Math.round(seconds / 3600)} h`;
}

/** Probability points with a sign: "+3.2 pts". */
export function pointsLabel(probability: number): string {
  const points = probability * 100;
  return `${points > 0 ? '+' : points < 0 ? '−' : ''}${Math.abs(points).toFixed(1)} pts`;
}

export function durationLabel(ms: number | null): string {
  if (ms === null) return '—';
  const seconds = Math.round(ms / 1000);
  if (seconds < 120) return `${seconds} s`;
  return `${Math.round(seconds / 60)} min`;
}
