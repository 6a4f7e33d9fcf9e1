import { BETFAIR_STANDARD_COMMISSION, exchange, sportsbook } from './sportsbook-model';
import type { Sportsbook } from './sportsbook-model';

/** Australian books. */
export const AU_BOOKS: readonly Sportsbook[] = [
  // Betfair Australia's market base rates vary; the standard rate keeps one default everywhere.
  exchange({
    key: 'betfair_ex_au',
    title: 'Betfair',
    region: 'au',
    homeUrl: 'https://www.betfair.com.au/exchange/plus/',
    commission: BETFAIR_STANDARD_COMMISSION,
  }),
  sportsbook({
    key: 'sportsbet',
    title: 'SportsBet',
    region: 'au',
    homeUrl: 'https://www.sportsbet.com.au',
  }),
  sportsbook({ key: 'tab', title: 'TAB', region: 'au', homeUrl: 'https://www.tab.com.au' }),
  sportsbook({
    key: 'tabtouch',
    title: 'TABtouch',
    region: 'au',
    homeUrl: 'https://www.tabtouch.com.au',
  }),
  sportsbook({ key: 'neds', title: 'Neds', region: 'au', homeUrl: 'https://www.neds.com.au' }),
  sportsbook({
    key: 'ladbrokes_au',
    title: 'Ladbrokes',
    region: 'au',
    homeUrl: 'https://www.ladbrokes.com.au',
  }),
  sportsbook({
    key: 'pointsbetau',
    title: 'PointsBet (AU)',
    region: 'au',
    homeUrl: 'https://pointsbet.com.au',
  }),
  sportsbook({
    key: 'unibet',
    title: 'Unibet',
    region: 'au',
    homeUrl: 'https://www.unibet.com.au',
  }),
  sportsbook({ key: 'betr_au', title: 'Betr', region: 'au', homeUrl: 'https://www.betr.com.au' }),
  sportsbook({
    key: 'bet365_au',
    title: 'Bet365 AU',
    region: 'au',
    homeUrl: 'https://www.bet365.com.au',
  }),
  sportsbook({
    key: 'playup',
    title: 'PlayUp',
    region: 'au',
    homeUrl: 'https://www.playup.com.au',
  }),
  sportsbook({
    key: 'betright',
    title: 'Bet Right',
    region: 'au',
    homeUrl: 'https://betright.com.au',
  }),
  sportsbook({
    key: 'topsport',
    title: 'TopSport',
    region: 'au',
    homeUrl: 'https://www.topsport.com.au',
  }),
  sportsbook({
    key: 'dabble_au',
    title: 'Dabble AU',
    region: 'au',
    homeUrl: 'https://www.dabble.com.au',
  }),
  sportsbook({
    key: 'boombet',
    title: 'BoomBet',
    region: 'au',
    homeUrl: 'https://www.boombet.com.au',
  }),
  sportsbook({
    key: 'bluebet',
    title: 'BlueBet',
    region: 'au',
    homeUrl: 'https://www.bluebet.com.au',
  }),
];
