import { useQuery } from '@tanstack/react-query';
import { profileQueryKey, profileQueryOptions } from '@/lib/profile-query';

export { profileQueryKey, profileQueryOptions };

export function useProfile() {
  return useQuery(profileQueryOptions);
}

const NO_ALLERGIES: readonly string[] = [];

/** The signed-in member's profile allergies, for warnings on recipe cards; empty until the profile loads. */
export function useMyAllergies(): readonly string[] {
  const { data } = useQuery({ ...profileQueryOptions, select: (profile) => profile?.allergies ?? NO_ALLERGIES });
  return data ?? NO_ALLERGIES;
}
