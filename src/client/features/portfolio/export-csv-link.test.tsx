import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ExportCsvLink } from './export-csv-link';

describe('ExportCsvLink', () => {
  it('downloads every bet from the CSV export, not a page of the list', () => {
    const html = renderToStaticMarkup(<ExportCsvLink />);
    expect(html).toMatch(/<a href="\/api\/user\/bets\.csv" download=""/);
    expect(html).toContain('Export CSV');
  });
});
