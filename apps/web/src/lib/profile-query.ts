import type { Profile } from '@hearth/contracts';
import { queryOptions } from '@tanstack/react-query';
import { ApiError, getQueryFn } from '@/lib/api';

/**
 * GET /api/profile: the saved profile, or null when there is none yet (404). Shared here because both the
 * profile screens and the language (i18n) read it under one key, so saving it anywhere updates both.
 */
export const profileQueryKey = ['/api/profile'] as const;

const fetchProfile = getQueryFn<Profile>({ on401: 'throw' });

export const profileQueryOptions = queryOptions({
  queryKey: profileQueryKey,
  queryFn: async (context): Promise<Profile | null> => {
    try {
      return await fetchProfile(context);
    } catch (error) {
      if (error instanceof ApiError && error.status === 404) return null;
      throw error;
    }
  },
});
