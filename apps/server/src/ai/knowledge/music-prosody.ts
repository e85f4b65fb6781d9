// Syllables and rhymes of English, as far as a song about food needs them: the metre and rhyme
// knowledge Recipe to Music writes and checks lyrics with. Written for Hearth.
//
// Syllables: vowel groups counted by spelling, with the usual silent endings (a final -e, -es and -ed
// after most consonants) taken off, and a word list for the words spelling gets wrong (recipe,
// mascarpone, quiet...). Counts follow ordinary sung British/American English; where a word has two
// common counts (fire, flour, every) it is listed with the one a singer most often gives it, and Hearth's
// own phrases avoid such words.
//
// Rhymes: families of words that share their last stressed vowel and what follows it (light, bright,
// tonight; rice, spice, twice), food words included, so a line ending in "rice" can be answered by a line
// ending in "twice". Words outside the families fall back to their spelled ending, which is right for
// regular spellings (night/sight) and says nothing false about irregular ones, since those only match
// words spelled the same way.
import { normalizeName } from './normalize';

/** Words whose spelling misleads the rules below. */
export const SYLLABLE_EXCEPTIONS: Readonly<Record<string, number>> = {
  recipe: 3,
  recipes: 3,
  mascarpone: 4,
  guanciale: 3,
  guacamole: 4,
  wakame: 3,
  teriyaki: 4,
  tamagoyaki: 5,
  leche: 2,
  ajillo: 3,
  jalapeno: 4,
  jalapenos: 4,
  quinoa: 2,
  piano: 3,
  violin: 3,
  quiet: 2,
  create: 2,
  idea: 3,
  area: 3,
  poem: 2,
  every: 2,
  evening: 2,
  fire: 1,
  flour: 1,
  hour: 1,
  our: 1,
  flower: 2,
  naive: 2,
  cafe: 2,
  puree: 2,
  saute: 2,
  souffle: 2,
  creme: 1,
  brulee: 2,
  tahini: 3,
  sesame: 3,
  anise: 2,
  cayenne: 2,
  aubergine: 3,
  nicoise: 2,
  lasagne: 3,
  orange: 2,
  sauce: 1,
  cheese: 1,
  lime: 1,
  savoury: 3,
  savory: 3,
  toffee: 2,
  coffee: 2,
  ghee: 1,
  chickpeas: 2,
  chickpea: 2,
  apple: 2,
  maple: 2,
  naan: 1,
  paella: 3,
  tortilla: 3,
  tortillas: 3,
  chorizo: 3,
  ratatouille: 4,
  macaroni: 4,
  zucchini: 3,
  yogurt: 2,
  yoghurt: 2,
  lettuce: 2,
  spinach: 2,
  cabbage: 2,
  sausage: 2,
  courgette: 2,
  baguette: 2,
  omelette: 2,
  omelet: 2,
  meringue: 2,
  champagne: 2,
  vinaigrette: 3,
  cumin: 2,
  wine: 1,
  being: 2,
  seeing: 2,
  going: 2,
  doing: 2,
  everyone: 3,
  everything: 3,
  homemade: 2,
  crepes: 1,
  crepe: 1,
  fines: 1,
  herbes: 1,
  rancheros: 3,
  huevos: 2,
  paneer: 2,
};

const ACCENTS = /[\u0300-\u036f]/g;

function wordKey(word: string): string {
  return word
    .normalize('NFD')
    .replace(ACCENTS, '')
    .toLowerCase()
    .replace(/['’‘`]/g, '')
    .replace(/[^a-z]/g, '');
}

const DEVANAGARI_CONSONANT = /[\u0915-\u0939\u0958-\u095f]/;
const DEVANAGARI_VOWEL = /[\u0904-\u0914]/;
const VIRAMA = '\u094d';
const SYLLABIC_SCRIPT = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]/u;

/**
 * An estimate for words outside the Latin alphabet, so a dish typed in Hindi or Chinese still fits the
 * metre: Devanagari by its aksharas (a consonant not joined by a virama, or a vowel letter; the final
 * inherent vowel is not said, as in पनीर, pa-neer); Chinese, Japanese and Korean one per character; digits
 * one each; other scripts about one per three letters.
 */
function nonLatinSyllables(raw: string): number {
  if (/^\d+$/.test(raw)) return raw.length;
  const chars = [...raw];
  if (chars.some((ch) => DEVANAGARI_CONSONANT.test(ch) || DEVANAGARI_VOWEL.test(ch))) {
    let count = 0;
    chars.forEach((ch, i) => {
      if (DEVANAGARI_VOWEL.test(ch) || (DEVANAGARI_CONSONANT.test(ch) && chars[i + 1] !== VIRAMA)) count += 1;
    });
    const last = chars.at(-1) ?? '';
    if (DEVANAGARI_CONSONANT.test(last) && count > 1) count -= 1;
    return Math.max(1, count);
  }
  const syllabic = chars.filter((ch) => SYLLABIC_SCRIPT.test(ch)).length;
  if (syllabic) return syllabic;
  return Math.max(1, Math.round(chars.filter((ch) => /\p{L}/u.test(ch)).length / 3));
}

/** Syllables of one word by its spelling (see the header for the rules and their limits). */
export function syllablesOfWord(raw: string): number {
  const word = wordKey(raw);
  if (!word) return /[\p{L}\d]/u.test(raw) ? nonLatinSyllables(raw.replace(/[^\p{L}\p{M}\d]/gu, '')) : 0;
  const known = SYLLABLE_EXCEPTIONS[word];
  if (known !== undefined) return known;
  // A leading y is a consonant (yeast, yoghurt); elsewhere it is a vowel (spicy, thyme).
  const letters = word.replace(/^y/, '');
  let count = (letters.match(/[aeiouy]+/g) ?? []).length;
  // A vowel before -ing is its own syllable (be-ing, go-ing, fry-ing), though the spelling joins them.
  if (/[aeiouy]ing$/.test(word)) count += 1;
  if (count <= 1) return Math.max(1, count);
  const before = (suffixLength: number) => word.charAt(word.length - suffixLength - 1);
  const consonantL = (suffixLength: number) => before(suffixLength) === 'l' && !/[aeiouy]/.test(word.charAt(word.length - suffixLength - 2));
  // Silent final e (bake, sauce, whole), but not the -le of a syllable like ap-ple or ta-ble.
  if (/[^aeiouy]e$/.test(word) && !(word.endsWith('le') && consonantL(1))) count -= 1;
  // -es is silent after most consonants (bakes, leaves), sounded after s, x, z, ch, sh, soft c and g (slices, dishes).
  else if (/[^aeiouy]es$/.test(word) && !/(s|x|z|ch|sh|c|g)es$/.test(word) && !consonantL(2)) count -= 1;
  // -ed is silent except after t and d (baked, simmered; roasted, added).
  else if (/[^aeiouy]ed$/.test(word) && !/[td]ed$/.test(word) && !consonantL(2)) count -= 1;
  return Math.max(1, count);
}

/** Words of a line, as sung: hyphenated words count as their parts. */
export function wordsOf(text: string): string[] {
  return text
    .split(/[\s\-–—/]+/)
    .map((w) => w.replace(/^[^\p{L}\p{M}\d]+|[^\p{L}\p{M}\d]+$/gu, ''))
    .filter((w) => /[\p{L}\d]/u.test(w));
}

export function syllablesOf(text: string): number {
  return wordsOf(text).reduce((sum, word) => sum + syllablesOfWord(word), 0);
}

/** The last word of a line, normalised ('tonight,' → 'tonight'). */
export function lastWord(text: string): string {
  return wordKey(wordsOf(text).at(-1) ?? '');
}

export interface RhymeFamily {
  /** The shared sound, spelled plainly. */
  id: string;
  words: readonly string[];
}

/** Families of rhyming words. A word belongs to one family only (a test checks). */
export const RHYME_FAMILIES: readonly RhymeFamily[] = [
  {
    id: 'ight',
    words: [
      'light',
      'bright',
      'night',
      'right',
      'tight',
      'delight',
      'white',
      'sight',
      'bite',
      'height',
      'might',
      'flight',
      'tonight',
      'candlelight',
      'write',
      'quite',
      'invite',
      'unite',
      'alright',
      'slight',
      'kite',
    ],
  },
  {
    id: 'ay',
    words: [
      'day',
      'way',
      'stay',
      'play',
      'say',
      'away',
      'today',
      'display',
      'tray',
      'spray',
      'sway',
      'okay',
      'grey',
      'gray',
      'clay',
      'may',
      'ray',
      'delay',
      'weigh',
      'fray',
      'hooray',
      'puree',
      'saute',
      'souffle',
      'brulee',
      'cafe',
      'frappe',
    ],
  },
  {
    id: 'ow',
    words: ['slow', 'glow', 'go', 'low', 'show', 'flow', 'know', 'snow', 'grow', 'row', 'so', 'though', 'aglow', 'below', 'ago', 'throw', 'fro', 'dough', 'roe', 'hello'],
  },
  { id: 'and', words: ['hand', 'band', 'planned', 'grand', 'land', 'stand', 'sand', 'demand', 'understand', 'expand', 'brand'] },
  { id: 'art', words: ['art', 'heart', 'start', 'part', 'apart', 'smart', 'chart', 'cart', 'tart', 'dart'] },
  { id: 'ong', words: ['song', 'along', 'long', 'strong', 'belong', 'wrong', 'throng', 'gong', 'oolong'] },
  { id: 'ace', words: ['place', 'grace', 'pace', 'face', 'space', 'embrace', 'trace', 'lace', 'race', 'base', 'mace'] },
  { id: 'ound', words: ['around', 'sound', 'found', 'ground', 'round', 'bound', 'profound', 'pound', 'abound', 'mound', 'surround', 'browned'] },
  {
    id: 'ine',
    words: ['fine', 'shine', 'line', 'design', 'divine', 'mine', 'dine', 'wine', 'brine', 'vine', 'sign', 'nine', 'twine', 'combine', 'entwine', 'pine', 'spine', 'shrine'],
  },
  { id: 'ime', words: ['time', 'rhyme', 'climb', 'prime', 'chime', 'sublime', 'thyme', 'lime', 'dime', 'mime', 'crime'] },
  {
    id: 'eet',
    words: ['sweet', 'complete', 'meet', 'beat', 'heat', 'neat', 'treat', 'street', 'seat', 'feet', 'greet', 'repeat', 'wheat', 'meat', 'beet', 'sheet', 'fleet', 'suite'],
  },
  { id: 'ear', words: ['here', 'near', 'clear', 'dear', 'year', 'cheer', 'appear', 'sincere', 'disappear', 'steer', 'sphere', 'peer', 'beer', 'paneer'] },
  { id: 'ell', words: ['well', 'tell', 'spell', 'bell', 'smell', 'shell', 'swell', 'dwell', 'fell', 'sell', 'farewell'] },
  { id: 'ore', words: ['more', 'core', 'door', 'floor', 'pour', 'shore', 'adore', 'galore', 'before', 'store', 'explore', 'roar', 'soar', 'four'] },
  { id: 'ee', words: ['me', 'see', 'free', 'tea', 'glee', 'three', 'be', 'we', 'sea', 'key', 'agree', 'degree', 'tree', 'ghee', 'pea', 'brie', 'spree', 'carefree', 'jubilee'] },
  { id: 'ide', words: ['pride', 'side', 'wide', 'inside', 'guide', 'ride', 'glide', 'tide', 'bride', 'abide', 'slide', 'stride', 'decide', 'provide', 'aside', 'fried'] },
  { id: 'ing', words: ['sing', 'bring', 'spring', 'ring', 'thing', 'king', 'wing', 'string', 'swing', 'sting', 'cling', 'fling'] },
  { id: 'ot', words: ['pot', 'hot', 'lot', 'got', 'spot', 'knot', 'plot', 'not', 'shot', 'forgot', 'dot', 'shallot'] },
  { id: 'ill', words: ['will', 'still', 'fill', 'thrill', 'skill', 'chill', 'grill', 'spill', 'hill', 'mill', 'until', 'dill', 'krill'] },
  { id: 'eam', words: ['dream', 'steam', 'gleam', 'team', 'stream', 'seem', 'beam', 'scheme', 'theme', 'cream', 'supreme', 'extreme'] },
  { id: 'old', words: ['gold', 'bold', 'hold', 'told', 'old', 'cold', 'fold', 'rolled', 'sold', 'mould', 'behold', 'unfold', 'controlled'] },
  { id: 'ark', words: ['dark', 'spark', 'mark', 'park', 'bark', 'embark', 'remark', 'lark', 'shark'] },
  {
    id: 'ain',
    words: ['rain', 'again', 'remain', 'plain', 'lane', 'pain', 'chain', 'explain', 'train', 'grain', 'main', 'sustain', 'refrain', 'cane', 'gain', 'domain', 'champagne'],
  },
  {
    id: 'ade',
    words: [
      'made',
      'shade',
      'fade',
      'played',
      'laid',
      'grade',
      'parade',
      'cascade',
      'lemonade',
      'marmalade',
      'braid',
      'afraid',
      'unafraid',
      'stayed',
      'weighed',
      'spade',
      'blade',
      'homemade',
    ],
  },
  { id: 'one', words: ['own', 'alone', 'stone', 'grown', 'known', 'tone', 'zone', 'bone', 'throne', 'scone', 'cone', 'thrown', 'shown', 'blown', 'flown', 'sewn', 'overgrown'] },
  { id: 'oop', words: ['soup', 'loop', 'group', 'scoop', 'hoop', 'troop', 'swoop', 'coop'] },
  {
    id: 'ew',
    words: [
      'new',
      'you',
      'through',
      'true',
      'blue',
      'too',
      'view',
      'few',
      'crew',
      'grew',
      'knew',
      'brew',
      'stew',
      'dew',
      'who',
      'do',
      'flew',
      'glue',
      'clue',
      'due',
      'anew',
      'shoe',
      'fondue',
    ],
  },
  {
    id: 'ake',
    words: [
      'make',
      'take',
      'bake',
      'cake',
      'shake',
      'wake',
      'lake',
      'sake',
      'steak',
      'flake',
      'break',
      'awake',
      'mistake',
      'snake',
      'partake',
      'stake',
      'pancake',
      'cupcake',
      'cheesecake',
    ],
  },
  {
    id: 'ice',
    words: ['nice', 'rice', 'spice', 'slice', 'twice', 'price', 'dice', 'advice', 'suffice', 'entice', 'paradise', 'device', 'splice', 'mice', 'vice', 'precise', 'allspice'],
  },
  {
    id: 'ead',
    words: ['bread', 'spread', 'head', 'red', 'said', 'fed', 'instead', 'thread', 'shed', 'led', 'ahead', 'bed', 'dread', 'wed', 'sled', 'tread', 'shortbread', 'flatbread'],
  },
  {
    id: 'een',
    words: [
      'green',
      'bean',
      'clean',
      'seen',
      'between',
      'serene',
      'lean',
      'keen',
      'queen',
      'machine',
      'screen',
      'sheen',
      'scene',
      'cuisine',
      'sardine',
      'tangerine',
      'nectarine',
      'tureen',
      'caffeine',
    ],
  },
  { id: 'eel', words: ['feel', 'meal', 'real', 'deal', 'wheel', 'seal', 'steal', 'heal', 'reveal', 'appeal', 'ideal', 'peel', 'veal', 'oatmeal', 'kneel', 'zeal', 'conceal'] },
  { id: 'oil', words: ['oil', 'boil', 'foil', 'soil', 'toil', 'coil', 'spoil'] },
  { id: 'ash', words: ['dash', 'flash', 'splash', 'mash', 'crash', 'clash', 'stash', 'smash', 'hash'] },
  { id: 'um', words: ['come', 'some', 'drum', 'hum', 'plum', 'crumb', 'thumb', 'sum', 'numb', 'become', 'yum', 'rum'] },
  {
    id: 'air',
    words: [
      'air',
      'care',
      'share',
      'there',
      'where',
      'pear',
      'hair',
      'chair',
      'fair',
      'rare',
      'flair',
      'bear',
      'prepare',
      'declare',
      'beware',
      'spare',
      'stare',
      'square',
      'dare',
      'pair',
      'affair',
      'despair',
      'elsewhere',
      'eclair',
      'compare',
    ],
  },
  { id: 'ust', words: ['crust', 'must', 'trust', 'dust', 'just', 'gust', 'rust', 'robust', 'adjust'] },
  { id: 'ip', words: ['dip', 'chip', 'sip', 'drip', 'ship', 'tip', 'trip', 'grip', 'flip', 'slip', 'lip', 'hip', 'whip', 'strip'] },
  { id: 'ix', words: ['mix', 'fix', 'six', 'tricks', 'sticks', 'picks', 'kicks', 'bricks'] },
  { id: 'ease', words: ['cheese', 'peas', 'please', 'breeze', 'ease', 'freeze', 'squeeze', 'tease', 'seas', 'keys', 'trees', 'degrees', 'chickpeas', 'sees', 'knees'] },
];

let familyIndex: Map<string, string> | undefined;

function familyOf(word: string): string | undefined {
  if (!familyIndex) {
    familyIndex = new Map();
    for (const family of RHYME_FAMILIES) for (const member of family.words) familyIndex.set(wordKey(member.split(' ').at(-1) ?? member), family.id);
  }
  return familyIndex.get(word);
}

/**
 * The spelled ending from the last vowel group on, with a silent final e kept with its vowel (bake → ake).
 * A word ending on a vowel after another syllable is read from the vowel before (mango → ango), since
 * such endings are rarely stressed.
 */
function spelledRime(word: string): string {
  const open = /[aeiouy]+[^aeiouy]+[aiou]$/.exec(word);
  if (open && open.index > 0) return open[0];
  const match = /[aeiouy]+[^aeiouy]*e?$/.exec(word.replace(/^y/, ''));
  const tail = match?.[0] ?? word;
  // "ake" of bake, not just "e": when the final e is silent, the rime starts at the vowel before it.
  if (/^e$/.test(tail) || /^[^aeiouy]*e$/.test(tail)) {
    const inner = /[aeiouy]+[^aeiouy]+e$/.exec(word);
    if (inner) return inner[0];
  }
  return tail;
}

/** A key shared by words that rhyme: their family, or else their spelled ending. */
export function rhymeKey(word: string): string {
  const key = wordKey(word);
  if (!key) return '';
  return familyOf(key) ?? `~${spelledRime(key)}`;
}

/** Two line endings rhyme when their keys agree and the words differ (a word does not rhyme with itself). */
export function rhymes(a: string, b: string): boolean {
  const first = wordKey(a);
  const second = wordKey(b);
  return first !== '' && first !== second && rhymeKey(first) === rhymeKey(second);
}

/** Whether a word is in one of the families (so Hearth can find it a partner). */
export function hasRhymeFamily(word: string): boolean {
  return familyOf(wordKey(word)) !== undefined;
}

/** Normalised the way the food index is, for matching lyrics against ingredient names. */
export const normalizeLyric = normalizeName;
