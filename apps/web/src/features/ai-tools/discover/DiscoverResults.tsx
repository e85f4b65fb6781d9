import type { AiRecipe, DiscoveredRecipe, DiscoverResponse } from '@hearth/contracts';
import { Clock, Database, Pencil, Sparkles, Users, UtensilsCrossed } from 'lucide-react';
import { Link } from 'react-router';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Markdown } from '@/components/ui/markdown';
import { cn } from '@/lib/utils';
import { ResultCard, ResultSection, SourceNote } from '../shared/result';
import { useDuration } from '@/i18n/format';
import aiDiscoverEn from '@/i18n/locales/en/aiDiscover.json';
import { useSpecText, useT } from '@/i18n/react';

const cardClass =
  'flex h-full w-full gap-3 rounded-xl border bg-card p-3 text-left shadow-xs transition-colors hover:border-primary/50 hover:bg-accent/40 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring';

/** A discovery's answer (spec §2): database recipes linking to their pages, AI recipes opening the dialog. */
export function DiscoverResults({ result, onEdit, onOpenRecipe }: { result: DiscoverResponse; onEdit: () => void; onOpenRecipe: (recipe: AiRecipe) => void }) {
  const t = useT(aiDiscoverEn);
  const duration = useDuration();
  const databaseRecipes = result.databaseRecipes ?? [];
  const aiRecipes = result.aiGeneratedRecipes ?? [];
  return (
    <ResultCard
      title={t('yourRecipes')}
      description={t('yourRecipesHint')}
      actions={
        <Button type="button" variant="outline" onClick={onEdit}>
          <Pencil aria-hidden="true" />
          {t('edit')}
        </Button>
      }
    >
      <ResultSection title={t('fromDatabase')} icon={<Database aria-hidden="true" />}>
        {databaseRecipes.length ? (
          <ul className="grid gap-3 sm:grid-cols-2">
            {databaseRecipes.map((recipe) => (
              <li key={recipe.id}>
                <DatabaseRecipeCard recipe={recipe} />
              </li>
            ))}
          </ul>
        ) : (
          <p className="text-muted-foreground">{t('noneFromDatabase')}</p>
        )}
      </ResultSection>
      <ResultSection title={t('aiGenerated')} icon={<Sparkles aria-hidden="true" />}>
        {aiRecipes.length ? (
          <ul className="grid gap-3 sm:grid-cols-2">
            {aiRecipes.map((recipe, index) => (
              <li key={`${recipe.title}-${index}`}>
                <button type="button" onClick={() => onOpenRecipe(recipe)} className={cn(cardClass, 'flex-col gap-2')}>
                  <span className="font-medium leading-snug">{recipe.title}</span>
                  <Markdown className="line-clamp-3 text-xs text-muted-foreground">{recipe.description}</Markdown>
                  <span className="mt-auto flex flex-wrap gap-3 text-xs text-muted-foreground">
                    <span className="inline-flex items-center gap-1">
                      <Clock aria-hidden="true" className="size-3.5" />
                      {duration(recipe.cookingTime)}
                    </span>
                    <span className="inline-flex items-center gap-1">
                      <Users aria-hidden="true" className="size-3.5" />
                      {recipe.servings}
                    </span>
                    {recipe.cuisine ? <Badge variant="outline">{recipe.cuisine}</Badge> : null}
                  </span>
                </button>
              </li>
            ))}
          </ul>
        ) : (
          <p className="text-muted-foreground">{t('noneComposed')}</p>
        )}
      </ResultSection>
      <SourceNote source={result.source} />
    </ResultCard>
  );
}

function DatabaseRecipeCard({ recipe }: { recipe: DiscoveredRecipe }) {
  const t = useT(aiDiscoverEn);
  const text = useSpecText();
  const duration = useDuration();
  const missing = recipe.missingIngredients;
  return (
    <Link to={`/recipe/${recipe.id}`} className={cardClass}>
      {recipe.imageUrl ? (
        <img src={recipe.imageUrl} alt="" loading="lazy" className="size-20 shrink-0 rounded-lg object-cover" />
      ) : (
        <span
          aria-hidden="true"
          className="flex size-20 shrink-0 items-center justify-center rounded-lg bg-gradient-to-br from-[#f6d3b8] to-[#e9a27c] dark:from-[#4a2a1c] dark:to-[#6b3a22]"
        >
          <UtensilsCrossed className="size-6 text-[#3d2b22]/55 dark:text-[#f4ece4]/50" />
        </span>
      )}
      <span className="flex min-w-0 flex-col gap-1">
        <span className="font-medium leading-snug">{recipe.title}</span>
        <span className="flex flex-wrap items-center gap-x-3 gap-y-1 text-xs text-muted-foreground">
          {recipe.cookingTime ? (
            <span className="inline-flex items-center gap-1">
              <Clock aria-hidden="true" className="size-3.5" />
              {duration(recipe.cookingTime)}
            </span>
          ) : null}
          {recipe.cuisine ? <span>{text(recipe.cuisine)}</span> : null}
        </span>
        <span className="text-xs">
          <span className="font-medium text-green-700 dark:text-green-400">{t('youHave')}</span>
          {recipe.matchedIngredients.join(', ')}
        </span>
        <span className="line-clamp-2 text-xs text-muted-foreground">{missing.length ? t('alsoNeeds', { items: missing.join(', ') }) : t('nothingElse')}</span>
      </span>
    </Link>
  );
}
