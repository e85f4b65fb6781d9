import {
  DIET_TYPES,
  errors as errorCopy,
  MEAL_PLAN_AI_DAY_CHOICES,
  MEAL_PLAN_AI_DEFAULT_DAYS,
  PROFILE_CUISINES,
  PROFILE_HEALTH_DIETS,
  PROFILE_PRIMARY_DIETS,
  RECIPE_CUISINES,
  toasts,
} from '@hearth/contracts';
import { ArrowLeft, CalendarPlus, Sparkles } from 'lucide-react';
import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { SingleChoiceChips } from '@/components/ui/choice-chips';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Progress } from '@/components/ui/progress';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/components/ui/use-toast';
import { ApiError, errorMessage } from '@/lib/api';
import { acceptedMeals, notesFor, proposalFrom, setRemoved, swapMeal, type ProposedMeal } from '../calories';
import { preferencesFromProfile, useProfilePreferences } from '../get-profile-preferences';
import { useAddRecommendedMeals, useMealRecommendations, type AddProgress, type AiPlanRequest, type MealRecommendations } from '../recommend-meals';
import { parseIsoDate } from '../week';
import { RecommendationPreview } from './RecommendationPreview';
import { TagInput } from './TagInput';
import mealPlannerEn from '@/i18n/locales/en/mealPlanner.json';
import { useT } from '@/i18n/react';

const DIET_SUGGESTIONS = [...new Set([...PROFILE_PRIMARY_DIETS, ...PROFILE_HEALTH_DIETS, ...DIET_TYPES])];
const CUISINE_SUGGESTIONS = [...new Set([...PROFILE_CUISINES, ...RECIPE_CUISINES])];

/**
 * AI Recommendations (spec §2, §4, §9; issue 13, item 6): 3, 5 or 7 days (default 7), dietary and cuisine
 * preferences prefilled from the profile and editable, then Generate asks for a proposal for the empty slots,
 * which nothing saves. The member reviews it (calories per serving, each day against their target), removes or
 * swaps meals, and 'Add to plan' posts each accepted meal on its own; the dialog closes and a toast gives the
 * count. It cannot be dismissed while meals are being added.
 */
export function AiRecommendationsDialog({ open, onOpenChange, startDate }: { open: boolean; onOpenChange: (open: boolean) => void; startDate: string }) {
  const t = useT(mealPlannerEn);
  const recommend = useMealRecommendations();
  const add = useAddRecommendedMeals();
  const profile = useProfilePreferences({ enabled: open });
  const [request, setRequest] = useState<AiPlanRequest | null>(null);
  const [proposal, setProposal] = useState<MealRecommendations | null>(null);
  const [meals, setMeals] = useState<ProposedMeal[]>([]);
  const busy = recommend.isPending || add.isPending;

  const close = (next: boolean) => {
    if (busy) return;
    if (!next) {
      setProposal(null);
      setRequest(null);
    }
    onOpenChange(next);
  };

  const generate = async (next: AiPlanRequest) => {
    setRequest(next);
    try {
      const answer = await recommend.mutateAsync(next);
      setProposal(answer);
      setMeals(proposalFrom(answer.recommendations));
    } catch (error) {
      // The server's message (422: nothing safe fits, say) when there is one, else the spec's fallback.
      const message = error instanceof ApiError ? errorMessage(error, errorCopy.generateRecommendations) : errorCopy.generateRecommendations;
      toast({ title: errorCopy.title, description: message, variant: 'destructive' });
    }
  };

  const addToPlan = async () => {
    const accepted = acceptedMeals(meals);
    try {
      const result = await add.mutateAsync(
        accepted.map((meal) => ({ recipeId: meal.choice.recipeId, plannedDate: meal.plannedDate, mealType: meal.mealType, notes: notesFor(meal) })),
      );
      close(false);
      toast({ title: toasts.aiRecommendationsAdded.title, description: t('aiDialog.addedCount', { count: result.added, failed: result.failed }) });
    } catch (error) {
      const message = error instanceof ApiError ? errorMessage(error, errorCopy.generateRecommendations) : errorCopy.generateRecommendations;
      toast({ title: errorCopy.title, description: message, variant: 'destructive' });
    }
  };

  return (
    <Dialog open={open} onOpenChange={close}>
      <DialogContent
        className={proposal ? 'max-w-2xl' : 'max-w-xl'}
        showClose={!busy}
        onEscapeKeyDown={(event) => busy && event.preventDefault()}
        onPointerDownOutside={(event) => busy && event.preventDefault()}
      >
        <DialogHeader>
          <DialogTitle className="flex items-center gap-2">
            <Sparkles aria-hidden="true" className="size-5 text-primary" />
            {proposal ? t('aiDialog.previewTitle') : t('aiDialog.title')}
          </DialogTitle>
          <DialogDescription>{proposal ? t('aiDialog.previewDescription') : t('aiDialog.description')}</DialogDescription>
        </DialogHeader>
        {proposal ? (
          <>
            <RecommendationPreview
              proposal={proposal}
              meals={meals}
              onSwap={(key, recipeId) => setMeals((current) => swapMeal(current, key, recipeId))}
              onRemove={(key, removed) => setMeals((current) => setRemoved(current, key, removed))}
              disabled={add.isPending}
            />
            <AddProgressLine progress={add.progress} />
            {meals.length && !acceptedMeals(meals).length ? <p className="text-sm text-muted-foreground">{t('aiDialog.noneChosen')}</p> : null}
            <DialogFooter>
              <Button type="button" variant="outline" onClick={() => setProposal(null)} disabled={add.isPending}>
                <ArrowLeft aria-hidden="true" />
                {t('aiDialog.back')}
              </Button>
              <Button type="button" onClick={() => void addToPlan()} disabled={add.isPending || !acceptedMeals(meals).length}>
                <CalendarPlus aria-hidden="true" />
                {add.isPending && add.progress ? t('aiDialog.adding', { done: add.progress.done + 1, total: add.progress.total }) : t('aiDialog.addToPlan')}
              </Button>
            </DialogFooter>
          </>
        ) : profile.isPending ? (
          <div className="flex justify-center py-10">
            <Spinner label={t('loadingPreferences')} />
          </div>
        ) : (
          <AiForm
            // A fresh form (prefilled from the profile) each time the dialog opens; Back keeps what was asked.
            key={startDate}
            startDate={request?.startDate ?? startDate}
            initial={request ?? preferencesFromProfile(profile.data)}
            initialDays={request?.mealCount}
            fromProfile={Boolean(profile.data)}
            running={recommend.isPending}
            onGenerate={(next) => void generate(next)}
            onCancel={() => close(false)}
          />
        )}
      </DialogContent>
    </Dialog>
  );
}

function AiForm({
  startDate: initialStart,
  initial,
  initialDays,
  fromProfile,
  running,
  onGenerate,
  onCancel,
}: {
  startDate: string;
  initial: { dietaryPreferences: string[]; cuisinePreferences: string[] };
  initialDays: number | undefined;
  fromProfile: boolean;
  running: boolean;
  onGenerate: (request: AiPlanRequest) => void;
  onCancel: () => void;
}) {
  const t = useT(mealPlannerEn);
  const dayOptions = MEAL_PLAN_AI_DAY_CHOICES.map((n) => ({ value: String(n), label: t('aiDialog.dayOption', { count: n }) }));
  const [days, setDays] = useState(String(initialDays ?? MEAL_PLAN_AI_DEFAULT_DAYS));
  const [startDate, setStartDate] = useState(initialStart);
  const [diets, setDiets] = useState(initial.dietaryPreferences);
  const [cuisines, setCuisines] = useState(initial.cuisinePreferences);
  const daysLabel = useId();
  const startId = useId();
  const statusId = useId();
  const canGenerate = parseIsoDate(startDate) != null && !running;

  return (
    <form
      className="flex flex-col gap-5"
      noValidate
      aria-describedby={running ? statusId : undefined}
      onSubmit={(event) => {
        event.preventDefault();
        if (canGenerate) onGenerate({ dietaryPreferences: diets, cuisinePreferences: cuisines, mealCount: Number(days), startDate });
      }}
    >
      <div className="grid gap-5 sm:grid-cols-[1fr_auto] sm:items-start">
        <div className="flex flex-col gap-2">
          <p id={daysLabel} className="text-sm leading-none font-medium">
            {t('aiDialog.days')}
          </p>
          <SingleChoiceChips options={dayOptions} value={days} onChange={(value) => value && setDays(value)} allowEmpty={false} labelledBy={daysLabel} disabled={running} />
        </div>
        <div className="flex flex-col gap-2">
          <Label htmlFor={startId}>{t('aiDialog.startDate')}</Label>
          <Input id={startId} type="date" value={startDate} onChange={(event) => setStartDate(event.target.value)} required disabled={running} className="sm:w-44" />
        </div>
      </div>
      {fromProfile ? <p className="-mb-1 text-xs text-muted-foreground">{t('aiDialog.fromProfile')}</p> : null}
      <TagInput
        label={t('aiDialog.dietary')}
        values={diets}
        onChange={setDiets}
        suggestions={DIET_SUGGESTIONS}
        placeholder={t('aiDialog.dietaryPlaceholder')}
        addLabel={t('aiDialog.add')}
        removeLabel={(value) => t('aiDialog.remove', { value })}
        emptyLabel={t('aiDialog.none')}
        disabled={running}
      />
      <TagInput
        label={t('aiDialog.cuisines')}
        values={cuisines}
        onChange={setCuisines}
        suggestions={CUISINE_SUGGESTIONS}
        placeholder={t('aiDialog.cuisinesPlaceholder')}
        addLabel={t('aiDialog.add')}
        removeLabel={(value) => t('aiDialog.remove', { value })}
        emptyLabel={t('aiDialog.none')}
        disabled={running}
      />
      <div id={statusId} role="status" aria-live="polite" className={running ? 'flex flex-col gap-2' : 'sr-only'}>
        {running ? (
          <>
            <p className="text-sm text-muted-foreground">{t('aiDialog.recommending')}</p>
            <Progress value={5} aria-label={t('aiDialog.recommending')} />
          </>
        ) : null}
      </div>
      <DialogFooter>
        <Button type="button" variant="outline" onClick={onCancel} disabled={running}>
          {t('aiDialog.cancel')}
        </Button>
        <Button type="submit" disabled={!canGenerate}>
          <Sparkles aria-hidden="true" />
          {running ? t('aiDialog.recommending') : t('aiDialog.generate')}
        </Button>
      </DialogFooter>
    </form>
  );
}

function AddProgressLine({ progress }: { progress: AddProgress | null }) {
  const t = useT(mealPlannerEn);
  const text = progress ? t('aiDialog.adding', { done: progress.done + 1, total: progress.total }) : '';
  return (
    <div role="status" aria-live="polite" className={progress ? 'flex flex-col gap-2' : 'sr-only'}>
      {progress ? (
        <>
          <p className="text-sm text-muted-foreground">{text}</p>
          <Progress value={Math.round(((progress.done + 1) / progress.total) * 100)} aria-label={text} />
        </>
      ) : null}
    </div>
  );
}
