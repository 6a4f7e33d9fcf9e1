import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Router } from 'wouter';
import { opportunityFixture } from '../../lib/test-support/opportunity-fixture';
import { OpportunityRow } from './opportunity-row';

describe('OpportunityRow', () => {
  it('shows both full team names in text that wraps, never cut to an ellipsis', () => {
    const html = renderToStaticMarkup(
      <QueryClientProvider client={new QueryClient()}>
        <Router ssrPath="/dashboard">
          <OpportunityRow
            opportunity={opportunityFixture('a', {
              homeTeam: 'Brighton and Hove Albion',
              awayTeam: 'Wolverhampton Wanderers',
            })}
            now={Date.parse('2029-12-31T00:00:00.000Z')}
          />
        </Router>
      </QueryClientProvider>,
    );
    expect(html).toContain('Brighton and Hove Albion vs Wolverhampton Wanderers');
    expect(html).not.toMatch(/truncate|text-ellipsis|line-clamp/);
    expect(html).toContain('break-words');
    // Money first: $10.00 at the $1,000 default stake (1 % return), the percentage after it.
    expect(html.indexOf('$10.00')).toBeGreaterThan(-1);
    expect(html.indexOf('$10.00')).toBeLessThan(html.indexOf('1.00%'));
  });
});
