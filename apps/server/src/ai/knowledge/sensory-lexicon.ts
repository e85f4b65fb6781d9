// The taste-memory reader's lexicon: the words people use to remember a dish (how it tasted, felt in the
// mouth, smelled and looked, and what it meant to them), each mapped to one characteristic, with the
// words that negate, soften or raise them.
//
// Written for Hearth from everyday English usage. The grouping follows two standard frames:
// - the basic tastes (sweet, sour, salty, bitter, umami) and the trigeminal sensations (chilli heat,
//   Sichuan tingling) as Harold McGee describes them in On Food and Cooking (revised edition, 2004),
//   chapter on flavour; umami after Kikunae Ikeda's 1909 paper on glutamate;
// - texture terms after Alina Szczesniak's classification of textural characteristics (Journal of Food
//   Science 28, 1963): hardness and softness, cohesiveness (crumbly, crunchy, chewy, gummy), viscosity
//   (runny, thick), springiness, adhesiveness (sticky), geometry (flaky, fluffy, grainy) and moistness
//   and fattiness (juicy, oily, creamy).
// Weights are editorial (1 = names the characteristic plainly, below 1 = a hint); they are not taken from
// a published lexicon. `recipeWords` are the words a recipe's title, description or tags use when the dish
// has that quality; `taste` reads it from the catalogue's taste vectors instead. `implies` names a
// catalogue food only where the word itself is made from that food's name ("garlicky"): "tangy", "smoky"
// or "golden" imply no ingredient, because many different ingredients give them. The catalogue's
// `pungent` axis counts raw garlic's bite, which nobody calls spicy, so 'spicy' leaves garlic out.

import type { TasteVector } from './types';

export const SENSORY_KINDS = ['flavor', 'texture', 'aroma', 'visual', 'emotion'] as const;
export type SensoryKind = (typeof SENSORY_KINDS)[number];

/** A phrase, or a phrase with its weight when it is weaker (or stronger) evidence than the default 1. */
export type SensoryPhrase = string | readonly [phrase: string, weight: number];

export interface SensoryTerm {
  /** What the member sees in the result: 'crispy', 'smoky', 'nostalgia'. Unique across the lexicon. */
  label: string;
  kind: SensoryKind;
  /** How people write it; lowercase, matched as whole words (hyphens read as spaces). */
  phrases: readonly SensoryPhrase[];
  /** Words in a recipe's title, description, tags or ingredient names that show the dish has this quality. */
  recipeWords?: readonly string[];
  /**
   * An ingredient at least this strong on a taste axis gives the dish the quality ('tangy' ← sour ≥ 7),
   * except the foods listed (catalogue ids) whose strength on that axis is not what people mean by the word.
   */
  taste?: { axis: keyof TasteVector; atLeast: number; except?: readonly string[] };
  /** The catalogue food the word names, only when the word is built from that food's name. */
  implies?: string;
  /** Characteristics this one contradicts: a member who says 'mild' did not remember 'spicy'. */
  opposes?: readonly string[];
}

export const SENSORY_TERMS: readonly SensoryTerm[] = [
  // ── Flavours ────────────────────────────────────────────────────────────────────────────────────
  {
    label: 'sweet',
    kind: 'flavor',
    phrases: ['sweet', 'sweetish', 'sugary', 'honeyed', 'syrupy', 'candied', ['sweetness', 0.9]],
    recipeWords: ['sweet', 'dessert', 'pudding', 'syrup', 'caramel', 'candied', 'honey'],
    taste: { axis: 'sweet', atLeast: 8 },
  },
  {
    label: 'sour',
    kind: 'flavor',
    phrases: ['sour', ['tart', 0.6], 'acidic', ['sourness', 0.9]],
    recipeWords: ['sour', 'tart', 'pickled', 'vinegar'],
    taste: { axis: 'sour', atLeast: 7 },
  },
  {
    label: 'tangy',
    kind: 'flavor',
    phrases: ['tangy', 'tang', 'zingy', 'zesty', ['sharp', 0.6]],
    recipeWords: ['tangy', 'tang', 'zesty', 'tamarind', 'lime', 'lemon', 'vinegar', 'yogurt', 'sour'],
    taste: { axis: 'sour', atLeast: 7 },
  },
  {
    label: 'salty',
    kind: 'flavor',
    phrases: ['salty', 'briny', 'salted', ['saltiness', 0.9]],
    recipeWords: ['salty', 'briny', 'salted', 'feta', 'olive', 'anchovy'],
    taste: { axis: 'salty', atLeast: 8 },
  },
  {
    label: 'bitter',
    kind: 'flavor',
    phrases: ['bitter', 'bittersweet', ['bitterness', 0.9]],
    recipeWords: ['bitter', 'bittersweet', 'cocoa', 'espresso', 'coffee', 'dark chocolate'],
    taste: { axis: 'bitter', atLeast: 6 },
  },
  {
    label: 'savoury',
    kind: 'flavor',
    phrases: ['savoury', 'savory', 'umami', 'meaty', 'brothy', ['moreish', 0.7]],
    recipeWords: ['savoury', 'savory', 'umami', 'broth', 'miso', 'soy', 'parmesan'],
    taste: { axis: 'umami', atLeast: 8 },
  },
  {
    label: 'spicy',
    kind: 'flavor',
    phrases: ['spicy', 'fiery', 'chilli hot', 'chili hot', 'hot and spicy', ['burning', 0.7], ['heat', 0.5], ['kick', 0.6]],
    recipeWords: ['spicy', 'fiery', 'sichuan', 'vindaloo'],
    taste: { axis: 'pungent', atLeast: 8, except: ['garlic', 'ginger-garlic-paste'] },
    opposes: ['mild'],
  },
  { label: 'peppery', kind: 'flavor', phrases: ['peppery'], recipeWords: ['peppery', 'black pepper', 'peppercorn'] },
  { label: 'tingling', kind: 'flavor', phrases: ['tingling', 'tingly', 'numbing', 'mouth numbing'], recipeWords: ['sichuan peppercorn', 'numbing', 'mala'] },
  { label: 'mild', kind: 'flavor', phrases: ['mild', ['gentle', 0.6], ['delicate', 0.6], ['subtle', 0.6]], recipeWords: ['mild', 'gentle', 'delicate'], opposes: ['spicy'] },
  {
    label: 'rich',
    kind: 'flavor',
    phrases: ['rich', 'decadent', 'indulgent', ['heavy', 0.5], ['luxurious', 0.7]],
    recipeWords: ['rich', 'cream', 'butter', 'ghee', 'coconut milk', 'mascarpone', 'cheese'],
    taste: { axis: 'fat', atLeast: 8, except: ['vegetable-oil', 'sunflower-oil'] },
    opposes: ['light'],
  },
  { label: 'light', kind: 'flavor', phrases: ['refreshing', 'clean tasting', ['light', 0.5]], recipeWords: ['refreshing', 'light', 'salad', 'fresh'], opposes: ['rich'] },
  { label: 'nutty', kind: 'flavor', phrases: ['nutty'], recipeWords: ['nutty', 'peanut', 'sesame', 'tahini', 'almond', 'pine nut', 'cashew', 'toasted'] },
  { label: 'earthy', kind: 'flavor', phrases: ['earthy'], recipeWords: ['earthy', 'mushroom', 'shiitake', 'lentil', 'beetroot', 'cumin'] },
  { label: 'fruity', kind: 'flavor', phrases: ['fruity'], recipeWords: ['fruit', 'fruity', 'mango', 'berry', 'raisin', 'apple'] },
  {
    label: 'sweet and sour',
    kind: 'flavor',
    phrases: ['sweet and sour', 'sweet sour', 'sweet and tangy', 'sweet tangy'],
    recipeWords: ['sweet and sour', 'tamarind', 'palm sugar'],
  },
  {
    label: 'caramelised',
    kind: 'flavor',
    phrases: ['caramelised', 'caramelized', 'caramelly', ['toffee like', 0.8]],
    recipeWords: ['caramelised', 'caramelized', 'caramel', 'browned'],
  },
  { label: 'garlicky', kind: 'flavor', phrases: ['garlicky'], recipeWords: ['garlic'], implies: 'garlic' },
  { label: 'gingery', kind: 'flavor', phrases: ['gingery'], recipeWords: ['ginger'], implies: 'ginger' },
  { label: 'lemony', kind: 'flavor', phrases: ['lemony'], recipeWords: ['lemon'], implies: 'lemon' },
  { label: 'minty', kind: 'flavor', phrases: ['minty'], recipeWords: ['mint'], implies: 'mint' },
  { label: 'cheesy', kind: 'flavor', phrases: ['cheesy'], recipeWords: ['cheese', 'cheesy', 'mozzarella', 'parmesan', 'cheddar', 'gruyere', 'feta', 'paneer'], implies: 'cheese' },
  { label: 'chocolatey', kind: 'flavor', phrases: ['chocolatey', 'chocolaty'], recipeWords: ['chocolate', 'cocoa'], implies: 'chocolate' },
  { label: 'eggy', kind: 'flavor', phrases: ['eggy'], recipeWords: ['egg'], implies: 'egg' },
  { label: 'vinegary', kind: 'flavor', phrases: ['vinegary'], recipeWords: ['vinegar'], implies: 'vinegar' },
  { label: 'coconutty', kind: 'flavor', phrases: ['coconutty', 'coconuty'], recipeWords: ['coconut'], implies: 'coconut' },
  { label: 'oniony', kind: 'flavor', phrases: ['oniony'], recipeWords: ['onion'], implies: 'onion' },

  // ── Textures (Szczesniak 1963) ───────────────────────────────────────────────────────────────────
  {
    label: 'crispy',
    kind: 'texture',
    phrases: ['crispy', 'crisp', 'crisped', 'crackly', 'crackling'],
    recipeWords: ['crispy', 'crisp', 'fried', 'fritter', 'crackling'],
    opposes: ['soggy'],
  },
  { label: 'crunchy', kind: 'texture', phrases: ['crunchy', 'crunch', 'crunchiness'], recipeWords: ['crunchy', 'crunch', 'peanut', 'nuts', 'raw'] },
  {
    label: 'flaky',
    kind: 'texture',
    phrases: ['flaky', 'flaked', 'flakey', 'buttery layers', 'flaky layers', 'shattering'],
    recipeWords: ['flaky', 'layered', 'pastry', 'puff', 'croissant', 'paratha'],
  },
  { label: 'soft', kind: 'texture', phrases: ['soft', 'softness'], recipeWords: ['soft', 'silken', 'tender'] },
  {
    label: 'fluffy',
    kind: 'texture',
    phrases: ['fluffy', 'pillowy', 'airy', 'light and fluffy', 'puffy', 'puffed'],
    recipeWords: ['fluffy', 'airy', 'pillowy', 'puffed', 'light'],
  },
  {
    label: 'tender',
    kind: 'texture',
    phrases: [
      'tender',
      'fall apart',
      'falling apart',
      'fell apart',
      'fell off the bone',
      'falling off the bone',
      'melt in the mouth',
      'melt in your mouth',
      'melted in my mouth',
      'melting',
    ],
    recipeWords: ['tender', 'braised', 'slow cooked', 'melt'],
  },
  {
    label: 'creamy',
    kind: 'texture',
    phrases: ['creamy', 'creaminess', 'velvety', 'luscious'],
    recipeWords: ['creamy', 'cream', 'coconut milk', 'yogurt', 'mascarpone', 'puree', 'hummus', 'avocado', 'velvety'],
  },
  { label: 'smooth', kind: 'texture', phrases: ['smooth', 'silky', 'silken'], recipeWords: ['smooth', 'silky', 'silken', 'puree', 'pureed'] },
  { label: 'chewy', kind: 'texture', phrases: ['chewy', 'chewiness', 'bouncy', 'springy'], recipeWords: ['chewy', 'noodle', 'glutinous', 'mochi'] },
  { label: 'sticky', kind: 'texture', phrases: ['sticky', 'gooey', 'gummy', 'tacky'], recipeWords: ['sticky', 'glutinous', 'glaze', 'glazed', 'syrup', 'teriyaki'] },
  { label: 'juicy', kind: 'texture', phrases: ['juicy', 'succulent', 'moist'], recipeWords: ['juicy', 'succulent', 'moist', 'marinade', 'marinated'] },
  { label: 'crumbly', kind: 'texture', phrases: ['crumbly', 'crumbled', 'crumbling', 'sandy'], recipeWords: ['crumbly', 'crumble', 'shortbread', 'feta'] },
  { label: 'dense', kind: 'texture', phrases: ['dense', 'hearty', 'substantial'], recipeWords: ['hearty', 'dense', 'stew', 'chickpea', 'bean', 'lentil'] },
  { label: 'thick', kind: 'texture', phrases: ['thick', 'thickened', 'gravy like'], recipeWords: ['thick', 'gravy', 'curry', 'stew', 'masala'] },
  { label: 'runny', kind: 'texture', phrases: ['runny', 'soupy', 'watery', 'jammy yolk', 'runny yolk'], recipeWords: ['soup', 'broth', 'runny', 'poached'] },
  { label: 'brothy', kind: 'texture', phrases: ['broth', 'soup', 'slurpy', 'in a broth'], recipeWords: ['soup', 'broth', 'stock', 'dashi'] },
  { label: 'grainy', kind: 'texture', phrases: ['grainy', 'gritty', 'coarse', 'granular'], recipeWords: ['coarse', 'semolina', 'polenta', 'poha'] },
  {
    label: 'custardy',
    kind: 'texture',
    phrases: ['custardy', 'custard like', 'wobbly', 'jiggly'],
    recipeWords: ['custard', 'pudding', 'egg', 'flan', 'panna cotta', 'tamagoyaki'],
  },
  { label: 'oily', kind: 'texture', phrases: ['oily', 'greasy', 'glistening with oil', ['dripping', 0.6]], recipeWords: ['fried', 'oil', 'chili oil'] },
  { label: 'lacy', kind: 'texture', phrases: ['lacy', 'paper thin', 'wafer thin', 'thin and crisp'], recipeWords: ['crepe', 'dosa', 'thin', 'lacy'] },
  { label: 'soggy', kind: 'texture', phrases: ['soggy', 'mushy', 'limp'], recipeWords: ['soaked', 'mushy'], opposes: ['crispy'] },

  // ── Aromas ──────────────────────────────────────────────────────────────────────────────────────
  {
    label: 'smoky',
    kind: 'aroma',
    phrases: ['smoky', 'smokey', 'smoked', 'smoke', 'smokiness', 'charcoal', 'wood fired', 'woodfire', 'tandoor', 'barbecue', 'bbq', 'campfire'],
    recipeWords: ['smoky', 'smoked', 'charred', 'tandoori', 'tandoor', 'grilled', 'chipotle', 'smoked paprika', 'barbecue', 'wood fired'],
  },
  {
    label: 'fragrant',
    kind: 'aroma',
    phrases: ['fragrant', 'aromatic', 'perfumed', 'fragrance', 'aroma', ['smelled amazing', 0.8], ['smelled wonderful', 0.8]],
    recipeWords: ['fragrant', 'aromatic', 'perfumed', 'basil', 'cardamom', 'lemongrass', 'saffron'],
  },
  {
    label: 'warm spices',
    kind: 'aroma',
    phrases: ['warm spices', 'warmly spiced', 'warm spice', 'spiced', 'spicy aroma', 'masala smell'],
    recipeWords: ['cinnamon', 'cardamom', 'clove', 'garam masala', 'nutmeg', 'allspice', 'star anise', 'spiced'],
  },
  { label: 'floral', kind: 'aroma', phrases: ['floral', 'flowery', 'blossom'], recipeWords: ['rose', 'orange blossom', 'saffron', 'lavender', 'jasmine', 'floral'] },
  { label: 'citrusy', kind: 'aroma', phrases: ['citrusy', 'citrus', 'citrussy'], recipeWords: ['lemon', 'lime', 'orange', 'citrus', 'makrut', 'lemongrass', 'yuzu'] },
  {
    label: 'herbal',
    kind: 'aroma',
    phrases: ['herby', 'herbal', 'herbaceous', 'grassy', 'green smelling'],
    recipeWords: ['basil', 'parsley', 'cilantro', 'mint', 'dill', 'thyme', 'oregano', 'herb', 'fines herbes'],
  },
  {
    label: 'toasty',
    kind: 'aroma',
    phrases: ['toasty', 'toasted', 'roasty', 'roasted', 'baked bread smell', 'freshly baked'],
    recipeWords: ['toasted', 'roasted', 'baked', 'toast', 'bread'],
  },
  { label: 'buttery', kind: 'aroma', phrases: ['buttery', 'brown butter', 'browned butter'], recipeWords: ['butter', 'ghee', 'buttery'] },
  { label: 'yeasty', kind: 'aroma', phrases: ['yeasty', 'bready', 'doughy'], recipeWords: ['yeast', 'dough', 'bread', 'pizza'] },
  {
    label: 'fermented',
    kind: 'aroma',
    phrases: ['funky', 'fermented', 'pungent', 'stinky', 'fishy'],
    recipeWords: ['fermented', 'fish sauce', 'miso', 'kimchi', 'doubanjiang', 'black bean', 'shrimp paste'],
  },
  { label: 'vanilla', kind: 'aroma', phrases: ['vanilla scented', 'vanilla smell', 'vanillary'], recipeWords: ['vanilla'] },

  // ── Visual cues ─────────────────────────────────────────────────────────────────────────────────
  { label: 'golden', kind: 'visual', phrases: ['golden', 'golden brown', 'gold', 'amber', 'bronzed'], recipeWords: ['golden', 'fried', 'baked', 'toasted'] },
  {
    label: 'browned',
    kind: 'visual',
    phrases: ['browned', 'brown', 'deep brown', 'dark brown', 'mahogany'],
    recipeWords: ['browned', 'caramelised', 'caramelized', 'seared', 'roasted'],
  },
  {
    label: 'charred',
    kind: 'visual',
    phrases: ['charred', 'char', 'blackened', 'blistered', 'scorched', 'burnt edges', 'grill marks', 'burnt bits'],
    recipeWords: ['charred', 'char', 'grilled', 'blistered', 'tandoori', 'broiled', 'blackened'],
  },
  { label: 'glossy', kind: 'visual', phrases: ['glossy', 'shiny', 'glistening', 'lacquered', 'glazed', 'sheen'], recipeWords: ['glossy', 'glaze', 'glazed', 'teriyaki', 'shiny'] },
  {
    label: 'bright red',
    kind: 'visual',
    phrases: ['red', 'bright red', 'deep red', 'crimson', 'fiery red', 'rust coloured', 'rust colored'],
    recipeWords: ['red', 'tomato', 'chili', 'paprika', 'kashmiri', 'tinga'],
  },
  {
    label: 'green',
    kind: 'visual',
    phrases: ['green', 'bright green', 'vivid green', 'emerald'],
    recipeWords: ['green', 'spinach', 'palak', 'basil', 'pesto', 'herb', 'cilantro', 'matcha'],
  },
  {
    label: 'yellow',
    kind: 'visual',
    phrases: ['yellow', 'bright yellow', 'saffron yellow', 'saffron coloured', 'saffron colored', 'turmeric yellow'],
    recipeWords: ['yellow', 'turmeric', 'saffron', 'egg', 'poha'],
  },
  { label: 'white', kind: 'visual', phrases: ['pure white', 'milky white', 'snowy', 'pale'], recipeWords: ['white', 'milk', 'rice', 'coconut', 'cream'] },
  {
    label: 'colourful',
    kind: 'visual',
    phrases: ['colourful', 'colorful', 'vibrant', 'rainbow', 'bright colours', 'bright colors'],
    recipeWords: ['colourful', 'colorful', 'vibrant', 'salad', 'pepper'],
  },
  {
    label: 'layered',
    kind: 'visual',
    phrases: ['layered', 'layers', 'stacked', 'rolled', 'spiral', 'spirals', 'coiled', 'folded'],
    recipeWords: ['layered', 'rolled', 'folded', 'tamagoyaki', 'crepe', 'lasagna'],
  },
  { label: 'steaming', kind: 'visual', phrases: ['steaming', 'steamy', 'piping hot', 'bubbling', 'sizzling'], recipeWords: ['soup', 'sizzling', 'bubbling', 'hot', 'stew'] },
  {
    label: 'garnished',
    kind: 'visual',
    phrases: ['garnished', 'sprinkled', 'scattered', 'dusted', 'topped'],
    recipeWords: ['garnish', 'garnished', 'sprinkle', 'topped', 'dusted'],
  },

  // ── Emotions (what the memory meant; they guide nothing about ingredients) ───────────────────────
  {
    label: 'nostalgia',
    kind: 'emotion',
    phrases: [
      'nostalgia',
      'nostalgic',
      'childhood',
      'as a child',
      'as a kid',
      'when i was a kid',
      'when i was little',
      'when i was young',
      'growing up',
      'grew up',
      'used to make',
      'used to eat',
      'reminds me',
      'reminded me',
      'takes me back',
      'took me back',
      'i remember',
      'memories',
      ['remember', 0.6],
      ['grandmother', 0.6],
      ['grandma', 0.6],
      ['granny', 0.6],
      ['nani', 0.6],
      ['dadi', 0.6],
      ['abuela', 0.6],
      ['nonna', 0.6],
    ],
    recipeWords: ['traditional', 'classic', 'grandmother', 'childhood', 'heritage'],
  },
  {
    label: 'comfort',
    kind: 'emotion',
    phrases: ['comfort', 'comforting', 'cosy', 'cozy', 'soothing', 'like a hug', 'warm hug', 'safe', 'homely', 'homey', 'home cooked', 'soul food'],
    recipeWords: ['comfort food', 'comforting', 'cosy', 'cozy', 'hearty', 'one pot'],
  },
  {
    label: 'warmth',
    kind: 'emotion',
    phrases: ['warmth', 'heartwarming', 'warm feeling', 'warmed my heart', 'warmed me up', 'warm inside'],
    recipeWords: ['warming', 'comfort food', 'soup', 'stew'],
  },
  {
    label: 'joy',
    kind: 'emotion',
    phrases: ['joy', 'joyful', 'happy', 'happiness', 'delight', 'delighted', 'delightful', 'excited', 'excitement', 'thrilled', 'bliss', 'blissful'],
    recipeWords: ['party food', 'festive', 'treat'],
  },
  {
    label: 'celebration',
    kind: 'emotion',
    phrases: [
      'celebration',
      'celebrate',
      'celebrating',
      'festive',
      'festival',
      'wedding',
      'birthday',
      'party',
      'feast',
      'diwali',
      'eid',
      'christmas',
      'new year',
      'holiday',
      'special occasion',
    ],
    recipeWords: ['party food', 'festive', 'celebration', 'feast'],
  },
  { label: 'love', kind: 'emotion', phrases: [['love', 0.6], 'loved', 'adored', 'with love', 'made with love', 'lovingly'], recipeWords: [] },
  {
    label: 'longing',
    kind: 'emotion',
    phrases: ['miss', 'missed', 'missing', 'homesick', 'longing', 'long for', 'crave', 'craving', 'never tasted it since', 'never found it again', 'cannot find', 'cant find'],
    recipeWords: [],
  },
  {
    label: 'togetherness',
    kind: 'emotion',
    phrases: ['together', 'the whole family', 'family', 'shared', 'sharing', 'everyone', 'friends', 'around the table'],
    recipeWords: ['sharing', 'party food', 'family'],
  },
  { label: 'surprise', kind: 'emotion', phrases: ['surprised', 'surprising', 'unexpected', 'never tasted anything like', 'blew my mind', 'amazed'], recipeWords: [] },
];

/**
 * Words that introduce a food the member smelled or tasted: "smelled of cardamom", "a hint of lime". The
 * food that follows is then both an identified ingredient and an aroma or flavour of the memory.
 */
export const CUE_LEADS: Readonly<Record<string, 'aroma' | 'flavor'>> = {
  'smelled of': 'aroma',
  'smelt of': 'aroma',
  'smelled like': 'aroma',
  'smelt like': 'aroma',
  'smells of': 'aroma',
  'smells like': 'aroma',
  'smell of': 'aroma',
  'scent of': 'aroma',
  'aroma of': 'aroma',
  'fragrance of': 'aroma',
  'whiff of': 'aroma',
  'fragrant with': 'aroma',
  'perfumed with': 'aroma',
  'scented with': 'aroma',
  'tasted of': 'flavor',
  'tasted like': 'flavor',
  'tastes of': 'flavor',
  'tastes like': 'flavor',
  'taste of': 'flavor',
  'flavour of': 'flavor',
  'flavor of': 'flavor',
  'flavoured with': 'flavor',
  'flavored with': 'flavor',
  'hint of': 'flavor',
  'notes of': 'flavor',
  'touch of': 'flavor',
};

/** Second halves of hyphenated cues after a food: "cardamom-scented" (aroma), "lime-flavoured" (flavour). */
export const CUE_SUFFIXES: Readonly<Record<string, 'aroma' | 'flavor'>> = {
  scented: 'aroma',
  perfumed: 'aroma',
  smelling: 'aroma',
  infused: 'aroma',
  spiced: 'aroma',
  flavoured: 'flavor',
  flavored: 'flavor',
  laced: 'flavor',
  glazed: 'flavor',
  kissed: 'flavor',
  tinged: 'flavor',
  spiked: 'flavor',
};

/**
 * Food names that also name a colour. Followed by one of COLOUR_NOUNS ("saffron-yellow", "cream
 * coloured"), they describe how the dish looked, not what was in it: turmeric also makes rice yellow.
 */
export const COLOUR_FOODS: readonly string[] = [
  'orange',
  'cream',
  'olive',
  'peach',
  'lime',
  'rose',
  'chocolate',
  'honey',
  'mint',
  'caramel',
  'mustard',
  'salmon',
  'plum',
  'cherry',
  'lemon',
  'coffee',
  'butter',
  'wine',
  'saffron',
  'cinnamon',
  'ginger',
  'tomato',
  'apricot',
  'mango',
  'chestnut',
  'cocoa',
  'pumpkin',
];
export const COLOUR_NOUNS: readonly string[] = [
  'coloured',
  'colored',
  'colour',
  'color',
  'hued',
  'tinted',
  'toned',
  'yellow',
  'brown',
  'green',
  'red',
  'pink',
  'orange',
  'white',
  'gold',
  'golden',
  'purple',
  'beige',
];

/**
 * Words the food catalogue knows (an English name, or a Hindi or Spanish one) that in a memory almost
 * always mean something else: "white sauce" (the catalogue's egg white), "the name", "for old times'
 * sake", "a date". They count as ingredients only inside a longer food name ("egg white", "medjool date").
 */
export const AMBIGUOUS_FOOD_WORDS: readonly string[] = [
  'white',
  'ice',
  'date',
  'name',
  'pan',
  'sake',
  'royal',
  'lima',
  'papa',
  'col',
  'til',
  'ron',
  'sal',
  'te',
  'res',
  'mora',
  'anon',
  'rai',
  'jai',
  'lai',
  'sem',
  'seep',
  'tel',
  'mani',
  'gola',
  'seta',
  'pera',
  'clara',
  'pina',
  'nata',
  'pasa',
  'light',
  'dark',
  'stock',
  'agar',
  'set',
  'bun',
  'roll',
  'fig',
  'jam',
  'sub',
  'hash',
  'chip',
  'chips',
  'crisps',
];

/** Words that negate the characteristic or food that follows within NEGATION_WINDOW words. */
export const NEGATORS: readonly string[] = ['not', 'no', 'never', 'without', 'nor', 'neither', 'none', 'nothing', 'cannot', 'lacked', 'lacking'];
export const NEGATION_WINDOW = 3;
/**
 * After a negator, these turn "not sweet" into "not too sweet": the dish had the quality, gently. A
 * softened negation keeps the characteristic at SOFTENED_SHARE of its weight.
 */
export const SOFTENERS: readonly string[] = ['too', 'overly', 'very', 'that', 'so', 'super', 'excessively', 'terribly', 'particularly'];
export const SOFTENED_SHARE = 0.5;

/** Words that scale the characteristic that follows. */
export const INTENSIFIERS: Readonly<Record<string, number>> = {
  very: 1.5,
  really: 1.5,
  so: 1.4,
  super: 1.5,
  extremely: 1.8,
  incredibly: 1.8,
  intensely: 1.8,
  deeply: 1.6,
  wonderfully: 1.4,
  perfectly: 1.3,
  beautifully: 1.3,
  amazingly: 1.5,
  properly: 1.2,
  seriously: 1.4,
  truly: 1.4,
  'so so': 1.8,
  unbelievably: 1.8,
  richly: 1.4,
  strongly: 1.6,
  heavily: 1.6,
  distinctly: 1.4,
  unmistakably: 1.6,
  'full of': 1.4,
};
export const DIMINISHERS: Readonly<Record<string, number>> = {
  slightly: 0.5,
  'a bit': 0.5,
  'a little': 0.5,
  'a little bit': 0.45,
  somewhat: 0.6,
  faintly: 0.4,
  lightly: 0.5,
  mildly: 0.5,
  subtly: 0.5,
  gently: 0.5,
  barely: 0.3,
  hardly: 0.3,
  'kind of': 0.6,
  'sort of': 0.6,
  'a touch': 0.5,
  'just a bit': 0.45,
  vaguely: 0.4,
};

/**
 * Words that name a cuisine, or a country, region or city whose cooking Hearth files under it (Greek,
 * Lebanese and Spanish dishes are 'Mediterranean' in Hearth's cuisine list); matched against a recipe's cuisine.
 */
export const CUISINE_WORDS: Readonly<Record<string, string>> = {
  indian: 'Indian',
  india: 'Indian',
  punjabi: 'Indian',
  bengali: 'Indian',
  gujarati: 'Indian',
  keralan: 'Indian',
  goan: 'Indian',
  mumbai: 'Indian',
  delhi: 'Indian',
  chennai: 'Indian',
  kolkata: 'Indian',
  calcutta: 'Indian',
  hyderabad: 'Indian',
  hyderabadi: 'Indian',
  bangalore: 'Indian',
  bengaluru: 'Indian',
  kerala: 'Indian',
  goa: 'Indian',
  punjab: 'Indian',
  lucknow: 'Indian',
  lucknowi: 'Indian',
  amritsar: 'Indian',
  kashmir: 'Indian',
  kashmiri: 'Indian',
  rajasthani: 'Indian',
  chettinad: 'Indian',
  bombay: 'Indian',
  mughlai: 'Indian',
  thai: 'Thai',
  thailand: 'Thai',
  bangkok: 'Thai',
  'chiang mai': 'Thai',
  isan: 'Thai',
  phuket: 'Thai',
  mexican: 'Mexican',
  mexico: 'Mexican',
  oaxaca: 'Mexican',
  oaxacan: 'Mexican',
  yucatan: 'Mexican',
  guadalajara: 'Mexican',
  italian: 'Italian',
  italy: 'Italian',
  sicilian: 'Italian',
  roman: 'Italian',
  neapolitan: 'Italian',
  rome: 'Italian',
  naples: 'Italian',
  sicily: 'Italian',
  bologna: 'Italian',
  milan: 'Italian',
  florence: 'Italian',
  tuscan: 'Italian',
  tuscany: 'Italian',
  venice: 'Italian',
  french: 'French',
  france: 'French',
  paris: 'French',
  parisian: 'French',
  provencal: 'French',
  provence: 'French',
  lyon: 'French',
  brittany: 'French',
  breton: 'French',
  normandy: 'French',
  japanese: 'Japanese',
  japan: 'Japanese',
  tokyo: 'Japanese',
  osaka: 'Japanese',
  kyoto: 'Japanese',
  chinese: 'Chinese',
  china: 'Chinese',
  sichuan: 'Chinese',
  szechuan: 'Chinese',
  cantonese: 'Chinese',
  beijing: 'Chinese',
  shanghai: 'Chinese',
  hunan: 'Chinese',
  chengdu: 'Chinese',
  'hong kong': 'Chinese',
  guangzhou: 'Chinese',
  greek: 'Mediterranean',
  greece: 'Mediterranean',
  lebanese: 'Mediterranean',
  lebanon: 'Mediterranean',
  turkish: 'Mediterranean',
  spanish: 'Mediterranean',
  spain: 'Mediterranean',
  moroccan: 'Mediterranean',
  morocco: 'Mediterranean',
  israeli: 'Mediterranean',
  egyptian: 'Mediterranean',
  istanbul: 'Mediterranean',
  athens: 'Mediterranean',
  beirut: 'Mediterranean',
  barcelona: 'Mediterranean',
  madrid: 'Mediterranean',
  andalusia: 'Mediterranean',
  seville: 'Mediterranean',
  mediterranean: 'Mediterranean',
  'middle eastern': 'Mediterranean',
  'street food': 'Street Food',
  'street stall': 'Street Food',
  'street vendor': 'Street Food',
  'food cart': 'Street Food',
  hawker: 'Street Food',
  fusion: 'Fusion',
  korean: 'Korean',
  korea: 'Korean',
  seoul: 'Korean',
  vietnamese: 'Vietnamese',
  vietnam: 'Vietnamese',
  hanoi: 'Vietnamese',
  saigon: 'Vietnamese',
};
