import type { FoodReading, Piece } from './ingredient-looks';
import { drawPiece } from './pieces';
import { blobPath, f, mix, shade, smoothOpen, TILT, type Sketch } from './svg-kit';
import type { Utensil, Ware } from './tableware';

/** What a dish painter is given: the drawing state, what the ingredients look like, and the setting. */
export interface Paint {
  s: Sketch;
  food: FoodReading;
  variant: string;
  /** The title, folded to lowercase words. */
  title: string;
  cuisine: string | null;
  ware: Ware;
  /** The table is dark (slate, dark wood): pale vessels read best. */
  dark: boolean;
}

export interface Painted {
  dish: string;
  /** The cutlery a diner would be given. */
  utensil: Utensil;
  /** Where the dish's bounding box is, so props can be set around it. */
  box: { left: number; right: number; top: number; bottom: number };
}

/** A point inside an ellipse, kept away from its edge by margin (0..1). */
export function inside(p: Paint, cx: number, cy: number, rx: number, ry: number, margin = 0.82): [number, number] {
  const [u, v] = p.s.inDisc();
  return [cx + u * rx * margin, cy + v * ry * margin];
}

/** Picks pieces by prominence, so the main ingredient appears most. */
export function pickPiece(p: Paint, pool: readonly Piece[]): Piece | null {
  if (!pool.length) return null;
  const total = pool.reduce((sum, piece) => sum + piece.weight, 0);
  let r = p.s.random() * total;
  for (const piece of pool) {
    r -= piece.weight;
    if (r <= 0) return piece;
  }
  return pool[pool.length - 1]!;
}

/** Pieces scattered over an elliptical area, drawn back to front. */
export function scatter(p: Paint, cx: number, cy: number, rx: number, ry: number, count: number, size: number, pool: readonly Piece[] = p.food.pieces, margin = 0.8): string {
  if (!pool.length || count <= 0) return '';
  const placed: { x: number; y: number; piece: Piece; size: number }[] = [];
  for (let i = 0; i < count; i++) {
    const piece = pickPiece(p, pool);
    if (!piece) break;
    const [x, y] = inside(p, cx, cy, rx, ry, margin);
    placed.push({ x, y, piece, size: size * p.s.between(0.8, 1.2) });
  }
  placed.sort((a, b) => a.y - b.y);
  return placed.map((q) => drawPiece(p.s, q.piece.look, q.x, q.y, q.size)).join('');
}

/** Chopped herbs, spice flecks and grated cheese over a surface: the finishing touch of most dishes. */
export function garnish(p: Paint, cx: number, cy: number, rx: number, ry: number, amount = 1, leafSize = 22): string {
  let out = '';
  const { herbs, flecks, cheese } = p.food;
  for (const h of herbs) {
    const n = Math.round((h.look.shape === 'leaf' ? 3 : h.look.shape === 'ring' ? 9 : 8) * amount);
    for (let i = 0; i < n; i++) {
      const [x, y] = inside(p, cx, cy, rx, ry, 0.75);
      out += drawPiece(p.s, h.look, x, y, h.look.shape === 'leaf' ? leafSize : h.look.shape === 'ring' ? 11 : 14);
    }
  }
  if (cheese && cheese.look.shape === 'fleck') {
    for (let i = 0; i < 40 * amount; i++) {
      const [x, y] = inside(p, cx, cy, rx, ry, 0.6);
      out += `<path d="M${f(x)} ${f(y)} l${f(p.s.jitter(0, 7))} ${f(p.s.jitter(0, 3))}" stroke="${cheese.look.colour}" stroke-width="2.6" stroke-linecap="round"/>`;
    }
  }
  for (const fl of flecks) {
    const n = Math.round((fl.look.shape === 'seed' ? 30 : 45) * amount);
    for (let i = 0; i < n; i++) {
      const [x, y] = inside(p, cx, cy, rx, ry, 0.85);
      out += drawPiece(p.s, fl.look, x, y, 14);
    }
  }
  return out;
}

/** A glossy sauce or gravy surface, with the lumps and oil beads that make it read as food. */
export function sauce(p: Paint, cx: number, cy: number, rx: number, ry: number, colour: string, oil = 0.5, liquid = true): string {
  const { s } = p;
  // A liquid takes its vessel's shape; a thick sauce spooned onto a plate keeps its own.
  const body = liquid ? `<ellipse cx="${f(cx)}" cy="${f(cy)}" rx="${f(rx)}" ry="${f(ry)}"` : `<path d="${blobPath(s, cx, cy, rx, ry, 10, 0.05)}"`;
  let out = `${body} fill="${s.lit(colour, 0.22, -0.28, [0.4, 0.35])}"/>`;
  for (let i = 0; i < 14; i++) {
    const [x, y] = inside(p, cx, cy, rx, ry, 0.85);
    out += `<path d="${blobPath(s, x, y, s.between(12, 30), s.between(6, 14), 6, 0.3)}" fill="${shade(colour, s.pick([-0.12, 0.1, -0.06]))}" opacity="0.55"/>`;
  }
  for (let i = 0; i < Math.round(10 * oil); i++) {
    const [x, y] = inside(p, cx, cy, rx, ry, 0.95);
    const r = s.between(3, 8);
    out += `<ellipse cx="${f(x)}" cy="${f(y)}" rx="${f(r)}" ry="${f(r * 0.6)}" fill="${mix(colour, '#f0a020', 0.35)}" opacity="0.7"/><ellipse cx="${f(x - r * 0.3)}" cy="${f(y - r * 0.2)}" rx="${f(r * 0.35)}" ry="${f(r * 0.2)}" fill="#fff" opacity="0.7"/>`;
  }
  return out + sheen(p, cx - rx * 0.25, cy - ry * 0.3, rx * 0.35, ry * 0.15);
}

/** A few specular highlights: what makes a surface look wet or glazed. */
export function sheen(p: Paint, cx: number, cy: number, rx: number, ry: number, count = 5): string {
  let out = '';
  for (let i = 0; i < count; i++) {
    const x = cx + p.s.jitter(0, rx);
    const y = cy + p.s.jitter(0, ry);
    out += `<ellipse cx="${f(x)}" cy="${f(y)}" rx="${f(p.s.between(5, 14))}" ry="${f(p.s.between(2, 4))}" fill="#fff" opacity="${f(p.s.between(0.35, 0.7))}" transform="rotate(${f(p.s.jitter(-15, 12))} ${f(x)} ${f(y)})"/>`;
  }
  return out;
}

/** A swirl of cream or yogurt over a sauce. */
export function swirl(p: Paint, cx: number, cy: number, r: number, colour = '#fbf6ec'): string {
  const pts: [number, number][] = [];
  const turns = p.s.between(1.3, 1.8);
  for (let i = 0; i <= 14; i++) {
    const t = (i / 14) * turns * Math.PI * 2;
    const rad = r * (1 - i / 18);
    pts.push([cx + Math.cos(t) * rad, cy + Math.sin(t) * rad * TILT]);
  }
  const d = smoothOpen(pts);
  return `<path d="${d}" stroke="${colour}" stroke-width="${f(r * 0.14)}" fill="none" stroke-linecap="round" opacity="0.92"/><path d="${d}" stroke="#fff" stroke-width="${f(r * 0.04)}" fill="none" opacity="0.6" transform="translate(-1 -2)"/>`;
}

/** The outline of a domed mound: an ellipse on the plate with a dome of the given height above it. */
export function moundPath(cx: number, cy: number, rx: number, ry: number, height: number): string {
  // Seen from above at the camera's angle, a dome's outline peaks at the hypotenuse of its depth and height.
  const top = cy - Math.hypot(ry, height + ry * 0.1);
  return `M${f(cx - rx)} ${f(cy)} A${f(rx)} ${f(ry)} 0 0 0 ${f(cx + rx)} ${f(cy)} C${f(cx + rx)} ${f(cy - (cy - top) * 0.75)} ${f(cx + rx * 0.5)} ${f(top)} ${f(cx)} ${f(top)} C${f(cx - rx * 0.5)} ${f(top)} ${f(cx - rx)} ${f(cy - (cy - top) * 0.75)} ${f(cx - rx)} ${f(cy)}Z`;
}

/** A point on a mound's surface: (u, v) in the unit disc, lifted by the dome. */
export function onMound(cx: number, cy: number, rx: number, ry: number, height: number, u: number, v: number): [number, number] {
  const lift = Math.sqrt(Math.max(0, 1 - u * u - v * v));
  return [cx + u * rx, cy + v * ry - lift * (height + ry * 0.1)];
}

/** A mound of cooked rice: a shaded dome covered in grains, lit from the upper left. */
export function rice(p: Paint, cx: number, cy: number, rx: number, ry: number, colour = '#f6f1e6', count = 420, height = ry * 0.6): string {
  const { s } = p;
  let out = `<path d="${moundPath(cx, cy, rx, ry, height)}" fill="${s.lit(shade(colour, -0.04), 0.12, -0.28, [0.35, 0.2])}"/>`;
  const grains: [number, number, number][] = [];
  for (let i = 0; i < count; i++) {
    const [u, v] = s.inDisc();
    const [x, y] = onMound(cx, cy, rx * 0.97, ry * 0.97, height, u, v);
    // Lit on the upper left of the dome, in shade on the lower right.
    grains.push([x, y, (u + v) * 0.5]);
  }
  grains.sort((a, b) => a[1] - b[1]);
  const edge = shade(colour, -0.22);
  for (const [x, y, light] of grains) {
    const a = s.random() * 180;
    const tone = shade(colour, light > 0 ? -light * 0.16 : -light * 0.1);
    out += `<ellipse cx="${f(x)}" cy="${f(y)}" rx="${f(s.between(6.5, 8.5))}" ry="${f(s.between(2.9, 3.6))}" fill="${tone}" stroke="${edge}" stroke-width="0.6" stroke-opacity="0.4" transform="rotate(${f(a)} ${f(x)} ${f(y)})"/>`;
  }
  return out;
}

/** Pieces dotted over a mound's surface (egg and peas in fried rice, fried onions on biryani). */
export function onMoundPieces(p: Paint, cx: number, cy: number, rx: number, ry: number, height: number, count: number, size: number, pool: readonly Piece[]): string {
  if (!pool.length) return '';
  const placed: [number, number, Piece][] = [];
  for (let i = 0; i < count; i++) {
    const piece = pickPiece(p, pool);
    if (!piece) break;
    const [u, v] = p.s.inDisc();
    const [x, y] = onMound(cx, cy, rx * 0.85, ry * 0.85, height, u, v);
    placed.push([x, y, piece]);
  }
  placed.sort((a, b) => a[1] - b[1]);
  return placed.map(([x, y, piece]) => drawPiece(p.s, piece.look, x, y, size * p.s.between(0.8, 1.2))).join('');
}

/** Long strands (noodles, spaghetti) wound into a nest around a centre. */
export function strands(p: Paint, cx: number, cy: number, rx: number, ry: number, colour: string, count = 34, width = 7, twirl = 1): string {
  const { s } = p;
  const out = `<path d="${blobPath(s, cx, cy, rx * 0.95, ry * 0.95, 10, 0.06)}" fill="${s.lit(shade(colour, -0.2), 0.1, -0.3)}"/>`;
  const lines: string[] = [];
  for (let i = 0; i < count; i++) {
    const pts: [number, number][] = [];
    let angle = s.random() * Math.PI * 2;
    let radius = s.between(0.15, 0.95);
    const steps = 7 + Math.floor(s.random() * 4);
    for (let k = 0; k < steps; k++) {
      pts.push([cx + Math.cos(angle) * rx * radius, cy + Math.sin(angle) * ry * radius - (1 - radius) * ry * 0.25 * twirl]);
      angle += s.between(0.35, 0.7) * (twirl >= 1 ? 1 : s.pick([1, -1]));
      radius = Math.min(0.97, Math.max(0.1, radius + s.jitter(0, 0.18)));
    }
    const d = smoothOpen(pts);
    const tone = shade(colour, s.jitter(0, 0.1));
    lines.push(
      `<path d="${d}" stroke="${shade(colour, -0.35)}" stroke-width="${f(width + 2)}" fill="none" stroke-linecap="round" opacity="0.55"/>` +
        `<path d="${d}" stroke="${tone}" stroke-width="${f(width)}" fill="none" stroke-linecap="round"/>` +
        `<path d="${d}" stroke="${shade(colour, 0.45)}" stroke-width="${f(width * 0.3)}" fill="none" stroke-linecap="round" opacity="0.6" transform="translate(-1 -1.5)"/>`,
    );
  }
  return out + lines.join('');
}

/** Steam rising from a hot dish: faint soft curls. */
export function steam(p: Paint, cx: number, top: number, spread: number): string {
  const { s } = p;
  let out = '';
  for (let i = 0; i < 3; i++) {
    const x = cx + (i - 1) * spread * 0.35 + s.jitter(0, 12);
    const d = `M${f(x)} ${f(top)} C${f(x - 30)} ${f(top - 60)} ${f(x + 30)} ${f(top - 100)} ${f(x + s.jitter(0, 20))} ${f(top - 170)}`;
    out += `<path d="${d}" stroke="#ffffff" stroke-width="14" fill="none" opacity="0.12" stroke-linecap="round" filter="${s.blur(6)}"/>`;
  }
  return out;
}

/** A wedge of lemon or lime laid by a dish. */
export function citrus(p: Paint, x: number, y: number, size: number, lime: boolean): string {
  return drawPiece(p.s, { shape: 'wedge', colour: lime ? '#6fa83a' : '#f2d23a', role: 'fruit', inner: lime ? '#d6e89a' : '#faf0a6' }, x, y, size);
}

/** A flatbread (naan, roti, tortilla): an irregular round with charred blisters. */
export function flatbread(p: Paint, x: number, y: number, rx: number, ry: number, colour: string, char: string, blisters = 14): string {
  const { s } = p;
  let out = `<path d="${blobPath(s, x + 6, y + 10, rx, ry, 9, 0.1)}" fill="#1d1108" opacity="0.3"/>`;
  out += `<path d="${blobPath(s, x, y, rx, ry, 9, 0.1)}" fill="${s.lit(colour, 0.2, -0.25)}"/>`;
  for (let i = 0; i < blisters; i++) {
    const [bx, by] = inside(p, x, y, rx, ry, 0.85);
    out += `<path d="${blobPath(s, bx, by, s.between(5, 14), s.between(3, 8), 6, 0.4)}" fill="${char}" opacity="${f(s.between(0.45, 0.85))}"/>`;
  }
  return out + sheen(p, x - rx * 0.2, y - ry * 0.2, rx * 0.4, ry * 0.3, 3);
}

/** Dusting (icing sugar, cocoa, cinnamon, paprika) as fine dots over an area. */
export function dust(p: Paint, cx: number, cy: number, rx: number, ry: number, colour: string, count = 120, opacity = 0.6): string {
  let out = '';
  for (let i = 0; i < count; i++) {
    const [x, y] = inside(p, cx, cy, rx, ry, 1);
    out += `<circle cx="${f(x)}" cy="${f(y)}" r="${f(p.s.between(0.8, 2.2))}" fill="${colour}" opacity="${f(opacity)}"/>`;
  }
  return out;
}

/**
 * The pieces still visible in a cooked sauce: onion, tomato, garlic and ginger melt into a gravy, and a
 * wedge of lemon or lime is served beside the dish, not in it.
 */
export function cookedPieces(p: Paint): Piece[] {
  return p.food.pieces.filter(
    (piece) => piece.look.role !== 'fruit' && !(/\b(onions?|tomato(es)?|garlic|ginger|shallots?)\b/.test(piece.name) && !/red onion|cherry|sun.?dried/.test(piece.name)),
  );
}

/** The dish's visible pieces without the ones a painter draws itself. */
export function piecesExcept(p: Paint, pattern: RegExp): Piece[] {
  return p.food.pieces.filter((piece) => !pattern.test(piece.name));
}

/** A fried egg seen at the camera's angle: lacy white, a domed yolk. */
export function friedEgg(p: Paint, x: number, y: number, r: number): string {
  const { s } = p;
  let out = `<path d="${blobPath(s, x + 3, y + 5, r, r * TILT, 9, 0.18)}" fill="#1d1108" opacity="0.22"/>`;
  out += `<path d="${blobPath(s, x, y, r, r * TILT, 9, 0.18)}" fill="${s.lit('#fbf8f0', 0.1, -0.08)}"/>`;
  out += `<path d="${blobPath(s, x, y, r * 1.02, r * TILT * 1.02, 9, 0.2)}" fill="none" stroke="#d9a45a" stroke-width="3" opacity="0.45"/>`;
  const yx = x + s.jitter(0, r * 0.15);
  const yy = y - r * 0.08;
  out += `<ellipse cx="${f(yx + 2)}" cy="${f(yy + 4)}" rx="${f(r * 0.36)}" ry="${f(r * 0.3)}" fill="#000" opacity="0.12"/><ellipse cx="${f(yx)}" cy="${f(yy)}" rx="${f(r * 0.34)}" ry="${f(r * 0.28)}" fill="${s.lit('#f4a51c', 0.35, -0.15)}"/>`;
  return out + `<ellipse cx="${f(yx - r * 0.1)}" cy="${f(yy - r * 0.1)}" rx="${f(r * 0.1)}" ry="${f(r * 0.05)}" fill="#fff" opacity="0.85"/>`;
}
