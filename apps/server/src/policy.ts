import { aiToolRoutes, isEffectivelyAdmin, isEffectivelyApproved, isListedRecipe, serverMessages } from '@hearth/contracts';
import { AppError } from './errors';
import type { Viewer } from './modules/users/users.repository';

/**
 * The one authorization policy (DESIGN §4, spec §6), declared as data.
 * Every /api route has exactly one row; the server refuses to start when a route has none,
 * and the authorization matrix test reads this table to know what each role should get.
 */
export const ACCESS_LEVELS = ['public', 'signedInOrVisitor', 'signedIn', 'member', 'approved', 'admin', 'superAdmin'] as const;
export type Access = (typeof ACCESS_LEVELS)[number];

export const routePolicy: Record<string, Access> = {
  // Session and sign-in (the sign-in page and Better Auth's endpoints are for visitors).
  'GET /api/login': 'public',
  'POST /api/login/sign-in': 'public',
  'POST /api/login/sign-up': 'public',
  'POST /api/login/oidc': 'public',
  'GET /api/login/styles.css': 'public',
  'GET /api/login/theme.js': 'public',
  'GET /api/login/forgot-password': 'public',
  'POST /api/login/forgot-password': 'public',
  'GET /api/login/reset-password': 'public',
  'POST /api/login/reset-password': 'public',
  'GET /api/logout': 'public',
  'POST /api/logout': 'public',
  'GET /api/auth/*': 'public',
  'POST /api/auth/*': 'public',
  'POST /api/auth/sign-in/email': 'public',
  'POST /api/auth/sign-up/email': 'public',
  'GET /api/user': 'signedIn',
  // The app's boot read (decision 0039): /api/user's rules for a session, but a visitor is let in (to read null).
  'GET /api/session': 'signedInOrVisitor',
  // The member's own account (issue 16, modules/account): every signed-in member, profile done or not.
  'GET /api/account': 'signedIn',
  'PATCH /api/account/name': 'signedIn',
  'POST /api/account/email': 'signedIn',
  'POST /api/account/password': 'signedIn',
  'GET /api/account/sessions': 'signedIn',
  'DELETE /api/account/sessions/:id': 'signedIn',
  'POST /api/account/sessions/end-others': 'signedIn',
  'POST /api/account/delete': 'signedIn',
  'GET /api/openapi.json': 'public',
  'GET /api/docs': 'public',

  // Food profile: the wizard runs before the profile exists.
  'GET /api/profile': 'signedIn',
  'POST /api/profile': 'signedIn',
  'POST /api/profile/avatar': 'signedIn',
  'DELETE /api/profile/avatar': 'signedIn',
  // Data portability: everyone with an account may download what Hearth keeps about them (decision 0034).
  'GET /api/profile/export': 'signedIn',

  // Recipes: pending members may browse and read; everything else needs approval (spec §6).
  'GET /api/recipes': 'member',
  'GET /api/recipes/:id': 'member',
  // Whoever may read a recipe may take it away as schema.org JSON-LD (decision 0034).
  'GET /api/recipes/:id/export': 'member',
  'GET /api/recipes/related/:id': 'member',
  'GET /api/recipes/my': 'approved',
  'POST /api/recipes': 'approved',
  // Import on Create Recipe (issue 15): a draft for the form and its picture; nothing is saved.
  'POST /api/recipes/import': 'approved',
  'POST /api/recipes/import/image': 'approved',
  'PUT /api/recipes/:id': 'approved',
  'POST /api/recipes/:id/rate': 'approved',
  'GET /api/recipes/:id/versions': 'approved',
  'POST /api/recipes/:id/versions/:versionId/restore': 'approved',
  // A creator's photos of their recipe (admins too; the object rule is in recipe-photos.service.ts).
  'GET /api/recipes/:id/images': 'approved',
  'POST /api/recipes/:id/images': 'approved',
  'PUT /api/recipes/:id/images/order': 'approved',
  'DELETE /api/recipes/:id/images/:imageId': 'approved',
  'GET /api/ingredients': 'member',

  // Collections, meal plans and the shopping list: approved members, their own data (object rules in the services).
  'GET /api/collections': 'approved',
  'POST /api/collections': 'approved',
  'GET /api/collections/:id': 'approved',
  'PATCH /api/collections/:id': 'approved',
  'DELETE /api/collections/:id': 'approved',
  'POST /api/collections/:collectionId/recipes': 'approved',
  'GET /api/collections/:id/recipes': 'approved',
  'DELETE /api/collections/:collectionId/recipes/:recipeId': 'approved',
  'GET /api/meal-plans': 'approved',
  'POST /api/meal-plans': 'approved',
  'DELETE /api/meal-plans/:id': 'approved',
  'GET /api/shopping-list': 'approved',
  'POST /api/shopping-list/checks': 'approved',
  'POST /api/shopping-list/items': 'approved',
  'DELETE /api/shopping-list/items/:id': 'approved',

  // Notifications (the header bell): every member with a profile.
  'GET /api/notifications': 'member',
  'POST /api/notifications/:id/read': 'member',
  'POST /api/notifications/read-all': 'member',

  // Administration (object rules such as "super admins cannot be banned" live in admin.service.ts).
  'GET /api/admin/stats': 'admin',
  'GET /api/admin/users/pending': 'admin',
  'GET /api/admin/users': 'admin',
  'POST /api/admin/users/:userId/approve': 'admin',
  'POST /api/admin/users/:userId/ban': 'admin',
  'POST /api/admin/users/:userId/promote': 'admin',
  'POST /api/admin/users/:userId/demote': 'admin',
  'GET /api/admin/recipes/pending': 'admin',
  'GET /api/admin/recipes': 'admin',
  'POST /api/admin/recipes/:id/approve': 'admin',
  'DELETE /api/admin/recipes/:id': 'admin',
  'POST /api/admin/recipes/:id/upload-image': 'admin',
  'POST /api/admin/ingredients/:id/upload-image': 'admin',
  'POST /api/admin/categorize-ingredients': 'admin',
  'POST /api/admin/generate-all-images': 'admin',
  'GET /api/admin/ai-calls': 'admin',

  // The AI tools (spec §6: approved members only), one row per endpoint of each tool's contract.
  ...Object.fromEntries(aiToolRoutes().map((route): [string, Access] => [`${route.method} ${route.path}`, 'approved'])),
};

/** The roles the matrix test crosses with every route (issue 3). */
export const ROLES = ['visitor', 'incomplete', 'pending', 'approved', 'admin', 'superAdmin', 'banned'] as const;
export type RoleName = (typeof ROLES)[number];

export type Decision = { allowed: true } | { allowed: false; error: AppError };

const allow: Decision = { allowed: true };
const deny = (error: AppError): Decision => ({ allowed: false, error });

/** What `access` means for this viewer. Pure, so the matrix test and the server share it. */
export function decide(access: Access, viewer: Viewer | null): Decision {
  if (access === 'public') return allow;
  // A session is held to exactly what GET /api/user allows; only a visitor's 401 becomes a way in.
  if (access === 'signedInOrVisitor') return viewer ? decide('signedIn', viewer) : allow;
  if (!viewer) return deny(AppError.unauthorized(serverMessages.signInRequired));
  if (viewer.isBanned) return deny(AppError.forbidden(serverMessages.banned, 'BANNED'));
  if (access === 'signedIn') return allow;
  if (viewer.username === null) return deny(AppError.forbidden(serverMessages.profileRequired, 'PROFILE_REQUIRED'));
  switch (access) {
    case 'member':
      return allow;
    case 'approved':
      return isEffectivelyApproved(viewer) ? allow : deny(AppError.forbidden(serverMessages.approvalRequired, 'APPROVAL_REQUIRED'));
    case 'admin':
      return isEffectivelyAdmin(viewer) ? allow : deny(AppError.forbidden(serverMessages.adminRequired, 'ADMIN_REQUIRED'));
    case 'superAdmin':
      return viewer.isSuperAdmin ? allow : deny(AppError.forbidden(serverMessages.superAdminRequired, 'SUPER_ADMIN_REQUIRED'));
  }
}

export const policyKey = (method: string, url: string) => `${method.toUpperCase()} ${url}`;

/** Object rules for recipes (issue 4): who may see, change and rate one. */
export const recipeRules = {
  /** Listed recipes are everyone's; private or pending ones only their creator's and admins'. */
  canView(viewer: Viewer, recipe: { createdBy: string; isApproved: boolean; visibility: string; creatorBanned: boolean }): boolean {
    if (recipe.createdBy === viewer.id || recipeRules.seesEveryRecipe(viewer)) return true;
    return isListedRecipe(recipe);
  },
  /** Admins moderate, so they see private and pending recipes too. */
  seesEveryRecipe(viewer: Viewer): boolean {
    return isEffectivelyAdmin(viewer);
  },
  /** Ratings are community signal: only listed recipes take them, even from admins (decision 0020). */
  takesRatings(recipe: { isApproved: boolean; visibility: string; creatorBanned: boolean }): boolean {
    return isListedRecipe(recipe);
  },
  /** Editing, Version History and restore are the creator's alone (spec §6). */
  isCreator(viewer: Viewer, recipe: { createdBy: string }): boolean {
    return recipe.createdBy === viewer.id;
  },
  /** New recipes skip moderation for admins and auto-approved members. */
  approvedOnCreate(viewer: Viewer): boolean {
    return isEffectivelyAdmin(viewer) || viewer.autoApprove;
  },
};
