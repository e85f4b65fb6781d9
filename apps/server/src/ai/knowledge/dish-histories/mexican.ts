// Mexican dish histories. Pre-Hispanic foods rest on the colonial chroniclers and Sophie Coe; the
// modern history of the taco, mole and tortilla on Pilcher. Convent and independence legends are in
// `disputed`, not in the origin.
import type { DishHistory } from './types';

const DAVIDSON = 'Alan Davidson, The Oxford Companion to Food (1999; 3rd ed. 2014)';
const PLANET_TACO = 'Jeffrey M. Pilcher, Planet Taco: A Global History of Mexican Food (2012)';
const TAMALES = 'Jeffrey M. Pilcher, ¡Que vivan los tamales! Food and the Making of Mexican Identity (1998)';
const COE = "Sophie D. Coe, America's First Cuisines (1994)";
const KENNEDY = 'Diana Kennedy, The Cuisines of Mexico (1972)';
const SAHAGUN = 'Bernardino de Sahagún, Historia general de las cosas de Nueva España (Florentine Codex, c. 1577)';

export const MEXICAN_DISHES: DishHistory[] = [
  {
    key: 'tacos',
    name: 'Tacos',
    aliases: ['taco', 'tacos de canasta', 'soft tacos', 'street tacos', 'taquitos'],
    cuisine: 'Mexican',
    originRegion: 'Central Mexico (Mexico City and the silver-mining districts)',
    originEra: 'eating food in tortillas is pre-Hispanic; the word taco for it appears in print only in the 1890s',
    culturalSignificance:
      "Pilcher shows that the taco, so often imagined as ancient, enters the written record only at the end of the 19th century, as the cheap food of Mexico City's working-class neighbourhoods. From there it became the national street food, endlessly varied by region and filling. Mexican-American cooks turned it into the fried hard-shell taco, which Glen Bell's Taco Bell chain (1962) sold across the United States, and the taco is now one of the most widely eaten Mexican foods in the world.",
    influencedBy: ['corn tortillas of Mesoamerica'],
    influences: ['tacos al pastor', 'Mexican-American hard-shell tacos'],
    keyIngredients: ['corn tortilla', 'onion', 'cilantro', 'salsa', 'lime', 'pork', 'beef'],
    sources: [PLANET_TACO],
    disputed:
      "The origin of the word is unknown. Pilcher suggests it comes from the silver mines of the 18th century, where 'tacos' were paper-wrapped gunpowder charges, noting that among the first named kinds were 'tacos de minero'; this is his hypothesis, not a proven derivation. Proposed Nahuatl derivations are not supported by early sources.",
  },
  {
    key: 'tacos-al-pastor',
    name: 'Tacos al pastor',
    aliases: ['al pastor', 'pastor tacos', 'tacos de trompo'],
    cuisine: 'Mexican',
    originRegion: 'Mexico City, from the tacos árabes of Puebla',
    originEra: '1960s; tacos árabes from the 1930s',
    culturalSignificance:
      'Pork marinated in chilli adobo, stacked on a vertical spit (trompo), shaved onto small corn tortillas and finished with pineapple, onion and cilantro is now thought of as the most Mexico City of tacos. It descends from the spit-roasted meat that Lebanese immigrants in Puebla served in bread or wheat tortillas as tacos árabes in the 1930s; the children of those immigrants switched to pork and Mexican seasonings. It is a textbook case of an immigrant dish becoming a national one.',
    influencedBy: ['Lebanese shawarma', 'tacos árabes of Puebla', 'Mexican adobo marinades'],
    influences: [],
    keyIngredients: ['pork', 'ancho chili', 'pineapple', 'corn tortilla', 'onion', 'cilantro', 'white vinegar', 'garlic'],
    sources: [PLANET_TACO],
    disputed: "Several Mexico City taquerías claim to have invented it in the 1960s; those claims rest on the businesses' own accounts.",
  },
  {
    key: 'tamales',
    name: 'Tamales',
    aliases: ['tamal', 'tamale', 'tamalli', 'tamales oaxaqueños'],
    cuisine: 'Mexican',
    originRegion: 'Mesoamerica',
    originEra: 'pre-Hispanic',
    culturalSignificance:
      'Maize dough steamed in husks or leaves, plain or filled, was among the central foods of Mesoamerica; Sahagún lists dozens of kinds sold in the markets of Tenochtitlan and made for religious festivals. Tamales remain the food of celebration and of shared labour, made by families in quantity for Christmas, for Candlemas (2 February) and for the Day of the Dead. Pilcher takes the cry "¡Que vivan los tamales!" as the title for his history of how maize foods came to stand for Mexican identity.',
    influencedBy: ['nixtamalised maize', 'Mesoamerican ritual foods'],
    influences: [],
    keyIngredients: ['masa harina', 'lard', 'chicken', 'pork', 'ancho chili', 'salsa', 'baking powder'],
    sources: [SAHAGUN, COE, TAMALES],
  },
  {
    key: 'corn-tortillas',
    name: 'Corn tortillas',
    aliases: ['tlaxcalli', 'tortillas de maíz'],
    cuisine: 'Mexican',
    originRegion: 'Mesoamerica',
    originEra: 'pre-Hispanic',
    culturalSignificance:
      'The flat maize bread the Nahua called tlaxcalli depends on nixtamalisation, cooking maize with lime (calcium hydroxide), which makes its nutrients available and lets it form a dough; Mesoamericans practised it for millennia. For the colonial and 19th-century elites maize was a mark of Indian poverty and wheat of civilisation, a prejudice Pilcher traces to its reversal when 20th-century nationalism embraced maize. Mechanical tortilla-making and nixtamalised flour transformed daily life for the women who once ground maize for hours each day.',
    influencedBy: ['nixtamalisation of maize'],
    influences: ['tacos', 'enchiladas', 'chilaquiles', 'tortilla chips'],
    keyIngredients: ['masa harina', 'corn', 'water', 'salt'],
    sources: [COE, TAMALES],
  },
  {
    key: 'guacamole',
    name: 'Guacamole',
    aliases: ['guac', 'ahuacamolli', 'avocado dip'],
    cuisine: 'Mexican',
    originRegion: 'Central Mexico',
    originEra: 'pre-Hispanic (Nahua ahuacamolli)',
    culturalSignificance:
      'The name joins the Nahuatl words for avocado (ahuacatl) and sauce (molli); mashed avocado sauces were part of Aztec food and were described by the Spanish soon after the conquest. Lime and onion, and later cilantro brought from the Old World, came to define the modern bowl. In the United States guacamole became a party staple and a driver of the avocado trade.',
    influencedBy: ['Mesoamerican sauces (molli)'],
    influences: [],
    keyIngredients: ['avocado', 'lime juice', 'onion', 'tomato', 'green chili', 'cilantro', 'salt'],
    sources: [COE, DAVIDSON],
  },
  {
    key: 'mole-poblano',
    name: 'Mole poblano',
    aliases: ['mole poblano de guajolote', 'turkey in mole'],
    cuisine: 'Mexican',
    originRegion: 'Puebla, Mexico',
    originEra: 'colonial period; printed recipes by the early 19th century',
    culturalSignificance:
      "A dark sauce of several dried chillies ground with spices, nuts, seeds, dried fruit and a little chocolate, served over turkey, mole poblano is the feast dish of weddings, baptisms and saints' days, made in quantity with the help of relatives. It joins Mesoamerican chilli sauces (molli) and turkey with Old World spices, almonds and sugar. Pilcher shows how 19th- and 20th-century writers made it the emblem of a mestizo national cuisine.",
    influencedBy: ['Mesoamerican chilli sauces (molli)', 'Spanish and Arab-influenced spices, nuts and sugar', 'cacao'],
    influences: [],
    keyIngredients: ['turkey', 'ancho chili', 'dark chocolate', 'sesame seed', 'almond', 'raisin', 'tomato', 'cinnamon', 'clove'],
    sources: [TAMALES, KENNEDY],
    disputed:
      'The famous story credits Sor Andrea de la Asunción of the Dominican convent of Santa Rosa in Puebla, who improvised it in the late 17th century for a visiting viceroy or bishop; other versions name other convents. None is documented, and Pilcher treats the convent origin as legend.',
  },
  {
    key: 'chiles-en-nogada',
    name: 'Chiles en nogada',
    aliases: ['chile en nogada', 'stuffed poblano with walnut sauce'],
    cuisine: 'Mexican',
    originRegion: 'Puebla, Mexico',
    originEra: '19th century (linked by legend to August 1821)',
    culturalSignificance:
      'Roasted poblano chillies stuffed with a picadillo of meat and fruit, covered with a white walnut sauce and scattered with pomegranate seeds and parsley, show the green, white and red of the Mexican flag. It is a seasonal dish of August and September, when fresh walnuts and pomegranates are ready, and is eaten around the Independence celebrations.',
    influencedBy: ['Puebla convent cookery', 'Spanish picadillo'],
    influences: [],
    keyIngredients: ['poblano', 'ground pork', 'walnut', 'pomegranate', 'apple', 'peach', 'heavy cream', 'parsley'],
    sources: [KENNEDY],
    disputed:
      "Tradition says Augustinian nuns of Puebla created it for Agustín de Iturbide's visit after he signed the treaty of Mexican independence in August 1821; the story is not documented.",
  },
  {
    key: 'cochinita-pibil',
    name: 'Cochinita pibil',
    aliases: ['cochinita', 'pibil', 'puerco pibil', 'pork pibil'],
    cuisine: 'Mexican',
    originRegion: 'Yucatán Peninsula, Mexico',
    originEra: 'colonial period (pork arrived with the Spanish); Maya pit-cooking is older',
    culturalSignificance:
      "Pork marinated in achiote and bitter orange, wrapped in banana leaves and cooked slowly in a pib, the Maya earth oven, is the emblematic dish of Yucatán, eaten at Sunday gatherings and festivities. It joins a Maya cooking method and seasoning with a European meat, and the peninsula's distinct cooking owes much to its long isolation from central Mexico.",
    influencedBy: ['Maya pib earth-oven cooking', 'pork introduced by the Spanish', 'Seville orange'],
    influences: [],
    keyIngredients: ['pork', 'achiote', 'orange juice', 'lime juice', 'garlic', 'oregano', 'onion', 'banana leaf'],
    sources: [KENNEDY],
  },
  {
    key: 'pozole',
    name: 'Pozole',
    aliases: ['posole', 'pozole rojo', 'pozole verde', 'pozole blanco', 'pozolli'],
    cuisine: 'Mexican',
    originRegion: 'Western and central Mexico (Jalisco, Guerrero, Michoacán and others)',
    originEra: 'pre-Hispanic maize stews; the pork versions colonial',
    culturalSignificance:
      "A broth of large nixtamalised maize kernels (hominy) with pork or chicken, finished at the table with radish, lettuce or cabbage, oregano, chilli and lime, pozole is the food of fiestas and above all of the Independence celebrations of 15–16 September. Regional styles are marked by colour: red in Jalisco, green in Guerrero, where Thursday is 'pozole day', and white. Sahagún described a ritual maize stew, tlacatlaolli, among the Mexica, which is often cited as its ancestor.",
    influencedBy: ['Nahua maize stews described by Sahagún', 'pork introduced by the Spanish'],
    influences: [],
    keyIngredients: ['corn', 'pork', 'ancho chili', 'garlic', 'onion', 'radish', 'oregano', 'lime'],
    sources: [SAHAGUN, KENNEDY],
  },
  {
    key: 'enchiladas',
    name: 'Enchiladas',
    aliases: ['enchilada', 'enchiladas rojas', 'enchiladas verdes', 'enchiladas suizas'],
    cuisine: 'Mexican',
    originRegion: 'Central Mexico',
    originEra: 'tortillas in chilli sauce pre-Hispanic; named enchiladas in 19th-century Mexican cookbooks',
    culturalSignificance:
      "Enchilada simply means 'chillied': tortillas dipped in chilli sauce, rolled around a filling and topped with cheese, cream or onion. Recipes appear in Mexico's first printed cookbooks of the 1830s, and Pilcher uses them to trace how humble maize dishes entered middle-class cookery. In the United States the cheese-heavy Tex-Mex enchilada plate became a restaurant staple.",
    influencedBy: ['corn tortillas', 'Mesoamerican chilli sauces'],
    influences: ['Tex-Mex enchilada plates'],
    keyIngredients: ['corn tortilla', 'ancho chili', 'tomato', 'chicken', 'queso fresco', 'onion', 'sour cream'],
    sources: [TAMALES, KENNEDY],
  },
  {
    key: 'barbacoa',
    name: 'Barbacoa',
    aliases: ['barbacoa de borrego', 'barbacoa de res', 'tacos de barbacoa'],
    cuisine: 'Mexican',
    originRegion: 'Central Mexico (Hidalgo, Tlaxcala, State of Mexico); the word from the Caribbean',
    originEra: 'word recorded by the Spanish in the Caribbean in the 1520s; Mexican pit barbacoa colonial',
    culturalSignificance:
      "The Spanish took the word barbacoa from the Taíno of the Caribbean, for a frame of sticks used to cook or store food; the same word gave English 'barbecue'. In central Mexico barbacoa means lamb or goat wrapped in maguey leaves and cooked overnight in an earth pit, sold on Sunday mornings with its broth (consomé) and tortillas. Pilcher notes that barbacoa tacos were among the earliest tacos sold in Mexico City.",
    influencedBy: ['Caribbean Taíno cooking frames', 'sheep and goats introduced by the Spanish', 'Mesoamerican pit cooking'],
    influences: ['South Texas barbacoa', 'the word barbecue'],
    keyIngredients: ['lamb', 'goat meat', 'beef', 'ancho chili', 'garlic', 'onion', 'corn tortilla'],
    sources: [DAVIDSON, PLANET_TACO],
  },
  {
    key: 'mexican-hot-chocolate',
    name: 'Mexican hot chocolate',
    aliases: ['chocolate caliente', 'xocolatl', 'chocolate mexicano', 'hot chocolate'],
    cuisine: 'Mexican',
    originRegion: 'Mesoamerica (Maya and Aztec lands); Oaxaca is famed for it today',
    originEra: 'pre-Hispanic cacao drinks; sweetened with sugar and cinnamon in the colonial era',
    culturalSignificance:
      'Cacao was drunk by the Maya and the Aztecs as a frothy, often bitter beverage flavoured with chilli, vanilla or flowers, reserved largely for nobles and warriors; cacao beans also served as money. Spanish settlers added sugar and cinnamon and beat it with the wooden molinillo, and from New Spain the drink reached Europe in the 16th and 17th centuries. In Mexico it is still drunk with sweet bread or alongside tamales and churros.',
    influencedBy: ['Maya and Aztec cacao drinks', 'sugar and cinnamon from the Old World'],
    influences: ['European chocolate drinking'],
    keyIngredients: ['dark chocolate', 'cocoa powder', 'milk', 'sugar', 'cinnamon', 'vanilla extract'],
    sources: ['Sophie D. Coe and Michael D. Coe, The True History of Chocolate (1996)', COE],
  },
  {
    key: 'atole',
    name: 'Atole',
    aliases: ['atolli', 'champurrado', 'atole de masa'],
    cuisine: 'Mexican',
    originRegion: 'Mesoamerica',
    originEra: 'pre-Hispanic',
    culturalSignificance:
      'A warm drink of maize dough thinned with water and often sweetened, atole (Nahuatl atolli) was an everyday food of Mesoamerica, and the Spanish chroniclers recorded many kinds. It is still drunk at breakfast and at festivals, especially with tamales, and champurrado is its chocolate version. It is a comfort food associated with cold mornings, Christmas posadas and the Day of the Dead.',
    influencedBy: ['nixtamalised maize'],
    influences: [],
    keyIngredients: ['masa harina', 'water', 'milk', 'sugar', 'cinnamon', 'dark chocolate'],
    sources: [COE, SAHAGUN],
  },
  {
    key: 'burrito',
    name: 'Burrito',
    aliases: ['burritos', 'bean burrito', 'mission burrito'],
    cuisine: 'Mexican',
    originRegion: 'Northern Mexico and the Mexican-American borderlands',
    originEra: 'the word is recorded in 1895; the large US burrito from the mid-20th century',
    culturalSignificance:
      'A wheat-flour tortilla wrapped around beans, meat or other fillings belongs to the wheat-growing north of Mexico, where flour tortillas are the everyday bread. In the United States Mexican-American cooks turned it into a large, heavily filled meal, and it became one of the best-known Mexican foods north of the border. In much of central and southern Mexico it remains comparatively unusual.',
    influencedBy: ['wheat introduced by the Spanish', 'flour tortillas of northern Mexico'],
    influences: [],
    keyIngredients: ['flour tortilla', 'black bean', 'beef', 'rice', 'cheese', 'salsa'],
    sources: [PLANET_TACO],
    disputed:
      'A popular story credits a Juan Méndez of Ciudad Juárez who sold food from a donkey (burro) during the Revolution; it is legend. An 1895 dictionary of Mexicanisms already lists the burrito.',
  },
  {
    key: 'pan-de-muerto',
    name: 'Pan de muerto',
    aliases: ['bread of the dead', 'pan de los muertos', 'day of the dead bread'],
    cuisine: 'Mexican',
    originRegion: 'Central Mexico',
    originEra: 'colonial period; present forms 19th–20th century',
    culturalSignificance:
      'A sweet yeast bread scented with orange blossom and topped with dough shaped like bones, pan de muerto is baked for the Day of the Dead (1–2 November), placed on household altars (ofrendas) for returning souls and shared among the living. Brandes shows how the bread and the festival became, in the 20th century, powerful symbols of Mexican national identity.',
    influencedBy: ["Spanish All Saints' and All Souls' breads", 'wheat introduced by the Spanish'],
    influences: [],
    keyIngredients: ['all-purpose flour', 'butter', 'egg', 'sugar', 'instant yeast', 'orange zest'],
    sources: ['Stanley Brandes, Skulls to the Living, Bread to the Dead: The Day of the Dead in Mexico and Beyond (2006)'],
    disputed:
      'It is often said to continue pre-Hispanic offerings, even human sacrifice; Brandes argues that the bread and much of the festival derive from Spanish Catholic customs, reshaped in Mexico.',
  },
];
