import { isEffectivelyAdmin, isEffectivelyApproved } from '@hearth/contracts';
import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import { useSignedInUser } from '@/lib/user/use-signed-in-user';

/** / sends admins (admin or super admin) to the dashboard and everyone else to Browse Recipes (spec §2). */
export function HomeRedirect() {
  const user = useSignedInUser();
  return <Navigate to={isEffectivelyAdmin(user) ? '/admin' : '/recipes'} replace />;
}

/** Screens for approved users only; anyone else goes back to / (spec §2: /collections and /meal-planner). */
export function RequireApproved({ children }: { children: ReactNode }) {
  const user = useSignedInUser();
  if (!isEffectivelyApproved(user)) return <Navigate to="/" replace />;
  return children;
}
