import { BETFAIR_STANDARD_COMMISSION, exchange, sportsbook } from './sportsbook-model';
import type { Sportsbook } from './sportsbook-model';

/**
 * European books. The national keys (_fr, _de, _it, _nl, _se) are grouped under eu here: The Odds
 * API requests some of them through country regions, but Arbiter's region filter stops at eu.
 */
export const EU_BOOKS: readonly Sportsbook[] = [
  sportsbook({
    key: 'pinnacle',
    title: 'Pinnacle',
    region: 'eu',
    homeUrl: 'https://www.pinnacle.com',
    sharp: true,
    sportPaths: {
      nfl: '/en/football/nfl/matchups/',
      nba: '/en/basketball/nba/matchups/',
      mlb: '/en/baseball/mlb/matchups/',
      nhl: '/en/hockey/nhl/matchups/',
    },
  }),
  exchange({
    key: 'betfair_ex_eu',
    title: 'Betfair',
    region: 'eu',
    homeUrl: 'https://www.betfair.com/exchange/plus/',
    commission: BETFAIR_STANDARD_COMMISSION,
    sportPaths: { soccer: '/exchange/plus/football', tennis: '/exchange/plus/tennis' },
  }),
  sportsbook({ key: 'onexbet', title: '1xBet', region: 'eu', homeUrl: 'https://1xbet.com' }),
  sportsbook({
    key: 'sport888',
    title: '888sport',
    region: 'eu',
    alsoListedIn: ['uk'],
    homeUrl: 'https://www.888sport.com',
  }),
  sportsbook({
    key: 'betsson',
    title: 'Betsson',
    region: 'eu',
    homeUrl: 'https://www.betsson.com',
  }),
  sportsbook({
    key: 'nordicbet',
    title: 'Nordic Bet',
    region: 'eu',
    homeUrl: 'https://www.nordicbet.com',
  }),
  sportsbook({
    key: 'marathonbet',
    title: 'Marathon Bet',
    region: 'eu',
    homeUrl: 'https://www.marathonbet.com',
  }),
  sportsbook({ key: 'tipico_de', title: 'Tipico', region: 'eu', homeUrl: 'https://www.tipico.de' }),
  sportsbook({
    key: 'unibet_eu',
    title: 'Unibet',
    region: 'eu',
    homeUrl: 'https://www.unibet.com',
  }),
  sportsbook({
    key: 'betclic',
    title: 'Betclic',
    region: 'eu',
    homeUrl: 'https://www.betclic.com',
  }),
  sportsbook({
    key: 'everygame',
    title: 'Everygame',
    region: 'eu',
    homeUrl: 'https://www.everygame.eu',
  }),
  sportsbook({ key: 'gtbets', title: 'GTbets', region: 'eu', homeUrl: 'https://www.gtbets.eu' }),
  sportsbook({
    key: 'suprabets',
    title: 'Suprabets',
    region: 'eu',
    homeUrl: 'https://www.suprabets.com',
  }),
  sportsbook({
    key: 'coolbet',
    title: 'Coolbet',
    region: 'eu',
    homeUrl: 'https://www.coolbet.com',
  }),
  sportsbook({
    key: 'livescorebet_eu',
    title: 'LiveScore Bet (EU)',
    region: 'eu',
    homeUrl: 'https://www.livescorebet.com',
  }),
  sportsbook({
    key: 'winamax_fr',
    title: 'Winamax (FR)',
    region: 'eu',
    homeUrl: 'https://www.winamax.fr',
  }),
  sportsbook({
    key: 'winamax_de',
    title: 'Winamax (DE)',
    region: 'eu',
    homeUrl: 'https://www.winamax.de',
  }),
  sportsbook({
    key: 'betclic_fr',
    title: 'Betclic (FR)',
    region: 'eu',
    homeUrl: 'https://www.betclic.fr',
  }),
  sportsbook({
    key: 'netbet_fr',
    title: 'NetBet (FR)',
    region: 'eu',
    homeUrl: 'https://www.netbet.fr',
  }),
  sportsbook({
    key: 'parionssport_fr',
    title: 'Parions Sport (FR)',
    region: 'eu',
    homeUrl: 'https://www.enligne.parionssport.fdj.fr',
  }),
  sportsbook({
    key: 'pmu_fr',
    title: 'PMU (FR)',
    region: 'eu',
    homeUrl: 'https://paris-sportifs.pmu.fr',
  }),
  sportsbook({
    key: 'unibet_fr',
    title: 'Unibet (FR)',
    region: 'eu',
    homeUrl: 'https://www.unibet.fr',
  }),
  sportsbook({
    key: 'unibet_it',
    title: 'Unibet (IT)',
    region: 'eu',
    homeUrl: 'https://www.unibet.it',
  }),
  sportsbook({
    key: 'unibet_nl',
    title: 'Unibet (NL)',
    region: 'eu',
    homeUrl: 'https://www.unibet.nl',
  }),
  sportsbook({
    key: 'unibet_se',
    title: 'Unibet (SE)',
    region: 'eu',
    homeUrl: 'https://www.unibet.se',
  }),
  sportsbook({
    key: 'leovegas_se',
    title: 'LeoVegas (SE)',
    region: 'eu',
    homeUrl: 'https://www.leovegas.com',
  }),
  sportsbook({ key: 'atg_se', title: 'ATG (SE)', region: 'eu', homeUrl: 'https://www.atg.se' }),
  sportsbook({
    key: 'mrgreen_se',
    title: 'Mr Green (SE)',
    region: 'eu',
    homeUrl: 'https://www.mrgreen.com',
  }),
];
