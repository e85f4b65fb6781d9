import { MOOD_PROMPTS, moodBadgeColor, moodSuggestionsContract, moodSuggestionsRequestSchema, toasts, type MoodSuggestion, type MoodSuggestionsResponse } from '@hearth/contracts';
import { Clock, HeartHandshake, Smile, UtensilsCrossed } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Markdown } from '@/components/ui/markdown';
import { Progress } from '@/components/ui/progress';
import { cn } from '@/lib/utils';
import { isBlank, PromptCards, SubmitButton, TextAreaField, useToolForm } from '../shared/form-kit';
import { ResultCard, ResultSection, SourceNote } from '../shared/result';
import { useToolMutation } from '../shared/tool-api';
import { useDuration } from '@/i18n/format';
import aiMoodEn from '@/i18n/locales/en/aiMood.json';
import { useSpecText, useT } from '@/i18n/react';

/** spec §4 badge colours, with text that keeps its contrast in light and dark themes. */
const BADGE_CLASSES: Record<ReturnType<typeof moodBadgeColor>, string> = {
  yellow: 'bg-yellow-100 text-yellow-900 dark:bg-yellow-500/20 dark:text-yellow-200',
  blue: 'bg-blue-100 text-blue-900 dark:bg-blue-500/20 dark:text-blue-200',
  red: 'bg-red-100 text-red-900 dark:bg-red-500/20 dark:text-red-200',
  orange: 'bg-orange-100 text-orange-900 dark:bg-orange-500/20 dark:text-orange-200',
  green: 'bg-green-100 text-green-900 dark:bg-green-500/20 dark:text-green-200',
  gray: 'bg-gray-100 text-gray-900 dark:bg-gray-500/20 dark:text-gray-200',
  purple: 'bg-purple-100 text-purple-900 dark:bg-purple-500/20 dark:text-purple-200',
};

export function MoodBadge({ mood }: { mood: string }) {
  return (
    <Badge data-color={moodBadgeColor(mood)} className={cn('border-transparent px-3 py-1 text-sm capitalize', BADGE_CLASSES[moodBadgeColor(mood)])}>
      {mood}
    </Badge>
  );
}

/** Mood Suggestions (spec §2 'Other AI tools'): free text or a prompt card, then the mood read and recipes to suit it. */
export default function MoodSuggestionsTool() {
  const t = useT(aiMoodEn);
  const text = useSpecText();
  const form = useToolForm(moodSuggestionsRequestSchema, { userInput: '' });
  const [result, setResult] = useState<MoodSuggestionsResponse | null>(null);
  const mutation = useToolMutation(moodSuggestionsContract.endpoints.suggest, { success: toasts.moodComplete, onSuccess: setResult });
  const blank = isBlank(form, 'userInput');

  return (
    <div className="flex flex-col gap-6">
      <Card>
        <CardContent className="pt-6">
          <form noValidate onSubmit={form.handleSubmit((values) => mutation.mutate(values))} className="flex flex-col gap-5">
            <TextAreaField form={form} name="userInput" label={t('label')} placeholder={t('placeholder')} rows={4} required />
            <PromptCards
              label={t('tryOne')}
              prompts={MOOD_PROMPTS.map((card) => ({ ...card, title: text(card.title) }))}
              onPick={(prompt) => form.setValue('userInput', prompt, { shouldValidate: true, shouldDirty: true })}
            />
            <div>
              <SubmitButton pending={mutation.isPending} disabled={blank} label={t('submit')} pendingLabel={t('pending')} icon={<Smile aria-hidden="true" />} />
            </div>
          </form>
        </CardContent>
      </Card>
      {result ? <MoodResult result={result} /> : null}
    </div>
  );
}

function MoodResult({ result }: { result: MoodSuggestionsResponse }) {
  const t = useT(aiMoodEn);
  const text = useSpecText();
  const duration = useDuration();
  const [open, setOpen] = useState<MoodSuggestion | null>(null);
  return (
    <ResultCard title={t('yourMood')} actions={<MoodBadge mood={result.detectedMood} />}>
      <ResultSection title={t('confidence')}>
        <div className="flex items-center gap-3">
          <Progress value={result.moodScore} aria-label={t('confidenceLabel')} className="h-2.5" />
          <span className="w-12 text-right text-sm font-semibold tabular-nums">{result.moodScore}%</span>
        </div>
      </ResultSection>
      <ResultSection title={t('reasoning')}>
        <Markdown>{result.reasoningExplanation}</Markdown>
      </ResultSection>
      <ResultSection title={t('recommended')} icon={<HeartHandshake aria-hidden="true" />}>
        {result.suggestedRecipes.length ? (
          <ul className="grid gap-3 sm:grid-cols-2">
            {result.suggestedRecipes.map((recipe) => (
              <li key={recipe.recipeId}>
                <button
                  type="button"
                  onClick={() => setOpen(recipe)}
                  className="flex h-full w-full gap-3 rounded-xl border bg-card p-3 text-left shadow-xs transition-colors hover:border-primary/50 hover:bg-accent/40 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
                >
                  <RecipeThumb imageUrl={recipe.imageUrl} className="size-16" />
                  <span className="flex min-w-0 flex-col gap-1">
                    <span className="font-medium leading-snug">{recipe.name}</span>
                    <span className="line-clamp-2 text-xs text-muted-foreground">{recipe.reasoning}</span>
                  </span>
                </button>
              </li>
            ))}
          </ul>
        ) : (
          <p className="text-muted-foreground">{t('noRecipes')}</p>
        )}
      </ResultSection>
      <SourceNote source={result.source} />
      <Dialog open={open !== null} onOpenChange={(next) => !next && setOpen(null)}>
        {open ? (
          <DialogContent className="sm:max-w-lg">
            <DialogHeader>
              <DialogTitle className="font-display text-xl">{open.name}</DialogTitle>
              <DialogDescription>{open.reasoning}</DialogDescription>
            </DialogHeader>
            <RecipeThumb imageUrl={open.imageUrl} className="aspect-[16/9] w-full" />
            <div className="flex flex-wrap gap-2 text-sm text-muted-foreground">
              {open.cookingTime ? (
                <span className="inline-flex items-center gap-1.5">
                  <Clock aria-hidden="true" className="size-4" />
                  {duration(open.cookingTime)}
                </span>
              ) : null}
              {open.cuisine ? <Badge variant="outline">{text(open.cuisine)}</Badge> : null}
            </div>
            {open.description ? <p className="text-sm leading-relaxed">{open.description}</p> : null}
            <DialogFooter>
              <Button asChild>
                <Link to={`/recipe/${open.recipeId}`}>{t('viewRecipe')}</Link>
              </Button>
            </DialogFooter>
          </DialogContent>
        ) : null}
      </Dialog>
    </ResultCard>
  );
}

function RecipeThumb({ imageUrl, className }: { imageUrl: string | null; className?: string }) {
  return imageUrl ? (
    <img src={imageUrl} alt="" loading="lazy" className={cn('shrink-0 rounded-lg object-cover', className)} />
  ) : (
    <span
      aria-hidden="true"
      className={cn('flex shrink-0 items-center justify-center rounded-lg bg-gradient-to-br from-[#f6d3b8] to-[#e9a27c] dark:from-[#4a2a1c] dark:to-[#6b3a22]', className)}
    >
      <UtensilsCrossed className="size-6 text-[#3d2b22]/55 dark:text-[#f4ece4]/50" />
    </span>
  );
}
