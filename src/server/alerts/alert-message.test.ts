import { describe, expect, it } from 'vitest';
import type { Opportunity, OpportunityLeg } from '../../contracts/opportunities';
import { alertBlock, alertSubject, renderAlert } from './alert-message';

const SENT = Date.parse('2030-01-01T00:00:00.000Z');
const links = { base: 'https://arbiter.test', unsubscribe: 'https://arbiter.test/u' };
const ago = (seconds: number) => new Date(SENT - seconds * 1000).toISOString();

const legFixture = (overrides: Partial<OpportunityLeg>): OpportunityLeg => ({
  marketKey: 'h2h',
  marketType: 'main',
  player: null,
  description: null,
  book: 'draftkings',
  bookTitle: 'DraftKings',
  outcome: 'Home',
  point: null,
  price: 2.1,
  effectivePrice: 2.1,
  commission: 0,
  stakeRatio: 0.5,
  quoteAgeSeconds: 0,
  quotedAt: ago(0),
  possiblyStale: false,
  limit: null,
  ...overrides,
});

/** Only what the message reads; the rest of an opportunity does not reach it. */
const opportunityFixture = (id: string, overrides: Partial<Opportunity> = {}): Opportunity =>
  ({
    id,
    type: 'arbitrage',
    homeTeam: 'Home',
    awayTeam: 'Away',
    sportTitle: 'NBA',
    betType: 'h2h',
    line: null,
    marketKey: 'h2h',
    marketType: 'main' as const,
    player: null,
    description: null,
    commenceTime: '2030-01-02T00:00:00.000Z',
    arbitragePercentage: 2,
    expectedValue: 0.02,
    oldestQuoteAgeSeconds: 0,
    capacity: { maxStake: null, profitAtMaxStake: null },
    legs: [legFixture({})],
    trust: {
      level: 'fresh',
      reasons: [],
      checkedAt: null,
      booksQuoting: 8,
      freshWithinSeconds: 120,
      confirmedForSeconds: 60,
    },
    ...overrides,
  }) as Opportunity;

describe('renderAlert', () => {
  it('names each leg’s quote age at sending time', () => {
    const opportunity = opportunityFixture('a', {
      legs: [
        legFixture({ bookTitle: 'DraftKings', outcome: 'Home', quotedAt: ago(12) }),
        legFixture({ bookTitle: 'FanDuel', outcome: 'Away', quotedAt: ago(190) }),
      ],
    });
    const { text } = renderAlert([{ opportunity, queuedAt: SENT }], {
      totalStake: 1000,
      links,
      sentAt: SENT,
    });
    expect(text).toContain('at DraftKings @ 2.10 (quoted 12 s ago)');
    expect(text).toContain('at FanDuel @ 2.10 (quoted 3 min ago)');
  });

  it('never calls a stale arbitrage guaranteed-sounding: it says the prices must hold', () => {
    const stale = opportunityFixture('b', {
      trust: { ...opportunityFixture('x').trust, level: 'stale' },
    });
    const { subject } = renderAlert([{ opportunity: stale, queuedAt: SENT }], {
      totalStake: 1000,
      links,
      sentAt: SENT,
    });
    expect(subject).toContain('if the prices hold (stale: not guaranteed)');
  });

  it('links each opportunity to the bet form filled with its legs ("Log this bet")', () => {
    const { text, html } = renderAlert(
      [{ opportunity: opportunityFixture('arb/1 x'), queuedAt: SENT }],
      {
        totalStake: 1000,
        links,
        sentAt: SENT,
      },
    );
    expect(text).toContain(
      'Placed it? Log this bet: https://arbiter.test/portfolio?log=arb%2F1%20x',
    );
    expect(html).toContain(
      '<a href="https://arbiter.test/portfolio?log=arb%2F1%20x">Log this bet</a>',
    );
  });

  it('names the market, the player and each line of a player-prop arbitrage in every part', () => {
    const prop = { marketKey: 'player_points', marketType: 'player_prop' as const };
    const player = { player: 'LeBron James', description: 'LeBron James' };
    const opportunity = opportunityFixture('prop', {
      ...prop,
      ...player,
      betType: 'totals',
      line: null,
      legs: [
        legFixture({ ...prop, ...player, bookTitle: 'DraftKings', outcome: 'Over', point: 24 }),
        legFixture({ ...prop, ...player, bookTitle: 'FanDuel', outcome: 'Under', point: 24.5 }),
      ],
    });
    const { subject, text, html } = renderAlert([{ opportunity, queuedAt: SENT }], {
      totalStake: 1000,
      links,
      sentAt: SENT,
    });
    expect(subject).toBe('Arbiter: 2.00% arbitrage — Home vs Away · LeBron James — Points');
    expect(text).toContain('Home vs Away (NBA, LeBron James — Points)');
    expect(text).toContain('$500.00 on LeBron James Over 24 at DraftKings @ 2.10');
    expect(text).toContain('$500.00 on LeBron James Under 24.5 at FanDuel @ 2.10');
    expect(html).toContain('on LeBron James Under 24.5 at FanDuel');
    // Push sends the subject and the first three lines; Telegram and Discord the block.
    expect(text.split('\n').slice(0, 3).join('\n')).toContain('LeBron James Over 24');
    expect(alertBlock({ opportunity, queuedAt: SENT }, 100, SENT, links.base).stakes).toEqual([
      '$50.00 on LeBron James Over 24 at DraftKings @ 2.10 (quoted 0 s ago)',
      '$50.00 on LeBron James Under 24.5 at FanDuel @ 2.10 (quoted 0 s ago)',
    ]);
  });

  it('names a period market, a main line plainly, and an unknown key as it came', () => {
    const quarter = opportunityFixture('q1', {
      marketKey: 'spreads_q1',
      marketType: 'period',
      betType: 'spreads',
      line: 3.5,
      legs: [legFixture({ marketKey: 'spreads_q1', marketType: 'period', point: -3.5 })],
    });
    expect(alertSubject(quarter)).toContain('Home vs Away · 1st quarter spread ±3.5');
    expect(alertBlock({ opportunity: quarter, queuedAt: SENT }, 100, SENT, '').stakes[0]).toMatch(
      /^\$50\.00 on Home \u22123\.5 at/,
    );
    const main = opportunityFixture('main');
    expect(alertSubject(main)).toBe('Arbiter: 2.00% arbitrage — Home vs Away');
    expect(alertBlock({ opportunity: main, queuedAt: SENT }, 100, SENT, '').title).toBe(
      'Home vs Away (NBA, Moneyline)',
    );
    const unknown = opportunityFixture('u', {
      marketKey: 'novelty_corners',
      marketType: 'unknown',
    });
    expect(alertSubject(unknown)).toContain('· novelty_corners');
  });
});
