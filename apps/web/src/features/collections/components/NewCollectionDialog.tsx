import { errors as errorCopy, toasts } from '@hearth/contracts';
import { FolderPlus } from 'lucide-react';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { toast } from '@/components/ui/use-toast';
import { errorMessage } from '@/lib/api';
import { useCreateCollection } from '../create-collection';
import { CollectionForm, type CollectionFormValues } from './CollectionForm';
import collectionsEn from '@/i18n/locales/en/collections.json';
import { useT } from '@/i18n/react';

/**
 * The new collection dialog (spec §2, §4, §5): the collection form. Success closes the dialog (so the next
 * opening starts empty); failure keeps what was typed.
 */
export function NewCollectionDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const t = useT(collectionsEn);
  const create = useCreateCollection();

  const submit = async (values: CollectionFormValues) => {
    try {
      await create.mutateAsync(values);
      toast(toasts.collectionCreated);
      onOpenChange(false);
    } catch (error) {
      const message = errorMessage(error, '');
      toast({ title: errorCopy.createCollection, description: message || undefined, variant: 'destructive' });
    }
  };

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        // Not dismissed while the call runs: its answer decides whether the dialog closes.
        if (!create.isPending) onOpenChange(next);
      }}
    >
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{t('createDialogTitle')}</DialogTitle>
          <DialogDescription>{t('createDialogDescription')}</DialogDescription>
        </DialogHeader>
        {/* Mounted only while open, so every opening starts from an empty form. */}
        <CollectionForm
          submitLabel={t('create')}
          pendingLabel={t('creating')}
          submitIcon={<FolderPlus aria-hidden="true" />}
          pending={create.isPending}
          onSubmit={submit}
          onCancel={() => onOpenChange(false)}
        />
      </DialogContent>
    </Dialog>
  );
}
