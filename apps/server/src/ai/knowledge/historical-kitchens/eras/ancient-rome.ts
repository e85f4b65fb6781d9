import type { HistoricalEra } from '../types';

export const ANCIENT_ROME: HistoricalEra = {
  key: 'ancient-rome',
  name: 'Ancient Rome',
  region: 'Rome and Roman Italy',
  from: -509,
  to: 476,
  span: '509 BC – AD 476',
  zone: 'europe',
  places: ['italy'],
  aliases: [
    'ancient rome',
    'roman',
    'romans',
    'rome',
    'roman empire',
    'roman republic',
    'imperial rome',
    'republican rome',
    'pompeii',
    'apicius',
    'caesar',
    'julius caesar',
    'augustus',
    'nero',
  ],
  context:
    'Roman cooking is known from a late collection of recipes circulated under the name of Apicius, from farming writers such as Cato and Columella, and from the kitchens and street bars excavated at Pompeii. Its kitchen had no sugar and none of the foods of the Americas: honey, raisin wine and grape must boiled down to a syrup sweetened it, and garum, a salty sauce of fermented fish, seasoned nearly everything alongside pepper, lovage, cumin and coriander.',
  sources: ['dalby-a-z', 'grocock-grainger'],
  dishes: [
    {
      key: 'patina-de-piris',
      name: 'Patina de piris (pear patina)',
      aliases: ['patina de piris', 'pear patina', 'patina of pears', 'aliter de piris'],
      year: 400,
      documented: 'Apicius, De re coquinaria, Book IV (compiled c. 4th–5th century AD)',
      context:
        'A patina was a shallow pan, and the name passed to the egg-set dishes baked in it, savoury or sweet. This one binds poached pears with eggs and seasons them as Roman cooks seasoned almost everything, with garum, pepper and cumin beside honey and raisin wine: a meeting of sweet, salty and spiced that surprises a modern eater but was ordinary at a Roman dinner.',
      recipe: {
        title: 'Pear patina, after Apicius',
        description:
          'Poach peeled pears until soft, core them and pound them smooth with ground pepper and cumin, honey, raisin wine, a little garum and a little olive oil. Beat in eggs, pour the mixture into an oiled shallow dish and bake it gently until just set, like a custard; grind pepper over the top and serve. The Latin gives no amounts; as a modern working amount, start with four pears to three eggs and season to taste.',
      },
      ingredients: ['pears', 'eggs', 'honey', 'passum (raisin wine)', 'garum or liquamen (fermented fish sauce)', 'a little olive oil', 'black pepper', 'cumin'],
      adaptations: [
        { historicalIngredient: 'garum or liquamen', modernSubstitution: 'Southeast Asian fish sauce, used sparingly' },
        { historicalIngredient: 'passum (raisin wine)', modernSubstitution: 'a sweet raisin wine such as Pedro Ximénez sherry, or grape juice reduced by half' },
      ],
      methods: ['poaching', 'pounding in a mortar', 'binding with eggs', 'baking gently in a shallow earthenware pan (patina)'],
      taste: 'A soft, sweet custard of pear and honey, warmed by pepper and cumin, with a savoury depth from the fish sauce rather than any taste of fish.',
      sources: ['apicius', 'grocock-grainger', 'grainger-cooking-apicius'],
    },
    {
      key: 'pullum-frontonianum',
      name: 'Pullum Frontonianum (chicken in the manner of Fronto)',
      aliases: ['pullum frontonianum', 'chicken fronto', 'fronto chicken', "fronto's chicken"],
      year: 400,
      documented: 'Apicius, De re coquinaria, Book VI, on birds (compiled c. 4th–5th century AD)',
      context:
        'Who Fronto was is not recorded; the dish keeps only his name. It is typical of the Apicius collection: a bird first part-cooked, then cooked gently with fish sauce, oil and a bundle of green herbs, and served on defrutum, grape must boiled down to a syrup, which makes it sweet and sharp at once.',
      recipe: {
        title: 'Chicken Fronto’s way, after Apicius',
        description:
          'Part-cook a chicken (translators read praedurare as browning it or parboiling it), then season it with garum mixed with olive oil, add a bundle of dill, leek, savory and fresh coriander, and cook it through gently in a covered pot. Lift it onto a dish moistened with defrutum, sprinkle it with pepper and serve. No amounts are given; a 1.5 kg bird takes about an hour and a half in a low oven, basted now and then.',
      },
      ingredients: [
        'chicken',
        'garum or liquamen (fermented fish sauce)',
        'olive oil',
        'dill',
        'leek',
        'savory',
        'fresh coriander',
        'defrutum (grape must boiled down)',
        'black pepper',
      ],
      adaptations: [
        { historicalIngredient: 'garum or liquamen', modernSubstitution: 'fish sauce, about a tablespoon to start' },
        { historicalIngredient: 'defrutum', modernSubstitution: 'red grape juice reduced to a thick syrup, or a little grape molasses (pekmez)' },
        { historicalIngredient: 'savory', modernSubstitution: 'thyme, if summer savory cannot be found' },
      ],
      methods: ['part-cooking (browning or parboiling)', 'cooking gently with a bundle of herbs', 'serving on defrutum'],
      taste: 'Savoury and herby: the fish sauce gives salt and depth, the defrutum a sticky, fruity sweetness, and pepper bites at the end.',
      sources: ['apicius', 'grocock-grainger'],
    },
    {
      key: 'globi',
      name: 'Globi (fried cheese and spelt balls)',
      aliases: ['globi', 'globuli', 'cato globi'],
      year: -160,
      documented: 'Cato the Elder, De agri cultura 79 (c. 160 BC)',
      context:
        "Cato's handbook for running a farm estate includes a handful of recipes for breads and cakes of cheese and grain, the oldest Latin recipes that survive. Globi were balls of cheese and alica, coarsely pounded spelt, fried in fat and then spread with honey and scattered with poppy seed.",
      recipe: {
        title: 'Globi, after Cato',
        description:
          'Soak coarsely pounded spelt until soft, drain it, and mix it with an equal quantity of fresh cheese, as Cato directs. Shape small balls and fry them one or two at a time in hot fat in a copper pan, turning them often with two sticks. Lift them out, spread them with honey, sprinkle them with poppy seed and serve.',
      },
      ingredients: ['alica (coarsely pounded spelt)', 'fresh cheese', 'fat for frying (Cato says only unguen, fat)', 'honey', 'poppy seeds'],
      adaptations: [
        { historicalIngredient: 'alica', modernSubstitution: 'cracked spelt or coarse semolina, soaked' },
        { historicalIngredient: 'fresh cheese', modernSubstitution: 'ricotta, well drained' },
        { historicalIngredient: 'unguen (fat)', modernSubstitution: 'lard or olive oil' },
      ],
      methods: ['soaking grain', 'mixing by hand', 'frying in a copper pan, turned with two sticks', 'finishing with honey'],
      taste: 'Crisp outside and soft and milky within, sweet with honey and nutty with poppy seed.',
      sources: ['cato', 'dalby-cato'],
    },
    {
      key: 'libum',
      name: 'Libum (cheese bread for the gods)',
      aliases: ['libum', 'liba', 'roman cheesecake', 'sacrificial cake'],
      year: -160,
      documented: 'Cato the Elder, De agri cultura 75 (c. 160 BC)',
      context:
        'Libum was the cake offered to the gods, and Cato gives the way to make it: cheese pounded in a mortar, wheat flour and a single egg, baked on leaves under an earthenware cover on the hearth. It is closer to a cheese bread than to a sweet cake.',
      recipe: {
        title: 'Libum, after Cato',
        description:
          'Pound two pounds of cheese smooth in a mortar, then work in a pound of wheat flour, or half a pound of fine flour for a more tender cake, and one egg. Shape a round loaf, set it on leaves and bake it slowly on a hot hearth under an earthenware cover. A Roman pound was about 330 g, so this is roughly 650 g of cheese to 330 g of flour; today a lidded pot in an oven at about 200 °C does the work of the cover.',
      },
      ingredients: ['fresh cheese', 'wheat flour (siligo)', 'one egg', 'leaves to bake it on (often taken to be bay)'],
      adaptations: [
        { historicalIngredient: 'fresh cheese', modernSubstitution: 'ricotta, or ricotta with a little crumbled feta' },
        { historicalIngredient: 'siligo flour', modernSubstitution: 'plain wheat flour' },
        { historicalIngredient: 'testum (earthenware baking cover)', modernSubstitution: 'a lidded casserole or Dutch oven in a hot oven' },
      ],
      methods: ['pounding cheese in a mortar', 'kneading', 'baking under an earthenware cover (testum) on the hearth'],
      taste: 'A dense, tangy cheese bread, savoury rather than sweet; it is often eaten with honey today, though Cato does not say so.',
      sources: ['cato', 'dalby-cato'],
    },
  ],
};
