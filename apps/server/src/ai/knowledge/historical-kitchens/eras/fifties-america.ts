import type { HistoricalEra } from '../types';

export const FIFTIES_AMERICA: HistoricalEra = {
  key: 'fifties-america',
  name: '1950s America',
  region: 'the United States',
  from: 1950,
  to: 1959,
  span: '1950–1959',
  zone: 'north-america',
  places: ['usa'],
  aliases: [
    '1950s america',
    'fifties america',
    'the fifties',
    'fifties',
    'eisenhower',
    'eisenhower era',
    'atomic age',
    'postwar america',
    'post-war america',
    'mid-century america',
    'midcentury america',
  ],
  context:
    "Postwar prosperity, suburbs, supermarkets and a food industry eager to sell convenience reshaped the American kitchen. Canned condensed soups, frozen vegetables, cake mixes and gelatin became building blocks of home cooking, promoted through company test kitchens and cookbooks such as Betty Crocker's Picture Cook Book (1950). Laura Shapiro has shown that home cooks took up these products selectively, mixing packaged shortcuts with cooking from scratch.",
  sources: ['shapiro', 'levenstein', 'betty-crocker-1950'],
  dishes: [
    {
      key: 'green-bean-casserole',
      name: 'Green bean casserole (Green Bean Bake)',
      aliases: ['green bean casserole', 'green bean bake', 'green beans casserole'],
      year: 1955,
      documented: 'Campbell Soup Company test kitchen, 1955 (created by Dorcas Reilly)',
      context:
        "Dorcas Reilly, a supervisor in the Campbell Soup Company's test kitchen in Camden, New Jersey, put this dish together in 1955 for an Associated Press feature, from things most home cooks had on hand, Campbell's cream of mushroom soup among them; it became a fixture of American Thanksgiving tables. It shows the decade's way of cooking from the pantry: canned or frozen beans, canned soup and canned fried onions, combined and baked in one dish.",
      recipe: {
        title: 'Green Bean Bake',
        description:
          'Mix a can of condensed cream of mushroom soup with a little milk, a dash of soy sauce and black pepper. Stir in cooked green beans and part of a can of French fried onions, and bake at 350 °F (175 °C) for about 25 minutes. Top with the rest of the onions and bake about 5 minutes more, until golden.',
      },
      ingredients: ['green beans, canned or frozen', 'condensed cream of mushroom soup', 'milk', 'soy sauce', 'black pepper', 'French fried onions (canned)'],
      adaptations: [
        { historicalIngredient: 'condensed cream of mushroom soup', modernSubstitution: 'a quick sauce of sautéed mushrooms, butter, flour and stock with a splash of cream' },
      ],
      methods: ['combining convenience foods', 'baking in a casserole dish'],
      taste: 'Creamy, savoury and soft, with a salty crunch of fried onions on top.',
      sources: ['campbell-1955'],
    },
    {
      key: 'tuna-noodle-casserole',
      name: 'Tuna noodle casserole',
      aliases: ['tuna noodle casserole', 'tuna casserole', 'tuna noodle bake', 'tuna hotdish'],
      year: 1955,
      documented: 'American home cooking of the 1950s',
      context:
        'Casseroles bound with canned condensed soup were among the most typical dishes of the 1950s home kitchen: cheap, quick to assemble from the pantry and baked in one dish. Canned tuna with egg noodles and cream of mushroom soup, under crumbs or crushed potato chips, was a favourite version.',
      recipe: {
        title: 'Tuna noodle casserole',
        description:
          'Boil egg noodles, drain them and mix them with a can of tuna, a can of condensed cream of mushroom soup thinned with milk, and peas if you like. Spread it in a buttered casserole, top with buttered breadcrumbs or crushed potato chips, and bake at 350 °F (175 °C) for 20 to 25 minutes, until bubbling.',
      },
      ingredients: ['egg noodles', 'canned tuna', 'condensed cream of mushroom soup', 'milk', 'frozen peas (optional)', 'buttered breadcrumbs or crushed potato chips', 'butter'],
      adaptations: [{ historicalIngredient: 'condensed cream of mushroom soup', modernSubstitution: 'a white sauce with sautéed mushrooms' }],
      methods: ['boiling noodles', 'assembling a casserole', 'baking'],
      taste: 'Mild, creamy and salty, soft underneath with a crunchy top.',
      sources: ['shapiro'],
    },
    {
      key: 'chiffon-cake',
      name: 'Chiffon cake',
      aliases: ['chiffon cake', 'betty crocker chiffon cake', 'orange chiffon cake'],
      year: 1950,
      documented: "Betty Crocker's Picture Cook Book (1950)",
      context:
        'The chiffon cake was invented in 1927 by Harry Baker, a Los Angeles insurance salesman turned caterer, who kept the recipe secret for some twenty years before selling it to General Mills. Betty Crocker launched it in 1948, advertised as the first new kind of cake in a hundred years, made with vegetable oil instead of butter, and it featured in the Picture Cook Book of 1950.',
      recipe: {
        title: 'Chiffon cake',
        description:
          'Sift cake flour, sugar, baking powder and salt; make a well and add vegetable oil, egg yolks, water and flavouring (grated orange or lemon rind, or vanilla), and beat smooth. Whisk the egg whites with cream of tartar until very stiff and fold the batter gently into them. Bake in an ungreased tube pan at about 325 °F (165 °C) for about an hour, then cool it upside down so it does not sink.',
      },
      ingredients: ['cake flour', 'sugar', 'baking powder', 'salt', 'vegetable oil', 'eggs, separated', 'water', 'cream of tartar', 'grated orange or lemon rind, or vanilla'],
      adaptations: [{ historicalIngredient: 'cake flour', modernSubstitution: 'plain flour with 2 tablespoons of cornflour in every 125 g' }],
      methods: ['whisking egg whites stiff', 'folding', 'baking in a tube pan', 'cooling upside down'],
      taste: 'Tall, light and moist, with a tender crumb that stays soft for days and a clean citrus or vanilla flavour.',
      sources: ['betty-crocker-1950'],
    },
  ],
};
