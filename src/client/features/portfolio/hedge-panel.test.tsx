import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { PositionHedge } from '../../../contracts/hedge';
import { HedgePlanView } from './hedge-panel';

const position = {
  historyId: 'h1',
  eventId: 'g1',
  homeTeam: 'Lakers',
  awayTeam: 'Celtics',
  market: 'h2h',
  legs: [],
  pushPossible: false,
  checkedAt: '2026-11-26T12:00:00.000Z',
} satisfies Omit<PositionHedge, 'plan'>;

function render(plan: PositionHedge['plan']): string {
  // No fetcher: the odds format falls back to the default (decimal) without a request.
  const client = new QueryClient({ defaultOptions: { queries: { enabled: false } } });
  return renderToStaticMarkup(
    <QueryClientProvider client={client}>
      <HedgePlanView hedge={{ ...position, plan }} />
    </QueryClientProvider>,
  );
}

describe('HedgePlanView', () => {
  it('shows the book, price, stake, quote age and the range it locks in', () => {
    const html = render({
      kind: 'hedge',
      bets: [
        {
          outcome: 'Celtics',
          point: null,
          book: 'betmgm',
          bookTitle: 'BetMGM',
          price: 2.08,
          effectivePrice: 2.08,
          stake: 98.08,
          limit: 50,
          cappedByLimit: true,
          ageSeconds: 5,
        },
      ],
      results: [],
      unhedged: { worst: -100, best: 104 },
      hedged: { worst: 5.92, best: 5.92 },
    });
    for (const text of ['Celtics', 'BetMGM', '2.08', '$98.08', 'quoted 5s ago', 'book limit']) {
      expect(html).toContain(text);
    }
    expect(html).toMatch(/Locks in .*\+\$5\.92/);
    expect(html).toMatch(/as it stands: .*\$100\.00.* to .*\+\$104\.00/);
  });

  it('says when no book quotes the uncovered outcome', () => {
    const html = render({
      kind: 'no-quote',
      uncovered: [{ outcome: 'Celtics', point: null }],
      unhedged: { worst: -100, best: 104 },
    });
    expect(html).toContain('No book quotes the uncovered outcome (Celtics) now.');
  });
});
