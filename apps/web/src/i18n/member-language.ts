import { errors, type Profile } from '@hearth/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { toast } from '@/components/ui/use-toast';
import { apiRequest, readJson } from '@/lib/api';
import { profileQueryKey, profileQueryOptions } from '@/lib/profile-query';
import { isLanguage, storeLanguage, type Language } from './languages';
import commonEn from './locales/en/common.json';
import { getLanguage, setLanguage, translator } from './runtime';

/** Shows a language and remembers it on this device (the next page load starts in it). */
export function chooseLanguage(language: Language): Promise<void> {
  storeLanguage(globalThis.localStorage, language);
  return setLanguage(language);
}

/** A member with a profile reads Hearth in their profile's languagePreference, whatever the device says. */
export function useMemberLanguage(hasProfile: boolean): void {
  const { data: preferred } = useQuery({ ...profileQueryOptions, enabled: hasProfile, select: (profile) => profile?.languagePreference });
  useEffect(() => {
    if (isLanguage(preferred) && preferred !== getLanguage()) void chooseLanguage(preferred);
  }, [preferred]);
}

/**
 * POST /api/profile with only languagePreference changed (the endpoint takes the whole profile). The saved
 * profile replaces the cached one, which switches the language through useMemberLanguage.
 */
export function useSaveMemberLanguage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (language: Language) => {
      const profile = await queryClient.fetchQuery(profileQueryOptions);
      if (!profile) throw new Error('No profile yet');
      return readJson<Profile>(await apiRequest('POST', '/api/profile', { ...profile, languagePreference: language }));
    },
    onMutate: async (language) => {
      const previous = getLanguage();
      await chooseLanguage(language);
      return { previous };
    },
    onSuccess: (profile) => queryClient.setQueryData(profileQueryKey, profile),
    // Not saved: back to the language the profile still says, so screen and profile agree, and say so.
    onError: async (_error, _language, context) => {
      if (context) await chooseLanguage(context.previous);
      toast({ variant: 'destructive', title: errors.title, description: translator(commonEn)('languageNotSaved') });
    },
  });
}
