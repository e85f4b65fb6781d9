import { zodResolver } from '@hookform/resolvers/zod';
import { Sparkles } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import { useForm, type DefaultValues, type Resolver, type FieldPath, type FieldValues, type UseFormReturn } from 'react-hook-form';
import type { z } from 'zod';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';
import { cn } from '@/lib/utils';
import aiToolsEn from '@/i18n/locales/en/aiTools.json';
import { useSpecText, useT } from '@/i18n/react';

/**
 * The one form kit of the AI tools: react-hook-form with the tool's own contract schema, so the screen
 * shows the same validation messages the server would send (spec §5).
 */
export function useToolForm<S extends z.ZodType<FieldValues, FieldValues>>(schema: S, defaultValues: DefaultValues<z.input<S>>) {
  // zodResolver cannot see through the generic schema type; the schema is the one whose types we name.
  const resolver = zodResolver(schema as never) as unknown as Resolver<z.input<S>, unknown, z.output<S>>;
  return useForm<z.input<S>, unknown, z.output<S>>({ resolver, defaultValues, mode: 'onSubmit', reValidateMode: 'onChange' });
}

/** True when the named text field is blank after trimming: the spec disables submit then (§5). */
export function isBlank<V extends FieldValues>(form: UseFormReturn<V, unknown, FieldValues>, name: FieldPath<V>): boolean {
  const value: unknown = form.watch(name);
  return typeof value !== 'string' || value.trim() === '';
}

interface FieldProps<V extends FieldValues> {
  form: UseFormReturn<V, unknown, FieldValues>;
  name: FieldPath<V>;
  label: string;
  placeholder?: string;
  hint?: string;
  required?: boolean;
  className?: string;
}

function FieldFrame({
  id,
  label,
  hint,
  error,
  required,
  className,
  children,
}: {
  id: string;
  label: string;
  hint?: string;
  error?: string;
  required?: boolean;
  className?: string;
  children: ReactNode;
}) {
  const text = useSpecText();
  return (
    <div className={cn('flex flex-col gap-2', className)}>
      <Label htmlFor={id}>
        {label}
        {required ? (
          <span aria-hidden="true" className="text-destructive">
            {' '}
            *
          </span>
        ) : null}
      </Label>
      {children}
      {hint && !error ? (
        <p id={`${id}-hint`} className="text-xs text-muted-foreground">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} role="alert" className="text-sm font-medium text-destructive">
          {text(error)}
        </p>
      ) : null}
    </div>
  );
}

function useFieldIds<V extends FieldValues>({ form, name, hint }: Pick<FieldProps<V>, 'form' | 'name' | 'hint'>) {
  const id = useId();
  const error = form.getFieldState(name, form.formState).error?.message;
  const describedBy = [hint && !error ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ') || undefined;
  return { id, error, describedBy };
}

/** A one-line text field bound to the form. */
export function TextField<V extends FieldValues>(props: FieldProps<V>) {
  const { form, name, label, placeholder, hint, required, className } = props;
  const { id, error, describedBy } = useFieldIds(props);
  return (
    <FieldFrame id={id} label={label} hint={hint} error={error} required={required} className={className}>
      <Input
        id={id}
        placeholder={placeholder}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        aria-required={required || undefined}
        {...form.register(name)}
      />
    </FieldFrame>
  );
}

/** A multi-line text field bound to the form. */
export function TextAreaField<V extends FieldValues>(props: FieldProps<V> & { rows?: number }) {
  const { form, name, label, placeholder, hint, required, className, rows = 5 } = props;
  const { id, error, describedBy } = useFieldIds(props);
  return (
    <FieldFrame id={id} label={label} hint={hint} error={error} required={required} className={className}>
      <Textarea
        id={id}
        rows={rows}
        placeholder={placeholder}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        aria-required={required || undefined}
        {...form.register(name)}
      />
    </FieldFrame>
  );
}

/** The tool's action button: the pending label while a call runs (spec §4), disabled when told. */
export function SubmitButton({
  pending,
  disabled,
  label,
  pendingLabel,
  icon,
  className,
}: {
  pending: boolean;
  disabled?: boolean;
  label: string;
  pendingLabel: string;
  icon?: ReactNode;
  className?: string;
}) {
  return (
    <Button type="submit" size="lg" disabled={pending || disabled} aria-busy={pending || undefined} className={className}>
      {pending ? <span aria-hidden="true" className="size-4 animate-spin rounded-full border-2 border-current border-t-transparent" /> : (icon ?? <Sparkles aria-hidden="true" />)}
      {pending ? pendingLabel : label}
    </Button>
  );
}

/** Inspiration or prompt cards that fill the form's text (Chef's six, Mood's five). */
export function PromptCards({ prompts, onPick, label }: { prompts: readonly { title: string; prompt: string }[]; onPick: (prompt: string) => void; label?: string }) {
  const t = useT(aiToolsEn);
  label ??= t('needInspiration');
  return (
    <section aria-label={label} className="flex flex-col gap-3">
      <h2 className="text-sm font-semibold text-muted-foreground">{label}</h2>
      <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
        {prompts.map((p) => (
          <button
            key={p.title}
            type="button"
            onClick={() => onPick(p.prompt)}
            className="flex flex-col gap-1 rounded-xl border bg-card p-4 text-left shadow-xs transition-colors hover:border-primary/50 hover:bg-accent/40 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
          >
            <span className="font-medium">{p.title}</span>
            <span className="line-clamp-2 text-sm text-muted-foreground">{p.prompt}</span>
          </button>
        ))}
      </div>
    </section>
  );
}
