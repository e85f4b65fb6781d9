import sharp, { type Sharp } from 'sharp';
import { findFood } from '../knowledge/lookup';
import { colourFor, CUISINE_BACKDROPS, DEFAULT_BACKDROP } from './palette';

/**
 * The built-in "image model": a flat-lay illustration of the dish drawn from its own ingredients
 * (their colours and amounts), on a table coloured by its cuisine, rendered to a bitmap with sharp.
 * Deterministic: the same recipe always gets the same picture; different recipes differ.
 */
export interface DishToDraw {
  seed: string;
  cuisine: string | null;
  ingredients: string[];
}

const WIDTH = 1200;
const HEIGHT = 900;

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

export function dishSvg(dish: DishToDraw): string {
  const random = randomFrom(dish.seed);
  const [light, dark] = (dish.cuisine && CUISINE_BACKDROPS[dish.cuisine]) || DEFAULT_BACKDROP;
  const cx = WIDTH / 2 + (random() - 0.5) * 60;
  const cy = HEIGHT / 2 + (random() - 0.5) * 40;
  const plate = 330;
  const food = dish.ingredients.slice(0, 14);
  const pieces: string[] = [];
  // Main ingredients (listed first) get more and bigger pieces, like the base of a dish.
  food.forEach((name, index) => {
    const entry = findFood(name);
    const weight = Math.max(1, 6 - index);
    const count = 6 + weight * 5;
    for (let i = 0; i < count; i++) {
      const angle = random() * Math.PI * 2;
      const distance = Math.sqrt(random()) * (plate - 70);
      const x = cx + Math.cos(angle) * distance;
      const y = cy + Math.sin(angle) * distance;
      const size = 14 + random() * (10 + weight * 6);
      const colour = colourFor(name, entry?.category ?? null, Math.floor(random() * 3));
      const rotate = Math.round(random() * 180);
      const shape = Math.floor(random() * 3);
      pieces.push(
        shape === 0
          ? `<circle cx="${x.toFixed(1)}" cy="${y.toFixed(1)}" r="${(size / 1.6).toFixed(1)}" fill="${colour}" stroke="#000" stroke-opacity="0.12" stroke-width="2"/>`
          : shape === 1
            ? `<ellipse cx="${x.toFixed(1)}" cy="${y.toFixed(1)}" rx="${size.toFixed(1)}" ry="${(size / 2.2).toFixed(1)}" fill="${colour}" transform="rotate(${rotate} ${x.toFixed(1)} ${y.toFixed(1)})"/>`
            : `<rect x="${(x - size / 2).toFixed(1)}" y="${(y - size / 2).toFixed(1)}" width="${size.toFixed(1)}" height="${(size * 0.8).toFixed(1)}" rx="${(size / 4).toFixed(1)}" fill="${colour}" stroke="#000" stroke-opacity="0.12" stroke-width="2" transform="rotate(${rotate} ${x.toFixed(1)} ${y.toFixed(1)})"/>`,
      );
    }
  });
  // The dish's body takes the colour of its main ingredients, deepened towards the rim.
  const baseColour = colourFor(food[0] ?? 'dish', food[0] ? (findFood(food[0])?.category ?? null) : null, 0);
  const secondColour = colourFor(food[1] ?? food[0] ?? 'dish', food[1] ? (findFood(food[1])?.category ?? null) : null, 1);
  const glints = Array.from({ length: 14 }, () => {
    const angle = random() * Math.PI * 2;
    const distance = Math.sqrt(random()) * (plate - 90);
    return `<ellipse cx="${(cx + Math.cos(angle) * distance).toFixed(1)}" cy="${(cy + Math.sin(angle) * distance).toFixed(1)}" rx="${(4 + random() * 6).toFixed(1)}" ry="2.5" fill="#fff" opacity="0.55"/>`;
  });
  const herbs = Array.from({ length: 9 }, () => {
    const angle = random() * Math.PI * 2;
    const distance = random() * (plate - 120);
    const x = cx + Math.cos(angle) * distance;
    const y = cy + Math.sin(angle) * distance;
    return `<ellipse cx="${x.toFixed(1)}" cy="${y.toFixed(1)}" rx="9" ry="4" fill="#3f8f3a" opacity="0.9" transform="rotate(${Math.round(random() * 180)} ${x.toFixed(1)} ${y.toFixed(1)})"/>`;
  });
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}">
  <defs>
    <radialGradient id="table" cx="40%" cy="35%" r="85%"><stop offset="0" stop-color="${light}"/><stop offset="1" stop-color="${dark}"/></radialGradient>
    <radialGradient id="plate" cx="45%" cy="40%" r="60%"><stop offset="0" stop-color="#ffffff"/><stop offset="1" stop-color="#ece6dc"/></radialGradient>
    <radialGradient id="food" cx="48%" cy="42%" r="60%"><stop offset="0" stop-color="${baseColour}"/><stop offset="0.7" stop-color="${secondColour}"/><stop offset="1" stop-color="#000" stop-opacity="0.35"/></radialGradient>
    <linearGradient id="cloth" x1="0" x2="1"><stop offset="0" stop-color="#fffaf2"/><stop offset="1" stop-color="#efe4d3"/></linearGradient>
    <filter id="shadow" x="-20%" y="-20%" width="140%" height="140%"><feGaussianBlur stdDeviation="18"/></filter>
  </defs>
  <rect width="${WIDTH}" height="${HEIGHT}" fill="url(#table)"/>
  <rect x="-40" y="${HEIGHT * 0.62}" width="340" height="420" rx="18" fill="url(#cloth)" opacity="0.9" transform="rotate(-14 130 ${HEIGHT * 0.8})"/>
  <g fill="#c9c3ba" opacity="0.95">
    <rect x="${WIDTH - 150}" y="${HEIGHT * 0.2}" width="22" height="${HEIGHT * 0.6}" rx="11"/>
    <rect x="${WIDTH - 108}" y="${HEIGHT * 0.2}" width="30" height="${HEIGHT * 0.6}" rx="15"/>
  </g>
  <ellipse cx="${cx + 18}" cy="${cy + 26}" rx="${plate + 10}" ry="${plate + 4}" fill="#000" opacity="0.18" filter="url(#shadow)"/>
  <circle cx="${cx}" cy="${cy}" r="${plate}" fill="url(#plate)"/>
  <circle cx="${cx}" cy="${cy}" r="${plate - 38}" fill="none" stroke="#d9d0c2" stroke-width="3"/>
  <circle cx="${cx}" cy="${cy}" r="${plate - 60}" fill="${baseColour}"/>
  <circle cx="${cx}" cy="${cy}" r="${plate - 60}" fill="url(#food)" opacity="0.85"/>
  ${pieces.join('\n  ')}
  ${herbs.join('\n  ')}
  ${glints.join('\n  ')}
  <ellipse cx="${cx - plate * 0.35}" cy="${cy - plate * 0.45}" rx="70" ry="22" fill="#fff" opacity="0.35" transform="rotate(-30 ${cx - plate * 0.35} ${cy - plate * 0.45})"/>
</svg>`;
}

/** A ready-to-store bitmap of the dish (see storage/images.ts for the sizes written). */
export function renderDish(dish: DishToDraw): Sharp {
  return sharp(Buffer.from(dishSvg(dish)));
}

/** An ingredient portrait: the ingredient piled in a small bowl. */
export function renderIngredient(name: string): Sharp {
  return renderDish({ seed: `ingredient:${name}`, cuisine: null, ingredients: [name, name, name] });
}
