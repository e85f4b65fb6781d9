import type { HistoricalEra } from '../types';

export const TANG_SONG_CHINA: HistoricalEra = {
  key: 'tang-song-china',
  name: 'Tang and Song China',
  region: "Chang'an, Kaifeng and Hangzhou",
  from: 618,
  to: 1279,
  span: '618–1279',
  zone: 'east-asia',
  places: ['china'],
  aliases: [
    'tang',
    'song',
    'sung',
    'tang dynasty',
    'song dynasty',
    'sung dynasty',
    'northern song',
    'southern song',
    'tang china',
    'song china',
    'tang/song',
    'tang and song',
    'su dongpo',
    'su shi',
    'lin hong',
  ],
  context:
    "Under the Tang, the capital Chang'an drew foods, drinks and cooks from Central Asia and beyond; under the Song, Kaifeng and then Hangzhou had restaurants, wine shops, teahouses and night markets, recorded in detail for Hangzhou by Wu Zimu's Meng Liang Lu (1274). Historians such as Michael Freeman have argued that it was in the Song that China first had a cuisine in the full sense: regional styles, restaurants that served them, and a literature of taste.",
  sources: ['freeman-sung', 'anderson-china', 'meng-liang-lu'],
  dishes: [
    {
      key: 'bo-xia-gong',
      name: 'Bo xia gong (rabbit swished in broth at the table)',
      aliases: ['bo xia gong', 'boxiagong', 'ba xia gong', '拨霞供', '撥霞供', 'rabbit hot pot', 'rabbit hotpot', 'stirring the sunset clouds'],
      year: 1250,
      documented: 'Lin Hong, Shanjia Qinggong (13th century)',
      context:
        'Lin Hong tells how, visiting a Daoist master in the Wuyi mountains in the snow, he caught a hare but had no cook. The master showed him the mountain way: slice the meat thin, steep it in wine, soybean paste and pepper, set a small stove on the table with a pot of water, and let each person swish the slices in the boiling water with chopsticks. Years later Lin Hong met the dish again at a banquet in the capital and named it for the colour of the meat in the pot, like clouds at sunset; he adds that pork and mutton can be cooked the same way.',
      recipe: {
        title: 'Sunset-cloud rabbit, after Lin Hong',
        description:
          'Slice rabbit meat very thin and steep it in rice wine, fermented soybean paste and pepper. Set a small charcoal stove on the table with a pot a little less than half full of water. When it boils, each diner takes slices with chopsticks, swishes them in the water until done and eats them with a dipping sauce of their choice.',
      },
      ingredients: ['rabbit (hare)', 'rice wine', 'fermented soybean paste (jiang)', 'pepper (jiao; Sichuan pepper is the usual reading)', 'water', 'dipping sauces to taste'],
      adaptations: [
        { historicalIngredient: 'hare', modernSubstitution: 'farmed rabbit, or thinly sliced lamb or pork as Lin Hong allows' },
        { historicalIngredient: 'jiang (fermented soybean paste)', modernSubstitution: 'Chinese yellow soybean paste, or light soy sauce' },
      ],
      methods: ['slicing meat paper-thin', 'marinating in wine and soybean paste', 'cooking at the table in boiling water', 'dipping in sauce'],
      taste: 'Clean and lively: tender, lean slices seasoned by wine and soybean paste, with the tingling warmth of pepper, eaten straight from the pot.',
      sources: ['shanjia-qinggong'],
    },
    {
      key: 'xie-niang-cheng',
      name: 'Xie niang cheng (crab steamed in an orange)',
      aliases: ['xie niang cheng', 'xieniangcheng', '蟹酿橙', '蟹釀橙', 'crab stuffed orange', 'crab-stuffed orange', 'crab in orange', 'crab steamed in orange'],
      year: 1250,
      documented: 'Lin Hong, Shanjia Qinggong (13th century)',
      context:
        'Autumn was the season for crabs, fat with roe, and for ripe oranges. Lin Hong uses the orange itself as the cooking vessel: hollowed, filled with crab and steamed, so the crab takes the scent of the peel. Hangzhou restaurants still serve a version of it.',
      recipe: {
        title: 'Crab in an orange, after Lin Hong',
        description:
          'Cut the top off a large ripe orange and scoop out the flesh, leaving a little of the juice. Fill it with crab meat and roe, put the top back on, and steam it in a small steamer over wine, vinegar and water. Serve it with vinegar and salt for dipping.',
      },
      ingredients: ['large ripe orange', 'crab meat and roe', 'rice wine', 'vinegar', 'water', 'salt'],
      adaptations: [
        { historicalIngredient: 'crab meat and roe', modernSubstitution: 'fresh white and brown crab meat (hairy crab in season, or any fresh crab)' },
        { historicalIngredient: 'vinegar', modernSubstitution: 'Zhenjiang black vinegar' },
        { historicalIngredient: 'rice wine', modernSubstitution: 'Shaoxing wine' },
      ],
      methods: ['hollowing fruit to use as a vessel', 'steaming over wine, vinegar and water', 'dipping in vinegar and salt'],
      taste: 'Sweet, rich crab lifted by the fragrance and light acidity of orange, with vinegar to cut the richness of the roe.',
      sources: ['shanjia-qinggong'],
    },
    {
      key: 'dongpo-pork',
      name: 'Dongpo pork (slow-braised pork belly)',
      aliases: ['dongpo pork', 'dongpo rou', 'dong po pork', 'dongporou', '东坡肉', '東坡肉', 'su dongpo pork'],
      year: 1085,
      documented: "Su Shi's 'Ode to Pork' (1080s); the Hangzhou dish named after him is a later tradition",
      context:
        "The poet and official Su Shi (Su Dongpo), exiled to Huangzhou in the 1080s, wrote a comic poem in praise of pork: cheap there, he says, because the rich would not eat it and the poor did not know how to cook it. His method is patience: a clean pot, little water, a low fire, and no hurry, and it will be good in its own time. Hangzhou's famous braised pork belly carries his name, but the link to him is tradition rather than record, and the poem names no seasonings.",
      recipe: {
        title: "Slow-braised pork belly in Su Dongpo's manner",
        description:
          'Cut pork belly into large squares, blanch it, and pack it skin side down in a clean pot with rice wine, soybean sauce, ginger and spring onion and only a little water, as the poem asks. Cover it and cook it over the lowest fire for two to three hours without hurrying, turning it once, until the fat is soft and trembling. The seasonings are those of the later Hangzhou dish; as a modern working amount, 1 kg of pork belly takes about 150 ml each of rice wine and water and 4 tablespoons of soy sauce.',
      },
      ingredients: ['pork belly', 'rice wine', 'fermented soybean paste or sauce (jiang)', 'fresh ginger', 'spring onions', 'a little water'],
      adaptations: [
        { historicalIngredient: 'jiang (soybean sauce)', modernSubstitution: 'light and dark soy sauce' },
        { historicalIngredient: 'rice wine', modernSubstitution: 'Shaoxing wine' },
      ],
      methods: ['blanching', 'slow braising with little water over a low fire'],
      taste: 'Meltingly soft fat and lean, glossy and savoury-sweet from wine and soybean sauce, with ginger to keep it from cloying.',
      sources: ['su-shi-pork'],
    },
  ],
};
