import type { Ingredient } from '@hearth/contracts';
import { Carrot, ImageUp, Search } from 'lucide-react';
import { useDeferredValue, useId, useState } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { ingredientCategory } from '../admin-format';
import { useIngredients } from '../list-ingredients';
import { EmptyTable, LoadError, LoadingRows, ShowMore } from './TableStates';
import { UploadIngredientImageDialog } from './UploadIngredientImageDialog';
import adminEn from '@/i18n/locales/en/admin.json';
import { useT } from '@/i18n/react';

/** How many ingredients show at first and per "Show more" (the catalogue holds hundreds). */
const INGREDIENTS_SHOWN = 60;

/** Ingredients (spec §2): image, name, category (or 'Uncategorized') and an Upload Image dialog per ingredient. */
export function IngredientsPanel() {
  const t = useT(adminEn);
  const query = useIngredients();
  const [search, setSearch] = useState('');
  const deferredSearch = useDeferredValue(search);
  const [limit, setLimit] = useState(INGREDIENTS_SHOWN);
  const [target, setTarget] = useState<Ingredient | null>(null);
  const [open, setOpen] = useState(false);
  const searchId = useId();

  if (query.isPending) return <LoadingRows label={t('loading.ingredients')} />;
  if (query.isError) return <LoadError error={query.error} onRetry={() => void query.refetch()} retrying={query.isRefetching} />;
  const all = query.data ?? [];
  if (all.length === 0) return <EmptyTable title={t('empty.ingredients')} icon={<Carrot />} />;

  const needle = deferredSearch.trim().toLocaleLowerCase();
  const matching = needle ? all.filter((i) => i.name.toLocaleLowerCase().includes(needle) || ingredientCategory(i).toLocaleLowerCase().includes(needle)) : all;
  const shown = matching.slice(0, limit);

  return (
    <div className="flex flex-col gap-4">
      <div className="relative max-w-sm">
        <label htmlFor={searchId} className="sr-only">
          {t('searchIngredients')}
        </label>
        <Search aria-hidden="true" className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground" />
        <Input id={searchId} type="search" placeholder={t('searchIngredients')} value={search} onChange={(event) => setSearch(event.target.value)} className="pl-9" />
      </div>
      {shown.length === 0 ? (
        <EmptyTable title={t('empty.ingredients')} icon={<Carrot />} />
      ) : (
        <ul className="grid grid-cols-1 gap-3 md:grid-cols-2 2xl:grid-cols-3" aria-label={t('tabs.ingredients')}>
          {shown.map((ingredient) => (
            <li key={ingredient.id} className="flex min-w-0 items-center gap-3 rounded-xl border border-border bg-card p-3">
              <div className="flex size-14 shrink-0 items-center justify-center overflow-hidden rounded-lg bg-muted">
                {ingredient.imageUrl ? (
                  <img src={ingredient.imageUrl} alt="" loading="lazy" decoding="async" className="size-full object-cover" />
                ) : (
                  <Carrot aria-hidden="true" className="size-5 text-muted-foreground" />
                )}
              </div>
              <div className="flex min-w-0 flex-1 flex-col items-start gap-1">
                <span className="line-clamp-2 font-medium break-words">{ingredient.name}</span>
                <Badge variant={ingredient.category ? 'secondary' : 'outline'} className="block max-w-full truncate font-normal">
                  {ingredientCategory(ingredient)}
                </Badge>
              </div>
              <Button
                size="sm"
                variant="outline"
                onClick={() => {
                  setTarget(ingredient);
                  setOpen(true);
                }}
              >
                <ImageUp aria-hidden="true" />
                {t('actions.uploadImage')}
                <span className="sr-only"> {t('forIngredient', { name: ingredient.name })}</span>
              </Button>
            </li>
          ))}
        </ul>
      )}
      <ShowMore hasMore={matching.length > shown.length} loading={false} onMore={() => setLimit((n) => n + INGREDIENTS_SHOWN)} shown={shown.length} total={matching.length} />
      <UploadIngredientImageDialog ingredient={target} open={open} onOpenChange={setOpen} />
    </div>
  );
}
