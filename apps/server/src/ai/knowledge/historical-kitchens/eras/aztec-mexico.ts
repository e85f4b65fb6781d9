import type { HistoricalEra } from '../types';

export const AZTEC_MEXICO: HistoricalEra = {
  key: 'aztec-mexico',
  name: 'Aztec Mexico',
  region: 'Tenochtitlan and the Valley of Mexico',
  from: 1325,
  to: 1521,
  span: 'c. 1325–1521',
  zone: 'mesoamerica',
  places: ['mexico'],
  aliases: [
    'aztec',
    'aztecs',
    'mexica',
    'tenochtitlan',
    'moctezuma',
    'montezuma',
    'nahua',
    'aztec empire',
    'aztec mexico',
    'pre-columbian mexico',
    'precolumbian mexico',
    'pre-columbian america',
    'pre-hispanic mexico',
    'prehispanic mexico',
    'florentine codex',
    'sahagun',
  ],
  context:
    'The Mexica of Tenochtitlan cooked without wheat, rice, cattle, pigs or chickens, and without onions, garlic or cane sugar, all of which came with the Spanish. Maize, cooked with lime and ground on the stone metate, was the staple, eaten as tortillas, tamales and gruels; beans, squash and its seeds, chillies, tomatoes, amaranth, turkey, duck, fish and insects from the lake filled out the table. Most of what is known comes from the Franciscan friar Bernardino de Sahagún and his Nahua informants, who described the foods of lords and of the market in the decades after the conquest, and from conquistadors such as Bernal Díaz, who saw Moctezuma dine.',
  sources: ['coe-first-cuisines', 'florentine-codex', 'diaz-del-castillo'],
  dishes: [
    {
      key: 'turkey-in-chilli-and-squash-seed-sauce',
      name: 'Turkey in a sauce of chillies, tomatoes and ground squash seeds',
      aliases: ['turkey in chilli sauce', 'turkey in chili sauce', 'turkey molli', 'turkey mole', 'totolin molli', 'aztec turkey', 'turkey with squash seed sauce'],
      year: 1500,
      documented: "Sahagún's Florentine Codex, Book 8, on the foods of the lords (set down 1550s–1570s, describing life before 1521)",
      context:
        "Among the foods prepared for lords, Sahagún's informants list turkey in many sauces: with red chillies, with yellow chillies, with green chillies, and with a sauce of small chillies, tomatoes and ground squash seeds. Such sauces, molli, are the ancestors of today's moles; the famous moles with chocolate, sesame and spices from Asia are colonial creations.",
      recipe: {
        title: 'Turkey in squash-seed and chilli sauce',
        description:
          'Cook a turkey in pieces in water until tender. Toast small dried chillies and hulled squash seeds on a clay griddle, roast tomatoes, and grind them all on a metate into a thick sauce. Loosen it with the cooking broth, simmer the turkey in it and serve it with hot tortillas. The codex names the dish but gives no method: these steps are a modern working reconstruction.',
      },
      ingredients: ['turkey', 'small dried chillies', 'tomatoes', 'hulled squash seeds, toasted and ground', 'salt', 'maize tortillas to serve'],
      adaptations: [
        { historicalIngredient: 'turkey (the smaller Mexican bird)', modernSubstitution: 'a modern turkey, or turkey thighs' },
        { historicalIngredient: 'hulled squash seeds', modernSubstitution: 'pepitas (hulled pumpkin seeds)' },
        { historicalIngredient: 'small dried chillies', modernSubstitution: 'dried chiles de árbol, or milder guajillo' },
      ],
      methods: ['toasting on a clay griddle (comal)', 'grinding on a metate', 'stewing in an earthenware pot'],
      taste: 'Earthy and nutty from the squash seeds, bright with tomato, and warmly hot from the chillies.',
      sources: ['florentine-codex', 'coe-first-cuisines'],
    },
    {
      key: 'tamalli',
      name: 'Tamalli (tamales)',
      aliases: ['tamalli', 'tamales', 'tamale', 'aztec tamales'],
      year: 1500,
      documented: "Sahagún's Florentine Codex, Books 8 and 10 (set down 1550s–1570s)",
      context:
        "Tamales, maize dough steamed in husks or leaves, were everyday and festive food alike. The lords' list in the Florentine Codex runs through many kinds: white tamales, red ones, tamales marked on top with a spiral of beans, tamales of meat cooked with maize and yellow chillies. Book 10 describes the women who sold them in the market.",
      recipe: {
        title: 'Tamales in the Mexica manner',
        description:
          'Soak dried maize in water with slaked lime (cal), cook it until the skins loosen, rinse it and grind it on a metate into a soft dough. Wrap spoonfuls of dough in maize husks, with a filling if you like, such as beans or turkey with yellow chillies, and steam them in a covered pot for about an hour, until the dough comes away from the husk. The codex lists kinds, not amounts or times; these are a modern working method.',
      },
      ingredients: ['dried maize, cooked with slaked lime (cal)', 'maize husks', 'beans (for some kinds)', 'turkey meat and yellow chillies (for some kinds)', 'salt'],
      adaptations: [
        { historicalIngredient: 'fresh nixtamal dough', modernSubstitution: 'masa harina mixed with warm water' },
        { historicalIngredient: 'maize husks', modernSubstitution: 'dried corn husks, soaked in hot water' },
      ],
      methods: ['nixtamalisation: cooking maize with slaked lime', 'grinding on a metate', 'steaming in husks'],
      taste: 'Soft and moist, with the mellow, slightly mineral sweetness of lime-cooked maize and whatever savoury filling it holds.',
      sources: ['florentine-codex', 'coe-first-cuisines'],
    },
    {
      key: 'cacahuatl',
      name: 'Cacahuatl (frothed cacao drink)',
      aliases: ['cacahuatl', 'chocolatl', 'xocolatl', 'aztec chocolate', 'cacao drink', 'chocolate drink'],
      year: 1500,
      documented: "Sahagún's Florentine Codex; Bernal Díaz's account of Moctezuma's table (1519)",
      context:
        "Cacao beans were valuable enough to serve as money, and the drink made from them was for lords, warriors and merchants. The Mexica drank it cool, beaten or poured from a height to raise a thick foam, flavoured with flowers such as 'ear flower', with vanilla, chilli or honey. Bernal Díaz saw Moctezuma served foaming cacao in cups of gold.",
      recipe: {
        title: 'Foaming cacao in the Mexica manner',
        description:
          'Roast cacao beans on a clay griddle, shell them and grind them on a warmed metate to a paste. Beat the paste with water, adding ground ear flower, vanilla or a little chilli if you like, then pour it from a height from one vessel to another until a deep foam forms. Serve it cool, foam first. The sources list flavourings, not amounts; as a modern working amount, 30 g of cacao paste to 200 ml of water makes one cup.',
      },
      ingredients: ['cacao beans', 'water', 'hueinacaztli (ear flower, Cymbopetalum penduliflorum)', 'vanilla (tlilxochitl)', 'dried chillies', 'honey'],
      adaptations: [
        { historicalIngredient: 'ground roasted cacao', modernSubstitution: '100% cacao mass or unsweetened baking chocolate' },
        { historicalIngredient: 'hueinacaztli (ear flower)', modernSubstitution: 'leave it out, or use a pinch of ground allspice for a warm, spicy note' },
      ],
      methods: ['roasting on a clay griddle (comal)', 'grinding on a warmed metate', 'frothing by pouring from a height'],
      taste: 'Bitter, rich and earthy, thick with foam, perfumed by flowers and vanilla and sometimes warmed with chilli; far less sweet than modern chocolate.',
      sources: ['florentine-codex', 'coe-chocolate', 'diaz-del-castillo'],
    },
  ],
};
