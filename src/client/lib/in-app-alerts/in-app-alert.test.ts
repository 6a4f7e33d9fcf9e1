import { describe, expect, it } from 'vitest';
import { DEFAULT_SETTINGS } from '../../../contracts/settings';
import { legFixture, opportunityFixture } from '../test-support/opportunity-fixture';
import { inAppAlertText, opportunityLink, wantsInAppAlert } from './in-app-alert';

const NOON_NY = Date.parse('2026-11-22T17:00:00Z');
const arb = opportunityFixture('a1', {
  homeTeam: 'Boston Celtics',
  awayTeam: 'Miami Heat',
  arbitragePercentage: 3.25,
  legs: [
    legFixture({ book: 'draftkings', bookTitle: 'DraftKings' }),
    legFixture({ book: 'fanduel', bookTitle: 'FanDuel', outcome: 'Away' }),
  ],
});

describe('wantsInAppAlert', () => {
  it('takes an opportunity that meets the member’s rule while real-time alerts are on', () => {
    expect(wantsInAppAlert(DEFAULT_SETTINGS, arb, NOON_NY)).toBe(true);
    expect(wantsInAppAlert({ ...DEFAULT_SETTINGS, notifications: false }, arb, NOON_NY)).toBe(
      false,
    );
  });

  it('applies the thresholds, sports and books the server applies to e-mail and push', () => {
    expect(wantsInAppAlert({ ...DEFAULT_SETTINGS, minArbitrageProfit: 3.5 }, arb, NOON_NY)).toBe(
      false,
    );
    expect(wantsInAppAlert({ ...DEFAULT_SETTINGS, preferredSports: ['nfl'] }, arb, NOON_NY)).toBe(
      false,
    );
    expect(wantsInAppAlert({ ...DEFAULT_SETTINGS, alertBooks: ['draftkings'] }, arb, NOON_NY)).toBe(
      false,
    );
    expect(
      wantsInAppAlert(
        { ...DEFAULT_SETTINGS, alertBooks: ['draftkings', 'fanduel', 'betmgm'] },
        arb,
        NOON_NY,
      ),
    ).toBe(true);
  });

  it('stays quiet in the member’s quiet hours, in their time zone', () => {
    const quiet = { ...DEFAULT_SETTINGS, quietHours: { start: '11:00', end: '13:00' } };
    expect(wantsInAppAlert(quiet, arb, NOON_NY)).toBe(false);
    expect(wantsInAppAlert({ ...quiet, timezone: 'Europe/London' }, arb, NOON_NY)).toBe(true);
  });
});

describe('inAppAlertText', () => {
  it('says what an arbitrage returns, then the game, market and books', () => {
    expect(inAppAlertText(arb)).toEqual({
      title: 'New arbitrage: 3.25% return',
      description: 'Boston Celtics vs Miami Heat · NBA · Moneyline · DraftKings, FanDuel',
    });
  });

  it('labels value bets and middles as the estimates they are', () => {
    const value = { ...arb, type: 'value' as const, expectedValue: 0.061, legs: [legFixture()] };
    expect(inAppAlertText(value).title).toBe('New value bet: 6.10% EV (estimate)');
    expect(inAppAlertText({ ...value, type: 'middle' }).title).toBe(
      'New middle: 6.10% expected (estimate)',
    );
  });
});

describe('opportunityLink', () => {
  it('opens the opportunity’s dialog', () => {
    expect(opportunityLink('arb 1/x')).toBe('/opportunities?open=arb%201%2Fx');
  });
});
