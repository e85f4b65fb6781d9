import { screens } from '@hearth/contracts';
import { SearchX } from 'lucide-react';
import { Link } from 'react-router';
import { EmptyState } from '@/components/empty-state';
import { useDocumentTitle } from '@/components/page-header';
import { buttonVariants } from '@/components/ui/button';

/** 'Recipe Not Found' with a Browse Recipes link to /recipes (spec §2). */
export function RecipeNotFound() {
  useDocumentTitle(screens.recipeNotFound.title);
  return (
    <EmptyState
      headingLevel={1}
      icon={<SearchX />}
      title={screens.recipeNotFound.title}
      description="This recipe doesn't exist, or it isn't shared with you."
      action={
        <Link to="/recipes" className={buttonVariants()}>
          {screens.recipeNotFound.browseLink}
        </Link>
      }
    />
  );
}
