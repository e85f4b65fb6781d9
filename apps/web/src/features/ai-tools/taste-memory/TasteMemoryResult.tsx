import type { PossibleRecipe, TasteMemory, TasteMemoryClassicDish } from '@hearth/contracts';
import { AlertTriangle, BookOpen, Clock, Eye, Flower2, HandHeart, Leaf, ListChecks, Soup, Utensils, Wind } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Progress } from '@/components/ui/progress';
import { ResultCard, ResultSection, SourceNote } from '../shared/result';
import { useDuration } from '@/i18n/format';
import type { Language } from '@/i18n/languages';
import aiTasteMemoryEn from '@/i18n/locales/en/aiTasteMemory.json';
import { useSpecText, useT } from '@/i18n/react';
import { translator } from '@/i18n/runtime';

/** A 0–1 confidence as the whole percent the member reads (spec: rounded). */
export const percent = (confidence: number) => Math.round(Math.min(1, Math.max(0, confidence)) * 100);
/** '1 recipe', '3 recetas': in the reader's language unless told. */
export const recipeCount = (n: number, language?: Language) => translator(aiTasteMemoryEn, language)('recipeCount', { count: n });

function Terms({ items, empty }: { items: readonly string[]; empty: string }) {
  if (!items.length) return <p className="text-muted-foreground">{empty}</p>;
  return (
    <ul className="flex flex-wrap gap-2">
      {items.map((item) => (
        <li key={item}>
          <Badge variant="secondary" className="py-1 text-sm">
            {item}
          </Badge>
        </li>
      ))}
    </ul>
  );
}

/** The answer to one taste memory: how sure, what the words say, what the dish may be. */
export function TasteMemoryResult({ memory }: { memory: TasteMemory }) {
  const [classic, setClassic] = useState<{ name: string; dish: TasteMemoryClassicDish } | null>(null);
  const { flavors, textures, aromas, visualCues, emotions } = memory.extractedCharacteristics;
  const t = useT(aiTasteMemoryEn);
  const sections: { title: string; icon: ReactNode; items: string[] }[] = [
    { title: t('flavors'), icon: <Soup aria-hidden="true" />, items: flavors },
    { title: t('textures'), icon: <Leaf aria-hidden="true" />, items: textures },
    { title: t('aromas'), icon: <Wind aria-hidden="true" />, items: aromas },
    { title: t('visual'), icon: <Eye aria-hidden="true" />, items: visualCues },
    { title: t('emotions'), icon: <HandHeart aria-hidden="true" />, items: emotions },
  ];
  return (
    <ResultCard title={t('analysis')} description={memory.confidenceNote}>
      <ResultSection title={t('confidence')}>
        <div className="flex items-center gap-3">
          <Progress value={percent(memory.confidence)} aria-label={t('matchConfidence')} className="h-2.5" />
          <span className="w-12 text-right text-sm font-semibold tabular-nums">{percent(memory.confidence)}%</span>
        </div>
      </ResultSection>
      <ResultSection title={t('yourMemory')}>
        <blockquote className="border-l-4 border-primary/40 pl-4 italic text-muted-foreground">{memory.memoryDescription}</blockquote>
      </ResultSection>
      {memory.suggestions.length ? (
        <ResultSection title={t('detailsThatHelp')} icon={<ListChecks aria-hidden="true" />}>
          <ul className="list-disc space-y-1 pl-5">
            {memory.suggestions.map((suggestion) => (
              <li key={suggestion}>{suggestion}</li>
            ))}
          </ul>
        </ResultSection>
      ) : null}
      <div className="grid gap-5 sm:grid-cols-2">
        {sections.map((section) => (
          <ResultSection key={section.title} title={section.title} icon={section.icon}>
            <Terms items={section.items} empty={t('noneDescribed')} />
          </ResultSection>
        ))}
        <ResultSection title={t('identified')} icon={<Flower2 aria-hidden="true" />}>
          <Terms items={memory.matchedIngredients} empty={t('noIngredient')} />
        </ResultSection>
      </div>
      {memory.ruledOut.length ? (
        <ResultSection title={t('notInMemory')}>
          <Terms items={memory.ruledOut} empty="" />
        </ResultSection>
      ) : null}
      <ResultSection title={t('possible')} icon={<Utensils aria-hidden="true" />}>
        {memory.possibleRecipes.length ? (
          <ul className="flex flex-col gap-3">
            {memory.possibleRecipes.map((match) => (
              <li key={match.recipe ? `recipe-${match.recipe.id}` : `dish-${match.classicDish?.key ?? match.name}`}>
                <PossibleRecipeCard match={match} onOpenClassic={(dish) => setClassic({ name: match.name, dish })} />
              </li>
            ))}
          </ul>
        ) : (
          <p className="text-muted-foreground">{t('noMatches')}</p>
        )}
      </ResultSection>
      <SourceNote source={memory.source} />
      <ClassicDishDialog open={classic} onClose={() => setClassic(null)} />
    </ResultCard>
  );
}

/**
 * One possible match: its confidence and reasons, and 'View Full Recipe', which opens the recipe page for
 * a Hearth recipe, or for a classic dish Hearth has no recipe for, what its dish history holds.
 */
export function PossibleRecipeCard({ match, onOpenClassic }: { match: PossibleRecipe; onOpenClassic: (dish: TasteMemoryClassicDish) => void }) {
  const t = useT(aiTasteMemoryEn);
  const text = useSpecText();
  const duration = useDuration();
  const cuisine = match.recipe?.cuisine ?? match.classicDish?.cuisine ?? null;
  return (
    <article className="flex flex-col gap-3 rounded-xl border bg-card p-4 shadow-xs sm:flex-row">
      {match.recipe?.imageUrl ? <img src={match.recipe.imageUrl} alt="" loading="lazy" className="size-20 shrink-0 rounded-lg object-cover" /> : null}
      <div className="flex min-w-0 flex-1 flex-col gap-2">
        <div className="flex flex-wrap items-baseline justify-between gap-2">
          <h4 className="font-display text-lg leading-snug font-semibold">{match.name}</h4>
          <span className="text-sm font-semibold tabular-nums text-primary">{t('percentMatch', { percent: `${percent(match.confidence)}%` })}</span>
        </div>
        <div className="flex flex-wrap gap-2 text-xs text-muted-foreground">
          {cuisine ? <Badge variant="outline">{text(cuisine)}</Badge> : null}
          {match.classicDish ? <Badge variant="outline">{t('classicDish')}</Badge> : null}
          {match.recipe?.cookingTime ? (
            <span className="inline-flex items-center gap-1">
              <Clock aria-hidden="true" className="size-3.5" />
              {duration(match.recipe.cookingTime)}
            </span>
          ) : null}
        </div>
        <p className="text-sm leading-relaxed">{match.reasoning}</p>
        {match.cautions.length ? (
          <div
            role="note"
            className="flex gap-2 rounded-lg border border-amber-300 bg-amber-50 p-2 text-xs text-amber-950 dark:border-amber-500/40 dark:bg-amber-500/10 dark:text-amber-100"
          >
            <AlertTriangle aria-hidden="true" className="mt-0.5 size-3.5 shrink-0" />
            <span>
              <span className="font-semibold">{t('forYourDiet')}</span>
              {match.cautions.join('; ')}
            </span>
          </div>
        ) : null}
        <div>
          {match.recipe ? (
            <Button asChild size="sm" variant="outline">
              <Link to={`/recipe/${match.recipe.id}`} aria-label={t('viewFullOf', { name: match.name })}>
                <BookOpen aria-hidden="true" />
                {t('viewFull')}
              </Link>
            </Button>
          ) : match.classicDish ? (
            <Button type="button" size="sm" variant="outline" onClick={() => onOpenClassic(match.classicDish!)} aria-label={t('viewFullOf', { name: match.name })}>
              <BookOpen aria-hidden="true" />
              {t('viewFull')}
            </Button>
          ) : null}
        </div>
      </div>
    </article>
  );
}

/** A classic dish Hearth has no recipe for: what its dish history records, and no invented method. */
function ClassicDishDialog({ open, onClose }: { open: { name: string; dish: TasteMemoryClassicDish } | null; onClose: () => void }) {
  const t = useT(aiTasteMemoryEn);
  return (
    <Dialog open={open !== null} onOpenChange={(next) => !next && onClose()}>
      {open ? (
        <DialogContent className="max-h-[90vh] overflow-y-auto sm:max-w-lg">
          <DialogHeader>
            <DialogTitle className="font-display text-2xl leading-tight">{open.name}</DialogTitle>
            <DialogDescription>{t('noRecipeYet')}</DialogDescription>
          </DialogHeader>
          <dl className="grid gap-3 text-sm">
            <div>
              <dt className="font-semibold">{t('cuisine')}</dt>
              <dd className="text-muted-foreground">{open.dish.cuisine}</dd>
            </div>
            <div>
              <dt className="font-semibold">{t('origin')}</dt>
              <dd className="text-muted-foreground">
                {open.dish.originRegion}, {open.dish.originEra}
              </dd>
            </div>
            <div>
              <dt className="font-semibold">{t('definingIngredients')}</dt>
              <dd className="text-muted-foreground">{open.dish.keyIngredients.join(', ')}</dd>
            </div>
            <div>
              <dt className="font-semibold">{t('about')}</dt>
              <dd className="leading-relaxed text-muted-foreground">{open.dish.about}</dd>
            </div>
            {open.dish.sources.length ? (
              <div>
                <dt className="font-semibold">{t('sources')}</dt>
                <dd>
                  <ul className="list-disc pl-5 text-muted-foreground">
                    {open.dish.sources.map((source) => (
                      <li key={source}>{source}</li>
                    ))}
                  </ul>
                </dd>
              </div>
            ) : null}
          </dl>
          <DialogFooter>
            <Button type="button" variant="outline" onClick={onClose}>
              {t('close')}
            </Button>
          </DialogFooter>
        </DialogContent>
      ) : null}
    </Dialog>
  );
}
