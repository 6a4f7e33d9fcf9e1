import { Zap } from 'lucide-react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { QueryState } from './query-view';
import { StatCard, StatGrid } from './stat-card';

const failed: QueryState = {
  status: 'error',
  error: new TypeError('Failed to fetch'),
  isFetching: false,
  refetch: () => Promise.reject(new Error('not called in a render')),
};

describe('StatCard', () => {
  it('shows the figure and its caption once loaded', () => {
    const html = renderToStaticMarkup(
      <StatCard icon={Zap} title="Live Arbitrage" value={0} detail="plus 3 value bets" />,
    );
    expect(html).toContain('>0</p>');
    expect(html).toContain('plus 3 value bets');
  });

  it('shows "—" and no caption after a failed read, never a zero', () => {
    const html = renderToStaticMarkup(
      <StatCard icon={Zap} title="Live Arbitrage" value={0} detail="0 of 0" status="error" />,
    );
    expect(html).toContain('>—</p>');
    expect(html).not.toContain('>0<');
    expect(html).not.toContain('0 of 0');
  });
});

describe('StatGrid', () => {
  it('says once, below the figures, why they failed, with Retry', () => {
    const html = renderToStaticMarkup(
      <StatGrid query={failed} errorTitle="Failed to load the live figures">
        <StatCard icon={Zap} title="Live Arbitrage" value={7} status={failed.status} />
      </StatGrid>,
    );
    expect(html).toContain('Failed to load the live figures');
    expect(html).toContain('The server could not be reached');
    expect(html).toContain('Retry');
    expect(html).not.toContain('>7<');
  });
});
