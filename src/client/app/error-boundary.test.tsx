import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { AppErrorBoundary, CrashScreen } from './error-boundary';

/** The boundary as React drives it after a child threw (no DOM here, so its steps are called). */
function renderAfterThrow(thrown: unknown): string {
  const boundary = new AppErrorBoundary({ children: <p>the page</p> });
  boundary.state = AppErrorBoundary.getDerivedStateFromError(thrown);
  return renderToStaticMarkup(<>{boundary.render()}</>);
}

describe('AppErrorBoundary', () => {
  it('shows the screen while nothing has thrown', () => {
    const boundary = new AppErrorBoundary({ children: <p>the page</p> });
    expect(renderToStaticMarkup(<>{boundary.render()}</>)).toBe('<p>the page</p>');
  });

  it('replaces a crashed screen with what happened and the ways back', () => {
    const html = renderAfterThrow(new TypeError('Cannot read properties of undefined'));
    expect(html).not.toContain('the page');
    expect(html).toContain('Something went wrong on this screen');
    expect(html).toContain('Cannot read properties of undefined');
    expect(html).toContain('href="/dashboard"');
    expect(html).toContain('Reload');
  });

  it('says what was thrown even when it was not an Error', () => {
    expect(renderAfterThrow('chunk failed')).toContain('chunk failed');
  });
});

describe('CrashScreen', () => {
  it('names the error when it has no message', () => {
    expect(renderToStaticMarkup(<CrashScreen error={new RangeError()} />)).toContain('RangeError');
  });
});
