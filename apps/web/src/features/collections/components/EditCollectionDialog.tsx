import { errors as errorCopy, toasts, type Collection } from '@hearth/contracts';
import { Save } from 'lucide-react';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { toast } from '@/components/ui/use-toast';
import { errorMessage } from '@/lib/api';
import { useUpdateCollection } from '../update-collection';
import { CollectionForm, type CollectionFormValues } from './CollectionForm';
import collectionsEn from '@/i18n/locales/en/collections.json';
import { useT } from '@/i18n/react';

/** Edit a collection: the same form as creating one, filled in with its name, description and visibility. */
export function EditCollectionDialog({ collection, open, onOpenChange }: { collection: Collection; open: boolean; onOpenChange: (open: boolean) => void }) {
  const t = useT(collectionsEn);
  const update = useUpdateCollection();

  const submit = async (values: CollectionFormValues) => {
    try {
      await update.mutateAsync({ id: collection.id, changes: values });
      toast(toasts.collectionUpdated);
      onOpenChange(false);
    } catch (error) {
      const message = errorMessage(error, '');
      toast({ title: errorCopy.updateCollection, description: message || undefined, variant: 'destructive' });
    }
  };

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        // Not dismissed while the call runs: its answer decides whether the dialog closes.
        if (!update.isPending) onOpenChange(next);
      }}
    >
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{t('editDialogTitle')}</DialogTitle>
          <DialogDescription>{t('editDialogDescription')}</DialogDescription>
        </DialogHeader>
        {/* Mounted only while open, so every opening starts from the collection as it is now. */}
        <CollectionForm
          initial={{ name: collection.name, description: collection.description, isPublic: collection.isPublic }}
          submitLabel={t('saveChanges')}
          pendingLabel={t('savingChanges')}
          submitIcon={<Save aria-hidden="true" />}
          pending={update.isPending}
          onSubmit={submit}
          onCancel={() => onOpenChange(false)}
        />
      </DialogContent>
    </Dialog>
  );
}
