import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { BankrollSummary } from '../../../../contracts/portfolio';
import { ToastProvider } from '../../../components/toast/toast-provider';
import { ApiRequestError } from '../../../lib/api-error';
import { BANKROLL_URL } from '../../../lib/portfolio-api';
import { legFixture, opportunityFixture } from '../../../lib/test-support/opportunity-fixture';
import { ValueDetails } from './value-details';

// p = 0.55 at 2.0: full Kelly is 10 % of the bankroll, quarter Kelly (the default) 2.5 %.
const valueBet = (limit: number | null) =>
  opportunityFixture('value', {
    type: 'value',
    isArbitrage: false,
    expectedValue: 0.1,
    legs: [legFixture({ price: 2, effectivePrice: 2, stakeRatio: 1, limit })],
    fair: {
      probability: 0.55,
      odds: 1 / 0.55,
      method: 'power',
      reference: 'pinnacle',
      referenceBooks: ['pinnacle'],
      minEv: 0.02,
    },
  });

const bankroll: BankrollSummary = {
  balance: 2000,
  startingValue: 1000,
  settledProfit: 1000,
  exposure: 0,
  available: 2000,
};

function render(client: QueryClient, limit: number | null = null): string {
  return renderToStaticMarkup(
    <QueryClientProvider client={client}>
      <ToastProvider>
        <ValueDetails opportunity={valueBet(limit)} onClose={() => {}} />
      </ToastProvider>
    </QueryClientProvider>,
  );
}

function withBankroll(): QueryClient {
  const client = new QueryClient();
  client.setQueryData([BANKROLL_URL], bankroll);
  return client;
}

describe('ValueDetails Kelly stakes', () => {
  it('sizes the stakes from the member’s balance', () => {
    const html = render(withBankroll());
    expect(html).toContain('$2,000.00');
    expect(html).toContain('your portfolio balance');
    expect(html).toContain('$200.00'); // full Kelly
    expect(html).toContain('$50.00'); // quarter Kelly
  });

  it('caps a stake at the book’s limit and warns', () => {
    const html = render(withBankroll(), 120);
    expect(html).toContain('capped at the book&#x27;s limit');
    expect(html).not.toContain('$200.00</span>');
    expect(html).toContain('$120.00');
  });

  it('asks the member to type the bankroll when the balance cannot be read', () => {
    // Without a DOM nothing mounts; this keeps the failed read on screen instead of a refetch.
    const client = new QueryClient({ defaultOptions: { queries: { retryOnMount: false } } });
    client
      .getQueryCache()
      .build(client, { queryKey: [BANKROLL_URL] })
      .setState({
        status: 'error',
        error: new ApiRequestError(503, '{"message":"Bankroll store unavailable"}', ''),
      });
    const html = render(client);
    expect(html).toContain('Bankroll ($), typed by you');
    expect(html).toContain('Bankroll store unavailable');
    expect(html).not.toContain('$1,000.00');
    expect(html).toContain('I placed this bet');
  });
});
