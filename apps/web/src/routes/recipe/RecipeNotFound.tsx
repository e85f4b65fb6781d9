import { screens } from '@hearth/contracts';
import { SearchX } from 'lucide-react';
import { Link } from 'react-router';
import { EmptyState } from '@/components/empty-state';
import { useDocumentTitle } from '@/components/page-header';
import { buttonVariants } from '@/components/ui/button';
import recipeEn from '@/i18n/locales/en/recipe.json';
import { useSpec, useT } from '@/i18n/react';

/** 'Recipe Not Found' with a Browse Recipes link to /recipes (spec §2). */
export function RecipeNotFound() {
  const words = useSpec(screens).recipeNotFound;
  const t = useT(recipeEn);
  useDocumentTitle(words.title);
  return (
    <EmptyState
      headingLevel={1}
      icon={<SearchX />}
      title={words.title}
      description={t('detail.notFound')}
      action={
        <Link to="/recipes" className={buttonVariants()}>
          {words.browseLink}
        </Link>
      }
    />
  );
}
