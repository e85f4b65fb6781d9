import type { Profile } from '@hearth/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, getQueryFn } from '@/lib/api';

/**
 * GET /api/profile, to prefill the AI dialog with the member's diets and cuisines. Same URL key and meaning
 * as the profile screen's read (the saved profile, or null before there is one), so they share the cache.
 */
const fetchProfile = getQueryFn<Profile>({ on401: 'throw' });

export const profilePreferencesQueryOptions = queryOptions({
  queryKey: ['/api/profile'] as const,
  queryFn: async (context): Promise<Profile | null> => {
    try {
      return await fetchProfile(context);
    } catch (error) {
      if (error instanceof ApiError && error.status === 404) return null;
      throw error;
    }
  },
});

export function useProfilePreferences(options: { enabled?: boolean } = {}) {
  return useQuery({ ...profilePreferencesQueryOptions, enabled: options.enabled ?? true });
}

/** The dialog's starting preferences: primary and health-focused diets, and favourite cuisines. */
export function preferencesFromProfile(profile: Pick<Profile, 'primaryDietType' | 'healthFocusedDiets' | 'favoriteCuisines'> | null | undefined) {
  return {
    dietaryPreferences: [...new Set([...(profile?.primaryDietType ?? []), ...(profile?.healthFocusedDiets ?? [])])],
    cuisinePreferences: [...new Set(profile?.favoriteCuisines ?? [])],
  };
}
