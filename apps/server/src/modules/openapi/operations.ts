/**
 * What the contracts cannot say about an operation (decision 0034): its tag and one-line summary, and,
 * for the few routes without a zod response or body (204s, redirects, pages, uploads), what they answer
 * and take. A route whose own schema has a summary or tags keeps them (the AI tools, import). Keyed like
 * the policy table; the OpenAPI test fails for any route that has neither a summary here nor its own.
 */

/** What a route without a response schema answers. */
export type Answer = 'noContent' | 'redirect' | 'html' | 'css' | 'javascript' | 'file' | 'json';

export interface OperationDoc {
  summary: string;
  answers?: Answer;
  /** A multipart/form-data upload: field name → what it holds ('file' fields are binary). */
  multipart?: Record<string, string>;
  /** An action named by its URL: the body is empty. */
  noBody?: true;
}

type Entry = string | OperationDoc;

const IMAGE_UPLOAD = { image: 'file: JPEG, PNG, WebP or GIF, at most 5 MB' };

const byTag: Record<string, Record<string, Entry>> = {
  Session: {
    'GET /api/login': { summary: 'The sign-in page (HTML form; works without JavaScript).', answers: 'html' },
    'GET /api/login/styles.css': { summary: 'The account pages’ stylesheet.', answers: 'css' },
    'GET /api/login/theme.js': { summary: 'The account pages’ light/dark theme script.', answers: 'javascript' },
    'GET /api/login/forgot-password': { summary: 'The forgot-password page.', answers: 'html' },
    'POST /api/login/forgot-password': { summary: 'Sends a password reset link, if the address has an account.', answers: 'html' },
    'GET /api/login/reset-password': { summary: 'The choose-a-new-password page a reset link opens.', answers: 'html' },
    'POST /api/login/reset-password': { summary: 'Sets the new password, then goes to sign-in.', answers: 'redirect' },
    'POST /api/login/sign-in': { summary: 'Signs in from the sign-in form, then goes to the app.', answers: 'redirect' },
    'POST /api/login/sign-up': { summary: 'Creates an account from the sign-up form, then goes to the app.', answers: 'redirect' },
    'POST /api/login/oidc': { summary: 'Starts sign-in with the configured OpenID Connect provider.', answers: 'redirect', noBody: true },
    'GET /api/logout': { summary: 'Ends the session (browser navigation), then goes home.', answers: 'redirect' },
    'POST /api/logout': { summary: 'Ends the session, then goes home.', answers: 'redirect', noBody: true },
    'GET /api/user': 'The signed-in member (spec §3 Current user).',
    'GET /api/session': 'The signed-in member as GET /api/user answers it, or null for a visitor (the app’s first read).',
    'POST /api/auth/sign-in/email': { summary: 'Signs in with email and password (Better Auth); sets the session cookie.', answers: 'json' },
    'POST /api/auth/sign-up/email': { summary: 'Creates an account with email and password (Better Auth).', answers: 'json' },
    'GET /api/auth/*': { summary: 'Better Auth’s own endpoints (session, OAuth callbacks, email verification).', answers: 'json' },
    'POST /api/auth/*': { summary: 'Better Auth’s own endpoints (session, OAuth callbacks, email verification).', answers: 'json' },
  },
  Account: {
    'GET /api/account': 'The account’s sign-in details: name, email, how it signs in.',
    'PATCH /api/account/name': 'Changes the account’s name.',
    'POST /api/account/email': 'Starts a change of email address (confirmed by a link sent to it).',
    'POST /api/account/password': { summary: 'Changes the password; other sessions end.', answers: 'noContent' },
    'GET /api/account/sessions': 'The account’s signed-in devices.',
    'DELETE /api/account/sessions/:id': { summary: 'Signs one of the account’s other devices out.', answers: 'noContent' },
    'POST /api/account/sessions/end-others': { summary: 'Signs every other device out.', answers: 'noContent', noBody: true },
    'POST /api/account/delete': 'Deletes the account and everything in it, after the password is confirmed.',
  },
  Profile: {
    'GET /api/profile': 'The food profile (spec §3 Profile).',
    'POST /api/profile': 'Creates or updates the food profile; creating it sends the member to admin review.',
    'POST /api/profile/avatar': { summary: 'Sets the profile picture.', multipart: IMAGE_UPLOAD },
    'DELETE /api/profile/avatar': { summary: 'Removes the profile picture.', answers: 'noContent' },
  },
  Recipes: {
    'GET /api/recipes': 'Browse: Trending or Curated, filters by cuisine, diet and meal type, and search; paginated.',
    'GET /api/recipes/:id': 'One recipe with its ingredients, steps, ratings and the food knowledge’s notes; 404 when the viewer may not see it.',
    'GET /api/recipes/related/:id': 'Recipes like this one.',
    'GET /api/recipes/my': 'The member’s own recipes, newest first.',
    'POST /api/recipes': 'Creates a recipe; it is checked and enriched in the background.',
    'PUT /api/recipes/:id': 'Edits a recipe (its creator only); the old content is kept as a version.',
    'POST /api/recipes/:id/rate': 'Rates a listed recipe 1 to 5 (not one’s own).',
    'GET /api/recipes/:id/versions': 'A recipe’s version history (its creator only).',
    'POST /api/recipes/:id/versions/:versionId/restore': { summary: 'Restores an earlier version as a new one (its creator only).', noBody: true },
    'GET /api/ingredients': 'The ingredient catalogue.',
    // Import's summaries are its routes' own (decision 0032); this says what the picture route answers.
    'POST /api/recipes/import/image': { summary: 'Fetches an imported draft’s picture.', answers: 'file' },
  },
  'Recipe photos': {
    'GET /api/recipes/:id/images': 'A recipe’s photos in order (its creator and admins).',
    'POST /api/recipes/:id/images': { summary: 'Adds a photo to a recipe (its creator and admins).', multipart: IMAGE_UPLOAD },
    'PUT /api/recipes/:id/images/order': 'Puts a recipe’s photos in a new order.',
    'DELETE /api/recipes/:id/images/:imageId': 'Removes one of a recipe’s photos.',
  },
  'Data export': {
    'GET /api/recipes/:id/export': 'Downloads a recipe as schema.org Recipe JSON-LD (for Mealie, Tandoor, Paprika or Hearth), for whoever may read it.',
    'GET /api/profile/export': 'Downloads everything Hearth keeps about the member as one JSON file.',
  },
  Collections: {
    'GET /api/collections': 'The member’s collections.',
    'POST /api/collections': 'Creates a collection.',
    'GET /api/collections/:id': 'One collection.',
    'PATCH /api/collections/:id': 'Renames a collection or changes its description or visibility (its owner only).',
    'DELETE /api/collections/:id': { summary: 'Deletes a collection (its owner only); the recipes stay.', answers: 'noContent' },
    'POST /api/collections/:collectionId/recipes': { summary: 'Saves a recipe to a collection.', answers: 'json' },
    'GET /api/collections/:id/recipes': 'The recipes in a collection.',
    'DELETE /api/collections/:collectionId/recipes/:recipeId': { summary: 'Takes a recipe out of a collection.', answers: 'noContent' },
  },
  'Meal planning': {
    'GET /api/meal-plans': 'The planned meals between two dates.',
    'POST /api/meal-plans': 'Plans a recipe for a day and meal.',
    'DELETE /api/meal-plans/:id': { summary: 'Removes a planned meal.', answers: 'noContent' },
    'GET /api/shopping-list': 'A week’s shopping list from its planned meals, by aisle, with the items added by hand.',
    'POST /api/shopping-list/checks': { summary: 'Ticks or unticks a shopping list item.', answers: 'noContent' },
    'POST /api/shopping-list/items': 'Adds an item of one’s own to a week’s list.',
    'DELETE /api/shopping-list/items/:id': { summary: 'Removes an item added by hand.', answers: 'noContent' },
  },
  Notifications: {
    'GET /api/notifications': 'The member’s notifications (the bell), newest first.',
    'POST /api/notifications/:id/read': { summary: 'Marks one notification read.', answers: 'noContent', noBody: true },
    'POST /api/notifications/read-all': { summary: 'Marks every notification read.', answers: 'noContent', noBody: true },
  },
  Administration: {
    'GET /api/admin/stats': 'Totals for the dashboard: members, pending members, recipes, pending recipes.',
    'GET /api/admin/users/pending': 'Members waiting for approval.',
    'GET /api/admin/users': 'Every member.',
    'POST /api/admin/users/:userId/approve': 'Approves a member, optionally auto-approving their recipes.',
    'POST /api/admin/users/:userId/ban': { summary: 'Bans a member: their sessions end and their recipes leave every list.', noBody: true },
    'POST /api/admin/users/:userId/promote': { summary: 'Makes a member an admin.', noBody: true },
    'POST /api/admin/users/:userId/demote': { summary: 'Takes a member’s admin role away.', noBody: true },
    'GET /api/admin/recipes/pending': 'Recipes waiting for review.',
    'GET /api/admin/recipes': 'Every recipe.',
    'POST /api/admin/recipes/:id/approve': { summary: 'Approves a recipe: it becomes public.', answers: 'noContent', noBody: true },
    'DELETE /api/admin/recipes/:id': { summary: 'Deletes a recipe for good.', answers: 'noContent' },
    'POST /api/admin/recipes/:id/upload-image': { summary: 'Adds a picture to any recipe.', multipart: IMAGE_UPLOAD },
    'POST /api/admin/ingredients/:id/upload-image': { summary: 'Sets an ingredient’s picture.', multipart: IMAGE_UPLOAD },
    'POST /api/admin/categorize-ingredients': { summary: 'Puts uncategorised ingredients in their aisles.', noBody: true },
    'POST /api/admin/generate-all-images': { summary: 'Draws pictures for recipes and ingredients that have none.', noBody: true },
    'GET /api/admin/ai-calls': 'The AI call log: task, provider, latency and outcome.',
  },
  'AI tools': {
    // The tools' summaries come from their contracts; this adds what a multipart contract cannot say.
    'POST /api/ai/discover': {
      summary: 'Identifies ingredients in a photo, or finds recipes for a list of ingredients.',
      multipart: {
        image: 'file: a photo of ingredients (to identify them)',
        ingredients: 'JSON list of ingredient names (to find recipes)',
        limitToIngredients: "'true' or 'false'",
      },
    },
  },
  Documentation: {
    'GET /api/openapi.json': { summary: 'This API as an OpenAPI 3 document, generated from the zod contracts.', answers: 'json' },
    'GET /api/docs': { summary: 'This API as a readable page, grouped by tag, with who may call each endpoint.', answers: 'html' },
  },
  Operations: {
    'GET /healthz': { summary: 'Liveness: the process answers (and whether rate limits are shared or in process).', answers: 'json' },
    'GET /readyz': { summary: 'Readiness: the database (and Redis and the job queue, when used) answer; 503 otherwise.', answers: 'json' },
    'GET /media/:folder/:file': { summary: 'A stored picture or audio file.', answers: 'file' },
  },
};

/** The tags in the order the docs page lists them. */
export const TAG_ORDER = Object.keys(byTag);

/** Every documented operation by its policy key ('GET /api/recipes/:id'), with its tag. */
export const operationDocs: ReadonlyMap<string, OperationDoc & { tag: string }> = new Map(
  Object.entries(byTag).flatMap(([tag, entries]) =>
    Object.entries(entries).map(([key, entry]) => [key, { tag, ...(typeof entry === 'string' ? { summary: entry } : entry) }] as const),
  ),
);

/** Who may call an operation, in words, for each access level of the policy. */
export const ACCESS_WORDS: Record<string, string> = {
  public: 'Anyone, signed in or not',
  signedInOrVisitor: 'Visitors, and any signed-in account GET /api/user lets in',
  signedIn: 'Any signed-in account, before the food profile too',
  member: 'Members with a food profile, approved or awaiting approval',
  approved: 'Approved members (and super admins)',
  admin: 'Admins and super admins',
  superAdmin: 'Super admins',
};
