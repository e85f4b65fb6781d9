import { CARD_TAGS_SHOWN, displayRating, type RecipeCard as RecipeCardData } from '@hearth/contracts';
import { Clock, Sparkles, Star, TriangleAlert, Users, UtensilsCrossed } from 'lucide-react';
import { memo } from 'react';
import { Link } from 'react-router';
import { Badge } from '@/components/ui/badge';
import { Skeleton } from '@/components/ui/skeleton';
import { allergenWarningText, allergensToWarnAbout } from '../allergen-warning';
import { useDuration, useFormat } from '@/i18n/format';
import commonEn from '@/i18n/locales/en/common.json';
import recipeCardEn from '@/i18n/locales/en/recipeCard.json';
import { useLanguage, useSpecText, useT } from '@/i18n/react';

/** Warm backdrops for recipes without a photo, chosen by id so a recipe always gets the same one. */
const BACKDROPS = [
  'from-[#f6d3b8] to-[#e9a27c] dark:from-[#4a2a1c] dark:to-[#6b3a22]',
  'from-[#f3e2b3] to-[#e4b860] dark:from-[#43351a] dark:to-[#6a5020]',
  'from-[#dfe8cc] to-[#a9c08a] dark:from-[#2b3522] dark:to-[#3f5230]',
  'from-[#f5d5cf] to-[#e29a8c] dark:from-[#47241f] dark:to-[#6a332a]',
] as const;

const ONE_DECIMAL = { minimumFractionDigits: 1, maximumFractionDigits: 1 } as const;

/** No allergies: one shared empty list, so memoised cards do not re-render for a new one. */
const NO_ALLERGIES: readonly string[] = [];

/**
 * A recipe in a grid: photo, title, two lines of description, time, servings, rating and 3 tags (spec §2, §9).
 * `priority` is for the cards in the first row of a screen: their photo loads at once, not lazily, since it is
 * likely the largest thing on screen; 'first' also asks for it ahead of everything else, for the one card that is
 * on screen in every layout (on a phone the row is that card alone, and its picture competes with the app's
 * scripts for a slow connection). `viewerAllergies` (the member's profile allergies) adds a warning when
 * the recipe contains one of them (issue 13, item 11).
 */
export const RecipeCard = memo(function RecipeCard({
  recipe,
  priority = false,
  viewerAllergies = NO_ALLERGIES,
}: {
  recipe: RecipeCardData;
  priority?: boolean | 'first';
  viewerAllergies?: readonly string[];
}) {
  const t = useT(recipeCardEn);
  const common = useT(commonEn);
  const option = useSpecText();
  const duration = useDuration();
  const formats = useFormat();
  const language = useLanguage();
  const rating = displayRating(recipe);
  const warnAbout = allergensToWarnAbout(recipe.derivedAllergens, viewerAllergies);
  const image = recipe.imageUrl ?? recipe.images[0] ?? null;
  const backdrop = BACKDROPS[recipe.id % BACKDROPS.length];
  return (
    <Link
      to={`/recipe/${recipe.id}`}
      className="group flex w-full flex-col overflow-hidden rounded-2xl border border-border bg-card shadow-xs outline-none transition-[box-shadow,border-color,transform] duration-200 hover:-translate-y-0.5 hover:border-primary/40 hover:shadow-md focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background"
    >
      <div className="relative aspect-[16/10] overflow-hidden bg-muted">
        {image ? (
          <img
            src={image}
            alt=""
            loading={priority ? 'eager' : 'lazy'}
            fetchPriority={priority === 'first' ? 'high' : 'auto'}
            decoding="async"
            className="size-full object-cover transition-transform duration-300 group-hover:scale-[1.03]"
          />
        ) : (
          <div className={`flex size-full items-center justify-center bg-gradient-to-br ${backdrop}`} aria-hidden="true">
            <UtensilsCrossed className="size-9 text-[#3d2b22]/55 dark:text-[#f4ece4]/50" />
          </div>
        )}
        {recipe.cuisine ? (
          <span className="absolute top-3 left-3 rounded-full bg-card/90 px-2.5 py-1 text-xs font-semibold text-foreground shadow-sm backdrop-blur">{option(recipe.cuisine)}</span>
        ) : null}
      </div>
      {warnAbout.length ? (
        // Under the photo, not on it: a warning must read clearly whatever the picture.
        <p
          className="flex items-center gap-1.5 border-b border-destructive/30 bg-destructive px-4 py-1.5 text-sm font-semibold text-destructive-foreground"
          data-testid="allergen-warning"
        >
          <TriangleAlert aria-hidden="true" className="size-4 shrink-0" />
          <span className="sr-only">{t('allergyWarning')}</span>
          {allergenWarningText(warnAbout, language)}
        </p>
      ) : null}
      <div className="flex flex-1 flex-col gap-2 p-4">
        <h2 className="font-display text-lg leading-snug font-semibold group-hover:text-primary">{recipe.title}</h2>
        {recipe.description ? <p className="line-clamp-2 text-sm leading-relaxed text-muted-foreground">{recipe.description}</p> : null}
        <div className="mt-auto flex flex-wrap items-center gap-x-4 gap-y-1 pt-1 text-sm text-muted-foreground">
          {recipe.cookingTime ? (
            <span className="inline-flex items-center gap-1.5">
              <Clock aria-hidden="true" className="size-4" />
              {duration(recipe.cookingTime)}
            </span>
          ) : null}
          {recipe.servings ? (
            <span className="inline-flex items-center gap-1.5">
              <Users aria-hidden="true" className="size-4" />
              {common('servings', { count: recipe.servings })}
            </span>
          ) : null}
          {rating != null ? (
            // Which rating this is, on every card (issue 13): the community's when anyone rated, else the AI's.
            recipe.communityRating.count > 0 ? (
              <span className="inline-flex items-center gap-1 font-medium text-foreground" data-rating="community">
                <span className="sr-only">{t('rated')}</span>
                {formats.number(rating, ONE_DECIMAL)}
                <Star aria-hidden="true" className="size-4 fill-saffron text-saffron" />
                <span className="sr-only">{t('outOfFiveBy')}</span>
                <span className="font-normal text-muted-foreground">
                  {' '}
                  ({formats.number(recipe.communityRating.count)}
                  <span className="sr-only"> {t('members', { count: recipe.communityRating.count })}</span>)
                </span>
              </span>
            ) : (
              <span className="inline-flex items-center gap-1 font-medium text-foreground" data-rating="ai" title={t('aiRatedTitle')}>
                <Sparkles aria-hidden="true" className="size-4 text-primary" />
                <span aria-hidden="true" className="text-xs font-semibold tracking-wide text-primary">
                  AI
                </span>
                <span className="sr-only">{t('rated')}</span>
                {formats.number(rating, ONE_DECIMAL)}
                <span className="sr-only">{t('outOfFiveByAi')}</span>
              </span>
            )
          ) : null}
        </div>
        {recipe.tags.length ? (
          <ul className="flex flex-wrap gap-1.5 pt-1" aria-label={t('tags')}>
            {recipe.tags.slice(0, CARD_TAGS_SHOWN).map((tag) => (
              <li key={tag}>
                <Badge variant="secondary">{option(tag)}</Badge>
              </li>
            ))}
          </ul>
        ) : null}
      </div>
    </Link>
  );
});

export function RecipeCardSkeleton() {
  return (
    <div className="flex flex-col overflow-hidden rounded-2xl border border-border bg-card">
      <Skeleton className="aspect-[16/10] rounded-none" />
      <div className="flex flex-col gap-2.5 p-4">
        <Skeleton className="h-5 w-3/4" />
        <Skeleton className="h-4 w-full" />
        <Skeleton className="h-4 w-2/3" />
        <div className="flex gap-2 pt-1">
          <Skeleton className="h-5 w-16 rounded-full" />
          <Skeleton className="h-5 w-20 rounded-full" />
        </div>
      </div>
    </div>
  );
}
