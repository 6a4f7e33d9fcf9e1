import { useQuery } from '@tanstack/react-query';
import { publicConfigSchema } from '../../contracts/public-config';
import { apiQuery } from './query-client';

/** Public settings (the identity provider's name); fetched once per page load. */
export function usePublicConfig() {
  return useQuery(apiQuery('/api/config', publicConfigSchema));
}
