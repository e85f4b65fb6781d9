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
import { Sparkles } from 'lucide-react';
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
import { plannerCopy } from '../copy';
import { preferencesFromProfile, useProfilePreferences } from '../get-profile-preferences';
import { useAiMealPlan, type AiPlanProgress } from '../recommend-meals';
import { parseIsoDate } from '../week';
import { TagInput } from './TagInput';

const DIET_SUGGESTIONS = [...new Set([...PROFILE_PRIMARY_DIETS, ...PROFILE_HEALTH_DIETS, ...DIET_TYPES])];
const CUISINE_SUGGESTIONS = [...new Set([...PROFILE_CUISINES, ...RECIPE_CUISINES])];
const dayOptions = MEAL_PLAN_AI_DAY_CHOICES.map((n) => ({ value: String(n), label: plannerCopy.aiDialog.dayOption(n) }));

/**
 * AI Recommendations (spec §2, §4, §9): 3, 5 or 7 days (default 7), dietary and cuisine preferences prefilled
 * from the profile and editable, then Generate: recommendations are requested, each meal is posted on its own,
 * the dialog closes and a toast gives the count. It cannot be dismissed while meals are being added.
 */
export function AiRecommendationsDialog({ open, onOpenChange, startDate }: { open: boolean; onOpenChange: (open: boolean) => void; startDate: string }) {
  const plan = useAiMealPlan();
  const profile = useProfilePreferences({ enabled: open });
  return (
    <Dialog open={open} onOpenChange={(next) => (plan.isPending ? undefined : onOpenChange(next))}>
      <DialogContent
        className="max-w-xl"
        showClose={!plan.isPending}
        onEscapeKeyDown={(event) => plan.isPending && event.preventDefault()}
        onPointerDownOutside={(event) => plan.isPending && event.preventDefault()}
      >
        <DialogHeader>
          <DialogTitle className="flex items-center gap-2">
            <Sparkles aria-hidden="true" className="size-5 text-primary" />
            {plannerCopy.aiDialog.title}
          </DialogTitle>
          <DialogDescription>{plannerCopy.aiDialog.description}</DialogDescription>
        </DialogHeader>
        {profile.isPending ? (
          <div className="flex justify-center py-10">
            <Spinner label="Loading your preferences" />
          </div>
        ) : (
          <AiForm
            // A fresh form (prefilled from the profile) each time the dialog opens.
            key={startDate}
            startDate={startDate}
            initial={preferencesFromProfile(profile.data)}
            fromProfile={Boolean(profile.data)}
            plan={plan}
            onDone={() => onOpenChange(false)}
          />
        )}
      </DialogContent>
    </Dialog>
  );
}

function AiForm({
  startDate: initialStart,
  initial,
  fromProfile,
  plan,
  onDone,
}: {
  startDate: string;
  initial: { dietaryPreferences: string[]; cuisinePreferences: string[] };
  fromProfile: boolean;
  plan: ReturnType<typeof useAiMealPlan>;
  onDone: () => void;
}) {
  const [days, setDays] = useState(String(MEAL_PLAN_AI_DEFAULT_DAYS));
  const [startDate, setStartDate] = useState(initialStart);
  const [diets, setDiets] = useState(initial.dietaryPreferences);
  const [cuisines, setCuisines] = useState(initial.cuisinePreferences);
  const daysLabel = useId();
  const startId = useId();
  const statusId = useId();
  const running = plan.isPending;
  const canGenerate = parseIsoDate(startDate) != null && !running;

  const generate = async () => {
    try {
      const result = await plan.mutateAsync({ dietaryPreferences: diets, cuisinePreferences: cuisines, mealCount: Number(days), startDate });
      onDone();
      toast({ title: toasts.aiRecommendationsAdded.title, description: plannerCopy.aiDialog.addedCount(result.added, result.failed) });
    } catch (error) {
      // The server's message (422: nothing safe fits, say) when there is one, else the spec's fallback.
      const message = error instanceof ApiError ? errorMessage(error, errorCopy.generateRecommendations) : errorCopy.generateRecommendations;
      toast({ title: errorCopy.title, description: message, variant: 'destructive' });
    }
  };

  return (
    <form
      className="flex flex-col gap-5"
      noValidate
      aria-describedby={running ? statusId : undefined}
      onSubmit={(event) => {
        event.preventDefault();
        if (canGenerate) void generate();
      }}
    >
      <div className="grid gap-5 sm:grid-cols-[1fr_auto] sm:items-start">
        <div className="flex flex-col gap-2">
          <p id={daysLabel} className="text-sm leading-none font-medium">
            {plannerCopy.aiDialog.days}
          </p>
          <SingleChoiceChips options={dayOptions} value={days} onChange={(value) => value && setDays(value)} allowEmpty={false} labelledBy={daysLabel} disabled={running} />
        </div>
        <div className="flex flex-col gap-2">
          <Label htmlFor={startId}>{plannerCopy.aiDialog.startDate}</Label>
          <Input id={startId} type="date" value={startDate} onChange={(event) => setStartDate(event.target.value)} required disabled={running} className="sm:w-44" />
        </div>
      </div>
      {fromProfile ? <p className="-mb-1 text-xs text-muted-foreground">{plannerCopy.aiDialog.fromProfile}</p> : null}
      <TagInput
        label={plannerCopy.aiDialog.dietary}
        values={diets}
        onChange={setDiets}
        suggestions={DIET_SUGGESTIONS}
        placeholder={plannerCopy.aiDialog.dietaryPlaceholder}
        addLabel={plannerCopy.aiDialog.add}
        removeLabel={plannerCopy.aiDialog.remove}
        emptyLabel={plannerCopy.aiDialog.none}
        disabled={running}
      />
      <TagInput
        label={plannerCopy.aiDialog.cuisines}
        values={cuisines}
        onChange={setCuisines}
        suggestions={CUISINE_SUGGESTIONS}
        placeholder={plannerCopy.aiDialog.cuisinesPlaceholder}
        addLabel={plannerCopy.aiDialog.add}
        removeLabel={plannerCopy.aiDialog.remove}
        emptyLabel={plannerCopy.aiDialog.none}
        disabled={running}
      />
      <ProgressLine id={statusId} progress={plan.progress} />
      <DialogFooter>
        <Button type="button" variant="outline" onClick={onDone} disabled={running}>
          {plannerCopy.aiDialog.cancel}
        </Button>
        <Button type="submit" disabled={!canGenerate}>
          <Sparkles aria-hidden="true" />
          {running ? progressText(plan.progress) : plannerCopy.aiDialog.generate}
        </Button>
      </DialogFooter>
    </form>
  );
}

function progressText(progress: AiPlanProgress | null): string {
  if (progress?.phase === 'adding') return plannerCopy.aiDialog.adding(progress.done + 1, progress.total);
  return plannerCopy.aiDialog.recommending;
}

function ProgressLine({ id, progress }: { id: string; progress: AiPlanProgress | null }) {
  const value = progress?.phase === 'adding' ? Math.round(((progress.done + 1) / progress.total) * 100) : null;
  return (
    <div id={id} role="status" aria-live="polite" className={progress ? 'flex flex-col gap-2' : 'sr-only'}>
      {progress ? (
        <>
          <p className="text-sm text-muted-foreground">{progressText(progress)}</p>
          <Progress value={value ?? 5} aria-label={progressText(progress)} />
        </>
      ) : null}
    </div>
  );
}
