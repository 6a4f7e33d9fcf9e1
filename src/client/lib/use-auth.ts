import { useQuery } from '@tanstack/react-query';
import { authUserSchema } from '../../contracts/auth';
import type { AuthUser } from '../../contracts/auth';
import { isSubscribed, maySeeSubscriberPages } from './access';
import { isUnauthorized } from './api-error';
import { apiFetch } from './api-fetch';

export const AUTH_USER_URL = '/api/auth/user';
const POLL_MS = 5_000;

async function fetchAuthUser(signal: AbortSignal): Promise<AuthUser | null> {
  try {
    return await apiFetch(AUTH_USER_URL, { schema: authUserSchema, signal });
  } catch (error) {
    if (isUnauthorized(error)) return null;
    throw error;
  }
}

export type Auth = {
  user: AuthUser | null;
  isLoading: boolean;
  isAuthenticated: boolean;
  /** Has a plan (active or trialing, period not over). */
  isSubscriber: boolean;
  /** May open the subscriber pages: a plan, or an admin (the server's rule too). */
  hasSubscriberPages: boolean;
  isAdmin: boolean;
};

/**
 * The signed-in user, polled every 5 s. A 401 means signed out. A failed first read also counts
 * as signed out; a failed poll keeps the last good answer so a network blip signs no one out.
 */
export function useAuth(): Auth {
  const query = useQuery({
    queryKey: [AUTH_USER_URL],
    queryFn: ({ signal }) => fetchAuthUser(signal),
    refetchInterval: POLL_MS,
  });
  const user = query.data ?? null;
  return {
    user,
    isLoading: query.isLoading,
    isAuthenticated: user !== null,
    isSubscriber: isSubscribed(user),
    hasSubscriberPages: maySeeSubscriberPages(user),
    isAdmin: user?.isAdmin ?? false,
  };
}
