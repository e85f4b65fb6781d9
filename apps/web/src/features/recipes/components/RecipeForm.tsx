import { zodResolver } from '@hookform/resolvers/zod';
import { DIET_TYPES, errors as errorCopy, MEAL_TYPES, PRESET_TAGS, RECIPE_CUISINES, recipeFormSchema, validation, type RecipeForm as RecipeFormData } from '@hearth/contracts';
import { ListOrdered, Plus, ShoppingBasket, Sparkles, Tag, Trash2, X, BookOpen, ClipboardList } from 'lucide-react';
import { useId, useState, type KeyboardEvent, type ReactNode } from 'react';
import { Controller, useFieldArray, useForm, type FieldPath, type UseFormReturn } from 'react-hook-form';
import { MultiChoiceChips, SingleChoiceChips } from '@/components/ui/choice-chips';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Select, SelectContent, SelectItem, SelectSeparator, SelectTrigger, SelectValue } from '@/components/ui/select';
import { Textarea } from '@/components/ui/textarea';
import { toast } from '@/components/ui/use-toast';
import { ApiError, errorMessage } from '@/lib/api';
import { cn } from '@/lib/utils';
import { addTag, customTags, emptyIngredient, emptyStep, formFieldIssues, isPresetTag, removeTag, type RecipeFormValues } from '../recipe-form';
import recipeFormEn from '@/i18n/locales/en/recipeForm.json';
import { useSpecText, useT } from '@/i18n/react';

type Form = UseFormReturn<RecipeFormValues, unknown, RecipeFormData>;

/** "Not specified": Radix Select items cannot have an empty value. */
const NONE = '__none__';

const VISIBILITIES = ['public', 'private'] as const;

function FieldError({ id, message }: { id?: string; message?: string }) {
  const text = useSpecText();
  if (!message) return null;
  return (
    <p id={id} className="text-sm font-medium text-destructive" role="alert">
      {text(message)}
    </p>
  );
}

function Field({
  id,
  label,
  required,
  hint,
  error,
  className,
  children,
}: {
  id: string;
  label: string;
  required?: boolean;
  hint?: string;
  error?: string;
  className?: string;
  children: (describedBy: string | undefined) => ReactNode;
}) {
  const t = useT(recipeFormEn);
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint && !error ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined;
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
      {children(describedBy)}
      {hint && !error ? (
        <p id={hintId} className="text-xs text-muted-foreground">
          {hint}
        </p>
      ) : null}
      <FieldError id={errorId} message={error} />
    </div>
  );
}

/** One titled card of the form (spec §2: Basic Information, Backstory, Ingredients, Instructions). */
export function FormSection({
  id,
  title,
  note,
  description,
  icon,
  children,
}: {
  id: string;
  title: string;
  note?: string;
  description?: string;
  icon: ReactNode;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={`${id}-title`} className="rounded-2xl border border-border bg-card shadow-xs">
      <div className="flex items-start gap-3 border-b border-border px-5 py-4 sm:px-6">
        <div className="mt-0.5 flex size-9 shrink-0 items-center justify-center rounded-lg bg-accent text-accent-foreground [&_svg]:size-[1.125rem]" aria-hidden="true">
          {icon}
        </div>
        <div className="min-w-0">
          <h2 id={`${id}-title`} className="font-display text-lg font-semibold">
            {title}
            {note ? <span className="ml-1.5 font-sans text-sm font-normal text-muted-foreground">{note}</span> : null}
          </h2>
          {description ? <p className="mt-0.5 text-sm text-muted-foreground">{description}</p> : null}
        </div>
      </div>
      <div className="flex flex-col gap-5 px-5 py-5 sm:px-6 sm:py-6">{children}</div>
    </section>
  );
}

function OptionSelect({
  form,
  name,
  id,
  label,
  options,
  placeholder,
}: {
  form: Form;
  name: Extract<FieldPath<RecipeFormValues>, 'cuisine' | 'dietType'>;
  id: string;
  label: string;
  options: readonly string[];
  placeholder: string;
}) {
  const text = useSpecText();
  const t = useT(recipeFormEn);
  return (
    <Controller
      control={form.control}
      name={name}
      render={({ field, fieldState }) => (
        <Field id={id} label={label} error={fieldState.error?.message}>
          {(describedBy) => (
            <Select value={field.value ?? ''} onValueChange={(value) => field.onChange(value === NONE ? null : value)} name={field.name}>
              <SelectTrigger id={id} ref={field.ref} onBlur={field.onBlur} aria-describedby={describedBy} aria-invalid={fieldState.error ? true : undefined}>
                <SelectValue placeholder={placeholder} />
              </SelectTrigger>
              <SelectContent>
                {options.map((option) => (
                  <SelectItem key={option} value={option}>
                    {text(option)}
                  </SelectItem>
                ))}
                {field.value ? (
                  <>
                    <SelectSeparator />
                    <SelectItem value={NONE} className="text-muted-foreground">
                      {t('notSpecified')}
                    </SelectItem>
                  </>
                ) : null}
              </SelectContent>
            </Select>
          )}
        </Field>
      )}
    />
  );
}

function BasicInformation({ form }: { form: Form }) {
  const t = useT(recipeFormEn);
  const id = useId();
  const { errors } = form.formState;
  const visibilityLabel = `${id}-visibility`;
  const mealTypesLabel = `${id}-meal-types`;
  return (
    <FormSection id={`${id}-basic`} title={t('basicInformation')} icon={<ClipboardList />}>
      <Field id={`${id}-title`} label={t('title')} required error={errors.title?.message}>
        {(describedBy) => (
          <Input
            id={`${id}-title`}
            placeholder={t('titlePlaceholder')}
            autoComplete="off"
            aria-required
            aria-invalid={errors.title ? true : undefined}
            aria-describedby={describedBy}
            {...form.register('title')}
          />
        )}
      </Field>
      <Field id={`${id}-description`} label={t('description')} error={errors.description?.message}>
        {(describedBy) => (
          <Textarea
            id={`${id}-description`}
            rows={3}
            placeholder={t('descriptionPlaceholder')}
            aria-invalid={errors.description ? true : undefined}
            aria-describedby={describedBy}
            {...form.register('description')}
          />
        )}
      </Field>
      <div className="grid gap-5 sm:grid-cols-2">
        <Field id={`${id}-time`} label={t('cookingTime')} error={errors.cookingTime?.message}>
          {(describedBy) => (
            <Input
              id={`${id}-time`}
              type="number"
              inputMode="numeric"
              min={1}
              step={1}
              placeholder="30"
              aria-invalid={errors.cookingTime ? true : undefined}
              aria-describedby={describedBy}
              {...form.register('cookingTime')}
            />
          )}
        </Field>
        <Field id={`${id}-servings`} label={t('servings')} error={errors.servings?.message}>
          {(describedBy) => (
            <Input
              id={`${id}-servings`}
              type="number"
              inputMode="numeric"
              min={1}
              step={1}
              placeholder="4"
              aria-invalid={errors.servings ? true : undefined}
              aria-describedby={describedBy}
              {...form.register('servings')}
            />
          )}
        </Field>
        <OptionSelect form={form} name="cuisine" id={`${id}-cuisine`} label={t('cuisine')} options={RECIPE_CUISINES} placeholder={t('cuisinePlaceholder')} />
        <OptionSelect form={form} name="dietType" id={`${id}-diet`} label={t('dietType')} options={DIET_TYPES} placeholder={t('dietTypePlaceholder')} />
      </div>
      <Controller
        control={form.control}
        name="visibility"
        render={({ field }) => (
          <div className="flex flex-col gap-2.5">
            <span id={visibilityLabel} className="text-sm font-medium">
              {t('visibility')}
            </span>
            <SingleChoiceChips
              options={VISIBILITIES.map((value) => ({ value, label: t(value) }))}
              value={field.value ?? 'public'}
              onChange={(value) => value && field.onChange(value)}
              allowEmpty={false}
              labelledBy={visibilityLabel}
              describedBy={`${visibilityLabel}-hint`}
            />
            <p id={`${visibilityLabel}-hint`} className="text-xs text-muted-foreground">
              {field.value === 'private' ? t('privateHint') : t('publicHint')}
            </p>
          </div>
        )}
      />
      <Controller
        control={form.control}
        name="mealTypes"
        render={({ field }) => (
          <div className="flex flex-col gap-2.5">
            <div className="flex items-baseline justify-between gap-3">
              <span id={mealTypesLabel} className="text-sm font-medium">
                {t('mealTypes')}
              </span>
              <span className="text-xs text-muted-foreground">{t('chooseAny')}</span>
            </div>
            <MultiChoiceChips options={MEAL_TYPES} value={field.value ?? []} onChange={field.onChange} labelledBy={mealTypesLabel} />
          </div>
        )}
      />
    </FormSection>
  );
}

function Backstory({ form }: { form: Form }) {
  const t = useT(recipeFormEn);
  const id = useId();
  const error = form.formState.errors.backstory?.message;
  return (
    <FormSection id={`${id}-backstory`} title={t('backstory')} note={t('optional')} description={t('backstoryDescription')} icon={<BookOpen />}>
      <Field id={`${id}-text`} label={t('backstoryLabel')} error={error}>
        {(describedBy) => (
          <Textarea
            id={`${id}-text`}
            rows={4}
            placeholder={t('backstoryPlaceholder')}
            aria-invalid={error ? true : undefined}
            aria-describedby={describedBy}
            {...form.register('backstory')}
          />
        )}
      </Field>
    </FormSection>
  );
}

function RemoveRowButton({ label, disabled, onClick, className }: { label: string; disabled: boolean; onClick: () => void; className?: string }) {
  const t = useT(recipeFormEn);
  return (
    <Button
      variant="ghost"
      size="icon"
      className={cn('text-muted-foreground hover:text-destructive', className)}
      aria-label={label}
      title={disabled ? t('needsOne') : label}
      disabled={disabled}
      onClick={onClick}
    >
      <Trash2 aria-hidden="true" />
    </Button>
  );
}

function Ingredients({ form }: { form: Form }) {
  const text = useSpecText();
  const t = useT(recipeFormEn);
  const id = useId();
  const { fields, append, remove } = useFieldArray({ control: form.control, name: 'ingredients' });
  const { errors } = form.formState;
  const listError = errors.ingredients?.root?.message ?? errors.ingredients?.message;
  return (
    <FormSection id={`${id}-ingredients`} title={t('ingredients')} description={t('ingredientsDescription')} icon={<ShoppingBasket />}>
      <div className="hidden grid-cols-[6rem_8rem_1fr_2.25rem] gap-2 px-0.5 text-xs font-medium text-muted-foreground sm:grid" aria-hidden="true">
        <span>{t('quantity')}</span>
        <span>{t('unit')}</span>
        <span>{t('ingredient')}</span>
      </div>
      <ol className="flex flex-col gap-3 sm:gap-2" aria-label={t('ingredients')}>
        {fields.map((row, index) => {
          const n = index + 1;
          const nameError = errors.ingredients?.[index]?.name?.message;
          const quantityError = errors.ingredients?.[index]?.quantity?.message;
          const unitError = errors.ingredients?.[index]?.unit?.message;
          const rowError = nameError ?? quantityError ?? unitError;
          // An imported row keeps the page's line (issue 15), so the member can check how it was read.
          const original = (row as { original?: string }).original;
          const originalId = `${id}-ingredient-${index}-original`;
          return (
            <li key={row.id} className="flex flex-col gap-1.5 border-b border-border/70 pb-3 last:border-0 last:pb-0 sm:border-0 sm:pb-0">
              <div className="grid grid-cols-[1fr_1fr_auto] gap-2 sm:grid-cols-[6rem_8rem_1fr_2.25rem]">
                <Input
                  placeholder={index === 0 ? '2' : undefined}
                  aria-label={t('quantityOf', { n })}
                  aria-invalid={quantityError ? true : undefined}
                  {...form.register(`ingredients.${index}.quantity`)}
                />
                <Input
                  placeholder={index === 0 ? t('unitPlaceholder') : undefined}
                  aria-label={t('unitOf', { n })}
                  aria-invalid={unitError ? true : undefined}
                  {...form.register(`ingredients.${index}.unit`)}
                />
                <Input
                  placeholder={index === 0 ? t('namePlaceholder') : t('ingredient')}
                  className="col-span-2 sm:col-span-1"
                  aria-label={t('nameOf', { n })}
                  aria-invalid={nameError ? true : undefined}
                  aria-describedby={[original ? originalId : '', rowError ? `${id}-ingredient-${index}-error` : ''].filter(Boolean).join(' ') || undefined}
                  {...form.register(`ingredients.${index}.name`)}
                />
                <RemoveRowButton
                  label={t('removeIngredient', { n })}
                  disabled={fields.length <= 1}
                  onClick={() => remove(index)}
                  className="col-start-3 row-span-2 row-start-1 self-start sm:col-start-4 sm:row-span-1"
                />
              </div>
              {original ? (
                <p id={originalId} className="px-0.5 text-xs text-muted-foreground">
                  {t('onThePage', { original })}
                </p>
              ) : null}
              <FieldError
                id={`${id}-ingredient-${index}-error`}
                message={rowError ? (rowError === validation.required ? t('ingredientNameRequired', { n }) : t('ingredientError', { n, message: text(rowError) })) : undefined}
              />
            </li>
          );
        })}
      </ol>
      <FieldError message={listError} />
      <Button variant="outline" className="self-start" onClick={() => append(emptyIngredient())}>
        <Plus aria-hidden="true" />
        {t('addIngredient')}
      </Button>
    </FormSection>
  );
}

function Instructions({ form }: { form: Form }) {
  const text = useSpecText();
  const t = useT(recipeFormEn);
  const id = useId();
  const { fields, append, remove } = useFieldArray({ control: form.control, name: 'steps' });
  const { errors } = form.formState;
  const listError = errors.steps?.root?.message ?? errors.steps?.message;
  return (
    <FormSection id={`${id}-steps`} title={t('instructions')} description={t('stepsDescription')} icon={<ListOrdered />}>
      <ol className="flex flex-col gap-3" aria-label={t('instructions')}>
        {fields.map((row, index) => {
          const n = index + 1;
          const error = errors.steps?.[index]?.instruction?.message;
          return (
            <li key={row.id} className="flex flex-col gap-1.5">
              <div className="flex items-start gap-2.5">
                <span className="mt-1.5 flex size-7 shrink-0 items-center justify-center rounded-full bg-primary/12 text-sm font-semibold text-primary" aria-hidden="true">
                  {n}
                </span>
                <Textarea
                  rows={2}
                  className="min-h-16"
                  placeholder={n === 1 ? t('firstStepPlaceholder') : t('nextStepPlaceholder')}
                  aria-label={t('step', { n })}
                  aria-invalid={error ? true : undefined}
                  aria-describedby={error ? `${id}-step-${index}-error` : undefined}
                  {...form.register(`steps.${index}.instruction`)}
                />
                <RemoveRowButton label={t('removeStep', { n })} disabled={fields.length <= 1} onClick={() => remove(index)} className="mt-0.5" />
              </div>
              <FieldError
                id={`${id}-step-${index}-error`}
                message={error ? (error === validation.required ? t('stepRequired', { n }) : t('stepError', { n, message: text(error) })) : undefined}
              />
            </li>
          );
        })}
      </ol>
      <FieldError message={listError} />
      <Button variant="outline" className="self-start" onClick={() => append(emptyStep())}>
        <Plus aria-hidden="true" />
        {t('addStep')}
      </Button>
    </FormSection>
  );
}

function Tags({ form }: { form: Form }) {
  const t = useT(recipeFormEn);
  const id = useId();
  const [draft, setDraft] = useState('');
  return (
    <Controller
      control={form.control}
      name="tags"
      render={({ field }) => {
        const tags = field.value ?? [];
        const presets = tags.filter(isPresetTag);
        const custom = customTags(tags);
        const add = () => {
          field.onChange(addTag(tags, draft));
          setDraft('');
        };
        const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
          if (event.key === 'Enter') {
            event.preventDefault(); // Enter adds the tag; it never submits the recipe.
            add();
          }
        };
        return (
          <FormSection id={`${id}-tags`} title={t('tags')} description={t('tagsDescription')} icon={<Tag />}>
            <div className="flex flex-col gap-2.5">
              <span id={`${id}-presets`} className="text-sm font-medium">
                {t('popularTags')}
              </span>
              <MultiChoiceChips
                options={PRESET_TAGS}
                value={presets}
                // Presets first, in their list order, then the custom tags in the order they were added.
                onChange={(next) => field.onChange([...next, ...custom])}
                labelledBy={`${id}-presets`}
              />
            </div>
            <div className="flex flex-col gap-2">
              <Label htmlFor={`${id}-custom`}>{t('customTag')}</Label>
              <div className="flex gap-2">
                <Input
                  id={`${id}-custom`}
                  value={draft}
                  onChange={(event) => setDraft(event.target.value)}
                  onKeyDown={onKeyDown}
                  placeholder={t('customTagPlaceholder')}
                  maxLength={40}
                  autoComplete="off"
                  aria-describedby={`${id}-custom-hint`}
                />
                <Button variant="outline" onClick={add} disabled={!draft.trim()}>
                  <Plus aria-hidden="true" />
                  {t('add')}
                </Button>
              </div>
              <p id={`${id}-custom-hint`} className="text-xs text-muted-foreground">
                {t('customTagHint')}
              </p>
            </div>
            {custom.length ? (
              <ul className="flex flex-wrap gap-2" aria-label={t('yourTags')}>
                {custom.map((tag) => (
                  <li
                    key={tag}
                    className="inline-flex items-center gap-1 rounded-full border border-border bg-secondary py-1 pr-1 pl-3 text-sm font-medium text-secondary-foreground"
                  >
                    {tag}
                    <button
                      type="button"
                      className="flex size-6 items-center justify-center rounded-full text-muted-foreground outline-none transition-colors hover:bg-accent hover:text-foreground focus-visible:ring-2 focus-visible:ring-ring"
                      aria-label={t('removeTag', { tag })}
                      onClick={() => field.onChange(removeTag(tags, tag))}
                    >
                      <X aria-hidden="true" className="size-3.5" />
                    </button>
                  </li>
                ))}
              </ul>
            ) : null}
          </FormSection>
        );
      }}
    />
  );
}

/** The 'AI is processing your recipe' panel shown while a new recipe is submitted (spec §2). */
function ProcessingPanel() {
  const t = useT(recipeFormEn);
  return (
    <div role="status" className="flex items-start gap-3.5 rounded-2xl border border-info-border bg-info-bg p-4 text-info-foreground sm:p-5">
      <span className="relative mt-0.5 flex size-9 shrink-0 items-center justify-center rounded-full bg-primary/15 text-primary" aria-hidden="true">
        <Sparkles className="size-5 animate-pulse motion-reduce:animate-none" />
      </span>
      <div>
        <p className="font-semibold">{t('processingTitle')}</p>
        <p className="mt-0.5 text-sm opacity-90">{t('processingDescription')}</p>
      </div>
    </div>
  );
}

/**
 * The recipe form shared by Create Recipe and Edit: react-hook-form with the contract's schema, so the
 * browser shows the same messages the server would (spec §5). Server field issues land under their fields
 * and any failure raises a destructive 'Error' toast with the message (spec §8).
 */
export function RecipeForm({
  defaultValues,
  onSubmit,
  submitLabel,
  pendingLabel,
  submitIcon,
  showProcessingPanel = false,
  secondaryAction,
  extraSection,
}: {
  defaultValues: RecipeFormValues;
  onSubmit: (data: RecipeFormData) => Promise<void>;
  submitLabel: string;
  pendingLabel: string;
  submitIcon?: ReactNode;
  showProcessingPanel?: boolean;
  secondaryAction?: ReactNode;
  /** A further card after Tags that is not part of the payload (Create Recipe's photos). */
  extraSection?: ReactNode;
}) {
  const form: Form = useForm<RecipeFormValues, unknown, RecipeFormData>({
    resolver: zodResolver(recipeFormSchema),
    defaultValues,
    // Errors appear once a submit was tried, then follow each change: new empty rows are not flagged as you add them.
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });
  const pending = form.formState.isSubmitting;

  const submit = form.handleSubmit(async (data) => {
    try {
      await onSubmit(data);
    } catch (error) {
      if (error instanceof ApiError) {
        const issues = formFieldIssues(error.body?.issues);
        issues.forEach(({ field, message }, i) => form.setError(field as FieldPath<RecipeFormValues>, { message }, { shouldFocus: i === 0 }));
      }
      toast({ title: errorCopy.title, description: errorMessage(error), variant: 'destructive' });
    }
  });

  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="flex flex-col gap-5" aria-busy={pending || undefined}>
      <BasicInformation form={form} />
      <Backstory form={form} />
      <Ingredients form={form} />
      <Instructions form={form} />
      <Tags form={form} />
      {extraSection}
      {pending && showProcessingPanel ? <ProcessingPanel /> : null}
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:items-center sm:justify-end">
        {secondaryAction}
        <Button type="submit" size="lg" disabled={pending}>
          {submitIcon}
          {pending ? pendingLabel : submitLabel}
        </Button>
      </div>
    </form>
  );
}
