import type { Collection } from '@hearth/contracts';
import { Link } from 'react-router';
import { OPEN_PARAM } from '../share-link';
import { CollectionCover } from './CollectionCover';
import { VisibilityIcon } from './VisibilityIcon';
import collectionsEn from '@/i18n/locales/en/collections.json';
import { useT } from '@/i18n/react';

/** A collection in the grid: cover, name, a lock or globe, two lines of description and the recipe count. */
export function CollectionCard({ collection }: { collection: Collection }) {
  const t = useT(collectionsEn);
  return (
    <Link
      to={`/collections?${OPEN_PARAM}=${collection.id}`}
      className="group flex w-full flex-col overflow-hidden rounded-2xl border border-border bg-card shadow-xs outline-none transition-[box-shadow,border-color,transform] duration-200 hover:-translate-y-0.5 hover:border-primary/40 hover:shadow-md focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background"
    >
      <div className="relative aspect-[2/1] overflow-hidden bg-muted sm:aspect-[16/9]">
        <CollectionCover id={collection.id} imageUrl={collection.coverImageUrl} className="transition-transform duration-300 group-hover:scale-[1.03]" />
      </div>
      <div className="flex flex-1 flex-col gap-1.5 p-4">
        <div className="flex items-start gap-2">
          <h2 className="min-w-0 flex-1 font-display text-lg leading-snug font-semibold break-words group-hover:text-primary">{collection.name}</h2>
          <VisibilityIcon isPublic={collection.isPublic} className="mt-1.5 text-muted-foreground" />
        </div>
        {collection.description ? <p className="line-clamp-2 text-sm leading-relaxed text-muted-foreground">{collection.description}</p> : null}
        <p className="mt-auto pt-1 text-sm font-medium text-muted-foreground">{t('recipeCount', { count: collection.recipeCount })}</p>
      </div>
    </Link>
  );
}
