// Cooking verbs a method step may use, grouped by what they do, and the words that tell a cook when a
// step is done. Written for Hearth from standard culinary vocabulary (the dry-heat, moist-heat and
// combination methods of classical kitchen teaching); used to judge whether a free-text recipe says
// what to do, how and for how long.

/** Applying heat: the step that actually cooks something. */
export const HEAT_METHODS: Record<string, string> = {
  fry: 'frying', 'stir-fry': 'stir-frying', 'deep-fry': 'deep-frying', 'shallow-fry': 'shallow-frying', saute: 'sautéing', sauté: 'sautéing',
  sear: 'searing', brown: 'browning', roast: 'roasting', bake: 'baking', grill: 'grilling', broil: 'grilling', barbecue: 'grilling',
  toast: 'toasting', char: 'charring', simmer: 'simmering', boil: 'boiling', parboil: 'boiling', blanch: 'blanching', poach: 'poaching',
  steam: 'steaming', braise: 'braising', stew: 'stewing', temper: 'tempering (tadka)', caramelise: 'caramelising', caramelize: 'caramelising',
  reduce: 'reducing', deglaze: 'deglazing', smoke: 'smoking', 'pressure-cook': 'pressure cooking', cook: 'cooking', heat: 'heating',
  melt: 'melting', bloom: 'blooming spices', scramble: 'scrambling', griddle: 'griddling', confit: 'confit',
};

/** Preparing and assembling without heat: enough on its own for salads, dips and cured dishes. */
export const PREP_METHODS: Record<string, string> = {
  chop: 'chopping', dice: 'dicing', slice: 'slicing', mince: 'mincing', grate: 'grating', peel: 'peeling', crush: 'crushing',
  julienne: 'julienning', shred: 'shredding', whisk: 'whisking', beat: 'beating', fold: 'folding', knead: 'kneading', mix: 'mixing',
  stir: 'stirring', combine: 'combining', blend: 'blending', puree: 'puréeing', purée: 'puréeing', mash: 'mashing', grind: 'grinding',
  marinate: 'marinating', soak: 'soaking', rinse: 'rinsing', drain: 'draining', season: 'seasoning', toss: 'tossing', dress: 'dressing',
  coat: 'coating', layer: 'layering', spread: 'spreading', stuff: 'stuffing', roll: 'rolling', cure: 'curing', pickle: 'pickling',
  squeeze: 'squeezing', zest: 'zesting', garnish: 'garnishing', serve: 'serving', pour: 'pouring', add: 'adding', rest: 'resting',
  chill: 'chilling', cool: 'cooling', strain: 'straining', sprinkle: 'sprinkling', drizzle: 'drizzling', top: 'topping', cut: 'cutting',
};

/** Doneness cues: how the cook knows to move on, as good as a time in a method. */
export const DONENESS_CUES = [
  'until golden', 'until soft', 'until tender', 'until translucent', 'until browned', 'until crisp', 'until thick', 'until thickened',
  'until wilted', 'until fragrant', 'until smooth', 'until cooked through', 'until bubbling', 'until reduced', 'until the oil separates',
  'until set', 'until charred', 'until it wilts', 'until they soften', 'until it softens', 'until they break down', 'until it boils',
];

/** Every form a verb takes at the start of or inside a step ("fry", "fries", "fried", "frying"). */
export function verbForms(verb: string): string[] {
  const base = verb.toLowerCase();
  const stem = base.endsWith('e') ? base.slice(0, -1) : base;
  const doubled = /[^aeiou][aeiou][bdgmnpt]$/.test(base) ? base + base.at(-1) : base;
  return [...new Set([base, `${base}s`, `${base}es`, `${stem}ed`, `${stem}ing`, `${doubled}ed`, `${doubled}ing`, base.endsWith('y') ? `${base.slice(0, -1)}ied` : base])];
}
