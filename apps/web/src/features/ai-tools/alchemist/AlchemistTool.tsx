import { alchemistContract, alchemistEvaluateRequestSchema, errors as errorCopy, toasts, type AlchemistEvaluateResponse } from '@hearth/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { FlaskConical, RefreshCw, Send, Sparkles } from 'lucide-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Markdown } from '@/components/ui/markdown';
import { Progress } from '@/components/ui/progress';
import { Spinner } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/api';
import { isBlank, SubmitButton, TextAreaField, useToolForm } from '../shared/form-kit';
import { ResultCard, ResultSection, SourceNote } from '../shared/result';
import { toolQueryOptions, useToolMutation } from '../shared/tool-api';
import { useFormat } from '@/i18n/format';
import aiAlchemistEn from '@/i18n/locales/en/aiAlchemist.json';
import { useT } from '@/i18n/react';

const { challenge: challengeEndpoint, evaluate: evaluateEndpoint, publish: publishEndpoint } = alchemistContract.endpoints;
const recipeSchema = alchemistEvaluateRequestSchema.pick({ recipe: true });

/** What was evaluated: publishing sends exactly this, so the published text is the one that was scored. */
interface Evaluated {
  ingredients: string[];
  recipe: string;
  evaluation: AlchemistEvaluateResponse;
}

/**
 * Alchemist (spec §2, §4): a challenge is loaded, the member writes a recipe and submits it, the
 * evaluation is shown, and only then can the recipe be published (then the recipe page opens).
 */
export default function AlchemistTool() {
  const navigate = useNavigate();
  const t = useT(aiAlchemistEn);
  const formats = useFormat();
  const queryClient = useQueryClient();
  // A challenge changes only when the member asks for a new one, never on refocus.
  const challenge = useQuery({ ...toolQueryOptions(challengeEndpoint), staleTime: Infinity, refetchOnWindowFocus: false });
  const form = useToolForm(recipeSchema, { recipe: '' });
  const [evaluated, setEvaluated] = useState<Evaluated | null>(null);
  const evaluate = useToolMutation(evaluateEndpoint, { success: null, errorTitle: errorCopy.title });
  const publish = useToolMutation(publishEndpoint, {
    success: toasts.recipePublished,
    onSuccess: async ({ id }) => {
      await queryClient.invalidateQueries({ predicate: (query) => String(query.queryKey[0]).startsWith('/api/recipes') });
      await navigate(`/recipe/${id}`);
    },
  });
  const ingredients = challenge.data?.ingredients ?? [];
  const recipeText: unknown = form.watch('recipe');
  const changedSinceEvaluation = evaluated !== null && (typeof recipeText === 'string' ? recipeText.trim() : '') !== evaluated.recipe;

  const newChallenge = async () => {
    setEvaluated(null);
    await challenge.refetch();
  };

  return (
    <div className="flex flex-col gap-6">
      <Card>
        <CardHeader className="flex flex-row flex-wrap items-start justify-between gap-3">
          <div>
            <CardTitle className="flex items-center gap-2 font-display text-xl">
              <FlaskConical aria-hidden="true" className="size-5 text-primary" />
              {t('yourIngredients')}
            </CardTitle>
            <CardDescription className="mt-1">{t('useEvery')}</CardDescription>
          </div>
          <Button type="button" variant="outline" onClick={newChallenge} disabled={challenge.isFetching || evaluate.isPending || publish.isPending}>
            <RefreshCw aria-hidden="true" className={challenge.isFetching ? 'animate-spin' : undefined} />
            {t('newChallenge')}
          </Button>
        </CardHeader>
        <CardContent aria-live="polite">
          {challenge.isPending ? (
            <Spinner label={t('loadingChallenge')} className="py-6" />
          ) : challenge.isError ? (
            <p className="text-sm text-destructive">{errorMessage(challenge.error)}</p>
          ) : (
            <ul className="flex flex-wrap gap-2" aria-label={t('challengeIngredients')}>
              {ingredients.map((name) => (
                <li key={name}>
                  <Badge variant="accent" className="px-3 py-1 text-sm capitalize">
                    {name}
                  </Badge>
                </li>
              ))}
            </ul>
          )}
        </CardContent>
      </Card>

      <Card>
        <CardContent className="pt-6">
          <form
            noValidate
            onSubmit={form.handleSubmit(({ recipe }) => evaluate.mutate({ ingredients, recipe }, { onSuccess: (evaluation) => setEvaluated({ ingredients, recipe, evaluation }) }))}
            className="flex flex-col gap-4"
          >
            <TextAreaField
              form={form}
              name="recipe"
              label={t('yourRecipe')}
              rows={12}
              required
              hint={t('recipeHint')}
              placeholder={
                'Chickpea and Spinach Stew\n\nIngredients:\n- 1 can chickpeas\n- 200 g spinach\n\nMethod:\n1. Heat the oil and fry the onion for 8 minutes until golden.\n2. …'
              }
            />
            <div>
              <SubmitButton
                pending={evaluate.isPending}
                disabled={isBlank(form, 'recipe') || !ingredients.length}
                label={t('submit')}
                pendingLabel={t('pending')}
                icon={<Send aria-hidden="true" />}
              />
            </div>
          </form>
        </CardContent>
      </Card>

      {evaluated ? (
        <ResultCard title={t('evaluation')} description={t('forIngredients', { ingredients: formats.list(evaluated.ingredients) })}>
          <ResultSection title={t('score')}>
            <div className="flex items-center gap-4">
              <p className="font-display text-4xl font-semibold tabular-nums">
                {evaluated.evaluation.score}
                <span className="text-lg text-muted-foreground">/100</span>
              </p>
              <Progress value={evaluated.evaluation.score} aria-label={t('scoreLabel')} className="h-3" />
            </div>
          </ResultSection>
          <ResultSection title={t('feedback')}>
            <Markdown>{evaluated.evaluation.feedback}</Markdown>
          </ResultSection>
          <ResultSection title={t('similar')}>
            {evaluated.evaluation.similarRecipes.length ? (
              <ul className="flex flex-wrap gap-2">
                {evaluated.evaluation.similarRecipes.map((title) => (
                  <li key={title}>
                    <Badge variant="outline" className="px-3 py-1 text-sm">
                      {title}
                    </Badge>
                  </li>
                ))}
              </ul>
            ) : (
              <p className="text-muted-foreground">{t('noSimilar')}</p>
            )}
          </ResultSection>
          <ResultSection title={t('tasteProfile')}>
            <Markdown>{evaluated.evaluation.tasteProfile}</Markdown>
          </ResultSection>
          <SourceNote source={evaluated.evaluation.source} />
          <div className="flex flex-col gap-2 border-t pt-4">
            {changedSinceEvaluation ? <p className="text-sm text-muted-foreground">{t('changedSince')}</p> : null}
            <div>
              <Button
                type="button"
                size="lg"
                disabled={publish.isPending}
                aria-busy={publish.isPending || undefined}
                onClick={() => {
                  const { source: _source, ...evaluation } = evaluated.evaluation;
                  publish.mutate({ ingredients: evaluated.ingredients, recipe: evaluated.recipe, evaluation });
                }}
              >
                {publish.isPending ? (
                  <span aria-hidden="true" className="size-4 animate-spin rounded-full border-2 border-current border-t-transparent" />
                ) : (
                  <Sparkles aria-hidden="true" />
                )}
                {publish.isPending ? t('publishing') : t('publish')}
              </Button>
            </div>
          </div>
        </ResultCard>
      ) : null}
    </div>
  );
}
