import { useLocation, useSearch } from 'wouter';

/** The current path with its query string, as a sign-in return address. */
export function useCurrentPath(): string {
  const [path] = useLocation();
  const search = useSearch();
  return search === '' ? path : `${path}?${search}`;
}
