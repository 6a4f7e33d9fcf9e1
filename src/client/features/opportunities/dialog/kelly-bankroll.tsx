import { useState } from 'react';
import type { ReactNode } from 'react';
import { formatMoney, parseAmount } from '../../../lib/format-figures';
import { errorMessage } from '../../../lib/server-message';
import { useBankroll } from '../../../lib/use-bankroll';
import { AmountField } from './amount-field';

/**
 * Kelly sizes from the member's real balance. When it cannot be read, the member types the
 * bankroll, and the field says so; a made-up default would size real stakes from nothing.
 */
export function useKellyBankroll(): { bankroll: number | null; source: ReactNode } {
  const query = useBankroll();
  const [typedText, setTypedText] = useState('');
  if (query.isSuccess) {
    const { balance } = query.data;
    return {
      bankroll: Math.max(0, balance),
      source: (
        <div className="text-right text-xs text-muted">
          Bankroll{' '}
          <span className="text-sm font-medium text-fg tabular-nums">{formatMoney(balance)}</span>
          <span className="block">your portfolio balance</span>
        </div>
      ),
    };
  }
  if (query.isPending) {
    return {
      bankroll: null,
      source: <span className="text-xs text-muted">Loading your balance…</span>,
    };
  }
  return {
    bankroll: typedText.trim() === '' ? null : parseAmount(typedText),
    source: (
      <div className="flex flex-col items-end gap-1">
        <AmountField label="Bankroll ($), typed by you" value={typedText} onChange={setTypedText} />
        <span className="max-w-64 text-right text-xs text-warn">
          Your balance could not be loaded: {errorMessage(query.error)}{' '}
          <button type="button" className="underline" onClick={() => void query.refetch()}>
            Retry
          </button>
        </span>
      </div>
    ),
  };
}
