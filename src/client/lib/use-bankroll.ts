import { useQuery } from '@tanstack/react-query';
import { bankrollSchema } from '../../contracts/portfolio';
import { BANKROLL_URL } from './portfolio-api';
import { apiQuery } from './query-client';

/** GET /api/user/bankroll: the member's balance, what it is made of, and what is at stake. */
export function useBankroll() {
  return useQuery(apiQuery(BANKROLL_URL, bankrollSchema));
}
