import type { FieldPath, FieldValues, UseFormReturn } from 'react-hook-form';
import { errors as errorCopy } from '@hearth/contracts';
import { toast } from '@/components/ui/use-toast';
import { ApiError, errorMessage } from '@/lib/api';

/**
 * Puts the server's field messages (a wrong password, a taken address) on the form's fields; anything
 * else, or a message for no field of this form, becomes a destructive toast.
 */
export function showServerError<V extends FieldValues>(form: UseFormReturn<V, unknown, FieldValues> | UseFormReturn<V>, error: unknown, fields: readonly FieldPath<V>[]) {
  const issues = error instanceof ApiError ? (error.body?.issues ?? []) : [];
  let placed = false;
  for (const issue of issues) {
    const field = issue.path[0];
    if (typeof field === 'string' && fields.includes(field as FieldPath<V>)) {
      form.setError(field as FieldPath<V>, { message: issue.message }, { shouldFocus: !placed });
      placed = true;
    }
  }
  if (!placed) toast({ title: errorCopy.title, description: errorMessage(error), variant: 'destructive' });
}
