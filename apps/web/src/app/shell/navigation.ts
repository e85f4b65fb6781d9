import { AI_FEATURES, isEffectivelyAdmin, isEffectivelyApproved, nav, type CurrentUser } from '@hearth/contracts';
import { BookOpen, CalendarDays, CirclePlus, FolderHeart, ShieldCheck, ShoppingBasket, UserCog, type LucideIcon } from 'lucide-react';
// Relative (not @/) so the root Vitest config, which has no alias, can load this module in unit tests.
import { AI_FEATURE_ICONS } from '../../components/ai-feature-icons';

/** The navigation sidebar's groups and who sees them (spec §2 "Navigation sidebar", §6). */
export interface NavItem {
  path: string;
  label: string;
  icon: LucideIcon;
  /** Other paths at which the item shows as current (Browse Recipes is also current at /). */
  alsoActiveAt?: readonly string[];
}

export interface NavGroup {
  id: 'main' | 'social' | 'ai' | 'admin' | 'account';
  label?: string;
  collapsible?: boolean;
  items: NavItem[];
}

type NavUser = Pick<CurrentUser, 'isApproved' | 'isAdmin' | 'isSuperAdmin'>;

/** The words of the sidebar: the contracts' English unless the sidebar passes them translated (decision 0036). */
export interface NavCopy {
  nav: Record<keyof typeof nav, string>;
  aiFeatureNames: readonly string[];
  shoppingList: string;
}

const ENGLISH: NavCopy = {
  nav,
  aiFeatureNames: AI_FEATURES.map((feature) => feature.name),
  // Hearth's own screen (not in the spec, so not in the contracts' nav strings): docs/decisions.
  shoppingList: 'Shopping List',
};

export function navGroupsFor(user: NavUser, copy: NavCopy = ENGLISH): NavGroup[] {
  const approved = isEffectivelyApproved(user);
  const admin = isEffectivelyAdmin(user);
  const groups: NavGroup[] = [
    {
      id: 'main',
      label: copy.nav.mainMenu,
      items: [
        { path: '/recipes', label: copy.nav.browseRecipes, icon: BookOpen, alsoActiveAt: ['/'] },
        ...(approved ? [{ path: '/create-recipe', label: copy.nav.createRecipe, icon: CirclePlus }] : []),
      ],
    },
  ];
  if (approved) {
    groups.push({
      id: 'social',
      label: copy.nav.social,
      items: [
        { path: '/collections', label: copy.nav.collections, icon: FolderHeart },
        { path: '/meal-planner', label: copy.nav.mealPlanner, icon: CalendarDays },
        { path: '/shopping-list', label: copy.shoppingList, icon: ShoppingBasket },
      ],
    });
    groups.push({
      id: 'ai',
      label: copy.nav.aiFeatures,
      collapsible: true,
      items: AI_FEATURES.map((feature, index) => ({ path: feature.path, label: copy.aiFeatureNames[index] ?? feature.name, icon: AI_FEATURE_ICONS[feature.key] })),
    });
  }
  if (admin) {
    groups.push({
      id: 'admin',
      label: copy.nav.administration,
      items: [{ path: '/admin', label: copy.nav.adminDashboard, icon: ShieldCheck }],
    });
  }
  groups.push({ id: 'account', items: [{ path: '/profile', label: copy.nav.profileSettings, icon: UserCog }] });
  return groups;
}

/** An item is current at its own path and at any path it lists in alsoActiveAt. */
export function isNavItemActive(item: Pick<NavItem, 'path' | 'alsoActiveAt'>, pathname: string): boolean {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return path === item.path || (item.alsoActiveAt?.includes(path) ?? false);
}
