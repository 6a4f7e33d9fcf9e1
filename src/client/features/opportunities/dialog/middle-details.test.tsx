import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { Opportunity } from '../../../../contracts/opportunities';
import { ToastProvider } from '../../../components/toast/toast-provider';
import { legFixture, opportunityFixture } from '../../../lib/test-support/opportunity-fixture';
import { MiddleDetails } from './middle-details';

/** Test data only: an Over at DraftKings and an Under at FanDuel, both at 1.91, half the stake each. */
function totalsMiddle(overPoint: number, underPoint: number): Opportunity {
  return opportunityFixture('middle', {
    type: 'middle',
    isArbitrage: false,
    betType: 'totals',
    expectedValue: 0.03,
    legs: [
      legFixture({ bookTitle: 'DraftKings', outcome: 'Over', point: overPoint, price: 1.91 }),
      legFixture({
        book: 'fanduel',
        bookTitle: 'FanDuel',
        outcome: 'Under',
        point: underPoint,
        price: 1.91,
      }),
    ].map((leg) => ({ ...leg, effectivePrice: 1.91, stakeRatio: 0.5 })),
    middle: {
      window: { low: overPoint, high: underPoint },
      hitResults: [211, 212, 213],
      hitProbability: 0.1,
      oneSideReturn: -0.045,
      bestCaseReturn: 0.91,
      model: { mean: 212, standardDeviation: 12, basis: 'Estimate: a normal model.' },
    },
  });
}

const render = (opportunity: Opportunity) =>
  renderToStaticMarkup(
    <QueryClientProvider client={new QueryClient()}>
      <ToastProvider>
        <MiddleDetails opportunity={opportunity} initialStake={1000} onClose={() => {}} />
      </ToastProvider>
    </QueryClientProvider>,
  );

describe('MiddleDetails pushes', () => {
  it('names the push on a whole-number line and what the position then returns', () => {
    const text = render(totalsMiddle(210, 214)).replace(/<[^>]+>/g, '');
    expect(text).toContain('except a result exactly on a whole-number line');
    expect(text).toContain(
      'If the total score is exactly 210, the DraftKings bet (Over 210) is refunded and the FanDuel bet (Under 214) wins: the position returns +$455.00 (+45.50%) on the total stake.',
    );
    expect(text).toContain('If the total score is exactly 214, the FanDuel bet (Under 214)');
  });

  it('says nothing about pushes when no line is a whole number', () => {
    const text = render(totalsMiddle(210.5, 213.5)).replace(/<[^>]+>/g, '');
    expect(text).not.toContain('refunded');
    expect(text).not.toContain('whole-number line');
  });
});
