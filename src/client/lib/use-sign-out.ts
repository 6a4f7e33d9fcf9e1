import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';

/** Clears every cached answer first (spec), then lets the server end the session. */
export function useSignOut(): () => void {
  const queryClient = useQueryClient();
  return useCallback(() => {
    queryClient.clear();
    window.location.href = '/api/logout';
  }, [queryClient]);
}
