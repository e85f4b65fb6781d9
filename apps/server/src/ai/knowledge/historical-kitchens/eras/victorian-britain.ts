import type { HistoricalEra } from '../types';

export const VICTORIAN_BRITAIN: HistoricalEra = {
  key: 'victorian-britain',
  name: 'Victorian Britain',
  region: 'Britain',
  from: 1837,
  to: 1901,
  span: '1837–1901',
  zone: 'europe',
  places: ['britain'],
  aliases: [
    'victorian',
    'victorians',
    'victorian era',
    'victorian england',
    'victorian britain',
    'victorian london',
    'queen victoria',
    'dickens',
    'dickensian',
    'mrs beeton',
    'beeton',
  ],
  context:
    "Railways, cheaper sugar and imported food, tinned goods and a growing middle class changed how Britain ate. Eliza Acton's Modern Cookery (1845) gave each recipe its ingredients, quantities and times, the pattern of the modern recipe, and Isabella Beeton's Book of Household Management (1861) became the reference for running a middle-class home. Puddings boiled in cloths and basins, roasts, pies and dishes brought back from India sat alongside the street food Henry Mayhew found in London: pies, baked potatoes, pea soup and hot eels.",
  sources: ['colquhoun', 'mayhew'],
  dishes: [
    {
      key: 'christmas-pudding',
      name: "Christmas pudding (Eliza Acton's)",
      aliases: ['christmas pudding', "the author's christmas pudding", 'plum pudding', 'acton christmas pudding'],
      year: 1845,
      documented: "Eliza Acton, Modern Cookery for Private Families (1845): 'The Author's Christmas Pudding'",
      context:
        "Plum puddings had long been eaten in Britain, but Eliza Acton's book of 1845 is the first known to call one a Christmas pudding, and the Victorians made it the centrepiece of the family Christmas. Her own recipe is lighter than many, with apple and breadcrumbs alongside the suet and fruit.",
      recipe: {
        title: "The Author's Christmas Pudding, after Eliza Acton",
        description:
          'Mix flour and fine breadcrumbs with chopped beef suet, stoned raisins, currants, minced apple, sugar, candied orange rind, nutmeg and mace, a very little salt, a small glass of brandy and three eggs; Acton takes twice the weight of flour in each of suet, raisins and currants. Beat it well, tie it tightly in a thickly floured cloth and boil it for three and a half hours. A modern cook can steam it in a 1.2 litre basin for the same time.',
      },
      ingredients: [
        'flour',
        'fine breadcrumbs',
        'beef suet',
        'raisins, stoned',
        'currants',
        'apples, minced',
        'sugar',
        'candied orange rind',
        'nutmeg',
        'mace',
        'salt',
        'brandy',
        'eggs',
      ],
      adaptations: [
        { historicalIngredient: 'beef suet', modernSubstitution: 'packet shredded beef suet, or vegetable suet' },
        { historicalIngredient: 'stoned raisins', modernSubstitution: 'seedless raisins' },
      ],
      methods: ['boiling in a floured pudding cloth'],
      taste: 'Dark, moist and fruity, rich with suet, warm with nutmeg and mace, and lifted by brandy and candied peel.',
      sources: ['acton'],
    },
    {
      key: 'steak-and-kidney-pudding',
      name: 'Beefsteak and kidney pudding',
      aliases: ['steak and kidney pudding', 'beefsteak and kidney pudding', 'steak & kidney pudding', 'steak and kidney'],
      year: 1861,
      documented: 'Isabella Beeton, The Book of Household Management (1861)',
      context:
        "Suet puddings, savoury and sweet, were the workhorses of Victorian cooking: boiled in a cloth or basin, they needed only a pot and a fire. Mrs Beeton's beefsteak and kidney pudding lines a basin with suet crust, fills it with seasoned steak and kidney and a little water, and boils it for hours, so that the gravy forms inside the crust.",
      recipe: {
        title: 'Beefsteak and kidney pudding, after Mrs Beeton',
        description:
          'Make a suet crust of flour and finely chopped suet, and line a buttered pudding basin with it, keeping some back for a lid. Fill it with beef steak and kidney cut in pieces and seasoned with salt and pepper, add a little water, cover with the crust, tie a floured cloth over it and boil it for some hours, topping up the water as it boils away. As a modern working amount, a 1.2 litre basin takes 700 g of stewing steak and 200 g of kidney and about four hours of steaming.',
      },
      ingredients: ['beef steak', 'kidney', 'salt', 'black pepper', 'water', 'suet crust of flour and beef suet'],
      adaptations: [
        { historicalIngredient: 'kidney', modernSubstitution: "ox or lamb's kidney, trimmed of its core" },
        { historicalIngredient: 'beef suet', modernSubstitution: 'packet shredded suet' },
      ],
      methods: ['lining a basin with suet crust', 'boiling in a pudding cloth'],
      taste: 'Deeply savoury and meaty, with rich gravy soaking into a soft, fluffy crust.',
      sources: ['beeton'],
    },
    {
      key: 'mulligatawny',
      name: 'Mulligatawny soup',
      aliases: ['mulligatawny', 'mulligatawny soup', 'mullagatawny', 'mullagatawny soup'],
      year: 1861,
      documented: 'Isabella Beeton, The Book of Household Management (1861)',
      context:
        "Mulligatawny, from a Tamil name for 'pepper water', came home with Britons who had served in India and became a soup of British dining rooms, made with curry powder. Mrs Beeton's is a meat soup of fowl or rabbit with onions, curry powder and pounded almonds, sharpened with a little pickle and served with rice.",
      recipe: {
        title: 'Mulligatawny soup, after Mrs Beeton',
        description:
          'Fry sliced onions to a good colour. Line the pan with lean bacon, brown a fowl or rabbit cut into small joints, and add the onions, a clove of garlic and stock; simmer until the meat is tender, skimming carefully. Rub curry powder to a smooth paste, stir it in with almonds pounded with a little of the stock, season, sharpen with lemon pickle or mango juice, and serve boiled rice with it.',
      },
      ingredients: ['fowl or rabbit', 'onions', 'garlic', 'lean bacon', 'curry powder', 'pounded almonds', 'stock', 'lemon pickle or mango juice', 'boiled rice to serve'],
      adaptations: [
        {
          historicalIngredient: 'curry powder',
          modernSubstitution: 'a mild curry powder (Victorian blends were built on turmeric, coriander, cumin, fenugreek and a little cayenne)',
        },
        { historicalIngredient: 'lemon pickle or mango juice', modernSubstitution: 'a squeeze of lemon juice, or a spoonful of lime pickle' },
      ],
      methods: ['frying onions', 'browning meat', 'simmering in stock', 'thickening with pounded almonds'],
      taste: 'Warm and savoury, gently spiced rather than fiery, with the sweetness of fried onion and a sour lift at the end.',
      sources: ['beeton', 'collingham'],
    },
    {
      key: 'victoria-sandwich',
      name: 'Victoria sandwiches',
      aliases: ['victoria sandwich', 'victoria sandwiches', 'victoria sponge', 'victoria sponge cake'],
      year: 1861,
      documented: "Isabella Beeton, The Book of Household Management (1861): 'Victoria Sandwiches'",
      context:
        "Named for the queen, the jam-filled sponge appears in Mrs Beeton's book as 'Victoria sandwiches': a pound-cake mixture of equal weights of eggs, butter, sugar and flour, baked flat, layered with jam and cut into fingers to pile on a dish for tea.",
      recipe: {
        title: 'Victoria sandwiches, after Mrs Beeton',
        description:
          'Weigh four eggs and take their weight each in butter, sugar and flour, with a pinch of salt. Beat the butter to a cream, dredge in the flour and sugar, add the well-whisked eggs and beat for ten minutes. Bake in a buttered shallow tin in a moderate oven for about twenty minutes, let it cool, spread half with jam or marmalade, lay the other half on top, press together and cut into long fingers.',
      },
      ingredients: ['eggs', 'butter', 'sugar', 'flour', 'salt', 'jam or marmalade'],
      adaptations: [
        { historicalIngredient: 'flour', modernSubstitution: 'self-raising flour gives the lighter modern sponge; Beeton relies on beating alone' },
        { historicalIngredient: 'a moderate oven', modernSubstitution: 'about 180 °C' },
      ],
      methods: ['creaming butter', 'beating', 'baking in a shallow tin', 'sandwiching with jam'],
      taste: 'Buttery, fine-crumbed sponge with a sweet, fruity layer of jam.',
      sources: ['beeton'],
    },
  ],
};
