import type { CurrentUser } from '@hearth/contracts';
import { useCurrentUser } from './current-user';

/** The signed-in user, for screens that only render once sign-in is known (the router guarantees it). */
export function useSignedInUser(): CurrentUser {
  const { data } = useCurrentUser();
  if (!data) throw new Error('useSignedInUser used while signed out');
  return data;
}
