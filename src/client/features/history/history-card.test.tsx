import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { HistoryRecord } from '../../../contracts/history';
import { historyFixture } from '../../lib/test-support/history-fixture';
import { HistoryCard } from './history-card';
import { HistoryEditForm } from './history-edit-form';

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

describe('HistoryCard figures', () => {
  const html = (overrides: Partial<HistoryRecord>) =>
    renderToStaticMarkup(
      <HistoryCard
        record={historyFixture('a', { status: 'executed', ...overrides })}
        editing={false}
        saving={false}
        onEdit={() => {}}
        onSave={() => {}}
        onCancel={() => {}}
      />,
    );

  it('labels an arbitrage’s return before any result as expected, not as ROI', () => {
    const text = html({ expectedRoi: 2.86, betCount: 2, stakeAmount: 693.08 });
    expect(text).toContain('Expected return');
    expect(text).not.toContain('>ROI<');
    expect(text).toContain('bets not settled');
    expect(text).toContain('From 2 placed bets');
  });

  it('shows the ROI as profit ÷ stake once there is a result', () => {
    const text = html({ expectedRoi: 2.86, profitAmount: 21.4, stakeAmount: 1000, roi: 2.14 });
    expect(text).toContain('>ROI<');
    expect(text).not.toContain('Expected return');
    expect(text).toContain('+$21.40');
  });
});

describe('HistoryEditForm of a record with placed bets', () => {
  it('disables the fields and says why', () => {
    const text = renderToStaticMarkup(
      <HistoryEditForm
        record={historyFixture('a', {
          status: 'executed',
          betCount: 2,
          odds: [
            { book: 'DraftKings', outcome: 'Boston Celtics', point: null, price: 2.04 },
            { book: 'FanDuel', outcome: 'Los Angeles Lakers', point: null, price: 2.05 },
          ],
        })}
        saving={false}
        onSave={() => {}}
        onCancel={() => {}}
      />,
    );
    expect(text).toContain('come from the 2 bets you placed: settle or edit them in Portfolio.');
    // Profit and stake, the status toggle, and the odds through their fieldset.
    expect(text.match(/<input[^>]*disabled/g)).toHaveLength(2);
    expect(text).toMatch(/<button[^>]*disabled[^>]*aria-label="Status/);
    expect(text).toMatch(/<fieldset disabled/);
    expect(text).toMatch(/<button[^>]*type="submit"[^>]*disabled/);
  });
});

describe('HistoryCard team names', () => {
  it('shows both full names in a heading that wraps, never cut to an ellipsis', () => {
    const html = renderToStaticMarkup(
      <HistoryCard
        record={historyFixture('a', {
          homeTeam: 'Brighton and Hove Albion',
          awayTeam: 'Wolverhampton Wanderers',
        })}
        editing={false}
        saving={false}
        onEdit={() => {}}
        onSave={() => {}}
        onCancel={() => {}}
      />,
    );
    const heading = /<h3 class="([^"]*)">(.*?)<\/h3>/.exec(html);
    expect(heading?.[2]?.replace(/<[^>]+>/g, '')).toBe(
      'Brighton and Hove Albion vs Wolverhampton Wanderers',
    );
    expect(heading?.[1]).toContain('break-words');
    expect(html).not.toMatch(/truncate|text-ellipsis|line-clamp/);
  });
});
