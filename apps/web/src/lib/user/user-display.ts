/** How the signed-in user is shown in the sidebar footer (spec §2). */
interface DisplayUser {
  email?: string | null;
  firstName?: string | null;
  profile?: { username?: string | null } | null;
}

function clean(value: string | null | undefined): string {
  return value?.trim() ?? '';
}

/** The avatar's fallback letter: the first letter of the first name, else of the email, else 'U'. */
export function avatarInitial(user: DisplayUser | null | undefined): string {
  const source = clean(user?.firstName) || clean(user?.email);
  const first = Array.from(source)[0];
  return first ? first.toLocaleUpperCase() : 'U';
}

/** The first name, else the email. */
export function displayName(user: DisplayUser | null | undefined): string {
  return clean(user?.firstName) || clean(user?.email);
}

/** The username, else the email. */
export function displayHandle(user: DisplayUser | null | undefined): string {
  return clean(user?.profile?.username) || clean(user?.email);
}
