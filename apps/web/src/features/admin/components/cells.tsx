import type { AdminRecipe, AdminUser } from '@hearth/contracts';
import { UtensilsCrossed } from 'lucide-react';
import { Link } from 'react-router';
import { Avatar, AvatarFallback, AvatarImage } from '@/components/ui/avatar';
import { Badge } from '@/components/ui/badge';
import { memberInitial, memberName, shownTags } from '../admin-format';
import adminEn from '@/i18n/locales/en/admin.json';
import { useT } from '@/i18n/react';

/** The User column: avatar and full name (or 'Unknown'); the viewer's own row says so. */
export function MemberCell({ user, isViewer = false }: { user: AdminUser; isViewer?: boolean }) {
  const t = useT(adminEn);
  return (
    <div className="flex min-w-36 items-center gap-3">
      <Avatar className="size-9">
        {user.profileImageUrl ? <AvatarImage src={user.profileImageUrl} alt="" /> : null}
        <AvatarFallback className="bg-accent text-accent-foreground">{memberInitial(user)}</AvatarFallback>
      </Avatar>
      <span className="font-medium">{memberName(user)}</span>
      {isViewer ? <Badge variant="outline">{t('you')}</Badge> : null}
    </div>
  );
}

/** The Recipe column: thumbnail, title (to the recipe page) and, when asked, the first two tags. */
export function RecipeCell({ recipe, withTags = false }: { recipe: AdminRecipe; withTags?: boolean }) {
  const tags = withTags ? shownTags(recipe.tags) : [];
  return (
    <div className="flex min-w-56 items-center gap-3">
      <div className="flex size-12 shrink-0 items-center justify-center overflow-hidden rounded-lg bg-muted">
        {recipe.imageUrl ? (
          <img src={recipe.imageUrl} alt="" loading="lazy" decoding="async" className="size-full object-cover" />
        ) : (
          <UtensilsCrossed aria-hidden="true" className="size-5 text-muted-foreground" />
        )}
      </div>
      <div className="flex min-w-0 flex-col gap-1">
        <Link
          to={`/recipe/${recipe.id}`}
          className="rounded-sm font-medium leading-snug underline-offset-4 outline-none hover:text-primary hover:underline focus-visible:ring-2 focus-visible:ring-ring"
        >
          {recipe.title}
        </Link>
        {tags.length > 0 ? (
          <div className="flex flex-wrap gap-1">
            {tags.map((tag) => (
              <Badge key={tag} variant="secondary" className="font-normal">
                {tag}
              </Badge>
            ))}
          </div>
        ) : null}
      </div>
    </div>
  );
}
