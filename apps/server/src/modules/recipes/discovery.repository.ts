import { and, desc, eq, inArray, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client';
import { curatedPool, recipeRelated, recipes, users } from '../../db/schema';
import { BIT_LISTS, maskOf, type BitList } from '../../db/schema/recipe-facets';
import { recipeCardJson } from './recipe-json';
import { recipeAccessColumns, type RecipeAccess, type RecipeRow } from './recipes.repository';
import { rowsOf } from '../../db/rows';
import type { ActivitySignal } from './activity-recorder';
import { listedRecipe } from '../../db/listed';

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

export interface BrowseOptions {
  filters: BrowseFilters;
  order: BrowseOrder;
  profile?: CurationProfile;
  limit: number;
  offset: number;
}

/**
 * A count written into a statement's text rather than sent as a parameter. PostgreSQL plans a statement
 * with a parameter in LIMIT for an unknown row count, so it plans it again for every call (0.4–1.3 ms, often
 * more than running it); with the number in the text it plans it once (decision 0046). Only for counts the
 * code or validation bounds, so the texts stay few.
 */
function literalCount(n: number): SQL {
  if (!Number.isSafeInteger(n) || n < 0) throw new Error(`not a count: ${n}`);
  return sql.raw(String(n));
}

/** `literalCount` for the query builder's `.limit()`, typed as a number there, which writes an SQL value as it is. */
const literalLimit = (n: number) => literalCount(n) as unknown as number;

/**
 * The first page (seven requests in ten) has its LIMIT written into the text and no OFFSET, so its statement
 * is planned once; deeper pages send both as parameters, so their offsets do not multiply the statements.
 */
function pageBounds(limit: number, offset: number): { limit: number; offset: number } {
  return offset === 0 ? { limit: literalLimit(limit), offset: 0 } : { limit, offset };
}

/** `pageBounds` as the LIMIT and OFFSET clauses of a statement written by hand. */
function pageClause(limit: number, offset: number): SQL {
  const bounds = pageBounds(limit, offset);
  return bounds.offset ? sql`limit ${bounds.limit} offset ${bounds.offset}` : sql`limit ${bounds.limit}`;
}

/** The words of a search, accents folded, lower case, [a-z0-9] only ("Crêpe Suzette" → crepe, suzette). */
export function searchWords(search: string): string[] {
  return search
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter(Boolean)
    .slice(0, 8);
}

/** How far apart two words are in single-letter edits (insert, delete, substitute, swap neighbours). */
export function editDistance(a: string, b: string): number {
  const d = Array.from({ length: a.length + 1 }, (_, i) => Array.from({ length: b.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)));
  for (let i = 1; i <= a.length; i += 1) {
    for (let j = 1; j <= b.length; j += 1) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      d[i]![j] = Math.min(d[i - 1]![j]! + 1, d[i]![j - 1]! + 1, d[i - 1]![j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) d[i]![j] = Math.min(d[i]![j]!, d[i - 2]![j - 2]! + 1);
    }
  }
  return d[a.length]![b.length]!;
}

/** A typed word as search uses it: the recipe words it stands for, and for the word being typed, its prefix. */
interface SearchWord {
  terms: string[];
  prefix: string | null;
}

interface ResolvedWord {
  word: string;
  stem: string;
  exact: string[];
  prefixed: string[];
  similar: string[];
  postings: number;
}

/**
 * The search terms each typed word stands for: the word itself when recipes use it; for the word being
 * typed (the last), every word it begins; otherwise the closest word recipes use ("panner" → paneer),
 * by fewest edits, then trigram similarity. A word nothing resembles matches nothing.
 */
export function termsFor(word: ResolvedWord, isLast: boolean): string[] {
  if (isLast && word.prefixed.length) return word.prefixed;
  if (word.exact.length) return word.exact;
  const best = word.similar
    .map((term, order) => ({ term, order, distance: Math.min(editDistance(word.word, term), editDistance(word.stem || word.word, term)) }))
    .filter((c) => c.distance <= Math.max(1, Math.floor(word.word.length / 4)))
    .sort((x, y) => x.distance - y.distance || x.order - y.order)[0];
  return best ? [best.term] : [];
}

/** Prefix expansions per word are capped: a one-letter prefix stands for its most common words. */
const PREFIX_TERMS = 12;
/** Counting a word's postings stops here: enough to pick the rarest word to read first. */
const POSTINGS_COUNT_CAP = 5000;
/**
 * How many of the rarest word's postings the merged read may pass through filters and the other words
 * (a probe each). When that leaves the page short, matches are sparse, and a second read goes through all
 * of the word's postings, still one index probe each: cheaper than the GIN index on recipes, which must
 * read each candidate's row from the table (decision 0046).
 */
const POSTINGS_READ_CAP = 600;
/**
 * Related recipes rank a bounded candidate set: the newest recipes using each of the six rarest
 * ingredients (at 100k recipes even a rare one is in thousands), the best sharers of those, and the
 * most trending recipes of the same cuisine or tags.
 */
const RELATED_PER_INGREDIENT = 150;
const RELATED_SHARED = 60;
const RELATED_ALIKE = 40;
/** Related recipes kept per recipe: more than a page shows (24 at most), for the ones made private or deleted since. */
const RELATED_KEPT = 32;
/** A recipe's kept ranking is redone once it is this old (new recipes, Trending's moves). */
const RELATED_RANKING_MAX_AGE = sql`interval '1 day'`;
/** Closest related recipes ranked again after a recipe is enriched (rankRelatedAround). */
const RELATED_NEIGHBOURS_RANKED = 12;

/**
 * The recipes related to recipe `id`, best first, as a statement returning their ids: listed ones only,
 * never itself, sharing its rarer ingredients, tags and cuisine. Very common ingredients (salt, oil...)
 * are skipped, and each step reads a bounded number of rows, so it costs the same at 100 recipes or
 * 100,000 (decision 0038). The limits are written into the text (literalCount), so PostgreSQL plans it once.
 */
function relatedIdsQuery(id: number, limit: number): SQL {
  return sql`
    with target as (select ${recipes.cuisine}, ${recipes.tags} from ${recipes} where ${recipes.id} = ${id}),
    mine as (
      select ri.ingredient_id from recipe_ingredients ri join ingredients i on i.id = ri.ingredient_id
      where ri.recipe_id = ${id} order by i.recipe_count asc limit 6
    ),
    shared as (
      select s.recipe_id, count(*)::int as n from mine m cross join lateral (
        select ri.recipe_id from recipe_ingredients ri where ri.ingredient_id = m.ingredient_id and ri.recipe_id <> ${id}
        order by ri.recipe_id desc limit ${literalCount(RELATED_PER_INGREDIENT)}) s
      group by s.recipe_id order by n desc, s.recipe_id desc limit ${literalCount(RELATED_SHARED)}
    ),
    candidates as (
      select ${recipes.id} from ${recipes}, target t where ${listedRecipe} and ${recipes.id} <> ${id}
        and (${recipes.cuisine} = t.cuisine or ${recipes.tags} && t.tags) order by ${recipes.trendingScore} desc limit ${literalCount(RELATED_ALIKE)}
    )
    select ${recipes.id} from ${recipes} cross join target t
    left join shared s on s.recipe_id = ${recipes.id}
    where ${recipes.id} in (select recipe_id from shared union select id from candidates) and ${listedRecipe} and ${recipes.id} <> ${id}
    order by coalesce(s.n, 0) * 2
      + (case when ${recipes.cuisine} = t.cuisine then 2 else 0 end)
      + cardinality(array(select unnest(${recipes.tags}) intersect select unnest(t.tags))) desc,
      ${recipes.id} desc
    limit ${literalCount(limit)}`;
}
const postingsOrder = sql`p.tier, p.rank desc nulls last, p.recipe_id desc nulls last`;

/**
 * The columns browse filters and Curated's rules and score read: of `recipes` itself (generated from the
 * recipe's own columns), or of the copy in the curated pool (the same values as of its last refresh).
 */
interface RankedColumns<Column extends SQLWrapper = SQLWrapper> {
  id: Column;
  cuisine: Column;
  /** Enriched, with every ingredient known: only then can allergen and diet rules vouch for a recipe. */
  verified: Column;
  quality: Column;
  trendingScore: Column;
  createdAt: Column;
  bits: Record<BitList, Column>;
}

const recipeColumns: RankedColumns<PgColumn> = {
  id: recipes.id,
  cuisine: recipes.cuisine,
  verified: recipes.verified,
  quality: recipes.quality,
  trendingScore: recipes.trendingScore,
  createdAt: recipes.createdAt,
  bits: {
    allergens: recipes.allergenBits,
    diets: recipes.dietBits,
    mealTypes: recipes.mealTypeBits,
    cookingStyles: recipes.cookingStyleBits,
    dietFilters: recipes.dietFilterBits,
  },
};

const poolColumns: RankedColumns<PgColumn> = {
  id: curatedPool.recipeId,
  cuisine: curatedPool.cuisine,
  verified: curatedPool.verified,
  quality: curatedPool.quality,
  trendingScore: curatedPool.trendingScore,
  createdAt: curatedPool.createdAt,
  bits: {
    allergens: curatedPool.allergenBits,
    diets: curatedPool.dietBits,
    mealTypes: curatedPool.mealTypeBits,
    cookingStyles: curatedPool.cookingStyleBits,
    dietFilters: curatedPool.dietFilterBits,
  },
};

/** The bits of the values `list` has; filters and preferences ignore any other (the routes and profile forms allow none). */
const knownMask = (list: BitList, values: string[]) => BIT_LISTS[list].reduce((mask, value, bit) => (values.includes(value) ? mask | (1 << bit) : mask), 0);
/** Whether the recipe has any of these values in `list`. */
const hasAny = (c: RankedColumns, list: BitList, values: string[]) => sql`(${c.bits[list]} & ${knownMask(list, values)}) <> 0`;

/** The browse filters, on either set of columns (listed is the caller's: the pool holds listed recipes only). */
function filterConditions(filters: BrowseFilters, c: RankedColumns): SQL[] {
  const conditions: SQL[] = [];
  if (filters.cuisines.length) conditions.push(sql`${c.cuisine} = any(${sql.param(filters.cuisines)}::text[])`);
  // A list with no value the filters offer narrows nothing.
  if (knownMask('mealTypes', filters.mealTypes)) conditions.push(hasAny(c, 'mealTypes', filters.mealTypes));
  if (knownMask('dietFilters', filters.dietTypes)) conditions.push(hasAny(c, 'dietFilters', filters.dietTypes));
  return conditions;
}

/**
 * Safety first: a member's allergens and diet are hard rules; unverifiable recipes are left out. A rule
 * without a bit (no profile can hold one) would be unenforceable, so it leaves nothing rather than ignored.
 */
function curationConditions(profile: CurationProfile, c: RankedColumns): SQL[] {
  if (!profile.allergies.length && !profile.requiredDiets.length) return [];
  const allergens = maskOf(BIT_LISTS.allergens, profile.allergies);
  const diets = maskOf(BIT_LISTS.diets, profile.requiredDiets);
  if (allergens === null || diets === null) return [sql`false`];
  return [sql`${c.verified}`, sql`(${c.bits.allergens} & ${allergens}) = 0`, sql`(${c.bits.diets} & ${diets}) = ${diets}`];
}

/** Curated's order key: the member's score, or quality alone without a profile. */
function curationScore(profile: CurationProfile | undefined, c: RankedColumns): SQL {
  if (!profile) return sql`${c.quality}`;
  return sql`(
    (case when ${c.cuisine} = any(${sql.param(profile.cuisines)}::text[]) then 3 else 0 end)
    + (case when ${hasAny(c, 'mealTypes', profile.mealTypes)} then 2 else 0 end)
    + (case when ${hasAny(c, 'cookingStyles', profile.cookingStyles)} then 1 else 0 end)
    + ${c.quality} / 2.5
    + least(${c.trendingScore}, 10) / 20
  )`;
}

/**
 * Curated ranks the best-rated listed recipes before all others, so a page scores a few thousand rows
 * instead of every recipe. The pool is a table (curated_pool) of those recipes' ranking columns,
 * rewritten with Trending: a page scores its narrow rows and reads only the recipes it shows (decision
 * 0038). Within the pool the order is the member's score; pages past it continue with the other recipes,
 * best-rated first, read from recipes_quality_idx alone (decision 0042).
 */
const CURATED_POOL_SIZE = 3000;
/** Pool rows a Curated page sorts past its own end, for the recipes the check as they are now may drop. */
const CURATED_CHECK_SLACK = 16;

/** The browse filters and, on Curated, the member's hard rules, on either set of columns. */
function browseConditions({ filters, order, profile }: BrowseOptions, c: RankedColumns): SQL[] {
  return [...filterConditions(filters, c), ...(order === 'curated' && profile ? curationConditions(profile, c) : [])];
}

export function createDiscoveryRepository(
  db: Database,
  { curatedPoolSize = CURATED_POOL_SIZE, postingsReadCap = POSTINGS_READ_CAP, curatedCheckSlack = CURATED_CHECK_SLACK } = {},
) {
  /**
   * A page in descending order of `keys`, its ids read from the one index holding those keys and every
   * column the conditions test (an index-only walk, decision 0042); then the cards of its own rows.
   */
  async function indexedPage(conditions: SQL[], keys: Record<string, PgColumn>, limit: number, offset: number): Promise<string[]> {
    const bounds = pageBounds(limit, offset);
    const page = db
      .select(keys)
      .from(recipes)
      .where(and(...conditions))
      .orderBy(...Object.values(keys).map((key) => desc(key)))
      .limit(bounds.limit)
      .offset(bounds.offset)
      .as('page');
    const pageKeys = page as unknown as Record<string, PgColumn>;
    const rows = await db
      .select({ card: recipeCardJson })
      .from(page)
      .innerJoin(recipes, eq(recipes.id, pageKeys.id!))
      .orderBy(...Object.keys(keys).map((key) => desc(pageKeys[key]!)));
    return rows.map((r) => r.card);
  }

  /**
   * One page of Curated. First the pool: its rows that pass the rules as copied, in score order, each
   * recipe then checked as it is now (`current`: listed, and the same rules), so one made private,
   * deleted or changed since the refresh is skipped, never shown. Only the pool's best rows down to the
   * page's end and a few more are sorted (a top-N sort, decision 0046); when checking them leaves the page
   * short, the whole pool is read again. Then the listed recipes outside it.
   */
  async function curatedPage(options: BrowseOptions, current: SQL[]): Promise<string[]> {
    const { limit, offset, profile } = options;
    const asCopied = browseConditions(options, poolColumns);
    const page = pageBounds(limit, offset);
    const poolPage = (bound: number | null) => {
      const scored = db
        .select({ id: curatedPool.recipeId, score: sql<number>`${curationScore(profile, poolColumns)}`.as('score'), createdAt: curatedPool.createdAt })
        .from(curatedPool)
        .where(and(...asCopied))
        // Sorted before the join, so PostgreSQL reads recipes in this order and stops at the page's end.
        .orderBy(sql`score desc`, desc(curatedPool.createdAt), desc(curatedPool.recipeId));
      const ranked = (bound === null ? scored : scored.limit(pageBounds(bound, offset).limit)).as('ranked');
      return db
        .select({ card: recipeCardJson })
        .from(ranked)
        .innerJoin(recipes, eq(recipes.id, ranked.id))
        .where(and(...current))
        .orderBy(desc(ranked.score), desc(ranked.createdAt), desc(ranked.id))
        .limit(page.limit)
        .offset(page.offset);
    };
    let fromPool = await poolPage(offset + limit + curatedCheckSlack);
    if (fromPool.length < limit) fromPool = await poolPage(null);
    if (fromPool.length === limit) return fromPool.map((r) => r.card);
    const poolMatches =
      fromPool.length > 0
        ? offset + fromPool.length
        : ((
            await db
              .select({ n: sql<number>`count(*)::int` })
              .from(curatedPool)
              .innerJoin(recipes, eq(recipes.id, curatedPool.recipeId))
              .where(and(...asCopied, ...current))
          )[0]?.n ?? 0);
    const rest = await indexedPage(
      [...current, sql`not exists (select 1 from ${curatedPool} where ${curatedPool.recipeId} = ${recipes.id})`],
      { quality: recipes.quality, id: recipes.id },
      limit - fromPool.length,
      Math.max(0, offset - poolMatches),
    );
    return [...fromPool.map((r) => r.card), ...rest];
  }

  /**
   * Rewrites the curated pool from the best-rated listed recipes (ties: newest first, so the pool does
   * not move between refreshes). Rows that did not change are left alone: a refresh usually rewrites
   * only the recipes whose trending score moved.
   */
  async function refreshCuratedPool(executor: Database) {
    const { bits, ...columns } = poolColumns;
    const copies: [PgColumn, PgColumn][] = [
      ...(Object.keys(columns) as (keyof typeof columns)[]).map((key): [PgColumn, PgColumn] => [columns[key], recipeColumns[key]]),
      ...(Object.keys(bits) as BitList[]).map((list): [PgColumn, PgColumn] => [bits[list], recipeColumns.bits[list]]),
    ];
    const names = sql.join(
      copies.map(([column]) => sql.identifier(column.name)),
      sql`, `,
    );
    const excluded = sql.join(
      copies.map(([column]) => sql`excluded.${sql.identifier(column.name)}`),
      sql`, `,
    );
    const copied = sql.join(
      copies.map(([column, source]) => sql`${source} as ${sql.identifier(column.name)}`),
      sql`, `,
    );
    await executor.execute(sql`
      with fresh as (
        select ${copied} from ${recipes} where ${listedRecipe}
        order by ${recipeColumns.quality} desc, ${recipes.id} desc limit ${curatedPoolSize}
      ),
      dropped as (delete from ${curatedPool} where not exists (select 1 from fresh where fresh.recipe_id = ${curatedPool.recipeId}))
      insert into ${curatedPool} (${names}) select ${names} from fresh
      on conflict (recipe_id) do update set (${names}) = (${excluded})
      where (${sql.join(
        copies.map(([column]) => column),
        sql`, `,
      )}) is distinct from (${excluded})`);
  }

  /** Statement 1: what each word stands for, and how many recipes (capped) each word's terms reach. */
  async function resolveWords(words: string[]): Promise<SearchWord[] | null> {
    // One parameter per word, and the counts written into the text: the statement for n words is then planned
    // once (a generic plan), where an array parameter of unknown length made PostgreSQL plan it for every
    // search (0.4 ms, more than running it; decision 0046). Searches have at most 8 words, so 8 statements.
    const wordList = sql.join(
      words.map((word) => sql`${word}`),
      sql`, `,
    );
    const resolved = await rowsOf<Omit<ResolvedWord, 'postings'> & { typed: string }>(
      db,
      sql`
      with w as (
        select ord::int, word, coalesce((select lexeme from unnest(to_tsvector('english', word)) limit 1), '') as stem
        from unnest(array[${wordList}]::text[]) with ordinality as t(word, ord)
      ),
      known as (
        select ord, word, stem,
          array(select term from search_terms where stem <> '' and term = stem) as exact,
          case when ord = ${literalCount(words.length)} then array(
            select term from search_terms where term >= coalesce(nullif(stem, ''), word) and term < coalesce(nullif(stem, ''), word) || chr(1114111)
            order by length(term), term limit ${literalCount(PREFIX_TERMS)}) else '{}'::text[] end as prefixed
        from w
      )
      select ord, word, stem, exact, prefixed,
        -- The trigram look-up, the costly part, only for a word that is neither a recipe word nor the start of one (termsFor).
        case when cardinality(exact) = 0 and cardinality(prefixed) = 0
          then array(select term from search_terms where term % word order by similarity(term, word) desc, term limit 8)
          else '{}'::text[] end as similar,
        coalesce(nullif(stem, ''), word) as typed
      from known order by ord`,
    );
    const searchWords = resolved.map((word, i): SearchWord => {
      const isLast = i === resolved.length - 1;
      return { terms: termsFor({ ...word, postings: 0 }, isLast), prefix: isLast && word.prefixed.length ? word.typed : null };
    });
    // A stop word ("the", "no") that no recipe word resembles is left out; any other word that matches nothing empties the search.
    const kept = searchWords.filter((word, i) => word.terms.length || resolved[i]!.stem !== '');
    if (!kept.length || kept.some((word) => !word.terms.length)) return null;
    // Typed alone, the last word is read through its expansions; only beside others is it a prefix check.
    return kept.length === 1 ? [{ ...kept[0]!, prefix: null }] : kept;
  }

  /** Statement 2: the page, driven by the rarest word's postings, every other word and filter checked per recipe. */
  async function searchPage(words: string[], conditions: SQL[], limit: number, offset: number): Promise<string[]> {
    const searchWords = await resolveWords(words);
    if (!searchWords) return [];
    // The word being typed ('paneer t') narrows the others: with other words present it is checked as a
    // prefix per recipe, never read first, so 't' is not cut to its twelve shortest words.
    const counts = await Promise.all(
      searchWords.map(async (word) => {
        if (searchWords.length === 1) return 0;
        if (word.prefix !== null) return Number.POSITIVE_INFINITY;
        const [row] = await rowsOf<{ n: number }>(
          db,
          sql`select count(*)::int as n from (select 1 from recipe_search_postings where term = any(${sql.param(word.terms)}::text[]) limit ${POSTINGS_COUNT_CAP}) x`,
        );
        return row!.n;
      }),
    );
    const driving = counts.indexOf(Math.min(...counts));
    const drivingTerms = searchWords[driving]!.terms;
    const others = searchWords
      .filter((_, i) => i !== driving)
      .map((word) =>
        word.prefix !== null
          ? sql`exists (select 1 from recipe_search_postings o where o.recipe_id = p.recipe_id and o.term >= ${word.prefix} and o.term < ${word.prefix} || chr(1114111))`
          : sql`exists (select 1 from recipe_search_postings o where o.recipe_id = p.recipe_id and o.term = any(${sql.param(word.terms)}::text[]))`,
      );
    // A recipe with two of a prefix's words ("chicken", "chickpea") comes through twice: the stream is
    // read a little past the page and each recipe kept once, at its best place.
    const stream = (offset + limit) * 2 + 24;
    /** One ordered index range per term (`perRange` postings of each, or all), merged: PostgreSQL stops reading once enough rows came through. */
    const pageOfPostings = async (perRange: number | null) => {
      const ranges = drivingTerms.map(
        (term) =>
          sql`(select p.recipe_id, p.tier, p.rank from recipe_search_postings p where p.term = ${term} order by ${postingsOrder}${perRange === null ? sql`` : sql` limit ${literalCount(perRange)}`})`,
      );
      const rows = await rowsOf<{ id: number }>(
        db,
        sql`
        with stream as (
          select p.recipe_id, p.tier, p.rank from (${sql.join(ranges, sql` union all `)}) p
          join ${recipes} on ${recipes.id} = p.recipe_id
          where ${and(...conditions, ...others)}
          order by ${postingsOrder}
          limit ${pageBounds(stream, offset).limit}
        )
        select p.recipe_id as id from (select distinct on (recipe_id) recipe_id, tier, rank from stream order by recipe_id, tier, rank desc) p
        order by ${postingsOrder}
        ${pageClause(limit, offset)}`,
      );
      return rows.map((r) => r.id);
    };
    const perRange = Math.ceil(postingsReadCap / drivingTerms.length);
    let ids = await pageOfPostings(perRange);
    const narrowed = others.length > 0 || conditions.length > 1;
    const readAll = searchWords.length > 1 && counts[driving]! < perRange;
    // Statement 3, only when filters or other words left the capped read short: few recipes match, so all the
    // driving word's postings are read, each recipe checked from recipes_facets_idx (decision 0046).
    if (ids.length < limit && narrowed && !readAll) ids = await pageOfPostings(null);
    return cardsInOrder(ids);
  }

  /** Ranks a recipe's related recipes and keeps the ranking; returns it (empty when the recipe is gone). */
  async function rankRelated(id: number): Promise<number[]> {
    const [kept] = await rowsOf<{ relatedIds: number[] }>(
      db,
      sql`
      insert into ${recipeRelated} (recipe_id, related_ids, ranked_at)
      select ${recipes.id}, array(${relatedIdsQuery(id, RELATED_KEPT)}), now() from ${recipes} where ${recipes.id} = ${id}
      on conflict (recipe_id) do update set related_ids = excluded.related_ids, ranked_at = excluded.ranked_at
      returning related_ids as "relatedIds"`,
    );
    return kept?.relatedIds ?? [];
  }

  /** Cards of these recipes, in the order given. */
  async function cardsInOrder(ids: number[]): Promise<string[]> {
    if (!ids.length) return [];
    const found = await db.select({ id: recipes.id, card: recipeCardJson }).from(recipes).where(inArray(recipes.id, ids));
    const byId = new Map(found.map((r) => [r.id, r.card]));
    return ids.map((id) => byId.get(id)).filter((card): card is string => card !== undefined);
  }

  return {
    /**
     * One page of the browse list. Without a search, in the tab's order; with one, from the search
     * postings (decision 0030): title matches first, then tags and ingredients, then descriptions, each
     * by quality, read from the rarest word's postings so a page costs a short index range.
     */
    async browse(options: BrowseOptions): Promise<string[]> {
      const conditions = [listedRecipe, ...browseConditions(options, recipeColumns)];
      const words = options.filters.search ? searchWords(options.filters.search) : [];
      if (words.length) return searchPage(words, conditions, options.limit, options.offset);
      if (options.order === 'curated') return curatedPage(options, conditions);
      const keys = {
        ...(options.order === 'trending' ? { trendingScore: recipes.trendingScore, ratingCount: recipes.ratingCount } : {}),
        createdAt: recipes.createdAt,
        id: recipes.id,
      };
      return indexedPage(conditions, keys, options.limit, options.offset);
    },

    /** The same page as whole rows, for the AI tools that reason over a recipe's columns. */
    async browseRecipes(options: BrowseOptions): Promise<RecipeRow[]> {
      const ids = (await this.browse(options)).map((card) => (JSON.parse(card) as { id: number }).id);
      if (!ids.length) return [];
      const found = new Map((await db.select().from(recipes).where(inArray(recipes.id, ids))).map((r) => [r.id, r]));
      return ids.map((id) => found.get(id)).filter((row): row is RecipeRow => row !== undefined);
    },

    /**
     * Who may see the recipe, and its related recipes (relatedIdsQuery) as cards: one statement reading the
     * ranking kept for it, each related recipe checked as it is now (still listed, not deleted). A recipe not
     * ranked yet (new, or from before rankings were kept) is ranked on the spot, without keeping it. The
     * caller checks the access before showing anything. Null when there is no such recipe.
     */
    async relatedWithAccess(id: number, limit: number): Promise<{ access: RecipeAccess; cards: string[] } | null> {
      // The access columns come from the one map the recipe page reads, so a new one cannot be missed here.
      const accessKeys = Object.keys(recipeAccessColumns) as (keyof typeof recipeAccessColumns)[];
      const [row] = await rowsOf<RecipeAccess & { ranked: boolean; cards: string[] }>(
        db,
        sql`
        select ${sql.join(
          accessKeys.map((key) => sql`${recipeAccessColumns[key]} as ${sql.identifier(key)}`),
          sql`, `,
        )}, ${recipeRelated.recipeId} is not null as ranked,
          array(
            select ${recipeCardJson} from unnest(${recipeRelated.relatedIds}) with ordinality as kept(id, position)
            join ${recipes} on ${recipes.id} = kept.id
            where ${listedRecipe}
            order by kept.position
            limit ${literalCount(limit)}
          ) as cards
        from ${recipes} left join ${recipeRelated} on ${recipeRelated.recipeId} = ${recipes.id}
        where ${recipes.id} = ${id}`,
      );
      if (!row) return null;
      const { ranked, cards, ...access } = row;
      if (ranked) return { access, cards };
      const ids = await rowsOf<{ id: number }>(db, relatedIdsQuery(id, limit));
      return { access, cards: await cardsInOrder(ids.map((r) => r.id)) };
    },

    rankRelated,

    /**
     * After a recipe is enriched: ranks its related recipes, then those of its closest few, so that a new or
     * changed recipe shows among theirs now rather than at their next daily ranking.
     */
    async rankRelatedAround(id: number): Promise<void> {
      const closest = (await rankRelated(id)).slice(0, RELATED_NEIGHBOURS_RANKED);
      for (const other of closest) await rankRelated(other);
    },

    /**
     * Ranks again up to `max` listed recipes whose kept ranking is missing or a day old, oldest first; run
     * with the Trending refresh. Returns how many it ranked.
     */
    async rankStaleRelated(max: number): Promise<number> {
      const stale = await rowsOf<{ id: number }>(
        db,
        sql`
        select ${recipes.id} from ${recipes} left join ${recipeRelated} on ${recipeRelated.recipeId} = ${recipes.id}
        where ${listedRecipe} and (${recipeRelated.rankedAt} is null or ${recipeRelated.rankedAt} < now() - ${RELATED_RANKING_MAX_AGE})
        order by ${recipeRelated.rankedAt} asc nulls first, ${recipes.id} desc
        limit ${literalCount(max)}`,
      );
      for (const { id } of stale) await rankRelated(id);
      return stale.length;
    },

    /**
     * Records signals for Trending in one statement (activity-recorder.ts batches them); each once per
     * member, recipe, kind and day. A recipe or member deleted since is skipped.
     */
    async recordActivities(signals: ActivitySignal[]): Promise<void> {
      if (!signals.length) return;
      const column = <T>(pick: (signal: ActivitySignal) => T) => sql.param(signals.map(pick));
      await db.execute(sql`
        insert into recipe_activity (recipe_id, user_id, kind, day)
        select s.recipe_id, s.user_id, s.kind, s.day
        from unnest(${column((s) => s.recipeId)}::int[], ${column((s) => s.userId)}::text[], ${column((s) => s.kind)}::text[], ${column((s) => s.day)}::text[])
          as s(recipe_id, user_id, kind, day)
        where exists (select 1 from ${recipes} where ${recipes.id} = s.recipe_id) and exists (select 1 from ${users} where ${users.id} = s.user_id)
        on conflict do nothing`);
    },

    /**
     * Trending (docs/decisions/0011-discovery.md): over the last 14 days, views weigh 1, ratings 3,
     * saves 4 and plans 5, each halving in weight every 3 days. Also refreshes ingredient usage counts
     * and, with the new trending scores, Curated's pool.
     */
    async refreshTrending(): Promise<void> {
      await db.transaction(async (tx) => {
        // One refresh at a time when several instances share the database; pages still read the pool.
        await tx.execute(sql`lock table ${curatedPool} in share row exclusive mode`);
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
        await refreshCuratedPool(tx);
      });
    },
  };
}
export type DiscoveryRepository = ReturnType<typeof createDiscoveryRepository>;
