import { describe, expect, it } from 'vitest';
import { assignColumn, missingFields } from './import-fields';

describe('the import mapping screen', () => {
  it('lists what is still to choose, accepting home and away in place of an event', () => {
    expect(missingFields({})).toEqual([
      'Placed at',
      'Selection',
      'Book',
      'Odds',
      'Stake',
      'Event (or Home and Away team)',
    ]);
    const chosen = { placedAt: 'D', outcome: 'S', book: 'B', odds: 'O', stake: 'St' };
    expect(missingFields({ ...chosen, homeTeam: 'H' })).toEqual(['Event (or Home and Away team)']);
    expect(missingFields({ ...chosen, homeTeam: 'H', awayTeam: 'A' })).toEqual([]);
    expect(missingFields({ ...chosen, event: 'E' })).toEqual([]);
  });

  it('gives a column to one field only, and clears a field', () => {
    const mapping = { odds: 'Price', stake: 'Risk' };
    expect(assignColumn(mapping, 'stake', 'Price')).toEqual({ stake: 'Price' });
    expect(assignColumn(mapping, 'odds', '')).toEqual({ stake: 'Risk' });
  });
});
