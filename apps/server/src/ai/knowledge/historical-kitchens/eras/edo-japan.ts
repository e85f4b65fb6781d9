import type { HistoricalEra } from '../types';

export const EDO_JAPAN: HistoricalEra = {
  key: 'edo-japan',
  name: 'Edo Japan',
  region: 'Edo, Kyoto and Osaka',
  from: 1603,
  to: 1868,
  span: '1603–1868',
  zone: 'east-asia',
  places: ['japan'],
  aliases: ['edo', 'edo period', 'edo era', 'edo japan', 'tokugawa', 'tokugawa japan', 'tokugawa shogunate', 'genroku', 'bakumatsu'],
  context:
    'Two and a half centuries of peace under the Tokugawa shoguns let a city food culture flourish, above all in Edo, by the 18th century one of the largest cities in the world. Stalls and shops sold soba, tempura and sushi to townspeople, and printed cookbooks appeared, from Ryōri Monogatari (1643) to Tōfu Hyakuchin (1782), a hundred ways with tofu whose success started a fashion for books of a hundred delicacies. Meat was little eaten: rice, fish, soy, vegetables and seaweed carried the kitchen.',
  sources: ['rath', 'ishige', 'ryori-monogatari'],
  dishes: [
    {
      key: 'tofu-dengaku',
      name: 'Tōfu dengaku (grilled tofu with sweet miso)',
      aliases: ['tofu dengaku', 'dengaku', 'dengaku tofu', 'miso dengaku'],
      year: 1782,
      documented: 'Tōfu Hyakuchin (1782)',
      context:
        'Dengaku, tofu on skewers grilled and spread with miso, is said to take its name from a dance of the rice-planting festivals, the skewered tofu resembling a performer on a stilt. It was among the most popular ways to eat tofu in Edo, and the Tōfu Hyakuchin gives versions of it among its hundred recipes.',
      recipe: {
        title: 'Tofu dengaku in the Edo manner',
        description:
          'Press firm tofu to drain it, cut it into thick slabs and thread them on bamboo skewers. Grill them over charcoal until lightly browned, spread one side with miso thinned and sweetened with sake, or mirin in richer versions, and grill again until the miso bubbles and catches at the edges.',
      },
      ingredients: ['firm tofu', 'miso', 'sake', 'mirin (in richer versions)', 'bamboo skewers'],
      adaptations: [{ historicalIngredient: 'grilling over charcoal', modernSubstitution: 'a hot overhead grill, or a dry frying pan then a grill for the miso' }],
      methods: ['pressing tofu', 'skewering', 'grilling over charcoal', 'glazing with miso'],
      taste: 'Smoky and soft, under a salty-sweet, caramelised miso crust.',
      sources: ['tofu-hyakuchin', 'rath'],
    },
    {
      key: 'edomae-nigiri',
      name: 'Edomae nigiri-zushi (hand-pressed sushi of Edo Bay)',
      aliases: ['edomae nigiri', 'edomae sushi', 'edomae zushi', 'nigiri', 'nigiri sushi', 'nigirizushi', 'nigiri-zushi', 'sushi'],
      year: 1825,
      documented: 'Edo, early 19th century (often credited to the sushi maker Hanaya Yohei)',
      context:
        "Older sushi was fish packed with rice and left to ferment for weeks or months. In early 19th-century Edo, cooks began pressing a slice of fish onto a ball of vinegared rice, made to order and eaten at once at street stalls: fast food for a busy city. The fish came from the bay 'in front of Edo', Edomae, and was usually salted, cured in vinegar, marinated in soy sauce or boiled, since there was no ice to keep it raw.",
      recipe: {
        title: 'Nigiri-zushi in the Edo manner',
        description:
          'Cook short-grain rice and, while warm, season it with rice vinegar and salt. Prepare the fish as the stalls did: small shad salted and then cured in vinegar, tuna marinated briefly in soy sauce, prawns boiled. Press a small oblong of rice in the hand, dab it with grated wasabi and press a slice of fish on top. Eat it at once, dipped lightly in soy sauce.',
      },
      ingredients: ['short-grain rice', 'rice vinegar', 'salt', 'fish and shellfish of Edo Bay, salted, cured, marinated or boiled', 'wasabi', 'soy sauce'],
      adaptations: [
        { historicalIngredient: 'gizzard shad (kohada)', modernSubstitution: 'mackerel, salted and then cured in rice vinegar' },
        { historicalIngredient: 'rice vinegar', modernSubstitution: 'red vinegar made from sake lees (akazu), if you can find it, is closer to the Edo stalls' },
      ],
      methods: ['seasoning rice with vinegar', 'curing fish in salt and vinegar', 'marinating in soy sauce', 'shaping by hand'],
      taste: 'Clean and balanced: tart, slightly sweet rice, the savoury depth of cured fish and the sharp heat of wasabi.',
      sources: ['ishige'],
    },
    {
      key: 'edo-tempura',
      name: 'Edo-style tempura (battered seafood from the street stalls)',
      aliases: ['tempura', 'edo tempura', 'edo-style tempura', 'yatai tempura'],
      year: 1780,
      documented: 'Edo street stalls (yatai), late 18th century',
      context:
        "Frying in batter is usually traced to the Portuguese, who reached Japan in the 16th century. By the late 18th century tempura stalls in Edo sold the bay's small fish and prawns, battered and fried to order, on skewers to be dipped in a soy-based sauce: one of the city's favourite street foods.",
      recipe: {
        title: 'Stall tempura in the Edo manner',
        description:
          'Mix a thin, lumpy batter of wheat flour, egg and cold water without overworking it. Dip small fish, prawns or squid in it and fry them in hot sesame oil until crisp and pale gold. Serve at once, on skewers, with a dipping sauce of dashi, soy sauce and mirin, and grated daikon.',
      },
      ingredients: [
        'small fish, prawns and squid from the bay',
        'wheat flour',
        'egg',
        'cold water',
        'sesame oil for frying',
        'dashi (kombu and katsuobushi)',
        'soy sauce',
        'mirin',
        'grated daikon',
      ],
      adaptations: [{ historicalIngredient: 'sesame oil for frying', modernSubstitution: 'a neutral frying oil with a little untoasted sesame oil mixed in' }],
      methods: ['battering', 'deep-frying in sesame oil', 'serving on skewers from a street stall'],
      taste: 'Crisp, light and savoury, the sweetness of seafood set off by a salty, faintly sweet dipping sauce and the freshness of daikon.',
      sources: ['ishige'],
    },
    {
      key: 'soba-kiri',
      name: 'Soba-kiri (hand-cut buckwheat noodles)',
      aliases: ['soba-kiri', 'soba kiri', 'sobakiri', 'soba', 'zaru soba', 'mori soba', 'buckwheat noodles'],
      year: 1700,
      documented: 'Edo soba shops and night vendors, 18th century',
      context:
        'Buckwheat had long been eaten as dumplings and porridge; cutting the dough into noodles, soba-kiri, spread in the early Edo period, and Edo became a city of soba shops and night vendors. The noodles were eaten cold, dipped in a sauce of soy sauce, mirin and bonito stock, or hot in broth.',
      recipe: {
        title: 'Cold soba in the Edo manner',
        description:
          'Knead buckwheat flour, with a little wheat flour as a binder, and hot water into a stiff dough; roll it thin, fold it and cut it into fine noodles. Boil them briefly, rinse them in cold water and serve them on a bamboo tray with a dipping sauce of soy sauce, mirin and dashi, and sliced spring onion and wasabi on the side.',
      },
      ingredients: ['buckwheat flour', 'a little wheat flour as a binder', 'water', 'soy sauce', 'mirin', 'dashi (kombu and katsuobushi)', 'spring onion', 'wasabi'],
      adaptations: [{ historicalIngredient: 'hand-cut soba', modernSubstitution: 'good dried soba noodles (check the share of buckwheat on the packet)' }],
      methods: ['kneading and rolling a buckwheat dough', 'cutting noodles by hand', 'boiling and rinsing in cold water'],
      taste: 'Nutty, earthy noodles with a cool bite, dipped in a deep, salty-sweet sauce.',
      sources: ['ishige'],
    },
  ],
};
