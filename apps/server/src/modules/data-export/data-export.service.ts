import { formatIngredientLine, recipeMessages, serverMessages, type AccountExport, type RecipeJsonLd } from '@hearth/contracts';
import { AppError } from '../../errors';
import { recipeRules } from '../../policy';
import { toProfile } from '../profile/profile.service';
import type { Viewer } from '../users/users.repository';
import type { DataExportRepository } from './data-export.repository';
import { absoluteUrl, safeFileName, toRecipeJsonLd } from './recipe-jsonld';

export interface DataExportDeps {
  exports: DataExportRepository;
}

export interface Download<T> {
  fileName: string;
  document: T;
}

type RecipeWithParts = NonNullable<Awaited<ReturnType<DataExportRepository['findRecipe']>>>;

const jsonLdOf = ({ recipe, creatorName, lines, steps }: RecipeWithParts, origin: string) => toRecipeJsonLd({ ...recipe, creatorName, lines, steps }, origin);

/** One recipe as schema.org JSON-LD, for whoever may read it (404 otherwise, as on its page). */
export async function exportRecipe({ exports }: DataExportDeps, viewer: Viewer, id: number, origin: string): Promise<Download<RecipeJsonLd>> {
  const found = await exports.findRecipe(id);
  if (!found || !recipeRules.canView(viewer, found.recipe)) throw AppError.notFound(recipeMessages.notFound);
  return { fileName: safeFileName(found.recipe.title, 'jsonld', `recipe-${id}`), document: jsonLdOf(found, origin) };
}

const iso = (date: Date) => date.toISOString();
const isoOrNull = (date: Date | null) => (date ? iso(date) : null);

type OwnRecipe = Awaited<ReturnType<DataExportRepository['recipesBy']>>[number];

/** One of the member's recipes as they wrote it, with its photos, versions and schema.org form. */
function exportedRecipe(found: OwnRecipe, origin: string): AccountExport['recipes'][number] {
  const { recipe } = found;
  return {
    id: recipe.id,
    title: recipe.title,
    description: recipe.description,
    backstory: recipe.backstory,
    cookingTime: recipe.cookingTime,
    servings: recipe.servings,
    visibility: recipe.visibility,
    isApproved: recipe.isApproved,
    tags: recipe.tags,
    dietType: recipe.dietType,
    cuisine: recipe.cuisine,
    healthDiets: recipe.healthDiets,
    allergens: recipe.allergens,
    mealTypes: recipe.mealTypes,
    cookingStyles: recipe.cookingStyles,
    ingredients: found.lines.map(({ quantity, unit, name }) => ({ quantity, unit, name, line: formatIngredientLine({ quantity, unit, name }) })),
    steps: found.steps.map(({ stepNumber, instruction, imageUrl }) => ({ stepNumber, instruction, imageUrl: imageUrl ? absoluteUrl(origin, imageUrl) : null })),
    images: found.images.map((image) => ({ url: absoluteUrl(origin, image.url), source: image.source, position: image.position, createdAt: iso(image.createdAt) })),
    versions: found.versions.map((v) => ({ versionNumber: v.versionNumber, changeDescription: v.changeDescription, createdAt: iso(v.createdAt), recipeData: { ...v.recipeData } })),
    createdAt: iso(recipe.createdAt),
    updatedAt: iso(recipe.updatedAt),
    schemaOrg: jsonLdOf(found, origin),
  };
}

/**
 * Everything Hearth keeps about the member, as one JSON document (data portability). Someone else's
 * recipe appears only by id, with its title while the member may still see it; sessions, password
 * hashes and tokens never leave.
 */
export async function exportAccount({ exports }: DataExportDeps, viewer: Viewer, origin: string, now = new Date()): Promise<Download<AccountExport>> {
  const [parts, recipes] = await Promise.all([exports.accountParts(viewer.id), exports.recipesBy(viewer.id)]);
  const { account, profile } = parts;
  if (!account) throw AppError.unauthorized(serverMessages.signInRequired);
  const reference = (recipe: { recipeId: number; title: string; createdBy: string; isApproved: boolean; visibility: string; creatorBanned: boolean }) => ({
    recipeId: recipe.recipeId,
    title: recipeRules.canView(viewer, recipe) ? recipe.title : null,
  });
  const document: AccountExport = {
    format: 'hearth-account-export',
    version: 1,
    exportedAt: iso(now),
    account: {
      id: account.id,
      name: account.name,
      email: account.email,
      emailVerified: account.emailVerified,
      firstName: account.firstName,
      lastName: account.lastName,
      imageUrl: account.image ? absoluteUrl(origin, account.image) : null,
      isApproved: account.isApproved,
      isAdmin: account.isAdmin,
      isSuperAdmin: account.isSuperAdmin,
      signInMethods: parts.signInMethods,
      createdAt: iso(account.createdAt),
    },
    profile: profile ? toProfile(profile) : null,
    recipes: recipes.map((found) => exportedRecipe(found, origin)),
    ratings: parts.ratings.map((r) => ({ ...reference(r), rating: r.rating, createdAt: iso(r.createdAt), updatedAt: iso(r.updatedAt) })),
    collections: parts.collections.map((c) => ({
      id: c.id,
      name: c.name,
      description: c.description,
      isPublic: c.isPublic,
      createdAt: iso(c.createdAt),
      recipes: parts.savedRecipes.filter((saved) => saved.collectionId === c.id).map((saved) => ({ ...reference(saved), addedAt: iso(saved.addedAt) })),
    })),
    mealPlans: parts.mealPlans.map(({ plan, ...recipe }) => ({
      ...reference(recipe),
      id: plan.id,
      plannedDate: plan.plannedDate,
      mealType: plan.mealType,
      notes: plan.notes,
      servings: plan.servings,
      createdAt: iso(plan.createdAt),
    })),
    shoppingList: {
      items: parts.shoppingExtras.map((item) => ({ id: item.id, weekStart: item.weekStart, name: item.name, amount: item.amount, createdAt: iso(item.createdAt) })),
      checks: parts.shoppingChecks.map((check) => ({ weekStart: check.weekStart, itemKey: check.itemKey, checkedAt: iso(check.checkedAt) })),
    },
    aiToolHistory: parts.aiToolRuns.map((run) => ({ id: run.id, tool: run.tool, request: run.request, response: run.response, source: run.source, createdAt: iso(run.createdAt) })),
    notifications: parts.notifications.map((n) => ({
      id: n.id,
      type: n.type,
      title: n.title,
      body: n.body,
      link: n.link,
      readAt: isoOrNull(n.readAt),
      createdAt: iso(n.createdAt),
    })),
    activity: parts.activity,
  };
  const day = iso(now).slice(0, 10);
  return { fileName: safeFileName(`hearth-${profile?.username ?? 'account'}-${day}`, 'json', `hearth-account-${day}`), document };
}
