import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { recipes } from '../../../db/schema';
import type { MemberRules } from '../member-rules';
import { rowsOf } from '../../../db/rows';
import { listedRecipe } from '../../../db/listed';

/**
 * The member's allergies and diet as hard rules over the enrichment columns, exactly as Curated applies
 * them: with any rule set, a recipe the knowledge could not fully verify is left out.
 */
function safetyConditions(rules: Pick<MemberRules, 'allergies' | 'requiredDiets'>): SQL[] {
  const conditions: SQL[] = [];
  if (rules.allergies.length || rules.requiredDiets.length) {
    conditions.push(sql`${recipes.enrichmentStatus} = 'ready' and cardinality(${recipes.unknownIngredients}) = 0`);
  }
  if (rules.allergies.length) {
    const allergies = sql.param(rules.allergies);
    conditions.push(sql`not (${recipes.derivedAllergens} && ${allergies}::text[]) and not (${recipes.mayContainAllergens} && ${allergies}::text[])`);
  }
  for (const diet of rules.requiredDiets) conditions.push(sql`(${recipes.dietFlags}->>${diet})::boolean is true`);
  return conditions;
}

const quality = sql`(case when ${recipes.ratingCount} > 0 then ${recipes.ratingSum}::real / ${recipes.ratingCount} else coalesce(${recipes.aiRating}, 2.5) end)`;

/**
 * RANK: the share of the recipe the member already has, plus half the share of the member's ingredients
 * the recipe uses. Seasonings (spices, herbs, sauces) weigh a quarter of a main ingredient in the share:
 * a chana masala that needs eight spices is closer to "chickpeas, tomato, onion" than a guacamole with
 * no avocado, and counting each spice as a missing main would rank the other way round.
 */
const SEASONING_CATEGORIES = ['Spices', 'Herbs', 'Condiments & Sauces'] as const;
const SEASONING_WEIGHT = 0.25;
const USAGE_WEIGHT = 0.5;

/** How many recipes sharing the most ingredients are scored; keeps the ranking query bounded. */
const CANDIDATE_POOL = 1000;
/** How many catalogue names a name lookup reads at most. */
const CATALOGUE_LOOKUP_LIMIT = 2000;

export interface CoverageRow {
  id: number;
  title: string;
  description: string | null;
  imageUrl: string | null;
  cuisine: string | null;
  cookingTime: number | null;
  /** Non-staple ingredients of the recipe. */
  needed: number;
  /** Of those, how many the member has. */
  covered: number;
  /** Recipe ingredient names the member has, and those they lack (staples in neither). */
  matched: string[];
  missing: string[];
}

export function createDiscoverRepository(db: Database) {
  return {
    /**
     * Catalogue ingredients whose name contains one of these phrases as whole words (a plural ending
     * allowed), so the caller can resolve each through the food knowledge. Phrases are normalised
     * (lowercase, accents folded, letters, digits and spaces only), so they are safe inside a pattern;
     * whole words keep "ice" from reading every rice and spice. Non-Latin phrases match as substrings,
     * since word boundaries there depend on the database's locale.
     */
    async ingredientsContaining(phrases: string[]): Promise<{ id: number; name: string }[]> {
      if (!phrases.length) return [];
      // One alternation, not one pattern per phrase: PostgreSQL keeps only a few compiled regular
      // expressions, so ~ any() over a hundred patterns recompiled them for every row (700 ms on PGlite).
      const latin = phrases.filter((p) => /^[a-z0-9 ]+$/.test(p));
      const pattern = latin.length ? `\\m(${latin.join('|')})(e?s)?\\M` : '$^';
      const other = phrases.filter((p) => !/^[a-z0-9 ]+$/.test(p)).map((p) => `%${p}%`);
      return rowsOf<{ id: number; name: string }>(
        db,
        sql`
        select id, name from ingredients
        where hearth_unaccent(lower(name)) ~ ${pattern}
          or hearth_unaccent(lower(name)) like any(${sql.param(other)}::text[])
        order by recipe_count desc, id asc
        limit ${CATALOGUE_LOOKUP_LIMIT}`,
      );
    },

    /**
     * Listed recipes that use any of the member's ingredients, best first (see RANK below). With
     * `onlyThese`, a recipe qualifies only when every ingredient is the member's or a pantry staple.
     * Recipes breaking the member's rules never appear. One query, bounded: only the CANDIDATE_POOL
     * recipes sharing the most ingredients with the member are scored.
     */
    async rankByCoverage(options: {
      have: { ingredientId: number; term: number }[];
      termCount: number;
      staples: number[];
      onlyThese: boolean;
      rules: Pick<MemberRules, 'allergies' | 'requiredDiets'>;
      limit: number;
    }): Promise<CoverageRow[]> {
      if (!options.have.length) return [];
      const haveIds = sql`${sql.param([...new Set(options.have.map((h) => h.ingredientId))])}::int[]`;
      const staples = sql`${sql.param(options.staples)}::int[]`;
      const where = [listedRecipe, ...safetyConditions(options.rules)];
      return rowsOf<CoverageRow>(
        db,
        sql`
        with pool as (
          select ri.recipe_id from recipe_ingredients ri
          join ${recipes} on ${recipes.id} = ri.recipe_id
          where ri.ingredient_id = any(${haveIds}) and not (ri.ingredient_id = any(${staples})) and ${sql.join(where, sql` and `)}
          group by ri.recipe_id
          order by count(distinct ri.ingredient_id) desc, ri.recipe_id desc
          limit ${CANDIDATE_POOL}
        ),
        lines as (
          select ri.recipe_id, ri.ingredient_id, min(ri.position) as position, i.name,
            ri.ingredient_id = any(${haveIds}) as have,
            (case when i.category = any(${sql.param([...SEASONING_CATEGORIES])}::text[]) then ${SEASONING_WEIGHT}::real else 1 end) as weight
          from recipe_ingredients ri join pool using (recipe_id) join ingredients i on i.id = ri.ingredient_id
          where not (ri.ingredient_id = any(${staples}))
          group by ri.recipe_id, ri.ingredient_id, i.name, i.category
        ),
        coverage as (
          select l.recipe_id,
            count(*)::int as needed,
            (count(*) filter (where l.have))::int as covered,
            coalesce(sum(l.weight) filter (where l.have), 0) / greatest(sum(l.weight), 1) as share,
            (select count(distinct w.term) from unnest(${sql.param(options.have.map((h) => h.ingredientId))}::int[], ${sql.param(options.have.map((h) => h.term))}::int[]) w(ingredient_id, term)
              where w.ingredient_id = any(array_agg(l.ingredient_id)))::real / ${Math.max(options.termCount, 1)} as used,
            coalesce(array_agg(l.name order by l.position) filter (where l.have), '{}') as matched,
            coalesce(array_agg(l.name order by l.position) filter (where not l.have), '{}') as missing
          from lines l
          group by l.recipe_id
        )
        select ${recipes.id} as id, ${recipes.title} as title, ${recipes.description} as description, ${recipes.cardImageUrl} as "imageUrl",
          ${recipes.cuisine} as cuisine, ${recipes.cookingTime} as "cookingTime", c.needed, c.covered, c.matched, c.missing
        from coverage c join ${recipes} on ${recipes.id} = c.recipe_id
        ${options.onlyThese ? sql`where cardinality(c.missing) = 0` : sql``}
        order by c.share + ${USAGE_WEIGHT} * c.used desc, c.covered desc, ${quality} desc, ${recipes.id} asc
        limit ${options.limit}`,
      );
    },
  };
}
export type DiscoverRepository = ReturnType<typeof createDiscoverRepository>;
