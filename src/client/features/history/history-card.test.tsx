import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { historyFixture } from '../../lib/test-support/history-fixture';
import { HistoryCard } from './history-card';

const render = (kind: 'arbitrage' | 'value' | 'middle') =>
  renderToStaticMarkup(
    <HistoryCard
      record={historyFixture('a', { kind, arbitragePercentage: 4.5 })}
      editing={false}
      saving={false}
      onEdit={() => {}}
      onSave={() => {}}
      onCancel={() => {}}
    />,
  );

describe('HistoryCard', () => {
  it('calls an arbitrage’s return guaranteed', () => {
    const html = render('arbitrage');
    expect(html).toContain('Arbitrage');
    expect(html).toContain('Guaranteed return when detected');
  });

  it.each([
    ['value', 'Value bet'],
    ['middle', 'Middle'],
  ] as const)('never calls a %s’s return guaranteed: it was expected', (kind, label) => {
    const html = render(kind);
    expect(html).toContain(label);
    expect(html).toContain('Expected value when detected');
    expect(html).not.toMatch(/guaranteed/i);
  });
});
