import type { HistoricalEra } from '../types';

export const MUGHAL_INDIA: HistoricalEra = {
  key: 'mughal-india',
  name: 'Mughal India',
  region: 'the Mughal court at Agra, Delhi and Lahore',
  from: 1526,
  to: 1857,
  span: '1526–1857',
  zone: 'south-asia',
  places: ['india'],
  aliases: [
    'mughal',
    'mughals',
    'moghul',
    'moghuls',
    'mogul',
    'moguls',
    'mughal empire',
    'mughal india',
    'akbar',
    'shah jahan',
    'shahjahan',
    'jahangir',
    'aurangzeb',
    'babur',
    'humayun',
    'ain-i-akbari',
    'ain i akbari',
  ],
  context:
    "The Mughals came from Central Asia, and their court cooking joined Persian and Central Asian ways with the rice, pulses, ghee and spices of Hindustan; the first emperor, Babur, complained in his memoirs that India had no good melons or grapes and no good bread in its markets. Under Akbar, Abu'l-Fazl's Ain-i-Akbari (1590s) described how the imperial kitchen was run and listed its dishes with the weights of their ingredients, from plain khichri to saffron rice and rich meat dishes. None of them uses chilli: their heat comes from black pepper and ginger.",
  sources: ['collingham', 'achaya', 'baburnama'],
  dishes: [
    {
      key: 'zard-birinj',
      name: 'Zard birinj (saffron sweet rice)',
      aliases: ['zard birinj', 'zard berenj', 'zarda', 'zarda pulao', 'yellow rice'],
      year: 1595,
      documented: "Abu'l-Fazl, Ain-i-Akbari (1590s), A'in 24, the first of its recipes",
      context:
        "The Ain-i-Akbari opens its recipes with zard birinj, 'yellow rice', among the dishes cooked without meat: rice with sugar candy and ghee in generous weights, raisins, almonds and pistachios, coloured with saffron. Abu'l-Fazl notes that some cooks use fewer spices or none, and some make it with meat and salt instead of sweets. Its descendant, zarda, is still made for weddings and feasts in northern India and Pakistan.",
      recipe: {
        title: 'Saffron sweet rice, after the Ain-i-Akbari',
        description:
          'The Ain gives weights for four dishes: ten parts of rice to five of sugar candy and three and a half of ghee, half a part each of raisins, almonds and pistachios, with salt, fresh ginger, saffron and cinnamon. It gives no method; a cook today might parboil the rice, layer it in a heavy pot with the sugar, ghee, fruit, nuts and spices, seal the lid and cook it over a very low fire until the grains are tender and glossy. As a modern working amount: 400 g of rice, 200 g of sugar, 120 g of ghee, 20 g each of raisins, almonds and pistachios, and a good pinch of saffron.',
      },
      ingredients: ['rice', 'sugar candy (misri)', 'ghee', 'raisins', 'almonds', 'pistachios', 'salt', 'fresh ginger', 'saffron', 'cinnamon'],
      adaptations: [
        { historicalIngredient: 'sugar candy', modernSubstitution: 'crushed rock sugar (misri) or caster sugar' },
        { historicalIngredient: 'ghee', modernSubstitution: 'ghee or clarified butter' },
      ],
      methods: ['parboiling rice', 'layering in a heavy pot', 'cooking sealed over a low fire (dum)'],
      taste: 'Sweet, buttery and fragrant: saffron-gold grains with the warmth of cinnamon and ginger and the crunch of nuts and raisins.',
      sources: ['ain-i-akbari', 'blochmann', 'achaya'],
    },
    {
      key: 'khichri',
      name: 'Khichri (rice and split pulse with ghee)',
      aliases: ['khichri', 'khichdi', 'khichari', 'kichri', 'kitchri'],
      year: 1595,
      documented: "Abu'l-Fazl, Ain-i-Akbari (1590s), A'in 24",
      context:
        'Rice cooked with a split pulse is far older than the Mughals and was eaten across India by rich and poor. The Ain-i-Akbari lists khichri among the dishes without meat with the simplest of formulas, equal weights of rice, split pulse and ghee, showing it on the emperor’s table as well as in every home.',
      recipe: {
        title: 'Khichri, after the Ain-i-Akbari',
        description:
          "The Ain's proportion is equal weights of rice, split dal and ghee, with a third of a part of salt, which gives seven dishes. Wash the rice and dal, cook them together in water until soft and the water is absorbed, and stir in the ghee. As a modern working amount: 150 g each of rice and split mung dal with 2 tablespoons of ghee, far less fat than the court used.",
      },
      ingredients: ['rice', 'split dal (split mung)', 'ghee', 'salt'],
      adaptations: [{ historicalIngredient: 'split dal', modernSubstitution: 'split yellow mung dal (moong dal)' }],
      methods: ['boiling rice and pulse together', 'enriching with ghee'],
      taste: 'Soft, mild and comforting, savoury with salt and rich with ghee.',
      sources: ['ain-i-akbari', 'blochmann', 'achaya'],
    },
    {
      key: 'do-piyaza',
      name: 'Do-piyaza (meat cooked with plenty of onions)',
      aliases: ['do-piyaza', 'do piyaza', 'dopiyaza', 'dupiyaza', 'dupiyazah', 'dopiaza', 'do pyaza'],
      year: 1595,
      documented: "Abu'l-Fazl, Ain-i-Akbari (1590s), A'in 24, among the meats with spices",
      context:
        "The name is usually read as 'two onions', for the generous quantity of onion cooked with the meat. The Ain-i-Akbari lists it among the meat dishes with spices. Dishes of the name are still cooked across northern India and Pakistan.",
      recipe: {
        title: 'Do-piyaza, after the Ain-i-Akbari',
        description:
          'Cook fatty mutton in ghee with a great deal of sliced onion, salt and whole spices, covered over a low fire, until the meat is tender and the onions have melted into a thick sauce. The Ain gives weights but no method; as a modern working amount, 1 kg of mutton takes 200 to 300 g of onions, 3 tablespoons of ghee and about a teaspoon each of black pepper, cumin, coriander seed, cardamom and cloves.',
      },
      ingredients: ['mutton, not too lean', 'ghee', 'onions', 'salt', 'whole spices such as black pepper, cumin, coriander seed, cardamom and cloves'],
      adaptations: [{ historicalIngredient: 'mutton', modernSubstitution: 'lamb shoulder or goat' }],
      methods: ['frying in ghee', 'slow cooking with onions until they melt'],
      taste: 'Deeply savoury and sweet with softened onion, fragrant with whole spices, and hot with black pepper rather than chilli.',
      sources: ['ain-i-akbari', 'blochmann', 'achaya'],
    },
    {
      key: 'shir-birinj',
      name: 'Shir birinj (rice cooked in milk)',
      aliases: ['shir birinj', 'shirbirinj', 'sheer birinj', 'shir berenj'],
      year: 1595,
      documented: "Abu'l-Fazl, Ain-i-Akbari (1590s), A'in 24",
      context:
        "Shir birinj, Persian for 'milk rice', appears in the Ain-i-Akbari among the dishes without meat: a little rice cooked in ten times its weight of milk with sugar candy and a pinch of salt. It belongs to the same family as the kheer of Indian kitchens and the milk puddings of Persia.",
      recipe: {
        title: 'Milk rice, after the Ain-i-Akbari',
        description:
          "The Ain's proportions are ten parts of milk to one of rice and one of sugar candy, with a pinch of salt, for five full dishes. Simmer the rice slowly in the milk, stirring often, until the grains break down and the milk thickens, then stir in the sugar. As a modern working amount: 1 litre of milk, 100 g of rice and 100 g of sugar.",
      },
      ingredients: ['milk', 'rice', 'sugar candy (misri)', 'salt'],
      adaptations: [{ historicalIngredient: 'sugar candy', modernSubstitution: 'caster sugar' }],
      methods: ['simmering rice slowly in milk', 'stirring until thick'],
      taste: 'Creamy, gently sweet and milky, with soft, broken grains of rice.',
      sources: ['ain-i-akbari', 'blochmann'],
    },
  ],
};
