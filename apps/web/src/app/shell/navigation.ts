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

export function navGroupsFor(user: NavUser): NavGroup[] {
  const approved = isEffectivelyApproved(user);
  const admin = isEffectivelyAdmin(user);
  const groups: NavGroup[] = [
    {
      id: 'main',
      label: nav.mainMenu,
      items: [
        { path: '/recipes', label: nav.browseRecipes, icon: BookOpen, alsoActiveAt: ['/'] },
        ...(approved ? [{ path: '/create-recipe', label: nav.createRecipe, icon: CirclePlus }] : []),
      ],
    },
  ];
  if (approved) {
    groups.push({
      id: 'social',
      label: nav.social,
      items: [
        { path: '/collections', label: nav.collections, icon: FolderHeart },
        { path: '/meal-planner', label: nav.mealPlanner, icon: CalendarDays },
        // Hearth's own screen (not in the spec, so not in the contracts' nav strings): docs/decisions.
        { path: '/shopping-list', label: 'Shopping List', icon: ShoppingBasket },
      ],
    });
    groups.push({
      id: 'ai',
      label: nav.aiFeatures,
      collapsible: true,
      items: AI_FEATURES.map((feature) => ({ path: feature.path, label: feature.name, icon: AI_FEATURE_ICONS[feature.key] })),
    });
  }
  if (admin) {
    groups.push({
      id: 'admin',
      label: nav.administration,
      items: [{ path: '/admin', label: nav.adminDashboard, icon: ShieldCheck }],
    });
  }
  groups.push({ id: 'account', items: [{ path: '/profile', label: nav.profileSettings, icon: UserCog }] });
  return groups;
}

/** An item is current at its own path and at any path it lists in alsoActiveAt. */
export function isNavItemActive(item: Pick<NavItem, 'path' | 'alsoActiveAt'>, pathname: string): boolean {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return path === item.path || (item.alsoActiveAt?.includes(path) ?? false);
}
