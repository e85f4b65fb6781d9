import type { Profile } from '@hearth/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, getQueryFn } from '@/lib/api';

/** GET /api/profile: the saved profile, or null when there is none yet (404). */
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

export function useProfile() {
  return useQuery(profileQueryOptions);
}

const NO_ALLERGIES: readonly string[] = [];

/** The signed-in member's profile allergies, for warnings on recipe cards; empty until the profile loads. */
export function useMyAllergies(): readonly string[] {
  const { data } = useQuery({ ...profileQueryOptions, select: (profile) => profile?.allergies ?? NO_ALLERGIES });
  return data ?? NO_ALLERGIES;
}
