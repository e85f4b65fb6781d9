/**
 * What shape of dish a recipe makes (a bowl of noodles, a curry with rice, a stack of pancakes...), so
 * the illustrator can draw the dish itself rather than a plate of its ingredients.
 *
 * Knowledge: the dish names cooks use for each form, across the cuisines Hearth covers, written for
 * Hearth from common culinary usage (how menus and recipe titles name dishes); no single source, and
 * no claim beyond "this name is usually served in this shape". Where the title names no form, the
 * recipe's tags are read the same way, then its ingredients (a tortilla suggests tacos, arborio rice a
 * risotto), then its meal type; a flat plate of a main with sides is the fallback, never a guess
 * dressed up as certain.
 */

export const DISH_FORMS = [
  'noodle-bowl',
  'pasta',
  'curry-rice',
  'curry-flatbread',
  'soup',
  'salad',
  'layered-dessert',
  'dessert-glass',
  'pancakes',
  'tacos',
  'bread',
  'pizza',
  'rice',
  'eggs',
  'stir-fry',
  'main-plate',
  'drink',
  'cookies',
  'dip',
  'skewers',
  'fritters',
  'stew',
  'pie',
] as const;

export type DishForm = (typeof DISH_FORMS)[number];

export interface DishFacts {
  title: string;
  ingredients: readonly string[];
  tags?: readonly string[] | null;
  cuisine?: string | null;
  mealTypes?: readonly string[] | null;
}

export interface DishClassification {
  form: DishForm;
  /** A narrower shape within the form (crepes among pancakes, a crock among soups), or 'default'. */
  variant: string;
  /** Why: the word, tag or ingredients that decided it. */
  reason: string;
}

/** Words and phrases that name each form in a dish title or tag (accents folded, '&' read as 'and'). */
export const FORM_WORDS: Readonly<Record<DishForm, readonly string[]>> = {
  'noodle-bowl': [
    'noodle',
    'noodles',
    'ramen',
    'udon',
    'soba',
    'pho',
    'pad thai',
    'pad see ew',
    'chow mein',
    'lo mein',
    'laksa',
    'hakka noodles',
    'chow fun',
    'japchae',
    'yakisoba',
    'dan dan',
    'drunken noodles',
    'khao soi',
    'bun cha',
    'mee goreng',
    'thukpa',
    'glass noodles',
    'rice noodles',
    'vermicelli',
  ],
  pasta: [
    'pasta',
    'spaghetti',
    'linguine',
    'fettuccine',
    'fettucine',
    'tagliatelle',
    'pappardelle',
    'bucatini',
    'penne',
    'rigatoni',
    'fusilli',
    'farfalle',
    'orecchiette',
    'macaroni',
    'mac and cheese',
    'mac n cheese',
    'carbonara',
    'bolognese',
    'alfredo',
    'aglio e olio',
    'cacio e pepe',
    'amatriciana',
    'puttanesca',
    'arrabbiata',
    'gnocchi',
    'ravioli',
    'tortellini',
    'lasagna',
    'lasagne',
    'zoodles',
    'zucchini noodles',
    'courgetti',
    'orzo',
    'baked ziti',
    'pasta bake',
  ],
  'curry-rice': [
    'curry',
    'green curry',
    'red curry',
    'yellow curry',
    'massaman',
    'panang',
    'katsu curry',
    'japanese curry',
    'vindaloo',
    'jalfrezi',
    'tikka masala',
    'butter chicken',
    'rogan josh',
    'madras',
    'gumbo',
    'rendang',
    'sambar',
    'kadhi',
    'fish curry',
    'egg curry',
    'chicken curry',
  ],
  'curry-flatbread': [
    'dal',
    'daal',
    'dhal',
    'dal makhani',
    'dal tadka',
    'palak',
    'saag',
    'palak paneer',
    'saag paneer',
    'chole',
    'chana masala',
    'rajma',
    'keema',
    'korma',
    'kadai',
    'kadhai',
    'karahi',
    'bhuna',
    'sabzi',
    'sabji',
    'aloo gobi',
    'aloo matar',
    'matar paneer',
    'paneer butter masala',
    'shahi paneer',
    'malai kofta',
    'pav bhaji',
    'nihari',
    'haleem',
    'masala',
    'makhani',
  ],
  soup: [
    'soup',
    'broth',
    'chowder',
    'bisque',
    'gazpacho',
    'minestrone',
    'rasam',
    'shorba',
    'consomme',
    'borscht',
    'pozole',
    'tom yum',
    'tom kha',
    'miso soup',
    'avgolemono',
    'ribollita',
    'congee',
    'jook',
    'veloute',
    'potage',
    'caldo',
    'sopa',
    'egg drop',
    'wonton soup',
    'french onion',
  ],
  salad: ['salad', 'slaw', 'coleslaw', 'tabbouleh', 'tabouli', 'fattoush', 'panzanella', 'caprese', 'som tam', 'kachumber', 'ceviche', 'poke', 'buddha bowl', 'nicoise'],
  'layered-dessert': [
    'cake',
    'cheesecake',
    'tiramisu',
    'torte',
    'gateau',
    'tres leches',
    'sponge',
    'victoria sponge',
    'cassata',
    'mille feuille',
    'opera cake',
    'layer cake',
    'roulade',
  ],
  'dessert-glass': [
    'mousse',
    'parfait',
    'pudding',
    'panna cotta',
    'custard',
    'trifle',
    'kheer',
    'payasam',
    'arroz con leche',
    'rice pudding',
    'sundae',
    'ice cream',
    'gelato',
    'sorbet',
    'posset',
    'flan',
    'creme brulee',
    'pots de creme',
    'shrikhand',
    'halwa',
    'firni',
    'phirni',
    'kulfi',
    'creme caramel',
    'fool',
    'eton mess',
  ],
  pancakes: [
    'pancake',
    'pancakes',
    'crepe',
    'crepes',
    'dosa',
    'waffle',
    'waffles',
    'hotcakes',
    'flapjacks',
    'uttapam',
    'chilla',
    'cheela',
    'blini',
    'french toast',
    'appam',
    'okonomiyaki',
    'pesarattu',
  ],
  tacos: [
    'taco',
    'tacos',
    'burrito',
    'burritos',
    'quesadilla',
    'quesadillas',
    'enchilada',
    'enchiladas',
    'fajita',
    'fajitas',
    'tostada',
    'tostadas',
    'wrap',
    'wraps',
    'kathi roll',
    'shawarma',
    'gyro',
    'gyros',
    'frankie',
  ],
  bread: [
    'bread',
    'loaf',
    'focaccia',
    'baguette',
    'brioche',
    'sourdough',
    'challah',
    'banana bread',
    'naan',
    'roti',
    'chapati',
    'paratha',
    'pita',
    'buns',
    'rolls',
    'bagel',
    'bagels',
    'cornbread',
    'soda bread',
    'ciabatta',
    'pav',
    'kulcha',
    'bhatura',
    'puri',
    'flatbread',
  ],
  pizza: ['pizza', 'margherita', 'calzone', 'pide', 'lahmacun', 'manakish', 'flatbread pizza', 'pissaladiere'],
  rice: [
    'rice',
    'fried rice',
    'biryani',
    'biriyani',
    'pulao',
    'pilaf',
    'pilau',
    'paella',
    'risotto',
    'jambalaya',
    'poha',
    'upma',
    'khichdi',
    'khichri',
    'jollof',
    'nasi goreng',
    'bibimbap',
    'donburi',
    'sticky rice',
    'lemon rice',
    'jeera rice',
    'tahdig',
    'kedgeree',
    'pongal',
    'arroz',
    'khao pad',
    'bisi bele bath',
    'tehri',
  ],
  eggs: [
    'omelette',
    'omelet',
    'omlette',
    'frittata',
    'tamagoyaki',
    'dashimaki',
    'shakshuka',
    'shakshouka',
    'huevos',
    'huevos rancheros',
    'eggs benedict',
    'scrambled eggs',
    'fried eggs',
    'fried egg',
    'poached eggs',
    'egg bhurji',
    'bhurji',
    'akuri',
    'menemen',
    'eggs',
    'spanish tortilla',
    'tortilla espanola',
    'migas',
    'baked eggs',
  ],
  'stir-fry': [
    'stir fry',
    'stirfry',
    'stir fried',
    'kung pao',
    'gong bao',
    'sweet and sour',
    'general tso',
    'orange chicken',
    'chilli chicken',
    'chili chicken',
    'manchurian',
    'pad krapow',
    'pad kra pao',
    'black bean sauce',
    'mongolian beef',
    'beef and broccoli',
    'yasai itame',
    'chop suey',
    'sesame chicken',
    'cashew chicken',
    'szechuan',
    'sichuan chicken',
    'chilli paneer',
    'chili paneer',
  ],
  'main-plate': [
    'steak',
    'fillet',
    'filet',
    'chop',
    'chops',
    'teriyaki',
    'roast',
    'schnitzel',
    'cutlet',
    'meatloaf',
    'tandoori chicken',
    'grilled chicken',
    'roast chicken',
    'salmon',
    'bulgogi',
    'katsu',
    'tonkatsu',
    'piccata',
    'cordon bleu',
    'escalope',
    'confit',
    'en papillote',
    'glazed',
    'sandwich',
    'sandwiches',
    'toast',
    'burger',
    'burgers',
    'panini',
    'chicken breast',
    'pork belly',
    'ribs',
  ],
  drink: [
    'smoothie',
    'lassi',
    'shake',
    'milkshake',
    'juice',
    'lemonade',
    'tea',
    'chai',
    'coffee',
    'latte',
    'cocktail',
    'mocktail',
    'horchata',
    'agua fresca',
    'sharbat',
    'sherbet',
    'cooler',
    'punch',
    'nimbu pani',
    'jaljeera',
    'chaas',
    'buttermilk',
    'hot chocolate',
    'iced tea',
    'spritz',
    'sangria',
    'margarita',
    'mojito',
    'frappe',
    'thandai',
    'kombucha',
  ],
  cookies: [
    'cookie',
    'cookies',
    'biscuit',
    'biscuits',
    'shortbread',
    'macarons',
    'macaroons',
    'brownie',
    'brownies',
    'blondies',
    'bars',
    'muffin',
    'muffins',
    'cupcake',
    'cupcakes',
    'scones',
    'croissant',
    'croissants',
    'pastries',
    'pastry',
    'danish',
    'cinnamon rolls',
    'cinnamon buns',
    'donuts',
    'doughnuts',
    'churros',
    'ladoo',
    'laddu',
    'laddoo',
    'barfi',
    'burfi',
    'biscotti',
    'madeleines',
    'energy balls',
    'truffles',
    'baklava',
    'rugelach',
    'fudge',
    'gulab jamun',
    'rasgulla',
    'mithai',
  ],
  dip: [
    'hummus',
    'houmous',
    'hommus',
    'guacamole',
    'dip',
    'salsa',
    'tzatziki',
    'baba ganoush',
    'baba ghanoush',
    'raita',
    'chutney',
    'queso',
    'muhammara',
    'tapenade',
    'aioli',
    'labneh',
    'skordalia',
    'taramasalata',
    'spread',
    'pate',
    'mutabal',
  ],
  skewers: ['tikka', 'kebab', 'kebabs', 'kabob', 'kabobs', 'skewers', 'skewer', 'satay', 'sate', 'souvlaki', 'yakitori', 'brochette', 'shashlik', 'seekh', 'anticuchos', 'shish'],
  fritters: [
    'falafel',
    'pakora',
    'pakoras',
    'pakoda',
    'bhaji',
    'bhajis',
    'fritters',
    'fritter',
    'croquettes',
    'arancini',
    'meatballs',
    'kofta',
    'kofte',
    'tempura',
    'samosa',
    'samosas',
    'vada',
    'bonda',
    'hush puppies',
    'nuggets',
    'spring rolls',
    'dumplings',
    'momos',
    'gyoza',
    'dim sum',
    'wontons',
    'empanadas',
    'karaage',
    'tikki',
    'latkes',
    'polpette',
    'bitterballen',
    'kachori',
    'pakodi',
    'onion rings',
    'fried chicken',
    'bao',
  ],
  stew: [
    'stew',
    'casserole',
    'ratatouille',
    'chili',
    'chilli',
    'chili con carne',
    'chilli con carne',
    'tagine',
    'goulash',
    'ragout',
    'braise',
    'braised',
    'bourguignon',
    'cassoulet',
    'feijoada',
    'mapo tofu',
    'mapo',
    'al ajillo',
    'gambas',
    'hotpot',
    'hot pot',
    'pot roast',
    'stroganoff',
    'pisto',
    'caponata',
    'estofado',
    'moussaka',
    'gratin',
    'bake',
    'cacciatore',
    'coq au vin',
    'sukiyaki',
    'jjigae',
    'nabe',
    'khoresh',
    'ful medames',
    'chana saag stew',
    'dopiaza',
    'cazuela',
    'tinga',
  ],
  pie: ['pie', 'quiche', 'tart', 'tarte', 'galette', 'pot pie', 'cobbler', 'crumble', 'strudel', 'pithivier', 'spanakopita', 'tourtiere', 'crostata', 'clafoutis'],
};

/**
 * Narrower shapes within a form, named by words in the title, tags or ingredients (first match wins).
 * A form's first variant with no words is its default.
 */
export const FORM_VARIANTS: Readonly<Partial<Record<DishForm, readonly (readonly [string, readonly string[]])[]>>> = {
  'noodle-bowl': [
    ['soup', ['ramen', 'pho', 'laksa', 'noodle soup', 'khao soi', 'thukpa', 'udon soup', 'wonton noodle', 'beef noodle', 'broth']],
    ['dry', []],
  ],
  pasta: [
    ['baked', ['lasagna', 'lasagne', 'baked ziti', 'pasta bake']],
    [
      'short',
      ['penne', 'rigatoni', 'fusilli', 'farfalle', 'macaroni', 'mac and cheese', 'mac n cheese', 'orecchiette', 'gnocchi', 'ravioli', 'tortellini', 'orzo', 'shells', 'conchiglie'],
    ],
    ['long', []],
  ],
  soup: [
    ['crock', ['french onion', 'onion soup', 'gratinee']],
    ['clear', ['miso', 'broth', 'consomme', 'egg drop', 'wonton', 'tom yum', 'rasam', 'clear', 'dashi']],
    ['chunky', ['minestrone', 'chowder', 'vegetable soup', 'chicken soup', 'chicken noodle', 'ribollita', 'pozole', 'caldo', 'borscht']],
    ['puree', []],
  ],
  rice: [
    ['risotto', ['risotto', 'arborio', 'carnaroli']],
    ['paella', ['paella']],
    ['poha', ['poha', 'upma', 'flattened rice', 'beaten rice']],
    ['fried', ['fried rice', 'nasi goreng', 'khao pad', 'chahan']],
    ['biryani', ['biryani', 'biriyani', 'pulao', 'pilaf', 'pilau', 'jollof', 'tehri', 'jambalaya']],
    ['topped', ['bibimbap', 'donburi', 'don', 'poke bowl', 'rice bowl']],
    ['plain', []],
  ],
  eggs: [
    ['rolled', ['tamagoyaki', 'dashimaki', 'rolled omelette']],
    ['skillet', ['shakshuka', 'shakshouka', 'menemen', 'eggs in purgatory', 'baked eggs', 'flamenca']],
    ['fried', ['huevos rancheros', 'fried egg', 'fried eggs', 'sunny side', 'eggs benedict', 'poached', 'ojo']],
    ['scrambled', ['scrambled', 'bhurji', 'akuri', 'migas']],
    ['omelette', []],
  ],
  pancakes: [
    ['crepes', ['crepe', 'crepes', 'galette', 'blini']],
    ['dosa', ['dosa', 'pesarattu', 'neer dosa']],
    ['stack', []],
  ],
  tacos: [
    ['wrap', ['burrito', 'burritos', 'wrap', 'wraps', 'kathi roll', 'frankie', 'shawarma', 'gyro', 'gyros']],
    ['tacos', []],
  ],
  bread: [
    ['flatbread', ['naan', 'roti', 'chapati', 'paratha', 'pita', 'flatbread', 'kulcha', 'bhatura', 'puri', 'focaccia']],
    ['rolls', ['buns', 'rolls', 'bagel', 'bagels', 'pav', 'dinner rolls']],
    ['loaf', []],
  ],
  cookies: [
    ['muffins', ['muffin', 'muffins', 'cupcake', 'cupcakes']],
    ['pastries', ['croissant', 'croissants', 'pastries', 'pastry', 'danish', 'cinnamon rolls', 'cinnamon buns', 'scones', 'baklava', 'rugelach']],
    ['bars', ['brownie', 'brownies', 'blondies', 'bars', 'fudge', 'barfi', 'burfi']],
    ['balls', ['ladoo', 'laddu', 'laddoo', 'energy balls', 'truffles', 'gulab jamun', 'rasgulla']],
    ['cookies', []],
  ],
  'layered-dessert': [
    ['tiramisu', ['tiramisu', 'trifle slice', 'tres leches']],
    ['cheesecake', ['cheesecake']],
    ['cake', []],
  ],
  'dessert-glass': [
    ['bowl', ['kheer', 'payasam', 'arroz con leche', 'rice pudding', 'halwa', 'firni', 'phirni', 'congee']],
    ['ramekin', ['creme brulee', 'custard', 'pots de creme', 'flan', 'creme caramel', 'souffle']],
    ['glass', []],
  ],
  drink: [
    ['hot', ['tea', 'chai', 'coffee', 'latte', 'hot chocolate', 'cocoa', 'cappuccino']],
    ['clear', ['juice', 'lemonade', 'iced tea', 'nimbu pani', 'jaljeera', 'agua fresca', 'sharbat', 'cooler', 'punch', 'mojito', 'spritz', 'sangria', 'cocktail', 'mocktail']],
    ['smoothie', []],
  ],
  dip: [
    ['chunky', ['guacamole', 'salsa', 'pico de gallo', 'chutney']],
    ['smooth', []],
  ],
  stew: [
    ['cazuela', ['al ajillo', 'gambas', 'cazuela', 'pil pil']],
    ['claypot', ['mapo', 'jjigae', 'hotpot', 'hot pot', 'nabe', 'sukiyaki', 'claypot']],
    ['bake', ['gratin', 'bake', 'moussaka', 'casserole']],
    ['pot', []],
  ],
  salad: [
    ['leafy', ['lettuce', 'romaine', 'rocket', 'arugula', 'mixed greens', 'spinach', 'kale', 'caesar', 'salad leaves', 'little gem', 'mesclun']],
    ['chopped', []],
  ],
};

/** Ingredient evidence for a form when neither the title nor the tags name one. */
const INGREDIENT_EVIDENCE: readonly (readonly [DishForm, RegExp, number])[] = [
  ['noodle-bowl', /noodle|ramen|udon|soba|vermicelli/, 6],
  ['pasta', /spaghetti|penne|macaroni|fusilli|linguine|fettuccine|tagliatelle|rigatoni|farfalle|lasagn|\bpasta\b/, 6],
  ['tacos', /tortilla|taco shell/, 5],
  ['rice', /\brice\b|basmati|arborio|poha/, 4],
  ['pizza', /pizza/, 6],
  ['layered-dessert', /mascarpone|ladyfinger|sponge|cream cheese/, 3],
  ['curry-rice', /curry paste|curry powder|garam masala|coconut milk/, 3],
  ['salad', /lettuce|romaine|rocket|arugula|mixed greens|salad leaves/, 4],
  ['salad', /vinaigrette|cucumber/, 1],
  ['soup', /\bstock\b|\bbroth\b/, 2],
  ['stir-fry', /soy sauce|oyster sauce|sesame oil|shaoxing/, 1.5],
  ['bread', /yeast/, 3],
  ['cookies', /chocolate chip|baking soda/, 2],
  ['drink', /\bice\b|ice cubes|sparkling water|soda water/, 3],
  ['dip', /tahini|avocado/, 1.5],
  ['eggs', /^eggs?$/, 2],
];

export function foldText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

interface WordHit {
  form: DishForm;
  word: string;
  end: number;
}

/** Every form word found in a text, at word boundaries. */
function findWords(text: string): WordHit[] {
  const padded = ` ${text} `;
  const hits: WordHit[] = [];
  for (const form of DISH_FORMS) {
    for (const word of FORM_WORDS[form]) {
      let at = padded.indexOf(` ${word} `);
      while (at >= 0) {
        hits.push({ form, word, end: at + word.length });
        at = padded.indexOf(` ${word} `, at + 1);
      }
    }
  }
  return hits;
}

/**
 * The head of an English dish name comes last ("Egg Fried Rice" is rice, "Chicken Tikka Masala" a
 * curry), so the match that ends latest wins, and among those the longest ("zucchini noodles" over
 * "noodles"). What follows "with" is usually a side or topping ("Falafel with Tahini Sauce").
 */
function headWord(text: string): WordHit | null {
  const hits = findWords(text);
  if (!hits.length) return null;
  return hits.reduce((best, hit) => (hit.end > best.end || (hit.end === best.end && hit.word.length > best.word.length) ? hit : best));
}

function variantOf(form: DishForm, text: string): string {
  const variants = FORM_VARIANTS[form];
  if (!variants) return 'default';
  const padded = ` ${text} `;
  for (const [name, words] of variants) if (words.some((w) => padded.includes(` ${w} `))) return name;
  return variants.find(([, words]) => words.length === 0)?.[0] ?? 'default';
}

const FLATBREAD = /\b(naan|roti|chapati|paratha|puri|bhatura|kulcha|pav|pita)\b/;
const RICE = /\b(rice|basmati|jeera rice)\b/;

export function classifyDish(facts: DishFacts): DishClassification {
  const title = foldText(facts.title);
  const main = title.split(/ (?:served with|with|on a bed of|on|over) /)[0] ?? title;
  const ingredients = facts.ingredients.map(foldText);
  const tagText = (facts.tags ?? []).map(foldText).join(' | ');
  const meals = (facts.mealTypes ?? []).map((m) => m.toLowerCase());
  const everything = `${title} ${tagText} ${ingredients.join(' ')}`;

  let form: DishForm | null = null;
  let reason = '';
  const hit = headWord(main) ?? headWord(title);
  if (hit) {
    form = hit.form;
    reason = `title names "${hit.word}"`;
  } else {
    const tagHit = (facts.tags ?? []).map((t) => headWord(foldText(t))).find((h): h is WordHit => h !== null);
    if (tagHit) {
      form = tagHit.form;
      reason = `tag "${tagHit.word}"`;
    }
  }
  if (!form) {
    const scores = new Map<DishForm, number>();
    for (const [candidate, pattern, weight] of INGREDIENT_EVIDENCE) {
      if (ingredients.some((name) => pattern.test(name))) scores.set(candidate, (scores.get(candidate) ?? 0) + weight);
    }
    const best = [...scores].sort((a, b) => b[1] - a[1])[0];
    if (best && best[1] >= 3) {
      form = best[0];
      reason = 'ingredients';
    }
  }
  if (!form && meals.includes('dessert')) [form, reason] = ['layered-dessert', 'meal type dessert'];
  if (!form && ingredients.length > 0 && ingredients.filter((n) => /\begg/.test(n)).length > 0 && meals.includes('breakfast')) [form, reason] = ['eggs', 'breakfast with eggs'];
  if (!form) [form, reason] = ['main-plate', 'no form named; a plated main'];

  // A curry is served with flatbread or rice: the recipe's own ingredients decide, then the dish word.
  if (form === 'curry-rice' || form === 'curry-flatbread') {
    if (ingredients.some((n) => FLATBREAD.test(n))) form = 'curry-flatbread';
    else if (ingredients.some((n) => RICE.test(n))) form = 'curry-rice';
  }
  // Rice served as a pudding is a dessert in a bowl; rice with fruit for dessert stays on a plate.
  let variant = variantOf(form, form === 'salad' ? `${title} ${ingredients.join(' ')}` : everything);
  if (form === 'rice' && meals.includes('dessert') && !meals.some((m) => m !== 'dessert' && m !== 'snack')) variant = 'sweet';
  return { form, variant, reason };
}
