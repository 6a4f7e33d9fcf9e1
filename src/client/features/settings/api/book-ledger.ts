import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  bookLedgerSchema,
  type BookLedger,
  type BookLedgerUpdate,
} from '../../../../contracts/book-ledger';
import { apiFetch } from '../../../lib/api-fetch';
import { LIVE_ARBITRAGE_URL, OPPORTUNITIES_URL } from '../../../lib/live-stream/live-urls';
import { apiQuery } from '../../../lib/query-client';

export const BOOK_LEDGER_URL = '/api/user/books';

const bookLedgerQuery = apiQuery(BOOK_LEDGER_URL, bookLedgerSchema);

/**
 * GET /api/user/books: the member's books; empty until they save it. Read again each time the tab
 * opens: placing bets elsewhere records the stakes books accepted.
 */
export function useBookLedger() {
  return useQuery({ ...bookLedgerQuery, staleTime: 0 });
}

function saveBookLedger(update: BookLedgerUpdate) {
  return apiFetch(BOOK_LEDGER_URL, { method: 'PUT', json: update, schema: bookLedgerSchema });
}

/**
 * PUT /api/user/books with the whole ledger. The live lists are personalised by it, so they are
 * read again.
 */
export function useSaveBookLedger() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveBookLedger,
    onSuccess: (saved: BookLedger) => {
      queryClient.setQueryData(bookLedgerQuery.queryKey, saved);
      void queryClient.invalidateQueries({ queryKey: [OPPORTUNITIES_URL] });
      void queryClient.invalidateQueries({ queryKey: [LIVE_ARBITRAGE_URL] });
    },
  });
}
