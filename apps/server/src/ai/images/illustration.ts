import type { Sharp } from 'sharp';
import { imageLibrary } from '../../storage/image-library';
import { classifyDish, foldText, type DishForm } from './dish-forms';
import type { Paint, Painted } from './food-kit';
import { readIngredients } from './ingredient-looks';
import { drawPiece } from './pieces';
import { bread, cookies, dessertGlass, drink, layeredDessert, pancakes, pie } from './painters-sweet';
import { curryFlatbread, curryRice, dip, eggs, fritters, mainPlate, noodleBowl, pasta, pizza, riceDish, salad, skewers, soup, stew, stirFry, tacos } from './painters-savoury';
import { f, flattenOpacity, HEIGHT, randomFrom, Sketch, WIDTH } from './svg-kit';
import { grainDataUri } from './table-textures';
import { bowl, chooseSurface, chooseWare, isDark, napkin, table, utensil, waterGlass } from './tableware';

export { randomFrom };

/**
 * The built-in "image model": a picture of the dish itself, styled like a food photograph. The recipe's
 * form (a bowl of noodles, a curry with rice, tacos...) is read from its title, tags and ingredients
 * (dish-forms.ts); the food is drawn from its real ingredients' colours and shapes (ingredient-looks.ts);
 * the table, tableware and props are chosen by cuisine; all of it is seeded by the recipe, so the same
 * recipe always gets the same picture and different recipes differ. Rendered to a bitmap with sharp.
 */
export interface DishToDraw {
  seed: string;
  cuisine: string | null;
  ingredients: string[];
  title?: string;
  tags?: string[];
  mealTypes?: string[];
}

type Painter = (p: Paint, cx: number, cy: number) => Painted;

const PAINTERS: Record<DishForm, Painter> = {
  'noodle-bowl': noodleBowl,
  pasta,
  'curry-rice': curryRice,
  'curry-flatbread': curryFlatbread,
  soup,
  salad,
  'layered-dessert': layeredDessert,
  'dessert-glass': dessertGlass,
  pancakes,
  tacos,
  bread,
  pizza,
  rice: riceDish,
  eggs,
  'stir-fry': stirFry,
  'main-plate': mainPlate,
  drink,
  cookies,
  dip,
  skewers,
  fritters,
  stew,
  pie,
};

interface Frame {
  x: number;
  y: number;
  w: number;
  h: number;
}

/**
 * The camera's crop: zoomed in as far as the dish allows (a little more or less per recipe) and set a
 * little off-centre, so a grid of cards does not repeat one framing. Props may fall out of the frame.
 */
function frameFor(s: Sketch, box: Painted['box']): Frame {
  const margin = 30;
  const bw = box.right - box.left + margin * 2;
  const bh = box.bottom - box.top + margin * 2;
  const most = Math.min(1.42, WIDTH / bw, HEIGHT / bh);
  const zoom = Math.max(Math.min(1.1, most), s.between(Math.min(1.14, most), Math.max(1.15, most)));
  const w = WIDTH / zoom;
  const h = HEIGHT / zoom;
  const x = (box.left + box.right) / 2 - w / 2 + s.jitter(0, Math.max(0, (w - bw) / 2) * 0.8);
  const y = (box.top + box.bottom) / 2 - h / 2 + s.jitter(0, Math.max(0, (h - bh) / 2) * 0.6);
  return { x: Math.min(WIDTH - w, Math.max(0, x)), y: Math.min(HEIGHT - h, Math.max(0, y)), w, h };
}

function svgDocument(s: Sketch, body: string, frame: Frame = { x: 0, y: 0, w: WIDTH, h: HEIGHT }): string {
  const { x, y, w, h } = frame;
  const grain = `<image href="${grainDataUri()}" x="${f(x)}" y="${f(y)}" width="${f(w)}" height="${f(h)}" preserveAspectRatio="none"/>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="${f(x)} ${f(y)} ${f(w)} ${f(h)}"><defs>${s.definitions()}</defs>${flattenOpacity(body)}${grain}</svg>`;
}

/** Props around the dish: a napkin, the right cutlery, a few loose ingredients, placed where there is room. */
function props(p: Paint, painted: Painted): { behind: string; front: string } {
  const { s } = p;
  const { box } = painted;
  let behind = '';
  let front = '';
  const rightRoom = WIDTH - box.right;
  const leftRoom = box.left;
  const side = rightRoom >= leftRoom ? 1 : -1;
  const room = Math.max(rightRoom, leftRoom);
  const ux = side > 0 ? box.right + Math.min(room * 0.5, 110) : box.left - Math.min(room * 0.5, 110);
  const uy = HEIGHT * 0.52 + s.jitter(0, 30);
  if (s.chance(0.75)) behind += napkin(s, ux + side * 20, uy + s.jitter(20, 20), 250, 520, s.jitter(side * 8, 6));
  else behind += napkin(s, side > 0 ? 110 : WIDTH - 110, 120, 340, 300, s.jitter(30, 20));
  if (painted.utensil !== 'none') {
    if (painted.utensil === 'knife') {
      behind += utensil(s, 'fork', ux - 42 * side, uy, s.jitter(0, 4), 420);
      behind += utensil(s, 'knife', ux + 42 * side, uy, s.jitter(0, 4), 430);
    } else behind += utensil(s, painted.utensil, ux, uy, s.jitter(side * 6, 5), painted.utensil === 'chopsticks' ? 520 : 400);
  }
  // Sometimes a glass of water beyond the dish, as on a set table.
  if (s.chance(0.35)) behind += waterGlass(s, side > 0 ? box.left + s.between(-40, 60) : box.right - s.between(-40, 60), box.top - s.between(60, 110));
  // Loose ingredients on the table on the other side: the herbs, a chilli, a wedge of citrus.
  const loose = [
    ...p.food.herbs.filter((h) => h.look.shape === 'leaf'),
    ...p.food.pieces.filter((x) => x.look.shape === 'chili' || x.look.role === 'fruit' || x.look.shape === 'berry'),
  ].slice(0, 3);
  const lx = side > 0 ? Math.max(70, box.left - 40) : Math.min(WIDTH - 70, box.right + 40);
  const ly = Math.min(HEIGHT - 70, box.bottom + 10);
  loose.forEach((piece, i) => {
    for (let k = 0; k < 2; k++) front += drawPiece(s, piece.look, lx + side * -1 * (i * 60 + k * 28) + s.jitter(0, 12), ly - i * 30 + s.jitter(0, 10), 26);
  });
  return { behind, front };
}

export function dishSvg(dish: DishToDraw): string {
  const s = new Sketch(randomFrom(dish.seed));
  const title = dish.title ?? '';
  const found = classifyDish({ title, ingredients: dish.ingredients, tags: dish.tags ?? [], cuisine: dish.cuisine, mealTypes: dish.mealTypes ?? [] });
  const surface = chooseSurface(s, dish.cuisine);
  const dark = isDark(surface);
  const p: Paint = {
    s,
    food: readIngredients(dish.ingredients),
    variant: found.variant,
    title: foldText(`${title} ${(dish.tags ?? []).join(' ')}`),
    cuisine: dish.cuisine,
    ware: chooseWare(s, dish.cuisine, dark),
    dark,
  };
  const cx = WIDTH / 2 + s.jitter(0, 45);
  const cy = HEIGHT * 0.5 + s.jitter(0, 20);
  const painted = PAINTERS[found.form](p, cx, cy);
  const around = props(p, painted);
  return svgDocument(s, `${table(s, surface)}${around.behind}${painted.dish}${around.front}`, frameFor(s, painted.box));
}

/** A ready-to-store bitmap of the dish (see storage/images.ts for the sizes written). */
export async function renderDish(dish: DishToDraw): Promise<Sharp> {
  const sharp = await imageLibrary();
  return sharp(Buffer.from(dishSvg(dish)));
}

/** An ingredient portrait: the ingredient heaped in a small bowl on a neutral table. */
export async function renderIngredient(name: string): Promise<Sharp> {
  const s = new Sketch(randomFrom(`ingredient:${name}`));
  const food = readIngredients([name]);
  const piece = food.pieces[0] ?? food.herbs[0] ?? food.flecks[0] ?? null;
  const surface = chooseSurface(s, null);
  const ware = chooseWare(s, null, isDark(surface));
  const cx = WIDTH / 2;
  const cy = HEIGHT * 0.5;
  const contents = (sy: number, rx: number, ry: number) => {
    let out = `<ellipse cx="${f(cx)}" cy="${f(sy)}" rx="${f(rx)}" ry="${f(ry)}" fill="${s.lit(piece?.look.colour ?? '#c9a76b', 0.1, -0.4)}"/>`;
    if (piece) {
      const spots: [number, number][] = [];
      for (let i = 0; i < 60; i++) {
        const [u, v] = s.inDisc();
        spots.push([cx + u * rx * 0.85, sy + v * ry * 0.85 - (1 - u * u - v * v) * 30]);
      }
      spots.sort((a, b) => a[1] - b[1]);
      for (const [x, y] of spots) out += drawPiece(s, piece.look, x, y, piece.look.shape === 'fleck' ? 40 : 34);
    }
    return out;
  };
  const body = `${table(s, surface)}${bowl(s, cx, cy, 300, 150, ware, contents, 0.95, 0.55)}`;
  const sharp = await imageLibrary();
  return sharp(Buffer.from(svgDocument(s, body)));
}
