import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Router } from 'wouter';
import { NotFoundPage } from './not-found-page';

describe('NotFoundPage', () => {
  it('names the missing path in plain words and links back to the dashboard', () => {
    const html = renderToStaticMarkup(
      <Router ssrPath="/no-such-page">
        <NotFoundPage />
      </Router>,
    );
    expect(html).toContain('Page not found');
    expect(html).toContain('/no-such-page');
    expect(html).toMatch(/<a [^>]*href="\/dashboard"[^>]*>Back to Dashboard<\/a>/);
    expect(html).not.toContain('router');
  });
});
