import { PENDING_RECIPE_TAGS_SHOWN, type AdminRecipe, type AdminUser, type Ingredient } from '@hearth/contracts';
import { ApiError, readableServerMessage } from '@/lib/api';
import { formatsFor } from '@/i18n/format';
import adminEn from '@/i18n/locales/en/admin.json';
import { getLanguage, translator } from '@/i18n/runtime';

// Read at each call, so the tables speak the language shown when they render.
const tAdmin = translator(adminEn);

/** How the admin tables show people, recipes and ingredients (spec §2 "Admin Dashboard"). */

type Person = Pick<AdminUser, 'firstName' | 'lastName' | 'email'>;

const clean = (value: string | null | undefined) => value?.trim() ?? '';

/** First and last name as one, or '' when neither is there. */
const fullName = (person: { firstName: string | null; lastName?: string | null }) => [clean(person.firstName), clean(person.lastName)].filter(Boolean).join(' ');

/**
 * The User column: the full name, else 'Unknown'. The spec's column says first name; admins telling members
 * apart asked for the whole name (issue 13, item 11), with the spec's fallback kept.
 */
export function memberName(user: Pick<AdminUser, 'firstName' | 'lastName'>): string {
  return fullName(user) || tAdmin('unknownUser');
}

/** Who a row is about, for accessible names and dialogs: the full name, else the email. */
export function memberLabel(user: Person): string {
  return fullName(user) || clean(user.email) || tAdmin('unknownUser');
}

/** The avatar's letter: the first name's, else the email's, else 'U'. */
export function memberInitial(user: Pick<AdminUser, 'firstName' | 'email'>): string {
  const first = Array.from(clean(user.firstName) || clean(user.email))[0];
  return first ? first.toLocaleUpperCase() : 'U';
}

/** The Username column: the username, else '-'. */
export function usernameOrMissing(user: Pick<AdminUser, 'profile'>): string {
  return clean(user.profile?.username) || tAdmin('missing');
}

/** The Creator column: the creator's full name (issue 13, item 11), else their email (spec §2). */
export function creatorLabel(recipe: Pick<AdminRecipe, 'creator'>): string {
  return fullName(recipe.creator) || recipe.creator.email;
}

/** The AI Rating column: one decimal, else '-'. */
export function formatAiRating(rating: number | null | undefined): string {
  return typeof rating === 'number' && Number.isFinite(rating) ? rating.toFixed(1) : tAdmin('missing');
}

/** Pending recipe rows show the first two tags (spec §9). */
export function shownTags(tags: readonly string[]): string[] {
  return tags.slice(0, PENDING_RECIPE_TAGS_SHOWN);
}

export function recipeStatus(recipe: Pick<AdminRecipe, 'isApproved'>): string {
  return recipe.isApproved ? tAdmin('recipeStatus.approved') : tAdmin('recipeStatus.pending');
}

/** The ingredient's category, else 'Uncategorized'. */
export function ingredientCategory(ingredient: Pick<Ingredient, 'category'>): string {
  return clean(ingredient.category) || tAdmin('uncategorized');
}

/** Joined and Created dates, like 'Mar 5, 2025'; an unreadable date shows '-'. */
export function formatAdminDate(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? tAdmin('missing') : formatsFor(getLanguage()).date(date, { month: 'short', day: 'numeric', year: 'numeric' });
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
  return (error instanceof ApiError && readableServerMessage(error.body)) || fallback;
}
