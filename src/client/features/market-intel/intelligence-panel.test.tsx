import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { IntelligenceItemDto } from '../../../contracts/market-intelligence';
import { SharpVsPublic } from './intelligence-panel';

const estimate = (
  sharpPercentage: number | null,
  publicPercentage: number | null,
): IntelligenceItemDto['sharpVsPublic'] => ({
  estimate: true,
  method: 'ESTIMATE: Sharp % = 50 + sharp strength / 2.',
  sharpSide: 'Lakers',
  publicSide: 'Celtics',
  sharpPercentage,
  publicPercentage,
  consensus: 'split',
  confidence: 40,
});

const text = (html: string) => html.replace(/<[^>]+>/g, '');

describe('SharpVsPublic', () => {
  it('shows the estimate with how it is made, in the page rather than behind a hover', () => {
    const html = renderToStaticMarkup(<SharpVsPublic estimate={estimate(70, 60)} />);
    expect(text(html)).toContain('Sharp ~70% Lakers · Public ~60% Celtics · split');
    expect(html).toContain('<summary');
    expect(text(html)).toContain('How it is estimated');
    expect(text(html)).toContain('Sharp % = 50 + sharp strength / 2.');
  });

  it('hides the percentages when the model says ~100 %, keeping the sides', () => {
    const shown = text(renderToStaticMarkup(<SharpVsPublic estimate={estimate(100, 60)} />));
    expect(shown).not.toContain('100%');
    expect(shown).not.toContain('~');
    expect(shown).toContain('Sharp side Lakers · public side Celtics');
    expect(shown).toContain('Percentages hidden');
  });
});
