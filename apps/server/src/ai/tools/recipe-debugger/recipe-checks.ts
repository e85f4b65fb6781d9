// The recipe's own numbers, checked against baking and cooking ratios. Each finding names the line or
// step it read, so a cook can find the figure on the page.
import { FAILURE_SOURCES } from '../../knowledge/cooking-failures';
import type { FoodEntry } from '../../knowledge/types';
import { ingredientGrams, parseIngredientLine } from '../../knowledge/parse-ingredient-line';

export interface RecipeFacts {
  id: number;
  title: string;
  servings: number;
  lines: { quantity: string; unit: string; name: string }[];
  steps: string[];
}

export interface Finding {
  /** 'off': a figure outside the normal range; 'ok': checked and within it. */
  verdict: 'off' | 'ok';
  topic: string;
  /** The recipe's line or step as written. */
  where: string;
  /** Ingredient or figure the finding is about: any answer about an 'off' finding must name it. */
  subject: string;
  message: string;
  source: string;
}

export interface RecipeCheck {
  findings: Finding[];
  /** Checks that did not apply or could not be made, said plainly. */
  notChecked: string[];
}

const { kingArthur: KING_ARTHUR, bakewise: BAKEWISE, mcgee: MCGEE, cookwise: COOKWISE } = FAILURE_SOURCES;

/** Salt per serving above this is a lot for one plate (a teaspoon of table salt is about 6 g). */
export const SALT_PER_SERVING_MAX_G = 2.5;
/** Bread salt as % of flour: normal range, and the band outside which we call it off. */
export const BREAD_SALT_NORMAL = { min: 1.8, max: 2.2 } as const;
const BREAD_SALT_FLAG = { min: 1.5, max: 2.5 } as const;
/** Grams of all-purpose or bread flour in a US cup (King Arthur's ingredient weight chart). */
export const FLOUR_G_PER_CUP = 120;
const BAKING_POWDER_TSP_PER_CUP = { min: 1, max: 1.25, flagAbove: 1.5, flagBelow: 0.75 } as const;
const BAKING_SODA_TSP_PER_CUP_MAX = 0.5;
const HYDRATION = { normalMin: 60, normalMax: 75, flagBelow: 55, flagAbove: 80 } as const;
/** Water to rice by volume, absorption method. */
const RICE_RATIOS = {
  rice: { usual: 1.5, min: 1.25, max: 2, label: 'white long-grain rice' },
  'jasmine-rice': { usual: 1.5, min: 1.2, max: 1.75, label: 'jasmine rice' },
  'basmati-rice': { usual: 1.25, min: 1.15, max: 1.75, label: 'basmati rice (1.25 : 1 after a 30-minute soak, up to 1.5 : 1 unsoaked)' },
} as const satisfies Record<string, { usual: number; min: number; max: number; label: string }>;
// USDA FoodData Central: whole milk is about 88% water (named in the finding's sources).
const MILK_WATER_FRACTION = 0.88;

const WHEAT_FLOURS = new Set(['all-purpose-flour', 'bread-flour', 'whole-wheat-flour', 'gluten-free-flour-blend']);
const SALTS = new Set(['salt', 'kosher-salt', 'black-salt']);
const ACID_FOODS = new Set([
  'buttermilk',
  'yogurt',
  'sour-cream',
  'lemon-juice',
  'lime-juice',
  'orange-juice',
  'brown-sugar',
  'honey',
  'molasses',
  'cocoa-powder',
  'cream-of-tartar',
  'dark-chocolate',
]);
const RICE_LIQUIDS = new Set(['water', 'chicken-stock', 'beef-stock', 'vegetable-stock', 'fish-stock']);
const RICE_NOT_ABSORPTION = /\b(risotto|pudding|congee|porridge|kheer|soup|arroz con leche|drain)/i;

interface Line {
  text: string;
  food?: FoodEntry;
  grams: number | null;
}

const round1 = (n: number) => Math.round(n * 10) / 10;

/** A teaspoon count a cook can measure: to the nearest quarter, written as a fraction. */
export function teaspoons(value: number): string {
  const quarters = Math.max(1, Math.round(value * 4));
  const whole = Math.floor(quarters / 4);
  const part = ['', '¼', '½', '¾'][quarters % 4];
  return `${whole > 0 ? whole : ''}${part}`.trim() + ' tsp';
}

function tspOf(line: Line): number | null {
  if (line.grams === null || !line.food?.densityGPerMl) return null;
  return line.grams / (5 * line.food.densityGPerMl);
}

function mlOf(line: Line): number | null {
  if (line.grams === null || !line.food?.densityGPerMl) return null;
  return line.grams / line.food.densityGPerMl;
}

function sumGrams(lines: Line[]): number {
  return lines.reduce((total, line) => total + (line.grams ?? 0), 0);
}

const quoted = (lines: Line[]) => lines.map((line) => `“${line.text}”`).join(', ');

interface OvenReading {
  step: number;
  celsius: [number, number];
  text: string;
}

const TEMPERATURE = /(\d{2,3})(?:\s*(?:-|–|to)\s*(\d{2,3}))?\s*(?:°|º|degrees?\s*)\s*([CF])\b|(\d{2,3})([CF])\b/g;
const MINUTES = /(\d+(?:\.\d+)?)(?:\s*(?:-|–|to)\s*(\d+(?:\.\d+)?))?\s*(minutes?|mins?|hours?|hrs?)\b/gi;
const OVEN_WORDS = /\b(oven|bake|baking|baked|roast|preheat|heat the oven)\b/i;

const toCelsius = (value: number, scale: string) => (scale.toUpperCase() === 'F' ? Math.round(((value - 32) * 5) / 9) : value);

/** Oven temperatures in the steps (°C and °F, ranges), and whether a °C figure and its °F twin disagree. */
export function ovenReadings(steps: readonly string[]): { readings: OvenReading[]; mismatches: { step: number; text: string }[]; bakeMinutes: { step: number; max: number }[] } {
  const readings: OvenReading[] = [];
  const mismatches: { step: number; text: string }[] = [];
  const bakeMinutes: { step: number; max: number }[] = [];
  steps.forEach((step, index) => {
    if (!OVEN_WORDS.test(step)) return;
    const found = [...step.matchAll(TEMPERATURE)].map((m) => {
      const scale = (m[3] ?? m[5] ?? 'C').toUpperCase();
      const low = Number(m[1] ?? m[4]);
      const high = m[2] ? Number(m[2]) : low;
      return { scale, celsius: [toCelsius(low, scale), toCelsius(high, scale)] as [number, number], text: m[0] };
    });
    for (const [i, reading] of found.entries()) {
      if (reading.scale === 'C') readings.push({ step: index + 1, celsius: reading.celsius, text: reading.text });
      else if (!found.some((other) => other.scale === 'C')) readings.push({ step: index + 1, celsius: reading.celsius, text: reading.text });
      const next = found[i + 1];
      // "180°C (350°F)": the two should name the same heat, within rounding.
      if (reading.scale === 'C' && next?.scale === 'F' && Math.abs(next.celsius[0] - reading.celsius[0]) > 10) {
        mismatches.push({ step: index + 1, text: `${reading.text} … ${next.text}` });
      }
    }
    for (const m of step.matchAll(MINUTES)) {
      const high = Number(m[2] ?? m[1]);
      bakeMinutes.push({ step: index + 1, max: /^h/i.test(m[3] ?? '') ? high * 60 : high });
    }
  });
  return { readings, mismatches, bakeMinutes };
}

const celsiusText = ([low, high]: [number, number]) => (low === high ? `${low} °C` : `${low}–${high} °C`);

/** Checks a recipe's salt, leavening, hydration, rice water and oven figures. Pure and deterministic. */
export function checkRecipe(recipe: RecipeFacts): RecipeCheck {
  const lines: Line[] = recipe.lines.map((raw) => {
    const text = [raw.quantity, raw.unit, raw.name]
      .map((part) => part.trim())
      .filter(Boolean)
      .join(' ');
    const parsed = parseIngredientLine(text);
    return { text, food: parsed.food, grams: ingredientGrams(parsed) };
  });
  const findings: Finding[] = [];
  const notChecked: string[] = [];
  const byIds = (ids: Set<string>) => lines.filter((line) => line.food && ids.has(line.food.id));
  const byId = (id: string) => lines.filter((line) => line.food?.id === id);

  const flours = byIds(WHEAT_FLOURS);
  const flourGrams = sumGrams(flours);
  const salts = byIds(SALTS);
  const yeast = lines.filter((line) => line.food?.id === 'instant-yeast');
  const isBread = yeast.length > 0 && flourGrams > 0;
  const steps = recipe.steps.join(' ');

  // Salt: bread as a share of the flour (baker's percentage), anything else per serving.
  const saltKnown = salts.filter((line) => line.grams !== null);
  if (salts.length && saltKnown.length < salts.length) notChecked.push(`salt: ${quoted(salts.filter((l) => l.grams === null))} has no amount I can weigh`);
  const saltGrams = sumGrams(saltKnown);
  if (saltKnown.length && isBread) {
    const percent = round1((saltGrams / flourGrams) * 100);
    const normal = `${BREAD_SALT_NORMAL.min}–${BREAD_SALT_NORMAL.max}%`;
    const density = saltKnown[0]?.food?.densityGPerMl ?? 1.2;
    const target = round1((flourGrams * 2) / 100);
    if (percent > BREAD_SALT_FLAG.max || percent < BREAD_SALT_FLAG.min) {
      findings.push({
        verdict: 'off',
        topic: 'Salt in the dough',
        where: quoted(saltKnown),
        subject: 'salt',
        source: KING_ARTHUR,
        message: `${round1(saltGrams)} g of salt to ${round1(flourGrams)} g of flour is ${percent}% of the flour; bread normally carries ${normal}. ${percent > BREAD_SALT_FLAG.max ? 'So much salt slows the yeast (a dense, tight loaf) and tastes salty.' : 'So little salt gives a bland loaf and a slack dough that over-ferments.'} Use about ${target} g (${teaspoons(target / (5 * density))}).`,
      });
    } else {
      findings.push({
        verdict: 'ok',
        topic: 'Salt in the dough',
        where: quoted(saltKnown),
        subject: 'salt',
        source: KING_ARTHUR,
        message: `${percent}% of the flour, in the normal ${normal}.`,
      });
    }
  } else if (saltKnown.length) {
    const perServing = round1(saltGrams / Math.max(1, recipe.servings));
    const density = saltKnown[0]?.food?.densityGPerMl ?? 1.2;
    if (perServing > SALT_PER_SERVING_MAX_G) {
      const target = SALT_PER_SERVING_MAX_G * Math.max(1, recipe.servings);
      findings.push({
        verdict: 'off',
        topic: 'Salt per serving',
        where: quoted(saltKnown),
        subject: 'salt',
        source: COOKWISE,
        message: `${round1(saltGrams)} g of salt for ${recipe.servings} serving${recipe.servings === 1 ? '' : 's'} is ${perServing} g a serving, well above the ${SALT_PER_SERVING_MAX_G} g a serving a dish usually needs. Use at most ${teaspoons(target / (5 * density))} (${round1(target)} g) in all, and add more only after tasting; salty ingredients such as stock, soy sauce or cheese count too.`,
      });
    } else {
      findings.push({
        verdict: 'ok',
        topic: 'Salt per serving',
        where: quoted(saltKnown),
        subject: 'salt',
        source: COOKWISE,
        message: `${perServing} g a serving, not more than the ${SALT_PER_SERVING_MAX_G} g a serving a dish usually needs.`,
      });
    }
  }

  // Leavening against the flour.
  const powder = byId('baking-powder');
  const soda = byId('baking-soda');
  const cups = flourGrams / FLOUR_G_PER_CUP;
  const flourAmount = `${Math.round(flourGrams)} g (about ${Math.round(cups * 4) / 4} cups) of flour`;
  if ((powder.length || soda.length) && flourGrams === 0) notChecked.push('leavening: no wheat flour amount I can weigh to compare it with');
  const powderTsp = powder.reduce((t, l) => t + (tspOf(l) ?? 0), 0);
  if (powder.length && cups > 0 && powderTsp > 0) {
    const perCup = round1(powderTsp / cups);
    const suggested = teaspoons(cups * BAKING_POWDER_TSP_PER_CUP.min);
    const usual = `about ${BAKING_POWDER_TSP_PER_CUP.min}–${BAKING_POWDER_TSP_PER_CUP.max} tsp per cup (${FLOUR_G_PER_CUP} g) of flour`;
    if (perCup > BAKING_POWDER_TSP_PER_CUP.flagAbove) {
      findings.push({
        verdict: 'off',
        topic: 'Baking powder',
        where: quoted(powder),
        subject: 'baking powder',
        source: BAKEWISE,
        message: `${perCup} tsp per cup of flour; the usual is ${usual}. Too much makes bubbles that grow, merge and burst, so the cake rises then sinks and tastes bitter. Use about ${suggested} for ${flourAmount}.`,
      });
    } else if (perCup < BAKING_POWDER_TSP_PER_CUP.flagBelow && soda.length === 0 && yeast.length === 0) {
      findings.push({
        verdict: 'off',
        topic: 'Baking powder',
        where: quoted(powder),
        subject: 'baking powder',
        source: BAKEWISE,
        message: `${perCup} tsp per cup of flour; the usual is ${usual}, unless whipped eggs do the lifting. Too little gives a low, dense crumb. Use about ${suggested} for ${flourAmount}.`,
      });
    } else {
      findings.push({
        verdict: 'ok',
        topic: 'Baking powder',
        where: quoted(powder),
        subject: 'baking powder',
        source: BAKEWISE,
        message: `${perCup} tsp per cup of flour, close to the usual ${usual}.`,
      });
    }
  }
  const sodaTsp = soda.reduce((t, l) => t + (tspOf(l) ?? 0), 0);
  if (soda.length && sodaTsp > 0) {
    const acids = lines.filter(
      (line) =>
        (line.food && (ACID_FOODS.has(line.food.id) || line.food.id.endsWith('-vinegar'))) ||
        /buttermilk|yog|sour cream|lemon|lime|vinegar|molasses|cocoa|tartar|chocolate/i.test(line.text),
    );
    if (acids.length === 0) {
      findings.push({
        verdict: 'off',
        topic: 'Baking soda',
        where: quoted(soda),
        subject: 'baking soda',
        source: BAKEWISE,
        message: `Baking soda only makes gas when it meets an acid, and no acid ingredient (buttermilk, yogurt, lemon juice, vinegar, brown sugar, honey, natural cocoa) is in the list, so it gives little lift and a soapy, metallic taste. Add an acid ingredient or use baking powder instead (about ${BAKING_POWDER_TSP_PER_CUP.min} tsp per cup of flour).`,
      });
    } else if (cups > 0 && sodaTsp / cups > BAKING_SODA_TSP_PER_CUP_MAX) {
      findings.push({
        verdict: 'off',
        topic: 'Baking soda',
        where: quoted(soda),
        subject: 'baking soda',
        source: BAKEWISE,
        message: `${round1(sodaTsp / cups)} tsp per cup of flour; about ¼ tsp per cup is usual. Excess soda tastes soapy and browns the crumb. Use about ${teaspoons(cups / 4)}.`,
      });
    } else {
      findings.push({
        verdict: 'ok',
        topic: 'Baking soda',
        where: quoted(soda),
        subject: 'baking soda',
        source: BAKEWISE,
        message: `It has an acid to react with (${quoted(acids)}).`,
      });
    }
  }

  // Hydration of a yeast dough.
  if (isBread) {
    const water = byId('water');
    const milk = lines.filter((line) => line.food && (line.food.id === 'milk' || line.food.id === 'buttermilk'));
    const waterGrams = sumGrams(water) + sumGrams(milk) * MILK_WATER_FRACTION;
    if (waterGrams > 0) {
      const percent = Math.round((waterGrams / flourGrams) * 100);
      const normal = `${HYDRATION.normalMin}–${HYDRATION.normalMax}%`;
      const where = quoted([...water, ...milk, ...flours]);
      const milkNote = milk.length ? ` (milk counted as ${MILK_WATER_FRACTION * 100}% water)` : '';
      const source = milk.length ? `${KING_ARTHUR}; ${FAILURE_SOURCES.usdaFdc}` : KING_ARTHUR;
      if (percent < HYDRATION.flagBelow || percent > HYDRATION.flagAbove) {
        const target = Math.round((flourGrams * 65) / 100);
        findings.push({
          verdict: 'off',
          topic: 'Dough hydration',
          where,
          subject: 'water',
          source,
          message: `The water${milkNote} is ${percent}% of the flour's weight; most yeast breads sit at ${normal}. ${percent < HYDRATION.flagBelow ? 'A dough this stiff cannot expand, so the loaf turns out dense.' : 'A dough this wet spreads and bakes gummy unless it is a deliberate ciabatta-style dough baked in a tin or with strong flour.'} Use about ${target} g (ml) of water for ${round1(flourGrams)} g of flour (65%).`,
        });
      } else {
        findings.push({
          verdict: 'ok',
          topic: 'Dough hydration',
          where,
          subject: 'water',
          source,
          message: `${percent}% of the flour's weight${milkNote}, in the usual ${normal}.`,
        });
      }
    }
  }

  // Water to rice, absorption method.
  const rices = lines.filter((line) => line.food && line.food.id.includes('rice') && line.food.category === 'Grains & Cereals' && line.food.id !== 'puffed-rice');
  if (rices.length === 1) {
    const rice = rices[0]!;
    const convention = RICE_RATIOS[rice.food!.id as keyof typeof RICE_RATIOS];
    const liquids = lines.filter((line) => line.food && RICE_LIQUIDS.has(line.food.id));
    const riceMl = mlOf(rice);
    const liquidMl = liquids.reduce((t, l) => t + (mlOf(l) ?? 0), 0);
    if (!convention) notChecked.push(`rice water: my ratios cover white long-grain, jasmine and basmati rice, not ${rice.food!.name}`);
    else if (RICE_NOT_ABSORPTION.test(`${recipe.title} ${steps}`)) notChecked.push('rice water: the rice is not cooked by absorption here (pudding, risotto, soup or drained)');
    else if (riceMl === null || liquids.length === 0 || liquidMl === 0) notChecked.push('rice water: no measured water or stock to compare with the rice');
    else {
      const ratio = Math.round((liquidMl / riceMl) * 100) / 100;
      const where = quoted([rice, ...liquids]);
      const base = `${ratio} : 1 liquid to rice by volume, assuming all of it goes into the rice; the absorption method for ${convention.label} uses about ${convention.usual} : 1`;
      if (ratio > convention.max || ratio < convention.min) {
        const cupsOfLiquid = round1((riceMl * convention.usual) / 240);
        findings.push({
          verdict: 'off',
          topic: 'Water for the rice',
          where,
          subject: 'rice',
          source: MCGEE,
          message: `${base}. ${ratio > convention.max ? 'That much water gives mushy, broken rice.' : 'That little water leaves the grains crunchy in the middle.'} Use about ${Math.round(riceMl * convention.usual)} ml (${cupsOfLiquid} cups) for this amount of rice.`,
        });
      } else {
        findings.push({ verdict: 'ok', topic: 'Water for the rice', where, subject: 'rice', source: MCGEE, message: `${base}.` });
      }
    }
  }

  // Oven temperatures and times in the steps.
  const oven = ovenReadings(recipe.steps);
  for (const mismatch of oven.mismatches) {
    findings.push({
      verdict: 'off',
      topic: 'Oven temperature',
      where: `step ${mismatch.step}: “${mismatch.text}”`,
      subject: 'oven',
      source: MCGEE,
      message: 'The Celsius and Fahrenheit figures name different temperatures (more than 10 °C apart). Check which one the recipe means before baking.',
    });
  }
  const title = recipe.title.toLowerCase();
  const isCake = !isBread && /\b(cake|cupcakes?|muffins?|sponge|brownies?)\b/.test(title);
  const isCookie = /\b(cookies?|biscuits?)\b/.test(title);
  const isPizza = /\bpizza\b/.test(title);
  for (const reading of oven.readings) {
    const where = `step ${reading.step}: “${reading.text}”`;
    const [low, high] = reading.celsius;
    if (isCake && (high > 200 || low < 150)) {
      findings.push({
        verdict: 'off',
        topic: 'Oven temperature',
        where,
        subject: 'oven',
        source: BAKEWISE,
        message: `${celsiusText(reading.celsius)} is ${high > 200 ? 'hot for a cake: the outside sets and browns before the middle rises, giving a domed, cracked top and a raw centre' : 'cool for a cake: it rises slowly and may sink'}. Most butter and sponge cakes bake at 170–180 °C (350 °F).`,
      });
    } else if (isBread && !isPizza && high < 190) {
      findings.push({
        verdict: 'off',
        topic: 'Oven temperature',
        where,
        subject: 'oven',
        source: KING_ARTHUR,
        message: `${celsiusText(reading.celsius)} is low for a yeast loaf: it bakes pale with little oven spring. Lean loaves bake at 220–250 °C; rich doughs with butter, sugar or eggs at 175–190 °C.`,
      });
    } else if (isPizza && high < 230) {
      findings.push({
        verdict: 'off',
        topic: 'Oven temperature',
        where,
        subject: 'oven',
        source: KING_ARTHUR,
        message: `${celsiusText(reading.celsius)} is low for pizza: the base dries before it browns. Heat the oven as hot as it goes, 250 °C or more, with a stone or steel.`,
      });
    } else if (isBread || isCake || isPizza || isCookie) {
      findings.push({
        verdict: 'ok',
        topic: 'Oven temperature',
        where,
        subject: 'oven',
        source: isCake || isCookie ? BAKEWISE : KING_ARTHUR,
        message: `${celsiusText(reading.celsius)} suits this kind of bake.`,
      });
    }
  }
  if (isCookie) {
    for (const time of oven.bakeMinutes.filter((t) => t.max > 18 && t.max < 60)) {
      findings.push({
        verdict: 'off',
        topic: 'Baking time',
        where: `step ${time.step}`,
        subject: 'minutes',
        source: BAKEWISE,
        message: `Up to ${time.max} minutes is long for drop cookies, which usually bake in 8–14 minutes at 175–190 °C; longer gives hard, dry cookies. Take them out when the edges are set and the centres still look soft.`,
      });
    }
  }
  if (!oven.readings.length && OVEN_WORDS.test(steps)) notChecked.push('oven: the steps use the oven but give no temperature I can read');
  return { findings, notChecked };
}
