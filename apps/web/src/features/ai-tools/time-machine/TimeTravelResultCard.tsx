import type { HistoricalIngredient, ModernAdaptation, TimeTravelResult } from '@hearth/contracts';
import { BookOpen, Compass, Flame, Landmark, Replace, ScrollText, Soup, Utensils } from 'lucide-react';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { ResultCard, ResultSection, SourceNote } from '../shared/result';
import aiTimeMachineEn from '@/i18n/locales/en/aiTimeMachine.json';
import { useT } from '@/i18n/react';

/** spec §2 'Time Machine' result card: the dish, its era and region, and what a cook needs to make it. */
export function TimeTravelResultCard({ result }: { result: TimeTravelResult }) {
  const t = useT(aiTimeMachineEn);
  return (
    <ResultCard
      title={result.dishName}
      description={result.documented}
      actions={
        <ul className="flex flex-wrap gap-2" aria-label={t('eraAndRegion')}>
          <li>
            <Badge className="px-3 py-1 text-sm">{result.era}</Badge>
          </li>
          <li>
            <Badge variant="outline" className="px-3 py-1 text-sm">
              {result.region}
            </Badge>
          </li>
        </ul>
      }
    >
      {result.match.note ? (
        <Alert variant={result.match.kind === 'exact' ? 'info' : 'warning'}>
          <Compass aria-hidden="true" />
          <AlertTitle>{result.match.kind === 'exact' ? t('readYourEra') : t('nearestEra')}</AlertTitle>
          <AlertDescription>{result.match.note}</AlertDescription>
        </Alert>
      ) : null}
      <ResultSection title={t('context')} icon={<Landmark aria-hidden="true" />}>
        <div className="flex flex-col gap-3">
          {paragraphs(result.culturalContext).map((text, i) => (
            <p key={i}>{text}</p>
          ))}
        </div>
      </ResultSection>
      <ResultSection title={t('recipe')} icon={<BookOpen aria-hidden="true" />}>
        <h4 className="font-display text-base font-semibold">{result.recipe.title}</h4>
        <p className="mt-1">{result.recipe.description}</p>
      </ResultSection>
      <div className="grid gap-5 sm:grid-cols-2">
        <ResultSection title={t('historicalIngredients')} icon={<Soup aria-hidden="true" />}>
          <ul className="list-disc space-y-1 pl-5">
            {result.historicalIngredients.map((ingredient, i) => (
              <li key={i}>{ingredientText(ingredient)}</li>
            ))}
          </ul>
        </ResultSection>
        <ResultSection title={t('modern')} icon={<Replace aria-hidden="true" />}>
          {result.modernAdaptations.length ? (
            <ul className="space-y-2">
              {result.modernAdaptations.map((adaptation, i) => (
                <li key={i}>
                  <Adaptation adaptation={adaptation} />
                </li>
              ))}
            </ul>
          ) : (
            <p className="text-muted-foreground">{t('allEasy')}</p>
          )}
        </ResultSection>
      </div>
      <ResultSection title={t('methods')} icon={<Flame aria-hidden="true" />}>
        <ul className="flex flex-wrap gap-2">
          {result.cookingMethods.map((method, i) => (
            <li key={i}>
              <Badge variant="secondary" className="py-1 text-sm font-normal whitespace-normal">
                {method}
              </Badge>
            </li>
          ))}
        </ul>
      </ResultSection>
      <ResultSection title={t('taste')} icon={<Utensils aria-hidden="true" />}>
        <p>{result.tasteProfile}</p>
      </ResultSection>
      <ResultSection title={t('references')} icon={<ScrollText aria-hidden="true" />}>
        <ul className="list-disc space-y-1 pl-5">
          {result.sources.map((source, i) => (
            <li key={i}>{source}</li>
          ))}
        </ul>
      </ResultSection>
      <SourceNote source={result.source} />
    </ResultCard>
  );
}

function paragraphs(text: string): string[] {
  return text
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter(Boolean);
}

/** spec §3: a string, or an object with quantity and name. */
export function ingredientText(ingredient: HistoricalIngredient): string {
  if (typeof ingredient === 'string') return ingredient;
  return ingredient.quantity ? `${ingredient.quantity} ${ingredient.name}` : ingredient.name;
}

/** spec §3: a string, or an object with historicalIngredient and modernSubstitution. */
function Adaptation({ adaptation }: { adaptation: ModernAdaptation }) {
  const t = useT(aiTimeMachineEn);
  if (typeof adaptation === 'string') return <>{adaptation}</>;
  return (
    <>
      <span className="font-medium">{adaptation.historicalIngredient}</span>
      <span aria-hidden="true" className="px-1.5 text-muted-foreground">
        →
      </span>
      <span className="sr-only">{t('use')}</span>
      {adaptation.modernSubstitution}
    </>
  );
}
