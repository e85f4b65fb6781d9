// Draws every demo recipe's picture and a contact sheet at card size, to look at them:
// node scripts/dish-pictures.mjs [output folder, default test-results/dish-pictures]
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { tsImport } from 'tsx/esm/api';
import { root } from './lib/build.mjs';

const dir = path.resolve(process.argv[2] ?? path.join(root, 'test-results', 'dish-pictures'));
const load = (relative) => tsImport(path.join(root, 'apps/server/src', relative), import.meta.url);
const { demoRecipes } = await load('db/seed/demo-recipes.ts');
const { renderDish } = await load('ai/images/illustration.ts');

mkdirSync(dir, { recursive: true });
const cards = [];
for (const [index, recipe] of demoRecipes.entries()) {
  const png = await (
    await renderDish({
      seed: `recipe:${index + 1}:${recipe.title}`,
      title: recipe.title,
      cuisine: recipe.cuisine,
      ingredients: recipe.ingredients.map((i) => i.name),
      tags: recipe.tags,
      mealTypes: recipe.mealTypes,
    })
  )
    .png()
    .toBuffer();
  writeFileSync(path.join(dir, `${recipe.title.toLowerCase().replace(/[^a-z0-9]+/g, '-')}.png`), png);
  cards.push(await sharp(png).resize(300, 225).png().toBuffer());
}
const columns = 6;
const sheet = await sharp({ create: { width: columns * 306, height: Math.ceil(cards.length / columns) * 231, channels: 3, background: '#ffffff' } })
  .composite(cards.map((input, i) => ({ input, left: (i % columns) * 306 + 3, top: Math.floor(i / columns) * 231 + 3 })))
  .png()
  .toBuffer();
writeFileSync(path.join(dir, 'contact-sheet.png'), sheet);
console.log(`Wrote ${cards.length} pictures and contact-sheet.png to ${dir}`);
