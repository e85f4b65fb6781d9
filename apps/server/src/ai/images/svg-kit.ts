/**
 * The drawing kit behind the dish pictures: colours, gradients collected once per picture, and the
 * 3/4 camera. Everything lying on the table is drawn top-down and squashed by TILT, so plates, boards,
 * napkins and cutlery share one perspective; upright things (glasses, stacks, loaves) are drawn side-on.
 */

export const WIDTH = 1200;
export const HEIGHT = 900;
/** How much a circle on the table is squashed by the camera's 3/4 angle (ry = rx × TILT). */
export const TILT = 0.6;

export type Rgb = [number, number, number];

export function rgb(hex: string): Rgb {
  const value = hex.replace('#', '');
  const full =
    value.length === 3
      ? value
          .split('')
          .map((c) => c + c)
          .join('')
      : value;
  return [parseInt(full.slice(0, 2), 16), parseInt(full.slice(2, 4), 16), parseInt(full.slice(4, 6), 16)];
}

export function hex([r, g, b]: Rgb): string {
  const part = (v: number) =>
    Math.max(0, Math.min(255, Math.round(v)))
      .toString(16)
      .padStart(2, '0');
  return `#${part(r)}${part(g)}${part(b)}`;
}

/** a → b by t (0..1). */
export function mix(a: string, b: string, t: number): string {
  const [x, y] = [rgb(a), rgb(b)];
  return hex([x[0] + (y[0] - x[0]) * t, x[1] + (y[1] - x[1]) * t, x[2] + (y[2] - x[2]) * t]);
}

/** Lighter towards white (amount > 0) or darker towards a warm black (amount < 0), as food shades. */
export function shade(colour: string, amount: number): string {
  return amount >= 0 ? mix(colour, '#ffffff', amount) : mix(colour, '#1a0f08', -amount);
}

/** A weighted average of colours (weights need not sum to one). */
export function blend(colours: readonly (readonly [string, number])[], fallback: string): string {
  const total = colours.reduce((sum, [, w]) => sum + w, 0);
  if (total <= 0) return fallback;
  const acc: Rgb = [0, 0, 0];
  for (const [colour, weight] of colours) {
    const c = rgb(colour);
    for (let i = 0; i < 3; i++) acc[i]! += (c[i]! * weight) / total;
  }
  return hex(acc);
}

export function luminance(colour: string): number {
  const [r, g, b] = rgb(colour);
  return (0.2126 * r + 0.7152 * g + 0.0722 * b) / 255;
}

export const f = (n: number) => (Math.round(n * 10) / 10).toString();

/** A small deterministic PRNG (mulberry32) seeded from a string hash. */
export function randomFrom(seed: string) {
  let h = 1779033703 ^ seed.length;
  for (let i = 0; i < seed.length; i++) {
    h = Math.imul(h ^ seed.charCodeAt(i), 3432918353);
    h = (h << 13) | (h >>> 19);
  }
  let state = h >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export type Random = () => number;

/** One picture's drawing state: its random stream and the gradients it has asked for. */
export class Sketch {
  private readonly defs = new Map<string, { id: string; body: string }>();
  private count = 0;

  constructor(readonly random: Random) {}

  /** A uniform number in [a, b). */
  between(a: number, b: number): number {
    return a + this.random() * (b - a);
  }

  /** Around a value, by up to ± spread. */
  jitter(value: number, spread: number): number {
    return value + (this.random() * 2 - 1) * spread;
  }

  pick<T>(items: readonly T[]): T {
    return items[Math.floor(this.random() * items.length) % items.length]!;
  }

  chance(p: number): boolean {
    return this.random() < p;
  }

  /** A point spread evenly over the unit disc (square-root radius). */
  inDisc(): [number, number] {
    const angle = this.random() * Math.PI * 2;
    const radius = Math.sqrt(this.random());
    return [Math.cos(angle) * radius, Math.sin(angle) * radius];
  }

  /** Registers a definition once under a key made from its content and returns its id. */
  define(key: string, body: (id: string) => string): string {
    const existing = this.defs.get(key);
    if (existing) return existing.id;
    const id = `d${this.count++}`;
    this.defs.set(key, { id, body: body(id) });
    return id;
  }

  /** A radial gradient lit from the upper left: light → base → dark towards the edge. */
  lit(base: string, light = 0.28, dark = -0.3, at: [number, number] = [0.38, 0.32]): string {
    const id = this.define(
      `lit:${base}:${light}:${dark}:${at.join(',')}`,
      (id) =>
        `<radialGradient id="${id}" cx="${at[0]}" cy="${at[1]}" r="0.85"><stop offset="0" stop-color="${shade(base, light)}"/><stop offset="0.55" stop-color="${base}"/><stop offset="1" stop-color="${shade(base, dark)}"/></radialGradient>`,
    );
    return `url(#${id})`;
  }

  /** A linear gradient across the listed stops; angle in degrees (0 = left to right, 90 = top to bottom). */
  linear(stops: readonly (readonly [number, string, number?])[], angle = 90): string {
    const key = `lin:${angle}:${stops.map((s) => s.join('/')).join(';')}`;
    const rad = (angle * Math.PI) / 180;
    const [x1, y1, x2, y2] = [0.5 - Math.cos(rad) / 2, 0.5 - Math.sin(rad) / 2, 0.5 + Math.cos(rad) / 2, 0.5 + Math.sin(rad) / 2];
    const id = this.define(key, (id) => {
      const body = stops.map(([o, c, a]) => `<stop offset="${o}" stop-color="${c}"${a === undefined ? '' : ` stop-opacity="${a}"`}/>`).join('');
      return `<linearGradient id="${id}" x1="${f(x1)}" y1="${f(y1)}" x2="${f(x2)}" y2="${f(y2)}">${body}</linearGradient>`;
    });
    return `url(#${id})`;
  }

  /** A radial gradient with explicit stops (colour, opacity). */
  radial(stops: readonly (readonly [number, string, number?])[], cx = 0.5, cy = 0.5, r = 0.5): string {
    const key = `rad:${cx}:${cy}:${r}:${stops.map((s) => s.join('/')).join(';')}`;
    const id = this.define(key, (id) => {
      const body = stops.map(([o, c, a]) => `<stop offset="${o}" stop-color="${c}"${a === undefined ? '' : ` stop-opacity="${a}"`}/>`).join('');
      return `<radialGradient id="${id}" cx="${cx}" cy="${cy}" r="${r}">${body}</radialGradient>`;
    });
    return `url(#${id})`;
  }

  /** A soft blur filter; kept to small shapes because blur cost grows with the area it covers. */
  blur(deviation: number): string {
    const id = this.define(`blur:${deviation}`, (id) => `<filter id="${id}" x="-50%" y="-50%" width="200%" height="200%"><feGaussianBlur stdDeviation="${deviation}"/></filter>`);
    return `url(#${id})`;
  }

  /** A clip path from a shape (an SVG element string). */
  clip(shape: string): string {
    const id = this.define(`clip:${shape}`, (id) => `<clipPath id="${id}">${shape}</clipPath>`);
    return `url(#${id})`;
  }

  definitions(): string {
    return [...this.defs.values()].map((d) => d.body).join('\n');
  }
}

/** A soft contact shadow: an ellipse that fades out to its edge (cheap, unlike a large blur). */
export function softShadow(s: Sketch, cx: number, cy: number, rx: number, ry: number, opacity = 0.42): string {
  const fill = s.radial([
    [0, '#120a04', opacity],
    [0.55, '#120a04', opacity * 0.6],
    [1, '#120a04', 0],
  ]);
  return `<ellipse cx="${f(cx)}" cy="${f(cy)}" rx="${f(rx)}" ry="${f(ry)}" fill="${fill}"/>`;
}

/** A smooth closed blob through points around a centre (radii jittered), as a path. */
export function blobPath(s: Sketch, cx: number, cy: number, rx: number, ry: number, points = 7, roughness = 0.22, rotate = 0): string {
  const pts: [number, number][] = [];
  for (let i = 0; i < points; i++) {
    const a = rotate + (i / points) * Math.PI * 2 + s.jitter(0, 0.25);
    const k = 1 + s.jitter(0, roughness);
    pts.push([cx + Math.cos(a) * rx * k, cy + Math.sin(a) * ry * k]);
  }
  return smoothClosed(pts);
}

/** A closed Catmull-Rom curve through the points, as cubic Béziers. */
export function smoothClosed(pts: readonly [number, number][]): string {
  const n = pts.length;
  let d = `M${f(pts[0]![0])} ${f(pts[0]![1])}`;
  for (let i = 0; i < n; i++) {
    const p0 = pts[(i - 1 + n) % n]!;
    const p1 = pts[i]!;
    const p2 = pts[(i + 1) % n]!;
    const p3 = pts[(i + 2) % n]!;
    const c1 = [p1[0] + (p2[0] - p0[0]) / 6, p1[1] + (p2[1] - p0[1]) / 6];
    const c2 = [p2[0] - (p3[0] - p1[0]) / 6, p2[1] - (p3[1] - p1[1]) / 6];
    d += ` C${f(c1[0]!)} ${f(c1[1]!)} ${f(c2[0]!)} ${f(c2[1]!)} ${f(p2[0])} ${f(p2[1])}`;
  }
  return `${d}Z`;
}

/** An open smooth curve through the points. */
export function smoothOpen(pts: readonly [number, number][]): string {
  const n = pts.length;
  let d = `M${f(pts[0]![0])} ${f(pts[0]![1])}`;
  for (let i = 0; i < n - 1; i++) {
    const p0 = pts[Math.max(0, i - 1)]!;
    const p1 = pts[i]!;
    const p2 = pts[i + 1]!;
    const p3 = pts[Math.min(n - 1, i + 2)]!;
    const c1 = [p1[0] + (p2[0] - p0[0]) / 6, p1[1] + (p2[1] - p0[1]) / 6];
    const c2 = [p2[0] - (p3[0] - p1[0]) / 6, p2[1] - (p3[1] - p1[1]) / 6];
    d += ` C${f(c1[0]!)} ${f(c1[1]!)} ${f(c2[0]!)} ${f(c2[1]!)} ${f(p2[0])} ${f(p2[1])}`;
  }
  return d;
}

/** The group transform that lays a top-down drawing flat on the table at (x, y). */
export function onTable(x: number, y: number, rotate = 0, scale = 1): string {
  return `translate(${f(x)} ${f(y)}) scale(${scale} ${f(scale * TILT)}) rotate(${f(rotate)})`;
}

/**
 * Rewrites element opacity as fill and stroke opacity. librsvg paints an element with `opacity` into an
 * offscreen layer and composites it, which more than doubled the render time of a dish; on a single
 * shape the result is the same except where its own fill and stroke overlap (a hairline here).
 */
export function flattenOpacity(svg: string): string {
  return svg.replace(/<(path|ellipse|circle|rect|line|g)\b([^>]*?)\sopacity="([\d.]+)"([^>]*)>/g, (_, tag: string, before: string, value: string, after: string) => {
    let attrs = `${before}${after}`;
    const alpha = Number(value);
    const closing = attrs.endsWith('/') ? '/' : '';
    if (closing) attrs = attrs.slice(0, -1);
    const strokeMatch = /\sstroke-opacity="([\d.]+)"/.exec(attrs);
    const hasStroke = /\sstroke="(?!none)/.test(attrs);
    const hasFill = tag !== 'line' && !/\sfill="none"/.test(attrs);
    if (strokeMatch) attrs = attrs.replace(strokeMatch[0], ` stroke-opacity="${Math.round(Number(strokeMatch[1]) * alpha * 1000) / 1000}"`);
    else if (hasStroke || tag === 'g') attrs += ` stroke-opacity="${alpha}"`;
    if (hasFill) attrs += ` fill-opacity="${alpha}"`;
    return `<${tag}${attrs}${closing}>`;
  });
}
