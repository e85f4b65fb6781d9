import { discoverContract, type AiRecipe, type DiscoveryHistoryEntry } from '@hearth/contracts';
import { Sparkles } from 'lucide-react';
import { Link } from 'react-router';
import { Badge, badgeVariants } from '@/components/ui/badge';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { cn } from '@/lib/utils';
import { HistoryList } from '../shared/result';
import { toolQueryOptions } from '../shared/tool-api';
import { useFormat } from '@/i18n/format';
import aiDiscoverEn from '@/i18n/locales/en/aiDiscover.json';
import { useT } from '@/i18n/react';

const historyOptions = toolQueryOptions(discoverContract.endpoints.history);

const DATE_TIME = { dateStyle: 'long', timeStyle: 'short' } as const;

/** The History tab (spec §2): past discoveries, newest first. */
export function DiscoverHistory({ onOpenRecipe }: { onOpenRecipe: (recipe: AiRecipe) => void }) {
  const t = useT(aiDiscoverEn);
  return (
    <HistoryList options={historyOptions} empty={{ title: t('historyEmptyTitle'), description: t('historyEmptyText') }}>
      {(entries: DiscoveryHistoryEntry[]) => entries.map((entry) => <HistoryEntry key={entry.id} entry={entry} onOpenRecipe={onOpenRecipe} />)}
    </HistoryList>
  );
}

function HistoryEntry({ entry, onOpenRecipe }: { entry: DiscoveryHistoryEntry; onOpenRecipe: (recipe: AiRecipe) => void }) {
  const t = useT(aiDiscoverEn);
  const formats = useFormat();
  return (
    <Card>
      <CardHeader>
        <CardTitle className="font-display text-lg">
          <time dateTime={entry.createdAt}>{formats.date(entry.createdAt, DATE_TIME)}</time>
        </CardTitle>
        <CardDescription>{t('historyIngredients', { list: entry.identifiedIngredients.length ? entry.identifiedIngredients.join(', ') : t('none') })}</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-3">
        {entry.databaseRecipes.length ? (
          <ul className="flex flex-wrap gap-2" aria-label={t('fromDatabase')}>
            {entry.databaseRecipes.map((recipe) => (
              <li key={recipe.id}>
                <Link
                  to={`/recipe/${recipe.id}`}
                  className={cn(badgeVariants({ variant: 'secondary' }), 'py-1 text-sm hover:bg-secondary/70 focus-visible:outline-2 focus-visible:outline-ring')}
                >
                  {recipe.title}
                </Link>
              </li>
            ))}
          </ul>
        ) : null}
        {entry.aiGeneratedRecipes.length ? (
          <ul className="flex flex-wrap gap-2" aria-label={t('aiGenerated')}>
            {entry.aiGeneratedRecipes.map((recipe, index) => (
              <li key={index}>
                <button type="button" onClick={() => onOpenRecipe(recipe)} className="rounded-md focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring">
                  <Badge variant="outline" className="gap-1 py-1 text-sm hover:bg-accent">
                    <Sparkles aria-hidden="true" className="size-3.5 text-primary" />
                    {recipe.title || t('recipeNumber', { index: index + 1 })}
                  </Badge>
                </button>
              </li>
            ))}
          </ul>
        ) : null}
      </CardContent>
    </Card>
  );
}
