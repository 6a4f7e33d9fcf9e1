import { describe, expect, it } from 'vitest';
import { betListParams, pageCount, pageLabel } from './bet-list-query';

describe('bet list paging', () => {
  it('asks for one page of one tab, with the search only when there is one', () => {
    expect(betListParams({ status: 'open', search: '  ', page: 0 }).toString()).toBe(
      'status=open&limit=20&offset=0',
    );
    expect(betListParams({ status: 'settled', search: ' Lakers ', page: 2 }).toString()).toBe(
      'status=settled&limit=20&offset=40&search=Lakers',
    );
  });

  it('counts pages, one at least', () => {
    expect(pageCount(0)).toBe(1);
    expect(pageCount(20)).toBe(1);
    expect(pageCount(21)).toBe(2);
  });

  it('says which bets of how many are shown', () => {
    expect(pageLabel(45, 0)).toBe('1–20 of 45');
    expect(pageLabel(45, 2)).toBe('41–45 of 45');
    expect(pageLabel(0, 0)).toBe('0 bets');
  });
});
