import { Download } from 'lucide-react';
import { buttonClass } from '../../components/button-styles';
import { BETS_CSV_URL } from '../../lib/portfolio-api';

/** Every bet as CSV (RFC 4180, header row), downloaded with the session cookie. */
export function ExportCsvLink() {
  return (
    <a href={BETS_CSV_URL} download className={buttonClass('secondary')}>
      <Download className="size-4" aria-hidden />
      Export CSV
    </a>
  );
}
