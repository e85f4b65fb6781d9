import { collectionInputSchema, errors as errorCopy, toasts } from '@hearth/contracts';
import { FolderPlus } from 'lucide-react';
import { useId, useState, type ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Switch } from '@/components/ui/switch';
import { Textarea } from '@/components/ui/textarea';
import { toast } from '@/components/ui/use-toast';
import { errorMessage } from '@/lib/api';
import { collectionsCopy } from '../copy';
import { useCreateCollection } from '../create-collection';

/**
 * The new collection dialog (spec §2, §4, §5): a name (required to enable Create), an optional description
 * and a 'Make public' switch. Success closes the dialog and resets the form; failure keeps what was typed.
 */
export function NewCollectionDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{collectionsCopy.createDialogTitle}</DialogTitle>
          <DialogDescription>{collectionsCopy.createDialogDescription}</DialogDescription>
        </DialogHeader>
        {/* Mounted only while open, so every opening starts from an empty form. */}
        <NewCollectionForm onDone={() => onOpenChange(false)} />
      </DialogContent>
    </Dialog>
  );
}

function NewCollectionForm({ onDone }: { onDone: () => void }) {
  const create = useCreateCollection();
  const [name, setName] = useState('');
  const [description, setDescription] = useState('');
  const [isPublic, setIsPublic] = useState(false);
  const [problem, setProblem] = useState<{ field: string; message: string } | null>(null);
  const nameId = useId();
  const descriptionId = useId();
  const publicId = useId();
  const problemId = useId();
  const canCreate = name.trim().length > 0 && !create.isPending;

  const reset = () => {
    setName('');
    setDescription('');
    setIsPublic(false);
    setProblem(null);
  };

  const submit = async () => {
    const parsed = collectionInputSchema.safeParse({ name, description, isPublic });
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      setProblem({ field: String(issue?.path[0] ?? 'name'), message: issue?.message ?? errorCopy.createCollection });
      return;
    }
    setProblem(null);
    try {
      await create.mutateAsync({ name: parsed.data.name, description: parsed.data.description, isPublic: parsed.data.isPublic });
      toast(toasts.collectionCreated);
      reset();
      onDone();
    } catch (error) {
      const message = errorMessage(error, '');
      toast({ title: errorCopy.createCollection, description: message || undefined, variant: 'destructive' });
    }
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
        if (canCreate) void submit();
      }}
    >
      <div className="flex flex-col gap-2">
        <Label htmlFor={nameId}>
          {collectionsCopy.nameLabel}{' '}
          <span aria-hidden="true" className="text-destructive">
            *
          </span>
        </Label>
        <Input
          id={nameId}
          value={name}
          onChange={(event) => setName(event.target.value)}
          placeholder={collectionsCopy.namePlaceholder}
          required
          aria-required="true"
          autoComplete="off"
          aria-invalid={problem?.field === 'name' || undefined}
          aria-describedby={problem?.field === 'name' ? problemId : undefined}
          disabled={create.isPending}
        />
        {fieldProblem('name')}
      </div>
      <div className="flex flex-col gap-2">
        <Label htmlFor={descriptionId}>
          {collectionsCopy.descriptionLabel} <span className="font-normal text-muted-foreground">{collectionsCopy.optional}</span>
        </Label>
        <Textarea
          id={descriptionId}
          value={description}
          onChange={(event) => setDescription(event.target.value)}
          placeholder={collectionsCopy.descriptionPlaceholder}
          rows={3}
          aria-invalid={problem?.field === 'description' || undefined}
          aria-describedby={problem?.field === 'description' ? problemId : undefined}
          disabled={create.isPending}
        />
        {fieldProblem('description')}
      </div>
      <div className="flex items-start justify-between gap-4 rounded-xl border border-border bg-muted/40 px-4 py-3">
        <div className="flex flex-col gap-1">
          <Label htmlFor={publicId}>{collectionsCopy.makePublic}</Label>
          <p id={`${publicId}-hint`} className="text-xs leading-relaxed text-muted-foreground">
            {collectionsCopy.makePublicHint}
          </p>
        </div>
        <Switch id={publicId} checked={isPublic} onCheckedChange={setIsPublic} aria-describedby={`${publicId}-hint`} disabled={create.isPending} />
      </div>
      <DialogFooter>
        <Button type="button" variant="outline" onClick={onDone} disabled={create.isPending}>
          {collectionsCopy.cancel}
        </Button>
        <Button type="submit" disabled={!canCreate}>
          <FolderPlus aria-hidden="true" />
          {create.isPending ? collectionsCopy.creating : collectionsCopy.create}
        </Button>
      </DialogFooter>
    </form>
  );
}
