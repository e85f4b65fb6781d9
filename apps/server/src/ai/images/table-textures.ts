import { deflateSync, crc32 } from 'node:zlib';
import { randomFrom, rgb, type Random } from './svg-kit';

/**
 * Table surfaces (wood, linen, slate, marble) painted pixel by pixel in JS at half size and embedded in
 * the SVG as a PNG: far cheaper than SVG turbulence filters at full size, and the softness of the
 * upscale reads as the shallow depth of field of a food photograph.
 */
export type SurfaceKind = 'wood' | 'linen' | 'slate' | 'marble';

export interface Surface {
  kind: SurfaceKind;
  /** The surface's main colour. */
  base: string;
  /** A second colour: wood grain, linen thread, slate streak or marble vein. */
  accent: string;
}

export const TEXTURE_WIDTH = 480;
export const TEXTURE_HEIGHT = 360;

/** Smooth value noise on a lattice of cells × cells that wraps around, sampled anywhere (tiling every 1). */
function valueNoise(random: Random, cellsX: number, cellsY: number) {
  const lattice = new Float32Array(cellsX * cellsY);
  for (let i = 0; i < lattice.length; i++) lattice[i] = random();
  const at = (ix: number, iy: number) => lattice[(((iy % cellsY) + cellsY) % cellsY) * cellsX + (((ix % cellsX) + cellsX) % cellsX)]!;
  return (x: number, y: number) => {
    const gx = x * cellsX;
    const gy = y * cellsY;
    const ix = Math.floor(gx);
    const iy = Math.floor(gy);
    const tx = gx - ix;
    const ty = gy - iy;
    const sx = tx * tx * (3 - 2 * tx);
    const sy = ty * ty * (3 - 2 * ty);
    const a = at(ix, iy) + (at(ix + 1, iy) - at(ix, iy)) * sx;
    const b = at(ix, iy + 1) + (at(ix + 1, iy + 1) - at(ix, iy + 1)) * sx;
    return a + (b - a) * sy;
  };
}

/** Per-pixel grain: a cheap integer hash in [0, 1). */
function grain(x: number, y: number, salt: number): number {
  let h = Math.imul(x * 374761393 + y * 668265263 + salt * 2147483647, 1274126177);
  h = Math.imul(h ^ (h >>> 13), 1103515245);
  return ((h ^ (h >>> 16)) >>> 0) / 4294967296;
}

export function paintSurface(surface: Surface, random: Random): Uint8Array {
  const w = TEXTURE_WIDTH;
  const h = TEXTURE_HEIGHT;
  const out = new Uint8Array(w * h * 3);
  const base = rgb(surface.base);
  const accent = rgb(surface.accent);
  const broad = valueNoise(random, 4, 3);
  const medium = valueNoise(random, 14, 10);
  const salt = Math.floor(random() * 1000);

  if (surface.kind === 'wood') {
    // Planks run across the frame; each has its own tone, grain phase and a seam above it.
    const plankHeight = Math.round(h / (2.6 + random() * 1.4));
    const offset = Math.floor(random() * plankHeight);
    const streaks = valueNoise(random, 3, 60);
    const plankTone = Array.from({ length: 12 }, () => 0.86 + random() * 0.24);
    const joints = Array.from({ length: 12 }, () => Math.floor(random() * w * 1.6) - w * 0.3);
    for (let y = 0; y < h; y++) {
      const plank = Math.floor((y + offset) / plankHeight);
      const inPlank = (y + offset) % plankHeight;
      const seam = inPlank < 2 ? 0.55 : inPlank < 4 ? 0.8 : inPlank > plankHeight - 2 ? 0.85 : 1;
      for (let x = 0; x < w; x++) {
        const u = x / w;
        const v = y / h;
        const warp = streaks(u, v + plank * 0.13) * 6;
        const ring = Math.sin((y + warp * 9 + plank * 17) * 0.55 + Math.sin(u * 5 + plank) * 2) * 0.5 + 0.5;
        const fine = grain(x, y, salt);
        const g = Math.pow(ring, 3) * 0.65 + streaks(u * 0.7, v * 1.4 + plank) * 0.35;
        const jointSeam = Math.abs(x - joints[plank % 12]!) < 2 ? 0.6 : 1;
        const tone = plankTone[plank % 12]! * seam * jointSeam * (0.93 + broad(u, v) * 0.12) * (0.97 + fine * 0.06);
        const i = (y * w + x) * 3;
        for (let c = 0; c < 3; c++) out[i + c] = Math.min(255, (base[c]! + (accent[c]! - base[c]!) * g * 0.75) * tone);
      }
    }
  } else if (surface.kind === 'linen') {
    // Woven threads (row and column variations), slubs, and a few broad soft folds.
    const rows = Float32Array.from({ length: h }, () => random());
    const cols = Float32Array.from({ length: w }, () => random());
    for (let y = 0; y < h; y++) {
      for (let x = 0; x < w; x++) {
        const u = x / w;
        const v = y / h;
        const weave = (rows[y]! * 0.5 + cols[x]! * 0.5 - 0.5) * 0.09 + ((x + y) % 2 === 0 ? 0.012 : -0.012);
        const fold = (broad(u, v) - 0.5) * 0.16 + (medium(u, v * 0.5) - 0.5) * 0.06;
        const fleck = grain(x, y, salt) > 0.995 ? -0.08 : 0;
        const tone = 1 + weave + fold + fleck;
        const t = Math.max(0, Math.min(1, (rows[y]! - 0.8) * 2));
        const i = (y * w + x) * 3;
        for (let c = 0; c < 3; c++) out[i + c] = Math.min(255, Math.max(0, (base[c]! + (accent[c]! - base[c]!) * t * 0.5) * tone));
      }
    }
  } else if (surface.kind === 'slate') {
    const fine = valueNoise(random, 60, 45);
    for (let y = 0; y < h; y++) {
      for (let x = 0; x < w; x++) {
        const u = x / w;
        const v = y / h;
        const layer = Math.sin((v * 9 + broad(u, v) * 3 + u * 1.5) * Math.PI);
        const streak = Math.max(0, layer - 0.8) * 2.5;
        const tone = 0.9 + medium(u, v) * 0.12 + fine(u, v) * 0.08 + (grain(x, y, salt) - 0.5) * 0.07;
        const i = (y * w + x) * 3;
        for (let c = 0; c < 3; c++) out[i + c] = Math.min(255, (base[c]! + (accent[c]! - base[c]!) * streak * 0.5) * tone);
      }
    }
  } else {
    // Marble: a pale ground, soft grey clouding and two or three thin veins that wander across it.
    const warp = valueNoise(random, 5, 4);
    const fine = valueNoise(random, 24, 18);
    const angle = random() * 0.8 + 0.3;
    const phase = random() * 10;
    for (let y = 0; y < h; y++) {
      for (let x = 0; x < w; x++) {
        const u = x / w;
        const v = y / h;
        const t = (u * Math.cos(angle) + v * Math.sin(angle)) * 2.2 + (warp(u, v) - 0.5) * 1.6 + (fine(u, v) - 0.5) * 0.25 + phase;
        const vein = Math.pow(1 - Math.abs(Math.sin(t * Math.PI)), 60) * (0.4 + medium(u, v) * 0.6);
        const cloud = (broad(u, v) - 0.5) * 0.06 + (medium(u, v) - 0.5) * 0.04;
        const tone = 1 + cloud + (grain(x, y, salt) - 0.5) * 0.02;
        const i = (y * w + x) * 3;
        for (let c = 0; c < 3; c++) out[i + c] = Math.min(255, (base[c]! + (accent[c]! - base[c]!) * vein * 0.55) * tone);
      }
    }
  }
  // The light of the set, baked into the table: warm from the upper left, falling off to a vignette.
  for (let y = 0; y < h; y++) {
    for (let x = 0; x < w; x++) {
      const u = x / w;
      const v = y / h;
      const key = 1.1 - (u * 0.55 + v * 0.8) * 0.28;
      const dx = (u - 0.48) * 1.25;
      const dy = v - 0.48;
      const edge = Math.max(0, Math.sqrt(dx * dx + dy * dy) - 0.32);
      const tone = key * (1 - Math.min(0.55, edge * edge * 2.2));
      const i = (y * w + x) * 3;
      out[i] = Math.min(255, out[i]! * tone * 1.01);
      out[i + 1] = Math.min(255, out[i + 1]! * tone);
      out[i + 2] = Math.min(255, out[i + 2]! * tone * 0.97);
    }
  }
  return out;
}

/** A minimal PNG encoder (8-bit RGB or RGBA, no filtering) so a texture can be embedded synchronously. */
export function encodePng(width: number, height: number, pixels: Uint8Array, channels: 3 | 4 = 3): Buffer {
  const stride = width * channels;
  const raw = Buffer.alloc((stride + 1) * height);
  for (let y = 0; y < height; y++) raw.set(pixels.subarray(y * stride, (y + 1) * stride), y * (stride + 1) + 1);
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body) >>> 0);
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = channels === 4 ? 6 : 2; // RGBA or RGB
  return Buffer.concat([Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]), chunk('IHDR', header), chunk('IDAT', deflateSync(raw, { level: 3 })), chunk('IEND', Buffer.alloc(0))]);
}

/**
 * A surface as an embeddable PNG. Each surface has a few seeded variants, painted once and kept: the
 * painting costs tens of milliseconds, so a batch of pictures reuses them.
 */
const painted = new Map<string, string>();
export const SURFACE_VARIANTS = 3;

export function surfaceDataUri(surface: Surface, variant: number): string {
  const key = `${surface.kind}:${surface.base}:${surface.accent}:${variant % SURFACE_VARIANTS}`;
  let uri = painted.get(key);
  if (!uri) {
    uri = `data:image/png;base64,${encodePng(TEXTURE_WIDTH, TEXTURE_HEIGHT, paintSurface(surface, randomFrom(key))).toString('base64')}`;
    painted.set(key, uri);
  }
  return uri;
}

let grainUri: string | null = null;
const GRAIN_WIDTH = 600;
const GRAIN_HEIGHT = 450;

/**
 * Fine light and dark specks laid over the whole picture at low strength: the sensor grain that keeps
 * flat fills from looking drawn by a machine. One image stretched over the frame (an SVG pattern tile
 * cost ten times as much to render).
 */
export function grainDataUri(): string {
  if (!grainUri) {
    const pixels = new Uint8Array(GRAIN_WIDTH * GRAIN_HEIGHT * 4);
    for (let y = 0; y < GRAIN_HEIGHT; y++) {
      for (let x = 0; x < GRAIN_WIDTH; x++) {
        const v = grain(x, y, 7) - 0.5;
        const i = (y * GRAIN_WIDTH + x) * 4;
        const light = v > 0 ? 255 : 0;
        pixels[i] = light;
        pixels[i + 1] = light;
        pixels[i + 2] = light;
        pixels[i + 3] = Math.round(Math.abs(v) * 2 * 22);
      }
    }
    grainUri = `data:image/png;base64,${encodePng(GRAIN_WIDTH, GRAIN_HEIGHT, pixels, 4).toString('base64')}`;
  }
  return grainUri;
}
