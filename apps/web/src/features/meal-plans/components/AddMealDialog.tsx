import { errors as errorCopy, MEAL_PLAN_TYPES, mealPlanInputSchema, toasts, type RecipeCard } from '@hearth/contracts';
import { Plus } from 'lucide-react';
import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { Textarea } from '@/components/ui/textarea';
import { toast } from '@/components/ui/use-toast';
import { errorMessage } from '@/lib/api';
import { useAddMealPlan } from '../add-meal-plan';
import { parseIsoDate, type MealType } from '../week';
import { RecipeSelect } from './RecipeSelect';
import mealPlannerEn from '@/i18n/locales/en/mealPlanner.json';
import { useT } from '@/i18n/react';
import { useFormat } from '@/i18n/format';

export interface AddMealPreset {
  /** 'YYYY-MM-DD'. */
  date: string;
  /** The slot's meal type; null from the general 'Add meal' button, where the member chooses (issue 13, item 11). */
  mealType: MealType | null;
}

/**
 * Add a meal (spec §2, §5): a searchable recipe select, the date (preset to the slot's day), the meal type
 * (preset to the slot; chosen by the member from the general button, never silently breakfast) and optional
 * notes. Date, recipe and meal type enable Add.
 */
export function AddMealDialog({ open, onOpenChange, preset }: { open: boolean; onOpenChange: (open: boolean) => void; preset: AddMealPreset }) {
  const t = useT(mealPlannerEn);
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{t('addDialog.title')}</DialogTitle>
          <DialogDescription>{t('addDialog.description')}</DialogDescription>
        </DialogHeader>
        {/* Mounted only while open and keyed by the preset, so each opening starts from its slot. */}
        <AddMealForm key={`${preset.date}-${preset.mealType}`} preset={preset} onDone={() => onOpenChange(false)} />
      </DialogContent>
    </Dialog>
  );
}

function AddMealForm({ preset, onDone }: { preset: AddMealPreset; onDone: () => void }) {
  const formats = useFormat();
  const t = useT(mealPlannerEn);
  const add = useAddMealPlan();
  const [recipe, setRecipe] = useState<RecipeCard | null>(null);
  const [date, setDate] = useState(preset.date);
  const [mealType, setMealType] = useState<MealType | null>(preset.mealType);
  const [servings, setServings] = useState('');
  const [notes, setNotes] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const ids = { recipe: useId(), date: useId(), mealType: useId(), servings: useId(), servingsHint: useId(), notes: useId(), problem: useId() };
  const validDate = parseIsoDate(date);
  const canAdd = recipe != null && validDate != null && mealType != null && !add.isPending;

  const submit = async () => {
    if (!recipe || !validDate || !mealType) return;
    const parsed = mealPlanInputSchema.safeParse({
      recipeId: recipe.id,
      plannedDate: date,
      mealType,
      notes,
      servings: servings.trim() ? Number(servings) : null,
    });
    if (!parsed.success) {
      setProblem(parsed.error.issues[0]?.message ?? errorCopy.somethingWentWrong);
      return;
    }
    setProblem(null);
    try {
      await add.mutateAsync({
        recipeId: parsed.data.recipeId,
        plannedDate: parsed.data.plannedDate,
        mealType: parsed.data.mealType,
        notes: parsed.data.notes,
        ...(parsed.data.servings != null ? { servings: parsed.data.servings } : {}),
      });
      toast({
        title: toasts.mealPlanned.title,
        description: `${recipe.title} · ${t(`slot.${parsed.data.mealType}`)}, ${formats.date(validDate, { weekday: 'long', month: 'short', day: 'numeric' })}`,
      });
      onDone();
    } catch (error) {
      toast({ title: errorCopy.title, description: errorMessage(error), variant: 'destructive' });
    }
  };

  return (
    <form
      className="flex flex-col gap-5"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (canAdd) void submit();
      }}
    >
      <div className="flex flex-col gap-2">
        <Label htmlFor={ids.recipe}>
          {t('addDialog.recipe')}{' '}
          <span aria-hidden="true" className="text-destructive">
            *
          </span>
        </Label>
        <RecipeSelect id={ids.recipe} value={recipe} onChange={setRecipe} disabled={add.isPending} />
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <div className="flex flex-col gap-2">
          <Label htmlFor={ids.date}>
            {t('addDialog.date')}{' '}
            <span aria-hidden="true" className="text-destructive">
              *
            </span>
          </Label>
          <Input
            id={ids.date}
            type="date"
            value={date}
            onChange={(event) => setDate(event.target.value)}
            required
            aria-invalid={!validDate || undefined}
            disabled={add.isPending}
          />
        </div>
        <div className="flex flex-col gap-2">
          <Label htmlFor={ids.mealType}>
            {t('addDialog.mealType')}{' '}
            <span aria-hidden="true" className="text-destructive">
              *
            </span>
          </Label>
          <Select value={mealType ?? ''} onValueChange={(value) => setMealType(value as MealType)} disabled={add.isPending} required>
            <SelectTrigger id={ids.mealType}>
              <SelectValue placeholder={t('addDialog.mealTypePlaceholder')} />
            </SelectTrigger>
            <SelectContent>
              {MEAL_PLAN_TYPES.map((type) => (
                <SelectItem key={type} value={type}>
                  {t(`slot.${type}`)}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        </div>
      </div>
      <div className="flex flex-col gap-2">
        <Label htmlFor={ids.servings}>
          {t('addDialog.servings')} <span className="font-normal text-muted-foreground">{t('addDialog.optional')}</span>
        </Label>
        <Input
          id={ids.servings}
          type="number"
          inputMode="numeric"
          min={1}
          max={100}
          step={1}
          value={servings}
          onChange={(event) => setServings(event.target.value)}
          placeholder={recipe?.servings ? String(recipe.servings) : undefined}
          aria-describedby={ids.servingsHint}
          className="sm:max-w-40"
          disabled={add.isPending}
        />
        <p id={ids.servingsHint} className="text-xs text-muted-foreground">
          {t('addDialog.servingsHint')}
        </p>
      </div>
      <div className="flex flex-col gap-2">
        <Label htmlFor={ids.notes}>
          {t('addDialog.notes')} <span className="font-normal text-muted-foreground">{t('addDialog.optional')}</span>
        </Label>
        <Textarea id={ids.notes} value={notes} onChange={(event) => setNotes(event.target.value)} placeholder={t('addDialog.notesPlaceholder')} rows={2} disabled={add.isPending} />
      </div>
      {problem ? (
        <p id={ids.problem} role="alert" className="text-sm text-destructive">
          {problem}
        </p>
      ) : null}
      <DialogFooter>
        <Button type="button" variant="outline" onClick={onDone} disabled={add.isPending}>
          {t('addDialog.cancel')}
        </Button>
        <Button type="submit" disabled={!canAdd}>
          <Plus aria-hidden="true" />
          {add.isPending ? t('addDialog.adding') : t('addDialog.add')}
        </Button>
      </DialogFooter>
    </form>
  );
}
