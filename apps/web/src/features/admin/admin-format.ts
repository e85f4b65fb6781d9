import { PENDING_RECIPE_TAGS_SHOWN, type AdminRecipe, type AdminUser, type Ingredient } from '@hearth/contracts';
import { ApiError } from '@/lib/api';
import { adminCopy } from './admin-copy';

/** How the admin tables show people, recipes and ingredients (spec §2 "Admin Dashboard"). */

type Person = Pick<AdminUser, 'firstName' | 'lastName' | 'email'>;

const clean = (value: string | null | undefined) => value?.trim() ?? '';

/** The User column: the first name, else 'Unknown'. */
export function memberFirstName(user: Pick<AdminUser, 'firstName'>): string {
  return clean(user.firstName) || adminCopy.unknownUser;
}

/** Who a row is about, for accessible names and dialogs: the full name, else the email. */
export function memberLabel(user: Person): string {
  return [clean(user.firstName), clean(user.lastName)].filter(Boolean).join(' ') || clean(user.email) || adminCopy.unknownUser;
}

/** The avatar's letter: the first name's, else the email's, else 'U'. */
export function memberInitial(user: Pick<AdminUser, 'firstName' | 'email'>): string {
  const first = Array.from(clean(user.firstName) || clean(user.email))[0];
  return first ? first.toLocaleUpperCase() : 'U';
}

/** The Username column: the username, else '-'. */
export function usernameOrMissing(user: Pick<AdminUser, 'profile'>): string {
  return clean(user.profile?.username) || adminCopy.missing;
}

/** The Creator column: the creator's first name, else their email. */
export function creatorLabel(recipe: Pick<AdminRecipe, 'creator'>): string {
  return clean(recipe.creator.firstName) || recipe.creator.email;
}

/** The AI Rating column: one decimal, else '-'. */
export function formatAiRating(rating: number | null | undefined): string {
  return typeof rating === 'number' && Number.isFinite(rating) ? rating.toFixed(1) : adminCopy.missing;
}

/** Pending recipe rows show the first two tags (spec §9). */
export function shownTags(tags: readonly string[]): string[] {
  return tags.slice(0, PENDING_RECIPE_TAGS_SHOWN);
}

export function recipeStatus(recipe: Pick<AdminRecipe, 'isApproved'>): string {
  return recipe.isApproved ? adminCopy.recipeStatus.approved : adminCopy.recipeStatus.pending;
}

/** The ingredient's category, else 'Uncategorized'. */
export function ingredientCategory(ingredient: Pick<Ingredient, 'category'>): string {
  return clean(ingredient.category) || adminCopy.uncategorized;
}

const dateFormat = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric' });

/** Joined and Created dates, like 'Mar 5, 2025'; an unreadable date shows '-'. */
export function formatAdminDate(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? adminCopy.missing : dateFormat.format(date);
}

/**
 * The role action the All Users table offers: Promote to Admin for members, Demote for admins, nothing for
 * super admins (spec §2). Banned accounts and the viewer's own row get nothing either: the server refuses both
 * (a banned user's role cannot change; an admin cannot demote themselves).
 */
export function roleAction(user: Pick<AdminUser, 'id' | 'isAdmin' | 'isSuperAdmin' | 'isBanned'>, viewerId: string): 'promote' | 'demote' | null {
  if (user.isSuperAdmin || user.isBanned || user.id === viewerId) return null;
  return user.isAdmin ? 'demote' : 'promote';
}

/** The server's `message` for a refused call, else the fallback (network failures, empty bodies). */
export function serverMessageOr(error: unknown, fallback: string): string {
  return error instanceof ApiError && error.body?.message ? error.body.message : fallback;
}
