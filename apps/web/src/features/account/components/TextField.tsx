import { useId, type ComponentProps } from 'react';
import type { FieldPath, FieldValues, UseFormReturn } from 'react-hook-form';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { useSpecText } from '@/i18n/react';

interface TextFieldProps<V extends FieldValues> extends Omit<ComponentProps<'input'>, 'form' | 'name'> {
  form: UseFormReturn<V, unknown, FieldValues> | UseFormReturn<V>;
  name: FieldPath<V>;
  label: string;
  hint?: string;
}

/** A labelled input bound to a react-hook-form field, with its hint and its error (a contracts message) announced. */
export function TextField<V extends FieldValues>({ form, name, label, hint, ...input }: TextFieldProps<V>) {
  const id = useId();
  const text = useSpecText();
  const error = form.formState.errors[name]?.message;
  const describedBy = error ? `${id}-error` : hint ? `${id}-hint` : undefined;
  return (
    <div className="flex flex-col gap-2">
      <Label htmlFor={id}>{label}</Label>
      <Input id={id} aria-invalid={error ? true : undefined} aria-describedby={describedBy} {...input} {...form.register(name)} />
      {hint && !error ? (
        <p id={`${id}-hint`} className="m-0 text-xs text-muted-foreground">
          {hint}
        </p>
      ) : null}
      {typeof error === 'string' ? (
        <p id={`${id}-error`} role="alert" className="m-0 text-sm font-medium text-destructive">
          {text(error)}
        </p>
      ) : null}
    </div>
  );
}
