import { collectionMessages, errors as errorCopy, isEffectivelyApproved, toasts, type Collection } from '@hearth/contracts';
import { BookmarkPlus, FolderPlus, LoaderCircle } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { Button, buttonVariants } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle, DialogTrigger } from '@/components/ui/dialog';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/components/ui/use-toast';
import { useCurrentUser } from '@/lib/user/current-user';
import { errorMessage } from '@/lib/api';
import { useAddToCollection } from '../add-to-collection';
import { collectionsCopy } from '../copy';
import { useCollections } from '../list-collections';
import { VisibilityIcon } from './VisibilityIcon';

/**
 * 'Save to collection' on a recipe page (spec §2), for approved members only: a dialog listing the member's
 * collections; choosing one adds the recipe. With no collections it offers a 'Create Collection' link.
 */
export function SaveToCollectionButton({ recipeId, className }: { recipeId: number; className?: string }) {
  const { data: user } = useCurrentUser();
  const approved = user ? isEffectivelyApproved(user) : false;
  const [open, setOpen] = useState(false);
  // The collections list is requested only when signed in (spec §6), and only for members who can save.
  const collections = useCollections({ enabled: approved });
  const add = useAddToCollection();

  if (!approved) return null;

  const save = async (collection: Collection) => {
    try {
      const result = await add.mutateAsync({ collectionId: collection.id, recipeId });
      if (result.added) toast(toasts.addedToCollection);
      else toast({ title: collectionsCopy.alreadyThere, description: result.message || collectionMessages.alreadyThere });
      setOpen(false);
    } catch (error) {
      toast({ title: errorCopy.title, description: errorMessage(error, errorCopy.addToCollection), variant: 'destructive' });
    }
  };

  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant="outline" className={className}>
          <BookmarkPlus aria-hidden="true" />
          {collectionsCopy.saveToCollection}
        </Button>
      </DialogTrigger>
      <DialogContent className="max-w-md">
        <DialogHeader>
          <DialogTitle>{collectionsCopy.saveToCollection}</DialogTitle>
          <DialogDescription>{collectionsCopy.saveDialogDescription}</DialogDescription>
        </DialogHeader>
        {collections.isPending ? (
          <div className="flex justify-center py-8">
            <Spinner label="Loading collections" />
          </div>
        ) : collections.isError ? (
          <div className="flex flex-col items-center gap-3 py-6 text-center">
            <p className="text-sm text-muted-foreground">{collectionsCopy.loadFailed}</p>
            <Button variant="outline" size="sm" onClick={() => void collections.refetch()}>
              {collectionsCopy.tryAgain}
            </Button>
          </div>
        ) : collections.data.length === 0 ? (
          <div className="flex flex-col items-center gap-4 rounded-xl border border-dashed border-border px-4 py-8 text-center">
            <p className="text-sm text-muted-foreground">{collectionsCopy.noCollectionsYet}</p>
            <Link to="/collections" className={buttonVariants()} onClick={() => setOpen(false)}>
              <FolderPlus aria-hidden="true" />
              {collectionsCopy.createCollection}
            </Link>
          </div>
        ) : (
          <ul className="-mx-1 flex max-h-[min(24rem,60svh)] flex-col gap-1 overflow-y-auto px-1 py-0.5" aria-label="Your collections">
            {collections.data.map((collection) => {
              const saving = add.isPending && add.variables?.collectionId === collection.id;
              return (
                <li key={collection.id}>
                  <button
                    type="button"
                    onClick={() => void save(collection)}
                    disabled={add.isPending}
                    aria-describedby={`save-collection-${collection.id}-meta`}
                    className="flex w-full items-center gap-3 rounded-xl border border-border bg-card px-3 py-2.5 text-left outline-none transition-colors hover:border-primary/50 hover:bg-accent focus-visible:ring-2 focus-visible:ring-ring disabled:cursor-wait disabled:opacity-70"
                  >
                    <CollectionThumb collection={collection} />
                    <span className="min-w-0 flex-1">
                      <span className="block truncate font-medium">{collection.name}</span>
                      <span id={`save-collection-${collection.id}-meta`} className="block text-xs text-muted-foreground">
                        {collectionsCopy.recipeCount(collection.recipeCount)} · {collection.isPublic ? collectionsCopy.public : collectionsCopy.private}
                      </span>
                    </span>
                    {saving ? (
                      <LoaderCircle aria-hidden="true" className="size-4 animate-spin text-muted-foreground" />
                    ) : (
                      <VisibilityIcon isPublic={collection.isPublic} decorative className="text-muted-foreground" />
                    )}
                  </button>
                </li>
              );
            })}
          </ul>
        )}
      </DialogContent>
    </Dialog>
  );
}

function CollectionThumb({ collection }: { collection: Collection }) {
  return collection.coverImageUrl ? (
    <img src={collection.coverImageUrl} alt="" className="size-11 shrink-0 rounded-lg object-cover" loading="lazy" />
  ) : (
    <span aria-hidden="true" className="flex size-11 shrink-0 items-center justify-center rounded-lg bg-accent text-accent-foreground">
      <BookmarkPlus className="size-5" />
    </span>
  );
}
