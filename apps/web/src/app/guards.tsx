import { copy, isEffectivelyAdmin, isEffectivelyApproved } from '@hearth/contracts';
import { useEffect, useRef, type ReactNode } from 'react';
import { Navigate } from 'react-router';
import { toast } from '@/components/ui/use-toast';
import { useSignedInUser } from '@/lib/user/use-signed-in-user';

/** / sends admins (admin or super admin) to the dashboard and everyone else to Browse Recipes (spec §2). */
export function HomeRedirect() {
  const user = useSignedInUser();
  return <Navigate to={isEffectivelyAdmin(user) ? '/admin' : '/recipes'} replace />;
}

/**
 * Screens for approved users only; anyone else goes back to / (spec §2: /collections and /meal-planner),
 * told why by a toast rather than left wondering where the page went (issue 13, item 11).
 */
export function RequireApproved({ children }: { children: ReactNode }) {
  const user = useSignedInUser();
  const approved = isEffectivelyApproved(user);
  // Once per visit: StrictMode runs effects twice in development, and refs survive that.
  const told = useRef(false);
  useEffect(() => {
    if (approved || told.current) return;
    told.current = true;
    toast(copy.approvalRequiredNotice);
  }, [approved]);
  if (!approved) return <Navigate to="/" replace />;
  return children;
}
