// How cooking fails: each failure is what a cook sees (symptom words, as a cook would say them), the
// things the failure is about (subjects), and its causes, each with the fix and the source of the fact.
// Recipe Debugger matches a member's description against this table; it never answers beyond it.

export type FailureArea = 'baking' | 'bread' | 'pastry' | 'sauces' | 'frying' | 'rice' | 'meat' | 'eggs' | 'seasoning';

export interface FailureCause {
  cause: string;
  fix: string;
  source: string;
}

export interface CookingFailure {
  id: string;
  area: FailureArea;
  /** The failure as a cook would name it. */
  problem: string;
  /** What the failure is about ("cake", "bread"); lowercase words or phrases. */
  subjects: readonly string[];
  /** How a cook describes it ("sank in the middle", "dense"); lowercase words or phrases. */
  symptoms: readonly string[];
  /** Most common cause first. */
  causes: readonly FailureCause[];
}

/** The sources the failures and the Debugger's recipe checks rest on, named once so they read the same everywhere. */
export const FAILURE_SOURCES = {
  mcgee: 'McGee, On Food and Cooking (2004)',
  cookwise: 'Corriher, CookWise (1997)',
  bakewise: 'Corriher, BakeWise (2008)',
  kingArthur: "King Arthur Baking, published baker's percentages and ingredient weights",
  fsis: 'USDA FSIS, Safe Minimum Internal Temperature Chart',
  usdaFdc: 'USDA FoodData Central (whole milk, water content)',
} as const;
const { mcgee: MCGEE, cookwise: COOKWISE, bakewise: BAKEWISE, kingArthur: KING_ARTHUR, fsis: FSIS } = FAILURE_SOURCES;

export const COOKING_FAILURES: readonly CookingFailure[] = [
  {
    id: 'cake-sank',
    area: 'baking',
    problem: 'Cake sank in the middle',
    subjects: ['cake', 'sponge', 'cupcake', 'cupcakes', 'muffin', 'muffins', 'loaf cake', 'banana bread', 'pound cake'],
    symptoms: ['sank in the middle', 'sunk in the middle', 'sank', 'sunk', 'sunken', 'sinks', 'sinking', 'collapsed', 'caved in', 'fell', 'dipped', 'dip in the middle', 'crater'],
    causes: [
      {
        cause: 'Too much baking powder or soda: the bubbles grow too large, rise, merge and burst before the crumb sets, so the middle falls.',
        fix: 'Use about 1 to 1¼ tsp baking powder per cup (120 g) of flour, or about ¼ tsp baking soda per cup with an acid ingredient.',
        source: BAKEWISE,
      },
      {
        cause: 'Underbaked: the centre had not set when the cake left the oven, so the steam that held it up condensed and it sagged.',
        fix: 'Bake until a skewer in the centre comes out clean and the top springs back when pressed; check with an oven thermometer that the oven reaches its setting.',
        source: MCGEE,
      },
      {
        cause: 'The oven door was opened early, or the oven runs cool, so the rising batter lost heat before its structure set.',
        fix: 'Keep the door shut for the first two-thirds of the baking time and check the real temperature with an oven thermometer.',
        source: BAKEWISE,
      },
      {
        cause: 'Too much sugar or fat for the flour: both weaken the structure, which then cannot hold the rise.',
        fix: 'Weigh flour and sugar rather than scooping; keep to the recipe ratio.',
        source: BAKEWISE,
      },
    ],
  },
  {
    id: 'cake-dense',
    area: 'baking',
    problem: 'Dense, heavy cake',
    subjects: ['cake', 'sponge', 'cupcake', 'cupcakes', 'muffin', 'muffins', 'pound cake', 'banana bread'],
    symptoms: ['dense', 'heavy', 'tight crumb', 'compact', 'gummy', 'didn t rise', 'did not rise', 'not rise', 'flat', 'rubbery', 'like a brick', 'stodgy'],
    causes: [
      {
        cause: 'Butter and sugar were not creamed long enough, so the batter held too few air cells for the leavening to expand.',
        fix: 'Cream soft (about 18–20 °C) butter with the sugar for 3–5 minutes, until pale and fluffy, before adding eggs.',
        source: BAKEWISE,
      },
      {
        cause: 'Overmixing after the flour went in developed gluten, giving a tough, tight crumb.',
        fix: 'Fold or mix on low only until the last streak of flour disappears.',
        source: MCGEE,
      },
      {
        cause: 'Old baking powder or soda no longer releases gas.',
        fix: 'Test it: baking powder should fizz in hot water, baking soda in vinegar. Replace it if it does not.',
        source: COOKWISE,
      },
      {
        cause: 'Too much flour from scooping the cup into the bag (it packs the flour).',
        fix: 'Weigh flour (about 120 g per cup of all-purpose flour) or spoon it into the cup and level it.',
        source: KING_ARTHUR,
      },
      { cause: 'Cold eggs or butter curdled the batter, so it could not hold air.', fix: 'Bring eggs and butter to room temperature before mixing.', source: BAKEWISE },
    ],
  },
  {
    id: 'cake-dry',
    area: 'baking',
    problem: 'Dry, crumbly cake',
    subjects: ['cake', 'sponge', 'cupcake', 'cupcakes', 'muffin', 'muffins', 'pound cake', 'banana bread', 'brownies'],
    symptoms: ['dry', 'crumbly', 'dried out', 'falls apart', 'stale', 'overbaked', 'over baked', 'sawdust', 'like cardboard'],
    causes: [
      {
        cause: 'Overbaked: every extra minute drives off more water.',
        fix: 'Start checking 5–10 minutes before the stated time and take it out as soon as a skewer comes out with a few moist crumbs.',
        source: BAKEWISE,
      },
      { cause: 'Too much flour, usually from scooping instead of weighing.', fix: 'Weigh flour (about 120 g per cup of all-purpose flour).', source: KING_ARTHUR },
      {
        cause: 'Too little sugar or fat: sugar holds water in the crumb and fat coats the flour proteins, both keep a cake moist.',
        fix: 'Do not cut the sugar or fat by more than about a quarter without changing the recipe in other ways.',
        source: BAKEWISE,
      },
    ],
  },
  {
    id: 'cookies-spread',
    area: 'baking',
    problem: 'Cookies spread too much',
    subjects: ['cookie', 'cookies', 'biscuit', 'biscuits', 'chocolate chip'],
    symptoms: ['spread', 'spreading', 'flat', 'thin', 'ran together', 'merged', 'one big cookie', 'greasy', 'lacy', 'pancake'],
    causes: [
      {
        cause: 'The butter was too soft or melted, so the dough ran before the eggs and flour set.',
        fix: 'Use butter that is cool and just soft, and chill the shaped dough for at least 30 minutes before baking.',
        source: BAKEWISE,
      },
      {
        cause: 'Too little flour (or too much sugar, which liquefies in the oven).',
        fix: 'Weigh the flour (about 120 g per cup of all-purpose flour) and keep to the sugar in the recipe.',
        source: KING_ARTHUR,
      },
      { cause: 'Dough went onto a warm or greased baking sheet.', fix: 'Use a cool sheet lined with parchment; let sheets cool between batches.', source: BAKEWISE },
    ],
  },
  {
    id: 'bread-dense',
    area: 'bread',
    problem: 'Dense bread that did not rise',
    subjects: ['bread', 'loaf', 'dough', 'sourdough', 'rolls', 'buns', 'brioche', 'focaccia', 'pizza', 'pizza dough', 'pizza base', 'naan'],
    symptoms: ['dense', 'heavy', 'brick', 'like a brick', 'didn t rise', 'did not rise', 'not rise', 'no rise', 'tight crumb', 'hard', 'small'],
    causes: [
      {
        cause: 'Under-proofed: the dough was baked before the yeast had made enough gas.',
        fix: 'Let it rise until roughly doubled; a floured finger poke should spring back slowly and leave a small dent.',
        source: KING_ARTHUR,
      },
      {
        cause: 'The yeast was killed by hot liquid or was out of date.',
        fix: 'Use lukewarm liquid, about 35–40 °C (95–105 °F); yeast starts to die above about 50 °C and is dead by 60 °C. Proof dried yeast in warm water with a pinch of sugar: it should foam in 10 minutes.',
        source: MCGEE,
      },
      { cause: 'The dough was too dry: a stiff dough cannot expand.', fix: 'For a lean loaf aim for about 60–70% water by weight of the flour.', source: KING_ARTHUR },
      {
        cause: 'Under-kneaded: too little gluten to trap the gas.',
        fix: 'Knead until a small piece stretches thin enough to see light through it (the windowpane test).',
        source: MCGEE,
      },
      { cause: 'Too much salt, which slows the yeast.', fix: 'Use about 2% salt by weight of the flour (10 g per 500 g flour).', source: KING_ARTHUR },
    ],
  },
  {
    id: 'bread-flat',
    area: 'bread',
    problem: 'Flat loaf that spread out',
    subjects: ['bread', 'loaf', 'dough', 'sourdough', 'boule', 'baguette', 'ciabatta', 'focaccia'],
    symptoms: ['flat', 'spread', 'spread out', 'pancake', 'no oven spring', 'collapsed', 'deflated', 'fell', 'sank'],
    causes: [
      {
        cause: 'Over-proofed: the gluten stretched past its limit and the loaf deflated when scored or baked.',
        fix: 'Bake when a poke springs back slowly; if the dent stays and the dough sighs, it has gone too far. Shorten the rise or ferment in the fridge.',
        source: KING_ARTHUR,
      },
      { cause: 'Too much water for a free-form loaf.', fix: 'Keep free-form loaves around 65–75% hydration, or bake a wetter dough in a tin.', source: KING_ARTHUR },
      { cause: 'Loose shaping: without surface tension the dough relaxes sideways.', fix: 'Shape with a taut skin and proof in a floured basket or tin.', source: MCGEE },
      {
        cause: 'The oven or baking surface was not hot enough for a quick spring.',
        fix: 'Preheat to 230–250 °C (450–480 °F), with a stone, steel or covered pot, for 30–45 minutes.',
        source: KING_ARTHUR,
      },
    ],
  },
  {
    id: 'bread-gummy',
    area: 'bread',
    problem: 'Gummy, doughy crumb',
    subjects: ['bread', 'loaf', 'sourdough', 'rolls', 'banana bread'],
    symptoms: ['gummy', 'doughy', 'raw in the middle', 'raw inside', 'wet inside', 'wet crumb', 'sticky inside', 'undercooked', 'under baked', 'underbaked', 'pasty'],
    causes: [
      {
        cause: 'Cut while hot: the starch is still setting as the loaf cools, so an early cut leaves a gummy crumb.',
        fix: 'Let a loaf cool for at least an hour (a large loaf two) before slicing.',
        source: MCGEE,
      },
      {
        cause: 'Underbaked.',
        fix: 'Bake until the centre reads about 93–99 °C (200–210 °F) on a thermometer for lean loaves, about 88–90 °C (190 °F) for enriched ones.',
        source: KING_ARTHUR,
      },
      {
        cause: 'Too much water for the flour, or a flour that absorbs little (such as low-protein flour).',
        fix: 'Lower the water by a few percent of the flour weight or use bread flour.',
        source: KING_ARTHUR,
      },
    ],
  },
  {
    id: 'pastry-tough',
    area: 'pastry',
    problem: 'Tough pastry',
    subjects: ['pastry', 'pie crust', 'crust', 'shortcrust', 'pie', 'tart', 'puff pastry', 'scones'],
    symptoms: ['tough', 'hard', 'chewy', 'leathery', 'not flaky', 'not tender', 'cardboard'],
    causes: [
      { cause: 'Overworked dough: kneading and rerolling develop gluten.', fix: 'Mix until it only just holds together, and roll it as few times as you can.', source: MCGEE },
      { cause: 'Too much water, which also feeds gluten.', fix: 'Add ice water a spoonful at a time, only until the dough holds when pressed.', source: BAKEWISE },
      {
        cause: 'The butter melted into the flour instead of staying in flakes.',
        fix: 'Keep butter, water and even the flour cold; chill the dough if it softens.',
        source: BAKEWISE,
      },
    ],
  },
  {
    id: 'pastry-shrank',
    area: 'pastry',
    problem: 'Pastry shrank in the tin',
    subjects: ['pastry', 'pie crust', 'crust', 'tart', 'tart shell', 'pie', 'case'],
    symptoms: ['shrank', 'shrunk', 'shrinking', 'shrinks', 'slid down', 'slumped', 'pulled away'],
    causes: [
      {
        cause: 'The gluten was stretched and not rested, so it sprang back in the heat.',
        fix: 'Rest the dough in the fridge for at least 30 minutes after mixing and again after lining the tin; ease it into the tin, never stretch it.',
        source: BAKEWISE,
      },
      {
        cause: 'Blind-baked without support.',
        fix: 'Line with parchment and fill with baking beans or rice for the first part of blind baking; leave a little overhang and trim after baking.',
        source: BAKEWISE,
      },
    ],
  },
  {
    id: 'soggy-bottom',
    area: 'pastry',
    problem: 'Soggy bottom',
    subjects: ['pastry', 'pie', 'tart', 'quiche', 'crust', 'base'],
    symptoms: ['soggy bottom', 'soggy', 'wet base', 'wet bottom', 'raw underneath', 'raw base', 'raw bottom', 'undercooked base', 'pale base'],
    causes: [
      {
        cause: 'A wet filling went into raw pastry.',
        fix: 'Blind-bake the case first, and for custard fillings brush the hot case with beaten egg and bake 2 minutes more to seal it.',
        source: BAKEWISE,
      },
      { cause: 'The bottom did not get enough heat.', fix: 'Use a metal tin on a baking sheet preheated on the lowest shelf.', source: BAKEWISE },
      {
        cause: 'The filling was too wet or still hot.',
        fix: 'Thicken fruit fillings (cornflour, flour or tapioca) and cool cooked fillings before filling the case.',
        source: COOKWISE,
      },
    ],
  },
  {
    id: 'emulsion-split',
    area: 'sauces',
    problem: 'Split mayonnaise or hollandaise',
    subjects: ['mayonnaise', 'mayo', 'aioli', 'hollandaise', 'bearnaise', 'emulsion', 'dressing', 'vinaigrette'],
    symptoms: ['split', 'splitting', 'broke', 'broken', 'curdled', 'separated', 'separating', 'oily', 'greasy', 'grainy', 'runny', 'won t thicken', 'didn t thicken', 'scrambled'],
    causes: [
      {
        cause: 'The oil went in too fast, faster than the yolk could coat it in droplets.',
        fix: 'Rescue it: whisk a fresh yolk (or a teaspoon of water or mustard) in a clean bowl and add the broken sauce drop by drop, then in a thin stream once it thickens.',
        source: MCGEE,
      },
      {
        cause: 'Hollandaise or béarnaise overheated: the yolk proteins set, squeezing out the butter.',
        fix: 'Cook over barely simmering water and keep the sauce below about 65 °C; whisk in a spoon of cold water the moment it looks grainy.',
        source: MCGEE,
      },
      {
        cause: 'Ingredients were too cold, or there was too much oil for the yolks.',
        fix: 'Start with yolks at room temperature; one yolk holds a good cup (about 240 ml) of oil if it goes in slowly.',
        source: COOKWISE,
      },
    ],
  },
  {
    id: 'roux-lumpy',
    area: 'sauces',
    problem: 'Lumpy béchamel or white sauce',
    subjects: ['bechamel', 'white sauce', 'roux', 'gravy', 'cheese sauce', 'veloute', 'sauce'],
    symptoms: ['lumpy', 'lumps', 'clumpy', 'clumps', 'floury', 'raw flour', 'tastes of flour', 'gluey', 'pasty', 'too thick'],
    causes: [
      {
        cause: 'The milk went in all at once, so the flour gelled in pockets before it could disperse.',
        fix: 'Add the liquid a little at a time, whisking until smooth between additions; a cool roux into hot milk (or the reverse) also helps. Rescue lumps with a whisk or a sieve.',
        source: COOKWISE,
      },
      {
        cause: 'The flour was not cooked in the butter, so the sauce tastes of raw flour.',
        fix: 'Cook the roux for 2–3 minutes, stirring, before adding the milk, then simmer the sauce for a few minutes.',
        source: MCGEE,
      },
    ],
  },
  {
    id: 'cream-sauce-broken',
    area: 'sauces',
    problem: 'Cream or cheese sauce split',
    subjects: ['cream sauce', 'cheese sauce', 'alfredo', 'mac and cheese', 'macaroni cheese', 'pan sauce', 'cream', 'cheese', 'milk', 'yogurt', 'yoghurt'],
    symptoms: ['split', 'curdled', 'grainy', 'separated', 'oily', 'greasy', 'broke', 'broken', 'stringy', 'clumpy'],
    causes: [
      {
        cause: 'Low-fat dairy was boiled: milk, single cream and yogurt curdle in the heat, while cream of about 30% fat or more resists it.',
        fix: 'Use double (heavy) cream for sauces that boil; stir yogurt in off the heat, or stabilise it with a little flour or cornflour first.',
        source: MCGEE,
      },
      { cause: 'Acid (wine, lemon, tomato) met hot low-fat dairy.', fix: 'Reduce acidic liquids first and add them to cream, not milk.', source: MCGEE },
      {
        cause: 'Cheese was added over high heat, so its proteins tightened and pushed out the fat.',
        fix: 'Take the pan off the heat and stir in grated cheese a handful at a time; a starch-thickened base (a béchamel) keeps it smooth.',
        source: MCGEE,
      },
    ],
  },
  {
    id: 'fried-greasy',
    area: 'frying',
    problem: 'Greasy fried food',
    subjects: [
      'fried',
      'fry',
      'frying',
      'fries',
      'chips',
      'tempura',
      'pakora',
      'pakoras',
      'bhaji',
      'bhajis',
      'samosa',
      'samosas',
      'fritter',
      'fritters',
      'onion rings',
      'fried chicken',
      'batter',
      'doughnut',
      'doughnuts',
      'deep fried',
    ],
    symptoms: ['greasy', 'oily', 'soggy', 'soaked', 'limp', 'heavy', 'not crispy', 'not crisp'],
    causes: [
      { cause: 'The oil was too cool, so the food sat in it without sealing.', fix: 'Fry most foods at 175–190 °C (350–375 °F); use a thermometer.', source: MCGEE },
      { cause: 'Too much went in at once and the oil temperature crashed.', fix: 'Fry in small batches and let the oil come back to temperature between them.', source: COOKWISE },
      { cause: 'Drained on paper while stacked, so steam softened the crust.', fix: 'Drain in one layer on a rack.', source: COOKWISE },
    ],
  },
  {
    id: 'burnt-outside-raw-inside',
    area: 'frying',
    problem: 'Burnt outside, raw inside',
    subjects: ['fried', 'frying', 'chicken', 'fritters', 'doughnuts', 'pancakes', 'cutlets', 'fish', 'pork', 'cake'],
    symptoms: [
      'burnt outside',
      'burned outside',
      'burnt on the outside',
      'burned on the outside',
      'raw inside',
      'raw in the middle',
      'raw on the inside',
      'undercooked inside',
      'dark outside',
      'too dark',
      'burnt',
    ],
    causes: [
      {
        cause: 'The heat was too high for the thickness: the surface browned before heat reached the centre.',
        fix: 'Lower the oil to about 160–170 °C (325–340 °F) for thick pieces, or brown them and finish in a 180 °C oven until the centre is done.',
        source: COOKWISE,
      },
      { cause: 'The pieces were too thick or went in fridge-cold.', fix: 'Cut or pound to an even thickness and let them lose the chill for 20–30 minutes.', source: MCGEE },
      {
        cause: 'Doneness was judged by colour.',
        fix: 'Check the centre with a thermometer: poultry 74 °C (165 °F), minced meat 71 °C (160 °F), whole cuts of beef, pork and lamb 63 °C (145 °F) with a 3-minute rest.',
        source: FSIS,
      },
    ],
  },
  {
    id: 'rice-mushy',
    area: 'rice',
    problem: 'Mushy rice',
    subjects: ['rice', 'basmati', 'jasmine', 'pilaf', 'pulao', 'biryani'],
    symptoms: ['mushy', 'soggy', 'wet', 'waterlogged', 'porridge', 'soft', 'broken', 'overcooked', 'too much water'],
    causes: [
      {
        cause: 'Too much water for the absorption method.',
        fix: 'Use about 1.5 parts water to 1 part white long-grain rice by volume, or about 1.25 : 1 for basmati that has been soaked (30 minutes) and drained.',
        source: MCGEE,
      },
      {
        cause: 'Stirring during cooking broke the grains and released starch.',
        fix: 'Do not stir once it simmers; keep the lid on and let it rest off the heat for 10 minutes.',
        source: MCGEE,
      },
    ],
  },
  {
    id: 'rice-crunchy',
    area: 'rice',
    problem: 'Crunchy, undercooked rice',
    subjects: ['rice', 'basmati', 'jasmine', 'pilaf', 'pulao', 'biryani', 'risotto'],
    symptoms: ['crunchy', 'hard', 'chalky', 'undercooked', 'raw', 'uncooked', 'hard in the middle', 'burnt bottom', 'stuck to the bottom', 'not cooked'],
    causes: [
      {
        cause: 'Too little water, or it escaped as steam through a loose lid.',
        fix: 'Use about 1.5 : 1 water to white long-grain rice by volume (1.25 : 1 for soaked basmati) and a tight lid; if it is hard when the water is gone, sprinkle in 2–3 tablespoons of water, cover and steam 5 minutes more.',
        source: MCGEE,
      },
      {
        cause: 'The heat was too high, so the bottom dried out and scorched before the grains cooked through.',
        fix: 'Bring to the boil, then the lowest heat for 15 minutes (white rice) and a 10-minute rest off the heat.',
        source: COOKWISE,
      },
    ],
  },
  {
    id: 'rice-sticky',
    area: 'rice',
    problem: 'Sticky, clumped rice',
    subjects: ['rice', 'basmati', 'jasmine', 'fried rice', 'pilaf', 'pulao'],
    symptoms: ['sticky', 'clumped', 'clumpy', 'stuck together', 'gluey', 'gummy', 'starchy', 'lumpy'],
    causes: [
      { cause: 'Loose surface starch was left on the grains.', fix: 'Rinse the rice in several changes of water until it runs nearly clear.', source: MCGEE },
      {
        cause: 'A short- or medium-grain rice was used: its starch is rich in amylopectin, which makes it sticky by nature.',
        fix: 'For separate grains use a long-grain rice (basmati, jasmine is slightly clingy); for fried rice use cold, day-old cooked rice.',
        source: MCGEE,
      },
    ],
  },
  {
    id: 'meat-tough',
    area: 'meat',
    problem: 'Tough meat',
    subjects: ['meat', 'beef', 'steak', 'pork', 'lamb', 'mutton', 'goat', 'brisket', 'stew', 'chicken', 'roast'],
    symptoms: ['tough', 'chewy', 'rubbery', 'stringy', 'hard to chew', 'leathery'],
    causes: [
      {
        cause: 'A collagen-rich cut (shoulder, shin, brisket, chuck) was cooked fast; its connective tissue only turns to gelatin with long, moist heat.',
        fix: 'Braise or stew it gently, below a simmer, for 2–3 hours or more until a fork slides in easily.',
        source: MCGEE,
      },
      {
        cause: 'A lean, tender cut was cooked too long, squeezing its fibres dry and tight.',
        fix: 'Cook tender cuts quickly to the doneness you want and check with a thermometer.',
        source: MCGEE,
      },
      { cause: 'Sliced with the grain.', fix: 'Slice across the grain, thinly for tougher cuts.', source: COOKWISE },
    ],
  },
  {
    id: 'meat-dry',
    area: 'meat',
    problem: 'Dry meat',
    subjects: ['meat', 'chicken', 'chicken breast', 'turkey', 'pork', 'pork chop', 'steak', 'beef', 'roast', 'burger'],
    symptoms: ['dry', 'dried out', 'overcooked', 'sawdust', 'chalky', 'stringy', 'no juice'],
    causes: [
      {
        cause: 'Cooked past the safe temperature: muscle fibres keep shrinking and losing juice as the temperature climbs.',
        fix: 'Take it off the heat at the safe temperature and no further: chicken and turkey 74 °C (165 °F); whole cuts of beef, pork and lamb 63 °C (145 °F) with a 3-minute rest; minced meat 71 °C (160 °F).',
        source: FSIS,
      },
      {
        cause: 'Lean meat had no salt ahead of cooking.',
        fix: 'Salt lean cuts an hour or more ahead (or brine them): salt loosens the proteins so they hold more water.',
        source: COOKWISE,
      },
      {
        cause: 'Sliced straight from the heat, so the juices ran out onto the board.',
        fix: 'Rest steaks and chops for 5 minutes and roasts for 10–20 before carving.',
        source: COOKWISE,
      },
    ],
  },
  {
    id: 'meat-grey',
    area: 'meat',
    problem: 'Grey meat with no browning',
    subjects: ['meat', 'beef', 'steak', 'mince', 'ground beef', 'chicken', 'pork', 'lamb', 'mushrooms'],
    symptoms: ['grey', 'gray', 'no crust', 'no browning', 'didn t brown', 'did not brown', 'boiled', 'steamed', 'pale', 'stewed'],
    causes: [
      {
        cause: 'The pan was crowded or not hot enough, so juices pooled and the meat steamed at 100 °C instead of browning (the Maillard reactions need a drier, hotter surface).',
        fix: 'Heat the pan until the oil shimmers and brown in batches with space between pieces.',
        source: MCGEE,
      },
      { cause: 'The surface was wet.', fix: 'Pat meat dry with paper towels before it goes in the pan.', source: MCGEE },
      { cause: 'The meat was moved too soon.', fix: 'Leave it until it releases from the pan on its own, then turn.', source: COOKWISE },
    ],
  },
  {
    id: 'eggs-rubbery',
    area: 'eggs',
    problem: 'Rubbery eggs',
    subjects: ['egg', 'eggs', 'scrambled eggs', 'scrambled', 'omelette', 'omelet', 'frittata', 'tamagoyaki'],
    symptoms: ['rubbery', 'tough', 'dry', 'squeaky', 'watery', 'weeping', 'leathery', 'overcooked', 'spongy'],
    causes: [
      {
        cause: 'Too much heat for too long: the egg proteins bond ever more tightly and squeeze out their water, leaving rubber and a watery puddle.',
        fix: 'Cook over low to medium heat and take the eggs off while they still look slightly wet; they finish in their own heat.',
        source: MCGEE,
      },
      {
        cause: 'Watery vegetables (tomato, mushroom, spinach) went in raw and released their water as they cooked.',
        fix: 'Cook watery additions first and drain them before adding the eggs.',
        source: COOKWISE,
      },
    ],
  },
  {
    id: 'custard-weeping',
    area: 'eggs',
    problem: 'Custard curdled or weeping',
    subjects: ['custard', 'quiche', 'flan', 'creme caramel', 'creme brulee', 'cheesecake', 'bread pudding', 'creme anglaise', 'pastry cream'],
    symptoms: ['weeping', 'watery', 'curdled', 'grainy', 'scrambled', 'lumpy', 'holes', 'bubbles', 'cracked', 'split', 'liquid'],
    causes: [
      {
        cause: 'Overcooked: past the setting point the egg proteins tighten and squeeze water out of the gel (syneresis), leaving holes, curds and a watery layer.',
        fix: 'Bake in a water bath at about 160–165 °C (325 °F) and take it out while the centre still wobbles; for stirred custards stop before the mixture boils and strain it.',
        source: MCGEE,
      },
      { cause: 'The oven was too hot for an egg-rich filling.', fix: 'Lower the oven and use a water bath.', source: BAKEWISE },
    ],
  },
  {
    id: 'green-yolk',
    area: 'eggs',
    problem: 'Green ring round a hard-boiled yolk',
    subjects: ['egg', 'eggs', 'boiled egg', 'boiled eggs', 'hard boiled', 'hard-boiled', 'yolk'],
    symptoms: ['green', 'greenish', 'grey ring', 'gray ring', 'green ring', 'grey yolk', 'sulphur', 'sulfur', 'rubbery white'],
    causes: [
      {
        cause: 'Overcooked: hydrogen sulphide from the white reacts with iron in the yolk to form grey-green ferrous sulphide.',
        fix: 'Simmer (not boil) for 9–12 minutes, then cool at once in iced water.',
        source: MCGEE,
      },
    ],
  },
  {
    id: 'too-salty',
    area: 'seasoning',
    problem: 'Too salty',
    subjects: ['soup', 'stew', 'sauce', 'curry', 'dal', 'dish', 'gravy', 'stock', 'broth'],
    symptoms: ['too salty', 'salty', 'oversalted', 'over salted', 'too much salt'],
    causes: [
      {
        cause: 'A different salt was measured by volume: fine table salt weighs about twice as much per teaspoon as flaky kosher salt.',
        fix: 'Weigh salt, or halve the volume when swapping kosher salt for table salt.',
        source: COOKWISE,
      },
      {
        cause: 'Salted early and then reduced, or salty ingredients (stock, soy sauce, cheese, cured meat) added their own salt.',
        fix: 'Season at the end, after reducing and after the salty ingredients go in. To rescue it, add more of the unsalted base (water, unsalted stock, vegetables, rice or beans); acid and a little fat make it taste less salty but do not remove salt.',
        source: COOKWISE,
      },
    ],
  },
  {
    id: 'bland',
    area: 'seasoning',
    problem: 'Bland, flat taste',
    subjects: ['soup', 'stew', 'sauce', 'curry', 'dal', 'dish', 'chili', 'food'],
    symptoms: ['bland', 'tasteless', 'no flavour', 'no flavor', 'lacks flavour', 'lacks flavor', 'flat', 'boring', 'watery taste', 'missing something', 'lacks depth'],
    causes: [
      { cause: 'Under-salted: salt raises the perception of the other flavours and masks bitterness.', fix: 'Season in stages and taste before serving.', source: MCGEE },
      { cause: 'No acid to lift it.', fix: 'Finish with a squeeze of lemon or lime or a splash of vinegar.', source: COOKWISE },
      {
        cause: 'Dried spices went in raw, so their aroma compounds stayed locked in.',
        fix: 'Bloom whole and ground spices in hot fat for 30–60 seconds before adding liquid; many aroma compounds dissolve in fat, not water.',
        source: MCGEE,
      },
    ],
  },
  {
    id: 'too-spicy',
    area: 'seasoning',
    problem: 'Too spicy-hot',
    subjects: ['curry', 'chili', 'chilli', 'sauce', 'soup', 'salsa', 'dish'],
    symptoms: ['too spicy', 'too hot', 'burning', 'fiery', 'too much chilli', 'too much chili', 'too much heat', 'spicy'],
    causes: [
      {
        cause: 'Capsaicin, the hot compound, does not dissolve in water, so water does not put the fire out.',
        fix: 'Stir in yogurt, cream, coconut milk or butter and a little sugar, or dilute with more of the unspiced base; serve with yogurt or rice.',
        source: MCGEE,
      },
      {
        cause: 'The white ribs (placenta) of the chillies went in: most capsaicin is made there.',
        fix: 'Remove the ribs and seeds and add chilli a little at a time, tasting as you go.',
        source: MCGEE,
      },
    ],
  },
];
