import { describe, expect, it } from 'vitest';
import type { BookLedger } from '../../../contracts/book-ledger';
import { ledgerChanged, parseLedgerDraft, toLedgerDraft, UNLISTED } from './book-ledger-draft';

const saved: BookLedger = {
  onlyMyBooks: true,
  books: [
    {
      book: 'fanduel',
      status: 'limited',
      maxStake: 50,
      commission: null,
      lastAcceptedStake: 45,
      lastAcceptedAt: '2026-11-26T12:00:00.000Z',
    },
    {
      book: 'betfair_ex_uk',
      status: 'active',
      maxStake: null,
      commission: 0.025,
      lastAcceptedStake: null,
      lastAcceptedAt: null,
    },
  ],
};

describe('the book ledger form', () => {
  it('lists every known book, with the saved entries filled in', () => {
    const draft = toLedgerDraft(saved);
    const fanduel = draft.rows.find((row) => row.book === 'fanduel')!;
    expect(fanduel).toMatchObject({ status: 'limited', maxStake: '50.00', lastAcceptedStake: 45 });
    expect(draft.rows.find((row) => row.book === 'betfair_ex_uk')).toMatchObject({
      exchange: true,
      commission: '2.5',
    });
    expect(draft.rows.find((row) => row.book === 'draftkings')?.status).toBe(UNLISTED);
    expect(ledgerChanged(draft, saved)).toBe(false);
  });

  it('sends the listed books only, the commission as a fraction, and reads back unchanged', () => {
    const parsed = parseLedgerDraft(toLedgerDraft(saved));
    expect(parsed).toEqual({
      ok: true,
      update: {
        onlyMyBooks: true,
        books: [
          { book: 'betfair_ex_uk', status: 'active', maxStake: null, commission: 0.025 },
          { book: 'fanduel', status: 'limited', maxStake: 50, commission: null },
        ],
      },
    });
  });

  it('names the book whose amount does not read, and sends nothing', () => {
    const draft = toLedgerDraft(saved);
    const rows = draft.rows.map((row) =>
      row.book === 'fanduel' ? { ...row, maxStake: '-5' } : row,
    );
    const parsed = parseLedgerDraft({ ...draft, rows });
    expect(parsed.ok).toBe(false);
    if (!parsed.ok) expect(parsed.errors.fanduel).toMatch(/maximum stake/);
    expect(ledgerChanged({ ...draft, rows }, saved)).toBe(true);
  });
});
