import { describe, expect, it } from 'vitest';
import { searchLink, slugify, sportsbookLink } from './links';

const game = {
  sport: 'americanfootball_nfl',
  homeTeam: 'Kansas City Chiefs',
  awayTeam: 'Buffalo Bills',
};

describe('slugify', () => {
  it('lowercases, folds accents and joins words with single dashes', () => {
    expect(slugify('  Atlético Madrid & Co. ')).toBe('atletico-madrid-co');
    expect(slugify('soccer_epl')).toBe('soccer-epl');
  });
});

describe('sportsbookLink', () => {
  it('links to the matched book with every UTM parameter', () => {
    const url = new URL(sportsbookLink('Draft Kings', game));
    expect(url.host).toBe('sportsbook.draftkings.com');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      utm_source: 'arbiter',
      utm_medium: 'referral',
      utm_campaign: 'betting_opportunity',
      utm_content: 'americanfootball-nfl-kansas-city-chiefs-vs-buffalo-bills',
    });
  });

  it('opens the sport page when the book has one for the sport group', () => {
    expect(new URL(sportsbookLink('fanduel', game)).pathname).toBe('/navigation/nfl');
    expect(new URL(sportsbookLink('fanduel', { sport: 'nba' })).pathname).toBe('/navigation/nba');
  });

  it('falls back to the home page when the book has no page for the sport', () => {
    const url = new URL(sportsbookLink('fanduel', { sport: 'cricket_ipl' }));
    expect(url.origin + url.pathname).toBe('https://sportsbook.fanduel.com/');
    expect(new URL(sportsbookLink('Betfair', game)).pathname).toBe('/exchange/plus/');
  });

  it('leaves out of utm_content whatever the context lacks', () => {
    expect(new URL(sportsbookLink('dk', { sport: 'nba' })).searchParams.get('utm_content')).toBe(
      'nba',
    );
    expect(new URL(sportsbookLink('dk')).searchParams.has('utm_content')).toBe(false);
    expect(
      new URL(sportsbookLink('dk', { homeTeam: 'Arsenal' })).searchParams.get('utm_content'),
    ).toBe('arsenal');
  });

  it('sends an unknown book to a web search for it', () => {
    const link = sportsbookLink('Totally Unknown Bookie', game);
    expect(link).toBe('https://www.google.com/search?q=Totally+Unknown+Bookie+sportsbook');
    expect(link).toBe(searchLink('Totally Unknown Bookie'));
  });

  it('URL-encodes the searched name', () => {
    const url = new URL(searchLink('Bet & Win #1'));
    expect(url.host).toBe('www.google.com');
    expect(url.searchParams.get('q')).toBe('Bet & Win #1 sportsbook');
  });
});
