import { describe, expect, it } from 'vitest';
import { SPORTSBOOKS } from '../../../core/catalog/sportsbooks';
import { alertBookOptions } from './alert-books';

describe('alertBookOptions', () => {
  const options = alertBookOptions();

  it('offers every known book once, by its feed key', () => {
    expect(options.map((o) => o.value).sort()).toEqual(SPORTSBOOKS.map((b) => b.key).sort());
  });

  it('tells apart books that share a name by their region', () => {
    const labels = options.map((o) => o.label);
    expect(new Set(labels).size).toBe(labels.length);
    expect(options.find((o) => o.value === 'unibet_uk')?.label).toBe('Unibet (UK)');
    expect(options.find((o) => o.value === 'betfair_ex_au')?.label).toBe('Betfair (AU)');
    expect(options.find((o) => o.value === 'draftkings')?.label).toBe('DraftKings');
  });

  it('lists them A to Z', () => {
    const labels = options.map((o) => o.label);
    expect(labels).toEqual([...labels].sort((a, b) => a.localeCompare(b, 'en')));
  });
});
