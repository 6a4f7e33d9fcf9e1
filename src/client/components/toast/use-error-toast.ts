import { useCallback } from 'react';
import { errorMessage } from '../../lib/server-message';
import { useToast } from './use-toast';

/**
 * The one way a failed call becomes a toast: a title saying what failed, and the server's own
 * message (never the raw `403: {"message":…}`) saying why.
 */
export function useErrorToast(): (title: string, error: unknown) => void {
  const { toast } = useToast();
  return useCallback(
    (title: string, error: unknown) =>
      toast({ variant: 'error', title, description: errorMessage(error) }),
    [toast],
  );
}
