import { BROWSE_SKELETON_CARDS, collectionMessages, errors as errorCopy, nav, toasts, type Collection, type RecipeCard as RecipeCardData } from '@hearth/contracts';
import { ArrowLeft, BookOpen, FolderHeart, Link2, Pencil, Trash2, TriangleAlert, Users } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { EmptyState } from '@/components/empty-state';
import { useDocumentTitle } from '@/components/page-header';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { Button, buttonVariants } from '@/components/ui/button';
import { toast } from '@/components/ui/use-toast';
import { CollectionCover } from '@/features/collections/components/CollectionCover';
import { DeleteCollectionDialog } from '@/features/collections/components/DeleteCollectionDialog';
import { EditCollectionDialog } from '@/features/collections/components/EditCollectionDialog';
import { VisibilityIcon } from '@/features/collections/components/VisibilityIcon';
import { useCollectionRecipes } from '@/features/collections/list-collection-recipes';
import { useRemoveFromCollection } from '@/features/collections/remove-from-collection';
import { collectionShareUrl } from '@/features/collections/share-link';
import { useMyAllergies } from '@/features/profile/get-profile';
import { RecipeCard, RecipeCardSkeleton } from '@/features/recipes/components/RecipeCard';
import { ApiError, errorMessage } from '@/lib/api';
import { cn } from '@/lib/utils';
import collectionsEn from '@/i18n/locales/en/collections.json';
import { useSpecText, useT } from '@/i18n/react';

/**
 * One collection's recipes (spec §2). Its owner can remove recipes, edit the collection and delete it; anyone
 * else who opens a public collection by its link (`?open={id}`) sees it read-only. `collection` is the
 * member's own collection with that id, or null when it is someone else's (the server has no call for another
 * member's collection details).
 */
export function CollectionDetail({ id, collection, listPending }: { id: number; collection: Collection | null; listPending: boolean }) {
  const t = useT(collectionsEn);
  const specText = useSpecText();
  const allergies = useMyAllergies();
  const recipes = useCollectionRecipes(id);
  const remove = useRemoveFromCollection();
  const heading = useRef<HTMLHeadingElement>(null);
  const navigate = useNavigate();
  const [editing, setEditing] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const known = collection != null;
  const isOwner = collection?.isOwner ?? false;
  // A collection that is not the member's own can only be read when it is public.
  const isPublic = collection?.isPublic ?? true;
  const notFound = recipes.error instanceof ApiError && (recipes.error.status === 404 || recipes.error.status === 403);
  const title = known ? collection.name : listPending ? specText(nav.collections) : t('sharedCollection');
  useDocumentTitle(title);

  // Opening a collection moves focus to its name, so keyboard and screen reader users land on the new view.
  useEffect(() => {
    heading.current?.focus({ preventScroll: true });
  }, [id]);

  const copyLink = async () => {
    try {
      await navigator.clipboard.writeText(collectionShareUrl(window.location.origin, id));
      toast({ title: toasts.linkCopied.title, description: t('linkCopied') });
    } catch {
      toast({ title: errorCopy.title, description: t('copyFailed'), variant: 'destructive' });
    }
  };

  const removeRecipe = async (recipe: RecipeCardData) => {
    try {
      await remove.mutateAsync({ collectionId: id, recipeId: recipe.id });
      toast(toasts.recipeRemoved);
      heading.current?.focus({ preventScroll: true });
    } catch (error) {
      toast({ title: errorCopy.title, description: errorMessage(error), variant: 'destructive' });
    }
  };

  const count = recipes.data?.length ?? collection?.recipeCount ?? null;

  return (
    <>
      <Link to="/collections" className={cn(buttonVariants({ variant: 'ghost', size: 'sm' }), '-ml-2 self-start text-muted-foreground')}>
        <ArrowLeft aria-hidden="true" />
        {t('allCollections')}
      </Link>

      <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div className="flex min-w-0 items-start gap-4">
          <div className="size-16 shrink-0 overflow-hidden rounded-xl border border-border bg-muted sm:size-20">
            {known ? <CollectionCover id={collection.id} imageUrl={collection.coverImageUrl} /> : <CollectionCover id={id} imageUrl={recipes.data?.[0]?.imageUrl ?? null} />}
          </div>
          <div className="min-w-0">
            <h1 ref={heading} tabIndex={-1} className="font-display text-3xl font-semibold tracking-tight break-words outline-none sm:text-[2rem]">
              {listPending && !known ? <span aria-hidden="true" className="inline-block h-9 w-56 animate-pulse rounded-lg bg-muted align-middle" /> : title}
            </h1>
            <p className="mt-1.5 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-muted-foreground">
              <span className="inline-flex items-center gap-1.5">
                <VisibilityIcon isPublic={isPublic} decorative />
                {isPublic ? t('publicLabel') : t('privateLabel')}
              </span>
              {count != null ? (
                <span className="inline-flex items-center gap-1.5">
                  <BookOpen aria-hidden="true" className="size-4" />
                  {t('recipeCount', { count: count })}
                </span>
              ) : null}
            </p>
            {collection?.description ? <p className="mt-2 max-w-2xl text-base leading-relaxed text-foreground/85">{collection.description}</p> : null}
          </div>
        </div>
        <div className="flex flex-wrap gap-2 self-start sm:shrink-0 sm:justify-end sm:self-auto">
          {isPublic && !notFound ? (
            <Button variant="outline" onClick={() => void copyLink()}>
              <Link2 aria-hidden="true" />
              {t('copyLink')}
            </Button>
          ) : null}
          {known && isOwner ? (
            <>
              <Button variant="outline" onClick={() => setEditing(true)}>
                <Pencil aria-hidden="true" />
                {t('edit')}
              </Button>
              <Button variant="outline" onClick={() => setDeleting(true)} className="text-destructive hover:text-destructive">
                <Trash2 aria-hidden="true" />
                {t('delete')}
              </Button>
            </>
          ) : null}
        </div>
      </div>

      {known && isOwner ? (
        <>
          <EditCollectionDialog collection={collection} open={editing} onOpenChange={setEditing} />
          <DeleteCollectionDialog
            collection={collection}
            open={deleting}
            onOpenChange={setDeleting}
            // Replace: going back should not reopen a collection that no longer exists.
            onDeleted={() => void navigate('/collections', { replace: true })}
          />
        </>
      ) : null}

      {!known && !listPending && !notFound ? (
        <Alert variant="info">
          <Users aria-hidden="true" />
          <AlertDescription>{t('sharedBy')}</AlertDescription>
        </Alert>
      ) : null}

      <section aria-label={t('recipesRegion')} aria-busy={recipes.isPending || undefined}>
        {recipes.isPending ? (
          <div className="grid gap-5 sm:grid-cols-2 xl:grid-cols-3">
            {Array.from({ length: Math.min(BROWSE_SKELETON_CARDS, 3) }, (_, i) => (
              <RecipeCardSkeleton key={i} />
            ))}
            <span className="sr-only" role="status">
              {t('loadingRecipes')}
            </span>
          </div>
        ) : notFound ? (
          <EmptyState
            icon={<FolderHeart />}
            title={collectionMessages.notFound}
            description={t('maybePrivate')}
            action={
              <Link to="/collections" className={buttonVariants({ variant: 'outline' })}>
                {t('allCollections')}
              </Link>
            }
          />
        ) : recipes.isError ? (
          <EmptyState
            icon={<TriangleAlert />}
            title={t('loadRecipesFailed')}
            description={errorMessage(recipes.error)}
            action={
              <Button variant="outline" onClick={() => void recipes.refetch()} disabled={recipes.isRefetching}>
                {t('tryAgain')}
              </Button>
            }
          />
        ) : recipes.data.length === 0 ? (
          <EmptyState
            icon={<BookOpen />}
            title={t('emptyCollectionTitle')}
            description={isOwner ? t('emptyCollectionOwner') : t('emptyCollectionVisitor')}
            action={
              isOwner ? (
                <Link to="/recipes" className={buttonVariants()}>
                  {t('browseRecipes')}
                </Link>
              ) : null
            }
          />
        ) : (
          <ul role="list" className="grid gap-5 sm:grid-cols-2 xl:grid-cols-3">
            {recipes.data.map((recipe) => {
              const removing = remove.isPending && remove.variables?.recipeId === recipe.id;
              return (
                <li key={recipe.id} className="relative flex">
                  <RecipeCard recipe={recipe} viewerAllergies={allergies} />
                  {isOwner ? (
                    <Button
                      variant="outline"
                      size="icon"
                      onClick={() => void removeRecipe(recipe)}
                      disabled={removing}
                      aria-label={t('remove', { title: recipe.title })}
                      title={t('remove', { title: recipe.title })}
                      className="absolute top-3 right-3 bg-card/95 text-destructive shadow-sm backdrop-blur hover:bg-card hover:text-destructive"
                    >
                      <Trash2 aria-hidden="true" />
                    </Button>
                  ) : null}
                </li>
              );
            })}
          </ul>
        )}
      </section>
    </>
  );
}
