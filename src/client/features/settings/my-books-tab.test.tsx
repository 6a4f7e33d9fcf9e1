import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { BookLedger } from '../../../contracts/book-ledger';
import { ToastProvider } from '../../components/toast/toast-provider';
import { ApiRequestError } from '../../lib/api-error';
import { BOOK_LEDGER_URL } from './api/book-ledger';
import { MyBooksTab } from './my-books-tab';

function render(client: QueryClient): string {
  return renderToStaticMarkup(
    <QueryClientProvider client={client}>
      <ToastProvider>
        <MyBooksTab />
      </ToastProvider>
    </QueryClientProvider>,
  );
}

const withLedger = (ledger: BookLedger) => {
  const client = new QueryClient();
  client.setQueryData([BOOK_LEDGER_URL], ledger);
  return client;
};

describe('Settings → My books', () => {
  it('shows a loading state until the ledger is read', () => {
    expect(render(new QueryClient())).toContain('Loading your books');
  });

  it('shows why the ledger could not be read, with Retry', () => {
    const client = new QueryClient({ defaultOptions: { queries: { retryOnMount: false } } });
    client
      .getQueryCache()
      .build(client, { queryKey: [BOOK_LEDGER_URL] })
      .setState({
        status: 'error',
        error: new ApiRequestError(503, '{"message":"Ledger store unavailable"}', ''),
      });
    const html = render(client);
    expect(html).toContain('Failed to load your books');
    expect(html).toContain('Ledger store unavailable');
    expect(html).toContain('Retry');
  });

  it('says every opportunity is shown while no book is listed', () => {
    const html = render(withLedger({ onlyMyBooks: true, books: [] }));
    expect(html).toContain('No book listed yet: every opportunity is shown.');
    expect(html).toContain('FanDuel');
  });

  it('lists the member’s books with their status, maximum and last accepted stake', () => {
    const html = render(
      withLedger({
        onlyMyBooks: true,
        books: [
          {
            book: 'fanduel',
            status: 'limited',
            maxStake: 50,
            commission: null,
            lastAcceptedStake: 45,
            lastAcceptedAt: '2026-11-26T12:00:00.000Z',
          },
        ],
      }),
    );
    expect(html).toContain('last took $45.00');
    expect(html).toContain('value="50.00"');
    expect(html).toContain('Leave out opportunities that need a book');
  });
});
