import { sportsbook } from './sportsbook-model';
import type { Sportsbook } from './sportsbook-model';

/**
 * United States books (regions us and us2). Some keys here are retired by their brands (WynnBET,
 * Barstool, FOX Bet, SugarHouse, PointsBet US, Unibet US, SuperBook online) but still turn up in
 * historical feeds and members' bet logs, so they stay resolvable.
 */
export const US_BOOKS: readonly Sportsbook[] = [
  sportsbook({
    key: 'draftkings',
    title: 'DraftKings',
    region: 'us',
    homeUrl: 'https://sportsbook.draftkings.com',
    sportPaths: {
      nfl: '/leagues/football/nfl',
      ncaaf: '/leagues/football/ncaaf',
      nba: '/leagues/basketball/nba',
      ncaab: '/leagues/basketball/ncaab',
      mlb: '/leagues/baseball/mlb',
      nhl: '/leagues/hockey/nhl',
    },
  }),
  sportsbook({
    key: 'fanduel',
    title: 'FanDuel',
    region: 'us',
    homeUrl: 'https://sportsbook.fanduel.com',
    sportPaths: {
      nfl: '/navigation/nfl',
      ncaaf: '/navigation/ncaaf',
      nba: '/navigation/nba',
      ncaab: '/navigation/ncaab',
      mlb: '/navigation/mlb',
      nhl: '/navigation/nhl',
    },
  }),
  // BetMGM and BetRivers serve state-specific hosts, so only the national home page is safe.
  sportsbook({
    key: 'betmgm',
    title: 'BetMGM',
    region: 'us',
    homeUrl: 'https://sports.betmgm.com',
  }),
  sportsbook({
    key: 'williamhill_us',
    title: 'Caesars',
    region: 'us',
    homeUrl: 'https://www.caesars.com/sportsbook-and-casino',
  }),
  sportsbook({
    key: 'betrivers',
    title: 'BetRivers',
    region: 'us',
    homeUrl: 'https://www.betrivers.com',
  }),
  sportsbook({
    key: 'fanatics',
    title: 'Fanatics',
    region: 'us',
    homeUrl: 'https://sportsbook.fanatics.com',
  }),
  sportsbook({
    key: 'bovada',
    title: 'Bovada',
    region: 'us',
    homeUrl: 'https://www.bovada.lv',
    sportPaths: {
      nfl: '/sports/football/nfl',
      ncaaf: '/sports/football/college-football',
      nba: '/sports/basketball/nba',
      ncaab: '/sports/basketball/college-basketball',
      mlb: '/sports/baseball/mlb',
      nhl: '/sports/hockey/nhl',
      soccer: '/sports/soccer',
      tennis: '/sports/tennis',
      golf: '/sports/golf',
      boxing: '/sports/boxing',
      mma: '/sports/ufc-mma',
    },
  }),
  sportsbook({
    key: 'betonlineag',
    title: 'BetOnline.ag',
    region: 'us',
    alsoListedIn: ['eu'],
    homeUrl: 'https://www.betonline.ag',
    sharp: true,
    sportPaths: {
      nfl: '/sportsbook/football/nfl',
      nba: '/sportsbook/basketball/nba',
      mlb: '/sportsbook/baseball/mlb',
      nhl: '/sportsbook/hockey/nhl',
    },
  }),
  // LowVig is BetOnline's reduced-juice brand: same lines, thinner margin.
  sportsbook({
    key: 'lowvig',
    title: 'LowVig.ag',
    region: 'us',
    homeUrl: 'https://www.lowvig.ag',
    sharp: true,
  }),
  sportsbook({
    key: 'mybookieag',
    title: 'MyBookie.ag',
    region: 'us',
    alsoListedIn: ['eu'],
    homeUrl: 'https://www.mybookie.ag',
  }),
  sportsbook({ key: 'betus', title: 'BetUS', region: 'us', homeUrl: 'https://www.betus.com.pa' }),
  sportsbook({
    key: 'superbook',
    title: 'SuperBook',
    region: 'us',
    homeUrl: 'https://www.superbook.com',
  }),
  sportsbook({
    key: 'wynnbet',
    title: 'WynnBET',
    region: 'us',
    homeUrl: 'https://www.wynnbet.com',
  }),
  sportsbook({
    key: 'unibet_us',
    title: 'Unibet',
    region: 'us',
    homeUrl: 'https://www.unibet.com',
  }),
  sportsbook({
    key: 'pointsbetus',
    title: 'PointsBet (US)',
    region: 'us',
    homeUrl: 'https://www.pointsbet.com',
  }),
  sportsbook({
    key: 'barstool',
    title: 'Barstool Sportsbook',
    region: 'us',
    homeUrl: 'https://www.barstoolsportsbook.com',
  }),
  sportsbook({
    key: 'twinspinner',
    title: 'TwinSpires',
    region: 'us',
    homeUrl: 'https://www.twinspires.com',
  }),
  // Circa takes sharp action at high limits and moves on it, so its lines are a fair reference.
  sportsbook({
    key: 'circasports',
    title: 'Circa Sports',
    region: 'us',
    homeUrl: 'https://www.circasports.com',
    sharp: true,
  }),
  sportsbook({ key: 'foxbet', title: 'FOX Bet', region: 'us', homeUrl: 'https://www.foxbet.com' }),
  sportsbook({
    key: 'sugarhouse',
    title: 'SugarHouse',
    region: 'us',
    homeUrl: 'https://www.playsugarhouse.com',
  }),
  // ESPN BET has since become theScore Bet; the key and its old home page still redirect there.
  sportsbook({ key: 'espnbet', title: 'ESPN BET', region: 'us2', homeUrl: 'https://espnbet.com' }),
  sportsbook({
    key: 'hardrockbet',
    title: 'Hard Rock Bet',
    region: 'us2',
    homeUrl: 'https://www.hardrock.bet',
  }),
  sportsbook({
    key: 'ballybet',
    title: 'Bally Bet',
    region: 'us2',
    homeUrl: 'https://www.ballybet.com',
  }),
  sportsbook({
    key: 'betparx',
    title: 'betPARX',
    region: 'us2',
    homeUrl: 'https://www.betparx.com',
  }),
  sportsbook({ key: 'fliff', title: 'Fliff', region: 'us2', homeUrl: 'https://www.getfliff.com' }),
  sportsbook({
    key: 'betanysports',
    title: 'BetAnySports',
    region: 'us2',
    alsoListedIn: ['eu'],
    homeUrl: 'https://www.betanysports.eu',
  }),
  sportsbook({ key: 'rebet', title: 'ReBet', region: 'us2', homeUrl: 'https://www.rebet.app' }),
];
