import { copy, isEffectivelyApproved, nav } from '@hearth/contracts';
import { BookUser, CirclePlus, Flame, Sparkles } from 'lucide-react';
import { useCallback } from 'react';
import { Link } from 'react-router';
import { useHeldClicks } from '@/app/held-clicks';
import { CompleteProfileAlert, UnderReviewAlert } from '@/components/account-alerts';
import { PageContainer, PageHeader } from '@/components/page-header';
import { buttonVariants } from '@/components/ui/button';
import { BROWSE_TABS, clearFilters, isNarrowed, toggleFilterValue, type BrowseTab, type FilterKey } from '@/features/recipes/browse-state';
import { ActiveFilterChips, BrowseFilterMenus, type ActiveChip } from '@/features/recipes/components/BrowseFilters';
import { RecipeSearch } from '@/features/recipes/components/RecipeSearch';
import { useSignedInUser } from '@/lib/user/use-signed-in-user';
import { BrowseResults } from './BrowseResults';
import { BrowseTabs } from './BrowseTabs';
import { useBrowseState } from './use-browse-state';
import browseEn from '@/i18n/locales/en/browse.json';
import { useSpec, useT } from '@/i18n/react';

const TAB_ICON: Record<BrowseTab, typeof Flame> = { trending: Flame, curated: Sparkles, my: BookUser };

/**
 * Browse Recipes (/recipes, spec §2): header with Create Recipe (approved only), the account alerts, a
 * search and filter bar, the Trending / Curated / My Recipes tabs (My Recipes approved only) and the grid.
 * The tab, filters and search live in the address bar (use-browse-state.ts).
 */
export default function BrowseRecipesPage() {
  // Drawn by the server for a member (decisions 0040, 0044): a click made before the app took over is carried out now.
  useHeldClicks();
  const user = useSignedInUser();
  const approved = isEffectivelyApproved(user);
  const [state, update] = useBrowseState(approved);
  const tabs = BROWSE_TABS.filter((tab) => tab !== 'my' || approved);
  const t = useT(browseEn);
  const header = useSpec(copy.browse);
  const words = useSpec(nav);

  const commitSearch = useCallback((search: string) => update((s) => (s.search === search ? s : { ...s, search }), { replace: true }), [update]);
  const clearAll = useCallback(() => update(clearFilters), [update]);
  const toggle = (key: FilterKey, value: string, on: boolean) => update((s) => toggleFilterValue(s, key, value, on));
  const clearGroup = (key: FilterKey) => update((s) => ({ ...s, [key]: [] }));
  const removeChip = (chip: ActiveChip) => update((s) => (chip.key === 'search' ? { ...s, search: '' } : toggleFilterValue(s, chip.key, chip.value, false)));

  return (
    <PageContainer>
      <PageHeader
        title={header.title}
        subtitle={header.subtitle}
        actions={
          approved ? (
            <Link to="/create-recipe" className={buttonVariants()}>
              <CirclePlus aria-hidden="true" />
              {words.createRecipe}
            </Link>
          ) : null
        }
      />
      <CompleteProfileAlert user={user} />
      <UnderReviewAlert user={user} />

      <div role="search" aria-label={t('search.label')} className="flex flex-col gap-3">
        <div className="flex flex-col gap-2.5 rounded-2xl border border-border bg-card/70 p-2 shadow-xs sm:p-2.5 md:flex-row md:items-center">
          <RecipeSearch value={state.search} onCommit={commitSearch} className="flex-1" />
          <BrowseFilterMenus state={state} onToggle={toggle} onClearGroup={clearGroup} />
        </div>
        <ActiveFilterChips state={state} onRemove={removeChip} onClearAll={clearAll} />
      </div>

      <BrowseTabs
        label={t('tabsLabel')}
        value={state.tab}
        onValueChange={(tab) => update((s) => ({ ...s, tab }))}
        items={tabs.map((tab) => {
          const Icon = TAB_ICON[tab];
          return { value: tab, label: t(`tabs.${tab}`), icon: <Icon aria-hidden="true" /> };
        })}
      >
        {state.tab === 'my' && isNarrowed(state) ? <p className="mb-4 text-sm text-muted-foreground">{t('myRecipesNote')}</p> : null}
        <BrowseResults key={state.tab} state={state} approved={approved} onClearFilters={clearAll} />
      </BrowseTabs>
    </PageContainer>
  );
}
