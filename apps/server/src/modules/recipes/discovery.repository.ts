import { and, inArray, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { recipes } from '../../db/schema';
import type { RecipeRow } from './recipes.repository';

/** What the browse list may be narrowed by (spec §7: any value within a list, all lists together). */
export interface BrowseFilters {
  cuisines: string[];
  dietTypes: string[];
  mealTypes: string[];
  search: string | null;
}

/** Hard rules and preferences for Curated, read from the member's profile. */
export interface CurationProfile {
  allergies: string[];
  /** Diet flags every recipe must have (vegetarian, vegan, pescatarian, eggetarian, jain). */
  requiredDiets: string[];
  cuisines: string[];
  mealTypes: string[];
  cookingStyles: string[];
}

export type BrowseOrder = 'newest' | 'trending' | 'curated';

const listed = sql`${recipes.isApproved} and ${recipes.visibility} = 'public' and not ${recipes.creatorBanned}`;
/** Typo tolerance for title search: "panner" still finds "Paneer Tikka". */
const TITLE_SIMILARITY = '0.4';

/** A prefix tsquery from the typed words ("panee tik" → panee:* & tik:*), built only from [a-z0-9]. */
export function prefixQuery(search: string): { tsquery: string; folded: string } | null {
  const folded = search
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();
  const words = folded
    .split(/[^a-z0-9]+/)
    .filter(Boolean)
    .slice(0, 8);
  if (!words.length) return null;
  return { tsquery: words.map((w) => `${w}:*`).join(' & '), folded: words.join(' ') };
}

/** Word matches (with prefixes); when there are none, titles within a few typos ("panner"). */
function searchCondition(search: NonNullable<ReturnType<typeof prefixQuery>>, mode: 'exact' | 'fuzzy'): SQL {
  return mode === 'exact' ? sql`${recipes.searchVector} @@ to_tsquery('english', ${search.tsquery})` : sql`${search.folded} <% hearth_unaccent(lower(${recipes.title}))`;
}

const DIET_CONDITIONS: Record<string, SQL> = {
  Vegetarian: sql`(${recipes.dietType} in ('Vegetarian', 'Vegan') or (${recipes.dietFlags}->>'vegetarian')::boolean is true)`,
  Vegan: sql`(${recipes.dietType} = 'Vegan' or (${recipes.dietFlags}->>'vegan')::boolean is true)`,
  Pescatarian: sql`(${recipes.dietType} = 'Pescatarian' or (${recipes.dietFlags}->>'pescatarian')::boolean is true)`,
  'Non-Vegetarian': sql`(${recipes.dietType} = 'Non-Vegetarian' or (${recipes.dietFlags}->>'pescatarian')::boolean is false)`,
  'Gluten-Free': sql`(${recipes.dietType} = 'Gluten-Free' or (${recipes.enrichmentStatus} = 'ready' and cardinality(${recipes.unknownIngredients}) = 0 and not ('Gluten' = any(${recipes.derivedAllergens}) or 'Gluten' = any(${recipes.mayContainAllergens}))))`,
  Keto: sql`${recipes.dietType} = 'Keto'`,
};

function filterConditions(filters: BrowseFilters, search: ReturnType<typeof prefixQuery>): SQL[] {
  const conditions: SQL[] = [listed];
  if (filters.cuisines.length) conditions.push(sql`${recipes.cuisine} = any(${sql.param(filters.cuisines)}::text[])`);
  if (filters.mealTypes.length) conditions.push(sql`${recipes.mealTypes} && ${sql.param(filters.mealTypes)}::text[]`);
  const diets = filters.dietTypes.map((d) => DIET_CONDITIONS[d]).filter((c): c is SQL => Boolean(c));
  if (diets.length) conditions.push(sql`(${sql.join(diets, sql` or `)})`);
  if (search) conditions.push(searchCondition(search, 'exact'));
  return conditions;
}

/** Safety first: a member's allergens and diet are hard rules; unverifiable recipes are left out. */
function curationConditions(profile: CurationProfile): SQL[] {
  const conditions: SQL[] = [];
  if (profile.allergies.length || profile.requiredDiets.length) {
    conditions.push(sql`${recipes.enrichmentStatus} = 'ready' and cardinality(${recipes.unknownIngredients}) = 0`);
  }
  if (profile.allergies.length) {
    const allergies = sql.param(profile.allergies);
    conditions.push(sql`not (${recipes.derivedAllergens} && ${allergies}::text[]) and not (${recipes.mayContainAllergens} && ${allergies}::text[])`);
  }
  for (const diet of profile.requiredDiets) conditions.push(sql`(${recipes.dietFlags}->>${diet})::boolean is true`);
  return conditions;
}

const quality = sql`(case when ${recipes.ratingCount} > 0 then ${recipes.ratingSum}::real / ${recipes.ratingCount} else coalesce(${recipes.aiRating}, 2.5) end)`;

function curationScore(profile: CurationProfile): SQL {
  return sql`(
    (case when ${recipes.cuisine} = any(${sql.param(profile.cuisines)}::text[]) then 3 else 0 end)
    + (case when ${recipes.mealTypes} && ${sql.param(profile.mealTypes)}::text[] then 2 else 0 end)
    + (case when ${recipes.cookingStyles} && ${sql.param(profile.cookingStyles)}::text[] then 1 else 0 end)
    + ${quality} / 2.5
    + least(${recipes.trendingScore}, 10) / 20
  )`;
}

/**
 * Curated ranks the best-rated listed recipes (found through recipes_quality_idx) before all others, so a
 * page costs a few thousand index entries instead of scoring every recipe. Within each part the order
 * is the member's score; pages past the pool continue with the rest, ranked the same way.
 */
const CURATED_POOL_SIZE = 3000;

type PageQuery = (executor: Database, where: SQL[], limit?: number, offset?: number) => Promise<RecipeRow[]>;

export function createDiscoveryRepository(db: Database, { curatedPoolSize = CURATED_POOL_SIZE } = {}) {
  const curatedPool = sql`array(select ${recipes.id} from ${recipes} where ${listed} order by ${quality} desc limit ${curatedPoolSize})`;
  const countWhere = async (where: SQL[]) => {
    const [row] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(recipes)
      .where(and(...where));
    return row?.n ?? 0;
  };
  async function curatedPage(conditions: SQL[], page: PageQuery, options: { limit: number; offset: number }): Promise<RecipeRow[]> {
    const inPool = [...conditions, sql`${recipes.id} = any(${curatedPool})`];
    const fromPool = await page(db, inPool);
    if (fromPool.length === options.limit) return fromPool;
    const poolMatches = fromPool.length > 0 ? options.offset + fromPool.length : await countWhere(inPool);
    const rest = await page(db, [...conditions, sql`not (${recipes.id} = any(${curatedPool}))`], options.limit - fromPool.length, Math.max(0, options.offset - poolMatches));
    return [...fromPool, ...rest];
  }

  const hasMatches = async (where: SQL[]) => {
    const [row] = await db
      .select({ id: recipes.id })
      .from(recipes)
      .where(and(...where))
      .limit(1);
    return Boolean(row);
  };
  return {
    /**
     * One page of the browse list. Search ranks title matches first (weight A), then tags and
     * ingredients, then description; typo matches on the title come after exact ones.
     */
    async browse(options: { filters: BrowseFilters; order: BrowseOrder; profile?: CurationProfile; limit: number; offset: number }): Promise<RecipeRow[]> {
      const search = options.filters.search ? prefixQuery(options.filters.search) : null;
      const conditions = filterConditions(options.filters, search);
      if (options.order === 'curated' && options.profile) conditions.push(...curationConditions(options.profile));
      const orderings: SQL[] = [];
      if (search) {
        orderings.push(
          sql`(ts_rank(${recipes.searchVector}, to_tsquery('english', ${search.tsquery})) * 4 + word_similarity(${search.folded}, hearth_unaccent(lower(${recipes.title})))) desc`,
        );
      }
      if (options.order === 'trending') orderings.push(sql`${recipes.trendingScore} desc`, sql`${recipes.ratingCount} desc`);
      if (options.order === 'curated') orderings.push(options.profile ? sql`${curationScore(options.profile)} desc` : sql`${quality} desc`);
      orderings.push(sql`${recipes.createdAt} desc`, sql`${recipes.id} desc`);
      const page = (executor: Database, where: SQL[], limit = options.limit, offset = options.offset) =>
        executor
          .select()
          .from(recipes)
          .where(and(...where))
          .orderBy(...orderings)
          .limit(limit)
          .offset(offset);
      const rows = options.order === 'curated' ? await curatedPage(conditions, page, options) : await page(db, conditions);
      if (!search || rows.length) return rows;
      // Nothing matched the words as typed: fall back to typo-tolerant title matching, unless this is
      // just a page past the last exact match.
      if (options.offset > 0 && (await hasMatches(conditions))) return rows;
      const fuzzy = [...conditions.slice(0, -1), searchCondition(search, 'fuzzy')];
      // The similarity threshold is per transaction, so pooled connections are left as they were.
      return db.transaction(async (tx) => {
        await tx.execute(sql`select set_config('pg_trgm.word_similarity_threshold', ${TITLE_SIMILARITY}, true)`);
        return page(tx as unknown as Database, fuzzy);
      });
    },

    /**
     * Recipes sharing the rarer ingredients, tags and cuisine of this one (never itself; listed only).
     * Very common ingredients (salt, oil...) are skipped so the join stays small.
     */
    async related(recipe: RecipeRow, limit: number): Promise<RecipeRow[]> {
      const query = sql`
        with mine as (
          select ri.ingredient_id from recipe_ingredients ri join ingredients i on i.id = ri.ingredient_id
          where ri.recipe_id = ${recipe.id} order by i.recipe_count asc limit 6
        ),
        shared as (
          select ri.recipe_id, count(*)::int as n from recipe_ingredients ri join mine using (ingredient_id)
          where ri.recipe_id <> ${recipe.id} group by ri.recipe_id order by n desc limit 300
        ),
        candidates as (
          select id from ${recipes} where ${listed} and id <> ${recipe.id}
            and (cuisine = ${recipe.cuisine} or tags && ${sql.param(recipe.tags)}::text[]) order by trending_score desc limit 300
        )
        select ${recipes.id} from ${recipes}
        left join shared s on s.recipe_id = ${recipes.id}
        where ${recipes.id} in (select recipe_id from shared union select id from candidates) and ${listed} and ${recipes.id} <> ${recipe.id}
        order by coalesce(s.n, 0) * 2
          + (case when ${recipes.cuisine} = ${recipe.cuisine} then 2 else 0 end)
          + cardinality(array(select unnest(${recipes.tags}) intersect select unnest(${sql.param(recipe.tags)}::text[]))) desc,
          ${recipes.id} desc
        limit ${limit}`;
      const ids = ((await db.execute(query)) as unknown as { rows: { id: number }[] }).rows.map((r) => r.id);
      if (!ids.length) return [];
      const rows = await db.select().from(recipes).where(inArray(recipes.id, ids));
      return ids.map((id) => rows.find((r) => r.id === id)!).filter(Boolean);
    },

    /** Records a view or other signal for Trending (once per member, recipe, kind and day). */
    async recordActivity(recipeId: number, userId: string, kind: 'view' | 'rate' | 'save' | 'plan'): Promise<void> {
      await db.execute(
        sql`insert into recipe_activity (recipe_id, user_id, kind, day) values (${recipeId}, ${userId}, ${kind}, to_char(now() at time zone 'utc', 'YYYY-MM-DD')) on conflict do nothing`,
      );
    },

    /**
     * Trending (docs/decisions/0011-discovery.md): over the last 14 days, views weigh 1, ratings 3,
     * saves 4 and plans 5, each halving in weight every 3 days. Also refreshes ingredient usage counts.
     */
    async refreshTrending(): Promise<void> {
      await db.transaction(async (tx) => {
        await tx.execute(sql`
          with scores as (
            select recipe_id, sum(
              (case kind when 'view' then 1 when 'rate' then 3 when 'save' then 4 else 5 end)
              * power(0.5, extract(epoch from (now() - created_at))::float8 / (3 * 86400))
            )::numeric(12, 1)::real as score
            from recipe_activity where created_at > now() - interval '14 days' group by recipe_id
          )
          update recipes r set trending_score = coalesce(s.score, 0)
          from recipes r2 left join scores s on s.recipe_id = r2.id
          where r.id = r2.id and r.trending_score is distinct from coalesce(s.score, 0)`);
        await tx.execute(sql`delete from recipe_activity where created_at < now() - interval '15 days'`);
        await tx.execute(sql`
          update ingredients i set recipe_count = coalesce(c.n, 0)
          from ingredients i2 left join (select ingredient_id, count(distinct recipe_id)::int n from recipe_ingredients group by ingredient_id) c on c.ingredient_id = i2.id
          where i.id = i2.id and i.recipe_count is distinct from coalesce(c.n, 0)`);
      });
    },
  };
}
export type DiscoveryRepository = ReturnType<typeof createDiscoveryRepository>;
