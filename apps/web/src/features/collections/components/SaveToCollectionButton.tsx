import { collectionMessages, errors as errorCopy, isEffectivelyApproved, toasts, type Collection } from '@hearth/contracts';
import { ArrowLeft, Bookmark, BookmarkCheck, BookmarkPlus, Check, FolderPlus, LoaderCircle } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle, DialogTrigger } from '@/components/ui/dialog';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/components/ui/use-toast';
import { useCurrentUser } from '@/lib/user/current-user';
import { errorMessage } from '@/lib/api';
import { useAddToCollection } from '../add-to-collection';
import { useCreateCollection } from '../create-collection';
import { useCollectionsForRecipe } from '../list-collections-for-recipe';
import { CollectionForm, type CollectionFormValues } from './CollectionForm';
import { VisibilityIcon } from './VisibilityIcon';
import collectionsEn from '@/i18n/locales/en/collections.json';
import { useT } from '@/i18n/react';

/**
 * 'Save to collection' on a recipe page (spec §2), for approved members only: a dialog listing the member's
 * collections, each saying whether the recipe is already in it; choosing one adds the recipe. 'Create
 * Collection' opens the collection form inside the dialog and saves the recipe into the new collection in one
 * go, without leaving the recipe (issue 13, item 9). The button reads 'Saved' once any collection holds it.
 */
export function SaveToCollectionButton({ recipeId, className }: { recipeId: number; className?: string }) {
  const t = useT(collectionsEn);
  const { data: user } = useCurrentUser();
  const approved = user ? isEffectivelyApproved(user) : false;
  const [open, setOpen] = useState(false);
  const [creating, setCreating] = useState(false);
  // The collections list is requested only when signed in (spec §6), and only for members who can save.
  const collections = useCollectionsForRecipe(recipeId, { enabled: approved });
  const add = useAddToCollection();
  const create = useCreateCollection();
  const busy = add.isPending || create.isPending;

  if (!approved) return null;

  const saved = collections.data?.some((c) => c.containsRecipe) ?? false;

  const save = async (collection: Collection) => {
    try {
      const result = await add.mutateAsync({ collectionId: collection.id, recipeId });
      if (result.added) toast(toasts.addedToCollection);
      else toast({ title: t('alreadyThere'), description: result.message || collectionMessages.alreadyThere });
      setOpen(false);
    } catch (error) {
      toast({ title: errorCopy.title, description: errorMessage(error, errorCopy.addToCollection), variant: 'destructive' });
    }
  };

  const createAndSave = async (values: CollectionFormValues) => {
    let created: Collection;
    try {
      created = await create.mutateAsync(values);
    } catch (error) {
      toast({ title: errorCopy.createCollection, description: errorMessage(error, '') || undefined, variant: 'destructive' });
      return;
    }
    try {
      await add.mutateAsync({ collectionId: created.id, recipeId });
      // One toast at a time (spec §9): it says both what was made and what was saved.
      toast({ title: toasts.collectionCreated.title, description: toasts.addedToCollection.description });
      setOpen(false);
    } catch (error) {
      // The collection exists now: back to the list, where it shows and saving can be tried again.
      setCreating(false);
      toast({ title: errorCopy.title, description: errorMessage(error, errorCopy.addToCollection), variant: 'destructive' });
    }
  };

  const startCreating = (
    <Button type="button" variant="outline" onClick={() => setCreating(true)} disabled={busy}>
      <FolderPlus aria-hidden="true" />
      {t('createCollection')}
    </Button>
  );

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        // Not dismissed mid-save; every opening starts at the list.
        if (busy) return;
        if (next) setCreating(false);
        setOpen(next);
      }}
    >
      <DialogTrigger asChild>
        <Button variant={saved ? 'secondary' : 'outline'} className={className}>
          {saved ? <Bookmark aria-hidden="true" className="fill-current text-primary" /> : <BookmarkPlus aria-hidden="true" />}
          {saved ? t('saved') : t('saveToCollection')}
        </Button>
      </DialogTrigger>
      <DialogContent className="max-w-md">
        <DialogHeader>
          <DialogTitle>{creating ? t('createCollection') : t('saveToCollection')}</DialogTitle>
          <DialogDescription>{creating ? t('createAndSaveDescription') : t('saveDialogDescription')}</DialogDescription>
        </DialogHeader>
        {creating ? (
          <div className="flex flex-col gap-3">
            {collections.data && collections.data.length > 0 ? (
              <Button type="button" variant="ghost" size="sm" className="-ml-2 self-start text-muted-foreground" onClick={() => setCreating(false)} disabled={busy}>
                <ArrowLeft aria-hidden="true" />
                {t('backToYourCollections')}
              </Button>
            ) : null}
            <CollectionForm
              submitLabel={t('createAndSave')}
              pendingLabel={t('savingToNew')}
              submitIcon={<BookmarkPlus aria-hidden="true" />}
              pending={busy}
              onSubmit={createAndSave}
              onCancel={() => setCreating(false)}
            />
          </div>
        ) : collections.isPending ? (
          <div className="flex justify-center py-8">
            <Spinner label={t('loading')} />
          </div>
        ) : collections.isError ? (
          <div className="flex flex-col items-center gap-3 py-6 text-center">
            <p className="text-sm text-muted-foreground">{t('loadFailed')}</p>
            <Button variant="outline" size="sm" onClick={() => void collections.refetch()}>
              {t('tryAgain')}
            </Button>
          </div>
        ) : collections.data.length === 0 ? (
          <div className="flex flex-col items-center gap-4 rounded-xl border border-dashed border-border px-4 py-8 text-center">
            <p className="text-sm text-muted-foreground">{t('noCollectionsYet')}</p>
            {startCreating}
          </div>
        ) : (
          <div className="flex flex-col gap-4">
            <ul className="-mx-1 flex max-h-[min(24rem,50svh)] flex-col gap-1 overflow-y-auto px-1 py-0.5" aria-label={t('yourCollections')}>
              {collections.data.map((collection) => (
                <CollectionRow
                  key={collection.id}
                  collection={collection}
                  saving={add.isPending && add.variables?.collectionId === collection.id}
                  disabled={busy}
                  onChoose={() => void save(collection)}
                />
              ))}
            </ul>
            <div className="flex justify-end">{startCreating}</div>
          </div>
        )}
      </DialogContent>
    </Dialog>
  );
}

function CollectionRow({ collection, saving, disabled, onChoose }: { collection: Collection; saving: boolean; disabled: boolean; onChoose: () => void }) {
  const t = useT(collectionsEn);
  const metaId = `save-collection-${collection.id}-meta`;
  return (
    <li>
      <button
        type="button"
        onClick={onChoose}
        disabled={disabled}
        aria-describedby={metaId}
        className="flex w-full items-center gap-3 rounded-xl border border-border bg-card px-3 py-2.5 text-left outline-none transition-colors hover:border-primary/50 hover:bg-accent focus-visible:ring-2 focus-visible:ring-ring disabled:cursor-wait disabled:opacity-70 data-[saved=true]:border-primary/40 data-[saved=true]:bg-primary/5"
        data-saved={collection.containsRecipe ? 'true' : undefined}
      >
        <CollectionThumb collection={collection} />
        <span className="min-w-0 flex-1">
          <span className="block truncate font-medium">{collection.name}</span>
          <span id={metaId} className="block text-xs text-muted-foreground">
            {t('recipeCount', { count: collection.recipeCount })} · {collection.isPublic ? t('public') : t('private')}
            {collection.containsRecipe ? <span className="sr-only"> · {t('savedHere')}</span> : null}
          </span>
        </span>
        {saving ? (
          <LoaderCircle aria-hidden="true" className="size-4 animate-spin text-muted-foreground" />
        ) : collection.containsRecipe ? (
          <span aria-hidden="true" className="inline-flex shrink-0 items-center gap-1 rounded-full bg-primary/10 px-2 py-0.5 text-xs font-medium text-primary">
            <Check className="size-3.5" />
            {t('savedHere')}
          </span>
        ) : (
          <VisibilityIcon isPublic={collection.isPublic} decorative className="text-muted-foreground" />
        )}
      </button>
    </li>
  );
}

function CollectionThumb({ collection }: { collection: Collection }) {
  return collection.coverImageUrl ? (
    <img src={collection.coverImageUrl} alt="" className="size-11 shrink-0 rounded-lg object-cover" loading="lazy" />
  ) : (
    <span aria-hidden="true" className="flex size-11 shrink-0 items-center justify-center rounded-lg bg-accent text-accent-foreground">
      {collection.containsRecipe ? <BookmarkCheck className="size-5" /> : <BookmarkPlus className="size-5" />}
    </span>
  );
}
