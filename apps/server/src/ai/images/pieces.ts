import type { Look, PieceShape } from './ingredient-looks';
import { blobPath, f, shade, TILT, type Sketch } from './svg-kit';

/**
 * One piece of food at a point, in the 3/4 camera: cubes show a lit top and two sides, flat things
 * (slices, leaves, rings) are squashed like the table, round things stay round. Every piece casts a
 * small shadow down and to the right, away from the light.
 */
const SHADOW = '#1d1108';

function shadowed(path: string, fill: string, dx = 2.5, dy = 3.5, opacity = 0.28): string {
  return `<path d="${path}" fill="${SHADOW}" opacity="${opacity}" transform="translate(${dx} ${dy})"/><path d="${path}" fill="${fill}"/>`;
}

function polygon(points: readonly [number, number][]): string {
  return `M${points.map(([x, y]) => `${f(x)} ${f(y)}`).join(' L')}Z`;
}

/** A cube (or a slab when height < size) seen from above at the camera's angle. */
export function cube(s: Sketch, x: number, y: number, size: number, colour: string, inner?: string, height = size * 0.75): string {
  const angle = s.random() * Math.PI * 2;
  const half = size / 2;
  const top = [0, 1, 2, 3].map((k): [number, number] => {
    const a = angle + (k * Math.PI) / 2 + Math.PI / 4;
    return [x + Math.cos(a) * half * Math.SQRT2, y + Math.sin(a) * half * Math.SQRT2 * TILT - height * 0.5];
  });
  const parts: string[] = [];
  const base = polygon([...top.map(([px, py]): [number, number] => [px, py + height])]);
  parts.push(`<path d="${base}" fill="${SHADOW}" opacity="0.25" transform="translate(3 4)"/>`);
  for (let k = 0; k < 4; k++) {
    const a = top[k]!;
    const b = top[(k + 1) % 4]!;
    // Outward normal of this edge on screen: sides facing the camera (down) are visible.
    const nx = b[1] - a[1];
    const ny = -(b[0] - a[0]);
    if (ny <= 0) continue;
    const facing = nx / Math.hypot(nx, ny);
    const tone = shade(colour, -0.12 + facing * 0.12);
    parts.push(`<path d="${polygon([a, b, [b[0], b[1] + height], [a[0], a[1] + height]])}" fill="${tone}" stroke="${tone}" stroke-width="1.5" stroke-linejoin="round"/>`);
  }
  parts.push(`<path d="${polygon(top)}" fill="${s.lit(colour, 0.3, -0.05)}" stroke="${shade(colour, 0.1)}" stroke-width="1.5" stroke-linejoin="round"/>`);
  if (inner) {
    // Browned or charred edges (paneer, tofu, bacon, roast potato): darker along the top face's rim.
    parts.push(`<path d="${polygon(top)}" fill="none" stroke="${inner}" stroke-width="${f(size * 0.14)}" stroke-linejoin="round" opacity="0.55"/>`);
    const k = Math.floor(s.random() * 4);
    const [a, b] = [top[k]!, top[(k + 1) % 4]!];
    parts.push(
      `<path d="M${f(a[0])} ${f(a[1] + height * 0.15)} L${f(b[0])} ${f(b[1] + height * 0.15)}" stroke="${inner}" stroke-width="${f(size * 0.1)}" stroke-linecap="round" opacity="0.5"/>`,
    );
  }
  return parts.join('');
}

export function chunk(s: Sketch, x: number, y: number, size: number, colour: string, inner?: string): string {
  const body = blobPath(s, x, y, size, size * 0.78, 7, 0.2, s.random() * Math.PI);
  let out = shadowed(body, s.lit(colour, 0.25, -0.35));
  if (inner) out += `<path d="${blobPath(s, x - size * 0.2, y - size * 0.22, size * 0.45, size * 0.3, 6, 0.2)}" fill="${inner}" opacity="0.55"/>`;
  return out + `<ellipse cx="${f(x - size * 0.3)}" cy="${f(y - size * 0.4)}" rx="${f(size * 0.22)}" ry="${f(size * 0.1)}" fill="#fff" opacity="0.3"/>`;
}

export function bean(s: Sketch, x: number, y: number, size: number, colour: string): string {
  const rx = size * s.between(0.85, 1.05);
  const ry = size * s.between(0.75, 0.9);
  return (
    `<ellipse cx="${f(x + 2)}" cy="${f(y + 3)}" rx="${f(rx)}" ry="${f(ry)}" fill="${SHADOW}" opacity="0.3"/>` +
    `<ellipse cx="${f(x)}" cy="${f(y)}" rx="${f(rx)}" ry="${f(ry)}" fill="${s.lit(colour, 0.35, -0.35)}"/>` +
    `<ellipse cx="${f(x - rx * 0.35)}" cy="${f(y - ry * 0.4)}" rx="${f(rx * 0.3)}" ry="${f(ry * 0.2)}" fill="#fff" opacity="0.45"/>`
  );
}

export function leafPath(x: number, y: number, length: number, width: number, angle: number, squash = TILT): string {
  const c = Math.cos(angle);
  const sn = Math.sin(angle);
  const p = (u: number, v: number): string => `${f(x + u * c - v * sn)} ${f(y + (u * sn + v * c) * squash)}`;
  return `M${p(-length / 2, 0)} Q${p(-length * 0.1, -width)} ${p(length / 2, 0)} Q${p(-length * 0.1, width)} ${p(-length / 2, 0)}Z`;
}

export function leaf(s: Sketch, x: number, y: number, size: number, colour: string, squash = TILT + 0.15): string {
  const angle = s.random() * Math.PI * 2;
  const length = size * 2.1;
  const width = size * s.between(0.75, 1);
  const path = leafPath(x, y, length, width, angle, squash);
  const c = Math.cos(angle);
  const sn = Math.sin(angle);
  const rib = `M${f(x - (length / 2) * c * 0.9)} ${f(y - (length / 2) * sn * 0.9 * squash)} L${f(x + (length / 2) * c * 0.8)} ${f(y + (length / 2) * sn * 0.8 * squash)}`;
  return (
    shadowed(path, s.lit(colour, 0.3, -0.3), 2, 3, 0.22) +
    `<path d="${rib}" stroke="${shade(colour, 0.35)}" stroke-width="${f(Math.max(1, size * 0.07))}" opacity="0.7" fill="none"/>`
  );
}

/** Chopped herbs: a few small torn flecks of green. */
export function herb(s: Sketch, x: number, y: number, size: number, colour: string): string {
  let out = '';
  const n = 2 + Math.floor(s.random() * 3);
  for (let i = 0; i < n; i++) {
    const px = x + s.jitter(0, size);
    const py = y + s.jitter(0, size * 0.6);
    out += `<path d="${blobPath(s, px, py, size * 0.32, size * 0.22, 5, 0.45, s.random() * 3)}" fill="${i % 2 ? colour : shade(colour, -0.15)}"/>`;
  }
  return out;
}

export function fleck(s: Sketch, x: number, y: number, size: number, colour: string): string {
  return `<ellipse cx="${f(x)}" cy="${f(y)}" rx="${f(size * s.between(0.12, 0.25))}" ry="${f(size * s.between(0.1, 0.2))}" fill="${colour}" opacity="0.9"/>`;
}

export function seed(s: Sketch, x: number, y: number, size: number, colour: string): string {
  const a = s.random() * 180;
  return `<ellipse cx="${f(x)}" cy="${f(y)}" rx="${f(size * 0.22)}" ry="${f(size * 0.12)}" fill="${colour}" transform="rotate(${f(a)} ${f(x)} ${f(y)})"/>`;
}

/** A tomato or citrus wedge lying on its side: skin along the curve, the cut face with seeds or segments. */
export function wedge(s: Sketch, x: number, y: number, size: number, colour: string, inner = shade(colour, 0.4)): string {
  const a = s.jitter(0, 45);
  const r = size * 1.1;
  const ry = r * 0.62;
  const skin = `M${f(-r)} 0 A${f(r)} ${f(ry)} 0 0 0 ${f(r)} 0 Q0 ${f(-ry * 0.25)} ${f(-r)} 0Z`;
  const face = `M${f(-r * 0.86)} ${f(-ry * 0.02)} A${f(r * 0.86)} ${f(ry * 0.78)} 0 0 0 ${f(r * 0.86)} ${f(-ry * 0.02)} Q0 ${f(-ry * 0.3)} ${f(-r * 0.86)} ${f(-ry * 0.02)}Z`;
  let out = `<g transform="translate(${f(x)} ${f(y)}) rotate(${f(a)})"><path d="${skin}" fill="#1d1108" opacity="0.28" transform="translate(2 4)"/><path d="${skin}" fill="${s.lit(colour, 0.25, -0.3)}"/><path d="${face}" fill="${s.lit(inner, 0.2, -0.1)}"/>`;
  for (let i = 1; i < 4; i++) {
    const t = Math.PI * (i / 4);
    out += `<line x1="0" y1="${f(-ry * 0.1)}" x2="${f(-Math.cos(t) * r * 0.75)}" y2="${f(Math.sin(t) * ry * 0.65)}" stroke="${shade(inner, 0.35)}" stroke-width="${f(Math.max(1, size * 0.06))}" opacity="0.8"/>`;
    out += `<ellipse cx="${f(-Math.cos(t - 0.35) * r * 0.45)}" cy="${f(Math.sin(t - 0.35) * ry * 0.38)}" rx="${f(size * 0.1)}" ry="${f(size * 0.07)}" fill="${shade(inner, 0.5)}"/>`;
  }
  return out + '</g>';
}

/** A round slice (cucumber, zucchini, carrot, banana) lying flat: rim, flesh, seeds. */
export function round(s: Sketch, x: number, y: number, size: number, colour: string, inner = shade(colour, 0.5)): string {
  const tilt = TILT + s.between(0, 0.25);
  const rx = size;
  const ry = size * tilt;
  let out =
    `<ellipse cx="${f(x + 2)}" cy="${f(y + 4)}" rx="${f(rx)}" ry="${f(ry)}" fill="${SHADOW}" opacity="0.25"/>` +
    `<ellipse cx="${f(x)}" cy="${f(y + size * 0.12)}" rx="${f(rx)}" ry="${f(ry)}" fill="${shade(colour, -0.2)}"/>` +
    `<ellipse cx="${f(x)}" cy="${f(y)}" rx="${f(rx)}" ry="${f(ry)}" fill="${colour}"/>` +
    `<ellipse cx="${f(x)}" cy="${f(y)}" rx="${f(rx * 0.84)}" ry="${f(ry * 0.84)}" fill="${s.lit(inner, 0.25, -0.08)}"/>`;
  for (let i = 0; i < 5; i++) {
    const a = (i / 5) * Math.PI * 2 + s.random();
    out += `<ellipse cx="${f(x + Math.cos(a) * rx * 0.4)}" cy="${f(y + Math.sin(a) * ry * 0.4)}" rx="${f(size * 0.1)}" ry="${f(size * 0.06)}" fill="${shade(inner, -0.12)}" opacity="0.8"/>`;
  }
  return out;
}

export function ring(s: Sketch, x: number, y: number, size: number, colour: string, inner = shade(colour, 0.5)): string {
  const rx = size * s.between(0.8, 1);
  const ry = rx * (TILT + s.between(0, 0.2));
  const w = Math.max(2, size * 0.28);
  return (
    `<ellipse cx="${f(x + 2)}" cy="${f(y + 3)}" rx="${f(rx)}" ry="${f(ry)}" fill="none" stroke="${SHADOW}" stroke-opacity="0.25" stroke-width="${f(w)}"/>` +
    `<ellipse cx="${f(x)}" cy="${f(y)}" rx="${f(rx)}" ry="${f(ry)}" fill="none" stroke="${colour}" stroke-width="${f(w)}"/>` +
    `<ellipse cx="${f(x)}" cy="${f(y)}" rx="${f(rx - w * 0.25)}" ry="${f(ry - w * 0.25)}" fill="none" stroke="${inner}" stroke-width="${f(w * 0.35)}" opacity="0.8"/>`
  );
}

/** A curved strip (pepper, onion petal, green bean). */
export function strip(s: Sketch, x: number, y: number, size: number, colour: string): string {
  const a = s.random() * Math.PI * 2;
  const len = size * s.between(1.4, 2);
  const bend = s.jitter(0, size * 0.6);
  const [x1, y1, x2, y2] = [x - Math.cos(a) * len, y - Math.sin(a) * len * TILT, x + Math.cos(a) * len, y + Math.sin(a) * len * TILT];
  const cx = x - Math.sin(a) * bend;
  const cy = y + Math.cos(a) * bend * TILT;
  const d = `M${f(x1)} ${f(y1)} Q${f(cx)} ${f(cy)} ${f(x2)} ${f(y2)}`;
  const w = size * 0.55;
  return (
    `<path d="${d}" stroke="${SHADOW}" stroke-opacity="0.25" stroke-width="${f(w)}" stroke-linecap="round" fill="none" transform="translate(2 4)"/>` +
    `<path d="${d}" stroke="${shade(colour, -0.12)}" stroke-width="${f(w)}" stroke-linecap="round" fill="none"/>` +
    `<path d="${d}" stroke="${shade(colour, 0.35)}" stroke-width="${f(w * 0.3)}" stroke-linecap="round" fill="none" opacity="0.7" transform="translate(-1 -2)"/>`
  );
}

export function shrimp(s: Sketch, x: number, y: number, size: number, colour: string, inner = '#fbd2b4'): string {
  const a = s.random() * Math.PI * 2;
  const r = size * 0.95;
  const start = a;
  const end = a + Math.PI * 1.35;
  const pt = (t: number): [number, number] => [x + Math.cos(t) * r, y + Math.sin(t) * r * 0.8];
  const [p1, p2] = [pt(start), pt(end)];
  const d = `M${f(p1[0])} ${f(p1[1])} A${f(r)} ${f(r * 0.8)} 0 1 1 ${f(p2[0])} ${f(p2[1])}`;
  const w = size * 0.85;
  let out =
    `<path d="${d}" stroke="${SHADOW}" stroke-opacity="0.28" stroke-width="${f(w)}" stroke-linecap="round" fill="none" transform="translate(3 4)"/>` +
    `<path d="${d}" stroke="${colour}" stroke-width="${f(w)}" stroke-linecap="round" fill="none"/>` +
    `<path d="${d}" stroke="${inner}" stroke-width="${f(w * 0.35)}" stroke-linecap="round" fill="none" opacity="0.8" transform="translate(-1 -1)"/>`;
  for (let i = 1; i < 5; i++) {
    const t = start + ((end - start) * i) / 5;
    const [px, py] = pt(t);
    out += `<line x1="${f(px - Math.cos(t) * w * 0.45)}" y1="${f(py - Math.sin(t) * w * 0.45)}" x2="${f(px + Math.cos(t) * w * 0.45)}" y2="${f(py + Math.sin(t) * w * 0.45)}" stroke="${shade(colour, -0.25)}" stroke-width="1.6" opacity="0.6"/>`;
  }
  const [tx, ty] = pt(end);
  out += `<path d="${blobPath(s, tx + Math.cos(end + 1.2) * size * 0.3, ty + Math.sin(end + 1.2) * size * 0.3, size * 0.4, size * 0.25, 5, 0.3, end)}" fill="${shade(colour, -0.3)}"/>`;
  return out;
}

export function olive(s: Sketch, x: number, y: number, size: number, colour: string): string {
  const rx = size * 0.75;
  const ry = size * 0.52;
  const a = s.random() * 180;
  return (
    `<ellipse cx="${f(x + 2)}" cy="${f(y + 3)}" rx="${f(rx)}" ry="${f(ry)}" fill="${SHADOW}" opacity="0.3" transform="rotate(${f(a)} ${f(x)} ${f(y)})"/>` +
    `<ellipse cx="${f(x)}" cy="${f(y)}" rx="${f(rx)}" ry="${f(ry)}" fill="${s.lit(colour, 0.25, -0.4)}" transform="rotate(${f(a)} ${f(x)} ${f(y)})"/>` +
    `<ellipse cx="${f(x - rx * 0.3)}" cy="${f(y - ry * 0.4)}" rx="${f(rx * 0.3)}" ry="${f(ry * 0.18)}" fill="#fff" opacity="0.55"/>`
  );
}

export function crumble(s: Sketch, x: number, y: number, size: number, colour: string): string {
  const path = blobPath(s, x, y, size * 0.8, size * 0.6, 6, 0.35, s.random() * 3);
  return shadowed(path, s.lit(colour, 0.1, -0.18), 2, 3, 0.22);
}

export function nut(s: Sketch, x: number, y: number, size: number, colour: string): string {
  const a = s.random() * 180;
  const rx = size * 0.62;
  const ry = size * 0.42;
  const t = `rotate(${f(a)} ${f(x)} ${f(y)})`;
  return (
    `<ellipse cx="${f(x + 2)}" cy="${f(y + 3)}" rx="${f(rx)}" ry="${f(ry)}" fill="${SHADOW}" opacity="0.28" transform="${t}"/>` +
    `<ellipse cx="${f(x)}" cy="${f(y)}" rx="${f(rx)}" ry="${f(ry)}" fill="${s.lit(colour, 0.3, -0.3)}" transform="${t}"/>` +
    `<line x1="${f(x)}" y1="${f(y - ry * 0.8)}" x2="${f(x)}" y2="${f(y + ry * 0.8)}" stroke="${shade(colour, -0.3)}" stroke-width="1.2" opacity="0.5" transform="${t}"/>`
  );
}

/** A sliced mushroom in profile: cap and stem, brown skin and pale flesh. */
export function mushroom(s: Sketch, x: number, y: number, size: number, colour: string, inner = '#e2cfae'): string {
  const a = s.jitter(0, 40);
  const w = size * 1.1;
  const cap = `M${f(x - w)} ${f(y)} Q${f(x - w)} ${f(y - size * 1.1)} ${f(x)} ${f(y - size * 1.1)} Q${f(x + w)} ${f(y - size * 1.1)} ${f(x + w)} ${f(y)} Z`;
  const stem = `M${f(x - size * 0.35)} ${f(y - 1)} L${f(x - size * 0.3)} ${f(y + size * 0.8)} L${f(x + size * 0.3)} ${f(y + size * 0.8)} L${f(x + size * 0.35)} ${f(y - 1)}Z`;
  return `<g transform="rotate(${f(a)} ${f(x)} ${f(y)})">${shadowed(cap + stem, inner)}<path d="${cap}" fill="none" stroke="${colour}" stroke-width="${f(size * 0.22)}"/></g>`;
}

/** A long slice (mango cheek slice, apple slice). */
export function slice(s: Sketch, x: number, y: number, size: number, colour: string): string {
  const a = s.random() * Math.PI;
  return shadowed(leafPath(x, y, size * 2.4, size * 0.9, a, TILT + 0.2), s.lit(colour, 0.3, -0.15));
}

export function chili(s: Sketch, x: number, y: number, size: number, colour: string): string {
  const a = s.random() * Math.PI * 2;
  const path = leafPath(x, y, size * 2.6, size * 0.55, a, 0.9);
  const sx = x - Math.cos(a) * size * 1.35;
  const sy = y - Math.sin(a) * size * 1.35 * 0.9;
  return shadowed(path, s.lit(colour, 0.35, -0.4)) + `<circle cx="${f(sx)}" cy="${f(sy)}" r="${f(size * 0.22)}" fill="#5a5a2a"/>`;
}

export function floret(s: Sketch, x: number, y: number, size: number, colour: string): string {
  let out = `<path d="M${f(x - size * 0.25)} ${f(y)} L${f(x - size * 0.15)} ${f(y + size)} L${f(x + size * 0.15)} ${f(y + size)} L${f(x + size * 0.25)} ${f(y)}Z" fill="${shade(colour, 0.35)}"/>`;
  for (let i = 0; i < 6; i++) {
    const px = x + s.jitter(0, size * 0.55);
    const py = y - size * 0.2 + s.jitter(0, size * 0.35);
    out += `<circle cx="${f(px)}" cy="${f(py)}" r="${f(size * s.between(0.35, 0.5))}" fill="${s.lit(colour, 0.25, -0.3)}"/>`;
  }
  return out;
}

export function sprout(s: Sketch, x: number, y: number, size: number, colour: string): string {
  const a = s.random() * Math.PI * 2;
  const len = size * 1.8;
  const [x2, y2] = [x + Math.cos(a) * len, y + Math.sin(a) * len * TILT];
  const bend = s.jitter(0, size * 0.5);
  return (
    `<path d="M${f(x)} ${f(y)} Q${f((x + x2) / 2 + bend)} ${f((y + y2) / 2 - bend)} ${f(x2)} ${f(y2)}" stroke="${colour}" stroke-width="${f(size * 0.28)}" stroke-linecap="round" fill="none"/>` +
    `<ellipse cx="${f(x2)}" cy="${f(y2)}" rx="${f(size * 0.22)}" ry="${f(size * 0.16)}" fill="#e8dc8a"/>`
  );
}

export function berry(s: Sketch, x: number, y: number, size: number, colour: string): string {
  return (
    `<circle cx="${f(x + 2)}" cy="${f(y + 4)}" r="${f(size)}" fill="${SHADOW}" opacity="0.3"/>` +
    `<circle cx="${f(x)}" cy="${f(y)}" r="${f(size)}" fill="${s.lit(colour, 0.35, -0.4)}"/>` +
    `<ellipse cx="${f(x - size * 0.35)}" cy="${f(y - size * 0.4)}" rx="${f(size * 0.28)}" ry="${f(size * 0.18)}" fill="#fff" opacity="0.6"/>`
  );
}

const DRAW: Record<PieceShape, (s: Sketch, x: number, y: number, size: number, colour: string, inner?: string) => string> = {
  cube: (s, x, y, size, colour, inner) => cube(s, x, y, size * 1.25, colour, inner),
  chunk,
  bean: (s, x, y, size, colour) => bean(s, x, y, size * 0.55, colour),
  leaf: (s, x, y, size, colour) => leaf(s, x, y, size * 0.9, colour),
  herb: (s, x, y, size, colour) => herb(s, x, y, size * 0.7, colour),
  fleck,
  wedge,
  round: (s, x, y, size, colour, inner) => round(s, x, y, size * 0.95, colour, inner),
  ring: (s, x, y, size, colour, inner) => ring(s, x, y, size * 0.75, colour, inner),
  strip: (s, x, y, size, colour) => strip(s, x, y, size * 0.8, colour),
  shrimp,
  olive,
  crumble,
  nut: (s, x, y, size, colour) => nut(s, x, y, size * 0.75, colour),
  mushroom: (s, x, y, size, colour, inner) => mushroom(s, x, y, size * 0.8, colour, inner),
  slice,
  chili: (s, x, y, size, colour) => chili(s, x, y, size * 0.7, colour),
  floret,
  sprout,
  seed,
  berry: (s, x, y, size, colour) => berry(s, x, y, size * 0.7, colour),
};

export function drawPiece(s: Sketch, look: Look, x: number, y: number, size: number): string {
  return DRAW[look.shape](s, x, y, size, look.colour, look.inner);
}
