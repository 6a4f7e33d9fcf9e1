import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import {
  importResultSchema,
  type ImportBody,
  type ImportResult,
} from '../../../../contracts/bet-import';
import { ApiRequestError } from '../../../lib/api-error';
import { apiFetch } from '../../../lib/api-fetch';
import { invalidatePortfolio } from '../../../lib/invalidate-portfolio';
import { BETS_IMPORT_URL } from '../../../lib/portfolio-api';

const rejectedSchema = importResultSchema.extend({ message: z.string() });

export type ImportOutcome = ImportResult & { message: string | null };

export type ImportRequest = Omit<ImportBody, 'oddsFormat' | 'dateOrder' | 'timeZone'> &
  Partial<Pick<ImportBody, 'oddsFormat' | 'dateOrder' | 'timeZone'>>;

/**
 * POST /api/user/bets/import. A file with bad rows answers 422 with every row's error: that is
 * a result to show, not a failure, so it resolves with the server's message.
 */
async function importBets(body: ImportRequest): Promise<ImportOutcome> {
  try {
    const result = await apiFetch(BETS_IMPORT_URL, {
      method: 'POST',
      schema: importResultSchema,
      json: body,
    });
    return { ...result, message: null };
  } catch (error) {
    if (error instanceof ApiRequestError && error.status === 422) {
      const parsed = rejectedSchema.safeParse(JSON.parse(error.bodyText));
      if (parsed.success) return parsed.data;
    }
    throw error;
  }
}

export function useImportBets() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: importBets,
    onSuccess: (result) => {
      if (result.imported > 0) return invalidatePortfolio(queryClient);
    },
  });
}
