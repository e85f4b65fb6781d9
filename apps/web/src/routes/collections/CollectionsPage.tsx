import { nav } from '@hearth/contracts';
import { FolderHeart, FolderPlus, TriangleAlert } from 'lucide-react';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { EmptyState } from '@/components/empty-state';
import { PageContainer, PageHeader } from '@/components/page-header';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { CollectionCard } from '@/features/collections/components/CollectionCard';
import { NewCollectionDialog } from '@/features/collections/components/NewCollectionDialog';
import { useCollections } from '@/features/collections/list-collections';
import { OPEN_PARAM, parseOpenParam } from '@/features/collections/share-link';
import { CollectionDetail } from './CollectionDetail';
import collectionsEn from '@/i18n/locales/en/collections.json';
import { useSpec, useT } from '@/i18n/react';

/**
 * Collections (spec §2), approved members only (the router redirects anyone else): the member's collections
 * as a grid and a 'New Collection' dialog. Selecting one (`?open={id}`, also the link a public collection is
 * shared by) lists its recipes.
 */
export default function CollectionsPage() {
  const t = useT(collectionsEn);
  const title = useSpec(nav).collections;
  const [params] = useSearchParams();
  const openId = parseOpenParam(params.get(OPEN_PARAM));
  const collections = useCollections();
  const [creating, setCreating] = useState(false);

  if (openId != null) {
    return (
      <PageContainer>
        <CollectionDetail id={openId} collection={collections.data?.find((c) => c.id === openId) ?? null} listPending={collections.isPending} />
      </PageContainer>
    );
  }

  const newButton = (
    <Button onClick={() => setCreating(true)}>
      <FolderPlus aria-hidden="true" />
      {t('newCollection')}
    </Button>
  );

  return (
    <PageContainer>
      <PageHeader title={title} subtitle={t('subtitle')} icon={<FolderHeart />} actions={newButton} />
      <NewCollectionDialog open={creating} onOpenChange={setCreating} />

      <section aria-label={title} aria-busy={collections.isPending || undefined}>
        {collections.isPending ? (
          <div className="grid gap-5 sm:grid-cols-2 xl:grid-cols-3">
            {Array.from({ length: 3 }, (_, i) => (
              <div key={i} className="flex flex-col overflow-hidden rounded-2xl border border-border bg-card">
                <Skeleton className="aspect-[16/9] rounded-none" />
                <div className="flex flex-col gap-2.5 p-4">
                  <Skeleton className="h-5 w-2/3" />
                  <Skeleton className="h-4 w-full" />
                  <Skeleton className="h-4 w-1/3" />
                </div>
              </div>
            ))}
            <span className="sr-only" role="status">
              {t('loading')}
            </span>
          </div>
        ) : collections.isError ? (
          <EmptyState
            icon={<TriangleAlert />}
            title={t('loadFailed')}
            description={t('checkConnection')}
            action={
              <Button variant="outline" onClick={() => void collections.refetch()} disabled={collections.isRefetching}>
                {t('tryAgain')}
              </Button>
            }
          />
        ) : collections.data.length === 0 ? (
          <EmptyState icon={<FolderHeart />} title={t('emptyTitle')} description={t('emptyDescription')} action={newButton} />
        ) : (
          <ul role="list" className="grid gap-5 sm:grid-cols-2 xl:grid-cols-3">
            {collections.data.map((collection) => (
              <li key={collection.id} className="flex">
                <CollectionCard collection={collection} />
              </li>
            ))}
          </ul>
        )}
      </section>
    </PageContainer>
  );
}
