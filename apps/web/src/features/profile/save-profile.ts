import type { Profile, ProfileData } from '@hearth/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest, readJson } from '@/lib/api';
import { profileQueryKey } from './get-profile';

/**
 * POST /api/profile (create or update, spec §7). On success the saved profile replaces the cached one.
 * The caller refreshes the current user (`/api/user`: profileComplete and username change) when it suits
 * its screen: the wizard only after it has moved to /, so the new layout never flashes the old path.
 */
export function useSaveProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: ProfileData) => readJson<Profile>(await apiRequest('POST', '/api/profile', input)),
    onSuccess: (profile) => {
      queryClient.setQueryData(profileQueryKey, profile);
    },
  });
}
