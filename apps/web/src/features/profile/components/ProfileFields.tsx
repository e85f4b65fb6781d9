import {
  ALLERGIES,
  COOKING_STYLES,
  LANGUAGES,
  NUTRITION_GOALS,
  PROFILE_CUISINES,
  PROFILE_HEALTH_DIETS,
  PROFILE_MEAL_TYPES,
  PROFILE_PRIMARY_DIETS,
  SKILL_LEVELS,
  type ProfileData,
} from '@hearth/contracts';
import { useId, type ComponentProps, type ReactNode } from 'react';
import { Controller, type FieldPath, type UseFormReturn } from 'react-hook-form';
import { MultiChoiceChips, SingleChoiceChips } from '@/components/ui/choice-chips';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { cn } from '@/lib/utils';
import type { ProfileFormValues } from '../profile-form';
import { LANGUAGE_NAMES } from '@/i18n/languages';
import profileEn from '@/i18n/locales/en/profile.json';
import { useSpecText, useT } from '@/i18n/react';

export type ProfileForm = UseFormReturn<ProfileFormValues, unknown, ProfileData>;

function FieldError({ id, message }: { id: string; message?: string }) {
  const text = useSpecText();
  if (!message) return null;
  return (
    <p id={id} className="text-sm font-medium text-destructive" role="alert">
      {text(message)}
    </p>
  );
}

/** A labelled group of chips: the label names the group, the hint says how many may be chosen. */
function ChipField({ label, hint, error, children }: { label: string; hint?: string; error?: string; children: (ids: { labelId: string; hintId?: string }) => ReactNode }) {
  const labelId = useId();
  const hintId = useId();
  const errorId = useId();
  return (
    <div className="flex flex-col gap-2.5">
      <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-0.5">
        <span id={labelId} className="text-sm font-medium">
          {label}
        </span>
        {hint ? (
          <span id={hintId} className="text-xs text-muted-foreground">
            {hint}
          </span>
        ) : null}
      </div>
      {children({ labelId, hintId: hint ? hintId : undefined })}
      <FieldError id={errorId} message={error} />
    </div>
  );
}

function MultiField({
  form,
  name,
  label,
  options,
  hint,
}: {
  form: ProfileForm;
  name: Extract<FieldPath<ProfileFormValues>, 'healthFocusedDiets' | 'allergies' | 'favoriteCuisines' | 'mealTypes' | 'cookingStyles' | 'nutritionGoals'>;
  label: string;
  options: readonly string[];
  hint?: string;
}) {
  const t = useT(profileEn);
  return (
    <Controller
      control={form.control}
      name={name}
      render={({ field, fieldState }) => (
        <ChipField label={label} hint={hint ?? t('chooseAny')} error={fieldState.error?.message}>
          {({ labelId, hintId }) => (
            <MultiChoiceChips options={options} value={(field.value as string[] | undefined) ?? []} onChange={field.onChange} labelledBy={labelId} describedBy={hintId} />
          )}
        </ChipField>
      )}
    />
  );
}

function TextField({
  id,
  label,
  required,
  hint,
  error,
  className,
  ...inputProps
}: ComponentProps<typeof Input> & { id: string; label: string; required?: boolean; hint?: string; error?: string }) {
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const t = useT(profileEn);
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className={cn('flex flex-col gap-2', className)}>
      <Label htmlFor={id}>
        {label}
        {required ? (
          <>
            <span aria-hidden="true" className="ml-0.5 text-primary">
              *
            </span>
            <span className="sr-only">{t('required')}</span>
          </>
        ) : null}
      </Label>
      <Input id={id} aria-invalid={error ? true : undefined} aria-describedby={describedBy} aria-required={required || undefined} {...inputProps} />
      {hint && !error ? (
        <p id={hintId} className="text-xs text-muted-foreground">
          {hint}
        </p>
      ) : null}
      <FieldError id={errorId} message={error} />
    </div>
  );
}

export function BasicInfoFields({ form }: { form: ProfileForm }) {
  const id = useId();
  const t = useT(profileEn);
  const { errors } = form.formState;
  return (
    <div className="flex flex-col gap-6">
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          id={`${id}-username`}
          label={t('username')}
          required
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          placeholder={t('usernamePlaceholder')}
          hint={t('usernameHint')}
          error={errors.username?.message}
          {...form.register('username')}
        />
        <TextField
          id={`${id}-location`}
          label={t('location')}
          autoComplete="address-level2"
          placeholder={t('locationPlaceholder')}
          error={errors.location?.message}
          {...form.register('location')}
        />
      </div>
      <Controller
        control={form.control}
        name="cookingSkillLevel"
        render={({ field }) => (
          <ChipField label={t('skill')} hint={t('chooseOne')}>
            {({ labelId, hintId }) => <SingleChoiceChips options={SKILL_LEVELS} value={field.value} onChange={field.onChange} labelledBy={labelId} describedBy={hintId} />}
          </ChipField>
        )}
      />
      <Controller
        control={form.control}
        name="languagePreference"
        render={({ field }) => (
          <ChipField label={t('language')}>
            {({ labelId }) => (
              <SingleChoiceChips
                options={LANGUAGES.map((l) => ({ value: l.code, label: LANGUAGE_NAMES[l.code] }))}
                value={field.value}
                onChange={(value) => value && field.onChange(value)}
                allowEmpty={false}
                labelledBy={labelId}
              />
            )}
          </ChipField>
        )}
      />
    </div>
  );
}

export function DietaryFields({ form }: { form: ProfileForm }) {
  const t = useT(profileEn);
  return (
    <div className="flex flex-col gap-7">
      <Controller
        control={form.control}
        name="primaryDietType"
        render={({ field }) => (
          <ChipField label={t('primaryDiet')} hint={t('chooseOne')}>
            {({ labelId, hintId }) => (
              <SingleChoiceChips
                options={PROFILE_PRIMARY_DIETS}
                // Stored as a one-item list (spec §3).
                value={(field.value as string[] | undefined)?.[0] ?? null}
                onChange={(value) => field.onChange(value ? [value] : [])}
                labelledBy={labelId}
                describedBy={hintId}
              />
            )}
          </ChipField>
        )}
      />
      <MultiField form={form} name="healthFocusedDiets" label={t('healthDiets')} options={PROFILE_HEALTH_DIETS} />
      <MultiField form={form} name="allergies" label={t('allergies')} options={ALLERGIES} />
    </div>
  );
}

export function CulinaryFields({ form }: { form: ProfileForm }) {
  const t = useT(profileEn);
  return (
    <div className="flex flex-col gap-7">
      <MultiField form={form} name="favoriteCuisines" label={t('cuisines')} options={PROFILE_CUISINES} />
      <MultiField form={form} name="mealTypes" label={t('mealTypes')} options={PROFILE_MEAL_TYPES} />
      <MultiField form={form} name="cookingStyles" label={t('cookingStyles')} options={COOKING_STYLES} />
    </div>
  );
}

export function NutritionFields({ form }: { form: ProfileForm }) {
  const id = useId();
  const t = useT(profileEn);
  return (
    <div className="flex flex-col gap-7">
      <MultiField form={form} name="nutritionGoals" label={t('nutritionGoals')} options={NUTRITION_GOALS} />
      <TextField
        id={`${id}-calories`}
        label={t('calories')}
        type="number"
        inputMode="numeric"
        min={1}
        step={1}
        placeholder={t('caloriesPlaceholder')}
        hint={t('caloriesHint')}
        className="max-w-xs"
        error={form.formState.errors.dailyCalorieTarget?.message}
        {...form.register('dailyCalorieTarget')}
      />
    </div>
  );
}
