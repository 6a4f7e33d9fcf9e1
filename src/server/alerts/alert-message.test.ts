import { describe, expect, it } from 'vitest';
import type { Opportunity, OpportunityLeg } from '../../contracts/opportunities';
import { renderAlert } from './alert-message';

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
});
