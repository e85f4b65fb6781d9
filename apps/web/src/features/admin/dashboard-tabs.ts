/** The dashboard's tabs, in order (spec §2), as they appear in the address (`/admin?tab=all-users`). */
export const ADMIN_TABS = ['pending-users', 'all-users', 'pending-recipes', 'all-recipes', 'ingredients'] as const;
export type AdminTab = (typeof ADMIN_TABS)[number];
export const DEFAULT_ADMIN_TAB: AdminTab = 'pending-users';

/** The tab named in the address, else the first (Pending Users). */
export function tabFromParam(value: string | null): AdminTab {
  return (ADMIN_TABS as readonly string[]).includes(value ?? '') ? (value as AdminTab) : DEFAULT_ADMIN_TAB;
}

/** The address's search params for a tab: the default tab keeps the address clean. */
export function paramsForTab(tab: AdminTab, current: URLSearchParams): URLSearchParams {
  const next = new URLSearchParams(current);
  if (tab === DEFAULT_ADMIN_TAB) next.delete('tab');
  else next.set('tab', tab);
  return next;
}
