import { findFood } from '../knowledge/lookup';
import type { IngredientCategory } from '../knowledge/types';
import { colourFor } from './palette';
import { blend } from './svg-kit';

/**
 * How ingredients look in a finished dish: the shape a cook cuts them into and the colour they take when
 * cooked, and how sauce-forming ingredients tint a sauce. Written from ordinary kitchen observation (a
 * tomato wedge is red with a pale seed bed; paneer is cut in cream cubes that char at the edges;
 * turmeric turns a sauce yellow). Matched on the name as written, then on the catalogue's name for it
 * (so "pyaz" or "cebolla" look like onion), then by catalogue category.
 */
export type PieceShape =
  | 'cube'
  | 'chunk'
  | 'bean'
  | 'leaf'
  | 'herb'
  | 'fleck'
  | 'wedge'
  | 'round'
  | 'ring'
  | 'strip'
  | 'shrimp'
  | 'olive'
  | 'crumble'
  | 'nut'
  | 'mushroom'
  | 'slice'
  | 'chili'
  | 'floret'
  | 'sprout'
  | 'seed'
  | 'berry';

export type Role = 'protein' | 'vegetable' | 'herb' | 'cheese' | 'fruit' | 'nut' | 'spice' | 'garnish';

export interface Look {
  shape: PieceShape;
  colour: string;
  role: Role;
  /** A second colour: a tomato's seed bed, a cucumber's flesh, paneer's char, a shrimp's stripes. */
  inner?: string;
}

type LookRow = readonly [RegExp, Look];

const look = (shape: PieceShape, colour: string, role: Role, inner?: string): Look => ({ shape, colour, role, ...(inner ? { inner } : {}) });

/**
 * Ingredients that leave no piece of their own in the finished dish: they dissolve or tint the sauce, or
 * they are the dish's structure (noodles, rice, tortillas), which each form draws itself.
 */
const INVISIBLE =
  /\b(salt|water|sugar|oil|ghee|butter|stock|broth|baking|yeast|vinegar|wine|sake|mirin|sauce|paste|cornstarch|corn ?flour|flour|besan|extract|powder|masala|amchur|milk|cream|yogurt|curd|mascarpone|kombu|dashi|honey|syrup|jaggery|miso|doubanjiang|tamarind|adobo|gelatin|espresso|coffee|tea|juice|zest|yolk|puree|purée|garlic|ginger|shallot|methi|bay lea\w*|cinnamon|cardamom|clove|star anise|saffron|vanilla|lemongrass|makrut|kaffir|galangal|asafoetida|hing|nutmeg|tortilla|bread|pita|baguette|naan|roti|bun|wrap|noodles?|pasta|spaghetti|linguine|fettuccine|penne|macaroni|rice|poha|ladyfingers?|biscuits?|breadcrumbs?|panko|oats?|chocolate|cocoa|cornmeal|semolina|tahini|crushed tomato(es)?|canned tomato(es)?|tinned tomato(es)?|passata)\b/;

/** Shapes and colours as they appear in the dish. First match wins, so specific names come first. */
const LOOKS: readonly LookRow[] = [
  [/chipotle/, look('chunk', '#7a2a14', 'spice')],
  [/green onion|spring onion|scallion|chive/, look('ring', '#5e9e3a', 'herb', '#d9ecb8')],
  [/red onion|purple onion/, look('ring', '#8e3f73', 'vegetable', '#efe0ea')],
  [/onion/, look('strip', '#e9d6a6', 'vegetable')],
  [/cherry tomato|grape tomato/, look('berry', '#d8362a', 'vegetable')],
  [/sun.?dried tomato/, look('strip', '#8e2418', 'vegetable')],
  [/tomato/, look('wedge', '#d8402c', 'vegetable', '#ec8a5c')],
  [/cucumber/, look('round', '#3f7a32', 'vegetable', '#dfeeb8')],
  [/zucchini|courgette/, look('round', '#3d6e2c', 'vegetable', '#eef0c2')],
  [/eggplant|aubergine|brinjal/, look('chunk', '#5b2d5a', 'vegetable', '#e8d9a8')],
  [/red bell pepper|red capsicum/, look('strip', '#d2321f', 'vegetable')],
  [/yellow bell pepper|yellow capsicum/, look('strip', '#f0c020', 'vegetable')],
  [/orange bell pepper/, look('strip', '#f08a1c', 'vegetable')],
  [/bell pepper|capsicum/, look('strip', '#4f8c2a', 'vegetable')],
  [/dried red chil|whole red chil|red chil+i\b|red chile\b|bird.?s eye/, look('chili', '#b81e12', 'spice')],
  [/chil+i flake|pepper flake|chile flake/, look('fleck', '#b8321c', 'spice')],
  [/jalape|green chil|serrano/, look('ring', '#3f8a2a', 'spice', '#d9e8a8')],
  [/black pepper|peppercorn|sichuan pepper/, look('fleck', '#2b2118', 'spice')],
  [/sesame seed/, look('seed', '#f1e3c2', 'garnish')],
  [/mustard seed|cumin seed|nigella|fennel seed|kalonji/, look('fleck', '#3b2a1a', 'spice')],
  [/oregano|dried herb|thyme|rosemary|za.?atar/, look('fleck', '#5d6b35', 'spice')],
  [/curry lea/, look('leaf', '#2f6a2a', 'herb')],
  [/thai basil|basil/, look('leaf', '#3b8a35', 'herb')],
  [/mint/, look('leaf', '#4c9a46', 'herb')],
  [/lettuce|romaine|rocket|arugula|mixed greens|salad leaves|cos\b/, look('leaf', '#6aa83f', 'vegetable')],
  [/spinach|palak|kale|chard/, look('leaf', '#2f6b2a', 'vegetable')],
  [/cabbage/, look('strip', '#cfe0a8', 'vegetable')],
  [/cilantro|coriander lea|fresh coriander|parsley|dill|tarragon|chervil|herbs/, look('herb', '#3f8a35', 'herb')],
  [/wakame|seaweed|nori/, look('leaf', '#25401f', 'vegetable')],
  [/bean sprout|mung sprout/, look('sprout', '#f2eed8', 'vegetable')],
  [/green pea|peas\b|\bpea\b|edamame/, look('bean', '#6aae3a', 'vegetable')],
  [/black bean|black-eyed|kidney bean|rajma/, look('bean', '#3a2622', 'protein')],
  [/chickpea|garbanzo|chana|cannellini|white bean|navy bean/, look('bean', '#d9a85a', 'protein')],
  [/lentil|dal\b|toor|moong/, look('fleck', '#d9902a', 'protein')],
  [/corn|sweetcorn|maize kernel/, look('bean', '#f2c230', 'vegetable')],
  [/carrot/, look('round', '#ee7a22', 'vegetable', '#f5a04a')],
  [/sweet potato|pumpkin|butternut|squash/, look('cube', '#ee8a2a', 'vegetable')],
  [/potato/, look('cube', '#ecd28f', 'vegetable')],
  [/cauliflower/, look('floret', '#f1ead2', 'vegetable')],
  [/broccoli/, look('floret', '#3f7a2a', 'vegetable')],
  [/green bean|french bean|okra|asparagus/, look('strip', '#4f8a2e', 'vegetable')],
  [/mushroom|shiitake|cremini|portobello/, look('mushroom', '#9c7450', 'vegetable', '#e2cfae')],
  [/olive/, look('olive', '#3e2a33', 'garnish')],
  [/avocado|guacamole/, look('cube', '#9cc05a', 'vegetable', '#d8e58c')],
  [/lime/, look('wedge', '#6fa83a', 'fruit', '#d6e89a')],
  [/lemon/, look('wedge', '#f2d23a', 'fruit', '#faf0a6')],
  [/mango/, look('slice', '#f5b21f', 'fruit')],
  [/strawberr/, look('berry', '#d42a2a', 'fruit')],
  [/raspberr/, look('berry', '#c81f45', 'fruit')],
  [/blueberr/, look('berry', '#3b3f7a', 'fruit')],
  [/banana/, look('round', '#f3e2a0', 'fruit', '#f8efc8')],
  [/apple/, look('slice', '#f1e3b0', 'fruit')],
  [/raisin|sultana|currant/, look('bean', '#4a2a1e', 'fruit')],
  [/peanut|cashew|almond|walnut|pecan|hazelnut|macadamia|pistachio/, look('nut', '#c9955a', 'nut')],
  [/pine nut/, look('nut', '#ead7a6', 'nut')],
  [/paneer|halloumi/, look('cube', '#f6ecd6', 'protein', '#c8782e')],
  [/silken tofu|soft tofu|firm tofu|tofu/, look('cube', '#f7f2e6', 'protein', '#e8dcc0')],
  [/feta|queso fresco|goat cheese|cotija/, look('crumble', '#fbf8ee', 'cheese')],
  [/mozzarella|burrata/, look('crumble', '#fbf6e6', 'cheese')],
  [/parmesan|pecorino|grana|gruy|cheddar|cheese|emmental|manchego/, look('fleck', '#f3e2a8', 'cheese')],
  [/shrimp|prawn|gamba/, look('shrimp', '#f08a5a', 'protein', '#fbd2b4')],
  [/salmon/, look('chunk', '#f08a5a', 'protein', '#f8b48a')],
  [/tuna|cod|fish|tilapia|snapper|haddock|mackerel/, look('chunk', '#eed9bd', 'protein')],
  [/squid|calamari/, look('ring', '#f1e8dc', 'protein', '#f8f2e8')],
  [/mussel|clam|oyster/, look('olive', '#2b2a33', 'protein')],
  [/ground pork|minced pork|ground beef|minced beef|mince|ground lamb|keema/, look('fleck', '#7a4528', 'protein')],
  [/guanciale|pancetta|bacon|lardon|chorizo|ham\b|prosciutto/, look('cube', '#c8715a', 'protein', '#f3d6c2')],
  [/chicken|turkey/, look('chunk', '#d89a5e', 'protein', '#f0d2a8')],
  [/beef|steak|lamb|mutton|goat|pork|sausage/, look('chunk', '#6e3b22', 'protein', '#8f5234')],
  [/egg/, look('chunk', '#f6d25a', 'protein', '#fff6da')],
];

const CATEGORY_LOOK: Partial<Record<IngredientCategory, (name: string) => Look>> = {
  Vegetables: (name) => look('chunk', colourFor(name, 'Vegetables', 0), 'vegetable'),
  Fruits: (name) => look('slice', colourFor(name, 'Fruits', 0), 'fruit'),
  'Meat & Poultry': () => look('chunk', '#8a4a2a', 'protein', '#b06a40'),
  'Fish & Seafood': () => look('chunk', '#eed9bd', 'protein'),
  'Legumes & Pulses': (name) => look('bean', colourFor(name, 'Legumes & Pulses', 0), 'protein'),
  Herbs: () => look('herb', '#3f8a35', 'herb'),
  'Nuts & Seeds': () => look('nut', '#c9955a', 'nut'),
  Eggs: () => look('chunk', '#f6d25a', 'protein', '#fff6da'),
};

export function lookOf(name: string): Look | null {
  const lower = name.toLowerCase();
  if (INVISIBLE.test(lower)) return null;
  const entry = findFood(name);
  const canonical = entry?.name ?? null;
  for (const text of canonical && canonical !== lower ? [lower, canonical] : [lower]) {
    const row = LOOKS.find(([pattern]) => pattern.test(text));
    if (row) return row[1];
  }
  if (!entry || (canonical && INVISIBLE.test(canonical))) return null;
  return CATEGORY_LOOK[entry.category]?.(name) ?? null;
}

/** How ingredients tint a sauce, with how strongly (a spoon of turmeric colours less than a tin of tomatoes). */
const TINTS: readonly (readonly [RegExp, string, number])[] = [
  [/spinach|palak|sarson|mustard green/, '#2f7a2a', 14],
  [/green curry paste/, '#8aa84a', 3],
  [/red curry paste/, '#c4452a', 3],
  [/yellow curry paste|curry powder/, '#d9a12a', 2],
  [/pesto/, '#4f8a2c', 4],
  [/tomato paste|tomato puree|tomato purée|passata|crushed tomato|canned tomato|tinned tomato|marinara/, '#c23a1f', 3.5],
  [/tomato/, '#cf4a2a', 2.5],
  [/chipotle|adobo/, '#8a2e14', 2],
  [/kashmiri|chil+i powder|paprika|cayenne|gochugaru/, '#c63a1e', 1],
  [/doubanjiang|chili bean|gochujang/, '#a0281a', 3],
  [/chil+i oil/, '#b3200f', 2],
  [/turmeric|haldi/, '#e8a317', 1.5],
  [/saffron/, '#f08a10', 1],
  [/coconut milk|coconut cream/, '#f4ecdc', 2.5],
  [/heavy cream|double cream|cream\b|sour cream|cr[eè]me fra[iî]che/, '#f6efe0', 1.2],
  [/yogurt|curd|dahi/, '#f6efe4', 1],
  [/\bmilk\b/, '#f7f1e4', 1],
  [/soy sauce|tamari|oyster sauce|hoisin|kecap|dark soy/, '#5a3019', 1.4],
  [/tamarind/, '#8a4a22', 1.5],
  [/\bmiso\b/, '#b8904e', 1.6],
  [/garam masala|ground cumin|ground coriander|cumin powder|coriander powder/, '#8a5a2b', 0.5],
  [/\bonion\b/, '#d9b07a', 0.5],
  [/beef stock|beef broth|demi/, '#6e4020', 2],
  [/stock|broth/, '#c99a5a', 0.8],
  [/egg yolk/, '#f2c14e', 2],
  [/cheddar|american cheese|monterey|colby|gouda|processed cheese/, '#f2b83c', 3],
  [/pecorino|parmesan|gruy|cheese/, '#f1dca0', 0.8],
  [/cocoa|chocolate/, '#5a3520', 2],
  [/espresso|coffee/, '#4a2c1a', 1.5],
  [/peanut butter|satay/, '#b5773a', 2],
  [/black bean|frijoles/, '#3a2a24', 1.5],
  [/red wine/, '#6a1e2a', 1],
  [/butter\b|ghee/, '#f3d88a', 0.3],
];

export interface Piece {
  name: string;
  look: Look;
  /** Prominence 0..1: earlier, bigger-role ingredients count for more. */
  weight: number;
}

/** What a dish's ingredient list tells the illustrator. */
export interface FoodReading {
  names: string[];
  /** Visible pieces, most prominent first (herbs and flecks listed separately). */
  pieces: Piece[];
  herbs: Piece[];
  flecks: Piece[];
  cheese: Piece | null;
  /** The sauce colour from the tinting ingredients, or null when nothing tints (a clear or dry dish). */
  sauce: string | null;
  has(pattern: RegExp): boolean;
}

const ROLE_ORDER: Record<Role, number> = { protein: 0, vegetable: 1, fruit: 2, cheese: 3, nut: 4, garnish: 5, herb: 6, spice: 7 };
const ROLE_WEIGHT: Record<Role, number> = { protein: 1, vegetable: 0.6, fruit: 0.35, cheese: 0.5, nut: 0.4, garnish: 0.35, herb: 0.5, spice: 0.35 };

export function readIngredients(ingredients: readonly string[]): FoodReading {
  const names = ingredients.map((n) => n.toLowerCase().trim()).filter(Boolean);
  const visible: Piece[] = [];
  names.forEach((name, index) => {
    const found = lookOf(name);
    // Prominence: what the ingredient is (the protein is the dish; a chilli is a fleck of it), then order.
    if (found)
      visible.push({
        name,
        look: found,
        weight: ROLE_WEIGHT[found.role] * (found.shape === 'ring' && found.role !== 'protein' ? 0.5 : 1) * (0.6 + 0.4 * (1 - index / Math.max(8, names.length))),
      });
  });
  const isFleck = (p: Piece) => p.look.shape === 'fleck' || p.look.shape === 'seed';
  const pieces = visible
    .filter((p) => p.look.role !== 'herb' && !isFleck(p) && p.look.role !== 'cheese')
    .sort((a, b) => ROLE_ORDER[a.look.role] - ROLE_ORDER[b.look.role] || b.weight - a.weight);
  const tints = names.flatMap((name) => {
    const row = TINTS.find(([pattern]) => pattern.test(name));
    return row ? [[row[1], row[2]] as const] : [];
  });
  const strong = tints.some(([, w]) => w >= 1.4);
  return {
    names,
    pieces,
    herbs: visible.filter((p) => p.look.role === 'herb'),
    flecks: visible.filter((p) => isFleck(p) && p.look.role !== 'cheese'),
    cheese: visible.find((p) => p.look.role === 'cheese') ?? null,
    sauce: strong ? blend(tints, '#c9a36a') : null,
    has: (pattern) => names.some((n) => pattern.test(n)),
  };
}
