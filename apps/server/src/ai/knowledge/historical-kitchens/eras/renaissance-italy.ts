import type { HistoricalEra } from '../types';

export const RENAISSANCE_ITALY: HistoricalEra = {
  key: 'renaissance-italy',
  name: 'Renaissance Italy',
  region: 'Rome and the Italian courts',
  from: 1450,
  to: 1600,
  span: 'c. 1450–1600',
  zone: 'europe',
  places: ['italy'],
  aliases: ['renaissance italy', 'italian renaissance', 'maestro martino', 'martino', 'quattrocento', 'cinquecento', 'medici', 'borgia', 'platina'],
  context:
    'Maestro Martino of Como, cook to a cardinal in Rome, wrote his Libro de arte coquinaria around 1465, and the humanist Platina soon reworked its recipes into Latin in De honesta voluptate, one of the first printed cookbooks. Martino gives amounts, times and methods more clearly than earlier books, and his kitchen is recognisably Italian: pasta dried and fresh, tortes of cheese and herbs, and sauces of bread, almonds and verjuice, with sugar and sweet spices still used freely.',
  sources: ['ballerini-parzen', 'capatti-montanari', 'platina'],
  dishes: [
    {
      key: 'maccheroni-siciliani',
      name: 'Maccheroni siciliani (Sicilian macaroni)',
      aliases: ['maccheroni siciliani', 'sicilian macaroni', 'maccaroni siciliani', 'macaroni siciliani'],
      year: 1465,
      documented: 'Maestro Martino, Libro de arte coquinaria (c. 1465)',
      context:
        'Martino makes his Sicilian macaroni hollow by rolling thin strands of dough around an iron wire and sliding it out, and he says that, dried in the sun, they keep for two or three years. Dried pasta had long been made in Sicily and traded by sea, and Martino serves it the way the courts liked it: boiled long, with grated cheese, fresh butter and sweet spices.',
      recipe: {
        title: 'Sicilian macaroni, after Maestro Martino',
        description:
          'Make a very firm dough of fine white flour with egg whites and rose water, or plain water; for two platters use no more than one or two whites. Roll it into sticks a palm long and as thin as straw, lay a thin iron rod along each, roll it under both hands on the table and pull the rod out, leaving a hole. Dry the macaroni in the sun, then boil them in water or meat broth and serve them on platters with plenty of grated cheese, fresh butter and sweet spices. Martino boils them for two hours; fresh ones need only a few minutes.',
      },
      ingredients: ['fine white wheat flour', 'egg whites', 'rose water or plain water', 'water or meat broth for boiling', 'grated cheese', 'fresh butter', 'sweet spices'],
      adaptations: [
        { historicalIngredient: 'sweet spices', modernSubstitution: 'a little ground cinnamon with a pinch of sugar' },
        { historicalIngredient: 'grated cheese', modernSubstitution: 'Parmigiano Reggiano or an aged pecorino' },
        { historicalIngredient: 'hand-rolled macaroni', modernSubstitution: 'dried bucatini or fusilli bucati, boiled to the packet time' },
      ],
      methods: ['kneading a firm dough', 'rolling strands around an iron rod', 'drying in the sun', 'boiling in water or broth'],
      taste: 'Chewy pasta under melting butter and sharp cheese, with a faint floral note from the rose water and a sweet-spiced finish.',
      sources: ['martino', 'ballerini-parzen'],
    },
    {
      key: 'ravioli-tempo-di-carne',
      name: 'Ravioli in tempo di carne (ravioli for meat days)',
      aliases: ['ravioli in tempo di carne', 'ravioli for meat days', 'martino ravioli', 'renaissance ravioli', 'ravioli'],
      year: 1465,
      documented: 'Maestro Martino, Libro de arte coquinaria (c. 1465)',
      context:
        "'Meat days' were the days the Church allowed meat, as against the many fast days; Martino gives other ravioli for Lent. These are small, no bigger than half a chestnut, filled with aged and fatty cheese, boiled pork belly, herbs and spices, and cooked in capon broth turned yellow with saffron, for as long as it takes to say two Our Fathers.",
      recipe: {
        title: 'Ravioli for meat days, after Maestro Martino',
        description:
          'For ten servings take half a pound of aged cheese and a little fatty cheese. Boil a pound of fatty pork belly, or a veal udder, until it falls apart, chop it well and mix it with the cheeses, well-chopped good herbs, pepper, cloves and ginger; pounded capon breast makes it better still. Wrap small spoonfuls in thin pasta, no bigger than half a chestnut, and cook them in capon broth or good meat broth coloured yellow with saffron for the time of two Our Fathers. Serve them with grated cheese and sweet spices over the top.',
      },
      ingredients: [
        'aged cheese',
        'a little fatty (soft) cheese',
        'fatty pork belly or veal udder, boiled',
        'good herbs, well chopped',
        'black pepper',
        'cloves',
        'ginger',
        'capon breast, pounded (optional)',
        'thin sheets of wheat pasta',
        'capon or meat broth',
        'saffron',
        'grated cheese and sweet spices to finish',
      ],
      adaptations: [
        { historicalIngredient: 'veal udder', modernSubstitution: 'more pork belly, or a little pancetta' },
        { historicalIngredient: 'capon broth', modernSubstitution: 'a rich chicken stock' },
        { historicalIngredient: 'fatty cheese', modernSubstitution: 'fresh ricotta or a soft young pecorino' },
      ],
      methods: ['boiling meat until tender', 'chopping a filling', 'rolling thin pasta', 'simmering in saffron broth'],
      taste: 'Rich and savoury: cheese and soft pork with warm clove and ginger, in a golden broth perfumed with saffron.',
      sources: ['martino', 'ballerini-parzen'],
    },
    {
      key: 'torta-bianca',
      name: 'Torta bianca (white torte)',
      aliases: ['torta bianca', 'white torte', 'white tart', 'torta biancha'],
      year: 1465,
      documented: 'Maestro Martino, Libro de arte coquinaria (c. 1465)',
      context:
        'White dishes were a mark of refinement at Renaissance tables, and this torte is all white: fresh cheese, egg whites, sugar, white ginger, butter and milk in a thin crust, finished with sugar and rose water. Martino also uses it as the base for a torte of flowers stirred through the same filling.',
      recipe: {
        title: 'White torte, after Maestro Martino',
        description:
          'Cut a pound and a half of good fresh cheese small and pound it well, then grind it with twelve or fifteen egg whites. Add half a pound of sugar, half an ounce of the whitest ginger, half a pound of good fresh butter and enough milk, about a third of a jug. Line a pan with a thin crust, pour in the filling and bake it with gentle heat below and above until the top takes a little colour. Turn it out and finish it with fine sugar and good rose water.',
      },
      ingredients: ['fresh cheese', 'egg whites', 'sugar', 'white ginger', 'fresh butter', 'milk', 'a thin pastry crust', 'rose water', 'fine sugar to finish'],
      adaptations: [
        { historicalIngredient: 'fresh cheese', modernSubstitution: 'ricotta, or ricotta with a little fresh mild cheese' },
        { historicalIngredient: 'heat below and above', modernSubstitution: 'an oven at about 180 °C' },
      ],
      methods: ['pounding cheese in a mortar', 'baking in a crust with fire below and above', 'finishing with sugar and rose water'],
      taste: 'A light, sweet cheese tart, milky and delicate, with a gentle warmth of ginger and the scent of rose water.',
      sources: ['martino', 'ballerini-parzen'],
    },
  ],
};
