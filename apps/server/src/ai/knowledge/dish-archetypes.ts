// Dish archetypes: the shapes home cooking keeps returning to (a curry, a stir-fry, a gratin...), written
// as data so the built-in Chef composes recipes by filling roles rather than by copying text. Each role
// lists catalogue foods (names as in foods/*.ts) in order of how typical they are for the dish, with
// amounts per serving; each method is a sequence of steps with realistic times and temperatures.
//
// Sources for the method facts (times, temperatures, why a step matters):
// - Harold McGee, On Food and Cooking, revised edition, 2004 (starch gelatinisation, browning, emulsions,
//   cheese sauces, gels, egg coagulation).
// - Samin Nosrat, Salt Fat Acid Heat, 2017 (balancing a dish with salt, fat, acid and heat; acid at the end).
// - J. Kenji López-Alt, The Food Lab, 2015 (day-old rice for fried rice, wok timing, pasta water emulsions).
// - USDA FSIS, Safe Minimum Internal Temperature Chart (poultry 74 °C / 165 °F; ground meat 71 °C / 160 °F;
//   whole cuts of beef, pork and lamb and fish 63 °C / 145 °F).
// - Nathan Myhrvold and Maxime Bilet, Modernist Cuisine at Home, 2012 (sodium citrate cheese sauce).
//
// Portions are ordinary home portions (about 75 g dry rice or pasta, 120–150 g meat or fish a serving).

export type Role =
  'base' | 'protein' | 'aromatic' | 'vegetable' | 'fruit' | 'fat' | 'acid' | 'spice' | 'herb' | 'liquid' | 'dairy' | 'cheese' | 'sweet' | 'seasoning' | 'binder' | 'finish';

/** A food for a role: its catalogue name, or [name, quantity per serving, unit, name as written in the recipe]. */
export type RoleOption = string | readonly [name: string, quantity: number, unit: string, written?: string];

export interface RoleSpec {
  role: Role;
  /** How many foods fill the role: [fewest that make the dish, most that still suit it]. */
  count: readonly [number, number];
  /** Amount of each chosen food per serving unless the option says otherwise. */
  perServing: readonly [number, string];
  options: readonly RoleOption[];
  /**
   * The dish is not itself without this role (a curry without spices is a stew). Flavour roles that do
   * not define the dish may go unfilled when the member limits a recipe to the ingredients they have.
   */
  defining?: true;
}

export interface StepTemplate {
  /** {role} is replaced by the chosen foods of that role ("onion, garlic and ginger"); {cue} by the protein's doneness cue. */
  text: string;
  /** Minutes the step takes; 'protein' means the protein's time for this dish's cooking method. */
  minutes: number | 'protein';
  /** The step is written only when all these roles were filled. */
  needs?: readonly Role[];
  /** The step is written only when none of these roles were filled (the alternative to another step). */
  unless?: readonly Role[];
  /** Runs alongside the next steps (rice cooking while the sauce simmers): counts only if longer than them. */
  parallel?: boolean;
}

export type DishStyle = 'comfort' | 'healthy' | 'quick' | 'zero-waste' | 'gourmet' | 'light' | 'savory-sweet' | 'rainbow' | 'fusion' | 'technique';
export type Course = 'main' | 'breakfast' | 'dessert';

export interface DishArchetype {
  key: string;
  /** The dish's plain name, used in titles. */
  name: string;
  /** Words in a request that name this dish. */
  keywords: readonly string[];
  course: Course;
  mealTypes: readonly ('Breakfast' | 'Lunch' | 'Dinner' | 'Snack' | 'Dessert')[];
  /** Cuisines where the dish is at home (its flavourings follow the requested cuisine). */
  cuisines: readonly string[];
  /** Requests this dish answers well. */
  styles: readonly DishStyle[];
  /** How the protein is cooked, for PROTEIN_COOKING times. */
  method: 'sear' | 'simmer' | 'bake' | 'none';
  defaultServings: number;
  /** Mostly starch or sugar: left out of keto requests. */
  carbHeavy: boolean;
  /** Title pattern: {main} is the leading protein or vegetable, {with} the next notable foods. */
  title: string;
  /** Which roles name the dish in its title ({main}: the first filled, up to two foods) and which follow 'with'. */
  titleRoles: { main: readonly Role[]; with: readonly Role[] };
  /** A technique ingredient the food knowledge does not list (see TECHNIQUE_INGREDIENTS). */
  technique?: keyof typeof TECHNIQUE_INGREDIENTS;
  /** Why the method works, in one or two sentences, with the source. */
  principle: string;
  roles: readonly RoleSpec[];
  steps: readonly StepTemplate[];
}

/** Doneness and times of proteins per cooking method (USDA FSIS temperatures; McGee 2004 on texture). */
/** `simmered`: how a food is prepared and judged when it goes into a sauce rather than a pan (eggs are boiled first). */
export const PROTEIN_COOKING: Record<string, { prep: string; sear: number; simmer: number; bake: number; cue: string; simmered?: { prep: string; cue: string } }> = {
  'chicken thigh': { prep: 'cut into 3 cm pieces', sear: 8, simmer: 20, bake: 25, cue: 'cooked through (74 °C / 165 °F at the thickest piece)' },
  'chicken breast': { prep: 'cut into thin strips', sear: 6, simmer: 12, bake: 20, cue: 'no longer pink inside (74 °C / 165 °F)' },
  'ground chicken': { prep: 'broken up', sear: 7, simmer: 12, bake: 20, cue: 'cooked through (74 °C / 165 °F)' },
  beef: { prep: 'sliced thinly across the grain', sear: 3, simmer: 90, bake: 25, cue: 'browned outside; 63 °C / 145 °F for a whole piece' },
  'ground beef': { prep: 'broken up', sear: 8, simmer: 15, bake: 20, cue: 'no pink left (71 °C / 160 °F)' },
  pork: { prep: 'sliced thinly', sear: 5, simmer: 60, bake: 25, cue: 'cooked to 63 °C / 145 °F' },
  lamb: { prep: 'cut into 3 cm pieces', sear: 6, simmer: 75, bake: 30, cue: 'tender (at least 63 °C / 145 °F)' },
  pancetta: { prep: 'diced', sear: 6, simmer: 6, bake: 10, cue: 'fat rendered and edges crisp' },
  bacon: { prep: 'cut into strips', sear: 6, simmer: 6, bake: 10, cue: 'fat rendered and edges crisp' },
  shrimp: { prep: 'peeled and deveined', sear: 3, simmer: 4, bake: 8, cue: 'pink and just opaque; they toughen if cooked longer' },
  salmon: { prep: 'cut into 4 cm pieces', sear: 6, simmer: 6, bake: 12, cue: 'just flaking (63 °C / 145 °F)' },
  fish: { prep: 'firm white fillets cut into 4 cm pieces', sear: 5, simmer: 6, bake: 12, cue: 'opaque and flaking (63 °C / 145 °F)' },
  tofu: { prep: 'firm, pressed dry and cut into 2 cm cubes', sear: 8, simmer: 8, bake: 25, cue: 'golden on several sides' },
  tempeh: { prep: 'cut into thin slices', sear: 8, simmer: 10, bake: 20, cue: 'browned on both sides' },
  paneer: { prep: 'cut into 2 cm cubes', sear: 4, simmer: 5, bake: 12, cue: 'warmed through; longer makes it rubbery' },
  halloumi: { prep: 'sliced 1 cm thick', sear: 4, simmer: 4, bake: 12, cue: 'golden on both sides' },
  chickpea: { prep: 'cooked, drained and rinsed', sear: 6, simmer: 10, bake: 25, cue: 'hot through and starting to soak up the sauce' },
  'black bean': { prep: 'cooked, drained and rinsed', sear: 5, simmer: 10, bake: 20, cue: 'hot through' },
  'white bean': { prep: 'cooked, drained and rinsed', sear: 5, simmer: 10, bake: 20, cue: 'hot through and creamy' },
  'masoor dal': { prep: 'rinsed until the water runs clear', sear: 20, simmer: 20, bake: 30, cue: 'soft and collapsing' },
  edamame: { prep: 'shelled', sear: 4, simmer: 4, bake: 10, cue: 'bright green and hot' },
  egg: {
    prep: 'beaten with a pinch of salt',
    sear: 2,
    simmer: 8,
    bake: 15,
    cue: 'just set',
    simmered: { prep: 'hard-boiled (10 minutes), peeled and halved', cue: 'hot through and coated in the sauce' },
  },
};

const SEASON = {
  role: 'seasoning',
  count: [2, 2],
  perServing: [0.25, 'tsp'],
  options: ['salt', ['black pepper', 0.125, 'tsp', 'black pepper, freshly ground']],
} as const satisfies RoleSpec;

export const DISH_ARCHETYPES: readonly DishArchetype[] = [
  {
    key: 'curry',
    name: 'Curry',
    keywords: ['curry', 'masala', 'korma'],
    course: 'main',
    mealTypes: ['Lunch', 'Dinner'],
    cuisines: ['Indian', 'Thai', 'Southeast Asian'],
    styles: ['comfort', 'healthy'],
    method: 'simmer',
    defaultServings: 4,
    carbHeavy: false,
    title: '{main} Curry',
    titleRoles: { main: ['protein', 'vegetable'], with: ['vegetable', 'herb'] },
    principle:
      'Whole and ground spices are bloomed in hot fat because many of their aroma compounds dissolve in fat rather than water (McGee, On Food and Cooking, 2004); a squeeze of acid at the end brightens the sauce (Nosrat, Salt Fat Acid Heat, 2017).',
    roles: [
      {
        role: 'protein',
        count: [1, 1],
        perServing: [150, 'g'],
        options: [
          'chicken thigh',
          ['chickpea', 120, 'g', 'cooked chickpeas'],
          ['paneer', 100, 'g'],
          'shrimp',
          ['tofu', 120, 'g', 'firm tofu'],
          'fish',
          ['masoor dal', 50, 'g', 'masoor dal (red lentils)'],
          'lamb',
        ],
      },
      { role: 'fat', count: [1, 1], perServing: [0.5, 'tbsp'], options: ['vegetable oil', 'ghee', 'coconut oil', 'mustard oil'] },
      {
        role: 'aromatic',
        count: [0, 3],
        perServing: [1, 'clove'],
        options: [
          ['onion', 0.5, 'piece', 'onion, finely chopped'],
          ['garlic', 1, 'clove', 'garlic, minced'],
          ['ginger', 0.5, 'tsp', 'ginger, grated'],
          ['curry leaf', 3, 'piece', 'curry leaf'],
          ['lemongrass', 0.25, 'piece', 'lemongrass stalk, bruised'],
          ['makrut lime leaf', 1, 'piece', 'makrut lime leaf, torn'],
          ['shallot', 0.5, 'piece', 'shallot, thinly sliced'],
        ],
      },
      {
        role: 'spice',
        count: [2, 4],
        perServing: [0.25, 'tsp'],
        defining: true,
        options: [
          'cumin seed',
          ['ground coriander', 0.5, 'tsp'],
          ['turmeric', 0.125, 'tsp', 'ground turmeric'],
          'garam masala',
          'kashmiri chili powder',
          'mustard seed',
          ['green cardamom', 0.125, 'tsp', 'ground cardamom'],
          'fennel seed',
          ['green curry paste', 0.75, 'tbsp'],
          ['galangal', 0.5, 'tsp', 'galangal, finely grated'],
          ['white pepper', 0.125, 'tsp', 'ground white pepper'],
          ['coriander seed', 0.25, 'tsp', 'coriander seed, crushed'],
        ],
      },
      {
        role: 'vegetable',
        count: [1, 2],
        perServing: [90, 'g'],
        options: [
          ['canned tomato', 100, 'g', 'chopped tomatoes'],
          'spinach',
          'cauliflower',
          'green pea',
          'bell pepper',
          'sweet potato',
          'eggplant',
          'pumpkin',
          'green bean',
          'okra',
        ],
      },
      { role: 'liquid', count: [1, 1], perServing: [100, 'ml'], options: ['coconut milk', ['yogurt', 60, 'g', 'plain yogurt, whisked'], ['water', 80, 'ml']] },
      {
        role: 'herb',
        count: [0, 1],
        perServing: [1, 'tbsp'],
        options: [
          ['cilantro', 1, 'tbsp', 'cilantro, chopped'],
          ['thai basil', 4, 'piece', 'thai basil leaf'],
          ['kasuri methi', 0.25, 'tsp'],
        ],
      },
      { role: 'acid', count: [0, 1], perServing: [0.5, 'tbsp'], options: ['lemon juice', 'lime juice', ['tamarind', 0.5, 'tsp', 'tamarind paste']] },
      { role: 'base', count: [0, 1], perServing: [75, 'g'], options: ['basmati rice', 'jasmine rice', 'brown rice', 'quinoa', 'millet'] },
      SEASON,
    ],
    steps: [
      {
        text: 'Rinse the {base} until the water runs clear, then cook it in 1.5 times its volume of salted water, covered, over low heat until the water is absorbed; rest it covered for 5 minutes.',
        minutes: 18,
        needs: ['base'],
        parallel: true,
      },
      {
        text: 'Heat the {fat} in a heavy pan over medium heat. Add the {spice} and stir for 30–60 seconds, until fragrant and the seeds crackle; do not let them scorch.',
        minutes: 1,
      },
      { text: 'Add the {aromatic} with a pinch of salt and cook, stirring, until soft and golden at the edges, about 8 minutes.', minutes: 8, needs: ['aromatic'] },
      { text: 'Add the {vegetable} and cook until they soften and any tomato breaks down into a thick base, about 6 minutes.', minutes: 6 },
      { text: 'Pour in the {liquid}, bring to a gentle simmer (keep yogurt below a boil so it does not split), add the {protein} and simmer until {cue}.', minutes: 'protein' },
      {
        text: 'Season with the {seasoning} and finish with the {acid}; taste, and add more salt or acid until the sauce tastes bright rather than flat.',
        minutes: 2,
        needs: ['acid'],
      },
      { text: 'Season with the {seasoning}, tasting as you go.', minutes: 1, unless: ['acid'] },
      { text: 'Serve hot{herb:, scattered with the {herb}}{base:, with the rice}.', minutes: 1 },
    ],
  },
  {
    key: 'stir-fry',
    name: 'Stir-Fry',
    keywords: ['stir-fry', 'stir fry', 'stirfry', 'wok', 'noodles', 'noodle', 'lo mein', 'chow mein'],
    course: 'main',
    mealTypes: ['Lunch', 'Dinner'],
    cuisines: ['Chinese', 'Thai', 'Japanese', 'Korean', 'Vietnamese', 'Southeast Asian'],
    styles: ['quick', 'healthy'],
    method: 'sear',
    defaultServings: 2,
    carbHeavy: false,
    title: '{main} Stir-Fry with {with}',
    titleRoles: { main: ['protein'], with: ['vegetable'] },
    principle:
      'A very hot pan and small batches keep food searing rather than stewing in its own juices (López-Alt, The Food Lab, 2015); cornstarch gives the sauce body as it gelatinises near the boil (McGee 2004).',
    roles: [
      {
        role: 'protein',
        count: [1, 1],
        perServing: [140, 'g'],
        options: ['chicken breast', ['tofu', 120, 'g', 'firm tofu'], 'shrimp', 'beef', 'pork', ['tempeh', 100, 'g'], ['edamame', 80, 'g', 'shelled edamame']],
      },
      { role: 'fat', count: [1, 1], perServing: [1, 'tbsp'], options: ['vegetable oil', 'peanut oil', 'rice bran oil', 'sunflower oil'] },
      {
        role: 'aromatic',
        count: [0, 3],
        perServing: [1, 'clove'],
        options: [
          ['garlic', 1, 'clove', 'garlic, sliced'],
          ['ginger', 1, 'tsp', 'ginger, cut into matchsticks'],
          ['spring onion', 1, 'piece', 'spring onion, whites and greens separated'],
        ],
      },
      {
        role: 'vegetable',
        count: [2, 3],
        perServing: [80, 'g'],
        options: ['broccoli', 'bell pepper', 'bok choy', 'snow pea', 'mushroom', 'carrot', 'baby corn', 'green bean', 'napa cabbage', 'zucchini', 'bean sprout'],
      },
      {
        role: 'seasoning',
        count: [1, 2],
        perServing: [1, 'tbsp'],
        options: ['soy sauce', 'tamari', 'coconut aminos', ['oyster sauce', 0.5, 'tbsp'], ['fish sauce', 0.5, 'tsp'], ['hoisin sauce', 0.5, 'tbsp']],
      },
      { role: 'binder', count: [0, 1], perServing: [0.5, 'tsp'], options: ['cornstarch', 'arrowroot'] },
      { role: 'acid', count: [0, 1], perServing: [1, 'tsp'], options: ['rice vinegar', 'lime juice', 'chinkiang vinegar'] },
      { role: 'spice', count: [0, 1], perServing: [0.25, 'tsp'], options: ['red pepper flakes', 'white pepper', 'sichuan peppercorn', 'five-spice powder'] },
      { role: 'base', count: [0, 1], perServing: [75, 'g'], options: ['jasmine rice', 'rice noodle', 'egg noodle', 'udon', 'brown rice', 'soba'] },
      {
        role: 'finish',
        count: [0, 1],
        perServing: [0.5, 'tsp'],
        options: ['sesame oil', ['sesame seed', 1, 'tsp', 'toasted sesame seeds'], ['cashew', 10, 'g', 'roasted cashews']],
      },
    ],
    steps: [
      {
        text: 'Cook the {base} as the packet directs (rice: 1.25 cups water per cup, covered, 15 minutes, then rest 5 minutes; noodles: boil until just tender and rinse under cold water).',
        minutes: 15,
        needs: ['base'],
        parallel: true,
      },
      {
        text: 'Stir the {seasoning}{acid:, the {acid}}{binder:, the {binder}} and 2 tablespoons of water together in a cup; cut the vegetables into even bite-sized pieces so they cook at the same rate.',
        minutes: 5,
      },
      {
        text: 'Heat a wok or wide pan over high heat until it just smokes, add half the {fat}, then the {protein} in one layer. Leave it 1 minute to sear, then stir-fry until {cue}. Tip it out.',
        minutes: 'protein',
      },
      { text: 'Add the rest of the {fat}, then the {aromatic} and stir for 30 seconds, until fragrant.', minutes: 1, needs: ['aromatic'] },
      { text: 'Add the {vegetable}, hardest first, and stir-fry until bright and crisp-tender, 3–4 minutes; add a splash of water if the pan runs dry.', minutes: 4 },
      { text: 'Return the {protein}{spice:, add the {spice}}, pour in the sauce and toss for about a minute, until it bubbles and turns glossy.', minutes: 1 },
      { text: '{finish:Finish with the {finish} and s}{!finish:S}erve at once{base:, over the {base}}.', minutes: 1 },
    ],
  },
  {
    key: 'fried-rice',
    name: 'Fried Rice',
    keywords: ['fried rice', 'leftover rice', 'nasi goreng'],
    course: 'main',
    mealTypes: ['Lunch', 'Dinner'],
    cuisines: ['Chinese', 'Thai', 'Korean', 'Japanese', 'Southeast Asian'],
    styles: ['quick', 'zero-waste'],
    method: 'sear',
    defaultServings: 2,
    carbHeavy: true,
    title: '{main} Fried Rice with {with}',
    titleRoles: { main: ['protein'], with: ['vegetable'] },
    principle:
      'Day-old rice fries best: its surface has dried and its starch has firmed as it cooled (retrogradation), so the grains stay separate instead of turning gluey (McGee 2004; López-Alt, The Food Lab, 2015).',
    roles: [
      { role: 'base', count: [1, 1], perServing: [200, 'g'], options: [['cooked rice', 200, 'g', 'cooked rice, a day old and cold']] },
      {
        role: 'protein',
        count: [1, 1],
        perServing: [100, 'g'],
        options: [['egg', 1, 'piece', 'egg'], 'shrimp', ['tofu', 100, 'g', 'firm tofu'], 'chicken thigh', ['edamame', 60, 'g', 'shelled edamame']],
      },
      { role: 'fat', count: [1, 1], perServing: [1, 'tbsp'], options: ['vegetable oil', 'peanut oil', 'rice bran oil'] },
      {
        role: 'aromatic',
        count: [0, 3],
        perServing: [1, 'clove'],
        options: [
          ['spring onion', 2, 'piece', 'spring onion, green tops included'],
          ['garlic', 1, 'clove', 'garlic, minced'],
          ['ginger', 0.5, 'tsp', 'ginger, minced'],
        ],
      },
      {
        role: 'vegetable',
        count: [2, 3],
        perServing: [60, 'g'],
        options: [
          ['broccoli', 60, 'g', 'broccoli stems and florets'],
          ['carrot', 60, 'g', 'carrot, scrubbed and diced'],
          'green pea',
          'corn',
          ['cabbage', 60, 'g', 'cabbage, outer leaves included'],
          'bell pepper',
          'green bean',
          'kale',
        ],
      },
      { role: 'seasoning', count: [1, 2], perServing: [1, 'tbsp'], options: ['soy sauce', 'tamari', 'coconut aminos', ['fish sauce', 0.5, 'tsp'], ['white pepper', 0.125, 'tsp']] },
      { role: 'herb', count: [0, 1], perServing: [1, 'tbsp'], options: [['cilantro', 1, 'tbsp', 'cilantro, stems and leaves chopped']] },
      { role: 'finish', count: [0, 1], perServing: [0.5, 'tsp'], options: ['sesame oil', ['lime', 0.25, 'piece', 'lime, cut into wedges']] },
    ],
    steps: [
      { text: 'Break up the cold {base} with your fingers so no clumps remain; cut any large vegetables into small dice so they cook as fast as the rice heats.', minutes: 5 },
      { text: 'Heat a wok or large frying pan over high heat with a third of the {fat}. Add the {protein} and cook until {cue}; tip out.', minutes: 'protein' },
      { text: 'Add another third of the {fat} and the {aromatic}; stir for 30 seconds.', minutes: 1, needs: ['aromatic'] },
      { text: 'Add the {vegetable} and stir-fry until just tender, 3–4 minutes.', minutes: 4 },
      {
        text: 'Add the rest of the {fat} and the {base}. Spread it out, leave it 1 minute to toast, then toss; repeat for 4–5 minutes until the rice is hot and some grains are crisp.',
        minutes: 5,
      },
      { text: 'Return the {protein}, add the {seasoning} around the edge of the pan so it sizzles, and toss to coat.', minutes: 1 },
      { text: '{finish:Finish with the {finish}. }{herb:Scatter over the {herb}. }Serve hot.', minutes: 1 },
    ],
  },
  {
    key: 'soup',
    name: 'Soup',
    keywords: ['soup', 'broth', 'chowder', 'minestrone', 'bisque', 'ribollita'],
    course: 'main',
    mealTypes: ['Lunch', 'Dinner'],
    cuisines: ['Italian', 'French', 'Mediterranean', 'American', 'British', 'Indian', 'Middle Eastern'],
    styles: ['comfort', 'healthy', 'zero-waste', 'light'],
    method: 'simmer',
    defaultServings: 4,
    carbHeavy: false,
    title: '{main} Soup with {with}',
    titleRoles: { main: ['protein', 'vegetable'], with: ['vegetable', 'herb'] },
    principle:
      'Sweating the aromatics slowly in fat, without browning, draws out their sugars and aroma into the base; simmering rather than boiling keeps vegetables whole and the broth clear (McGee 2004). Acid added at the end lifts the whole pot (Nosrat 2017).',
    roles: [
      { role: 'fat', count: [1, 1], perServing: [0.5, 'tbsp'], options: ['olive oil', 'butter', 'vegetable oil'] },
      {
        role: 'aromatic',
        count: [1, 3],
        perServing: [0.25, 'piece'],
        defining: true,
        options: [
          ['onion', 0.25, 'piece', 'onion, diced'],
          ['celery', 0.5, 'piece', 'celery stalk, diced'],
          ['carrot', 0.5, 'piece', 'carrot, diced'],
          ['garlic', 1, 'clove', 'garlic, sliced'],
          ['leek', 0.25, 'piece', 'leek, washed and sliced'],
          ['fennel bulb', 0.25, 'piece', 'fennel bulb, diced'],
        ],
      },
      {
        role: 'protein',
        count: [0, 1],
        perServing: [100, 'g'],
        options: [
          ['white bean', 100, 'g', 'cooked white beans'],
          ['chickpea', 100, 'g', 'cooked chickpeas'],
          ['masoor dal', 40, 'g', 'masoor dal (red lentils)'],
          'chicken thigh',
          ['brown lentils', 40, 'g'],
        ],
      },
      {
        role: 'vegetable',
        count: [2, 3],
        perServing: [100, 'g'],
        options: ['potato', 'kale', 'zucchini', 'pumpkin', 'cabbage', 'spinach', 'green bean', 'canned tomato', 'cauliflower', 'sweet potato', 'green pea', 'broccoli'],
      },
      { role: 'liquid', count: [1, 1], perServing: [300, 'ml'], options: ['vegetable stock', 'chicken stock', 'water'] },
      {
        role: 'herb',
        count: [1, 2],
        perServing: [0.25, 'piece'],
        options: [
          ['bay leaf', 0.5, 'piece', 'bay leaf'],
          ['thyme', 1, 'sprig', 'thyme'],
          ['parsley', 1, 'tbsp', 'parsley, stems and leaves chopped'],
          ['rosemary', 0.25, 'sprig', 'rosemary'],
          ['dill', 1, 'tsp', 'dill, chopped'],
        ],
      },
      { role: 'acid', count: [0, 1], perServing: [1, 'tsp'], options: ['lemon juice', 'red wine vinegar', 'white wine vinegar'] },
      {
        role: 'finish',
        count: [0, 1],
        perServing: [10, 'g'],
        options: [
          ['parmesan', 10, 'g', 'parmesan, grated (rind too, simmered in the pot)'],
          ['olive oil', 1, 'tsp', 'extra-virgin olive oil, to serve'],
          ['bread', 1, 'slice', 'day-old bread, toasted'],
          ['pumpkin seed', 1, 'tbsp', 'toasted pumpkin seeds'],
        ],
      },
      SEASON,
    ],
    steps: [
      {
        text: 'Warm the {fat} in a large pot over medium-low heat. Add the {aromatic} with a good pinch of salt and sweat, stirring now and then, until soft and translucent but not browned, about 10 minutes.',
        minutes: 10,
      },
      { text: 'Add the {vegetable} (the ones that take longest first, leafy greens only in the last 5 minutes){herb:, the {herb}} and the {liquid}.', minutes: 2 },
      { text: 'Bring to a boil, then lower the heat and simmer gently, partly covered, until the vegetables are tender, about 20 minutes.', minutes: 20 },
      { text: 'Add the {protein} and simmer until {cue}.', minutes: 'protein', needs: ['protein'] },
      { text: 'Fish out any bay leaves or herb stems. Season with the {seasoning}{acid: and sharpen with the {acid}}; taste, and adjust until it tastes lively.', minutes: 2 },
      { text: 'Serve in warm bowls with the {finish}.', minutes: 1, needs: ['finish'] },
    ],
  },
  {
    key: 'salad',
    name: 'Salad',
    keywords: ['salad', 'slaw', 'panzanella', 'fattoush', 'tabbouleh'],
    course: 'main',
    mealTypes: ['Lunch', 'Dinner'],
    cuisines: ['Mediterranean', 'Greek', 'Middle Eastern', 'Italian', 'French', 'American', 'Thai', 'Vietnamese'],
    styles: ['healthy', 'light', 'quick', 'rainbow'],
    method: 'sear',
    defaultServings: 2,
    carbHeavy: false,
    title: '{main} Salad with {with}',
    titleRoles: { main: ['protein'], with: ['vegetable', 'herb'] },
    principle:
      'A dressing of about three parts oil to one part acid, seasoned before it meets the leaves, coats evenly; dressing at the last moment keeps leaves crisp because oil and salt draw water out over time (Nosrat 2017; McGee 2004).',
    roles: [
      {
        role: 'vegetable',
        count: [2, 4],
        perServing: [60, 'g'],
        options: ['lettuce', 'arugula', 'cucumber', 'cherry tomato', 'spinach', 'kale', 'radish', 'carrot', 'bell pepper', 'fennel bulb', 'cabbage', 'beetroot', 'avocado', 'corn'],
      },
      {
        role: 'protein',
        count: [1, 1],
        perServing: [100, 'g'],
        options: [
          ['chickpea', 100, 'g', 'cooked chickpeas'],
          ['feta', 40, 'g', 'feta, crumbled'],
          'chicken breast',
          ['egg', 1, 'piece', 'egg'],
          ['white bean', 100, 'g', 'cooked white beans'],
          ['halloumi', 60, 'g'],
          'salmon',
          ['tofu', 100, 'g', 'firm tofu'],
          'shrimp',
        ],
      },
      { role: 'base', count: [0, 1], perServing: [40, 'g'], options: ['quinoa', 'bulgur', 'farro', 'millet', 'brown rice'] },
      { role: 'fat', count: [1, 1], perServing: [1.5, 'tbsp'], options: [['olive oil', 1.5, 'tbsp', 'extra-virgin olive oil'], 'sesame oil', 'sunflower oil'] },
      {
        role: 'acid',
        count: [1, 1],
        perServing: [0.5, 'tbsp'],
        options: ['lemon juice', 'red wine vinegar', 'balsamic vinegar', 'lime juice', 'apple cider vinegar', 'rice vinegar'],
      },
      {
        role: 'seasoning',
        count: [2, 3],
        perServing: [0.125, 'tsp'],
        options: ['salt', ['black pepper', 0.125, 'tsp'], ['mustard', 0.25, 'tsp', 'dijon mustard'], ['honey', 0.25, 'tsp'], ['maple syrup', 0.25, 'tsp']],
      },
      {
        role: 'herb',
        count: [1, 2],
        perServing: [1, 'tbsp'],
        options: [
          ['parsley', 1, 'tbsp', 'parsley leaves'],
          ['mint', 1, 'tbsp', 'mint leaves'],
          ['basil', 1, 'tbsp', 'basil leaves'],
          ['dill', 1, 'tsp', 'dill, chopped'],
          ['cilantro', 1, 'tbsp', 'cilantro leaves'],
        ],
      },
      {
        role: 'finish',
        count: [0, 1],
        perServing: [1, 'tbsp'],
        options: [
          ['pumpkin seed', 1, 'tbsp', 'toasted pumpkin seeds'],
          ['walnut', 1, 'tbsp', 'walnuts, toasted'],
          ['sunflower seed', 1, 'tbsp', 'toasted sunflower seeds'],
          ['almond', 1, 'tbsp', 'toasted flaked almonds'],
          ['sesame seed', 1, 'tsp', 'toasted sesame seeds'],
        ],
      },
    ],
    steps: [
      {
        text: 'Rinse the {base} and simmer it in plenty of salted water until tender, 12–15 minutes; drain well and spread out to cool.',
        minutes: 15,
        needs: ['base'],
        parallel: true,
      },
      { text: 'Cook the {protein} in a hot, lightly oiled pan until {cue}; rest it for a few minutes, then slice or break into pieces.', minutes: 'protein' },
      { text: 'Whisk the {acid} with the {seasoning}, then whisk in the {fat} in a thin stream until it thickens slightly.', minutes: 2, needs: ['acid'] },
      { text: 'Stir the {seasoning} into the {fat} for a plain dressing; juicy vegetables such as tomato bring their own acidity.', minutes: 1, unless: ['acid'] },
      { text: 'Wash and dry the {vegetable} well (water on leaves dilutes the dressing); cut everything into bite-sized pieces.', minutes: 8 },
      { text: 'Just before serving, toss the vegetables{base:, the {base}}{herb: and the {herb}} with most of the dressing; taste a leaf and adjust the salt.', minutes: 2 },
      { text: 'Top with the {protein}{finish: and the {finish}}, spoon over the last of the dressing and serve.', minutes: 1, needs: ['protein'] },
      { text: 'Spoon over the last of the dressing{finish:, scatter over the {finish}} and serve.', minutes: 1, unless: ['protein'] },
    ],
  },
  {
    key: 'pasta',
    name: 'Pasta',
    keywords: ['pasta', 'spaghetti', 'penne', 'linguine', 'fettuccine', 'carbonara', 'aglio'],
    course: 'main',
    mealTypes: ['Lunch', 'Dinner'],
    cuisines: ['Italian', 'Mediterranean', 'Japanese', 'Fusion'],
    styles: ['comfort', 'quick', 'fusion'],
    method: 'sear',
    defaultServings: 4,
    carbHeavy: true,
    title: '{main} {base} with {with}',
    titleRoles: { main: ['protein', 'seasoning', 'cheese'], with: ['vegetable', 'finish', 'herb'] },
    principle:
      'A ladle of the starchy cooking water binds fat and liquid into a glossy sauce that clings to the pasta, because the dissolved starch stabilises the emulsion (McGee 2004; López-Alt, The Food Lab, 2015).',
    roles: [
      { role: 'base', count: [1, 1], perServing: [90, 'g'], options: ['spaghetti', 'penne', 'fettuccine', 'macaroni', 'pasta', 'rice noodle'] },
      {
        role: 'fat',
        count: [1, 2],
        perServing: [1, 'tbsp'],
        options: [
          ['olive oil', 1, 'tbsp', 'extra-virgin olive oil'],
          ['butter', 1, 'tbsp'],
        ],
      },
      {
        role: 'aromatic',
        count: [0, 2],
        perServing: [1, 'clove'],
        options: [
          ['garlic', 1, 'clove', 'garlic, thinly sliced'],
          ['shallot', 0.5, 'piece', 'shallot, finely chopped'],
          ['spring onion', 1, 'piece', 'spring onion, sliced'],
        ],
      },
      {
        role: 'vegetable',
        count: [1, 2],
        perServing: [80, 'g'],
        options: ['cherry tomato', 'spinach', 'mushroom', 'zucchini', 'broccoli', 'asparagus', 'kale', 'green pea', 'shiitake', 'eggplant'],
      },
      {
        role: 'protein',
        count: [0, 1],
        perServing: [100, 'g'],
        options: [
          ['pancetta', 40, 'g'],
          'shrimp',
          ['white bean', 80, 'g', 'cooked white beans'],
          'chicken breast',
          'salmon',
          ['tuna', 60, 'g', 'tuna, canned in olive oil, drained'],
        ],
      },
      {
        role: 'seasoning',
        count: [1, 2],
        perServing: [0.25, 'tsp'],
        options: ['salt', ['black pepper', 0.25, 'tsp', 'black pepper, coarsely ground'], ['soy sauce', 1, 'tsp'], ['miso', 1, 'tsp', 'white miso']],
      },
      {
        role: 'cheese',
        count: [0, 1],
        perServing: [20, 'g'],
        options: [
          ['parmesan', 20, 'g', 'parmesan, finely grated'],
          ['pecorino romano', 20, 'g', 'pecorino romano, finely grated'],
          ['ricotta', 40, 'g'],
        ],
      },
      {
        role: 'herb',
        count: [0, 1],
        perServing: [1, 'tbsp'],
        options: [
          ['basil', 1, 'tbsp', 'basil leaves'],
          ['parsley', 1, 'tbsp', 'parsley, chopped'],
          ['shiso', 2, 'piece', 'shiso leaf, shredded'],
        ],
      },
      { role: 'acid', count: [0, 1], perServing: [0.5, 'tsp'], options: [['lemon zest', 0.25, 'tsp'], 'lemon juice'] },
      {
        role: 'finish',
        count: [0, 1],
        perServing: [0.25, 'piece'],
        options: [
          ['nori', 0.25, 'piece', 'nori sheet, cut into fine strips'],
          ['red pepper flakes', 0.125, 'tsp'],
          ['breadcrumb', 1, 'tbsp', 'toasted breadcrumbs'],
          ['pine nut', 1, 'tbsp', 'toasted pine nuts'],
        ],
      },
    ],
    steps: [
      {
        text: 'Bring a large pot of water to a rolling boil and salt it well (about 10 g salt per litre). Cook the {base} until just short of al dente, 1 minute less than the packet says.',
        minutes: 10,
        parallel: true,
      },
      { text: 'Meanwhile, cook the {protein} in a wide pan with a little of the {fat} over medium-high heat until {cue}; lift it out.', minutes: 'protein', needs: ['protein'] },
      {
        text: 'Warm the {fat} in the wide pan over medium heat and add the {aromatic}; cook gently until fragrant and pale gold, about 2 minutes.',
        minutes: 2,
        needs: ['aromatic'],
      },
      { text: 'Add the {vegetable} with a pinch of salt and cook until tender and any juices run, 4–6 minutes.', minutes: 5 },
      {
        text: 'Scoop out a mugful of pasta water, then drain the pasta and add it to the pan with a splash of the water{protein: and the {protein}}{seasoning:. Add the {seasoning}}. Toss over the heat for 1–2 minutes, adding water a little at a time, until the sauce turns glossy and coats every strand.',
        minutes: 2,
      },
      { text: 'Off the heat, toss in the {cheese} so it melts without clumping, adding a splash more water if it tightens.', minutes: 1, needs: ['cheese'] },
      { text: 'Finish{acid: with the {acid}}{herb:, the {herb}}{finish: and the {finish}} and serve straight away.', minutes: 1 },
    ],
  },
  {
    key: 'mac-and-cheese',
    name: 'Mac and Cheese',
    keywords: ['mac and cheese', 'mac n cheese', "mac 'n' cheese", 'macaroni cheese', 'mac & cheese', 'macaroni and cheese'],
    course: 'main',
    mealTypes: ['Lunch', 'Dinner'],
    cuisines: ['American', 'British'],
    styles: ['comfort', 'technique'],
    method: 'bake',
    defaultServings: 4,
    carbHeavy: true,
    title: '{main} Mac and Cheese',
    titleRoles: { main: ['cheese'], with: ['spice', 'finish'] },
    principle:
      'A cheese sauce breaks when heated casein proteins clump and squeeze out their fat; starch, extra milk protein or emulsifying salts keep the proteins dispersed so the sauce stays smooth (McGee 2004).',
    roles: [
      { role: 'base', count: [1, 1], perServing: [90, 'g'], options: ['macaroni', 'penne', 'pasta', 'rice noodle'] },
      {
        role: 'cheese',
        count: [1, 2],
        perServing: [50, 'g'],
        options: [
          ['cheddar', 60, 'g', 'sharp cheddar, grated'],
          ['gruyère', 30, 'g', 'gruyère, grated'],
          ['parmesan', 15, 'g', 'parmesan, grated'],
          ['nutritional yeast', 2, 'tbsp'],
        ],
      },
      { role: 'liquid', count: [1, 1], perServing: [120, 'ml'], options: ['evaporated milk', 'milk', 'soy milk', 'oat milk', 'almond milk'] },
      { role: 'binder', count: [1, 1], perServing: [0.5, 'tsp'], options: ['cornstarch', 'arrowroot', 'tapioca starch'] },
      { role: 'seasoning', count: [2, 3], perServing: [0.125, 'tsp'], options: ['salt', ['mustard', 0.25, 'tsp', 'dijon mustard'], ['black pepper', 0.125, 'tsp']] },
      { role: 'spice', count: [0, 1], perServing: [0.125, 'tsp'], options: ['smoked paprika', 'nutmeg', 'cayenne pepper'] },
      {
        role: 'finish',
        count: [0, 1],
        perServing: [1, 'tbsp'],
        options: [
          ['panko', 1.5, 'tbsp'],
          ['breadcrumb', 1.5, 'tbsp'],
          ['chive', 1, 'tsp', 'chives, snipped'],
        ],
      },
      { role: 'fat', count: [0, 1], perServing: [0.5, 'tbsp'], options: [['butter', 0.5, 'tbsp', 'butter, melted'], 'olive oil'] },
    ],
    steps: [
      { text: 'Boil the {base} in well-salted water until just al dente; drain, keeping a cup of the water.', minutes: 10 },
      { text: 'Toss the grated {cheese} with the {binder} so every shred is coated; this starch is what keeps the sauce from splitting.', minutes: 2 },
      {
        text: 'Warm the {liquid} in the empty pot over medium-low heat until steaming but not boiling. Add the cheese a handful at a time, stirring until each addition melts, then the {seasoning}{spice: and the {spice}}.',
        minutes: 6,
      },
      {
        text: 'Stir in the pasta and let it sit over low heat for 1–2 minutes so the sauce clings; loosen with pasta water if needed. It should be creamy, not stiff.',
        minutes: 2,
      },
      {
        text: 'For a crust, heat the grill (broiler), toss the {finish} with the {fat}, scatter over the pasta in an ovenproof dish and grill until golden, 3–4 minutes, watching closely.',
        minutes: 4,
        needs: ['finish', 'fat'],
      },
      { text: 'Serve at once; the sauce tightens as it cools.', minutes: 1 },
    ],
  },
  {
    key: 'modernist-mac',
    name: 'Mac and Cheese',
    keywords: ['molecular mac', 'modernist mac', 'sodium citrate'],
    course: 'main',
    mealTypes: ['Lunch', 'Dinner'],
    cuisines: ['American', 'Fusion'],
    styles: ['comfort', 'technique', 'gourmet'],
    method: 'bake',
    defaultServings: 4,
    carbHeavy: true,
    title: 'Modernist {main} Mac and Cheese',
    titleRoles: { main: ['cheese'], with: ['spice', 'finish'] },
    technique: 'sodium citrate',
    principle:
      'Sodium citrate is an emulsifying salt: it takes calcium away from the cheese’s casein, so the proteins stay dispersed and hold the fat in a smooth, glossy emulsion, the way processed cheese melts (McGee 2004). Myhrvold and Bilet popularised it for home cheese sauces in Modernist Cuisine at Home (2012).',
    roles: [
      { role: 'base', count: [1, 1], perServing: [90, 'g'], options: ['macaroni', 'penne', 'pasta'] },
      {
        role: 'cheese',
        count: [1, 2],
        perServing: [70, 'g'],
        options: [
          ['cheddar', 70, 'g', 'sharp cheddar, grated'],
          ['gruyère', 70, 'g', 'gruyère, grated'],
          ['parmesan', 30, 'g', 'parmesan, grated'],
        ],
      },
      { role: 'liquid', count: [1, 1], perServing: [65, 'ml'], options: ['milk', 'water'] },
      { role: 'seasoning', count: [2, 2], perServing: [0.125, 'tsp'], options: [['mustard', 0.25, 'tsp', 'dijon mustard'], ['black pepper', 0.125, 'tsp'], 'salt'] },
      { role: 'spice', count: [0, 1], perServing: [0.125, 'tsp'], options: ['smoked paprika', 'nutmeg', 'cayenne pepper'] },
      {
        role: 'finish',
        count: [0, 1],
        perServing: [1.5, 'tbsp'],
        options: [
          ['panko', 1.5, 'tbsp'],
          ['chive', 1, 'tsp', 'chives, snipped'],
        ],
      },
      { role: 'fat', count: [0, 1], perServing: [0.5, 'tbsp'], options: [['butter', 0.5, 'tbsp', 'butter, melted']] },
    ],
    steps: [
      { text: 'Boil the {base} in well-salted water until just al dente; drain.', minutes: 10, parallel: true },
      { text: 'Whisk the sodium citrate into the {liquid} in a saucepan and bring to a simmer; it dissolves in seconds.', minutes: 3 },
      {
        text: 'Over low heat, add the {cheese} a handful at a time, blending with a stick blender or whisking steadily, until each addition melts. The sauce turns completely smooth and glossy, like a fondue that will not split, even when reheated.',
        minutes: 5,
      },
      {
        text: 'Season with the {seasoning}{spice: and the {spice}}, then fold in the pasta and warm through for a minute; loosen with a splash of hot water if it is too thick.',
        minutes: 2,
      },
      {
        text: 'For a crust, toss the {finish} with the {fat}, scatter over the pasta in an ovenproof dish and grill (broil) until golden, 3–4 minutes, watching closely.',
        minutes: 4,
        needs: ['finish', 'fat'],
      },
      { text: 'Serve at once.', minutes: 1 },
    ],
  },
  {
    key: 'gratin',
    name: 'Gratin',
    keywords: ['gratin', 'bake', 'casserole', 'dauphinoise', 'scalloped', 'au gratin', 'pie'],
    course: 'main',
    mealTypes: ['Lunch', 'Dinner'],
    cuisines: ['French', 'Italian', 'American', 'British', 'Mediterranean'],
    styles: ['comfort', 'gourmet'],
    method: 'bake',
    defaultServings: 4,
    carbHeavy: false,
    title: '{main} Gratin with {with}',
    titleRoles: { main: ['base', 'cheese'], with: ['herb', 'aromatic'] },
    principle:
      'Thin, even slices cooked slowly in cream let their starch thicken the liquid into a sauce; the exposed top browns through Maillard reactions into the gratin crust (McGee 2004).',
    roles: [
      {
        role: 'base',
        count: [1, 1],
        perServing: [200, 'g'],
        options: [
          ['potato', 220, 'g', 'waxy potatoes, peeled and sliced 3 mm thick'],
          ['sweet potato', 200, 'g', 'sweet potatoes, sliced 3 mm thick'],
          ['cauliflower', 200, 'g', 'cauliflower florets'],
          ['pumpkin', 200, 'g', 'pumpkin, sliced 5 mm thick'],
          ['fennel bulb', 100, 'g', 'fennel bulb, thinly sliced'],
          ['leek', 0.5, 'piece', 'leek, sliced'],
        ],
      },
      { role: 'dairy', count: [1, 2], perServing: [90, 'ml'], options: ['heavy cream', 'milk', 'coconut milk', 'soy milk', 'oat milk'] },
      {
        role: 'cheese',
        count: [0, 1],
        perServing: [30, 'g'],
        options: [
          ['gruyère', 30, 'g', 'gruyère, grated'],
          ['parmesan', 20, 'g', 'parmesan, grated'],
          ['cheddar', 30, 'g', 'mature cheddar, grated'],
          ['goat cheese', 25, 'g', 'goat cheese, crumbled'],
          ['nutritional yeast', 1, 'tbsp'],
        ],
      },
      {
        role: 'aromatic',
        count: [0, 2],
        perServing: [1, 'clove'],
        options: [
          ['garlic', 1, 'clove', 'garlic, halved'],
          ['shallot', 0.5, 'piece', 'shallot, thinly sliced'],
          ['onion', 0.25, 'piece', 'onion, thinly sliced'],
        ],
      },
      {
        role: 'herb',
        count: [1, 1],
        perServing: [1, 'sprig'],
        options: [
          ['thyme', 1, 'sprig', 'thyme'],
          ['rosemary', 0.25, 'sprig', 'rosemary'],
          ['sage', 2, 'piece', 'sage leaf'],
        ],
      },
      { role: 'spice', count: [1, 1], perServing: [0.125, 'tsp'], options: [['nutmeg', 0.125, 'tsp', 'nutmeg, freshly grated'], 'smoked paprika', 'white pepper'] },
      { role: 'fat', count: [1, 1], perServing: [0.5, 'tbsp'], options: ['butter', 'olive oil'] },
      SEASON,
    ],
    steps: [
      { text: 'Heat the oven to 160 °C (325 °F, gas 3) and rub a baking dish with the {fat}{aromatic: and a cut clove of the garlic}.', minutes: 5 },
      { text: 'Bring the {dairy} to a simmer with the {seasoning}{herb:, the {herb}}{aromatic:, the {aromatic}}{spice:, the {spice}}; take off the heat.', minutes: 5 },
      {
        text: 'Layer the {base} in the dish, overlapping, pouring a little of the hot liquid over each layer{cheese: and scattering some of the {cheese} between them}; the liquid should just come level with the top layer.',
        minutes: 10,
      },
      {
        text: 'Bake uncovered until a knife slides through with no resistance and the top is deep golden, 60–75 minutes{cheese:; add the last of the {cheese} for the final 15 minutes}.',
        minutes: 70,
      },
      { text: 'Rest for 10 minutes so the sauce settles and thickens before serving.', minutes: 10 },
    ],
  },
  {
    key: 'risotto',
    name: 'Risotto',
    keywords: ['risotto', 'orzotto'],
    course: 'main',
    mealTypes: ['Lunch', 'Dinner'],
    cuisines: ['Italian', 'French', 'Mediterranean'],
    styles: ['comfort', 'gourmet'],
    method: 'simmer',
    defaultServings: 4,
    carbHeavy: true,
    title: '{main} Risotto with {with}',
    titleRoles: { main: ['vegetable'], with: ['cheese', 'herb'] },
    principle:
      'Arborio grains release amylopectin starch from their surface as they are stirred in hot stock, which makes the liquid creamy without cream; the final beating with butter and cheese (the mantecatura) emulsifies it (McGee 2004).',
    roles: [
      { role: 'base', count: [1, 1], perServing: [80, 'g'], options: ['arborio rice'] },
      { role: 'liquid', count: [1, 1], perServing: [250, 'ml'], options: ['vegetable stock', 'chicken stock', 'water'] },
      {
        role: 'aromatic',
        count: [0, 2],
        perServing: [0.5, 'piece'],
        options: [
          ['shallot', 0.5, 'piece', 'shallot, finely chopped'],
          ['onion', 0.25, 'piece', 'onion, finely chopped'],
          ['garlic', 0.5, 'clove', 'garlic, minced'],
          ['leek', 0.25, 'piece', 'leek, finely sliced'],
        ],
      },
      { role: 'vegetable', count: [1, 2], perServing: [80, 'g'], options: ['mushroom', 'porcini', 'asparagus', 'pumpkin', 'green pea', 'spinach', 'zucchini', 'beetroot'] },
      { role: 'fat', count: [1, 2], perServing: [0.5, 'tbsp'], options: ['olive oil', 'butter'] },
      { role: 'acid', count: [0, 1], perServing: [30, 'ml'], options: ['dry white wine', ['lemon juice', 1, 'tsp']] },
      {
        role: 'cheese',
        count: [0, 1],
        perServing: [20, 'g'],
        options: [
          ['parmesan', 20, 'g', 'parmesan, finely grated'],
          ['pecorino romano', 15, 'g', 'pecorino romano, grated'],
          ['nutritional yeast', 1, 'tbsp'],
        ],
      },
      {
        role: 'herb',
        count: [0, 1],
        perServing: [1, 'tsp'],
        options: [
          ['thyme', 0.5, 'tsp', 'thyme leaves'],
          ['sage', 2, 'piece', 'sage leaf'],
          ['parsley', 1, 'tbsp', 'parsley, chopped'],
        ],
      },
      { role: 'finish', count: [0, 1], perServing: [0.25, 'tsp'], options: ['lemon zest', ['black pepper', 0.125, 'tsp']] },
      { role: 'seasoning', count: [1, 1], perServing: [0.25, 'tsp'], options: ['salt'] },
    ],
    steps: [
      {
        text: 'Keep the {liquid} at a bare simmer in a saucepan. Cook the {vegetable} in half the {fat} in a wide pan over medium-high heat until browned or tender, 5–6 minutes; set aside.',
        minutes: 8,
      },
      { text: 'In the same pan, soften the {aromatic} in more of the {fat} over medium-low heat for 5 minutes, without colour.', minutes: 5, needs: ['aromatic'] },
      { text: 'Add the {base} and stir for 2 minutes until the grains look translucent at the edges.{acid: Add the {acid} and let it bubble away.}', minutes: 3 },
      {
        text: 'Add the hot liquid a ladle at a time, stirring often and adding more only when the last is nearly absorbed, for 17–20 minutes, until the rice is creamy but each grain still has a slight bite.',
        minutes: 19,
      },
      {
        text: 'Stir the {vegetable} back in{herb: with the {herb}}. Off the heat, beat in the rest of the {fat}{cheese: and the {cheese}} with the {seasoning}; it should flow like lava when you tilt the pan (all’onda).',
        minutes: 2,
      },
      { text: 'Rest 2 minutes, covered, then serve with the {finish}.', minutes: 2, needs: ['finish'] },
    ],
  },
  {
    key: 'pilaf',
    name: 'Pilaf',
    keywords: ['pilaf', 'pulao', 'pilau', 'biryani', 'rice dish', 'plov'],
    course: 'main',
    mealTypes: ['Lunch', 'Dinner'],
    cuisines: ['Indian', 'Middle Eastern', 'Mediterranean', 'Greek'],
    styles: ['comfort'],
    method: 'simmer',
    defaultServings: 4,
    carbHeavy: true,
    title: '{main} Pilaf with {with}',
    titleRoles: { main: ['protein', 'vegetable'], with: ['finish', 'herb'] },
    principle:
      'Toasting rinsed rice in fat seals its surface so the grains cook separate and fluffy; a measured amount of liquid and a covered rest let the steam finish the cooking evenly (McGee 2004).',
    roles: [
      { role: 'base', count: [1, 1], perServing: [75, 'g'], options: ['basmati rice', 'bulgur', 'quinoa', 'millet'] },
      { role: 'fat', count: [1, 1], perServing: [0.5, 'tbsp'], options: ['ghee', 'butter', 'olive oil', 'vegetable oil'] },
      {
        role: 'spice',
        count: [2, 4],
        perServing: [0.25, 'piece'],
        options: [
          ['bay leaf', 0.25, 'piece', 'bay leaf'],
          ['green cardamom', 1, 'piece', 'green cardamom pod'],
          ['cinnamon', 0.25, 'piece', 'cinnamon stick'],
          ['clove', 1, 'piece', 'clove'],
          ['cumin seed', 0.25, 'tsp'],
        ],
      },
      {
        role: 'aromatic',
        count: [0, 2],
        perServing: [0.25, 'piece'],
        options: [
          ['onion', 0.25, 'piece', 'onion, thinly sliced'],
          ['garlic', 0.5, 'clove', 'garlic, minced'],
          ['ginger', 0.25, 'tsp', 'ginger, grated'],
        ],
      },
      { role: 'vegetable', count: [1, 2], perServing: [60, 'g'], options: ['green pea', 'carrot', 'green bean', 'cauliflower', 'bell pepper'] },
      { role: 'protein', count: [0, 1], perServing: [100, 'g'], options: [['chickpea', 80, 'g', 'cooked chickpeas'], 'chicken thigh', ['paneer', 60, 'g'], 'lamb'] },
      { role: 'liquid', count: [1, 1], perServing: [150, 'ml'], options: ['water', 'vegetable stock', 'chicken stock'] },
      {
        role: 'finish',
        count: [0, 2],
        perServing: [10, 'g'],
        options: [
          ['cashew', 10, 'g', 'cashews, fried golden'],
          ['almond', 10, 'g', 'flaked almonds, toasted'],
          ['raisin', 10, 'g', 'raisins'],
          ['pistachio', 10, 'g', 'pistachios, chopped'],
        ],
      },
      {
        role: 'herb',
        count: [0, 2],
        perServing: [1, 'tbsp'],
        options: [
          ['mint', 1, 'tbsp', 'mint leaves'],
          ['cilantro', 1, 'tbsp', 'cilantro, chopped'],
          ['dill', 1, 'tsp', 'dill, chopped'],
        ],
      },
      { role: 'seasoning', count: [1, 1], perServing: [0.25, 'tsp'], options: ['salt'] },
    ],
    steps: [
      { text: 'Rinse the {base} in several changes of water until it runs almost clear, then soak it for 20 minutes and drain.', minutes: 20 },
      { text: 'Heat the {fat} in a heavy pot with a tight lid over medium heat.{spice: Add the {spice} and stir until fragrant, about 1 minute.}', minutes: 1 },
      { text: 'Add the {aromatic} and cook until golden, 8–10 minutes.', minutes: 9, needs: ['aromatic'] },
      { text: 'Add the {protein} and cook until {cue} (it finishes with the rice).', minutes: 'protein', needs: ['protein'] },
      { text: 'Add the {vegetable} and the drained rice and stir gently for 2 minutes to coat every grain in fat.', minutes: 2 },
      {
        text: 'Pour in the {liquid} (1.5 times the rice’s volume) with the {seasoning}, bring to a boil, then cover and cook on the lowest heat for 12 minutes. Turn off the heat and rest, lid on, 10 minutes.',
        minutes: 22,
      },
      { text: 'Fluff with a fork{finish:, scatter over the {finish}}{herb:, add the {herb}} and serve.', minutes: 1 },
    ],
  },
  {
    key: 'stew',
    name: 'Stew',
    keywords: ['stew', 'ragout', 'braise', 'one-pot', 'one pot'],
    course: 'main',
    mealTypes: ['Lunch', 'Dinner'],
    cuisines: ['Mediterranean', 'Spanish', 'French', 'Middle Eastern', 'British', 'American', 'Italian'],
    styles: ['comfort', 'healthy', 'zero-waste'],
    method: 'simmer',
    defaultServings: 4,
    carbHeavy: false,
    title: '{main} Stew with {with}',
    titleRoles: { main: ['protein'], with: ['vegetable', 'herb'] },
    principle:
      'Onions cooked slowly in fat turn sweet as their cell walls break down and their sugars brown a little; a long, gentle simmer then lets the flavours of the pot mingle while the liquid reduces to a sauce (McGee 2004). Salt added in stages seasons the food through, not just the surface (Nosrat 2017).',
    roles: [
      {
        role: 'protein',
        count: [1, 1],
        perServing: [150, 'g'],
        options: [
          ['chickpea', 120, 'g', 'cooked chickpeas'],
          ['white bean', 120, 'g', 'cooked white beans'],
          'chicken thigh',
          ['brown lentils', 50, 'g'],
          'beef',
          'lamb',
          ['black bean', 120, 'g', 'cooked black beans'],
        ],
      },
      { role: 'fat', count: [1, 1], perServing: [0.5, 'tbsp'], options: ['olive oil', 'vegetable oil', 'butter'] },
      {
        role: 'aromatic',
        count: [1, 3],
        perServing: [0.25, 'piece'],
        defining: true,
        options: [
          ['onion', 0.5, 'piece', 'onion, chopped'],
          ['garlic', 1, 'clove', 'garlic, sliced'],
          ['carrot', 0.5, 'piece', 'carrot, diced'],
          ['celery', 0.5, 'piece', 'celery stalk, diced'],
        ],
      },
      {
        role: 'vegetable',
        count: [1, 2],
        perServing: [100, 'g'],
        options: [['canned tomato', 100, 'g', 'chopped tomatoes'], 'potato', 'bell pepper', 'zucchini', 'spinach', 'kale', 'eggplant', 'sweet potato'],
      },
      { role: 'spice', count: [0, 2], perServing: [0.25, 'tsp'], options: ['smoked paprika', 'ground cumin', ['red pepper flakes', 0.0625, 'tsp']] },
      { role: 'liquid', count: [1, 1], perServing: [150, 'ml'], options: ['vegetable stock', 'chicken stock', 'water'] },
      {
        role: 'herb',
        count: [0, 2],
        perServing: [0.5, 'piece'],
        options: [
          ['bay leaf', 0.5, 'piece', 'bay leaf'],
          ['thyme', 1, 'sprig', 'thyme'],
          ['parsley', 1, 'tbsp', 'parsley, chopped'],
          ['rosemary', 0.25, 'sprig', 'rosemary'],
        ],
      },
      { role: 'acid', count: [0, 1], perServing: [1, 'tsp'], options: ['lemon juice', 'red wine vinegar', 'white wine vinegar'] },
      SEASON,
    ],
    steps: [
      {
        text: 'Warm the {fat} in a heavy pot over medium heat. Add the {aromatic} with a pinch of salt and cook, stirring now and then, until soft and golden, about 10 minutes.',
        minutes: 10,
      },
      { text: 'Stir in the {spice} for 30 seconds, until fragrant.', minutes: 1, needs: ['spice'] },
      { text: 'Add the {vegetable}{herb:, the {herb}} and the {liquid}; bring to a boil, then lower the heat.', minutes: 3 },
      {
        text: 'Add the {protein} and simmer gently, partly covered and stirring now and then, until {cue} and the liquid has thickened into a sauce, about 25 minutes; add a splash of water if it catches.',
        minutes: 25,
      },
      {
        text: 'Season with the {seasoning}{acid: and sharpen with the {acid}}; taste, and adjust until it tastes rounded rather than flat. Fish out any bay leaf or herb stems and serve hot.',
        minutes: 2,
      },
    ],
  },
  {
    key: 'bowl',
    name: 'Bowl',
    keywords: ['bowl', 'buddha bowl', 'grain bowl', 'poke', 'bibimbap'],
    course: 'main',
    mealTypes: ['Lunch', 'Dinner'],
    cuisines: ['Fusion', 'Japanese', 'Korean', 'Mediterranean', 'Middle Eastern', 'American'],
    styles: ['healthy', 'rainbow', 'light'],
    method: 'bake',
    defaultServings: 2,
    carbHeavy: false,
    title: '{main} Bowl with {with}',
    titleRoles: { main: ['protein'], with: ['vegetable'] },
    principle:
      'Roasting at a high oven temperature drives off surface water fast enough for vegetables to brown and sweeten rather than steam (McGee 2004); a sharp dressing balances the grains’ richness (Nosrat 2017).',
    roles: [
      { role: 'base', count: [1, 1], perServing: [60, 'g'], options: ['quinoa', 'brown rice', 'millet', 'farro', 'sushi rice', 'bulgur'] },
      {
        role: 'protein',
        count: [1, 1],
        perServing: [120, 'g'],
        options: [
          ['chickpea', 100, 'g', 'cooked chickpeas'],
          ['tofu', 120, 'g', 'firm tofu'],
          'salmon',
          'chicken breast',
          ['egg', 1, 'piece', 'egg'],
          ['edamame', 70, 'g', 'shelled edamame'],
          ['tempeh', 100, 'g'],
        ],
      },
      {
        role: 'vegetable',
        count: [3, 4],
        perServing: [70, 'g'],
        options: ['sweet potato', 'broccoli', 'cucumber', 'carrot', 'kale', 'beetroot', 'red cabbage', 'avocado', 'cherry tomato', 'bell pepper', 'spinach', 'corn', 'radish'],
      },
      { role: 'fat', count: [1, 1], perServing: [1, 'tbsp'], options: ['olive oil', 'vegetable oil', 'sesame oil'] },
      {
        role: 'seasoning',
        count: [1, 2],
        perServing: [1, 'tbsp'],
        options: [
          ['tahini', 1, 'tbsp'],
          ['miso', 1, 'tsp', 'white miso'],
          ['soy sauce', 1, 'tsp'],
          ['tamari', 1, 'tsp'],
          ['salt', 0.25, 'tsp'],
        ],
      },
      { role: 'acid', count: [1, 1], perServing: [1, 'tbsp'], options: ['lemon juice', 'lime juice', 'rice vinegar'] },
      {
        role: 'finish',
        count: [1, 2],
        perServing: [1, 'tbsp'],
        options: [
          ['sesame seed', 1, 'tsp', 'toasted sesame seeds'],
          ['pumpkin seed', 1, 'tbsp', 'toasted pumpkin seeds'],
          ['spring onion', 1, 'piece', 'spring onion, sliced'],
          ['cilantro', 1, 'tbsp', 'cilantro leaves'],
          ['nori', 0.25, 'piece', 'nori, shredded'],
        ],
      },
    ],
    steps: [
      {
        text: 'Heat the oven to 220 °C (425 °F, gas 7). Rinse the {base} and simmer in salted water until tender (quinoa 15 minutes, brown rice about 35); drain and keep warm.',
        minutes: 15,
        parallel: true,
      },
      {
        text: 'Toss the {vegetable} that suit roasting (roots, brassicas, peppers) with half the {fat} and a pinch of salt, spread on a tray with space between pieces and roast until browned at the edges, 20–25 minutes. Keep raw ones (cucumber, avocado, leaves) for the top.',
        minutes: 22,
      },
      { text: 'Cook the {protein} until {cue}: on the tray for the last part of the roasting, or in a hot pan with the rest of the {fat}.', minutes: 'protein' },
      { text: 'Whisk the {seasoning}{acid: with the {acid}} and enough water to make a pourable dressing; taste for salt.', minutes: 3 },
      { text: 'Divide the base between bowls, arrange the vegetables and {protein} in sections, spoon over the dressing{finish: and finish with the {finish}}.', minutes: 3 },
    ],
  },
  {
    key: 'tacos',
    name: 'Tacos',
    keywords: ['taco', 'tacos', 'burrito', 'quesadilla', 'wrap', 'flatbread', 'fajita', 'fajitas'],
    course: 'main',
    mealTypes: ['Lunch', 'Dinner'],
    cuisines: ['Mexican', 'Street Food', 'American', 'Middle Eastern'],
    styles: ['quick'],
    method: 'sear',
    defaultServings: 4,
    carbHeavy: false,
    title: '{main} Tacos with {with}',
    titleRoles: { main: ['protein'], with: ['vegetable', 'finish'] },
    principle:
      'Warm tortillas on a dry, hot pan so their starch softens and they fold without cracking; a quick-pickled or limed topping cuts the richness of the filling (Nosrat 2017).',
    roles: [
      {
        role: 'base',
        count: [1, 1],
        perServing: [3, 'piece'],
        options: [
          ['corn tortilla', 3, 'piece', 'small corn tortilla'],
          ['flour tortilla', 2, 'piece', 'small flour tortilla'],
          ['pita bread', 1, 'piece', 'pita bread'],
        ],
      },
      {
        role: 'protein',
        count: [1, 1],
        perServing: [120, 'g'],
        options: ['chicken thigh', ['black bean', 100, 'g', 'cooked black beans'], 'fish', 'shrimp', 'ground beef', ['paneer', 90, 'g'], ['tofu', 120, 'g', 'firm tofu'], 'pork'],
      },
      {
        role: 'spice',
        count: [1, 3],
        perServing: [0.25, 'tsp'],
        options: ['ground cumin', 'smoked paprika', 'ancho chili', ['oregano', 0.25, 'tsp', 'dried oregano'], 'ground coriander'],
      },
      { role: 'fat', count: [1, 1], perServing: [0.5, 'tbsp'], options: ['vegetable oil', 'olive oil'] },
      {
        role: 'vegetable',
        count: [1, 3],
        perServing: [50, 'g'],
        options: [
          ['red cabbage', 40, 'g', 'red cabbage, finely shredded'],
          ['onion', 0.25, 'piece', 'red onion, finely sliced'],
          ['avocado', 0.25, 'piece', 'avocado, sliced'],
          'corn',
          ['tomato', 0.5, 'piece', 'tomato, diced'],
          ['radish', 1, 'piece', 'radish, thinly sliced'],
          'bell pepper',
        ],
      },
      { role: 'acid', count: [1, 1], perServing: [0.5, 'piece'], options: [['lime', 0.5, 'piece', 'lime'], 'lemon'] },
      {
        role: 'herb',
        count: [0, 1],
        perServing: [1, 'tbsp'],
        options: [
          ['cilantro', 1, 'tbsp', 'cilantro leaves'],
          ['mint', 1, 'tbsp', 'mint leaves'],
        ],
      },
      {
        role: 'finish',
        count: [0, 1],
        perServing: [2, 'tbsp'],
        options: [
          ['sour cream', 2, 'tbsp'],
          ['queso fresco', 20, 'g', 'queso fresco, crumbled'],
          ['greek yogurt', 2, 'tbsp'],
          ['jalapeño', 0.25, 'piece', 'jalapeño, thinly sliced'],
          ['coconut yogurt', 2, 'tbsp'],
        ],
      },
      { role: 'seasoning', count: [1, 1], perServing: [0.25, 'tsp'], options: ['salt'] },
    ],
    steps: [
      { text: 'Toss the {protein} with{spice: the {spice},} the {seasoning} and half the {fat}; let it sit while you prepare the toppings.', minutes: 5 },
      { text: 'Toss the {vegetable} that are raw toppings with{acid: a squeeze of the {acid} and} a pinch of salt, so they soften slightly and season.', minutes: 5 },
      { text: 'Heat the rest of the {fat} in a heavy pan over medium-high heat and cook the {protein} until {cue}; slice or roughly break it up.', minutes: 'protein' },
      { text: 'Warm the {base} one at a time in a dry hot pan, about 30 seconds a side, and keep them wrapped in a clean towel.', minutes: 5 },
      {
        text: 'Fill each with the {protein} and the toppings, add{finish: the {finish}}{herb: and the {herb}}{!finish:{!herb: a pinch of salt}} and serve{acid: with the rest of the {acid} in wedges}.',
        minutes: 3,
      },
    ],
  },
  {
    key: 'omelette',
    name: 'Frittata',
    keywords: ['omelette', 'omelet', 'frittata', 'egg', 'scrambled', 'shakshuka', 'quiche', 'tortilla española'],
    course: 'breakfast',
    mealTypes: ['Breakfast', 'Lunch'],
    cuisines: ['Italian', 'French', 'Spanish', 'Mediterranean', 'American', 'Indian'],
    styles: ['quick', 'zero-waste', 'comfort'],
    method: 'sear',
    defaultServings: 2,
    carbHeavy: false,
    title: '{main} Frittata with {with}',
    titleRoles: { main: ['vegetable', 'cheese'], with: ['herb'] },
    principle: 'Egg proteins set between about 62 and 70 °C; gentle heat and taking the pan off while the centre still trembles keep them tender instead of rubbery (McGee 2004).',
    roles: [
      { role: 'protein', count: [1, 1], perServing: [2, 'piece'], options: [['egg', 2.5, 'piece', 'egg']] },
      { role: 'dairy', count: [0, 1], perServing: [1, 'tbsp'], options: ['milk', 'heavy cream'] },
      {
        role: 'vegetable',
        count: [1, 3],
        perServing: [60, 'g'],
        options: [
          'spinach',
          'bell pepper',
          'cherry tomato',
          'mushroom',
          'zucchini',
          ['potato', 80, 'g', 'cooked potatoes, sliced'],
          'kale',
          'asparagus',
          ['spring onion', 1, 'piece', 'spring onion, sliced'],
          'green pea',
          'broccoli',
        ],
      },
      {
        role: 'cheese',
        count: [0, 1],
        perServing: [20, 'g'],
        options: [
          ['feta', 25, 'g', 'feta, crumbled'],
          ['goat cheese', 20, 'g'],
          ['parmesan', 15, 'g', 'parmesan, grated'],
          ['cheddar', 20, 'g', 'cheddar, grated'],
        ],
      },
      {
        role: 'herb',
        count: [1, 2],
        perServing: [1, 'tsp'],
        options: [
          ['chive', 1, 'tsp', 'chives, snipped'],
          ['parsley', 1, 'tbsp', 'parsley, chopped'],
          ['dill', 1, 'tsp', 'dill, chopped'],
          ['basil', 1, 'tbsp', 'basil leaves'],
          ['cilantro', 1, 'tbsp', 'cilantro, chopped'],
        ],
      },
      { role: 'fat', count: [1, 1], perServing: [0.5, 'tbsp'], options: ['butter', 'olive oil'] },
      SEASON,
    ],
    steps: [
      { text: 'Heat the grill (broiler). Beat the {protein} with the {seasoning}{dairy: and the {dairy}} just until no streaks of white remain.', minutes: 3 },
      { text: 'Warm the {fat} in a 20–24 cm ovenproof frying pan over medium heat and cook the {vegetable} until tender and any liquid has evaporated, 4–6 minutes.', minutes: 5 },
      {
        text: 'Pour in the eggs{herb:, scatter over the {herb}}{cheese:{herb: and}{!herb:, scatter over} the {cheese}} and cook over low heat without stirring until the edges are set and the centre still wobbles, 6–8 minutes.',
        minutes: 7,
      },
      { text: 'Slide the pan under the grill for 1–2 minutes until the top is just set and lightly golden.', minutes: 2 },
      { text: 'Rest 2 minutes, loosen the edges and cut into wedges; it is as good warm as at room temperature.', minutes: 2 },
    ],
  },
  {
    key: 'porridge',
    name: 'Porridge',
    keywords: ['porridge', 'oatmeal', 'oats', 'congee', 'upma'],
    course: 'breakfast',
    mealTypes: ['Breakfast'],
    cuisines: ['British', 'American', 'Indian', 'Fusion'],
    styles: ['healthy', 'comfort', 'quick'],
    method: 'none',
    defaultServings: 2,
    carbHeavy: true,
    title: '{main} Porridge with {with}',
    titleRoles: { main: ['base'], with: ['fruit'] },
    principle: 'Oat and millet starches swell and thicken the liquid as they gelatinise near the boil; a pinch of salt sharpens the sweetness (McGee 2004; Nosrat 2017).',
    roles: [
      { role: 'base', count: [1, 1], perServing: [45, 'g'], options: ['rolled oats', 'millet', 'quinoa', ['finger millet flour', 30, 'g', 'ragi (finger millet) flour']] },
      { role: 'liquid', count: [1, 1], perServing: [250, 'ml'], options: ['milk', 'almond milk', 'soy milk', 'oat milk', 'coconut milk', 'water'] },
      { role: 'sweet', count: [1, 1], perServing: [1, 'tsp'], options: ['honey', 'maple syrup', 'jaggery', 'brown sugar'] },
      {
        role: 'fruit',
        count: [1, 3],
        perServing: [60, 'g'],
        options: [['banana', 0.5, 'piece', 'banana, sliced'], 'blueberry', 'apple', 'strawberry', 'mango', 'raspberry', 'pear', 'pomegranate'],
      },
      {
        role: 'spice',
        count: [0, 1],
        perServing: [0.25, 'tsp'],
        options: [['cinnamon', 0.25, 'tsp', 'ground cinnamon'], ['green cardamom', 0.125, 'tsp', 'ground cardamom'], 'nutmeg'],
      },
      {
        role: 'finish',
        count: [1, 2],
        perServing: [1, 'tbsp'],
        options: [
          ['chia seed', 1, 'tsp'],
          ['walnut', 1, 'tbsp', 'walnuts, chopped'],
          ['almond', 1, 'tbsp', 'almonds, chopped'],
          ['pumpkin seed', 1, 'tbsp'],
          ['flaxseed', 1, 'tsp', 'ground flaxseed'],
          ['desiccated coconut', 1, 'tbsp', 'desiccated coconut, toasted'],
        ],
      },
      { role: 'seasoning', count: [1, 1], perServing: [1, 'pinch'], options: [['salt', 1, 'pinch']] },
    ],
    steps: [
      { text: 'Put the {base} in a saucepan with the {liquid}, the {seasoning}{spice: and the {spice}} (rinse quinoa or millet first).', minutes: 2 },
      {
        text: 'Bring to a simmer over medium heat, stirring, then cook gently until thick and creamy: oats 5 minutes, millet or quinoa about 20 (add a splash more liquid if it thickens too fast).',
        minutes: 6,
      },
      { text: 'Meanwhile, prepare the {fruit} (slice or halve the larger fruit).', minutes: 3, parallel: true },
      { text: 'Stir in half the {sweet}, spoon into bowls and top with the {fruit}{finish:, the {finish}} and the rest of the {sweet}.', minutes: 2 },
    ],
  },
  {
    key: 'pancakes',
    name: 'Pancakes',
    keywords: ['pancake', 'pancakes', 'crepe', 'crêpe', 'waffle', 'waffles', 'hotcakes'],
    course: 'breakfast',
    mealTypes: ['Breakfast'],
    cuisines: ['American', 'French', 'British'],
    styles: ['comfort'],
    method: 'none',
    defaultServings: 4,
    carbHeavy: true,
    title: '{main} Pancakes with {with}',
    titleRoles: { main: ['fruit'], with: ['finish', 'sweet'] },
    principle:
      'Baking powder releases carbon dioxide once wet and again when heated; stirring the batter only until just combined limits gluten so the pancakes stay tender (McGee 2004).',
    roles: [
      { role: 'base', count: [1, 1], perServing: [40, 'g'], options: ['all-purpose flour', 'buckwheat flour', 'whole wheat flour', 'rice flour', 'gluten-free flour blend'] },
      { role: 'binder', count: [1, 2], perServing: [0.5, 'tsp'], options: ['baking powder', ['egg', 0.5, 'piece', 'egg'], ['flaxseed', 1, 'tsp', 'ground flaxseed']] },
      { role: 'liquid', count: [1, 1], perServing: [75, 'ml'], options: ['milk', 'buttermilk', 'soy milk', 'oat milk', 'almond milk'] },
      { role: 'sweet', count: [1, 1], perServing: [1, 'tsp'], options: ['sugar', 'maple syrup', 'honey'] },
      { role: 'fat', count: [1, 1], perServing: [1, 'tbsp'], options: [['butter', 1, 'tbsp', 'butter, melted'], 'vegetable oil', 'coconut oil'] },
      { role: 'fruit', count: [1, 2], perServing: [50, 'g'], options: ['blueberry', ['banana', 0.5, 'piece', 'banana, sliced'], 'strawberry', 'raspberry', 'apple'] },
      {
        role: 'finish',
        count: [0, 1],
        perServing: [1, 'tbsp'],
        options: [
          ['maple syrup', 1, 'tbsp'],
          ['greek yogurt', 2, 'tbsp'],
          ['honey', 1, 'tsp'],
        ],
      },
      { role: 'seasoning', count: [1, 1], perServing: [1, 'pinch'], options: [['salt', 1, 'pinch']] },
    ],
    steps: [
      { text: 'Whisk the {base}, the {binder} that are dry, the {seasoning} and the {sweet} (if sugar) in a bowl.', minutes: 3 },
      {
        text: 'Whisk the {liquid} with the remaining binder and half the melted {fat}, pour into the dry mix and stir just until no dry flour shows; a few lumps are fine. Rest 5 minutes.',
        minutes: 7,
      },
      {
        text: 'Heat a heavy frying pan over medium heat and brush with fat. Pour in 3–4 tablespoons of batter per pancake, dot with some of the {fruit} and cook until bubbles break on the surface and the edges look dry, 2–3 minutes.',
        minutes: 3,
      },
      { text: 'Flip and cook 1–2 minutes more until golden; repeat with the rest, keeping them warm in a low oven (90 °C / 200 °F).', minutes: 12 },
      { text: 'Serve stacked with the rest of the {fruit}{finish: and the {finish}}.', minutes: 1 },
    ],
  },
  {
    key: 'breakfast-bowl',
    name: 'Breakfast Bowl',
    keywords: ['yogurt bowl', 'smoothie bowl', 'parfait', 'overnight oats', 'acai', 'breakfast bowl', 'muesli', 'granola'],
    course: 'breakfast',
    mealTypes: ['Breakfast'],
    cuisines: ['American', 'Mediterranean', 'Fusion', 'Greek'],
    styles: ['healthy', 'rainbow', 'quick', 'light'],
    method: 'none',
    defaultServings: 2,
    carbHeavy: false,
    title: '{main} Breakfast Bowl with {with}',
    titleRoles: { main: ['dairy'], with: ['fruit'] },
    principle:
      'Toasting oats and seeds in a dry pan browns them through Maillard reactions, adding a nutty flavour and crunch against the cool yogurt; fruit of different colours brings different pigments (anthocyanins, carotenoids, chlorophyll), which is why a varied plate is more than decoration (McGee 2004).',
    roles: [
      { role: 'dairy', count: [1, 1], perServing: [170, 'g'], options: ['greek yogurt', 'yogurt', 'coconut yogurt', ['soy milk', 150, 'ml', 'soy milk, set with the chia']] },
      {
        role: 'fruit',
        count: [3, 5],
        perServing: [40, 'g'],
        options: ['strawberry', 'mango', 'kiwi', 'blueberry', 'pomegranate', 'raspberry', 'banana', 'papaya', 'orange', 'blackberry', 'pineapple', 'grape', 'cherry', 'peach'],
      },
      {
        role: 'base',
        count: [0, 1],
        perServing: [20, 'g'],
        options: [
          ['rolled oats', 20, 'g', 'rolled oats, toasted'],
          ['puffed rice', 10, 'g'],
          ['quinoa', 20, 'g', 'quinoa, cooked and cooled'],
        ],
      },
      {
        role: 'finish',
        count: [1, 2],
        perServing: [1, 'tsp'],
        options: [
          ['chia seed', 1, 'tsp'],
          ['pumpkin seed', 1, 'tbsp', 'pumpkin seeds, toasted'],
          ['almond', 1, 'tbsp', 'flaked almonds, toasted'],
          ['sunflower seed', 1, 'tbsp'],
          ['pistachio', 1, 'tbsp', 'pistachios, chopped'],
          ['flaxseed', 1, 'tsp', 'ground flaxseed'],
        ],
      },
      { role: 'sweet', count: [0, 1], perServing: [1, 'tsp'], options: ['honey', 'maple syrup', 'agave syrup'] },
      { role: 'herb', count: [0, 1], perServing: [2, 'piece'], options: [['mint', 3, 'piece', 'mint leaf']] },
      { role: 'acid', count: [0, 1], perServing: [0.25, 'tsp'], options: ['lime zest', 'lemon zest', 'orange zest'] },
    ],
    steps: [
      {
        text: 'Toast the {base}{finish: and the {finish}} in a dry frying pan over medium heat, shaking often, until fragrant and lightly golden, 3–4 minutes; tip onto a plate to cool.',
        minutes: 4,
      },
      { text: 'Toast the {finish} in a dry frying pan over medium heat, shaking often, until fragrant, 2–3 minutes; tip onto a plate to cool.', minutes: 3, unless: ['base'] },
      { text: 'Prepare the {fruit}: wash, peel where needed and cut into bite-size pieces, keeping each colour separate.', minutes: 8 },
      { text: 'Spoon the {dairy} into bowls{acid: and grate over the {acid}}{sweet:, then drizzle with the {sweet}}.', minutes: 2 },
      {
        text: 'Arrange the fruit in stripes of colour across each bowl, scatter over the toasted crunch{herb: and the {herb}} and eat straight away, while the toppings are crisp.',
        minutes: 2,
      },
    ],
  },
  {
    key: 'panna-cotta',
    name: 'Panna Cotta',
    keywords: ['panna cotta', 'pannacotta', 'custard', 'pudding', 'set cream', 'jelly'],
    course: 'dessert',
    mealTypes: ['Dessert'],
    cuisines: ['Italian', 'French', 'Fusion'],
    styles: ['gourmet', 'savory-sweet'],
    method: 'none',
    defaultServings: 4,
    carbHeavy: false,
    title: '{main} Panna Cotta with {with}',
    titleRoles: { main: ['cheese', 'spice', 'dairy'], with: ['fruit', 'finish'] },
    principle:
      'A panna cotta is cream barely set by gelatin (or agar): just enough to hold its shape so it trembles and melts on the tongue, because gelatin gels melt near body temperature (McGee 2004). Agar sets firmer and stays set at room temperature.',
    roles: [
      { role: 'dairy', count: [1, 2], perServing: [110, 'ml'], options: ['heavy cream', 'milk', 'coconut milk', 'coconut cream', 'buttermilk'] },
      {
        role: 'binder',
        count: [1, 1],
        perServing: [1, 'g'],
        options: [
          ['gelatin', 2, 'g', 'powdered gelatin'],
          ['agar-agar', 0.4, 'g', 'agar-agar powder'],
        ],
      },
      { role: 'sweet', count: [1, 1], perServing: [15, 'g'], options: ['sugar', 'honey', 'maple syrup'] },
      {
        role: 'spice',
        count: [0, 1],
        perServing: [0.25, 'tsp'],
        options: ['vanilla extract', ['green cardamom', 0.125, 'tsp', 'ground cardamom'], 'orange zest', 'espresso', ['saffron', 2, 'piece', 'saffron thread']],
      },
      {
        role: 'cheese',
        count: [0, 1],
        perServing: [25, 'g'],
        options: [
          ['goat cheese', 25, 'g', 'soft goat cheese'],
          ['parmesan', 15, 'g', 'parmesan, finely grated'],
          ['blue cheese', 15, 'g'],
          ['mascarpone', 30, 'g'],
        ],
      },
      { role: 'fruit', count: [1, 1], perServing: [50, 'g'], options: ['fig', 'strawberry', 'raspberry', 'mango', 'pear', 'cherry', 'blackberry', 'pomegranate', 'peach'] },
      {
        role: 'finish',
        count: [0, 2],
        perServing: [0.5, 'tsp'],
        options: [
          ['black pepper', 0.0625, 'tsp', 'black pepper, coarsely cracked'],
          ['olive oil', 0.5, 'tsp', 'extra-virgin olive oil'],
          ['thyme', 0.25, 'tsp', 'thyme leaves'],
          ['pistachio', 1, 'tbsp', 'pistachios, chopped'],
          ['balsamic vinegar', 0.5, 'tsp', 'aged balsamic vinegar'],
          ['rosemary', 0.125, 'tsp', 'rosemary, very finely chopped'],
        ],
      },
      { role: 'seasoning', count: [1, 1], perServing: [1, 'pinch'], options: [['salt', 1, 'pinch', 'salt (flaky sea salt)']] },
    ],
    steps: [
      { text: 'If using gelatin, sprinkle it over 3 tablespoons of cold water and leave 5 minutes to swell; agar goes straight into the cold {dairy}.', minutes: 5 },
      {
        text: 'Warm the {dairy} with the {sweet}{spice: and the {spice}} over medium heat, stirring, until steaming (agar must boil for 2 minutes to dissolve; gelatin must not boil).',
        minutes: 5,
      },
      { text: 'Off the heat, whisk in the {cheese} until completely smooth, then strain.', minutes: 2, needs: ['cheese'] },
      { text: 'Stir in the swollen gelatin until dissolved (or the boiled agar mixture until even), then pour into 4 small glasses or oiled moulds.', minutes: 3 },
      { text: 'Cool, cover and chill until just set with a gentle wobble: at least 4 hours for gelatin, about 1 hour for agar.', minutes: 240 },
      { text: 'To serve, top with the {fruit}{finish:, the {finish}} and a few flakes of the {seasoning}; the salt and savoury notes sharpen the sweetness.', minutes: 5 },
    ],
  },
  {
    key: 'chocolate-mousse',
    name: 'Chocolate Mousse',
    keywords: ['mousse', 'chocolate mousse', 'chocolate dessert', 'chocolate'],
    course: 'dessert',
    mealTypes: ['Dessert'],
    cuisines: ['French', 'Fusion'],
    styles: ['gourmet', 'savory-sweet'],
    method: 'none',
    defaultServings: 4,
    carbHeavy: false,
    title: '{main} Chocolate Mousse with {with}',
    titleRoles: { main: ['fat'], with: ['spice', 'finish', 'seasoning'] },
    principle:
      'Whipped egg whites (or aquafaba, whose dissolved proteins and saponins foam the same way) trap air that the setting cocoa butter holds in place as the mousse chills (McGee 2004).',
    roles: [
      { role: 'base', count: [1, 1], perServing: [45, 'g'], options: [['dark chocolate', 45, 'g', 'dark chocolate (70%), chopped']] },
      {
        role: 'binder',
        count: [1, 1],
        perServing: [1, 'piece'],
        options: [
          ['egg', 1, 'piece', 'egg, separated'],
          ['aquafaba', 40, 'ml', 'aquafaba (chickpea cooking liquid)'],
        ],
      },
      { role: 'sweet', count: [1, 1], perServing: [8, 'g'], options: ['sugar', 'maple syrup'] },
      {
        role: 'fat',
        count: [1, 1],
        perServing: [1, 'tbsp'],
        options: [
          ['olive oil', 1, 'tbsp', 'extra-virgin olive oil'],
          ['heavy cream', 2, 'tbsp'],
          ['coconut cream', 2, 'tbsp'],
          ['butter', 1, 'tbsp'],
        ],
      },
      {
        role: 'finish',
        count: [1, 1],
        perServing: [1, 'tsp'],
        options: [
          ['tahini', 1, 'tsp', 'tahini, to drizzle'],
          ['rosemary', 0.125, 'tsp', 'rosemary, very finely chopped'],
          ['raspberry', 30, 'g', 'raspberries'],
          ['hazelnut', 1, 'tbsp', 'hazelnuts, toasted and chopped'],
          ['black pepper', 0.0625, 'tsp', 'black pepper, coarsely cracked'],
        ],
      },
      {
        role: 'spice',
        count: [0, 1],
        perServing: [0.125, 'tsp'],
        options: ['espresso', ['cinnamon', 0.125, 'tsp', 'ground cinnamon'], ['orange zest', 0.25, 'tsp'], ['cayenne pepper', 0.03, 'tsp']],
      },
      { role: 'seasoning', count: [1, 1], perServing: [1, 'pinch'], options: [['salt', 1, 'pinch', 'salt (flaky sea salt)']] },
    ],
    steps: [
      {
        text: 'Melt the {base} with the {fat} in a bowl set over barely simmering water (the bowl must not touch the water), stirring until smooth; cool for 5 minutes.',
        minutes: 8,
      },
      { text: 'If using eggs, whisk the yolks into the chocolate one at a time{spice:, then the {spice}}.', minutes: 2 },
      {
        text: 'Whisk the whites (or the aquafaba) to soft peaks, then add the {sweet} gradually and whisk to glossy, firm peaks (aquafaba takes 5–8 minutes with an electric whisk).',
        minutes: 6,
      },
      { text: 'Stir a third of the foam into the chocolate to loosen it, then fold in the rest gently with a spatula until no white streaks remain.', minutes: 3 },
      { text: 'Spoon into 4 glasses and chill until set, at least 2 hours.', minutes: 120 },
      { text: 'Serve with a few flakes of salt{finish: and the {finish}} on top.', minutes: 2 },
    ],
  },
  {
    key: 'rice-pudding',
    name: 'Rice Pudding',
    keywords: ['rice pudding', 'kheer', 'arroz con leche', 'payasam'],
    course: 'dessert',
    mealTypes: ['Dessert'],
    cuisines: ['Indian', 'Spanish', 'British', 'Middle Eastern', 'Thai'],
    styles: ['comfort'],
    method: 'none',
    defaultServings: 4,
    carbHeavy: true,
    title: '{main} Rice Pudding with {with}',
    titleRoles: { main: ['spice'], with: ['finish'] },
    principle:
      'Slow simmering lets the rice release starch and the milk reduce, so the pudding thickens by itself; stirring keeps the milk proteins from catching on the bottom (McGee 2004).',
    roles: [
      { role: 'base', count: [1, 1], perServing: [25, 'g'], options: ['basmati rice', 'arborio rice', 'jasmine rice', 'rice'] },
      { role: 'dairy', count: [1, 1], perServing: [250, 'ml'], options: ['milk', 'coconut milk', 'almond milk', 'oat milk'] },
      { role: 'sweet', count: [1, 1], perServing: [20, 'g'], options: ['sugar', 'jaggery', 'palm sugar', 'maple syrup'] },
      {
        role: 'spice',
        count: [1, 2],
        perServing: [0.125, 'tsp'],
        options: [
          ['green cardamom', 0.125, 'tsp', 'ground cardamom'],
          ['saffron', 2, 'piece', 'saffron thread'],
          ['cinnamon', 0.25, 'piece', 'cinnamon stick'],
          'nutmeg',
          ['rose water', 0.25, 'tsp'],
        ],
      },
      {
        role: 'finish',
        count: [1, 2],
        perServing: [10, 'g'],
        options: [
          ['pistachio', 10, 'g', 'pistachios, slivered'],
          ['almond', 10, 'g', 'almonds, slivered'],
          ['raisin', 10, 'g', 'raisins'],
          ['mango', 50, 'g', 'mango, diced'],
          ['desiccated coconut', 1, 'tbsp', 'desiccated coconut, toasted'],
        ],
      },
    ],
    steps: [
      { text: 'Rinse the {base} and soak it for 20 minutes; drain.', minutes: 20 },
      {
        text: 'Bring the {dairy} to a boil in a heavy pan, add the rice{spice: and the {spice}} and simmer over low heat, stirring often and scraping the bottom, until the rice is very soft and the pudding coats a spoon, 35–45 minutes.',
        minutes: 40,
      },
      { text: 'Stir in the {sweet} and cook 3 minutes more; it thickens further as it cools, so stop while it still flows.', minutes: 3 },
      { text: 'Serve warm or chilled{finish:, topped with the {finish}}.', minutes: 2 },
    ],
  },
  {
    key: 'crumble',
    name: 'Crumble',
    keywords: ['crumble', 'crisp', 'cobbler', 'fruit dessert', 'baked fruit'],
    course: 'dessert',
    mealTypes: ['Dessert'],
    cuisines: ['British', 'American', 'French'],
    styles: ['comfort', 'zero-waste'],
    method: 'none',
    defaultServings: 6,
    carbHeavy: true,
    title: '{main} Crumble with {with}',
    titleRoles: { main: ['fruit'], with: ['spice'] },
    principle:
      'Rubbing cold fat into flour coats the flour so little gluten forms, which keeps the topping short and crumbly; the fruit’s pectin and the juices thicken as they bubble (McGee 2004).',
    roles: [
      { role: 'fruit', count: [1, 2], perServing: [150, 'g'], options: ['apple', 'pear', 'plum', 'blackberry', 'peach', 'blueberry', 'cherry', 'apricot', 'raspberry'] },
      { role: 'base', count: [1, 2], perServing: [30, 'g'], options: ['all-purpose flour', 'rolled oats', 'almond flour', 'buckwheat flour', 'rice flour', 'whole wheat flour'] },
      {
        role: 'fat',
        count: [1, 1],
        perServing: [25, 'g'],
        options: [
          ['butter', 25, 'g', 'cold butter, diced'],
          ['coconut oil', 20, 'g', 'coconut oil, solid'],
        ],
      },
      { role: 'sweet', count: [1, 1], perServing: [25, 'g'], options: ['brown sugar', 'sugar', 'jaggery'] },
      {
        role: 'spice',
        count: [1, 2],
        perServing: [0.25, 'tsp'],
        options: [['cinnamon', 0.25, 'tsp', 'ground cinnamon'], 'ground ginger', 'nutmeg', ['green cardamom', 0.125, 'tsp', 'ground cardamom']],
      },
      { role: 'acid', count: [1, 1], perServing: [0.5, 'tsp'], options: ['lemon juice', 'orange zest'] },
      { role: 'binder', count: [0, 1], perServing: [0.5, 'tsp'], options: ['cornstarch', 'arrowroot'] },
      { role: 'seasoning', count: [1, 1], perServing: [1, 'pinch'], options: [['salt', 1, 'pinch']] },
    ],
    steps: [
      {
        text: 'Heat the oven to 190 °C (375 °F, gas 5). Cut the {fruit} into even chunks (peel only if the skin is tough) and toss in a baking dish with{acid: the {acid},} a third of the {sweet}{spice:, the {spice}}{binder: and the {binder}}.',
        minutes: 10,
      },
      { text: 'Rub the {fat} into the {base} with the {seasoning} and the rest of the sugar until it looks like rough crumbs with a few pea-sized lumps.', minutes: 6 },
      { text: 'Scatter the crumbs over the fruit without pressing down.', minutes: 1 },
      { text: 'Bake until the top is golden and the juices bubble thickly at the edges, 35–40 minutes.', minutes: 38 },
      { text: 'Rest 10 minutes before serving; the juices thicken as they cool.', minutes: 10 },
    ],
  },
];

/**
 * A serving of a food named by the member when the dish does not list it for that role: a curry with
 * eggs takes about two eggs a person, not the 150 g of meat the role is sized for (home portions; an
 * egg is about 50 g, see gramsPerPiece in foods/).
 */
export const NAMED_PORTIONS: Record<string, readonly [number, string]> = {
  egg: [2, 'piece'],
  feta: [40, 'g'],
  halloumi: [60, 'g'],
  paneer: [100, 'g'],
  'goat cheese': [30, 'g'],
  mozzarella: [50, 'g'],
  cheddar: [30, 'g'],
  parmesan: [15, 'g'],
};

/**
 * Foods a cook counts rather than weighs ("4 eggs", "2 onions", "1 lemon"); an amount given in grams is
 * turned into pieces with the food's gramsPerPiece from the catalogue.
 */
export const COUNTED_FOODS: ReadonlySet<string> = new Set([
  'egg',
  'onion',
  'red onion',
  'shallot',
  'garlic',
  'lemon',
  'lime',
  'orange',
  'potato',
  'sweet potato',
  'tomato',
  'avocado',
  'apple',
  'pear',
  'banana',
  'peach',
  'carrot',
  'bell pepper',
  'zucchini',
  'eggplant',
  'leek',
  'jalapeño',
  'green chili',
]);

/**
 * The most of a seasoning a serving of a savoury dish takes, in teaspoons (kitchen practice: about 1/4–1/2
 * teaspoon of salt a person in total, Nosrat 2017 on salting to taste; ground spices in fractions of a
 * teaspoon). Spices not listed take at most SPICE_TSP_PER_SERVING; fiery ones (pungent taste 4 or more)
 * at most HOT_SPICE_TSP_PER_SERVING.
 */
export const SEASONING_TSP_PER_SERVING: Record<string, number> = {
  salt: 0.5,
  'kosher salt': 0.75,
  'black pepper': 0.25,
  'white pepper': 0.125,
  'soy sauce': 3,
  tamari: 3,
  'fish sauce': 1.5,
  miso: 3,
};
export const SPICE_TSP_PER_SERVING = 1;
export const HOT_SPICE_TSP_PER_SERVING = 0.25;
/** Salt a serving takes when other foods already bring salt (soy sauce, cheese, capers, anchovy, olives). */
export const SALT_TSP_WITH_SALTY_FOODS = 0.125;
/** A food this salty (taste scale 0–10 in foods/) brings enough salt to a dish to halve the salt it needs. */
export const SALTY_FOOD_TASTE = 7;

/**
 * Techniques that need an ingredient the food knowledge does not list. Used only when the member has no
 * allergy or diet rules (the knowledge cannot vouch for it otherwise).
 */
export const TECHNIQUE_INGREDIENTS = {
  'sodium citrate': {
    /** Modernist Cuisine at Home (2012) cheese sauce: about 11 g per 265 g liquid and 285 g cheese. */
    gramsPerGramCheese: 11 / 285,
    why: 'Sodium citrate is an emulsifying salt (the one processed cheese is made with): it binds calcium in the cheese so the casein proteins stay dispersed, giving a sauce that stays glossy and never splits. Myhrvold and Bilet’s Modernist Cuisine at Home (2012) uses about 11 g for 285 g of cheese and 265 g of liquid.',
  },
} as const;

/**
 * What can be eaten of the parts many cooks throw away (for zero-waste requests). Kitchen practice,
 * with the reason where it is a fact about the food (McGee 2004 on stems and skins).
 */
export const SCRAP_USES: Record<string, string> = {
  broccoli: 'peel the tough skin off the stems and slice them; they are sweet and cook like the florets',
  cauliflower: 'the leaves and core are edible; slice the core thinly and add the leaves with the florets',
  carrot: 'scrub rather than peel: the skin is thin and edible',
  cabbage: 'the dark outer leaves are fine to cook; shred them finely',
  'spring onion': 'use the green tops as well as the whites',
  cilantro: 'chop the stems finely with the leaves; they carry as much aroma',
  parsley: 'chop the stems finely; they have more flavour than the leaves',
  kale: 'strip the stems, slice them thinly and cook them a minute before the leaves',
  'cooked rice': 'leftover rice is the point: cold rice fries better than fresh',
  bread: 'stale bread is better here than fresh',
  potato: 'leave the skins on; scrub them well',
  parmesan: 'drop the hard rind into the pot to flavour it, then fish it out',
  apple: 'there is no need to peel; the skin softens in baking',
  pear: 'there is no need to peel; the skin softens in baking',
  'green pea': 'frozen peas from the back of the freezer are ideal',
  corn: 'frozen or leftover corn works as well as fresh',
  egg: 'eggs are the classic way to use up cooked vegetables',
};

/**
 * Colour of produce by its dominant pigment family (McGee 2004: chlorophylls green, carotenoids orange and
 * yellow, lycopene red, anthocyanins red to blue-purple), for "rainbow" requests.
 */
export const PRODUCE_COLOURS: Record<string, 'red' | 'orange' | 'yellow' | 'green' | 'blue-purple' | 'white'> = {
  strawberry: 'red',
  raspberry: 'red',
  pomegranate: 'red',
  cherry: 'red',
  watermelon: 'red',
  'cherry tomato': 'red',
  tomato: 'red',
  'bell pepper': 'red',
  radish: 'red',
  mango: 'orange',
  papaya: 'orange',
  orange: 'orange',
  peach: 'orange',
  apricot: 'orange',
  carrot: 'orange',
  'sweet potato': 'orange',
  pumpkin: 'orange',
  banana: 'yellow',
  pineapple: 'yellow',
  corn: 'yellow',
  kiwi: 'green',
  grape: 'green',
  avocado: 'green',
  cucumber: 'green',
  spinach: 'green',
  kale: 'green',
  broccoli: 'green',
  edamame: 'green',
  'green pea': 'green',
  zucchini: 'green',
  lettuce: 'green',
  arugula: 'green',
  asparagus: 'green',
  blueberry: 'blue-purple',
  blackberry: 'blue-purple',
  'red cabbage': 'blue-purple',
  beetroot: 'blue-purple',
  plum: 'blue-purple',
  fig: 'blue-purple',
  eggplant: 'blue-purple',
  cauliflower: 'white',
  mushroom: 'white',
  pear: 'white',
  apple: 'white',
};
