import {
  citrus,
  cookedPieces,
  dust,
  flatbread,
  friedEgg,
  garnish,
  inside,
  moundPath,
  onMound,
  onMoundPieces,
  piecesExcept,
  rice,
  sauce,
  scatter,
  sheen,
  steam,
  strands,
  swirl,
  type Paint,
  type Painted,
} from './food-kit';
import type { Piece } from './ingredient-looks';
import { bean, chunk, cube, drawPiece, leaf, leafPath, round } from './pieces';
import { blobPath, f, luminance, mix, onTable, shade, smoothOpen, softShadow, TILT, type Sketch } from './svg-kit';
import { bowl, plate, smallBowl, type Ware } from './tableware';

/**
 * Painters for savoury dish forms. Each draws its dish centred at (cx, cy) in the 3/4 camera from the
 * recipe's own ingredients, and says which cutlery goes with it and where the dish ends (for props).
 */

const box = (cx: number, cy: number, r: number, below = 0) => ({ left: cx - r, right: cx + r, top: cy - r * TILT, bottom: cy + r * TILT + below });

const STEEL: Ware = { body: '#c7c8ca', band: null, speckled: false };
const CAST_IRON: Ware = { body: '#2c2a29', band: null, speckled: false };
const TERRACOTTA: Ware = { body: '#b2623a', band: null, speckled: true };

function sauceOr(p: Paint, fallback: string): string {
  return p.food.sauce ?? fallback;
}

function has(p: Paint, pattern: RegExp): boolean {
  return p.food.has(pattern) || pattern.test(p.title);
}

const ASIAN = new Set(['Japanese', 'Chinese', 'Thai', 'Korean', 'Vietnamese']);

// ─── Curries ────────────────────────────────────────────────────────────────

function curryTop(p: Paint, cx: number, cy: number, rx: number, ry: number, colour: string, liquid = true): string {
  let out = sauce(p, cx, cy, rx, ry, colour, 0.7, liquid);
  const beans = p.food.pieces[0]?.look.shape === 'bean';
  out += scatter(p, cx, cy, rx, ry, beans ? 46 : 16, beans ? 34 : 28, cookedPieces(p), 0.85);
  if (has(p, /cream|coconut milk|yogurt|malai/)) out += swirl(p, cx + p.s.jitter(0, rx * 0.2), cy + p.s.jitter(0, ry * 0.2), rx * 0.35, '#fbf4e6');
  return out + garnish(p, cx, cy, rx, ry, 0.8);
}

export function curryRice(p: Paint, cx: number, cy: number): Painted {
  const r = 340;
  const colour = sauceOr(p, '#c47a2e');
  const grain = has(p, /brown rice/) ? '#d8c09a' : '#f7f3ea';
  const dish = bowl(
    p.s,
    cx,
    cy,
    r,
    r * 0.2,
    p.ware,
    (sy, rx, ry) =>
      curryTop(p, cx + rx * 0.18, sy + ry * 0.05, rx * 0.72, ry * 0.78, colour, false) + rice(p, cx - rx * 0.5, sy + ry * 0.2, rx * 0.36, rx * 0.36 * TILT, grain, 320, 55),
    0.9,
    0.6,
  );
  return { dish, utensil: 'spoon', box: box(cx, cy, r, r * 0.2) };
}

export function curryFlatbread(p: Paint, cx: number, cy: number): Painted {
  const r = 255;
  const bx = cx + 90;
  const colour = sauceOr(p, '#b8642a');
  const ware = p.cuisine === 'Indian' && p.s.chance(0.5) ? STEEL : p.ware;
  let out = '';
  // Naan or roti behind and to the left, on a cloth or straight on the table.
  const breadColour = has(p, /roti|chapati|phulka/) ? '#d9b27a' : '#e4b468';
  out += flatbread(p, cx - 260, cy - 55, 210, 135, shade(breadColour, -0.05), '#6b3a1a', 12);
  out += flatbread(p, cx - 205, cy + 45, 200, 125, breadColour, '#5e3216', 16);
  out += bowl(p.s, bx, cy, r, r * 0.42, ware, (sy, rx, ry) => curryTop(p, bx, sy, rx * 0.95, ry * 0.95, colour), 0.85, 0.55);
  // Sliced onion and a wedge of lemon, as served.
  out += onionSide(p, cx - 150, cy + 230);
  return { dish: out, utensil: 'spoon', box: { left: cx - 470, right: bx + r, top: cy - 200, bottom: cy + r * TILT + r * 0.42 } };
}

function onionSide(p: Paint, x: number, y: number): string {
  let out = '';
  for (let i = 0; i < 4; i++) out += drawPiece(p.s, { shape: 'ring', colour: '#a2507e', role: 'vegetable', inner: '#f3e4ee' }, x + p.s.jitter(0, 40), y + p.s.jitter(0, 14), 30);
  return out + citrus(p, x + 75, y - 5, 30, p.food.has(/lime/));
}

// ─── Pasta and noodles ─────────────────────────────────────────────────────

function pastaColour(p: Paint): string {
  if (/zucchini|zoodle|courgetti/.test(p.title)) return '#b4cc62';
  if (has(p, /whole ?wheat|wholemeal|soba|buckwheat/)) return '#b98d5c';
  if (has(p, /rice noodle|glass noodle|vermicelli|pad thai|pho|udon/)) return '#efe6cf';
  if (has(p, /egg noodle|ramen|hakka|chow mein|lo mein/)) return '#eed07a';
  return '#efcd80';
}

/** Whether a sauce is a red or dark ragù that sits on top rather than coating the strands. */
function sauceOnTop(p: Paint, colour: string | null): boolean {
  return colour !== null && has(p, /tomato|passata|marinara|bolognese|ragu|arrabbiata|puttanesca|amatriciana/) && luminance(colour) < 0.5;
}

export function pasta(p: Paint, cx: number, cy: number): Painted {
  const r = 345;
  const { s } = p;
  const base = pastaColour(p);
  const colour = p.food.sauce;
  const onTop = sauceOnTop(p, colour);
  const coat = colour && !onTop ? mix(base, colour, 0.4) : base;
  const pool = cookedPieces(p).filter((piece) => !/zucchini|courgette|\begg/.test(piece.name));
  if (p.variant === 'short') {
    // Short pasta heaped in a wide bowl, coated in its sauce.
    const dish = bowl(
      s,
      cx,
      cy,
      r * 0.95,
      r * 0.24,
      p.ware,
      (sy, rx, ry) =>
        shortPasta(p, cx, sy + ry * 0.05, rx * 0.9, ry * 0.9, colour ? mix(base, colour, 0.6) : base, colour) +
        scatter(p, cx, sy - 20, rx * 0.6, ry * 0.5, pool.length ? 10 : 0, 22, pool) +
        garnish(p, cx, sy - 25, rx * 0.6, ry * 0.5, 1),
      0.95,
      0.6,
    );
    return { dish, utensil: 'fork', box: box(cx, cy, r, r * 0.24) };
  }
  let out = plate(s, cx, cy, r, p.ware, 0.66);
  if (p.variant === 'baked') {
    out += layeredBlock(
      p,
      cx,
      cy - 30,
      250,
      150,
      [
        [coat, 18],
        [sauceOr(p, '#b8432a'), 12],
        ['#f5ead2', 8],
        [coat, 16],
        [sauceOr(p, '#b8432a'), 12],
        [coat, 16],
      ],
      '#e8b45a',
    );
  } else {
    out += strands(p, cx, cy - 12, 235, 235 * TILT, coat, 58, 7.5, 1);
    if (onTop && colour) out += sauce(p, cx + s.jitter(0, 20), cy - 30, 110, 68, colour, 0.4, false);
  }
  out += scatter(p, cx, cy - 20, 170, 100, pool.length ? 13 : 0, 22, pool);
  out += garnish(p, cx, cy - 25, 190, 115, 1);
  return { dish: out, utensil: 'fork', box: box(cx, cy, r) };
}

function shortPasta(p: Paint, cx: number, cy: number, rx: number, ry: number, colour: string, sauceColour: string | null): string {
  const { s } = p;
  const height = ry * 0.5;
  let out = `<path d="${moundPath(cx, cy, rx, ry, height)}" fill="${s.lit(sauceColour ?? shade(colour, -0.1), 0.2, -0.3)}"/>`;
  const items: [number, number][] = [];
  for (let i = 0; i < 190; i++) {
    const [u, v] = s.inDisc();
    items.push(onMound(cx, cy, rx * 0.92, ry * 0.92, height, u, v));
  }
  items.sort((a, b) => a[1] - b[1]);
  for (const [x, y] of items) {
    const a = s.random() * Math.PI * 2;
    const len = s.between(24, 32);
    const [x2, y2] = [x + Math.cos(a) * len, y + Math.sin(a) * len * 0.7];
    const bend = s.jitter(0, 9);
    const d = `M${f(x)} ${f(y)} Q${f((x + x2) / 2 - Math.sin(a) * bend)} ${f((y + y2) / 2 + Math.cos(a) * bend)} ${f(x2)} ${f(y2)}`;
    out += `<path d="${d}" stroke="${shade(colour, -0.35)}" stroke-width="20" stroke-linecap="round" fill="none" transform="translate(1 2.5)"/>`;
    out += `<path d="${d}" stroke="${shade(colour, s.jitter(0.02, 0.08))}" stroke-width="16" stroke-linecap="round" fill="none"/>`;
    out += `<ellipse cx="${f(x2)}" cy="${f(y2)}" rx="6" ry="5" fill="${shade(colour, -0.45)}"/>`;
  }
  return out + (sauceColour ? sheen(p, cx - rx * 0.2, cy - ry * 0.6, rx * 0.4, ry * 0.2, 6) : '');
}

export function noodleBowl(p: Paint, cx: number, cy: number): Painted {
  const { s } = p;
  const colour = p.food.sauce ? mix(pastaColour(p), mix(p.food.sauce, '#e39a48', 0.7), 0.45) : pastaColour(p);
  const toppings = p.food.pieces;
  if (p.variant === 'soup') {
    const r = 320;
    const broth = sauceOr(p, '#d7a655');
    const dish = bowl(
      s,
      cx,
      cy,
      r,
      r * 0.5,
      p.ware,
      (sy, rx, ry) => {
        let c = `<ellipse cx="${f(cx)}" cy="${f(sy)}" rx="${f(rx)}" ry="${f(ry)}" fill="${s.lit(broth, 0.2, -0.25)}"/>`;
        c += strands(p, cx - rx * 0.2, sy + ry * 0.1, rx * 0.55, ry * 0.55, pastaColour(p), 22, 7, 0.3);
        c += scatter(p, cx + rx * 0.25, sy, rx * 0.6, ry * 0.7, 10, 26, toppings);
        if (has(p, /\begg\b/)) c += softEgg(p, cx + rx * 0.4, sy - ry * 0.35, 48);
        return c + garnish(p, cx, sy, rx, ry, 0.9) + sheen(p, cx - rx * 0.3, sy - ry * 0.4, rx * 0.3, ry * 0.1, 4);
      },
      0.8,
    );
    return { dish: dish + steam(p, cx, cy - r * TILT - 20, r), utensil: 'chopsticks', box: box(cx, cy, r, r * 0.5) };
  }
  const r = 340;
  let out = plate(s, cx, cy, r, p.ware, 0.7);
  out += strands(p, cx, cy - 10, 245, 245 * TILT, colour, 46, has(p, /rice noodle|pad thai|chow fun|see ew/) ? 12 : 9, 0.6);
  out += scatter(p, cx, cy - 20, 190, 110, 18, 24, toppings);
  out += garnish(p, cx, cy - 15, 200, 120, 1);
  if (has(p, /lime/)) out += citrus(p, cx + 210, cy + 95, 34, true);
  return { dish: out, utensil: 'chopsticks', box: box(cx, cy, r) };
}

function softEgg(p: Paint, x: number, y: number, r: number): string {
  return (
    `<ellipse cx="${f(x + 3)}" cy="${f(y + 4)}" rx="${f(r)}" ry="${f(r * 0.75)}" fill="#000" opacity="0.2"/>` +
    `<ellipse cx="${f(x)}" cy="${f(y)}" rx="${f(r)}" ry="${f(r * 0.75)}" fill="${p.s.lit('#fbf7ee', 0.1, -0.1)}"/>` +
    `<ellipse cx="${f(x)}" cy="${f(y)}" rx="${f(r * 0.5)}" ry="${f(r * 0.4)}" fill="${p.s.lit('#f09a1a', 0.3, -0.2)}"/>`
  );
}

// ─── Soups ──────────────────────────────────────────────────────────────────

export function soup(p: Paint, cx: number, cy: number): Painted {
  const { s } = p;
  if (p.variant === 'crock') return onionCrock(p, cx, cy);
  const r = 295;
  const clear = p.variant === 'clear';
  const colour = sauceOr(p, clear ? '#d9b070' : '#d49a4a');
  const dish = bowl(
    s,
    cx,
    cy,
    r,
    r * 0.5,
    p.ware,
    (sy, rx, ry) => {
      let c = `<ellipse cx="${f(cx)}" cy="${f(sy)}" rx="${f(rx)}" ry="${f(ry)}" fill="${s.lit(colour, 0.18, -0.25)}"/>`;
      if (clear) {
        // Miso and clear broths cloud and settle: soft paler drifts.
        for (let i = 0; i < 9; i++) {
          const [x, y] = inside(p, cx, sy, rx, ry, 0.8);
          c += `<path d="${blobPath(s, x, y, s.between(25, 55), s.between(10, 22), 7, 0.3)}" fill="${shade(colour, 0.22)}" opacity="0.35"/>`;
        }
        c += scatter(p, cx, sy, rx * 0.85, ry * 0.85, 18, 20, cookedPieces(p));
      } else if (p.variant === 'chunky') {
        c += scatter(p, cx, sy, rx * 0.9, ry * 0.9, 26, 22, cookedPieces(p));
      } else {
        c += swirl(p, cx + s.jitter(0, 25), sy + s.jitter(0, 10), rx * 0.4);
        c += croutons(p, cx, sy, rx * 0.6, ry * 0.6);
      }
      return c + garnish(p, cx, sy, rx * 0.8, ry * 0.8, 0.8) + sheen(p, cx - rx * 0.35, sy - ry * 0.35, rx * 0.25, ry * 0.1, 4);
    },
    0.8,
  );
  return { dish: dish + steam(p, cx, cy - r * TILT - 10, r), utensil: p.cuisine === 'Japanese' ? 'chopsticks' : 'spoon', box: box(cx, cy, r, r * 0.5) };
}

function croutons(p: Paint, cx: number, cy: number, rx: number, ry: number): string {
  let out = '';
  for (let i = 0; i < 6; i++) {
    const [x, y] = inside(p, cx, cy, rx, ry, 0.8);
    out += cube(p.s, x, y, 18, '#d9a55a', '#a86a2a', 12);
  }
  return out;
}

/** French onion soup: a crock under a blistered lid of grilled cheese that spills over the rim. */
function onionCrock(p: Paint, cx: number, cy: number): Painted {
  const { s } = p;
  const r = 235;
  const crock: Ware = { body: s.pick(['#f1ece2', '#6b3b22', '#2f3b52']), band: null, speckled: false };
  let out = plate(s, cx, cy + 60, 330, { body: '#f4f0e8', band: null, speckled: false }, 0.72);
  // Lion-ear handles.
  for (const side of [-1, 1]) out += `<ellipse cx="${f(cx + side * (r + 22))}" cy="${f(cy + 25)}" rx="30" ry="20" fill="${s.lit(crock.body, 0.2, -0.3)}"/>`;
  const cheese = '#efc163';
  out += bowl(
    s,
    cx,
    cy,
    r,
    r * 0.72,
    crock,
    (sy, rx, ry) => {
      let c = `<ellipse cx="${f(cx)}" cy="${f(sy)}" rx="${f(rx)}" ry="${f(ry)}" fill="${s.lit('#8a5020', 0.2, -0.2)}"/>`;
      c += `<path d="${blobPath(s, cx, sy - 10, rx * 1.02, ry * 1.05, 12, 0.06)}" fill="${s.lit(cheese, 0.25, -0.2)}"/>`;
      for (let i = 0; i < 22; i++) {
        const [x, y] = inside(p, cx, sy - 10, rx, ry, 0.85);
        c += `<path d="${blobPath(s, x, y, s.between(8, 26), s.between(5, 14), 6, 0.35)}" fill="${s.pick(['#b86a22', '#9a5218', '#d58f3a'])}" opacity="${f(s.between(0.5, 0.9))}"/>`;
      }
      return c + garnish(p, cx, sy, rx * 0.6, ry * 0.6, 0.5);
    },
    1,
    0.7,
  );
  // Cheese running down over the rim.
  for (let i = 0; i < 5; i++) {
    const a = Math.PI * s.between(0.15, 0.85);
    const x = cx + Math.cos(a) * r * 0.98;
    const y = cy + Math.sin(a) * r * TILT * 0.98;
    const len = s.between(20, 60);
    out += `<path d="M${f(x - 14)} ${f(y - 4)} Q${f(x - 12)} ${f(y + len)} ${f(x)} ${f(y + len)} Q${f(x + 12)} ${f(y + len)} ${f(x + 14)} ${f(y - 4)}Z" fill="${s.lit(cheese, 0.2, -0.25)}"/>`;
  }
  return { dish: out + steam(p, cx, cy - r * TILT - 10, r), utensil: 'spoon', box: box(cx, cy + 60, 330) };
}

// ─── Salads and dips ────────────────────────────────────────────────────────

export function salad(p: Paint, cx: number, cy: number): Painted {
  const { s } = p;
  const r = 340;
  const leaves = p.food.pieces.filter((piece) => piece.look.shape === 'leaf');
  const rest = p.food.pieces.filter((piece) => piece.look.shape !== 'leaf' && piece.look.role !== 'cheese');
  const dish = bowl(
    s,
    cx,
    cy,
    r,
    r * 0.26,
    p.ware,
    (sy, rx, ry) => {
      const leafy = p.variant === 'leafy' || leaves.length > 0;
      let c = `<ellipse cx="${f(cx)}" cy="${f(sy)}" rx="${f(rx)}" ry="${f(ry)}" fill="${s.lit(leafy ? '#5f7f32' : '#b0543a', 0.1, -0.4)}"/>`;
      if (leafy) {
        const pool = leaves.length ? leaves : [{ name: 'lettuce', look: { shape: 'leaf' as const, colour: '#6aa83f', role: 'vegetable' as const }, weight: 1 }];
        for (let i = 0; i < 46; i++) {
          const [x, y] = inside(p, cx, sy, rx, ry, 0.9);
          c += leaf(s, x, y, s.between(26, 40), shade(pool[i % pool.length]!.look.colour, s.jitter(0, 0.12)), TILT + 0.2);
        }
        c += scatter(p, cx, sy - 10, rx * 0.8, ry * 0.8, 26, 28, rest);
      } else {
        c += scatter(p, cx, sy + ry * 0.05, rx * 0.98, ry * 0.98, 70, 36, rest.length ? rest : p.food.pieces, 0.95);
        c += scatter(p, cx, sy - ry * 0.1, rx * 0.8, ry * 0.75, 45, 34, rest.length ? rest : p.food.pieces, 0.9);
      }
      const cheese = p.food.cheese;
      if (cheese && cheese.look.shape === 'crumble') {
        // Feta comes as a slab or big cubes on top; fresh cheeses as torn pieces.
        const slab = /feta/.test(cheese.name) && s.chance(0.5);
        if (slab) c += cube(s, cx + s.jitter(0, 30), sy - ry * 0.2, 110, '#fbf8ee', undefined, 34);
        else for (let i = 0; i < 9; i++) c += cube(s, ...inside(p, cx, sy - 10, rx * 0.6, ry * 0.6), 30, '#fbf8ee', undefined, 24);
      }
      return c + garnish(p, cx, sy, rx * 0.85, ry * 0.85, 1) + sheen(p, cx, sy - ry * 0.2, rx * 0.6, ry * 0.4, 10);
    },
    1,
    0.55,
  );
  return { dish, utensil: 'fork', box: box(cx, cy, r, r * 0.26) };
}

function dipColour(p: Paint): string {
  if (has(p, /avocado|guacamole/)) return '#9bb84e';
  if (has(p, /eggplant|aubergine|baba/)) return '#c2a882';
  if (has(p, /yogurt|tzatziki|raita|labneh|sour cream/)) return '#f3efe3';
  if (has(p, /chickpea|hummus|tahini/)) return '#e2c896';
  if (has(p, /roasted red pepper|muhammara/)) return '#c0502e';
  if (has(p, /tomato/)) return '#c8402a';
  return p.food.sauce ?? '#d8c08a';
}

export function dip(p: Paint, cx: number, cy: number): Painted {
  const { s } = p;
  const r = 255;
  const bx = cx + 40;
  const colour = dipColour(p);
  let out = dippers(p, bx, cy + 10, r);
  out += bowl(
    s,
    bx,
    cy,
    r,
    r * 0.4,
    p.ware,
    (sy, rx, ry) => {
      let c = `<path d="${blobPath(s, bx, sy - 6, rx, ry, 10, 0.04)}" fill="${s.lit(colour, 0.2, -0.22)}"/>`;
      if (p.variant === 'chunky') {
        for (let i = 0; i < 24; i++) c += cube(s, ...inside(p, bx, sy, rx, ry, 0.85), s.between(16, 26), shade(colour, s.pick([0.15, -0.1, 0.05])), undefined, 10);
        c += scatter(p, bx, sy, rx * 0.8, ry * 0.8, 14, 18, piecesExcept(p, /avocado/));
      } else {
        // The swirl a spoon leaves in hummus, with oil pooled in it.
        c += swirl(p, bx, sy - 4, rx * 0.62, shade(colour, -0.12));
        c += `<path d="${blobPath(s, bx, sy - 4, rx * 0.3, ry * 0.26, 8, 0.15)}" fill="#c9a020" opacity="0.55"/>` + sheen(p, bx - 10, sy - 10, rx * 0.2, ry * 0.1, 4);
        for (let i = 0; i < 6; i++) c += bean(s, ...inside(p, bx, sy, rx * 0.5, ry * 0.5), 10, '#d9a85a');
        if (has(p, /paprika|sumac|chil/)) c += dust(p, bx, sy - 4, rx * 0.45, ry * 0.4, '#b8321c', 140, 0.8);
      }
      return c + garnish(p, bx, sy, rx * 0.7, ry * 0.7, 0.6);
    },
    0.9,
  );
  return { dish: out, utensil: 'none', box: { left: bx - r - 150, right: bx + r + 120, top: cy - r * TILT - 40, bottom: cy + r * TILT + r * 0.4 + 40 } };
}

/** Tortilla chips for Mexican dips, pita triangles or vegetable sticks for the rest. */
function dippers(p: Paint, cx: number, cy: number, r: number): string {
  const { s } = p;
  const chips = p.cuisine === 'Mexican' || has(p, /guacamole|salsa|queso/);
  const colour = chips ? '#e9c25a' : '#e4bd7e';
  let out = '';
  for (let i = 0; i < 9; i++) {
    const a = Math.PI * (0.55 + (i / 9) * 1.1) + s.jitter(0, 0.1);
    const d = r * s.between(1.05, 1.3);
    const x = cx + Math.cos(a) * d;
    const y = cy + Math.sin(a) * d * TILT + 20;
    const size = s.between(60, 80);
    const rot = s.random() * 360;
    const tri = `<path d="M0 ${f(-size)} L${f(size * 0.85)} ${f(size * 0.5)} L${f(-size * 0.85)} ${f(size * 0.5)}Z"/>`;
    out += `<g transform="${onTable(x, y, rot)}"><g fill="#1d1108" opacity="0.3" transform="translate(6 14)">${tri}</g><g fill="${s.lit(colour, 0.25, -0.25)}">${tri}</g></g>`;
    if (chips) out += dust(p, x, y, size * 0.4, size * 0.25, '#ffffff', 8, 0.8);
  }
  return out;
}

// ─── Rice ───────────────────────────────────────────────────────────────────

export function riceDish(p: Paint, cx: number, cy: number): Painted {
  const { s } = p;
  const variant = p.variant;
  if (variant === 'sweet') return sweetRice(p, cx, cy);
  if (variant === 'risotto') {
    const r = 330;
    const colour = sauceOr(p, '#e8d6a8');
    const creamy = mix(colour, '#f3e6c8', 0.45);
    const dish = bowl(
      s,
      cx,
      cy,
      r,
      r * 0.2,
      p.ware,
      (sy, rx, ry) => {
        let c = `<path d="${blobPath(s, cx, sy, rx * 0.82, ry * 0.82, 10, 0.05)}" fill="${s.lit(creamy, 0.15, -0.2)}"/>`;
        for (let i = 0; i < 230; i++) {
          const [x, y] = inside(p, cx, sy, rx * 0.8, ry * 0.8, 0.95);
          c += `<ellipse cx="${f(x)}" cy="${f(y)}" rx="7" ry="3.4" fill="${shade(creamy, s.jitter(0.05, 0.08))}" stroke="${shade(creamy, -0.2)}" stroke-width="0.6" transform="rotate(${f(s.random() * 180)} ${f(x)} ${f(y)})"/>`;
        }
        c += scatter(p, cx, sy, rx * 0.7, ry * 0.7, 14, 26, cookedPieces(p));
        return c + garnish(p, cx, sy, rx * 0.7, ry * 0.7, 1) + sheen(p, cx - rx * 0.2, sy - ry * 0.2, rx * 0.4, ry * 0.2, 6);
      },
      0.9,
      0.6,
    );
    return { dish, utensil: 'fork', box: box(cx, cy, r, r * 0.2) };
  }
  if (variant === 'poha') {
    const r = 330;
    let out = plate(s, cx, cy, r, p.ware, 0.7);
    const colour = has(p, /turmeric/) ? '#f0c24a' : '#efe0b8';
    out += `<path d="${blobPath(s, cx, cy - 20, 215, 125, 12, 0.06)}" fill="${s.lit(shade(colour, -0.1), 0.1, -0.3)}"/>`;
    const flakes: [number, number][] = [];
    for (let i = 0; i < 260; i++) {
      const [u, v] = s.inDisc();
      flakes.push([cx + u * 205, cy - 20 + v * 118 - (1 - u * u - v * v) * 30]);
    }
    flakes.sort((a, b) => a[1] - b[1]);
    for (const [x, y] of flakes)
      out += `<path d="${blobPath(s, x, y, s.between(6, 10), s.between(3, 5), 5, 0.3, s.random() * 3)}" fill="${shade(colour, s.jitter(0, 0.12))}" stroke="${shade(colour, -0.25)}" stroke-width="0.6"/>`;
    out += scatter(
      p,
      cx,
      cy - 30,
      180,
      100,
      22,
      18,
      p.food.pieces.filter((x) => x.look.role !== 'fruit'),
    );
    out += garnish(p, cx, cy - 30, 190, 110, 1.1);
    out += citrus(p, cx + 215, cy + 80, 34, has(p, /lime/));
    return { dish: out, utensil: 'spoon', box: box(cx, cy, r) };
  }
  if (variant === 'biryani') {
    const r = 340;
    let out = plate(s, cx, cy, r, p.ware, 0.72);
    const [rx, ry, h] = [235, 235 * TILT, 95];
    out += rice(p, cx, cy + 15, rx, ry, '#f7f1e2', 650, h);
    // Saffron- and spice-stained grains in patches, fried onions, and the meat or vegetables showing through.
    for (let k = 0; k < 5; k++) {
      const [pu, pv] = s.inDisc();
      for (let i = 0; i < 26; i++) {
        const u = Math.max(-0.95, Math.min(0.95, pu * 0.8 + s.jitter(0, 0.2)));
        const v = Math.max(-0.95, Math.min(0.95, pv * 0.8 + s.jitter(0, 0.2)));
        const [x, y] = onMound(cx, cy + 15, rx * 0.95, ry * 0.95, h, u, v);
        out += `<ellipse cx="${f(x)}" cy="${f(y)}" rx="7.5" ry="3" fill="${s.pick(['#f0a030', '#e8861c', '#f5c04a'])}" transform="rotate(${f(s.random() * 180)} ${f(x)} ${f(y)})"/>`;
      }
    }
    out += onMoundPieces(p, cx, cy + 15, rx, ry, h, 12, 26, cookedPieces(p));
    out += onMoundPieces(p, cx, cy + 15, rx, ry, h, 16, 12, [{ name: 'fried onion', look: { shape: 'strip', colour: '#8a4a1c', role: 'garnish' }, weight: 1 }]);
    out += onMoundPieces(p, cx, cy + 15, rx, ry, h, 14, 14, p.food.herbs);
    return { dish: out, utensil: 'spoon', box: box(cx, cy, r) };
  }
  if (variant === 'paella') {
    const r = 360;
    let out = '';
    for (const side of [-1, 1]) out += `<ellipse cx="${f(cx + side * (r + 30))}" cy="${f(cy)}" rx="42" ry="18" fill="none" stroke="#2a2a2a" stroke-width="10"/>`;
    out += bowl(
      s,
      cx,
      cy,
      r,
      34,
      CAST_IRON,
      (sy, rx, ry) => {
        let c = `<ellipse cx="${f(cx)}" cy="${f(sy)}" rx="${f(rx)}" ry="${f(ry)}" fill="${s.lit('#e8a93a', 0.2, -0.3)}"/>`;
        for (let i = 0; i < 300; i++) {
          const [x, y] = inside(p, cx, sy, rx, ry, 0.95);
          c += `<ellipse cx="${f(x)}" cy="${f(y)}" rx="6" ry="3" fill="${shade('#eab24a', s.jitter(0, 0.1))}" transform="rotate(${f(s.random() * 180)} ${f(x)} ${f(y)})"/>`;
        }
        return c + scatter(p, cx, sy, rx * 0.85, ry * 0.85, 22, 30, p.food.pieces) + garnish(p, cx, sy, rx, ry, 1);
      },
      0.95,
      0.95,
    );
    return { dish: out, utensil: 'spoon', box: box(cx, cy, r + 60, 34) };
  }
  if (variant === 'topped') return toppedRice(p, cx, cy);
  // Fried rice, pulao and plain rice dishes: a domed mound in a bowl or on a plate.
  const r = 330;
  // Soy or other sauces turn fried rice a light gold; scrambled egg breaks into pale yellow curds in it.
  const tint = variant === 'fried' ? mix('#f8e9c4', '#d98a2a', p.food.sauce ? 0.3 : 0.12) : '#f6f1e6';
  const addIns = cookedPieces(p).map((piece) => (/\begg/.test(piece.name) ? { ...piece, look: { shape: 'crumble' as const, colour: '#f7d65e', role: piece.look.role } } : piece));
  let out = plate(s, cx, cy, r, p.ware, 0.7);
  out += rice(p, cx, cy + 15, 235, 235 * TILT, tint, 950, 90);
  out += onMoundPieces(p, cx, cy + 15, 235, 235 * TILT, 90, 46, 15, addIns);
  out += onMoundPieces(p, cx, cy + 15, 235, 235 * TILT, 90, 30, 12, p.food.herbs);
  return { dish: out, utensil: ASIAN.has(p.cuisine ?? '') ? 'chopsticks' : 'spoon', box: box(cx, cy, r) };
}

/** Bibimbap, donburi and rice bowls: rice under toppings laid in sectors, an egg in the middle. */
function toppedRice(p: Paint, cx: number, cy: number): Painted {
  const { s } = p;
  const r = 320;
  const stone: Ware = { body: '#3a3734', band: null, speckled: true };
  const ware = p.cuisine === 'Korean' && !p.dark ? stone : p.ware;
  const toppings = [
    ...new Map(
      cookedPieces(p)
        .filter((x) => !/\begg/.test(x.name))
        .map((x) => [x.name, x]),
    ).values(),
  ].slice(0, 6);
  const dish = bowl(
    s,
    cx,
    cy,
    r,
    r * 0.4,
    ware,
    (sy, rx, ry) => {
      let c = `<ellipse cx="${f(cx)}" cy="${f(sy)}" rx="${f(rx)}" ry="${f(ry)}" fill="${s.lit('#f4efe4', 0.1, -0.2)}"/>`;
      toppings.forEach((piece, i) => {
        const a = (i / toppings.length) * Math.PI * 2 - Math.PI / 2;
        const tx = cx + Math.cos(a) * rx * 0.55;
        const ty = sy + Math.sin(a) * ry * 0.55;
        c += scatter(p, tx, ty, rx * 0.3, ry * 0.3, 12, 20, [piece], 0.9);
      });
      if (has(p, /\begg/)) c += friedEgg(p, cx, sy, 70);
      if (p.food.sauce) c += `<path d="${blobPath(s, cx + 50, sy + 10, 28, 16, 7, 0.2)}" fill="${s.lit(p.food.sauce, 0.2, -0.2)}"/>`;
      return c + garnish(p, cx, sy, rx * 0.8, ry * 0.8, 0.8);
    },
    0.9,
    0.55,
  );
  return { dish, utensil: 'spoon', box: box(cx, cy, r, r * 0.4) };
}

/** Mango sticky rice and the like: a glossy rice mound, fanned fruit, a pour of coconut cream. */
function sweetRice(p: Paint, cx: number, cy: number): Painted {
  const { s } = p;
  const r = 330;
  let out = plate(s, cx, cy, r, p.ware, 0.72);
  out += rice(p, cx - 80, cy + 25, 140, 84, '#f8f5ec', 320, 60);
  out += `<path d="M${f(cx - 170)} ${f(cy - 40)} Q${f(cx - 80)} ${f(cy - 80)} ${f(cx + 10)} ${f(cy - 40)} Q${f(cx - 20)} ${f(cy + 40)} ${f(cx - 90)} ${f(cy + 30)} Q${f(cx - 150)} ${f(cy + 20)} ${f(cx - 170)} ${f(cy - 40)}Z" fill="#fbf7ee" opacity="0.85"/>`;
  const fruit = p.food.pieces.find((piece) => piece.look.role === 'fruit');
  const colour = fruit?.look.colour ?? '#f5b21f';
  for (let i = 0; i < 6; i++) {
    const x = cx + 80 + i * 26;
    const y = cy - 30 + i * 16;
    const d = leafPath(x, y, 190, 46, -0.9 + i * 0.06, 0.75);
    out += `<path d="${d}" fill="#1d1108" opacity="0.25" transform="translate(4 6)"/><path d="${d}" fill="${s.lit(colour, 0.3, -0.2)}"/>`;
  }
  out += sheen(p, cx + 140, cy - 10, 60, 40, 5);
  out += dust(p, cx - 80, cy - 30, 100, 40, '#3b2a1a', 40, 0.8);
  return { dish: out, utensil: 'spoon', box: box(cx, cy, r) };
}

// ─── Eggs ───────────────────────────────────────────────────────────────────

export function eggs(p: Paint, cx: number, cy: number): Painted {
  const { s } = p;
  switch (p.variant) {
    case 'skillet': {
      const r = 320;
      const colour = sauceOr(p, '#c23a22');
      let out = `<path d="M${f(cx + r * 0.8)} ${f(cy + 40)} L${f(cx + r + 230)} ${f(cy + 120)} L${f(cx + r + 225)} ${f(cy + 150)} L${f(cx + r * 0.75)} ${f(cy + 80)}Z" fill="#232120"/>`;
      out += bowl(
        s,
        cx,
        cy,
        r,
        60,
        CAST_IRON,
        (sy, rx, ry) => {
          let c = sauce(p, cx, sy, rx, ry, colour, 0.8);
          c += scatter(
            p,
            cx,
            sy,
            rx * 0.9,
            ry * 0.9,
            14,
            22,
            cookedPieces(p).filter((x) => !/\begg/.test(x.name)),
          );
          const spots: [number, number][] = [
            [-0.4, -0.25],
            [0.35, -0.3],
            [0, 0.3],
            [-0.45, 0.35],
            [0.45, 0.3],
          ];
          for (const [u, v] of spots.slice(0, 4 + (s.chance(0.5) ? 1 : 0))) c += friedEgg(p, cx + u * rx, sy + v * ry, 62);
          return c + garnish(p, cx, sy, rx * 0.9, ry * 0.9, 1);
        },
        0.95,
        0.95,
      );
      return { dish: out, utensil: 'spoon', box: box(cx, cy, r + 120, 60) };
    }
    case 'fried': {
      const r = 345;
      let out = plate(s, cx, cy, r, p.ware, 0.7);
      out += flatbread(p, cx - 40, cy - 10, 190, 112, '#e9cf8a', '#a8742e', 8);
      out += flatbread(p, cx + 50, cy + 5, 185, 108, '#eed58f', '#a8742e', 8);
      out += sauce(p, cx, cy, 200, 105, sauceOr(p, '#c2402a'), 0.4, false);
      out += friedEgg(p, cx - 60, cy - 10, 80) + friedEgg(p, cx + 75, cy + 10, 78);
      if (has(p, /black bean|refried/)) for (let i = 0; i < 28; i++) out += bean(s, ...inside(p, cx - 210, cy + 95, 60, 30), 7, '#3a2622');
      out += scatter(p, cx, cy, 200, 110, 10, 20, piecesExcept(p, /\begg|bean|tomato|onion|jalap/));
      out += garnish(p, cx, cy, 200, 110, 0.8);
      return { dish: out, utensil: 'fork', box: box(cx, cy, r) };
    }
    case 'rolled':
      return rolledOmelette(p, cx, cy);
    case 'scrambled': {
      const r = 330;
      let out = plate(s, cx, cy, r, p.ware, 0.7);
      out += toast(p, cx - 130, cy - 40);
      for (let i = 0; i < 30; i++)
        out += `<path d="${blobPath(s, ...inside(p, cx + 40, cy, 170, 95), s.between(22, 36), s.between(14, 22), 7, 0.3)}" fill="${s.lit(s.pick(['#f7d468', '#f3c84e', '#f9de84']), 0.2, -0.2)}"/>`;
      out += scatter(p, cx + 40, cy, 150, 80, 8, 18, piecesExcept(p, /\begg/));
      return { dish: out + garnish(p, cx + 40, cy, 160, 85, 1), utensil: 'fork', box: box(cx, cy, r) };
    }
    default:
      return omelette(p, cx, cy);
  }
}

function toast(p: Paint, x: number, y: number): string {
  const { s } = p;
  const slice = `<path d="M-80 -70 Q-90 -110 -40 -112 Q0 -130 40 -112 Q90 -110 80 -70 L78 80 L-78 80Z"/>`;
  return `<g transform="${onTable(x, y, s.jitter(20, 15), 1)}"><g fill="#1d1108" opacity="0.3" transform="translate(8 16)">${slice}</g><g fill="#b8762e">${slice}</g><g fill="${s.lit('#e8c486', 0.15, -0.15)}" transform="scale(0.88)">${slice}</g></g>`;
}

/** A folded French omelette: a pale yellow half-moon, barely coloured, herbs on top. */
function omelette(p: Paint, cx: number, cy: number): Painted {
  const { s } = p;
  const r = 335;
  let out = plate(s, cx, cy, r, p.ware, 0.7);
  const w = 250;
  const h = 120;
  const ox = cx + s.jitter(0, 20);
  const oy = cy - 5;
  const tilt = s.jitter(0, 8);
  const shape = `M${-w} 0 C${-w} ${h * 0.85} ${-w * 0.45} ${h * 1.05} 0 ${h} C${w * 0.45} ${h * 1.05} ${w} ${h * 0.85} ${w} 0 C${w * 0.6} ${-h * 0.35} ${-w * 0.6} ${-h * 0.35} ${-w} 0Z`;
  out += `<g transform="translate(${f(ox)} ${f(oy - h * 0.35)}) rotate(${f(tilt)})">`;
  out += `<path d="${shape}" fill="#1d1108" opacity="0.28" transform="translate(10 18)"/>`;
  out += `<path d="${shape}" fill="${s.lit('#f6d15c', 0.3, -0.18, [0.35, 0.3])}"/>`;
  for (let i = 0; i < 10; i++)
    out += `<path d="${blobPath(s, s.jitter(0, w * 0.7), s.between(0, h * 0.8), s.between(15, 40), s.between(8, 16), 6, 0.3)}" fill="#e3a94a" opacity="0.25"/>`;
  out += `<path d="M${-w * 0.96} ${h * 0.05} C${-w * 0.6} ${-h * 0.28} ${w * 0.6} ${-h * 0.28} ${w * 0.96} ${h * 0.05}" stroke="#fff3c8" stroke-width="5" fill="none" opacity="0.8"/>`;
  out += `</g>`;
  out += sheen(p, ox - 60, oy - 20, 80, 15, 4);
  out += garnish(p, ox, oy + 5, w * 0.7, h * 0.45, 1.4);
  // A few dressed leaves on the side, as a bistro would plate it.
  for (let i = 0; i < 7; i++) out += leaf(s, cx - 230 + s.jitter(0, 40), cy + 110 + s.jitter(0, 20), s.between(18, 26), s.pick(['#6aa83f', '#4f8a2c', '#87b84a']));
  return { dish: out, utensil: 'fork', box: box(cx, cy, r) };
}

/** Tamagoyaki: a rolled omelette cut in slices that show its layers. */
function rolledOmelette(p: Paint, cx: number, cy: number): Painted {
  const { s } = p;
  const w = 640;
  const d = 300;
  let out = softShadow(s, cx + 20, cy + 40, w * 0.58, d * TILT * 0.9, 0.5);
  const ware = p.ware;
  out += `<g transform="${onTable(cx, cy, 0)}"><rect x="${-w / 2}" y="${-d / 2 + 14}" width="${w}" height="${d}" rx="24" fill="${shade(ware.body, -0.3)}"/><rect x="${-w / 2}" y="${-d / 2}" width="${w}" height="${d}" rx="24" fill="${s.lit(ware.body, 0.15, -0.1)}"/></g>`;
  const colour = has(p, /soy|dashi/) ? '#f2c24e' : '#f5cf5a';
  for (let i = 0; i < 4; i++) {
    const x = cx - 210 + i * 135;
    const y = cy - 20 + (i % 2) * 8;
    const sw = 122;
    const sh = 100;
    out += `<rect x="${f(x - sw / 2 + 6)}" y="${f(y - sh / 2 + 10)}" width="${sw}" height="${sh}" rx="14" fill="#1d1108" opacity="0.3"/>`;
    out += `<rect x="${f(x - sw / 2 + 16)}" y="${f(y - sh / 2 - 18)}" width="${sw}" height="${sh}" rx="14" fill="${shade(colour, 0.1)}"/>`;
    out += `<rect x="${f(x - sw / 2)}" y="${f(y - sh / 2)}" width="${sw}" height="${sh}" rx="14" fill="${s.lit(colour, 0.25, -0.15)}"/>`;
    for (let k = 1; k <= 3; k++) {
      const inset = k * 11;
      out += `<path d="M${f(x - sw / 2 + inset)} ${f(y - sh / 2 + inset + 6)} Q${f(x)} ${f(y - sh / 2 + inset - 4)} ${f(x + sw / 2 - inset)} ${f(y - sh / 2 + inset + 6)}" stroke="${shade(colour, -0.2)}" stroke-width="2.2" fill="none" opacity="0.7"/>`;
    }
  }
  out += `<path d="${blobPath(s, cx + 250, cy + 60, 40, 24, 8, 0.15)}" fill="${s.lit('#f6f3ec', 0.1, -0.15)}"/>`;
  return { dish: out, utensil: 'chopsticks', box: { left: cx - w / 2, right: cx + w / 2, top: cy - d * TILT * 0.5, bottom: cy + d * TILT * 0.5 } };
}

// ─── Stir-fries, stews, mains ───────────────────────────────────────────────

export function stirFry(p: Paint, cx: number, cy: number): Painted {
  const { s } = p;
  const r = 330;
  const colour = sauceOr(p, '#7a3e1c');
  const glaze = (piece: Piece): Piece => ({ ...piece, look: { ...piece.look, colour: mix(piece.look.colour, colour, piece.look.role === 'protein' ? 0.45 : 0.15) } });
  const wok = s.chance(0.5);
  const ware = wok ? CAST_IRON : p.ware;
  let out = '';
  if (wok)
    out += `<path d="M${f(cx + r * 0.9)} ${f(cy + 10)} L${f(cx + r + 240)} ${f(cy + 60)} L${f(cx + r + 236)} ${f(cy + 88)} L${f(cx + r * 0.88)} ${f(cy + 44)}Z" fill="${s.lit('#5a3a22', 0.2, -0.2)}"/>`;
  out += bowl(
    s,
    cx,
    cy,
    r,
    wok ? r * 0.3 : r * 0.22,
    ware,
    (sy, rx, ry) => {
      let c = `<path d="${blobPath(s, cx, sy, rx * 0.85, ry * 0.8, 10, 0.06)}" fill="${s.lit(colour, 0.2, -0.3)}"/>`;
      c += scatter(p, cx, sy - 10, rx * 0.8, ry * 0.75, 46, 26, p.food.pieces.map(glaze), 0.9);
      return c + sheen(p, cx - rx * 0.1, sy - ry * 0.2, rx * 0.5, ry * 0.4, 14) + garnish(p, cx, sy, rx * 0.75, ry * 0.75, 1);
    },
    0.85,
    0.55,
  );
  return { dish: out, utensil: 'chopsticks', box: box(cx, cy, r, r * 0.3) };
}

export function stew(p: Paint, cx: number, cy: number): Painted {
  const { s } = p;
  const variant = p.variant;
  if (variant === 'cazuela') {
    const r = 300;
    const oil = has(p, /paprika|chil/) ? '#d9782a' : '#d9b040';
    const dish = bowl(
      s,
      cx,
      cy,
      r,
      r * 0.22,
      TERRACOTTA,
      (sy, rx, ry) => {
        let c = `<ellipse cx="${f(cx)}" cy="${f(sy)}" rx="${f(rx)}" ry="${f(ry)}" fill="${s.lit(oil, 0.25, -0.3)}"/>`;
        c += scatter(p, cx, sy, rx * 0.9, ry * 0.9, 16, 30, p.food.pieces);
        for (let i = 0; i < 14; i++) c += round(s, ...inside(p, cx, sy, rx * 0.85, ry * 0.85), 9, '#f2e6c8', '#f8f0dc');
        return c + sheen(p, cx - rx * 0.1, sy, rx * 0.6, ry * 0.5, 12) + garnish(p, cx, sy, rx * 0.8, ry * 0.8, 1);
      },
      0.9,
      0.7,
    );
    const bread = `<g transform="${onTable(cx - 330, cy + 130, -25)}"><ellipse rx="95" ry="70" fill="#1d1108" opacity="0.3" transform="translate(8 16)"/><ellipse rx="95" ry="70" fill="#c98a3e"/><ellipse rx="82" ry="58" fill="${s.lit('#f1dcae', 0.1, -0.15)}"/></g>`;
    return { dish: bread + dish, utensil: 'fork', box: { left: cx - 430, right: cx + r, top: cy - r * TILT, bottom: cy + 220 } };
  }
  if (variant === 'claypot') {
    const r = 300;
    const colour = sauceOr(p, '#a3281a');
    const dish = bowl(s, cx + 40, cy, r, r * 0.34, p.ware, (sy, rx, ry) => curryTop(p, cx + 40, sy, rx, ry, colour), 0.85);
    const side = smallBowl(s, cx - 320, cy + 130, 120, { body: '#f4f1ea', band: null, speckled: false }, '#f7f3ea', '');
    return {
      dish: side + dish + riceTop(p, cx - 320, cy + 130, 100),
      utensil: 'spoon',
      box: { left: cx - 440, right: cx + 40 + r, top: cy - r * TILT, bottom: cy + r * TILT + r * 0.34 },
    };
  }
  if (variant === 'bake') {
    return bake(p, cx, cy);
  }
  const r = 300;
  const enamel: Ware = { body: s.pick(['#b23a2a', '#2e4a7a', '#2b2b2b', '#e6e0d4', '#5b7a5a']), band: null, speckled: false };
  let out = '';
  for (const side of [-1, 1])
    out += `<path d="M${f(cx + side * r * 0.96)} ${f(cy + 12)} q${f(side * 44)} -6 ${f(side * 46)} 24 q${f(-side * 4)} 20 ${f(-side * 46)} 16Z" fill="${s.lit(enamel.body, 0.2, -0.3)}"/>`;
  out += bowl(
    s,
    cx,
    cy,
    r,
    r * 0.55,
    enamel,
    (sy, rx, ry) => {
      const colour = sauceOr(p, '#a8482a');
      let c = sauce(p, cx, sy, rx, ry, colour, 0.5);
      c += scatter(p, cx, sy, rx * 0.9, ry * 0.9, 36, 28, cookedPieces(p), 0.9);
      return c + garnish(p, cx, sy, rx * 0.85, ry * 0.85, 1);
    },
    0.85,
    0.8,
  );
  return { dish: out + steam(p, cx, cy - r * TILT, r), utensil: 'spoon', box: box(cx, cy, r + 50, r * 0.55) };
}

function riceTop(p: Paint, x: number, y: number, r: number): string {
  return rice(p, x, y + 6, r * 0.7, r * 0.7 * TILT, '#f7f3ea', 150, 24);
}

/** A gratin or casserole in a rectangular baking dish, its top browned and bubbling. */
function bake(p: Paint, cx: number, cy: number): Painted {
  const { s } = p;
  const w = 600;
  const d = 420;
  const dishColour = s.pick(['#f4f0e8', '#c9623a', '#2e4a7a']);
  const top = p.food.cheese ? '#e9bd62' : sauceOr(p, '#b8552a');
  let out = softShadow(s, cx + 20, cy + 50, w * 0.6, d * TILT * 0.75, 0.5);
  out += `<g transform="${onTable(cx, cy + 40, 0)}"><rect x="${-w / 2}" y="${-d / 2}" width="${w}" height="${d}" rx="40" fill="${shade(dishColour, -0.3)}"/></g>`;
  out += `<g transform="${onTable(cx, cy, 0)}"><rect x="${-w / 2}" y="${-d / 2}" width="${w}" height="${d}" rx="40" fill="${s.lit(dishColour, 0.15, -0.15)}"/><rect x="${-w / 2 + 30}" y="${-d / 2 + 30}" width="${w - 60}" height="${d - 60}" rx="24" fill="${s.lit(top, 0.2, -0.25)}"/></g>`;
  for (let i = 0; i < 30; i++) {
    const x = cx + s.jitter(0, w * 0.4);
    const y = cy + s.jitter(0, d * TILT * 0.35);
    out += `<path d="${blobPath(s, x, y, s.between(10, 28), s.between(6, 14), 6, 0.35)}" fill="${s.pick(['#9a5218', '#b86a22', '#7a3a12'])}" opacity="${f(s.between(0.4, 0.85))}"/>`;
  }
  out += scatter(p, cx, cy, w * 0.4, d * TILT * 0.35, 10, 22);
  return {
    dish: out + garnish(p, cx, cy, w * 0.4, d * TILT * 0.35, 0.8),
    utensil: 'spoon',
    box: { left: cx - w / 2, right: cx + w / 2, top: cy - d * TILT * 0.5, bottom: cy + d * TILT * 0.5 + 40 },
  };
}

/** The main piece of a plated main, drawn by what it is. */
function mainPiece(p: Paint, x: number, y: number, piece: Piece | undefined, glaze: string | null): string {
  const { s } = p;
  const name = piece?.name ?? '';
  if (/salmon|fish|cod|tuna|trout|snapper|haddock|tilapia|mackerel|halibut|sea bass/.test(name)) {
    const flesh = /salmon|trout/.test(name) ? '#f0905e' : '#f1e6d4';
    const colour = glaze ? mix(flesh, glaze, 0.3) : flesh;
    const w = 150;
    const h = 70;
    let out = `<g transform="rotate(${f(s.jitter(-8, 6))} ${f(x)} ${f(y)})">`;
    out += `<rect x="${f(x - w + 10)}" y="${f(y - h + 22)}" width="${2 * w}" height="${2 * h}" rx="46" fill="#1d1108" opacity="0.3"/>`;
    out += `<rect x="${f(x - w)}" y="${f(y - h + 18)}" width="${2 * w}" height="${2 * h}" rx="46" fill="${shade(colour, -0.3)}"/>`;
    out += `<rect x="${f(x - w)}" y="${f(y - h)}" width="${2 * w}" height="${2 * h}" rx="46" fill="${s.lit(colour, 0.25, -0.2)}"/>`;
    for (let i = 1; i < 6; i++)
      out += `<path d="M${f(x - w + i * 50)} ${f(y - h + 8)} q-18 ${f(h)} 4 ${f(2 * h - 16)}" stroke="${glaze ? shade(colour, -0.3) : shade(colour, 0.35)}" stroke-width="${glaze ? 7 : 4}" fill="none" opacity="0.6"/>`;
    return out + `</g>` + sheen(p, x - 40, y - 25, 90, 20, 6);
  }
  const sliced = /beef|steak|lamb|pork|duck/.test(name)
    ? /pork/.test(name)
      ? ['#6a3a1e', '#ecc6ae']
      : ['#5a2e1a', '#c8605a']
    : /chicken|turkey/.test(name)
      ? ['#b8732e', '#f3e2c6']
      : null;
  if (sliced) {
    // Sliced and fanned, so the cut face shows (pink for beef, white for chicken) inside its seared crust.
    const [crust, cut] = sliced as [string, string];
    let out = '';
    for (let i = 0; i < 5; i++) {
      const sx = x - 110 + i * 52;
      const sy = y + (i % 2) * 6;
      out += `<path d="${blobPath(s, sx + 4, sy + 8, 38, 62, 8, 0.08)}" fill="#1d1108" opacity="0.3"/><path d="${blobPath(s, sx, sy, 38, 62, 8, 0.08)}" fill="${glaze ? mix(crust, glaze, 0.5) : crust}"/><path d="${blobPath(s, sx + 4, sy, 28, 50, 8, 0.08)}" fill="${s.lit(cut, 0.2, -0.2)}"/>`;
    }
    return out;
  }
  if (piece && (piece.look.shape === 'cube' || piece.look.shape === 'bean')) return scatterLook(p, x, y, piece, 9, 34);
  const colour = piece?.look.colour ?? '#c8874a';
  return chunk(s, x, y, 120, glaze ? mix(colour, glaze, 0.6) : shade(colour, -0.05), piece?.look.inner) + sheen(p, x - 30, y - 30, 50, 20, 4);
}

function scatterLook(p: Paint, x: number, y: number, piece: Piece, count: number, size: number): string {
  return scatter(p, x, y, 120, 70, count, size, [piece], 0.9);
}

export function mainPlate(p: Paint, cx: number, cy: number): Painted {
  const { s } = p;
  const r = 345;
  let out = plate(s, cx, cy, r, p.ware, 0.72);
  const main = p.food.pieces.find((piece) => piece.look.role === 'protein') ?? p.food.pieces[0];
  const glaze = has(p, /teriyaki|soy|glaze|hoisin|bbq|barbecue|honey/) ? sauceOr(p, '#6a3418') : null;
  const eastern = ASIAN.has(p.cuisine ?? '');
  // A side: rice in East and South-East Asian meals, roast potato where there is potato, else greens.
  if (has(p, /\brice\b/) || eastern) out += rice(p, cx - 170, cy + 15, 125, 75, '#f7f3ea', 280, 55);
  else if (has(p, /potato/))
    out += scatter(p, cx - 170, cy, 110, 70, 10, 34, [{ name: 'potato', look: { shape: 'cube', colour: '#e2b45e', role: 'vegetable', inner: '#b87a2e' }, weight: 1 }]);
  else for (let i = 0; i < 12; i++) out += leaf(s, cx - 170 + s.jitter(0, 70), cy - 10 + s.jitter(0, 45), s.between(22, 32), s.pick(['#5a9a3a', '#3f7a2a', '#7ab04a']));
  const others = p.food.pieces.filter((piece) => piece !== main && piece.look.role !== 'protein');
  if (others.length) out += scatter(p, cx + 40, cy + 80, 140, 40, 8, 22, others);
  if (glaze) out += `<path d="M${f(cx + 20)} ${f(cy + 70)} q80 30 180 -10" stroke="${glaze}" stroke-width="10" fill="none" stroke-linecap="round" opacity="0.85"/>`;
  out += mainPiece(p, cx + 90, cy - 20, main, glaze);
  out += garnish(p, cx + 80, cy - 25, 150, 55, 0.9);
  return { dish: out, utensil: 'knife', box: box(cx, cy, r) };
}

// ─── Skewers, fritters ──────────────────────────────────────────────────────

export function skewers(p: Paint, cx: number, cy: number): Painted {
  const { s } = p;
  const r = 350;
  let out = plate(s, cx, cy, r, p.ware, 0.78);
  // Tandoori and tikka marinades are chilli-red; others take the marinade's own colour.
  const marinade = has(p, /tikka|tandoor|kashmiri|chil+i powder|paprika|harissa|peri/) ? mix(sauceOr(p, '#d0602a'), '#c8401e', 0.6) : sauceOr(p, '#c89a5a');
  const pool = p.food.pieces.filter((piece) => piece.look.role === 'protein' || piece.look.role === 'vegetable').slice(0, 3);
  const items = pool.length ? pool : p.food.pieces.slice(0, 3);
  const protein = items.find((piece) => piece.look.role === 'protein');
  for (let k = 0; k < 3; k++) {
    const y = cy - 70 + k * 75;
    const x0 = cx - 330;
    const x1 = cx + 330;
    const dy = -50 + k * 8;
    out += `<line x1="${f(x0)}" y1="${f(y - dy / 2)}" x2="${f(x1)}" y2="${f(y + dy / 2)}" stroke="#1d1108" stroke-width="8" stroke-linecap="round" opacity="0.25" transform="translate(4 10)"/>`;
    out += `<line x1="${f(x0)}" y1="${f(y - dy / 2)}" x2="${f(x1)}" y2="${f(y + dy / 2)}" stroke="#caa26c" stroke-width="8" stroke-linecap="round"/>`;
    for (let i = 0; i < 5; i++) {
      const t = 0.17 + i * 0.165;
      const x = x0 + (x1 - x0) * t;
      const yy = y - dy / 2 + dy * t;
      // Protein alternates with the vegetables, as threaded.
      const piece = protein && i % 2 === 0 ? protein : (items.filter((x) => x !== protein)[(i + k) % Math.max(1, items.length - 1)] ?? items[0]);
      if (!piece) continue;
      const colour = mix(piece.look.colour, marinade, piece.look.role === 'protein' ? 0.7 : 0.2);
      if (piece.look.role !== 'protein') out += cube(s, x, yy - 6, 64, colour, '#2a1a0a', 18);
      else if (piece.look.shape === 'cube') out += cube(s, x, yy - 16, 76, colour, '#2a1206', 58);
      else out += chunk(s, x, yy - 12, 50, colour, shade(colour, 0.2));
      for (let c = 0; c < 2; c++)
        out += `<path d="M${f(x + s.jitter(0, 22))} ${f(yy - 30 + s.jitter(0, 10))} l${f(s.jitter(0, 14))} ${f(s.jitter(0, 6))}" stroke="#1e0e06" stroke-width="${f(s.between(4, 8))}" stroke-linecap="round" opacity="0.55"/>`;
    }
  }
  out += citrus(p, cx + 250, cy + 130, 34, has(p, /lime/)) + citrus(p, cx + 190, cy + 145, 30, has(p, /lime/));
  if (has(p, /peanut|satay|mint|chutney|yogurt/))
    out += smallBowl(
      s,
      cx - 250,
      cy + 140,
      70,
      { body: '#f5f2ec', band: null, speckled: false },
      has(p, /peanut|satay/) ? '#b87a3a' : has(p, /mint|chutney/) ? '#5f9a3a' : '#f6f2e8',
    );
  out += garnish(p, cx, cy, 260, 80, 0.6);
  return { dish: out, utensil: 'none', box: box(cx, cy, r) };
}

export function fritters(p: Paint, cx: number, cy: number): Painted {
  const { s } = p;
  const r = 340;
  let out = plate(s, cx, cy, r, p.ware, 0.72);
  const crust = has(p, /falafel|chickpea/)
    ? '#8a5a26'
    : has(p, /besan|pakora|bhaji|chickpea flour/)
      ? '#c98a2e'
      : has(p, /tempura/)
        ? '#e8c684'
        : has(p, /meatball|kofta|beef|pork|lamb/)
          ? '#6e3a22'
          : '#b8782e';
  const inner = has(p, /parsley|cilantro|spinach|herb/) ? '#7a9a3a' : '#e8d2a0';
  if (has(p, /pita|naan|bread/)) out += flatbread(p, cx - 120, cy - 80, 150, 80, '#e8c88a', '#a8742e', 6);
  const balls: [number, number, number][] = [];
  for (let i = 0; i < 8; i++) {
    const a = (i / 8) * Math.PI * 2 + s.jitter(0, 0.2);
    const d = i === 0 ? 0 : s.between(0.45, 0.7);
    balls.push([cx + 30 + Math.cos(a) * 190 * d, cy + Math.sin(a) * 110 * d, s.between(42, 52)]);
  }
  balls.sort((a, b) => a[1] - b[1]);
  balls.forEach(([x, y, br], i) => {
    out += `<ellipse cx="${f(x + 6)}" cy="${f(y + br * 0.75)}" rx="${f(br)}" ry="${f(br * 0.4)}" fill="#1d1108" opacity="0.35"/>`;
    out += `<circle cx="${f(x)}" cy="${f(y)}" r="${f(br)}" fill="${s.lit(crust, 0.3, -0.35)}"/>`;
    for (let k = 0; k < 8; k++)
      out += `<circle cx="${f(x + s.jitter(0, br * 0.7))}" cy="${f(y + s.jitter(0, br * 0.7))}" r="${f(s.between(2, 5))}" fill="${shade(crust, s.pick([-0.3, 0.2]))}" opacity="0.6"/>`;
    if (i === balls.length - 2) out += `<ellipse cx="${f(x)}" cy="${f(y - br * 0.1)}" rx="${f(br * 0.7)}" ry="${f(br * 0.55)}" fill="${s.lit(inner, 0.15, -0.2)}"/>`;
  });
  const sauceColour = has(p, /tahini/) ? '#efe2c8' : has(p, /yogurt|raita/) ? '#f6f2e8' : has(p, /mint|cilantro chutney/) ? '#6a9a3a' : '#c8402a';
  out += smallBowl(s, cx + 210, cy + 110, 80, { body: '#f5f2ec', band: null, speckled: false }, sauceColour);
  out += garnish(p, cx, cy, 200, 110, 0.6);
  if (has(p, /lemon|lime/)) out += citrus(p, cx - 200, cy + 90, 30, has(p, /lime/));
  return { dish: out, utensil: 'none', box: box(cx, cy, r) };
}

// ─── Tacos and pizza ────────────────────────────────────────────────────────

/**
 * A taco standing on its fold, seen from the side and a little above (the shape of the taco emoji): a
 * dome of tortilla whose back half rises behind the filling that spills along its top.
 */
function taco(p: Paint, x: number, y: number, R: number, filling: string, angle: number): string {
  const { s } = p;
  const shell = has(p, /flour tortilla/) ? '#efdcaa' : '#e9c36c';
  const H = R * 0.95;
  const dome = (dy: number, scale: number) =>
    `M${f(-R * scale)} ${f(dy)} A${f(R * scale)} ${f(H * scale)} 0 0 1 ${f(R * scale)} ${f(dy)} Q0 ${f(dy + H * 0.12)} ${f(-R * scale)} ${f(dy)}Z`;
  let out = `<g transform="translate(${f(x)} ${f(y)}) rotate(${f(angle)})">`;
  out += `<ellipse cx="${f(R * 0.1)}" cy="${f(H * 0.1)}" rx="${f(R * 1.1)}" ry="${f(H * 0.2)}" fill="#1d1108" opacity="0.3"/>`;
  out += `<path d="${dome(-H * 0.16, 0.98)}" fill="${s.lit(shade(shell, -0.15), 0.1, -0.3)}"/>`;
  // The filling along the arc: meat, then what tops it.
  const arc = (t: number, lift: number): [number, number] => [-Math.cos(t) * R * 0.96, -Math.sin(t) * H * 0.96 - lift];
  const band: string[] = [];
  for (let i = 0; i <= 12; i++) {
    const [px, py] = arc(0.12 * Math.PI + (i / 12) * 0.76 * Math.PI, H * 0.12);
    band.push(`${f(px)} ${f(py)}`);
  }
  out += `<path d="M${band.join(' L')}" stroke="${shade(filling, -0.2)}" stroke-width="${f(H * 0.34)}" stroke-linecap="round" stroke-linejoin="round" fill="none"/>`;
  out += `<path d="M${band.join(' L')}" stroke="${filling}" stroke-width="${f(H * 0.26)}" stroke-linecap="round" stroke-linejoin="round" fill="none" transform="translate(0 -4)"/>`;
  for (let i = 0; i < 16; i++) {
    const [px, py] = arc(s.between(0.14, 0.86) * Math.PI, H * s.between(0.1, 0.24));
    out += `<path d="M${f(px)} ${f(py)} q${f(s.jitter(0, 10))} ${f(s.jitter(-6, 5))} ${f(s.jitter(0, 18))} ${f(s.jitter(0, 6))}" stroke="${shade(filling, s.pick([-0.2, 0.15]))}" stroke-width="5" stroke-linecap="round" fill="none"/>`;
  }
  const toppings = (p.food.sauce ? cookedPieces(p) : p.food.pieces).filter((piece) => piece.look.role !== 'protein' && piece.look.role !== 'fruit');
  for (let i = 0; i < 9 && toppings.length; i++) {
    const [px, py] = arc(s.between(0.15, 0.85) * Math.PI, H * s.between(0.18, 0.3));
    out += drawPiece(s, toppings[i % toppings.length]!.look, px, py, 13);
  }
  for (const h of p.food.herbs) for (let i = 0; i < 5; i++) out += drawPiece(s, h.look, ...arc(s.between(0.15, 0.85) * Math.PI, H * s.between(0.2, 0.3)), 12);
  if (p.food.cheese) for (let i = 0; i < 6; i++) out += drawPiece(s, p.food.cheese.look, ...arc(s.between(0.2, 0.8) * Math.PI, H * 0.28), 12);
  if (has(p, /sour cream|crema|mayo/)) {
    const pts = Array.from({ length: 9 }, (_, i): [number, number] => arc(0.2 * Math.PI + (i / 8) * 0.6 * Math.PI, H * (i % 2 ? 0.16 : 0.3)));
    out += `<path d="${smoothOpen(pts)}" stroke="#fbf8f0" stroke-width="6" fill="none" stroke-linecap="round"/>`;
  }
  out += `<path d="${dome(0, 1)}" fill="${s.lit(shell, 0.25, -0.25, [0.4, 0.25])}"/>`;
  for (let i = 0; i < 10; i++)
    out += `<ellipse cx="${f(s.jitter(0, R * 0.7))}" cy="${f(-s.between(0.1, 0.75) * H)}" rx="${f(s.between(3, 8))}" ry="${f(s.between(2, 5))}" fill="#a8722a" opacity="0.4"/>`;
  out += `<path d="M${f(-R)} 0 A${f(R)} ${f(H)} 0 0 1 ${f(R)} 0" stroke="${shade(shell, 0.35)}" stroke-width="5" fill="none"/>`;
  return out + '</g>';
}

export function tacos(p: Paint, cx: number, cy: number): Painted {
  const { s } = p;
  const r = 350;
  let out = plate(s, cx, cy + 20, r, p.ware, 0.74);
  const meat = p.food.pieces.find((piece) => piece.look.role === 'protein');
  const filling = meat ? mix(meat.look.colour, sauceOr(p, '#b8502a'), 0.55) : sauceOr(p, '#b8502a');
  if (p.variant === 'wrap') {
    out += wrapHalf(p, cx - 110, cy - 10, filling, -12) + wrapHalf(p, cx + 120, cy + 20, filling, 10);
  } else {
    for (let i = 0; i < 3; i++) out += taco(p, cx - 175 + i * 170, cy + 40 + i * 26, 150, filling, s.jitter(-3, 4));
  }
  if (has(p, /lime/)) out += citrus(p, cx + 235, cy + 120, 32, true) + citrus(p, cx + 190, cy + 140, 28, true);
  return { dish: out, utensil: 'none', box: box(cx, cy + 20, r) };
}

function wrapHalf(p: Paint, x: number, y: number, filling: string, angle: number): string {
  const { s } = p;
  const w = 130;
  const h = 90;
  let out = `<g transform="rotate(${f(angle)} ${f(x)} ${f(y)})">`;
  out += `<ellipse cx="${f(x + 10)}" cy="${f(y + h)}" rx="${f(w * 1.1)}" ry="24" fill="#1d1108" opacity="0.3"/>`;
  out += `<rect x="${f(x - w)}" y="${f(y - h)}" width="${f(w * 1.6)}" height="${f(h * 2)}" rx="${f(h)}" fill="${s.lit('#f1e0b4', 0.15, -0.2)}"/>`;
  out += `<ellipse cx="${f(x + w * 0.6)}" cy="${f(y)}" rx="${f(h * 0.55)}" ry="${f(h)}" fill="#efdcaa"/>`;
  out += `<ellipse cx="${f(x + w * 0.6)}" cy="${f(y)}" rx="${f(h * 0.45)}" ry="${f(h * 0.88)}" fill="${s.lit(filling, 0.2, -0.2)}"/>`;
  out += `<ellipse cx="${f(x + w * 0.6)}" cy="${f(y - 25)}" rx="${f(h * 0.25)}" ry="${f(h * 0.3)}" fill="#f5f1e6" opacity="0.9"/>`;
  out += `<ellipse cx="${f(x + w * 0.62)}" cy="${f(y + 30)}" rx="${f(h * 0.2)}" ry="${f(h * 0.22)}" fill="#4f8a2c" opacity="0.9"/>`;
  return out + '</g>';
}

export function pizza(p: Paint, cx: number, cy: number): Painted {
  const { s } = p;
  const r = 330;
  const boardColour = s.pick(['#c49055', '#a8733e', '#d8b07a']);
  let out = softShadow(s, cx + 20, cy + 40, r * 1.2, r * TILT * 1.15, 0.5);
  out += `<g transform="${onTable(cx + 330, cy - 40, -20)}"><rect x="-40" y="-26" width="220" height="52" rx="22" fill="${shade(boardColour, -0.25)}"/><rect x="-40" y="-30" width="220" height="52" rx="22" fill="${boardColour}"/></g>`;
  out += `<ellipse cx="${f(cx)}" cy="${f(cy + 14)}" rx="${f(r * 1.13)}" ry="${f(r * 1.13 * TILT)}" fill="${shade(boardColour, -0.3)}"/>`;
  out += `<ellipse cx="${f(cx)}" cy="${f(cy)}" rx="${f(r * 1.13)}" ry="${f(r * 1.13 * TILT)}" fill="${s.lit(boardColour, 0.15, -0.15)}"/>`;
  const crust = '#d9a055';
  out += `<ellipse cx="${f(cx)}" cy="${f(cy + 8)}" rx="${f(r)}" ry="${f(r * TILT)}" fill="${shade(crust, -0.3)}"/>`;
  out += `<path d="${blobPath(s, cx, cy, r, r * TILT, 16, 0.025)}" fill="${s.lit(crust, 0.25, -0.2)}"/>`;
  for (let i = 0; i < 16; i++) {
    const a = s.random() * Math.PI * 2;
    out += `<ellipse cx="${f(cx + Math.cos(a) * r * 0.94)}" cy="${f(cy + Math.sin(a) * r * TILT * 0.94)}" rx="${f(s.between(8, 18))}" ry="${f(s.between(5, 9))}" fill="#4a2a12" opacity="${f(s.between(0.4, 0.8))}"/>`;
  }
  const tomato = has(p, /tomato|marinara|passata/);
  const base = tomato ? sauceOr(p, '#c23a22') : '#f1e2bc';
  out += `<path d="${blobPath(s, cx, cy, r * 0.84, r * 0.84 * TILT, 14, 0.03)}" fill="${s.lit(base, 0.15, -0.2)}"/>`;
  if (p.food.cheese || has(p, /mozzarella|cheese/)) {
    for (let i = 0; i < 11; i++) {
      const [x, y] = inside(p, cx, cy, r * 0.78, r * 0.78 * TILT, 0.85);
      out += `<path d="${blobPath(s, x, y, s.between(30, 50), s.between(20, 30), 8, 0.25)}" fill="${s.lit('#fbf3de', 0.1, -0.12)}"/><ellipse cx="${f(x + 6)}" cy="${f(y + 4)}" rx="10" ry="5" fill="#e6b45a" opacity="0.5"/>`;
    }
  }
  out += scatter(p, cx, cy, r * 0.75, r * 0.75 * TILT, 14, 26, piecesExcept(p, /tomato|mozzarella/));
  // Cut into slices.
  for (let i = 0; i < 3; i++) {
    const a = (i / 3) * Math.PI + s.jitter(0.3, 0.05);
    out += `<line x1="${f(cx - Math.cos(a) * r * 0.98)}" y1="${f(cy - Math.sin(a) * r * TILT * 0.98)}" x2="${f(cx + Math.cos(a) * r * 0.98)}" y2="${f(cy + Math.sin(a) * r * TILT * 0.98)}" stroke="#5a2a10" stroke-width="2.5" opacity="0.45"/>`;
  }
  out += garnish(p, cx, cy, r * 0.75, r * 0.75 * TILT, 1.6, 34);
  return { dish: out, utensil: 'none', box: box(cx, cy, r * 1.15) };
}

// Layered blocks are shared with desserts (lasagne here, tiramisu and cakes there).
export function layeredBlock(p: Paint, cx: number, cy: number, w: number, depth: number, layers: readonly (readonly [string, number])[], top: string, sk: Sketch = p.s): string {
  const total = layers.reduce((sum, [, h]) => sum + h, 0) * 2.2;
  const dy = depth * TILT;
  const x0 = cx - w / 2;
  const yTop = cy - total / 2;
  let out = softShadow(sk, cx + 20, cy + total / 2 + 6, w * 0.7, dy * 0.6, 0.55);
  // Right side face.
  out += `<path d="M${f(x0 + w)} ${f(yTop)} L${f(x0 + w + dy * 0.6)} ${f(yTop - dy)} L${f(x0 + w + dy * 0.6)} ${f(yTop - dy + total)} L${f(x0 + w)} ${f(yTop + total)}Z" fill="${shade(layers[0]![0], -0.3)}"/>`;
  // Front face, layer by layer from the top.
  let y = yTop;
  for (const [colour, h] of layers) {
    const hh = h * 2.2;
    out += `<rect x="${f(x0)}" y="${f(y)}" width="${f(w)}" height="${f(hh + 0.5)}" fill="${colour}"/>`;
    out += `<path d="M${f(x0)} ${f(y + hh)} q${f(w / 4)} ${f(sk.jitter(0, 3))} ${f(w / 2)} 0 t${f(w / 2)} 0" stroke="${shade(colour, -0.2)}" stroke-width="1.5" fill="none" opacity="0.5"/>`;
    y += hh;
  }
  out += `<rect x="${f(x0)}" y="${f(yTop)}" width="${f(w)}" height="${f(total)}" fill="${sk.linear(
    [
      [0, '#fff', 0.12],
      [0.5, '#fff', 0],
      [1, '#000', 0.12],
    ],
    0,
  )}"/>`;
  // Top face.
  out += `<path d="M${f(x0)} ${f(yTop)} L${f(x0 + dy * 0.6)} ${f(yTop - dy)} L${f(x0 + w + dy * 0.6)} ${f(yTop - dy)} L${f(x0 + w)} ${f(yTop)}Z" fill="${sk.lit(top, 0.2, -0.1)}"/>`;
  return out;
}
