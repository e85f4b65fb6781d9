import { formatQuantity, type AiRecipe } from '@hearth/contracts';
import { Clock, Globe2, Users } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { Dialog, DialogContent, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Markdown } from '@/components/ui/markdown';
import { useDuration } from '@/i18n/format';
import commonEn from '@/i18n/locales/en/common.json';
import aiDiscoverEn from '@/i18n/locales/en/aiDiscover.json';
import { useSpecText, useT } from '@/i18n/react';

/**
 * An AI-generated recipe in full (spec §2 'AI Discover'): title, description, cooking time in minutes,
 * servings, cuisine, ingredients and numbered instructions with their timing when given.
 */
export function AiRecipeDialog({ recipe, onClose }: { recipe: AiRecipe | null; onClose: () => void }) {
  const t = useT(aiDiscoverEn);
  const common = useT(commonEn);
  const text = useSpecText();
  const duration = useDuration();
  return (
    <Dialog open={recipe !== null} onOpenChange={(open) => !open && onClose()}>
      {recipe ? (
        <DialogContent className="max-h-[90vh] overflow-y-auto sm:max-w-2xl">
          <DialogHeader>
            <DialogTitle className="font-display text-2xl leading-tight">{recipe.title}</DialogTitle>
          </DialogHeader>
          <Markdown className="text-sm leading-relaxed text-muted-foreground">{recipe.description}</Markdown>
          <div className="flex flex-wrap gap-2">
            <Badge variant="secondary" className="gap-1.5">
              <Clock aria-hidden="true" className="size-3.5" />
              {duration(recipe.cookingTime, 'long')}
            </Badge>
            <Badge variant="secondary" className="gap-1.5">
              <Users aria-hidden="true" className="size-3.5" />
              {common('servings', { count: recipe.servings })}
            </Badge>
            {recipe.cuisine ? (
              <Badge variant="secondary" className="gap-1.5">
                <Globe2 aria-hidden="true" className="size-3.5" />
                {text(recipe.cuisine)}
              </Badge>
            ) : null}
          </div>
          <section aria-labelledby="ai-recipe-ingredients" className="flex flex-col gap-2">
            <h3 id="ai-recipe-ingredients" className="font-display text-lg font-semibold">
              {t('ingredients')}
            </h3>
            <ul className="grid gap-1.5 text-sm sm:grid-cols-2">
              {recipe.ingredients.map((line, index) => (
                <li key={`${line.name}-${index}`} className="flex gap-2">
                  <span aria-hidden="true" className="mt-2 size-1.5 shrink-0 rounded-full bg-primary" />
                  <span>
                    {line.quantity || line.unit ? <span className="font-medium">{formatQuantity(line).text} </span> : null}
                    {line.name}
                  </span>
                </li>
              ))}
            </ul>
          </section>
          <section aria-labelledby="ai-recipe-steps" className="flex flex-col gap-2">
            <h3 id="ai-recipe-steps" className="font-display text-lg font-semibold">
              {t('instructions')}
            </h3>
            <ol className="flex flex-col gap-3 text-sm">
              {recipe.steps.map((step) => (
                <li key={step.stepNumber} className="flex gap-3">
                  <span aria-hidden="true" className="flex size-7 shrink-0 items-center justify-center rounded-full bg-primary text-xs font-semibold text-primary-foreground">
                    {step.stepNumber}
                  </span>
                  <div className="flex flex-col gap-1 pt-0.5">
                    <span className="sr-only">{common('stepNumber', { number: step.stepNumber })}: </span>
                    <p className="leading-relaxed">{step.instruction}</p>
                    {step.timing ? (
                      <span className="inline-flex items-center gap-1 text-xs text-muted-foreground">
                        <Clock aria-hidden="true" className="size-3" />
                        {step.timing}
                      </span>
                    ) : null}
                  </div>
                </li>
              ))}
            </ol>
          </section>
        </DialogContent>
      ) : null}
    </Dialog>
  );
}
