import sharp from 'sharp';
import { afterEach, describe, expect, it } from 'vitest';
import { encodeVariants } from '../../storage/images';
import { renderDish, type DishToDraw } from './illustration';
import { createIllustrator, type Illustrator } from './illustrator-client';

const padThai: DishToDraw = { seed: 'recipe:7:Pad Thai', title: 'Pad Thai', cuisine: 'Thai', ingredients: ['rice noodle', 'shrimp', 'tamarind paste', 'peanut', 'lime'] };
const sizeOf = async (webp: Buffer) => {
  const { format, width, height } = await sharp(webp).metadata();
  return { format, width, height };
};
const waitUntil = async (check: () => boolean, ms = 5_000) => {
  const until = Date.now() + ms;
  while (!check() && Date.now() < until) await new Promise((resolve) => setTimeout(resolve, 25));
  return check();
};

describe('the illustrator process', () => {
  let illustrator: Illustrator;
  afterEach(() => illustrator?.close());

  it('draws a dish in its own process, byte for byte what the server would have drawn itself', async () => {
    illustrator = createIllustrator();
    expect(illustrator.running).toBe(false);
    const drawn = await illustrator.dish(padThai);
    expect(illustrator.running).toBe(true);
    expect(await sizeOf(drawn.full)).toEqual({ format: 'webp', width: 1200, height: 900 });
    expect(await sizeOf(drawn.card)).toEqual({ format: 'webp', width: 640, height: 480 });
    const here = await encodeVariants(await renderDish(padThai));
    expect(drawn.full.equals(here.full)).toBe(true);
    expect(drawn.card.equals(here.card)).toBe(true);
  });

  it('draws several pictures at once and an ingredient, each answer to its own request', async () => {
    illustrator = createIllustrator();
    const [thai, other, tomato] = await Promise.all([illustrator.dish(padThai), illustrator.dish({ ...padThai, seed: 'recipe:8:Pad Thai' }), illustrator.ingredient('tomato')]);
    expect(thai.full.equals(other.full)).toBe(false);
    expect(await sizeOf(tomato.card)).toEqual({ format: 'webp', width: 640, height: 480 });
    expect(thai.full.equals((await illustrator.dish(padThai)).full)).toBe(true);
  });

  it('exits once idle, and the next picture starts it again', async () => {
    illustrator = createIllustrator({ idleExitMs: 100 });
    await illustrator.ingredient('tomato');
    expect(await waitUntil(() => !illustrator.running)).toBe(true);
    expect(await sizeOf((await illustrator.ingredient('basil')).full)).toMatchObject({ format: 'webp' });
  });

  it('a process that stops mid-drawing fails only what it was drawing; the next picture works', async () => {
    illustrator = createIllustrator();
    const interrupted = illustrator.dish(padThai);
    illustrator.close();
    await expect(interrupted).rejects.toThrow(/illustrator process stopped/);
    expect(await sizeOf((await illustrator.dish(padThai)).card)).toEqual({ format: 'webp', width: 640, height: 480 });
  });
});
