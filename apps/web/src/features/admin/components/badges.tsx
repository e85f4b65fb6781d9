import { userRole, userStatus, type AdminRecipe, type AdminUser } from '@hearth/contracts';
import { ShieldCheck, ShieldHalf } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { cn } from '@/lib/utils';
import { recipeStatus } from '../admin-format';
import adminEn from '@/i18n/locales/en/admin.json';
import { useT } from '@/i18n/react';

const tone = {
  danger: 'border-destructive/30 bg-destructive/10 text-destructive',
  success: 'border-success/30 bg-success/10 text-success',
  waiting: 'border-warning-border bg-warning-bg text-warning-foreground',
};

/** Banned, Approved or Pending, in that precedence (spec §2). */
export function UserStatusBadge({ user }: { user: AdminUser }) {
  const status = userStatus(user);
  const t = useT(adminEn);
  return (
    <Badge variant="outline" className={cn(status === 'Banned' ? tone.danger : status === 'Approved' ? tone.success : tone.waiting)}>
      {t(`status.${status}`)}
    </Badge>
  );
}

/** Super Admin, Admin or User (spec §2). */
export function UserRoleBadge({ user }: { user: AdminUser }) {
  const role = userRole(user);
  const t = useT(adminEn);
  if (role === 'Super Admin')
    return (
      <Badge variant="accent">
        <ShieldCheck aria-hidden="true" />
        {t(`role.${role}`)}
      </Badge>
    );
  if (role === 'Admin')
    return (
      <Badge variant="default">
        <ShieldHalf aria-hidden="true" />
        {t(`role.${role}`)}
      </Badge>
    );
  return <Badge variant="outline">{t(`role.${role}`)}</Badge>;
}

/** Approved or Pending. */
export function RecipeStatusBadge({ recipe }: { recipe: AdminRecipe }) {
  return (
    <Badge variant="outline" className={recipe.isApproved ? tone.success : tone.waiting}>
      {recipeStatus(recipe)}
    </Badge>
  );
}
