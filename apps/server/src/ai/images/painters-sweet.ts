import { citrus, dust, flatbread, garnish, inside, sheen, steam, swirl, type Paint, type Painted } from './food-kit';
import { layeredBlock } from './painters-savoury';
import { berry, drawPiece, leaf, slice } from './pieces';
import { blobPath, f, mix, onTable, shade, softShadow, TILT } from './svg-kit';
import { bowl, plate, smallBowl } from './tableware';

/**
 * Painters for baked goods, desserts and drinks: things seen from the side as much as from above
 * (a cake slice shows its layers, a glass its contents), still in the same 3/4 camera.
 */

const box = (cx: number, cy: number, r: number, below = 0) => ({ left: cx - r, right: cx + r, top: cy - r * TILT, bottom: cy + r * TILT + below });

function has(p: Paint, pattern: RegExp): boolean {
  return p.food.has(pattern) || pattern.test(p.title);
}

/** The colour of a cake's crumb or a batter, from what it is made with. */
function crumbColour(p: Paint): string {
  if (has(p, /cocoa|chocolate|brownie|devil/)) return '#5a3320';
  if (has(p, /red velvet|beet/)) return '#9a2a2a';
  if (has(p, /carrot|pumpkin|spice|gingerbread|jaggery|molasses/)) return '#b87a3e';
  if (has(p, /banana|whole ?wheat|oat/)) return '#b98a52';
  if (has(p, /matcha|pistachio/)) return '#9ab05a';
  if (has(p, /lemon|vanilla|sponge/)) return '#f2d890';
  return '#ecc97e';
}

function frostingColour(p: Paint): string {
  if (has(p, /chocolate ganache|chocolate frosting|ganache/)) return '#4a2a1a';
  if (has(p, /cream cheese|mascarpone|whipped|cream/)) return '#fbf6ea';
  if (has(p, /caramel|dulce/)) return '#c88a3a';
  if (has(p, /strawberr|raspberr/)) return '#f2b8c0';
  return '#f8f0e0';
}

/** Whatever fruit the dish has, as garnish pieces. */
function fruitPieces(p: Paint) {
  return p.food.pieces.filter((piece) => piece.look.role === 'fruit' || piece.look.shape === 'berry');
}

export function layeredDessert(p: Paint, cx: number, cy: number): Painted {
  const { s } = p;
  const r = 320;
  let out = plate(s, cx, cy + 40, r, p.ware, 0.72);
  if (p.variant === 'tiramisu') {
    const cream = '#f6ecd6';
    const soaked = has(p, /espresso|coffee/) ? '#8a5a34' : '#c8955a';
    out += layeredBlock(
      p,
      cx - 20,
      cy + 10,
      270,
      190,
      [
        ['#6a3f24', 3],
        [cream, 16],
        [soaked, 14],
        [cream, 16],
        [soaked, 14],
      ],
      '#5e3a22',
    );
    out += dust(p, cx - 20, cy - 70, 170, 30, '#4a2a18', 180, 0.7);
    out += dust(p, cx + 150, cy + 120, 80, 30, '#5a3320', 60, 0.6);
  } else if (p.variant === 'cheesecake') {
    out += wedgeSlice(
      p,
      cx,
      cy + 10,
      [
        ['#fbf3dc', 40],
        ['#c98f4a', 10],
      ],
      fruitPieces(p).length ? '#c8243a' : '#f3e2b8',
    );
  } else {
    const crumb = crumbColour(p);
    const frost = frostingColour(p);
    out += wedgeSlice(
      p,
      cx,
      cy + 10,
      [
        [frost, 6],
        [crumb, 22],
        [frost, 6],
        [crumb, 22],
      ],
      frost,
    );
  }
  const fruit = fruitPieces(p);
  for (let i = 0; i < Math.min(3, fruit.length * 2); i++) out += drawPiece(s, fruit[i % fruit.length]!.look, cx + 150 + s.jitter(0, 40), cy + 120 + s.jitter(0, 20), 22);
  if (has(p, /mint/)) out += leaf(s, cx + 110, cy + 140, 16, '#4c9a46');
  return { dish: out, utensil: 'fork', box: box(cx, cy + 40, r) };
}

/** A triangular slice of cake lying on its side: layered cut face towards the camera, frosted top. */
function wedgeSlice(p: Paint, cx: number, cy: number, layers: readonly (readonly [string, number])[], top: string): string {
  const { s } = p;
  const total = layers.reduce((sum, [, h]) => sum + h, 0) * 2.3;
  const w = 300;
  const tipX = cx + 170;
  const tipY = cy - 120;
  const x0 = cx - w / 2;
  const yTop = cy - total / 2;
  let out = softShadow(s, cx + 40, cy + total / 2, w * 0.75, 60, 0.5);
  // The back (curved outer crust) seen beyond the cut face.
  out += `<path d="M${f(x0 + w)} ${f(yTop)} L${f(tipX + 40)} ${f(tipY)} L${f(tipX + 40)} ${f(tipY + total)} L${f(x0 + w)} ${f(yTop + total)}Z" fill="${shade(layers[1]?.[0] ?? top, -0.3)}"/>`;
  let y = yTop;
  for (const [colour, h] of layers) {
    const hh = h * 2.3;
    out += `<rect x="${f(x0)}" y="${f(y)}" width="${f(w)}" height="${f(hh + 0.6)}" fill="${colour}"/>`;
    for (let i = 0; i < (hh > 30 ? 10 : 0); i++)
      out += `<circle cx="${f(x0 + s.random() * w)}" cy="${f(y + s.random() * hh)}" r="${f(s.between(1.5, 3.5))}" fill="${shade(colour, -0.25)}" opacity="0.5"/>`;
    y += hh;
  }
  out += `<rect x="${f(x0)}" y="${f(yTop)}" width="${f(w)}" height="${f(total)}" fill="${s.linear(
    [
      [0, '#fff', 0.15],
      [0.6, '#fff', 0],
      [1, '#000', 0.15],
    ],
    0,
  )}"/>`;
  out += `<path d="M${f(x0)} ${f(yTop)} L${f(tipX)} ${f(tipY)} L${f(tipX + 40)} ${f(tipY)} L${f(x0 + w)} ${f(yTop)}Z" fill="${s.lit(top, 0.2, -0.08)}"/>`;
  return out + sheen(p, cx, yTop - 20, 80, 12, 3);
}

export function dessertGlass(p: Paint, cx: number, cy: number): Painted {
  const { s } = p;
  if (p.variant === 'bowl') {
    const r = 270;
    const colour = has(p, /carrot|gajar/) ? '#e8823a' : has(p, /semolina|sooji|suji/) ? '#e8c27a' : has(p, /chocolate|cocoa/) ? '#6a4028' : '#f5ecd6';
    const dish = bowl(
      s,
      cx,
      cy,
      r,
      r * 0.5,
      p.ware,
      (sy, rx, ry) => {
        let c = `<ellipse cx="${f(cx)}" cy="${f(sy)}" rx="${f(rx)}" ry="${f(ry)}" fill="${s.lit(colour, 0.15, -0.2)}"/>`;
        if (has(p, /rice/)) {
          for (let i = 0; i < 160; i++) {
            const [x, y] = inside(p, cx, sy, rx, ry, 0.9);
            c += `<ellipse cx="${f(x)}" cy="${f(y)}" rx="6" ry="3" fill="${shade(colour, 0.1)}" stroke="${shade(colour, -0.15)}" stroke-width="0.6" transform="rotate(${f(s.random() * 180)} ${f(x)} ${f(y)})"/>`;
          }
        }
        c += garnishSweet(p, cx, sy, rx * 0.7, ry * 0.7);
        return c + sheen(p, cx - rx * 0.3, sy - ry * 0.3, rx * 0.3, ry * 0.1, 4);
      },
      0.8,
    );
    let extra = '';
    if (has(p, /cinnamon stick/))
      extra += `<g transform="${onTable(cx + 300, cy + 130, 60)}"><rect x="-100" y="-12" width="200" height="24" rx="10" fill="#1d1108" opacity="0.3" transform="translate(6 12)"/><rect x="-100" y="-12" width="200" height="24" rx="10" fill="${s.lit('#8a4a22', 0.25, -0.25)}"/></g>`;
    return { dish: dish + extra, utensil: 'spoon', box: box(cx, cy, r, r * 0.5) };
  }
  if (p.variant === 'ramekin') {
    const r = 230;
    const dish = bowl(
      s,
      cx,
      cy,
      r,
      r * 0.55,
      { body: '#f6f3ec', band: null, speckled: false },
      (sy, rx, ry) => {
        let c = `<ellipse cx="${f(cx)}" cy="${f(sy)}" rx="${f(rx)}" ry="${f(ry)}" fill="${s.lit('#d89a3a', 0.3, -0.2)}"/>`;
        for (let i = 0; i < 12; i++)
          c += `<path d="${blobPath(s, ...inside(p, cx, sy, rx, ry, 0.8), s.between(12, 30), s.between(6, 14), 6, 0.3)}" fill="#8a4a18" opacity="0.35"/>`;
        return c + sheen(p, cx - 40, sy - 20, 70, 16, 5) + garnishSweet(p, cx + 30, sy, rx * 0.4, ry * 0.4);
      },
      0.95,
      0.95,
    );
    return { dish: plate(s, cx, cy + 80, 330, p.ware, 0.72) + dish, utensil: 'spoon', box: box(cx, cy + 80, 330) };
  }
  // A glass: layers seen through the side, a cream top, a garnish.
  const w = 150;
  const h = 330;
  const top = cy - h * 0.55;
  const bottom = top + h;
  const main = has(p, /chocolate|cocoa|coffee|espresso/)
    ? '#5a3320'
    : has(p, /mango/)
      ? '#f5b02a'
      : has(p, /strawberr|raspberr|berr/)
        ? '#d2506a'
        : has(p, /lemon|lime/)
          ? '#f3e08a'
          : '#f2e2c0';
  const layerColours = [mix(main, '#fbf6ea', 0.5), main, '#d8b27a', main];
  let out = softShadow(s, cx + 25, bottom + 6, w * 1.3, 40, 0.55);
  out += `<path d="M${f(cx - w)} ${f(top)} L${f(cx - w * 0.82)} ${f(bottom - 20)} Q${f(cx)} ${f(bottom + 12)} ${f(cx + w * 0.82)} ${f(bottom - 20)} L${f(cx + w)} ${f(top)}Z" fill="#e9eef0" opacity="0.35"/>`;
  let y = top + 50;
  const step = (bottom - 30 - y) / layerColours.length;
  layerColours.forEach((colour, i) => {
    const t0 = (y - top) / h;
    const inset = w * (0.96 - 0.16 * t0);
    out += `<path d="M${f(cx - inset)} ${f(y)} Q${f(cx)} ${f(y + 10)} ${f(cx + inset)} ${f(y)} L${f(cx + inset * 0.97)} ${f(y + step)} Q${f(cx)} ${f(y + step + 10)} ${f(cx - inset * 0.97)} ${f(y + step)}Z" fill="${s.lit(colour, 0.15, -0.2, [0.3, 0.5])}"/>`;
    if (i === 2)
      for (let k = 0; k < 10; k++)
        out += `<circle cx="${f(cx + s.jitter(0, inset * 0.8))}" cy="${f(y + s.random() * step)}" r="${f(s.between(3, 7))}" fill="${shade(colour, -0.2)}" opacity="0.6"/>`;
    y += step;
  });
  out += `<path d="${blobPath(s, cx, top + 40, w * 0.85, 40, 9, 0.15)}" fill="${s.lit('#fbf7ef', 0.1, -0.12)}"/>`;
  out += `<ellipse cx="${f(cx)}" cy="${f(top)}" rx="${f(w)}" ry="${f(w * 0.3)}" fill="none" stroke="#ffffff" stroke-width="4" opacity="0.8"/>`;
  out += `<path d="M${f(cx - w * 0.9)} ${f(top + 30)} L${f(cx - w * 0.76)} ${f(bottom - 40)}" stroke="#fff" stroke-width="10" opacity="0.35" stroke-linecap="round"/>`;
  out += garnishSweet(p, cx, top + 25, w * 0.4, 20);
  return { dish: out, utensil: 'spoon', box: { left: cx - w - 40, right: cx + w + 40, top, bottom: bottom + 20 } };
}

function garnishSweet(p: Paint, cx: number, cy: number, rx: number, ry: number): string {
  const { s } = p;
  let out = '';
  if (has(p, /cinnamon|nutmeg|cardamom|cocoa/)) out += dust(p, cx, cy, rx, ry, has(p, /cocoa/) ? '#4a2a18' : '#8a4a22', 110, 0.65);
  if (has(p, /raisin|sultana/)) for (let i = 0; i < 7; i++) out += drawPiece(s, { shape: 'bean', colour: '#4a2a1e', role: 'fruit' }, ...inside(p, cx, cy, rx, ry, 0.8), 16);
  if (has(p, /pistachio|almond|cashew/))
    for (let i = 0; i < 10; i++)
      out += `<path d="${blobPath(s, ...inside(p, cx, cy, rx, ry, 0.8), 7, 4, 5, 0.3, s.random() * 3)}" fill="${has(p, /pistachio/) ? '#8ab04a' : '#e8d2a8'}"/>`;
  const fruit = fruitPieces(p);
  for (let i = 0; i < Math.min(4, fruit.length * 2); i++) out += drawPiece(s, fruit[i % fruit.length]!.look, ...inside(p, cx, cy, rx, ry, 0.7), 20);
  if (has(p, /mint/)) out += leaf(s, cx + 10, cy - 5, 16, '#4c9a46');
  return out;
}

export function pancakes(p: Paint, cx: number, cy: number): Painted {
  const { s } = p;
  const r = 335;
  let out = plate(s, cx, cy + 20, r, p.ware, 0.72);
  if (p.variant === 'crepes') {
    // Crepes folded in quarters, fanned, dusted with sugar.
    for (let i = 0; i < 3; i++) {
      const x = cx - 150 + i * 120;
      const y = cy - 30 + i * 30;
      const rot = -40 + i * 28 + s.jitter(0, 6);
      const q = `M0 0 L250 0 A250 250 0 0 1 0 250Z`;
      out += `<g transform="${onTable(x, y, rot + 180)}"><path d="${q}" fill="#1d1108" opacity="0.25" transform="translate(10 18)"/><path d="${q}" fill="${shade('#d99a4a', -0.2)}" transform="translate(0 8)"/><path d="${q}" fill="${s.lit('#eebd74', 0.25, -0.15)}"/>`;
      for (let k = 0; k < 26; k++) {
        const a = s.random() * (Math.PI / 2);
        const d = s.between(30, 230);
        out += `<ellipse cx="${f(Math.cos(a) * d)}" cy="${f(Math.sin(a) * d)}" rx="${f(s.between(6, 18))}" ry="${f(s.between(4, 10))}" fill="#9a5a1e" opacity="0.4"/>`;
      }
      out += `<path d="M0 0 L250 0" stroke="#f8e4b8" stroke-width="5"/></g>`;
    }
    out += dust(p, cx, cy, 200, 100, '#ffffff', 220, 0.85);
    if (has(p, /lemon|lime/)) out += citrus(p, cx + 220, cy + 110, 36, has(p, /lime/));
    out += fruitGarnish(p, cx + 40, cy + 20, 160, 70);
    return { dish: out, utensil: 'fork', box: box(cx, cy + 20, r) };
  }
  if (p.variant === 'dosa') {
    // A dosa rolled into a long golden cylinder, with chutney and sambar in small bowls.
    const len = 520;
    const x = cx - 40;
    const y = cy + 10;
    out = plate(s, cx, cy + 20, r, { body: '#c9c9c6', band: null, speckled: false }, 0.85);
    out += `<g transform="rotate(-12 ${f(x)} ${f(y)})"><rect x="${f(x - len / 2 + 10)}" y="${f(y - 40)}" width="${len}" height="100" rx="50" fill="#1d1108" opacity="0.3"/>`;
    out += `<rect x="${f(x - len / 2)}" y="${f(y - 50)}" width="${len}" height="96" rx="48" fill="${s.lit('#d9943a', 0.3, -0.3, [0.4, 0.2])}"/>`;
    for (let i = 0; i < 20; i++)
      out += `<ellipse cx="${f(x + s.jitter(0, len * 0.45))}" cy="${f(y + s.jitter(-10, 30))}" rx="${f(s.between(8, 22))}" ry="${f(s.between(3, 6))}" fill="#8a4a18" opacity="0.4"/>`;
    out += `<ellipse cx="${f(x + len / 2 - 20)}" cy="${f(y - 2)}" rx="22" ry="46" fill="#f0c070"/></g>`;
    out += smallBowl(s, cx - 170, cy + 150, 70, { body: '#c9c9c6', band: null, speckled: false }, '#f1ecd8');
    out += smallBowl(s, cx + 40, cy + 175, 75, { body: '#c9c9c6', band: null, speckled: false }, '#c8702a');
    return { dish: out, utensil: 'none', box: box(cx, cy + 20, r) };
  }
  // A stack, butter melting on top, syrup running down.
  const colour = has(p, /buckwheat|whole ?wheat|banana|oat/) ? '#c08a4a' : has(p, /chocolate|cocoa/) ? '#6a3f24' : '#dca35a';
  const pr = 185;
  const layers = 5;
  const th = 30;
  const baseY = cy + 70;
  out += softShadow(s, cx + 14, baseY + 10, pr * 1.1, pr * TILT * 0.8, 0.4);
  for (let i = 0; i < layers; i++) {
    const y = baseY - i * th;
    const x = cx + s.jitter(0, 8);
    out += `<ellipse cx="${f(x)}" cy="${f(y)}" rx="${f(pr)}" ry="${f(pr * TILT * 0.75)}" fill="${s.lit(shade(colour, -0.12), 0.1, -0.35, [0.3, 0.9])}"/>`;
    out += `<ellipse cx="${f(x)}" cy="${f(y - th * 0.45)}" rx="${f(pr * 0.99)}" ry="${f(pr * TILT * 0.72)}" fill="${mix(colour, '#f3d9a0', 0.5)}"/>`;
  }
  const topY = baseY - (layers - 1) * th - th * 0.5;
  out += `<ellipse cx="${f(cx)}" cy="${f(topY)}" rx="${f(pr * 0.96)}" ry="${f(pr * TILT * 0.7)}" fill="${s.lit(colour, 0.25, -0.15)}"/>`;
  const syrup = has(p, /chocolate sauce|nutella/) ? '#4a2414' : has(p, /honey/) ? '#d99a1a' : '#a8561a';
  if (has(p, /syrup|honey|maple|sauce/) || s.chance(0.7)) {
    out += `<path d="${blobPath(s, cx, topY, pr * 0.7, pr * TILT * 0.5, 9, 0.15)}" fill="${syrup}" opacity="0.75"/>`;
    for (let i = 0; i < 4; i++) {
      const x = cx + s.jitter(0, pr * 0.8);
      out += `<path d="M${f(x - 10)} ${f(topY + 40)} q0 ${f(s.between(40, 110))} 10 ${f(s.between(40, 110))} q10 0 10 -${f(s.between(40, 100))}Z" fill="${syrup}" opacity="0.75"/>`;
    }
    out += sheen(p, cx - 40, topY - 10, 60, 15, 4);
  }
  if (has(p, /butter/)) out += `<g><rect x="${f(cx - 28)}" y="${f(topY - 34)}" width="56" height="34" rx="6" fill="${s.lit('#f8e6a0', 0.2, -0.1)}"/></g>`;
  out += fruitGarnish(p, cx, topY, pr * 0.6, pr * TILT * 0.4);
  return { dish: out, utensil: 'fork', box: box(cx, cy + 20, r) };
}

function fruitGarnish(p: Paint, cx: number, cy: number, rx: number, ry: number): string {
  let out = '';
  for (const piece of fruitPieces(p).filter((x) => x.look.shape !== 'wedge')) {
    for (let i = 0; i < 5; i++) out += drawPiece(p.s, piece.look, ...inside(p, cx, cy, rx, ry, 0.8), 20);
  }
  return out;
}

export function bread(p: Paint, cx: number, cy: number): Painted {
  const { s } = p;
  const boardColour = s.pick(['#c49055', '#a8733e', '#d8b07a', '#8a5a34']);
  const w = 720;
  const d = 420;
  let out = softShadow(s, cx + 20, cy + 40, w * 0.6, d * TILT * 0.7, 0.5);
  out += `<g transform="${onTable(cx, cy + 16, 0)}"><rect x="${-w / 2}" y="${-d / 2}" width="${w}" height="${d}" rx="40" fill="${shade(boardColour, -0.3)}"/></g><g transform="${onTable(cx, cy, 0)}"><rect x="${-w / 2}" y="${-d / 2}" width="${w}" height="${d}" rx="40" fill="${s.lit(boardColour, 0.12, -0.12)}"/></g>`;
  const crust = has(p, /whole ?wheat|rye|banana|wholemeal/) ? '#8a5a2e' : has(p, /brioche|challah|egg/) ? '#c8782a' : '#c48a44';
  const crumb = has(p, /whole ?wheat|rye|banana|wholemeal/) ? '#c8a070' : '#f1e0b8';
  if (p.variant === 'flatbread') {
    for (let i = 0; i < 3; i++) out += flatbread(p, cx - 120 + i * 110, cy - 30 + i * 30, 190, 115, i === 2 ? '#e8b86a' : '#e0ae60', '#6b3a1a', 16);
    out += garnish(p, cx, cy, 240, 100, 0.6);
    return { dish: out, utensil: 'none', box: { left: cx - w / 2, right: cx + w / 2, top: cy - d * TILT * 0.5, bottom: cy + d * TILT * 0.5 + 16 } };
  }
  if (p.variant === 'rolls') {
    const spots: [number, number][] = [
      [-150, -40],
      [0, -50],
      [150, -40],
      [-80, 40],
      [80, 40],
    ];
    for (const [dx, dy] of spots) {
      const x = cx + dx;
      const y = cy + dy;
      out += `<ellipse cx="${f(x + 8)}" cy="${f(y + 40)}" rx="85" ry="28" fill="#1d1108" opacity="0.3"/><path d="${blobPath(s, x, y, 85, 62, 9, 0.06)}" fill="${s.lit(crust, 0.3, -0.3, [0.4, 0.2])}"/>`;
      if (has(p, /sesame/)) for (let i = 0; i < 20; i++) out += `<ellipse cx="${f(x + s.jitter(0, 55))}" cy="${f(y + s.jitter(-15, 30))}" rx="3" ry="1.6" fill="#f5ead0"/>`;
    }
    return { dish: out, utensil: 'none', box: { left: cx - w / 2, right: cx + w / 2, top: cy - d * TILT * 0.5, bottom: cy + d * TILT * 0.5 + 16 } };
  }
  // A loaf with a few slices cut, showing the crumb.
  const tin = has(p, /banana|loaf cake|pound|quick bread|zucchini bread/);
  const lw = 460;
  const lh = 170;
  const lx = cx - 60;
  const ly = cy - 30;
  out += `<ellipse cx="${f(lx + 20)}" cy="${f(ly + lh * 0.5)}" rx="${f(lw * 0.55)}" ry="40" fill="#1d1108" opacity="0.35"/>`;
  const body = tin
    ? `M${f(lx - lw / 2)} ${f(ly - lh * 0.2)} Q${f(lx)} ${f(ly - lh * 0.75)} ${f(lx + lw / 2)} ${f(ly - lh * 0.2)} L${f(lx + lw / 2)} ${f(ly + lh * 0.45)} L${f(lx - lw / 2)} ${f(ly + lh * 0.45)}Z`
    : `M${f(lx - lw / 2)} ${f(ly + lh * 0.3)} C${f(lx - lw / 2 - 10)} ${f(ly - lh * 0.7)} ${f(lx + lw / 2 + 10)} ${f(ly - lh * 0.7)} ${f(lx + lw / 2)} ${f(ly + lh * 0.3)} Q${f(lx)} ${f(ly + lh * 0.5)} ${f(lx - lw / 2)} ${f(ly + lh * 0.3)}Z`;
  out += `<path d="${body}" fill="${s.lit(crust, 0.3, -0.35, [0.35, 0.15])}"/>`;
  if (!tin)
    for (let i = 0; i < 4; i++)
      out += `<path d="M${f(lx - 150 + i * 90)} ${f(ly - lh * 0.38)} q40 -10 70 18" stroke="${mix(crust, '#f6e2b8', 0.55)}" stroke-width="12" fill="none" stroke-linecap="round"/>`;
  else
    out += `<path d="M${f(lx - lw * 0.35)} ${f(ly - lh * 0.45)} Q${f(lx)} ${f(ly - lh * 0.6)} ${f(lx + lw * 0.35)} ${f(ly - lh * 0.45)}" stroke="${shade(crust, -0.3)}" stroke-width="10" fill="none" stroke-linecap="round"/>`;
  out += dust(p, lx, ly - lh * 0.3, lw * 0.4, lh * 0.15, tin ? '#6a3a1a' : '#f8f2e6', tin ? 30 : 120, 0.6);
  // The cut end and two slices fallen forward.
  out += `<ellipse cx="${f(lx + lw / 2)}" cy="${f(ly)}" rx="42" ry="${f(lh * 0.45)}" fill="${s.lit(crumb, 0.15, -0.15)}"/>`;
  for (let i = 0; i < 2; i++) {
    const sx = lx + lw / 2 + 110 + i * 70;
    const sy = ly + 70 + i * 25;
    out += `<g transform="rotate(${f(-18 + i * 8)} ${f(sx)} ${f(sy)})"><rect x="${f(sx - 70 + 8)}" y="${f(sy - 55 + 14)}" width="140" height="110" rx="46" fill="#1d1108" opacity="0.3"/><rect x="${f(sx - 70)}" y="${f(sy - 55)}" width="140" height="110" rx="46" fill="${crust}"/><rect x="${f(sx - 60)}" y="${f(sy - 46)}" width="120" height="94" rx="40" fill="${s.lit(crumb, 0.15, -0.15)}"/>`;
    for (let k = 0; k < 12; k++)
      out += `<ellipse cx="${f(sx + s.jitter(0, 45))}" cy="${f(sy + s.jitter(0, 35))}" rx="${f(s.between(2, 6))}" ry="${f(s.between(1.5, 4))}" fill="${shade(crumb, -0.2)}" opacity="0.7"/>`;
    out += '</g>';
  }
  return { dish: out, utensil: 'knife', box: { left: cx - w / 2, right: cx + w / 2, top: cy - d * TILT * 0.5, bottom: cy + d * TILT * 0.5 + 16 } };
}

export function cookies(p: Paint, cx: number, cy: number): Painted {
  const { s } = p;
  const r = 340;
  let out = plate(s, cx, cy + 20, r, p.ware, 0.8);
  const dough = crumbColour(p);
  if (p.variant === 'muffins') {
    for (const [dx, dy] of [
      [-120, -30],
      [110, -40],
      [0, 60],
    ] as const) {
      const x = cx + dx;
      const y = cy + dy;
      out += `<ellipse cx="${f(x + 8)}" cy="${f(y + 70)}" rx="80" ry="22" fill="#1d1108" opacity="0.3"/>`;
      out += `<path d="M${f(x - 70)} ${f(y)} L${f(x - 55)} ${f(y + 75)} L${f(x + 55)} ${f(y + 75)} L${f(x + 70)} ${f(y)}Z" fill="${s.linear(
        [
          [0, '#f1e6d2'],
          [0.5, '#fbf6ee'],
          [1, '#d8ccb8'],
        ],
        0,
      )}"/>`;
      for (let k = 0; k < 7; k++) out += `<line x1="${f(x - 60 + k * 20)}" y1="${f(y + 4)}" x2="${f(x - 48 + k * 16)}" y2="${f(y + 73)}" stroke="#c8bca8" stroke-width="2"/>`;
      out += `<path d="${blobPath(s, x, y - 18, 86, 52, 9, 0.08)}" fill="${s.lit(dough, 0.3, -0.3)}"/>`;
      for (let k = 0; k < 8; k++)
        out += `<circle cx="${f(x + s.jitter(0, 55))}" cy="${f(y - 18 + s.jitter(0, 32))}" r="${f(s.between(3, 7))}" fill="${has(p, /blueberr/) ? '#3b3f7a' : '#4a2a18'}" opacity="0.8"/>`;
    }
    return { dish: out, utensil: 'none', box: box(cx, cy + 20, r) };
  }
  if (p.variant === 'pastries') {
    for (const [dx, dy, rot] of [
      [-110, -30, -15],
      [120, -20, 12],
      [10, 70, 4],
    ] as const) {
      const x = cx + dx;
      const y = cy + dy;
      out += `<ellipse cx="${f(x + 8)}" cy="${f(y + 40)}" rx="120" ry="26" fill="#1d1108" opacity="0.3"/><g transform="rotate(${rot} ${f(x)} ${f(y)})">`;
      for (let k = -3; k <= 3; k++) {
        const wk = 34 - Math.abs(k) * 6;
        out += `<ellipse cx="${f(x + k * 30)}" cy="${f(y + Math.abs(k) * 9)}" rx="${f(wk)}" ry="${f(wk * 1.25)}" fill="${s.lit(Math.abs(k) % 2 ? '#c8782a' : '#d99040', 0.3, -0.3, [0.4, 0.2])}"/>`;
      }
      out += '</g>';
    }
    out += dust(p, cx, cy, 200, 90, '#fff', 60, 0.5);
    return { dish: out, utensil: 'none', box: box(cx, cy + 20, r) };
  }
  if (p.variant === 'bars') {
    for (const [dx, dy] of [
      [-110, -40],
      [100, -30],
      [-10, 60],
    ] as const)
      out += layeredBlock(p, cx + dx, cy + dy, 150, 120, [[dough, 18]], shade(dough, -0.1));
    return { dish: out, utensil: 'none', box: box(cx, cy + 20, r) };
  }
  if (p.variant === 'balls') {
    const colour = has(p, /besan|gram/) ? '#e8b04a' : has(p, /coconut/) ? '#f6f0e0' : has(p, /gulab|jamun/) ? '#7a3a18' : has(p, /chocolate|cocoa|date/) ? '#5a3320' : '#e8a83a';
    for (let i = 0; i < 7; i++) {
      const a = (i / 7) * Math.PI * 2;
      const x = cx + (i ? Math.cos(a) * 150 : 0);
      const y = cy + 10 + (i ? Math.sin(a) * 85 : 0);
      out += `<ellipse cx="${f(x + 6)}" cy="${f(y + 44)}" rx="50" ry="16" fill="#1d1108" opacity="0.35"/><circle cx="${f(x)}" cy="${f(y)}" r="52" fill="${s.lit(colour, 0.3, -0.35)}"/>`;
      for (let k = 0; k < 10; k++) out += `<circle cx="${f(x + s.jitter(0, 36))}" cy="${f(y + s.jitter(0, 36))}" r="2.5" fill="${shade(colour, -0.2)}" opacity="0.6"/>`;
    }
    return { dish: out + garnishSweet(p, cx, cy, 160, 80), utensil: 'none', box: box(cx, cy + 20, r) };
  }
  const spots: [number, number][] = [
    [-150, -30],
    [0, -60],
    [150, -25],
    [-80, 60],
    [90, 65],
  ];
  const chips = has(p, /chocolate/);
  for (const [dx, dy] of spots) {
    const x = cx + dx + s.jitter(0, 10);
    const y = cy + dy + s.jitter(0, 8);
    out += `<ellipse cx="${f(x + 6)}" cy="${f(y + 22)}" rx="88" ry="40" fill="#1d1108" opacity="0.35"/><path d="${blobPath(s, x, y + 10, 88, 54, 10, 0.05)}" fill="${shade(dough, -0.25)}"/><path d="${blobPath(s, x, y, 86, 52, 10, 0.06)}" fill="${s.lit(dough, 0.25, -0.25)}"/>`;
    for (let k = 0; k < 4; k++)
      out += `<path d="M${f(x + s.jitter(0, 45))} ${f(y + s.jitter(0, 28))} l${f(s.jitter(0, 18))} ${f(s.jitter(0, 8))}" stroke="${shade(dough, -0.3)}" stroke-width="2" opacity="0.6"/>`;
    if (chips) for (let k = 0; k < 7; k++) out += `<path d="${blobPath(s, x + s.jitter(0, 55), y + s.jitter(0, 32), 8, 6, 5, 0.3)}" fill="#3a2014"/>`;
  }
  return { dish: out, utensil: 'none', box: box(cx, cy + 20, r) };
}

export function pie(p: Paint, cx: number, cy: number): Painted {
  const { s } = p;
  const r = 310;
  const crust = '#d9a055';
  const filling = has(p, /apple|pear/)
    ? '#e2b45e'
    : has(p, /cherr|berr|rhubarb/)
      ? '#9a1a2a'
      : has(p, /pumpkin|sweet potato/)
        ? '#d2782a'
        : has(p, /lemon/)
          ? '#f5d84a'
          : has(p, /egg|quiche|cheese|spinach/)
            ? '#f2d27a'
            : (p.food.sauce ?? '#b86a3a');
  const dish = { body: s.pick(['#f4f0e8', '#c9623a', '#2e4a7a']), band: null, speckled: true };
  let out = bowl(
    s,
    cx,
    cy,
    r,
    r * 0.2,
    dish,
    (sy, rx, ry) => {
      let c = `<ellipse cx="${f(cx)}" cy="${f(sy)}" rx="${f(rx)}" ry="${f(ry)}" fill="${s.lit(filling, 0.2, -0.25)}"/>`;
      const lattice = /quiche|tart/.test(p.title) ? 0 : 6;
      for (let i = 0; i < lattice; i++) {
        const off = (i - (lattice - 1) / 2) * (rx / 3.2);
        c += `<rect x="${f(cx + off - 18)}" y="${f(sy - ry)}" width="36" height="${f(ry * 2)}" fill="${s.lit(crust, 0.25, -0.25)}" opacity="0.95"/>`;
        c += `<rect x="${f(cx - rx)}" y="${f(sy + off * TILT - 11)}" width="${f(rx * 2)}" height="22" fill="${s.lit(crust, 0.2, -0.25)}" opacity="0.95"/>`;
      }
      if (!lattice) c += garnish(p, cx, sy, rx * 0.8, ry * 0.8, 1);
      return c;
    },
    0.98,
    0.85,
  );
  // The crimped rim.
  for (let i = 0; i < 28; i++) {
    const a = (i / 28) * Math.PI * 2;
    out += `<ellipse cx="${f(cx + Math.cos(a) * r * 0.92)}" cy="${f(cy + Math.sin(a) * r * TILT * 0.92)}" rx="26" ry="16" fill="${s.lit(crust, 0.3, -0.25)}"/>`;
  }
  out += dust(p, cx, cy, r * 0.8, r * TILT * 0.8, '#fff', 40, 0.4);
  return { dish: out, utensil: 'fork', box: box(cx, cy, r, r * 0.2) };
}

export function drink(p: Paint, cx: number, cy: number): Painted {
  const { s } = p;
  const fruit = fruitPieces(p);
  // The drink's colour from its main ingredient; mint and ice are garnish, not colour.
  const base = has(p, /mango/)
    ? '#f5b02a'
    : has(p, /strawberr|raspberr|watermelon/)
      ? '#e0506a'
      : has(p, /blueberr|berr/)
        ? '#7a3a78'
        : has(p, /spinach|kale|matcha|green smoothie/)
          ? '#8ab04a'
          : has(p, /chocolate|cocoa|coffee/)
            ? '#7a4a2e'
            : has(p, /banana/)
              ? '#f1e2a8'
              : has(p, /lemon|lime/)
                ? '#f3eaa0'
                : has(p, /orange/)
                  ? '#f39a2a'
                  : (fruit[0]?.look.colour ?? '#f1e4c8');
  if (p.variant === 'hot') {
    const r = 150;
    const colour = has(p, /coffee|espresso/) ? '#6a3f24' : has(p, /chai|masala/) ? '#c08a5a' : has(p, /chocolate|cocoa/) ? '#5a3320' : has(p, /matcha/) ? '#8aa84a' : '#c98a4a';
    let out = plate(s, cx, cy + 120, 250, p.ware, 0.6);
    out += `<path d="M${f(cx + r * 0.95)} ${f(cy + 20)} q90 10 70 90 q-10 40 -70 40" stroke="${shade(p.ware.body, -0.1)}" stroke-width="26" fill="none"/>`;
    out += bowl(
      s,
      cx,
      cy,
      r,
      r * 1.1,
      p.ware,
      (sy, rx, ry) =>
        `<ellipse cx="${f(cx)}" cy="${f(sy)}" rx="${f(rx)}" ry="${f(ry)}" fill="${s.lit(colour, 0.2, -0.2)}"/>` +
        (has(p, /milk|latte/) ? swirl(p, cx, sy, rx * 0.5, '#f1e2c8') : ''),
      0.92,
      0.85,
    );
    return { dish: out + steam(p, cx, cy - r * TILT - 10, r), utensil: 'spoon', box: box(cx, cy + 120, 250) };
  }
  const clear = p.variant === 'clear';
  const w = 125;
  const h = 400;
  const top = cy - h * 0.55;
  const bottom = top + h;
  let out = softShadow(s, cx + 25, bottom + 6, w * 1.4, 40, 0.5);
  // Coloured light through the glass onto the table.
  out += `<ellipse cx="${f(cx + 70)}" cy="${f(bottom + 10)}" rx="${f(w * 1.2)}" ry="30" fill="${base}" opacity="0.18"/>`;
  const liquidTop = top + 50;
  const glass = `M${f(cx - w)} ${f(top)} L${f(cx - w * 0.86)} ${f(bottom)} Q${f(cx)} ${f(bottom + 16)} ${f(cx + w * 0.86)} ${f(bottom)} L${f(cx + w)} ${f(top)}`;
  out += `<path d="${glass}Z" fill="#e9eef0" opacity="0.25"/>`;
  out += `<path d="M${f(cx - w * 0.97)} ${f(liquidTop)} L${f(cx - w * 0.85)} ${f(bottom - 10)} Q${f(cx)} ${f(bottom + 6)} ${f(cx + w * 0.85)} ${f(bottom - 10)} L${f(cx + w * 0.97)} ${f(liquidTop)}Z" fill="${s.linear(
    [
      [0, shade(base, 0.15), clear ? 0.75 : 1],
      [0.6, base, clear ? 0.7 : 1],
      [1, shade(base, -0.25), clear ? 0.8 : 1],
    ],
    0,
  )}"/>`;
  out += `<ellipse cx="${f(cx)}" cy="${f(liquidTop)}" rx="${f(w * 0.97)}" ry="${f(w * 0.28)}" fill="${clear ? shade(base, 0.25) : mix(base, '#ffffff', 0.35)}"/>`;
  if (clear) {
    for (let i = 0; i < 4; i++) {
      const x = cx + s.jitter(0, w * 0.5);
      const y = liquidTop + 20 + i * 60;
      out += `<rect x="${f(x - 28)}" y="${f(y - 24)}" width="56" height="50" rx="9" fill="#ffffff" opacity="0.3" transform="rotate(${f(s.jitter(0, 25))} ${f(x)} ${f(y)})"/>`;
    }
    for (let i = 0; i < 25; i++)
      out += `<circle cx="${f(cx + s.jitter(0, w * 0.75))}" cy="${f(s.between(liquidTop + 20, bottom - 20))}" r="${f(s.between(1.5, 4))}" fill="#fff" opacity="0.5"/>`;
  } else {
    out += `<path d="${blobPath(s, cx, liquidTop - 8, w * 0.85, w * 0.24, 9, 0.1)}" fill="${mix(base, '#ffffff', 0.5)}"/>`;
  }
  // Straw, rim and the glass's reflections.
  out += `<path d="M${f(cx + 20)} ${f(liquidTop)} L${f(cx + 70)} ${f(top - 90)}" stroke="${s.pick(['#2f6a8a', '#c0392b', '#f4f1ea', '#3f8a4a'])}" stroke-width="16" stroke-linecap="round"/>`;
  out += `<ellipse cx="${f(cx)}" cy="${f(top)}" rx="${f(w)}" ry="${f(w * 0.28)}" fill="none" stroke="#ffffff" stroke-width="4" opacity="0.75"/>`;
  out += `<path d="M${f(cx - w * 0.85)} ${f(top + 40)} L${f(cx - w * 0.74)} ${f(bottom - 40)}" stroke="#fff" stroke-width="12" opacity="0.4" stroke-linecap="round"/>`;
  out += `<path d="M${f(cx + w * 0.7)} ${f(top + 60)} L${f(cx + w * 0.64)} ${f(top + 180)}" stroke="#fff" stroke-width="6" opacity="0.3" stroke-linecap="round"/>`;
  // A garnish on the rim and fruit by the glass.
  const piece = fruit[0];
  if (piece) out += slice(s, cx - w * 0.7, top - 10, 30, piece.look.colour);
  if (has(p, /mint/)) out += leaf(s, cx - 20, liquidTop - 20, 18, '#4c9a46');
  for (let i = 0; i < Math.min(4, fruit.length * 2); i++) {
    const f0 = fruit[i % fruit.length]!;
    out +=
      f0.look.shape === 'berry' ? berry(s, cx + 220 + i * 34, bottom + 10 - (i % 2) * 20, 22, f0.look.colour) : drawPiece(s, f0.look, cx + 230 + i * 40, bottom - (i % 2) * 20, 30);
  }
  return { dish: out, utensil: 'none', box: { left: cx - w - 20, right: cx + w + 160, top: top - 90, bottom: bottom + 30 } };
}
