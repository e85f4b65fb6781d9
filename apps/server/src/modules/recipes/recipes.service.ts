import { isListedRecipe, recipeMessages, type RecipeDetail, type RecipeForm, type RecipeVersion } from '@hearth/contracts';
import { checkContent } from '../../ai/analysis/content-check';
import type { RecipeSnapshot } from '../../db/schema';
import { AppError } from '../../errors';
import { recipeRules } from '../../policy';
import type { Viewer } from '../users/users.repository';
import type { RecipeReads } from './recipe-reads';
import { jsonArray } from './recipe-json';
import { snapshotOf, type RecipeRow, type RecipesRepository } from './recipes.repository';

export interface RecipeDeps {
  recipes: RecipesRepository;
  /** Queues the background enrichment of a saved recipe (ai/enrichment). */
  enqueueEnrichment(recipeId: number): Promise<void>;
  /** Records a Trending signal (views and ratings here; saves and plans in their modules). */
  recordActivity(recipeId: number, userId: string, kind: 'view' | 'rate'): Promise<void>;
  /** The shared, briefly cached reads (recipe-reads.ts). */
  reads: RecipeReads;
}

const notFound = () => AppError.notFound(recipeMessages.notFound);

/** The recipe if the viewer may see it; otherwise 404, so private and pending recipes do not leak. */
export async function findVisibleRecipe({ recipes }: Pick<RecipeDeps, 'recipes'>, viewer: Viewer, id: number): Promise<RecipeRow> {
  const recipe = await recipes.findById(id);
  if (!recipe || !recipeRules.canView(viewer, recipe)) throw notFound();
  return recipe;
}

async function findOwnRecipe(deps: RecipeDeps, viewer: Viewer, id: number, message: string): Promise<RecipeRow> {
  const recipe = await findVisibleRecipe(deps, viewer, id);
  if (!recipeRules.isCreator(viewer, recipe)) throw AppError.forbidden(message);
  return recipe;
}

/**
 * The detail page, as JSON. What every viewer sees alike comes from the read cache; the viewer's own
 * rating is added per request, and a view counts for Trending.
 */
export async function getRecipeDetailJson(deps: RecipeDeps, viewer: Viewer, id: number): Promise<Buffer> {
  const shared = await deps.reads.recipe(id);
  if (!shared || !recipeRules.canView(viewer, shared.access)) throw notFound();
  const isCreator = recipeRules.isCreator(viewer, shared.access);
  // Creators cannot rate their own recipe (recipeRules), so there is no rating of theirs to read.
  const [myRating] = await Promise.all([isCreator ? null : deps.reads.myRating(viewer.id, id), isCreator ? undefined : deps.recordActivity(id, viewer.id, 'view')]);
  return Buffer.concat([shared.detailJsonOpen, Buffer.from(`,"myRating":${JSON.stringify(myRating)}}`)]);
}

/** The detail straight from the database, for its creator after they saved it. */
async function creatorsDetail({ recipes }: RecipeDeps, id: number): Promise<RecipeDetail> {
  const found = await recipes.findDetail(id);
  if (!found) throw notFound();
  return { ...(JSON.parse(found.json) as Omit<RecipeDetail, 'myRating'>), myRating: null };
}

/** The member's own recipes, newest first (My Recipes tab). */
export async function listMyRecipesJson({ recipes }: Pick<RecipeDeps, 'recipes'>, viewer: Viewer, limit: number, offset: number): Promise<Buffer> {
  return jsonArray(await recipes.listCardsByCreator(viewer.id, limit, offset));
}

export async function createRecipe(deps: RecipeDeps, viewer: Viewer, form: RecipeForm): Promise<RecipeDetail> {
  const row = await deps.recipes.create(viewer.id, form, { isApproved: recipeRules.approvedOnCreate(viewer) });
  await deps.enqueueEnrichment(row.id);
  return creatorsDetail(deps, row.id);
}

/** An edit keeps the recipe's approval (docs/decisions/0009-recipes.md) and is recorded as a version. */
export async function updateRecipe(deps: RecipeDeps, viewer: Viewer, id: number, form: RecipeForm): Promise<RecipeDetail> {
  const recipe = await findOwnRecipe(deps, viewer, id, recipeMessages.onlyCreatorEdits);
  const snapshot = snapshotOf(form);
  refuseUnpublishableEdit(recipe, snapshot);
  await deps.recipes.update(id, viewer.id, snapshot, 'Edited the recipe');
  return reEnrich(deps, id);
}

/**
 * A listed recipe is seen by everyone the moment it is saved, so an edit runs the built-in content check
 * first (it takes a millisecond): an edit that would fail moderation (spam links, abuse, not a recipe)
 * is refused with the reasons and the published version stays (issue 12, item 3). Private and pending
 * recipes are seen by no one else; their edits are saved and checked in the background as before.
 */
function refuseUnpublishableEdit(recipe: RecipeRow, snapshot: RecipeSnapshot) {
  if (!isListedRecipe(recipe)) return;
  const verdict = checkContent({
    title: snapshot.title,
    description: snapshot.description,
    backstory: snapshot.backstory,
    ingredients: snapshot.ingredients.map((i) => i.ingredientName),
    steps: snapshot.steps.map((s) => s.instruction),
  });
  if (!verdict.ok) throw new AppError('EDIT_REFUSED', 422, `${recipeMessages.editWouldFailModeration} ${verdict.reasons.join(' ')}`);
}

/** After the content changed: enrich it again, and answer with the recipe as it is now. */
async function reEnrich(deps: RecipeDeps, id: number): Promise<RecipeDetail> {
  await deps.recipes.setEnrichmentStatus(id, 'pending');
  await deps.enqueueEnrichment(id);
  return creatorsDetail(deps, id);
}

export async function listVersions(deps: RecipeDeps, viewer: Viewer, id: number): Promise<RecipeVersion[]> {
  await findOwnRecipe(deps, viewer, id, recipeMessages.onlyCreatorVersions);
  const rows = await deps.recipes.listVersions(id);
  return rows.map(({ version, firstName, lastName, username }) => ({
    id: version.id,
    versionNumber: version.versionNumber,
    createdAt: version.createdAt.toISOString(),
    changeDescription: version.changeDescription,
    changedByUser: version.changedBy ? { firstName, lastName, profile: username ? { username } : null } : null,
    recipeData: version.recipeData,
  }));
}

/** Restoring copies the old content back and writes it as a new version; history is never rewritten. */
export async function restoreVersion(deps: RecipeDeps, viewer: Viewer, id: number, versionId: number): Promise<RecipeDetail> {
  const recipe = await findOwnRecipe(deps, viewer, id, recipeMessages.onlyCreatorVersions);
  const version = await deps.recipes.findVersion(id, versionId);
  if (!version) throw AppError.notFound(recipeMessages.versionNotFound);
  refuseUnpublishableEdit(recipe, version.recipeData);
  await deps.recipes.update(id, viewer.id, version.recipeData, `Restored version ${version.versionNumber}`);
  return reEnrich(deps, id);
}

export async function rateRecipe(deps: RecipeDeps, viewer: Viewer, id: number, rating: number) {
  const recipe = await findVisibleRecipe(deps, viewer, id);
  if (recipeRules.isCreator(viewer, recipe)) throw AppError.forbidden(recipeMessages.cannotRateOwn, 'OWN_RECIPE');
  if (!recipeRules.takesRatings(recipe)) throw AppError.forbidden(recipeMessages.onlyListedRated, 'NOT_LISTED');
  const communityRating = await deps.recipes.rate(id, viewer.id, rating);
  await deps.recordActivity(id, viewer.id, 'rate');
  return { communityRating, myRating: rating };
}

const RECIPE_PAGE = /^\/recipe\/(\d{1,10})$/;
const PREVIEW_DESCRIPTION_MAX = 200;

/**
 * What a shared link to /recipe/{id} previews as (Open Graph tags in the HTML): only a listed recipe's
 * title, description and picture, as anyone may see them; private and pending recipes preview as Hearth.
 */
export async function recipeLinkPreview({ recipes }: Pick<RecipeDeps, 'recipes'>, path: string) {
  const match = RECIPE_PAGE.exec(path);
  const id = match ? Number(match[1]) : NaN;
  if (!Number.isSafeInteger(id) || id < 1 || id > 2_147_483_647) return null;
  const row = await recipes.findById(id);
  if (!row || !isListedRecipe(row)) return null;
  const text = (row.description ?? '')
    .replace(/[#*_`>[\]()]/g, '')
    .replace(/\s+/g, ' ')
    .trim();
  const description =
    text.length > PREVIEW_DESCRIPTION_MAX
      ? `${text.slice(0, PREVIEW_DESCRIPTION_MAX - 1).trimEnd()}…`
      : text || `A recipe on Hearth${row.cuisine ? `: ${row.cuisine} cooking` : ''}.`;
  return { title: row.title, description, imageUrl: row.cardImageUrl };
}
