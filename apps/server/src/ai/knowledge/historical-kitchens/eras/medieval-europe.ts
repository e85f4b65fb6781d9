import type { HistoricalEra } from '../types';

export const MEDIEVAL_EUROPE: HistoricalEra = {
  key: 'medieval-europe',
  name: 'Medieval Europe',
  region: 'England and France',
  from: 1000,
  to: 1500,
  span: 'c. 1000–1500',
  zone: 'europe',
  places: ['britain', 'france', 'low-countries', 'germany'],
  aliases: ['medieval europe', 'forme of cury', 'le viandier', 'viandier', 'taillevent', 'chaucer', 'chaucerian', 'richard ii'],
  context:
    "The recipes that survive from medieval Europe were written for great households: the English Forme of Cury was compiled by Richard II's master cooks around 1390, and the French Viandier carries the name of Taillevent, cook to the kings of France. Their cooking is spiced, coloured and often sweet and sour together: ginger, cinnamon, grains of paradise and saffron; sauces sharpened with vinegar or verjuice and thickened with bread or ground almonds; and almond milk on the many fast days when the Church forbade meat.",
  sources: ['scully-art', 'wilson-britain'],
  dishes: [
    {
      key: 'makerouns',
      name: 'Makerouns (macaroni with cheese and butter)',
      aliases: ['makerouns', 'macrows', 'macrowes', 'medieval macaroni', 'macaroni and cheese'],
      year: 1390,
      documented: 'The Forme of Cury (c. 1390)',
      context:
        "One of the earliest pasta recipes written in English. A thin sheet of dough was cut in pieces, boiled, and laid in a dish with grated cheese and butter beneath and above, in the same way the roll layers its loseyns, sheets of pasta with cheese. It was food for a king's household, not for the poor.",
      recipe: {
        title: 'Makerouns, after the Forme of Cury',
        description:
          'Roll out a thin sheet of dough and cut it into pieces. Cast them into boiling water and cook them well. Grate cheese and lay it with butter beneath and above the pasta in the dish, in layers, and serve. The roll gives no amounts; as a modern working amount, 250 g of flour made into a stiff dough with water, 100 g of hard cheese and 50 g of butter serve four.',
      },
      ingredients: ['wheat flour and water, made into a dough', 'cheese, grated', 'butter'],
      adaptations: [{ historicalIngredient: 'cheese', modernSubstitution: 'a firm, well-aged cheese such as a mature Cheddar, Lancashire or Parmesan' }],
      methods: ['rolling thin sheets of dough', 'boiling', 'layering with cheese and butter'],
      taste: 'Plain and rich: soft boiled pasta slicked with butter and salty, melting cheese.',
      sources: ['forme-of-cury', 'curye-on-inglysch'],
    },
    {
      key: 'tart-in-ymbre-day',
      name: 'Tart in Ymbre Day (Ember Day tart)',
      aliases: ['tart in ymbre day', 'ember day tart', 'tart for ember day', 'ymbre day tart'],
      year: 1390,
      documented: 'The Forme of Cury (c. 1390)',
      context:
        'Ember Days were fast days at each of the four seasons, when meat was forbidden but, outside Lent, eggs and dairy were allowed. This open tart of onions, herbs, cheese and eggs, coloured with saffron and touched with currants and sugar, was a meatless dish still fit for a great table. Some copies of the recipe use breadcrumbs instead of the cheese.',
      recipe: {
        title: 'Ember Day tart, after the Forme of Cury',
        description:
          'Parboil onions and herbs, press out the water and chop them small. Pound fresh cheese in a mortar and mix it with eggs. Add butter, saffron and salt, currants, and a little sugar with powder douce, a mild sweet spice mixture, then bake it in a pastry case and serve. No amounts are given; as a modern working amount, a 23 cm tart takes three onions, a handful of parsley and sage, 200 g of cheese and six eggs.',
      },
      ingredients: [
        'onions',
        'herbs (parsley and sage in a related recipe)',
        'green (young) cheese, or breadcrumbs in some copies',
        'eggs',
        'butter',
        'saffron',
        'salt',
        'currants (raisins of Corinth)',
        'a little sugar',
        'powder douce (a mild sweet spice mixture)',
        'a pastry case (a trap)',
      ],
      adaptations: [
        { historicalIngredient: 'green cheese', modernSubstitution: 'a young, crumbly cheese such as Caerphilly or Wensleydale, or curd cheese' },
        { historicalIngredient: 'powder douce', modernSubstitution: 'a pinch each of ground ginger and cinnamon with a little sugar (the mixture varied from cook to cook)' },
      ],
      methods: ['parboiling', 'pounding in a mortar', 'baking in an open pastry case'],
      taste: 'Savoury and mellow: soft onion and herbs in a saffron-gold custard, with small bursts of sweetness from the currants.',
      sources: ['forme-of-cury', 'curye-on-inglysch'],
    },
    {
      key: 'blank-maunger',
      name: 'Blank maunger (white dish of capon, rice and almond milk)',
      aliases: ['blank maunger', 'blancmange', 'blanc manger', 'blank mang', 'blancmanger'],
      year: 1390,
      documented: 'The Forme of Cury (c. 1390)',
      context:
        "Blank maunger, 'white food', was one of the most widely made dishes of medieval Europe, found in English, French, Italian and Catalan books. It was pale by design: shredded capon, rice and almond milk, seasoned with sugar and salt. The later sweet jelly called blancmange keeps only its name.",
      recipe: {
        title: 'Blank maunger, after the Forme of Cury',
        description:
          'Boil capons and take them up. Grind blanched almonds and mix them with the broth to make almond milk, and put it in a pot. Wash rice and cook it in the almond milk, then add the capon breast torn small, with white grease, sugar and salt, and let it cook together. Serve it garnished with red or white aniseed comfits and with almonds fried in oil.',
      },
      ingredients: ['capon', 'blanched almonds', 'capon broth', 'rice', 'white grease (lard)', 'sugar', 'salt', 'aniseed comfits, red or white', 'almonds fried in oil'],
      adaptations: [
        { historicalIngredient: 'capon', modernSubstitution: 'a large roasting chicken; use the breast meat' },
        { historicalIngredient: 'almond milk made with broth', modernSubstitution: 'ground almonds steeped in hot chicken stock and strained' },
        { historicalIngredient: 'aniseed comfits', modernSubstitution: 'sugar-coated aniseed (as sold for Indian mukhwas) or a few crushed aniseeds' },
      ],
      methods: ['boiling a capon', 'grinding almonds and straining them with broth into almond milk', 'simmering rice in almond milk', 'garnishing with comfits'],
      taste: 'Mild, creamy and faintly sweet, like a savoury rice pudding, with crunch from the fried almonds and a hint of anise.',
      sources: ['forme-of-cury', 'curye-on-inglysch', 'scully-art'],
    },
    {
      key: 'brouet-de-canelle',
      name: 'Brouet de canelle (cinnamon broth)',
      aliases: ['brouet de canelle', 'cinnamon brewet', 'cinnamon broth', 'brouet de cannelle'],
      year: 1380,
      documented: 'Le Viandier (14th century)',
      context:
        'A brouet was meat served in a spiced sauce, and the Viandier names several by their colour or chief spice. This one is a cinnamon-brown sauce of almonds and broth sharpened with verjuice, the sour juice of unripe grapes that medieval cooks used much as we use lemon. Plenty of cinnamon, ginger, cloves and grains of paradise marked a dish for a noble table.',
      recipe: {
        title: 'Cinnamon brouet, after the Viandier',
        description:
          'Cook poultry, or other meat, in wine or water, cut it in quarters and fry it. Grind unpeeled almonds with a great deal of cinnamon, moisten them with beef broth and strain them, then boil this with the meat and some verjuice. Add ground ginger, cloves and grains of paradise; the sauce should be thick and strongly spiced.',
      },
      ingredients: [
        'poultry or other meat',
        'wine or water for the first cooking',
        'unpeeled almonds',
        'cinnamon',
        'beef broth',
        'verjuice',
        'ginger',
        'cloves',
        'grains of paradise',
      ],
      adaptations: [
        { historicalIngredient: 'verjuice', modernSubstitution: 'lemon juice with a little white wine vinegar, or bottled verjuice' },
        { historicalIngredient: 'grains of paradise', modernSubstitution: 'grains of paradise from a spice merchant, or black pepper with a pinch of ground cardamom' },
      ],
      methods: ['poaching', 'frying', 'grinding almonds into a sauce', 'straining through a cloth', 'simmering'],
      taste: 'Warm, sweet-spiced and tart at once: cinnamon and ginger over a nutty almond body, cut by the sourness of verjuice.',
      sources: ['viandier', 'scully-viandier'],
    },
  ],
};
