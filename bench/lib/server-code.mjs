// Loads pieces of the server's TypeScript source (through tsx) so the bench uses the server's own
// food catalogue, dish illustrations, discovery queries and trending refresh instead of copies.

import { cpSync, existsSync, mkdirSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { tsImport } from 'tsx/esm/api';
import { ROOT } from './harness.mjs';

const SRC = path.join(ROOT, 'apps', 'server', 'src');
const load = (relative) => tsImport(path.join(SRC, relative), import.meta.url);

/** The food catalogue (519 entries: name, category, allergens, mayContain, diets, cuisines…). */
export async function loadCatalogue() {
  const { FOODS } = await load('ai/knowledge/catalog.ts');
  return FOODS;
}

/** createDiscoveryRepository from discovery.repository.ts. */
export async function loadDiscovery() {
  return load('modules/recipes/discovery.repository.ts');
}

export async function loadSchema() {
  return load('db/schema/index.ts');
}

/** Shared recipe pictures: IMAGES_PER_CUISINE per cuisine, keyed like the server's own images. */
export const IMAGES_PER_CUISINE = 8;
export const MEDIA_CACHE = path.join(ROOT, 'bench', '.cache', 'media');
export const imageKey = (cuisine, n) => `recipes/bench-${cuisine.toLowerCase()}-${n}`;

/**
 * Draws the recipe pictures with the server's dish illustration (what a recipe gets when no image
 * model is configured), in the sizes storeImageVariants writes: full 1600 px wide, card 640×480.
 * Cached in bench/.cache/media (gitignored).
 */
export async function ensureMedia(cuisines, ingredientsOf) {
  const expected = cuisines.length * IMAGES_PER_CUISINE * 2;
  const folder = path.join(MEDIA_CACHE, 'recipes');
  if (existsSync(folder) && readdirSync(folder).length >= expected) return;
  mkdirSync(folder, { recursive: true });
  const { renderDish } = await load('ai/images/illustration.ts');
  // One cuisine at a time, its pictures in parallel (sharp renders on its own thread pool).
  for (const cuisine of cuisines) {
    await Promise.all(
      Array.from({ length: IMAGES_PER_CUISINE }, async (_, n) => {
        const key = imageKey(cuisine, n);
        const image = (await renderDish({ seed: key, cuisine, ingredients: ingredientsOf(cuisine, n) })).rotate();
        await image
          .clone()
          .resize({ width: 1600, withoutEnlargement: true })
          .webp({ quality: 82 })
          .toFile(path.join(MEDIA_CACHE, `${key}-full.webp`));
        await image
          .clone()
          .resize({ width: 640, height: 480, fit: 'cover', position: 'attention' })
          .webp({ quality: 78 })
          .toFile(path.join(MEDIA_CACHE, `${key}-card.webp`));
      }),
    );
  }
}

/** Copies the cached pictures into a server's DATA_DIR/uploads so /media/... serves them. */
export function installMedia(dataDir) {
  if (!existsSync(MEDIA_CACHE)) return false;
  cpSync(MEDIA_CACHE, path.join(dataDir, 'uploads'), { recursive: true });
  return true;
}
