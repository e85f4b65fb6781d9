import type { Zone } from './types';

/**
 * When a food first reached the kitchens of a region: the table every Time Machine answer is checked
 * against, whoever wrote it. A food is listed only where its date matters to the eras Hearth knows, and
 * the dates lean late (a food is allowed from when it was surely cooked there, not from its first rumour),
 * so an answer is never passed that a food historian would reject.
 *
 * The two great rules are the Columbian exchange: nothing domesticated in the Americas was eaten in the
 * Old World before 1492, and nothing from the Old World was cooked in Mexico before Cortés landed in 1519.
 * Dates within the Old World (sugar in Europe, spinach in China...) follow A. Davidson, The Oxford
 * Companion to Food (3rd ed., 2014), and for sugar S. Mintz, Sweetness and Power (1985).
 */
export interface FoodFirstDate {
  /** The food as the answer names it. */
  food: string;
  /** Where it was domesticated or first cooked; available there from before any era Hearth knows. */
  native: readonly Zone[];
  /** The first year it was cooked in each other zone; a zone left out has it only after `elsewhere`. */
  arrived: Partial<Record<Zone, number>>;
  /** Every zone not native and not in `arrived`. */
  elsewhere: number;
  /** Words that name the food in an ingredient line (matched on lowercase, accent-free text). */
  patterns: readonly RegExp[];
  /** A line that matches one of these is a different food with a similar name (fermented black soybeans, slaked lime). */
  except?: RegExp;
  note: string;
}

/** The first Europeans reached the Caribbean in 1492. */
export const COLUMBUS = 1492;
/** Cortés landed on the Gulf coast of Mexico in 1519; Tenochtitlan fell in 1521. */
export const CORTES = 1519;

const AMERICAS: readonly Zone[] = ['mesoamerica', 'north-america', 'south-america'];
const OLD_WORLD: readonly Zone[] = ['europe', 'near-east', 'south-asia', 'east-asia', 'southeast-asia', 'africa'];

/** Domesticated in the Americas: nowhere else before 1492. */
function newWorld(food: string, patterns: RegExp[], note: string, except?: RegExp): FoodFirstDate {
  return { food, native: AMERICAS, arrived: {}, elsewhere: COLUMBUS, patterns, except, note };
}

/** An Old World food: in the Americas only after contact (Mexico from 1519), and in the Old World from `arrived`. */
function oldWorld(
  food: string,
  patterns: RegExp[],
  note: string,
  options: { native?: readonly Zone[]; arrived?: Partial<Record<Zone, number>>; except?: RegExp } = {},
): FoodFirstDate {
  return {
    food,
    native: options.native ?? OLD_WORLD,
    arrived: { mesoamerica: CORTES, 'north-america': 1600, 'south-america': 1532, ...options.arrived },
    elsewhere: COLUMBUS,
    patterns,
    except: options.except,
    note,
  };
}

const w = (words: string) => new RegExp(`\\b(?:${words})\\b`);

export const FOOD_FIRST_DATES: readonly FoodFirstDate[] = [
  // Foods of the Americas.
  newWorld('tomato', [w('tomato(?:es)?|tomatillos?|jitomates?|miltomatl|xitomatl')], 'Domesticated in Mesoamerica; first described in Europe in 1544.'),
  newWorld('potato', [w('potato(?:es)?|sweet potato(?:es)?|camote')], 'Potatoes from the Andes and sweet potatoes from tropical America both crossed the Atlantic after 1492.'),
  newWorld(
    'maize',
    [
      w(
        'maize|corn ?meal|corn ?flour|corn ?starch|sweetcorn|sweet corn|popcorn|hominy|masa(?: harina)?|nixtamal|tortillas?|tlaxcalli|atole|atolli|corn (?:husks?|cobs?|kernels?|dough|syrup|flakes|on the cob)|polenta of maize|cobs? of corn|ears? of corn',
      ),
    ],
    'Domesticated in Mexico; grown in Europe only from the 16th century.',
  ),
  newWorld(
    'chilli',
    [
      w(
        'chill?i(?:es|s)?|chiles?|capsicums?|paprika|cayenne|jalapenos?|poblanos?|chipotles?|anchos?|pimientos?|pimentos?|bell peppers?|sweet peppers?|green peppers?|red peppers?|red pepper flakes|hot peppers?|tabasco|chilmolli|chilli powder|chili powder',
      ),
    ],
    'Capsicum peppers are American; they reached India, China and Japan with Portuguese and Spanish traders in the 16th century.',
  ),
  newWorld('vanilla', [w('vanilla|tlilxochitl')], 'An orchid of the Mexican Gulf coast.'),
  newWorld('cacao', [w('cacao|cacahuatl|cocoa|chocolate|chocolatl')], 'Cacao was drunk in Mesoamerica for millennia and reached Spain in the 16th century.'),
  newWorld('turkey', [w('turkeys?|totolin|guajolotes?|huexolotl')], 'The domestic turkey was bred in Mexico; it reached Europe in the 16th century.'),
  newWorld('peanut', [w('peanuts?|groundnuts?|peanut butter|peanut oil')], 'Domesticated in South America.'),
  newWorld(
    'squash',
    [w('pumpkins?|squash(?:es)?|zucchin[io]s?|courgettes?|calabazas?|pepitas?|ayotli')],
    'Cucurbita squashes and pumpkins are American; the gourds of Old World recipes are bottle gourds (Lagenaria).',
  ),
  newWorld(
    'common bean',
    [w('(?:kidney|haricot|navy|pinto|black|runner|french|green|string|snap|lima|wax|cannellini|borlotti|turtle|common) beans?|frijoles?|phaseolus|etl')],
    'Phaseolus beans are American; the beans of Old World cooking before 1492 are broad beans, chickpeas, lentils, soy and mung beans.',
    /\b(?:fermented|salted) black beans?\b|\bblack soy(?:a)? ?beans?\b/,
  ),
  newWorld('avocado', [w('avocados?|ahuacatl|guacamole')], 'Domesticated in Mesoamerica.'),
  newWorld('pineapple', [w('pineapples?')], 'Domesticated in South America; Columbus met it in 1493.'),
  newWorld('cassava', [w('cassava|manioc|tapioca|yuca')], 'Domesticated in South America.'),
  newWorld('allspice', [w('allspice|jamaica pepper|pimento berr(?:y|ies)')], 'The berry of a Caribbean and Mesoamerican tree.'),
  newWorld('sunflower', [w('sunflower(?: seeds?| oil)?')], 'Domesticated in North America.'),

  // Foods of the Old World.
  oldWorld(
    'wheat',
    [
      w(
        'wheat|spelt|emmer|semolina|bread|breadcrumbs?|pasta|noodles?|macaroni|maccheroni|vermicelli|ravioli|pastry|biscuits?|plain flour|white flour|self-raising flour|all-purpose flour|bulgur|couscous|suet crust',
      ),
    ],
    'A crop of the Old World; wheat bread came to Mexico with the Spanish.',
    { except: /\b(?:maize|corn|buckwheat|soba|rice|amaranth|cassava) (?:bread|noodles?|flour|pasta)\b/ },
  ),
  oldWorld('flour (wheat)', [/\bflour\b/], 'Unqualified flour is wheat flour.', {
    except: /\b(?:maize|corn|rice|buckwheat|chickpea|gram|almond|chestnut|masa|soba|bean|amaranth|cassava|potato|tapioca|arrowroot|kuzu)\b[\w\s-]*\bflour\b/,
  }),
  oldWorld('barley, rye and oats', [w('barley|rye|oats?|oatmeal|porridge oats')], 'Old World grains.'),
  oldWorld('rice', [/\brice\b/], 'Asian rice reached Mediterranean Europe with the Arabs; Forme of Cury (c. 1390) uses it.', {
    native: ['south-asia', 'east-asia', 'southeast-asia'],
    arrived: { 'near-east': 700, europe: 1000, africa: 700 },
    except: /\bwild rice\b/,
  }),
  oldWorld(
    'pork',
    [w('pork|pigs?|piglets?|hogs?|swine|ham|hams|bacon|lard|pancetta|sausages?|chorizo|prosciutto|pork belly|salt pork|suckling pig')],
    'Pigs came to the Americas with Europeans.',
  ),
  oldWorld('beef and veal', [w('beef|veal|steak|ox|oxen|oxtail|cows?|suet|beef suet|calf|calves')], 'Cattle came to the Americas with Europeans.'),
  oldWorld('mutton, lamb and goat', [w('mutton|lamb|lambs|sheep|goats?|kid goat')], 'Sheep and goats came to the Americas with Europeans.'),
  oldWorld('chicken', [w('chickens?|capons?|pullets?|hens? eggs?|chicken eggs?|chicken stock|chicken broth|chicken fat')], 'The chicken came to the Americas with Europeans.'),
  oldWorld(
    'dairy',
    [w('milk|butter|buttermilk|cheese|cheeses|cream|ghee|ghi|yogh?urts?|curds?|whey|sour milk|laban|kashk|khoa|khoya|paneer')],
    'There were no milking animals in the Americas before contact.',
    {
      except: /\b(?:almond|coconut|soy|soya|rice|cacao|cocoa|peanut|apple|oat)\s+(?:milk|butter|cream)\b|\bcream of tartar\b|\bbutter beans?\b/,
    },
  ),
  oldWorld(
    'sugar (cane)',
    [w('sugar|sugars|sugarcandy|sugar candy|sugar loaf|caster sugar|icing sugar|brown sugar|treacle|molasses|golden syrup|rock sugar|jaggery|misri')],
    'Sugar cane is from New Guinea and India; Europe knew sugar as a costly spice from the 12th century.',
    {
      native: ['south-asia', 'southeast-asia'],
      arrived: { 'near-east': 600, 'east-asia': 600, europe: 1100, africa: 700 },
      except: /\b(?:maple|date|palm|grape)\s+sugar\b/,
    },
  ),
  oldWorld(
    'onion family',
    [w('onions?|garlic|leeks?|shallots?|scallions?|spring onions?|chives|welsh onions?')],
    'Alliums of the Old World; Mexico had none before contact (its wild onions were little used).',
  ),
  oldWorld('lemon', [w('lemons?|lemon juice|lemon zest|lemon peel')], 'From the eastern Himalaya; spread west by the Arabs.', {
    native: ['south-asia', 'east-asia', 'southeast-asia'],
    arrived: { 'near-east': 900, europe: 1000, africa: 1000 },
  }),
  oldWorld('lime (citrus)', [/\blimes?\b/], 'Citrus limes spread west with the Arabs.', {
    native: ['south-asia', 'east-asia', 'southeast-asia'],
    arrived: { 'near-east': 900, europe: 1200, africa: 1000 },
    except: /\b(?:slaked|quick|pickling)\s+lime\b|\blime ?water\b|\bcalcium hydroxide\b|\bcal\b/,
  }),
  oldWorld(
    'orange',
    [w('oranges?|orange juice|orange peel|orange rind|orange zest|orange[- ]flower|seville oranges?|bitter oranges?|tangerines?|mandarins?')],
    'Bitter oranges reached the Mediterranean with the Arabs; sweet oranges arrived in Europe around 1500.',
    {
      native: ['east-asia', 'southeast-asia', 'south-asia'],
      arrived: { 'near-east': 900, europe: 1100, africa: 1000 },
    },
  ),
  oldWorld('citron', [w('citrons?')], 'The first citrus known in the Mediterranean, from the late centuries BC.', {
    native: ['south-asia', 'east-asia', 'southeast-asia'],
    arrived: { 'near-east': -500, europe: -300, africa: 100 },
  }),
  oldWorld('spinach', [w('spinach')], 'Persian; in China from 647, in Europe with the Arabs from the 11th–12th century.', {
    native: ['near-east'],
    arrived: { 'south-asia': 600, 'east-asia': 647, europe: 1100, africa: 900 },
  }),
  oldWorld('aubergine', [w('aubergines?|eggplants?|brinjals?|badinjan|badhinjan')], 'From South Asia; in the Islamic world by the 9th century and in Europe after.', {
    native: ['south-asia', 'east-asia', 'southeast-asia'],
    arrived: { 'near-east': 750, europe: 1000, africa: 900 },
  }),
  oldWorld('buckwheat', [w('buckwheat|soba')], 'From the Himalayan region and China; in Europe from the 14th–15th century.', {
    native: ['east-asia', 'south-asia'],
    arrived: { europe: 1400, 'near-east': 1400 },
  }),
  oldWorld('coffee', [w('coffee')], 'Drunk in Yemen from the 15th century, in Europe from the 17th.', {
    native: ['africa'],
    arrived: { 'near-east': 1450, europe: 1600, 'south-asia': 1600, 'east-asia': 1700 },
  }),
  oldWorld('tea', [w('tea|matcha|sencha')], 'Chinese; in Japan from the 9th century, in Europe from the 17th.', {
    native: ['east-asia'],
    arrived: { 'south-asia': 1830, europe: 1650, 'near-east': 1800, africa: 1800, 'southeast-asia': 1000 },
    except: /\bbeef tea\b/,
  }),
  oldWorld(
    'soy and its products',
    [w('soy ?beans?|soya|soy sauce|tofu|miso|shoyu|tamari|douchi|natto|yuba|fermented black beans')],
    'East Asian; in Europe only as a curiosity before the 20th century.',
    {
      native: ['east-asia'],
      arrived: { 'southeast-asia': 1000, 'south-asia': 1900, europe: 1900, 'near-east': 1900, africa: 1900 },
    },
  ),
  oldWorld(
    'black pepper and Asian spices',
    [
      w(
        'black pepper|white pepper|peppercorns?|long pepper|cinnamon|cassia|cloves?|nutmeg|mace|cardamoms?|ginger|galangal|saffron|cumin|coriander|cilantro|mustard|sesame|poppy ?seeds?|fennel|anise|mastic|rose ?water|asafoetida|turmeric',
      ),
    ],
    'Spices of Asia and the Mediterranean; none grew in the Americas.',
    {
      except: /\bginger ale\b/,
    },
  ),
  oldWorld(
    'Old World fruit and nuts',
    [
      w(
        'almonds?|pistachios?|walnuts?|hazelnuts?|olives?|olive oil|grapes?|raisins?|currants?|sultanas?|wine|vinegar|verjuice|defrutum|passum|apples?|pears?|quinces?|figs?|dates|date syrup|pomegranates?|apricots?|peaches|plums?|cherr(?:y|ies)|citrus|bananas?|plantains?|mangoes|mangos?|coconuts?',
      ),
    ],
    'Fruit and nuts of the Old World.',
    {
      except: /\b(?:agave|maguey|tuna|prickly pear|cactus)\b/,
    },
  ),
  oldWorld(
    'Old World pulses and vegetables',
    [
      w(
        'chickpeas?|lentils?|broad beans?|fava beans?|split peas?|peas|dal|mung|cabbages?|carrots?|turnips?|parsnips?|lettuce|cucumbers?|celery|parsley|radish(?:es)?|beetroot|beets?',
      ),
    ],
    'Pulses and vegetables of the Old World.',
    {
      except: /\bsnow peas?\b/,
    },
  ),
];

/** The first year `food` was cooked in `zone` (null: native there, always available). */
export function firstYearIn(food: FoodFirstDate, zone: Zone): number | null {
  if (food.native.includes(zone)) return null;
  return food.arrived[zone] ?? food.elsewhere;
}

/** Lowercase, accent-free text, as the patterns expect. */
export function foldText(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[’‘`]/g, "'");
}

/** The foods named in `line` that were not yet cooked in `zone` in `year`. */
export function anachronismsIn(line: string, zone: Zone, year: number): { food: FoodFirstDate; firstYear: number }[] {
  const text = foldText(line);
  const found: { food: FoodFirstDate; firstYear: number }[] = [];
  for (const food of FOOD_FIRST_DATES) {
    const first = firstYearIn(food, zone);
    if (first === null || first <= year) continue;
    // A different food with a similar name (slaked lime, fermented black soybeans) is blanked out first.
    const scanned = food.except ? text.replace(new RegExp(food.except.source, 'g'), ' ') : text;
    if (food.patterns.some((p) => p.test(scanned))) found.push({ food, firstYear: first });
  }
  return found;
}

/** The foods not yet cooked in `zone` in `year`: what an answer for that time and place must leave out. */
export function unavailableFoods(zone: Zone, year: number): string[] {
  return FOOD_FIRST_DATES.filter((food) => {
    const first = firstYearIn(food, zone);
    return first !== null && first > year;
  }).map((food) => food.food);
}
