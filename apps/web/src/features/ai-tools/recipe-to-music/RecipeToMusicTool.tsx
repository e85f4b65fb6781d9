import { DEFAULT_MUSIC_MOOD, errors, MUSIC_MOODS, RECIPE_SELECT_MAX_HEIGHT_PX, recipeToMusicContract, toasts, type MusicComposition, type MusicMood } from '@hearth/contracts';
import { useQuery } from '@tanstack/react-query';
import { Music } from 'lucide-react';
import { useId, useState } from 'react';
import { Card, CardContent } from '@/components/ui/card';
import { Combobox } from '@/components/ui/combobox';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { cn } from '@/lib/utils';
import { SubmitButton } from '../shared/form-kit';
import { ResultCard } from '../shared/result';
import { toolQueryOptions, useToolMutation } from '../shared/tool-api';
import { CompositionBadges, CompositionView } from './CompositionView';
import { canGenerate, latestAndPrevious, myRecipesQueryOptions, requestOf, type InputMethod } from './music-form';
import { useFormat } from '@/i18n/format';
import aiMusicEn from '@/i18n/locales/en/aiMusic.json';
import { useRichT, useSpecText, useT } from '@/i18n/react';

const { compose: composeEndpoint, history: historyEndpoint } = recipeToMusicContract.endpoints;
const historyOptions = toolQueryOptions(historyEndpoint);
const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

const METHODS: readonly InputMethod[] = ['recipe', 'dish'];

/**
 * Recipe to Music (spec §2): one of the member's recipes or a dish name, and a mood; then the latest
 * composition (player, lyrics, musical elements) and up to six earlier ones, each opening in a dialog.
 */
export default function RecipeToMusicTool() {
  const t = useT(aiMusicEn);
  const text = useSpecText();
  const ids = { recipe: useId(), dish: useId(), mood: useId() };
  const [method, setMethod] = useState<InputMethod>('recipe');
  const [recipe, setRecipe] = useState<{ id: number; title: string } | null>(null);
  const [dishName, setDishName] = useState('');
  const [mood, setMood] = useState<MusicMood>(DEFAULT_MUSIC_MOOD);
  const myRecipes = useQuery({ ...myRecipesQueryOptions, enabled: method === 'recipe' });
  const history = useQuery(historyOptions);
  const mutation = useToolMutation(composeEndpoint, {
    success: toasts.musicGenerated,
    errorFallback: errors.generationFailed,
    refreshes: [historyEndpoint],
    onSuccess: () => {
      if (method === 'dish') setDishName('');
    },
  });
  const state = { method, recipeId: recipe?.id ?? null, dishName, mood };
  const { latest, previous } = latestAndPrevious(history.data, mutation.data);

  return (
    <div className="flex flex-col gap-6">
      <Card>
        <CardContent className="pt-6">
          <form
            noValidate
            onSubmit={(event) => {
              event.preventDefault();
              if (canGenerate(state)) mutation.mutate(requestOf(state));
            }}
            className="flex flex-col gap-5"
          >
            <fieldset className="flex flex-col gap-2">
              <legend className="mb-2 text-sm font-medium">{t('howChoose')}</legend>
              <div className="flex flex-wrap gap-3">
                {METHODS.map((value) => ({ value, label: t(`method.${value}`) })).map((option) => (
                  <label
                    key={option.value}
                    className={cn(
                      'flex cursor-pointer items-center gap-2 rounded-lg border px-3 py-2 text-sm transition-colors has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-ring',
                      method === option.value ? 'border-primary bg-accent/50' : 'hover:bg-accent/30',
                    )}
                  >
                    <input
                      type="radio"
                      name="input-method"
                      value={option.value}
                      checked={method === option.value}
                      onChange={() => setMethod(option.value)}
                      className="size-4 accent-primary"
                    />
                    {option.label}
                  </label>
                ))}
              </div>
            </fieldset>

            <div className="grid gap-4 sm:grid-cols-[2fr_1fr]">
              {method === 'recipe' ? (
                <div className="flex flex-col gap-2">
                  <Label htmlFor={ids.recipe}>{t('recipe')}</Label>
                  <Combobox
                    id={ids.recipe}
                    options={(myRecipes.data ?? []).map((r) => ({ value: String(r.id), label: r.title, hint: r.cuisine ?? undefined }))}
                    value={recipe ? String(recipe.id) : null}
                    selectedLabel={recipe?.title}
                    onValueChange={(value, option) => setRecipe({ id: Number(value), title: option.label })}
                    placeholder={t('chooseRecipe')}
                    searchPlaceholder={t('searchPlaceholder')}
                    searchLabel={t('searchLabel')}
                    emptyText={myRecipes.isPending ? t('loadingRecipes') : t('noRecipes')}
                    loading={myRecipes.isFetching}
                    listMaxHeight={RECIPE_SELECT_MAX_HEIGHT_PX}
                  />
                </div>
              ) : (
                <div className="flex flex-col gap-2">
                  <Label htmlFor={ids.dish}>{t('dishName')}</Label>
                  <Input
                    id={ids.dish}
                    value={dishName}
                    onChange={(event) => setDishName(event.target.value)}
                    placeholder={t('dishPlaceholder')}
                    maxLength={120}
                    autoComplete="off"
                  />
                </div>
              )}
              <div className="flex flex-col gap-2">
                <Label htmlFor={ids.mood}>{t('mood')}</Label>
                <Select value={mood} onValueChange={(value) => setMood(value as MusicMood)}>
                  <SelectTrigger id={ids.mood}>
                    <SelectValue />
                  </SelectTrigger>
                  <SelectContent>
                    {MUSIC_MOODS.map((option) => (
                      <SelectItem key={option} value={option}>
                        {capitalise(text(option))}
                      </SelectItem>
                    ))}
                  </SelectContent>
                </Select>
              </div>
            </div>
            <div>
              <SubmitButton pending={mutation.isPending} disabled={!canGenerate(state)} label={t('submit')} pendingLabel={t('pending')} icon={<Music aria-hidden="true" />} />
            </div>
          </form>
        </CardContent>
      </Card>

      {latest ? (
        <ResultCard title={latest.songTitle} description={<CompositionBadges composition={latest} />}>
          <CompositionView composition={latest} />
        </ResultCard>
      ) : null}

      {previous.length ? <PreviousCompositions compositions={previous} /> : null}
    </div>
  );
}

/** Up to six earlier compositions as cards; each opens in a dialog with the date it was generated on. */
function PreviousCompositions({ compositions }: { compositions: MusicComposition[] }) {
  const t = useT(aiMusicEn);
  const rich = useRichT(aiMusicEn);
  const formats = useFormat();
  const [open, setOpen] = useState<MusicComposition | null>(null);
  return (
    <section aria-labelledby="previous-compositions" className="flex flex-col gap-3">
      <h2 id="previous-compositions" className="font-display text-lg font-semibold">
        {t('previous')}
      </h2>
      <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
        {compositions.map((composition) => (
          <li key={composition.id}>
            <button
              type="button"
              onClick={() => setOpen(composition)}
              className="flex h-full w-full flex-col gap-2 rounded-xl border bg-card p-4 text-left shadow-xs transition-colors hover:border-primary/50 hover:bg-accent/40 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
            >
              <span className="font-display text-base font-semibold">{composition.songTitle}</span>
              <time dateTime={composition.createdAt} className="text-sm text-muted-foreground">
                {formats.date(composition.createdAt, { dateStyle: 'long' })}
              </time>
              <CompositionBadges composition={composition} />
            </button>
          </li>
        ))}
      </ul>
      <Dialog open={open !== null} onOpenChange={(next) => !next && setOpen(null)}>
        {open ? (
          <DialogContent className="max-h-[90vh] overflow-y-auto sm:max-w-3xl">
            <DialogHeader>
              <DialogTitle className="font-display text-2xl leading-tight">{open.songTitle}</DialogTitle>
              <DialogDescription>{rich('generatedOn', { date: <time dateTime={open.createdAt}>{formats.date(open.createdAt, { dateStyle: 'long' })}</time> })}</DialogDescription>
            </DialogHeader>
            <CompositionBadges composition={open} />
            <CompositionView composition={open} />
          </DialogContent>
        ) : null}
      </Dialog>
    </section>
  );
}
