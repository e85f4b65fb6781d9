import { collectionInputSchema, serverMessages } from '@hearth/contracts';
import { useId, useState, type ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { DialogFooter } from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Switch } from '@/components/ui/switch';
import { Textarea } from '@/components/ui/textarea';
import collectionsEn from '@/i18n/locales/en/collections.json';
import { useT } from '@/i18n/react';

export interface CollectionFormValues {
  name: string;
  description: string | null;
  isPublic: boolean;
}

/**
 * The collection form (spec §2, §5): a name (required to enable the submit button), an optional description
 * and a 'Make public' switch, checked with the same contract as the server. One form for creating (the
 * collections page and the Save to collection dialog) and editing; the caller does the call and its toasts.
 * Mount it only while its dialog is open, so every opening starts from `initial`.
 */
export function CollectionForm({
  initial,
  submitLabel,
  pendingLabel,
  submitIcon,
  pending,
  onSubmit,
  onCancel,
}: {
  /** The collection being edited; a new one starts empty and private. */
  initial?: CollectionFormValues;
  submitLabel: string;
  pendingLabel: string;
  submitIcon?: ReactNode;
  pending: boolean;
  onSubmit: (values: CollectionFormValues) => Promise<void> | void;
  onCancel: () => void;
}) {
  const t = useT(collectionsEn);
  const [name, setName] = useState(initial?.name ?? '');
  const [description, setDescription] = useState(initial?.description ?? '');
  const [isPublic, setIsPublic] = useState(initial?.isPublic ?? false);
  const [problem, setProblem] = useState<{ field: string; message: string } | null>(null);
  const nameId = useId();
  const descriptionId = useId();
  const publicId = useId();
  const problemId = useId();
  // Editing: nothing to save until something differs from the collection as it is.
  const changed = !initial || name.trim() !== initial.name || (description.trim() || null) !== (initial.description ?? null) || isPublic !== initial.isPublic;
  const canSubmit = name.trim().length > 0 && changed && !pending;

  const submit = async () => {
    const parsed = collectionInputSchema.safeParse({ name, description, isPublic });
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      setProblem({ field: String(issue?.path[0] ?? 'name'), message: issue?.message ?? serverMessages.validation });
      return;
    }
    setProblem(null);
    await onSubmit({ name: parsed.data.name, description: parsed.data.description, isPublic: parsed.data.isPublic });
  };

  const fieldProblem = (field: string): ReactNode =>
    problem?.field === field ? (
      <p id={problemId} className="text-sm text-destructive">
        {problem.message}
      </p>
    ) : null;

  return (
    <form
      className="flex flex-col gap-5"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (canSubmit) void submit();
      }}
    >
      <div className="flex flex-col gap-2">
        <Label htmlFor={nameId}>
          {t('nameLabel')}{' '}
          <span aria-hidden="true" className="text-destructive">
            *
          </span>
        </Label>
        <Input
          id={nameId}
          value={name}
          onChange={(event) => setName(event.target.value)}
          placeholder={t('namePlaceholder')}
          required
          aria-required="true"
          autoComplete="off"
          aria-invalid={problem?.field === 'name' || undefined}
          aria-describedby={problem?.field === 'name' ? problemId : undefined}
          disabled={pending}
        />
        {fieldProblem('name')}
      </div>
      <div className="flex flex-col gap-2">
        <Label htmlFor={descriptionId}>
          {t('descriptionLabel')} <span className="font-normal text-muted-foreground">{t('optional')}</span>
        </Label>
        <Textarea
          id={descriptionId}
          value={description}
          onChange={(event) => setDescription(event.target.value)}
          placeholder={t('descriptionPlaceholder')}
          rows={3}
          aria-invalid={problem?.field === 'description' || undefined}
          aria-describedby={problem?.field === 'description' ? problemId : undefined}
          disabled={pending}
        />
        {fieldProblem('description')}
      </div>
      <div className="flex items-start justify-between gap-4 rounded-xl border border-border bg-muted/40 px-4 py-3">
        <div className="flex flex-col gap-1">
          <Label htmlFor={publicId}>{t('makePublic')}</Label>
          <p id={`${publicId}-hint`} className="text-xs leading-relaxed text-muted-foreground">
            {t('makePublicHint')}
          </p>
        </div>
        <Switch id={publicId} checked={isPublic} onCheckedChange={setIsPublic} aria-describedby={`${publicId}-hint`} disabled={pending} />
      </div>
      <DialogFooter>
        <Button type="button" variant="outline" onClick={onCancel} disabled={pending}>
          {t('cancel')}
        </Button>
        <Button type="submit" disabled={!canSubmit}>
          {submitIcon}
          {pending ? pendingLabel : submitLabel}
        </Button>
      </DialogFooter>
    </form>
  );
}
