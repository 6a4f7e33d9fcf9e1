import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Router } from 'wouter';
import { opportunityFixture } from '../../lib/test-support/opportunity-fixture';
import { OpportunityRow } from './opportunity-row';

describe('OpportunityRow', () => {
  it('shows both full team names in text that wraps, never cut to an ellipsis', () => {
    const html = renderToStaticMarkup(
      <Router ssrPath="/dashboard">
        <OpportunityRow
          opportunity={opportunityFixture('a', {
            homeTeam: 'Brighton and Hove Albion',
            awayTeam: 'Wolverhampton Wanderers',
          })}
          now={Date.parse('2029-12-31T00:00:00.000Z')}
        />
      </Router>,
    );
    expect(html).toContain('Brighton and Hove Albion vs Wolverhampton Wanderers');
    expect(html).not.toMatch(/truncate|text-ellipsis|line-clamp/);
    expect(html).toContain('break-words');
  });
});
