import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest, readJson } from '@/lib/api';
import { currentUserQueryKey } from '@/lib/user/current-user';

/** POST /api/profile/avatar: multipart with the field `image`; the server checks, squares and re-encodes it. */
export function useUploadAvatar() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (file: File) => {
      const body = new FormData();
      body.append('image', file);
      return readJson<{ message: string; imageUrl: string }>(await apiRequest('POST', '/api/profile/avatar', body));
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: currentUserQueryKey }),
  });
}

/** DELETE /api/profile/avatar: back to the initial letter. */
export function useRemoveAvatar() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => {
      await apiRequest('DELETE', '/api/profile/avatar');
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: currentUserQueryKey }),
  });
}
