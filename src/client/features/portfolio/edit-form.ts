import type { z } from 'zod';
import { patchBetBodySchema } from '../../../contracts/portfolio';
import type { Bet } from '../../../contracts/portfolio';
import { toCents } from '../../../core/stakes';
import { oddsText, parseMoneyText, parseOddsText } from './odds-input';
import type { OddsFormat } from '../../lib/format-figures';

export type BetPatch = z.input<typeof patchBetBodySchema>;

/** The edit form as typed: what a member may correct after placing (the price, stake, book). */
export interface EditDraft {
  oddsFormat: OddsFormat;
  oddsText: string;
  stakeText: string;
  book: string;
}

export type EditField = keyof EditDraft;
export type EditErrors = Partial<Record<EditField, string>>;
/** `unchanged`: nothing to save yet, which is no mistake to point at. */
export type EditResult =
  { ok: true; patch: BetPatch } | { ok: false; errors: EditErrors; unchanged: boolean };

const FIELD_OF: Record<string, EditField> = { odds: 'oddsText', stake: 'stakeText', book: 'book' };

export function startEdit(bet: Bet, oddsFormat: OddsFormat = 'decimal'): EditDraft {
  return {
    oddsFormat,
    oddsText: oddsText(bet.odds, oddsFormat),
    stakeText: bet.stake.toFixed(2),
    book: bet.book,
  };
}

/**
 * Only what changed goes in the PATCH. The odds count as changed when their text does: the text
 * shown for 1.909090… is "1.91", and saving it untouched must not re-price the bet.
 */
export function parseEditDraft(bet: Bet, draft: EditDraft): EditResult {
  const errors: EditErrors = {};
  const patch: BetPatch = {};
  if (draft.oddsText.trim() !== oddsText(bet.odds, draft.oddsFormat)) {
    const odds = parseOddsText(draft.oddsText, draft.oddsFormat);
    if (odds.ok) patch.odds = odds.value;
    else errors.oddsText = odds.error;
  }
  const stake = parseMoneyText(draft.stakeText);
  if (stake === null) errors.stakeText = 'Enter the stake in dollars.';
  else if (toCents(stake) !== toCents(bet.stake)) patch.stake = stake;
  const book = draft.book.trim();
  if (book === '') errors.book = 'Choose the book you bet at.';
  else if (book !== bet.book) patch.book = book;

  if (Object.keys(errors).length > 0) return { ok: false, errors, unchanged: false };
  if (Object.keys(patch).length === 0) return { ok: false, errors, unchanged: true };
  const parsed = patchBetBodySchema.safeParse(patch);
  if (parsed.success) return { ok: true, patch: parsed.data };
  for (const issue of parsed.error.issues) {
    const field = FIELD_OF[String(issue.path[0])];
    if (field !== undefined) errors[field] ??= issue.message;
  }
  return { ok: false, errors, unchanged: false };
}
