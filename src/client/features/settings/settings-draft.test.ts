import { describe, expect, it } from 'vitest';
import { DEFAULT_SETTINGS } from '../../../contracts/settings';
import {
  changedFields,
  parseDraft,
  parsePercentText,
  parseWholeText,
  toDraft,
  toggleSport,
} from './settings-draft';

const saved = DEFAULT_SETTINGS;

describe('parsePercentText', () => {
  it('reads a percentage with or without the sign', () => {
    expect(parsePercentText('5')).toBe(5);
    expect(parsePercentText('2.5 %')).toBe(2.5);
    expect(parsePercentText('0')).toBe(0);
  });

  it('refuses text and negatives', () => {
    for (const text of ['', 'five', '-1', '1.2.3']) expect(parsePercentText(text)).toBeNull();
  });
});

describe('parseWholeText', () => {
  it('reads a whole number of alerts', () => {
    expect(parseWholeText('50')).toBe(50);
    expect(parseWholeText(' 1,000 ')).toBe(1000);
    expect(parseWholeText('0')).toBe(0);
  });

  it('refuses fractions, signs and text', () => {
    for (const text of ['', '2.5', '-1', 'ten', '1e3', '5 0'])
      expect(parseWholeText(text)).toBeNull();
  });
});

describe('parseDraft', () => {
  it('gives back the saved settings from an untouched draft', () => {
    expect(parseDraft(toDraft(saved))).toEqual({ ok: true, settings: saved });
  });

  it('turns the typed starting value into dollars', () => {
    const result = parseDraft({ ...toDraft(saved), portfolioValue: '$2,500.50' });
    expect(result).toEqual({ ok: true, settings: { ...saved, portfolioValue: 2500.5 } });
  });

  it('says what is wrong with each field that does not read', () => {
    const result = parseDraft({ ...toDraft(saved), portfolioValue: '-10', minEVPercentage: 'x' });
    expect(result).toEqual({
      ok: false,
      errors: {
        portfolioValue: 'Enter a dollar amount of 0 or more, such as 1000.00.',
        minEVPercentage: 'Enter a percentage such as 5 or 2.5.',
      },
    });
  });

  it("puts the contract's bounds into words", () => {
    const draft = { ...toDraft(saved), defaultStake: '0', portfolioValue: '999999999' };
    expect(parseDraft(draft)).toEqual({
      ok: false,
      errors: {
        defaultStake: 'Must be more than 0.',
        portfolioValue: 'Must be at most 100,000,000.',
      },
    });
    expect(parseDraft({ ...toDraft(saved), minEVPercentage: '150' })).toEqual({
      ok: false,
      errors: { minEVPercentage: 'Must be at most 100.' },
    });
  });

  it('reads the alert limits: the daily cap within 1 to 1000, quiet hours as clock times', () => {
    expect(parseDraft({ ...toDraft(saved), dailyAlertCap: '0' })).toEqual({
      ok: false,
      errors: { dailyAlertCap: 'Must be at least 1.' },
    });
    expect(parseDraft({ ...toDraft(saved), dailyAlertCap: '2.5' })).toEqual({
      ok: false,
      errors: { dailyAlertCap: 'Enter a whole number of alerts from 1 to 1000.' },
    });
    const quiet = {
      ...toDraft(saved),
      dailyAlertCap: '200',
      quietHours: { start: '22:00', end: '07:00' },
    };
    expect(parseDraft(quiet)).toEqual({
      ok: true,
      settings: { ...saved, dailyAlertCap: 200, quietHours: { start: '22:00', end: '07:00' } },
    });
    expect(parseDraft({ ...quiet, quietHours: { start: '', end: '07:00' } })).toEqual({
      ok: false,
      errors: { quietHours: 'times are HH:MM on a 24-hour clock' },
    });
  });
});

describe('changedFields', () => {
  it('finds nothing edited in a fresh draft', () => {
    expect(changedFields(toDraft(saved), saved)).toEqual([]);
  });

  it('does not count a typed value that reads as the saved one', () => {
    expect(changedFields({ ...toDraft(saved), portfolioValue: '1,000' }, saved)).toEqual([]);
  });

  it('counts a typed value that changed or no longer reads', () => {
    expect(changedFields({ ...toDraft(saved), portfolioValue: '1500' }, saved)).toEqual([
      'portfolioValue',
    ]);
    expect(changedFields({ ...toDraft(saved), defaultStake: '' }, saved)).toEqual(['defaultStake']);
  });

  it('counts switches, choices and the slider', () => {
    const draft = {
      ...toDraft(saved),
      notifications: !saved.notifications,
      oddsFormat: 'american' as const,
      minArbitrageProfit: 3.5,
    };
    expect(changedFields(draft, saved)).toEqual([
      'notifications',
      'minArbitrageProfit',
      'oddsFormat',
    ]);
  });

  it('compares sports as a set: tapping a tile off and on again is no edit', () => {
    const draft = toDraft(saved);
    const off = toggleSport(draft.preferredSports, 'nfl');
    expect(changedFields({ ...draft, preferredSports: off }, saved)).toEqual(['preferredSports']);
    const back = toggleSport(off, 'nfl');
    expect(changedFields({ ...draft, preferredSports: back }, saved)).toEqual([]);
    const reordered = [...saved.preferredSports].reverse();
    expect(changedFields({ ...draft, preferredSports: reordered }, saved)).toEqual([]);
  });
});

describe('changedFields for the alert settings', () => {
  const quiet = { ...saved, quietHours: { start: '22:00', end: '07:00' } };

  it('compares quiet hours by their times, and books as a set', () => {
    const draft = toDraft(quiet);
    expect(
      changedFields({ ...draft, quietHours: { start: '22:00', end: '07:00' } }, quiet),
    ).toEqual([]);
    expect(
      changedFields({ ...draft, quietHours: { start: '23:00', end: '07:00' } }, quiet),
    ).toEqual(['quietHours']);
    expect(changedFields({ ...draft, quietHours: null }, quiet)).toEqual(['quietHours']);
    const books = { ...quiet, alertBooks: ['fanduel', 'draftkings'] };
    expect(
      changedFields({ ...toDraft(books), alertBooks: ['draftkings', 'fanduel'] }, books),
    ).toEqual([]);
    expect(changedFields({ ...toDraft(quiet), dailyAlertCap: '050' }, quiet)).toEqual([]);
  });
});

describe('toggleSport', () => {
  it('adds and removes a sport, keeping catalogue order', () => {
    expect(toggleSport(['nba', 'nfl'], 'mlb')).toEqual(['nfl', 'nba', 'mlb']);
    expect(toggleSport(['nfl', 'nba'], 'nfl')).toEqual(['nba']);
    expect(toggleSport([], 'golf')).toEqual(['golf']);
  });
});
