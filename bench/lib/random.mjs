// Small deterministic random helpers for the bench data generator: the same seed gives the same
// database, and each recipe gets its own stream (rngFor('recipe', id)) so any pass can rebuild it.

/** 32-bit string hash (FNV-1a), to turn a label into a seed. */
export function hash32(text) {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/** mulberry32: a fast 32-bit generator with a float in [0, 1) per call. */
export function mulberry32(seed) {
  let a = seed >>> 0;
  return function next() {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const BASE_SEED = Number(process.env.BENCH_SEED ?? 20_240_601);

/** A generator for one named thing (a recipe, a user...), independent of every other. */
export function rngFor(label, index = 0) {
  return mulberry32(hash32(`${BASE_SEED}:${label}:${index}`));
}

/** Helpers bound to one generator. */
export function tools(rand) {
  const int = (min, max) => min + Math.floor(rand() * (max - min + 1));
  const pick = (list) => list[Math.floor(rand() * list.length)];
  const chance = (p) => rand() < p;
  /** Picks from { value: weight } or [[value, weight]]. */
  const weighted = (entries) => {
    const list = Array.isArray(entries) ? entries : Object.entries(entries);
    let total = 0;
    for (const [, w] of list) total += w;
    let r = rand() * total;
    for (const [value, w] of list) {
      r -= w;
      if (r < 0) return value;
    }
    return list[list.length - 1][0];
  };
  /** k distinct items, in random order. */
  const sample = (list, k) => {
    const copy = [...list];
    const out = [];
    for (let i = 0; i < k && copy.length; i++) out.push(copy.splice(Math.floor(rand() * copy.length), 1)[0]);
    return out;
  };
  /** Standard normal (Box-Muller). */
  const normal = () => Math.sqrt(-2 * Math.log(1 - rand())) * Math.cos(2 * Math.PI * rand());
  return { rand, int, pick, chance, weighted, sample, normal };
}

/**
 * Zipf-Mandelbrot sampler over ranks 0..n-1: weight 1 / (rank + q)^s. With q > 0 the head is
 * flatter than pure Zipf, so the top recipe gets thousands of ratings, not half of all members.
 */
export function zipfSampler(n, { s = 1.05, q = 20 } = {}) {
  const cdf = new Float64Array(n);
  let total = 0;
  for (let k = 0; k < n; k++) {
    total += 1 / Math.pow(k + 1 + q, s);
    cdf[k] = total;
  }
  return (rand) => {
    const r = rand() * total;
    let lo = 0;
    let hi = n - 1;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (cdf[mid] < r) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  };
}

/** Fisher-Yates shuffle of 0..n-1 into an Int32Array. */
export function permutation(n, rand) {
  const out = new Int32Array(n);
  for (let i = 0; i < n; i++) out[i] = i;
  for (let i = n - 1; i > 0; i--) {
    const j = Math.floor(rand() * (i + 1));
    const t = out[i];
    out[i] = out[j];
    out[j] = t;
  }
  return out;
}

const ID_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
/** A 32-character id shaped like Better Auth's. */
export function textId(rand) {
  let id = '';
  for (let i = 0; i < 32; i++) id += ID_ALPHABET[Math.floor(rand() * ID_ALPHABET.length)];
  return id;
}
