import { describe, expect, it } from 'vitest';
import type { Bet } from '../../../contracts/portfolio';
import { parseEditDraft, startEdit } from './edit-form';

const bet = {
  id: '00000000-0000-4000-8000-000000000001',
  odds: 1 + 100 / 110,
  stake: 50,
  book: 'draftkings',
} as Bet;

describe('parseEditDraft', () => {
  it('has nothing to save until something changes, even at a rounded price', () => {
    expect(parseEditDraft(bet, startEdit(bet))).toEqual({ ok: false, errors: {}, unchanged: true });
    expect(parseEditDraft(bet, startEdit(bet, 'american'))).toMatchObject({ unchanged: true });
  });

  it('sends only what changed', () => {
    const draft = { ...startEdit(bet), stakeText: '75', book: 'fanduel' };
    expect(parseEditDraft(bet, draft)).toEqual({ ok: true, patch: { stake: 75, book: 'fanduel' } });
    const american = { ...startEdit(bet, 'american'), oddsText: '+120' };
    expect(parseEditDraft(bet, american)).toEqual({ ok: true, patch: { odds: 2.2 } });
  });

  it('names the field the contract refuses', () => {
    expect(parseEditDraft(bet, { ...startEdit(bet), stakeText: '0' })).toMatchObject({
      ok: false,
      errors: { stakeText: 'stake must be above zero' },
    });
    expect(parseEditDraft(bet, { ...startEdit(bet), oddsText: '1.0' })).toMatchObject({
      ok: false,
      errors: { oddsText: expect.any(String) },
    });
  });
});
