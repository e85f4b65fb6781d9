import { SURFACE_VARIANTS, surfaceDataUri, type Surface } from './table-textures';
import { f, HEIGHT, luminance, onTable, shade, softShadow, TILT, WIDTH, type Sketch } from './svg-kit';

/**
 * The set around a dish: the table (chosen by cuisine, as a food stylist would), plates and bowls in
 * the 3/4 camera with a contact shadow and a rim highlight, napkins, cutlery, and the final light
 * (a warm key from the upper left and a gentle vignette, baked into the table's texture).
 */

/** Table surfaces a stylist might set each cuisine on; one is picked per recipe. */
export const CUISINE_SURFACES: Record<string, readonly Surface[]> = {
  Indian: [
    { kind: 'wood', base: '#6e4428', accent: '#3a2112' },
    { kind: 'linen', base: '#d8c3a0', accent: '#b8925e' },
    { kind: 'slate', base: '#4a4744', accent: '#6a6560' },
  ],
  Mediterranean: [
    { kind: 'wood', base: '#d9d3c6', accent: '#a99f8c' },
    { kind: 'marble', base: '#ecebe7', accent: '#9a9a9e' },
    { kind: 'linen', base: '#c9d3da', accent: '#9aaab8' },
  ],
  Thai: [
    { kind: 'wood', base: '#8c5c34', accent: '#4e2f18' },
    { kind: 'linen', base: '#d6d0bc', accent: '#a8a088' },
  ],
  Mexican: [
    { kind: 'wood', base: '#9a6a3e', accent: '#5c3a1c' },
    { kind: 'linen', base: '#d9b49a', accent: '#b07858' },
  ],
  Japanese: [
    { kind: 'slate', base: '#3e3f42', accent: '#5c5e62' },
    { kind: 'wood', base: '#5e4030', accent: '#2e1e14' },
    { kind: 'linen', base: '#cfcbc2', accent: '#a8a298' },
  ],
  Chinese: [
    { kind: 'wood', base: '#5e3222', accent: '#2e1408' },
    { kind: 'slate', base: '#45423f', accent: '#66615c' },
  ],
  Italian: [
    { kind: 'wood', base: '#c39a6b', accent: '#8a6238' },
    { kind: 'marble', base: '#efede8', accent: '#a3a09a' },
    { kind: 'linen', base: '#e6dccb', accent: '#c4b394' },
  ],
  French: [
    { kind: 'linen', base: '#e8e1d4', accent: '#c7baa2' },
    { kind: 'marble', base: '#eeece8', accent: '#aaa6a0' },
    { kind: 'wood', base: '#b89470', accent: '#7e5e3e' },
  ],
};

const ANY_SURFACES: readonly Surface[] = [
  { kind: 'wood', base: '#a67c52', accent: '#6a4626' },
  { kind: 'linen', base: '#e2d9c8', accent: '#bfae8e' },
  { kind: 'slate', base: '#4a4846', accent: '#6a6662' },
  { kind: 'marble', base: '#ecebe6', accent: '#a5a29c' },
];

export function chooseSurface(s: Sketch, cuisine: string | null): Surface {
  return s.pick((cuisine && CUISINE_SURFACES[cuisine]) || ANY_SURFACES);
}

export function isDark(surface: Surface): boolean {
  return surface.kind === 'slate' || (surface.kind === 'wood' && parseInt(surface.base.slice(1, 3), 16) < 0x80);
}

/** The table, with the set's light and vignette already in it (see table-textures.ts). */
export function table(s: Sketch, surface: Surface): string {
  const variant = Math.floor(s.random() * SURFACE_VARIANTS);
  return `<image href="${surfaceDataUri(surface, variant)}" x="0" y="0" width="${WIDTH}" height="${HEIGHT}" preserveAspectRatio="none"/>`;
}

export interface Ware {
  /** Glaze colour. */
  body: string;
  /** A coloured band on the rim, or null. */
  band: string | null;
  /** Speckled stoneware. */
  speckled: boolean;
}

const WARES: Record<string, readonly Ware[]> = {
  Indian: [
    { body: '#c9c9c6', band: null, speckled: false }, // steel
    { body: '#f4efe6', band: null, speckled: false },
    { body: '#b8643a', band: null, speckled: false }, // terracotta
  ],
  Japanese: [
    { body: '#2f2d2c', band: null, speckled: true },
    { body: '#e8e2d6', band: '#3b4a6b', speckled: true },
    { body: '#5d6b7c', band: null, speckled: true },
  ],
  Chinese: [
    { body: '#f6f5f1', band: '#2d4d8a', speckled: false },
    { body: '#f2efe8', band: null, speckled: false },
  ],
  Thai: [
    { body: '#c9d8c2', band: null, speckled: false }, // celadon
    { body: '#f5f2ea', band: null, speckled: false },
  ],
  Mexican: [
    { body: '#f3efe6', band: '#2f5a9a', speckled: false }, // talavera
    { body: '#b56a3e', band: null, speckled: true },
  ],
  Mediterranean: [
    { body: '#f5f3ee', band: '#2e5c8a', speckled: false },
    { body: '#f3efe6', band: null, speckled: true },
  ],
};
const PLAIN_WARES: readonly Ware[] = [
  { body: '#f7f5f0', band: null, speckled: false },
  { body: '#efe8dc', band: null, speckled: true },
  { body: '#f4f1ea', band: null, speckled: false },
  { body: '#dcd6cc', band: null, speckled: true },
];

export function chooseWare(s: Sketch, cuisine: string | null, dark: boolean): Ware {
  const options = (cuisine && WARES[cuisine]) || PLAIN_WARES;
  const ware = s.pick(s.chance(0.7) ? options : PLAIN_WARES);
  // A dark dish on a dark table disappears at card size; keep contrast.
  return dark && luminance(ware.body) < 0.3 ? PLAIN_WARES[0]! : ware;
}

function speckles(s: Sketch, cx: number, cy: number, rx: number, ry: number, colour: string, count = 40): string {
  let out = '';
  for (let i = 0; i < count; i++) {
    const [u, v] = s.inDisc();
    out += `<circle cx="${f(cx + u * rx)}" cy="${f(cy + v * ry)}" r="${f(s.between(0.8, 2))}" fill="${shade(colour, -0.45)}" opacity="0.35"/>`;
  }
  return out;
}

/** A plate in the 3/4 camera. Returns the plate and the well (where food goes). */
export function plate(s: Sketch, cx: number, cy: number, r: number, ware: Ware, wellRatio = 0.7): string {
  const ry = r * TILT;
  const thick = r * 0.045;
  const well = r * wellRatio;
  let out = softShadow(s, cx + r * 0.07, cy + ry * 0.2, r * 1.08, ry * 1.12, 0.5);
  out += `<ellipse cx="${f(cx)}" cy="${f(cy + thick)}" rx="${f(r)}" ry="${f(ry)}" fill="${shade(ware.body, -0.28)}"/>`;
  out += `<ellipse cx="${f(cx)}" cy="${f(cy)}" rx="${f(r)}" ry="${f(ry)}" fill="${s.lit(ware.body, 0.2, -0.12, [0.3, 0.25])}"/>`;
  if (ware.band)
    out += `<ellipse cx="${f(cx)}" cy="${f(cy)}" rx="${f(r * 0.93)}" ry="${f(ry * 0.93)}" fill="none" stroke="${ware.band}" stroke-width="${f(r * 0.025)}" opacity="0.85"/>`;
  if (ware.speckled) out += speckles(s, cx, cy, r * 0.97, ry * 0.97, ware.body, 60);
  // The well: the rim's inner slope is shaded on the far side and catches light on the near side.
  out += `<ellipse cx="${f(cx)}" cy="${f(cy + ry * 0.04)}" rx="${f(well)}" ry="${f(well * TILT)}" fill="${shade(ware.body, -0.05)}"/>`;
  out += `<ellipse cx="${f(cx)}" cy="${f(cy + ry * 0.02)}" rx="${f(well)}" ry="${f(well * TILT)}" fill="none" stroke="${shade(ware.body, -0.2)}" stroke-width="3" opacity="0.45"/>`;
  out += `<path d="M${f(cx - r * 0.92)} ${f(cy - ry * 0.2)} A${f(r * 0.95)} ${f(ry * 0.95)} 0 0 1 ${f(cx - r * 0.2)} ${f(cy - ry * 0.94)}" fill="none" stroke="#ffffff" stroke-width="${f(r * 0.018)}" stroke-linecap="round" opacity="0.75"/>`;
  out += `<path d="M${f(cx + r * 0.55)} ${f(cy + ry * 0.8)} A${f(r * 0.97)} ${f(ry * 0.97)} 0 0 0 ${f(cx + r * 0.9)} ${f(cy + ry * 0.35)}" fill="none" stroke="#ffffff" stroke-width="${f(r * 0.012)}" stroke-linecap="round" opacity="0.45"/>`;
  return out;
}

/**
 * A bowl in the 3/4 camera: body, inner wall, rim lip and highlights, with the contents drawn inside
 * the rim (clipped) at the given fill level (0 = bottom, 1 = brim).
 */
export function bowl(
  s: Sketch,
  cx: number,
  cy: number,
  r: number,
  depth: number,
  ware: Ware,
  contents: (surfaceY: number, rx: number, ry: number) => string,
  level = 0.8,
  foot = 0.5,
): string {
  const ry = r * TILT;
  const bottom = cy + ry + depth;
  let out = softShadow(s, cx + r * 0.12, bottom - depth * 0.1, r * 1.05, ry * 0.75, 0.55);
  const body = `M${f(cx - r)} ${f(cy)} C${f(cx - r)} ${f(cy + depth * 0.9)} ${f(cx - r * foot)} ${f(bottom)} ${f(cx)} ${f(bottom)} C${f(cx + r * foot)} ${f(bottom)} ${f(cx + r)} ${f(cy + depth * 0.9)} ${f(cx + r)} ${f(cy)}Z`;
  const bodyFill = s.linear(
    [
      [0, shade(ware.body, 0.1)],
      [0.3, shade(ware.body, 0.18)],
      [0.75, shade(ware.body, -0.15)],
      [1, shade(ware.body, -0.35)],
    ],
    0,
  );
  out += `<path d="${body}" fill="${bodyFill}"/>`;
  out += `<path d="${body}" fill="${s.linear(
    [
      [0, '#000', 0],
      [0.6, '#000', 0],
      [1, '#000', 0.25],
    ],
    90,
  )}"/>`;
  if (ware.speckled) out += speckles(s, cx, cy + depth * 0.5, r * 0.8, depth * 0.45, ware.body, 40);
  if (ware.band)
    out += `<path d="M${f(cx - r * 0.99)} ${f(cy + depth * 0.12)} A${f(r * 0.99)} ${f(ry)} 0 0 0 ${f(cx + r * 0.99)} ${f(cy + depth * 0.12)}" fill="none" stroke="${ware.band}" stroke-width="${f(r * 0.03)}" opacity="0.8"/>`;
  // Inside: the far wall and the back of the rim, then the contents at their level. Contents are clipped
  // by the front of the rim only, so a heaped salad or pasta can rise above the bowl.
  const innerRx = r * 0.955;
  const innerRy = ry * 0.94;
  const rimShape = `<ellipse cx="${f(cx)}" cy="${f(cy)}" rx="${f(innerRx)}" ry="${f(innerRy)}"/>`;
  const inside = s.clip(rimShape);
  const open = s.clip(
    `<path d="M${f(cx - innerRx)} ${f(cy)} A${f(innerRx)} ${f(innerRy)} 0 0 0 ${f(cx + innerRx)} ${f(cy)} L${f(cx + innerRx)} ${f(cy - r * 3)} L${f(cx - innerRx)} ${f(cy - r * 3)}Z"/>`,
  );
  const wall = s.linear(
    [
      [0, shade(ware.body, -0.3)],
      [0.5, shade(ware.body, -0.05)],
      [1, shade(ware.body, 0.1)],
    ],
    90,
  );
  const lip = shade(ware.body, 0.3);
  const lipWidth = r * 0.04;
  const arc = (sweep: 0 | 1) => `M${f(cx - r * 0.978)} ${f(cy)} A${f(r * 0.978)} ${f(ry * 0.97)} 0 0 ${sweep} ${f(cx + r * 0.978)} ${f(cy)}`;
  const surfaceY = cy + (1 - level) * depth * 0.7;
  const surfaceRx = innerRx * (0.78 + level * 0.2);
  out += `<ellipse cx="${f(cx)}" cy="${f(cy)}" rx="${f(innerRx)}" ry="${f(innerRy)}" fill="${wall}"/>`;
  out += `<path d="${arc(1)}" fill="none" stroke="${lip}" stroke-width="${f(lipWidth)}"/>`;
  out += `<path d="M${f(cx - r * 0.9)} ${f(cy - ry * 0.3)} A${f(r * 0.98)} ${f(ry * 0.97)} 0 0 1 ${f(cx - r * 0.15)} ${f(cy - ry * 0.97)}" fill="none" stroke="#fff" stroke-width="${f(r * 0.018)}" stroke-linecap="round" opacity="0.8"/>`;
  out += `<g clip-path="${open}">${contents(surfaceY, surfaceRx, surfaceRx * TILT)}</g>`;
  // The far wall casts a soft shade onto the top of the contents.
  out += `<g clip-path="${inside}"><ellipse cx="${f(cx)}" cy="${f(cy - innerRy * 0.15)}" rx="${f(innerRx)}" ry="${f(innerRy * 0.9)}" fill="none" stroke="#000" stroke-opacity="${level < 0.97 ? 0.16 : 0.06}" stroke-width="${f(r * 0.08)}"/></g>`;
  out += `<path d="${arc(0)}" fill="none" stroke="${lip}" stroke-width="${f(lipWidth)}" stroke-linecap="round"/>`;
  out += `<path d="M${f(cx + r * 0.3)} ${f(cy + ry * 0.95)} A${f(r * 0.98)} ${f(ry * 0.97)} 0 0 0 ${f(cx + r * 0.85)} ${f(cy + ry * 0.5)}" fill="none" stroke="#fff" stroke-width="${f(r * 0.014)}" stroke-linecap="round" opacity="0.55"/>`;
  out += `<path d="M${f(cx - r * 0.82)} ${f(cy + depth * 0.35)} Q${f(cx - r * 0.7)} ${f(cy + depth * 0.8)} ${f(cx - r * 0.4)} ${f(cy + depth * 0.95)}" fill="none" stroke="#fff" stroke-width="${f(r * 0.03)}" stroke-linecap="round" opacity="0.3"/>`;
  return out;
}

const NAPKINS: readonly { colour: string; stripe: string | null; check: boolean }[] = [
  { colour: '#efe7d8', stripe: null, check: false },
  { colour: '#f3efe6', stripe: '#b8433a', check: false },
  { colour: '#9fb09a', stripe: null, check: false },
  { colour: '#b8643f', stripe: null, check: false },
  { colour: '#3e4f73', stripe: null, check: false },
  { colour: '#f4f1ea', stripe: '#3b5a8a', check: false },
  { colour: '#f5f0e6', stripe: '#c0392b', check: true },
  { colour: '#d8b24a', stripe: null, check: false },
  { colour: '#c9c5bc', stripe: null, check: false },
];

/** A folded cloth napkin lying on the table. */
export function napkin(s: Sketch, x: number, y: number, w: number, h: number, angle: number): string {
  const style = s.pick(NAPKINS);
  const t = onTable(x, y, angle);
  const shape = `<rect x="${f(-w / 2)}" y="${f(-h / 2)}" width="${f(w)}" height="${f(h)}" rx="10"/>`;
  let out = `<g transform="${t}"><rect x="${f(-w / 2 + 10)}" y="${f(-h / 2 + 22)}" width="${f(w)}" height="${f(h)}" rx="14" fill="#120a04" opacity="0.28"/>`;
  out += `<rect x="${f(-w / 2)}" y="${f(-h / 2)}" width="${f(w)}" height="${f(h)}" rx="10" fill="${s.lit(style.colour, 0.12, -0.12, [0.3, 0.3])}"/>`;
  const clip = s.clip(shape);
  if (style.check && style.stripe) {
    let checks = '';
    for (let i = -w / 2; i < w / 2; i += 36) checks += `<rect x="${f(i)}" y="${f(-h / 2)}" width="18" height="${f(h)}" fill="${style.stripe}" opacity="0.35"/>`;
    for (let j = -h / 2; j < h / 2; j += 36) checks += `<rect x="${f(-w / 2)}" y="${f(j)}" width="${f(w)}" height="18" fill="${style.stripe}" opacity="0.35"/>`;
    out += `<g clip-path="${clip}">${checks}</g>`;
  } else if (style.stripe) {
    out += `<rect x="${f(-w / 2 + 28)}" y="${f(-h / 2)}" width="10" height="${f(h)}" fill="${style.stripe}" opacity="0.85"/><rect x="${f(-w / 2 + 44)}" y="${f(-h / 2)}" width="4" height="${f(h)}" fill="${style.stripe}" opacity="0.85"/>`;
  }
  // A fold across the cloth: one side in soft shade.
  out += `<path d="M${f(-w / 2)} ${f(h * 0.1)} L${f(w / 2)} ${f(-h * 0.05)} L${f(w / 2)} ${f(h / 2)} L${f(-w / 2)} ${f(h / 2)}Z" fill="#000" opacity="0.07" clip-path="${clip}"/>`;
  out += `<path d="M${f(-w / 2)} ${f(h * 0.1)} L${f(w / 2)} ${f(-h * 0.05)}" stroke="#fff" stroke-width="3" opacity="0.35"/></g>`;
  return out;
}

function metal(s: Sketch): string {
  return s.linear(
    [
      [0, '#8a8a8e'],
      [0.35, '#f4f4f6'],
      [0.55, '#c9c9cd'],
      [1, '#6e6e72'],
    ],
    0,
  );
}

/** Cutlery laid flat: drawn top-down along +y, then laid on the table. */
export type Utensil = 'fork' | 'spoon' | 'knife' | 'chopsticks' | 'none';

export function utensil(s: Sketch, kind: Utensil, x: number, y: number, angle: number, length = 380): string {
  if (kind === 'none') return '';
  const L = length;
  let shape: string;
  let fill = metal(s);
  if (kind === 'fork') {
    const tines = [-15, -5, 5, 15].map((dx) => `<rect x="${dx - 3}" y="${f(-L / 2)}" width="6" height="${f(L * 0.2)}" rx="3"/>`).join('');
    shape = `${tines}<path d="M-20 ${f(-L / 2 + L * 0.17)} Q-20 ${f(-L / 2 + L * 0.3)} -7 ${f(-L / 2 + L * 0.34)} L-8 ${f(L * 0.1)} Q-14 ${f(L * 0.45)} 0 ${f(L / 2)} Q14 ${f(L * 0.45)} 8 ${f(L * 0.1)} L7 ${f(-L / 2 + L * 0.34)} Q20 ${f(-L / 2 + L * 0.3)} 20 ${f(-L / 2 + L * 0.17)}Z"/>`;
  } else if (kind === 'spoon') {
    shape = `<ellipse cx="0" cy="${f(-L / 2 + L * 0.13)}" rx="${f(L * 0.075)}" ry="${f(L * 0.13)}"/><path d="M-6 ${f(-L / 2 + L * 0.24)} L-9 ${f(L * 0.1)} Q-15 ${f(L * 0.45)} 0 ${f(L / 2)} Q15 ${f(L * 0.45)} 9 ${f(L * 0.1)} L6 ${f(-L / 2 + L * 0.24)}Z"/>`;
  } else if (kind === 'knife') {
    shape = `<path d="M-10 ${f(-L / 2 + 10)} Q-8 ${f(-L / 2)} 6 ${f(-L / 2 + 4)} L12 ${f(-L * 0.02)} L-10 ${f(-L * 0.02)}Z"/><rect x="-10" y="${f(-L * 0.02)}" width="20" height="${f(L * 0.52)}" rx="9"/>`;
  } else {
    fill = s.pick(['#3a2418', '#1f1a18', '#b58a5a', '#7a2a1e']);
    shape = `<path d="M-16 ${f(-L / 2)} L-11 ${f(-L / 2)} L-7 ${f(L / 2)} L-17 ${f(L / 2)}Z"/><path d="M6 ${f(-L / 2 - 6)} L11 ${f(-L / 2 - 6)} L17 ${f(L / 2 - 6)} L7 ${f(L / 2 - 6)}Z"/>`;
  }
  const t = onTable(x, y, angle);
  return `<g transform="${t}"><g transform="translate(12 26)" fill="#120a04" opacity="0.3">${shape}</g><g fill="${fill}">${shape}</g></g>`;
}

/** A small dipping or condiment bowl on the table, with what it holds. */
export function smallBowl(s: Sketch, x: number, y: number, r: number, ware: Ware, fill: string, extra = ''): string {
  return bowl(s, x, y, r, r * 0.45, ware, (sy, rx, ry) => `<ellipse cx="${f(x)}" cy="${f(sy)}" rx="${f(rx)}" ry="${f(ry)}" fill="${s.lit(fill, 0.2, -0.2)}"/>${extra}`, 0.75);
}

/** A tumbler of water standing on the table: clear walls, a water line, highlights and a faint shadow. */
export function waterGlass(s: Sketch, x: number, y: number): string {
  const r = 62;
  const h = 170;
  const top = y - h;
  let out = softShadow(s, x + 30, y + 6, r * 1.4, r * TILT * 0.8, 0.3);
  out += `<path d="M${f(x - r)} ${f(top)} L${f(x - r * 0.86)} ${f(y)} A${f(r * 0.86)} ${f(r * 0.86 * TILT)} 0 0 0 ${f(x + r * 0.86)} ${f(y)} L${f(x + r)} ${f(top)}Z" fill="#e8f0f2" opacity="0.22"/>`;
  out += `<ellipse cx="${f(x)}" cy="${f(top + h * 0.35)}" rx="${f(r * 0.95)}" ry="${f(r * 0.95 * TILT)}" fill="#dfeef2" opacity="0.35"/>`;
  out += `<ellipse cx="${f(x)}" cy="${f(top)}" rx="${f(r)}" ry="${f(r * TILT)}" fill="none" stroke="#ffffff" stroke-width="3" opacity="0.7"/>`;
  out += `<path d="M${f(x - r * 0.75)} ${f(top + 20)} L${f(x - r * 0.66)} ${f(y - 15)}" stroke="#fff" stroke-width="7" stroke-linecap="round" opacity="0.45"/>`;
  out += `<path d="M${f(x + r * 0.6)} ${f(top + 30)} L${f(x + r * 0.55)} ${f(top + 90)}" stroke="#fff" stroke-width="4" stroke-linecap="round" opacity="0.35"/>`;
  return out + `<ellipse cx="${f(x)}" cy="${f(y)}" rx="${f(r * 0.86)}" ry="${f(r * 0.86 * TILT)}" fill="none" stroke="#ffffff" stroke-width="2" opacity="0.4"/>`;
}
