import { describe, expect, it } from 'vitest';
import { PriceTableBuilder } from '../../core/market-analysis/price-table';
import type { EventHistory } from '../../core/market-analysis/price-series';
import { packShare, unpackShare } from './packed-share';

const AT = Date.UTC(2026, 10, 22, 12);

function events(builder: () => PriceTableBuilder): EventHistory[] {
  return ['a', 'b'].map((id, index) => {
    const table = builder();
    return {
      eventId: id,
      sport: index === 0 ? 'basketball_nba' : 'soccer_epl',
      homeTeam: `Home ${id}`,
      awayTeam: `Away ${id}`,
      commenceTime: AT + index,
      sides: [
        table.addSide('h2h', 'Home', [
          { book: 'pinnacle', outcome: 'Home', point: null, price: 1.9, at: AT },
        ]),
        table.addSide('totals', 'Over', [
          { book: 'fanduel', outcome: 'Over', point: 220.5, price: null, at: AT + 1 },
          { book: 'pinnacle', outcome: 'Over', point: 220.5, price: 1.95, at: AT },
        ]),
      ],
    };
  });
}

describe('packShare', () => {
  it('packs events whose sides share one table, and unpacks them as they were', () => {
    const shared = new PriceTableBuilder({ shared: true });
    const board = events(() => shared);
    const request = { now: AT, events: board, arbitrages: [], sport: 'all' };
    const packed = packShare(request)!;
    expect(packed.eventIds).toEqual(['a', 'b']);
    expect(structuredClone(unpackShare(structuredClone(packed)))).toEqual(request);
  });

  it('leaves sides that read different tables to be sent as they are', () => {
    const board = events(() => new PriceTableBuilder());
    expect(packShare({ now: AT, events: board, arbitrages: [], sport: 'all' })).toBeNull();
  });
});
