import type { UseQueryResult } from '@tanstack/react-query';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ApiRequestError } from '../lib/api-error';
import { QueryView } from './query-view';

/** Test data only: the fields of a query result the view reads. */
function queryIn(state: 'pending' | 'error' | 'success', data?: string[], error?: Error) {
  return {
    status: state,
    isPending: state === 'pending',
    isError: state === 'error',
    isSuccess: state === 'success',
    isFetching: false,
    data,
    error: error ?? null,
    refetch: () => Promise.resolve(),
  } as unknown as UseQueryResult<string[]>;
}

function render(query: UseQueryResult<string[]>): string {
  return renderToStaticMarkup(
    <QueryView
      query={query}
      errorTitle="Failed to load bets"
      isEmpty={(rows) => rows.length === 0}
      empty={<p>No bets yet</p>}
    >
      {(rows) => (
        <ul>
          {rows.map((row) => (
            <li key={row}>{row}</li>
          ))}
        </ul>
      )}
    </QueryView>,
  );
}

describe('QueryView', () => {
  it('shows a busy skeleton while loading, never the data view', () => {
    const html = render(queryIn('pending'));
    expect(html).toContain('aria-busy="true"');
    expect(html).not.toContain('<ul>');
  });

  it('shows what failed with the server message and Retry, not the raw status and body', () => {
    const forbidden = new ApiRequestError(403, '{"message":"Subscription required"}', 'Forbidden');
    const html = render(queryIn('error', ['stale'], forbidden));
    expect(html).toContain('role="alert"');
    expect(html).toContain('Failed to load bets');
    expect(html).toContain('Subscription required');
    expect(html).not.toContain('403:');
    expect(html).toContain('Retry');
    expect(html).not.toContain('stale');
  });

  it('shows the empty state, then the data', () => {
    expect(render(queryIn('success', []))).toBe('<p>No bets yet</p>');
    expect(render(queryIn('success', ['a', 'b']))).toBe('<ul><li>a</li><li>b</li></ul>');
  });
});
