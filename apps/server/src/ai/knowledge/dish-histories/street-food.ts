import type { DishHistory } from './types';

// Street foods from outside the other nine cuisines (Vietnam, Germany, Turkey, the United States, Britain,
// Venezuela and Colombia, El Salvador, Indonesia, Korea, Jewish Eastern Europe). Indian, Chinese and
// Japanese street foods are in their own cuisines' files; falafel, shawarma, churros and tacos are in the
// Mediterranean and Mexican files.
const DAVIDSON_2014 = 'Alan Davidson, The Oxford Companion to Food (3rd ed., 2014)';
const KRAIG_SEN_2013 = 'Bruce Kraig and Colleen Taylor Sen (eds), Street Food around the World: An Encyclopedia of Food and Culture (2013)';
const NGUYEN_2014 = 'Andrea Nguyen, The Banh Mi Handbook (2014)';
const NGUYEN_2017 = 'Andrea Nguyen, The Pho Cookbook (2017)';
const KRAIG_2009 = 'Bruce Kraig, Hot Dog: A Global History (2009)';
const PRESILLA_2012 = 'Maricel E. Presilla, Gran Cocina Latina: The Food of Latin America (2012)';
const PANAYI_2014 = 'Panikos Panayi, Fish and Chips: A History (2014)';
const WALTON_1992 = 'John K. Walton, Fish and Chips and the British Working Class, 1870–1940 (1992)';
const OZERSKY_2008 = 'Josh Ozersky, The Hamburger: A History (2008)';
const SILVER_2014 = 'Laura Silver, Knish: In Search of the Jewish Soul Food (2014)';

export const STREET_FOOD_DISHES: DishHistory[] = [
  {
    key: 'banh-mi',
    name: 'Bánh mì',
    aliases: ['banh mi', 'banh mi sandwich', 'vietnamese sandwich', 'banh mi thit', 'bánh mì thịt'],
    cuisine: 'Street Food',
    originRegion: 'Saigon (Ho Chi Minh City), Vietnam',
    originEra: '1950s as the sandwich known today; French bread in Vietnam from the late 19th century',
    culturalSignificance:
      'A light Vietnamese baguette filled with pâté, cold cuts, pickled carrot and daikon, cucumber, coriander and chilli, bánh mì turned the bread of French colonial rule into a Vietnamese street food. After 1975 Vietnamese emigrants carried it abroad, where it became one of the world’s best-known sandwiches.',
    influencedBy: ['French bread, pâté and mayonnaise of the colonial period', 'Vietnamese pickles and fresh herbs', 'northern migrants to Saigon after 1954'],
    influences: ['bánh mì shops of the Vietnamese diaspora', 'bánh mì-style sandwiches on menus worldwide'],
    keyIngredients: ['baguette', 'pork', 'pate', 'pickled carrot', 'daikon', 'cucumber', 'coriander', 'green chili'],
    sources: [NGUYEN_2014],
  },
  {
    key: 'pho',
    name: 'Phở',
    aliases: ['pho', 'pho bo', 'phở bò', 'pho ga', 'phở gà', 'beef pho', 'pho soup', 'vietnamese beef noodle soup'],
    cuisine: 'Street Food',
    originRegion: 'northern Vietnam (Nam Định and Hanoi)',
    originEra: 'early 20th century (about 1900–1920s)',
    culturalSignificance:
      'Rice noodles in a clear beef broth scented with charred ginger, onion, star anise and cinnamon, phở was first sold by street vendors carrying their kitchens on shoulder poles in the north. Carried south after 1954 and abroad after 1975, it became Vietnam’s national dish.',
    influencedBy: ['French demand for beef in colonial Vietnam', 'Chinese rice-noodle soups', 'Vietnamese street vending'],
    influences: ['phở restaurants of the Vietnamese diaspora', 'southern (Saigon) phở with herbs and sauces'],
    keyIngredients: ['rice noodles', 'beef', 'beef bones', 'star anise', 'cinnamon', 'ginger', 'onion', 'fish sauce'],
    sources: [NGUYEN_2017],
    disputed: 'French influence (beef, and perhaps the name, from pot-au-feu) and Chinese influence (a beef-noodle dish of Chinese traders) are both proposed; neither is settled.',
  },
  {
    key: 'doner-kebab',
    name: 'Döner kebab',
    aliases: ['doner', 'doner kebab', 'doner kebap', 'döner', 'döner kebap', 'donner kebab', 'donair', 'kebab sandwich', 'doner sandwich'],
    cuisine: 'Street Food',
    originRegion: 'Ottoman Anatolia (the vertical spit); the bread sandwich in Berlin, Germany',
    originEra: 'the vertical spit in the 19th century; the Berlin sandwich in the early 1970s',
    culturalSignificance:
      'Meat stacked on a vertical rotating spit and shaved thin was an Ottoman way of roasting; Turkish immigrants in West Berlin put it in bread with salad and sauce, making one of Germany’s most eaten fast foods. It is a symbol of Turkish-German life and spread across Europe.',
    influencedBy: ['Ottoman spit-roasting (çevirme)', 'Turkish migrant workers in West Germany'],
    influences: ['the döner shops of Europe', 'the donair of Canada'],
    keyIngredients: ['lamb', 'beef', 'chicken', 'flatbread', 'onion', 'tomato', 'yogurt', 'cabbage'],
    sources: [DAVIDSON_2014, KRAIG_SEN_2013],
    disputed:
      'The vertical spit is credited to İskender Efendi of Bursa in the 19th century by his family’s account, and earlier records are claimed; the Berlin sandwich is claimed by Kadir Nurman (1972) and by others who say they sold it first.',
  },
  {
    key: 'currywurst',
    name: 'Currywurst',
    aliases: ['curry wurst', 'curry sausage', 'currywurst mit pommes'],
    cuisine: 'Street Food',
    originRegion: 'Berlin, Germany',
    originEra: '1949',
    culturalSignificance:
      'Sliced pork sausage under a tomato sauce spiced with curry powder, served with fries from snack stands (Imbiss), currywurst grew from post-war Berlin, when curry powder and ketchup came through the British. It is a working-day food eaten in vast numbers, and a piece of Berlin identity.',
    influencedBy: ['German sausage (Bratwurst)', 'curry powder and ketchup from the British and American occupation'],
    influences: ['currywurst stands across Germany'],
    keyIngredients: ['pork sausage', 'ketchup', 'curry powder', 'paprika', 'onion'],
    sources: [KRAIG_SEN_2013],
    disputed: 'Berlin credits Herta Heuwer’s snack stand (1949); Hamburg’s claim rests largely on a novel by Uwe Timm (1993), which is fiction.',
  },
  {
    key: 'hot-dog',
    name: 'Hot dog',
    aliases: ['hotdog', 'hot dogs', 'frankfurter in a bun', 'coney dog', 'chili dog'],
    cuisine: 'Street Food',
    originRegion: 'New York (Coney Island and the city’s streets), United States',
    originEra: '1860s–1890s; the name “hot dog” is recorded from the 1890s',
    culturalSignificance:
      'A frankfurter or wiener in a soft bun, the hot dog came from the sausages of German immigrants and was sold from carts and stands in New York and at Coney Island. It became the food of American baseball games, summer and the street, with regional styles from Chicago to Detroit.',
    influencedBy: ['Frankfurt and Vienna sausages brought by German immigrants', 'American street and fairground vending'],
    influences: ['regional hot-dog styles (Chicago, Coney Island, Sonoran)', 'hot dogs worldwide'],
    keyIngredients: ['frankfurter', 'hot dog bun', 'mustard', 'onion', 'sauerkraut'],
    sources: [KRAIG_2009],
    disputed:
      'Charles Feltman of Coney Island is often credited with the first sausage in a bun (1860s–70s); the story that the cartoonist T. A. Dorgan coined “hot dog” is a myth, as the term appears earlier.',
  },
  {
    key: 'pretzel',
    name: 'Pretzel',
    aliases: ['pretzels', 'brezel', 'bretzel', 'brezn', 'laugenbrezel', 'soft pretzel', 'bavarian pretzel'],
    cuisine: 'Street Food',
    originRegion: 'southern Germany and Alsace',
    originEra: 'the Middle Ages (pretzels are pictured in European manuscripts by the 12th century)',
    culturalSignificance:
      'A rope of dough twisted into a knot and, in southern Germany, dipped in lye before baking for its brown skin, the pretzel is a bakers’ sign, a Lenten bread and a beer-garden snack. German immigrants took it to Pennsylvania, from where it became an American street and snack food.',
    influencedBy: ['medieval European monastic and guild baking'],
    influences: ['Pennsylvania Dutch pretzels and American street pretzels', 'hard pretzel snacks'],
    keyIngredients: ['wheat flour', 'yeast', 'lye', 'coarse salt', 'butter'],
    sources: [DAVIDSON_2014],
    disputed: 'Stories of a monk who shaped the first pretzel as arms folded in prayer (often dated to 610) are legend.',
  },
  {
    key: 'arepa',
    name: 'Arepa',
    aliases: ['arepas', 'arepa reina pepiada', 'reina pepiada', 'arepa de choclo', 'arepa de queso'],
    cuisine: 'Street Food',
    originRegion: 'Venezuela and Colombia (the northern Andes and Caribbean coast)',
    originEra: 'pre-Columbian (before 1500); made with pre-cooked maize flour since 1960',
    culturalSignificance:
      'A round cake of maize dough griddled or baked, split and filled or eaten alongside a meal, the arepa is the daily bread of Venezuela and much of Colombia, eaten at breakfast and from street stalls and areperas. Pre-cooked maize flour (first sold in 1960) made it quick to make in every home.',
    influencedBy: ['the maize cookery of the Indigenous peoples of the region'],
    influences: ['areperas of the Venezuelan diaspora'],
    keyIngredients: ['masarepa', 'water', 'salt', 'cheese', 'butter'],
    sources: [PRESILLA_2012],
    disputed: 'Venezuela and Colombia both claim it as a national food; it predates both countries.',
  },
  {
    key: 'pupusa',
    name: 'Pupusa',
    aliases: ['pupusas', 'pupusa revuelta', 'pupusa de queso', 'pupusa de loroco'],
    cuisine: 'Street Food',
    originRegion: 'El Salvador (the Pipil region of western El Salvador)',
    originEra: 'pre-Columbian (before 1500)',
    culturalSignificance:
      'A thick maize tortilla stuffed with cheese, beans, pork (chicharrón) or loroco flowers and griddled, served with curtido and tomato sauce, the pupusa is El Salvador’s national dish, celebrated on National Pupusa Day (the second Sunday of November). Salvadoran emigrants opened pupuserías across the United States.',
    influencedBy: ['the maize cookery of the Pipil people'],
    influences: ['pupuserías of the Salvadoran diaspora'],
    keyIngredients: ['masa harina', 'cheese', 'refried beans', 'pork', 'cabbage'],
    sources: [PRESILLA_2012],
    disputed: 'Honduras also claims it; El Salvador declared it a national dish by law.',
  },
  {
    key: 'satay',
    name: 'Satay',
    aliases: ['sate', 'saté', 'sate ayam', 'satay ayam', 'chicken satay', 'satay skewers', 'sate madura'],
    cuisine: 'Street Food',
    originRegion: 'Java, Indonesia',
    originEra: '19th century',
    culturalSignificance:
      'Small skewers of marinated meat grilled over charcoal and served with a peanut or soy sauce, satay is sold by street vendors across Indonesia, Malaysia, Singapore and Thailand. Regional styles abound, and it is a standard of night markets and celebrations.',
    influencedBy: ['skewered meats brought by Indian and Arab Muslim traders (kebabs)', 'the peanut, from the Americas'],
    influences: ['Malaysian, Singaporean and Thai satay', 'Dutch saté in the Netherlands'],
    keyIngredients: ['chicken', 'beef', 'peanut', 'kecap manis', 'shallot', 'turmeric'],
    sources: [DAVIDSON_2014],
    disputed: 'The kebab-influence theory is widely held but not proven, and the origin of the word is debated.',
  },
  {
    key: 'tteokbokki',
    name: 'Tteokbokki',
    aliases: ['ddeokbokki', 'topokki', 'toppokki', 'dukbokki', 'ddukbokki', 'tteok bokki', 'spicy rice cakes', 'gungjung tteokbokki'],
    cuisine: 'Street Food',
    originRegion: 'Seoul, South Korea (Sindang-dong, for the red version)',
    originEra: 'the soy-sauce court dish is recorded in the 19th century; the red gochujang version from 1953',
    culturalSignificance:
      'Cylinders of rice cake simmered in a sweet and fiery gochujang sauce with fish cakes, tteokbokki is Korea’s best-loved street snack, sold from tented carts (pojangmacha). Its ancestor was a mild royal-court stir-fry of rice cake, beef and vegetables in soy sauce.',
    influencedBy: ['gungjung tteokbokki, the court dish of the Joseon dynasty', 'gochujang chilli paste'],
    influences: ['tteokbokki restaurants and instant versions across Korea and abroad'],
    keyIngredients: ['rice cake', 'gochujang', 'fish cake', 'sugar', 'spring onion', 'egg'],
    sources: [KRAIG_SEN_2013],
    disputed: 'The red version is credited to Ma Bok-rim, who sold it in Sindang-dong, Seoul, from 1953; the account is her family’s and the district’s.',
  },
  {
    key: 'fish-and-chips',
    name: 'Fish and chips',
    aliases: ['fish n chips', 'fish chips', 'fish and chip', 'fish supper'],
    cuisine: 'Street Food',
    originRegion: 'England (London and industrial Lancashire)',
    originEra: '1860s',
    culturalSignificance:
      'Fish fried in batter and chipped potatoes, sold wrapped in paper from chip shops, fed the industrial working class of Britain and was never rationed in the Second World War. It remains a national dish and a seaside ritual.',
    influencedBy: ['fried fish of London’s Sephardic Jewish community', 'fried potatoes (chips)', 'the industrial towns’ demand for cheap hot food'],
    influences: ['chip shops across Britain, Ireland and the Commonwealth'],
    keyIngredients: ['cod', 'haddock', 'potato', 'all-purpose flour', 'beef dripping', 'malt vinegar'],
    sources: [PANAYI_2014, WALTON_1992],
    disputed: 'Joseph Malin’s shop in London (about 1860) and John Lees’s in Mossley, Lancashire (1863) are both claimed as the first to sell the two together.',
  },
  {
    key: 'hamburger',
    name: 'Hamburger',
    aliases: ['burger', 'burgers', 'cheeseburger', 'hamburgers', 'beef burger'],
    cuisine: 'Street Food',
    originRegion: 'the United States, from the Hamburg steak of German immigrants',
    originEra: '1880s–1900s (sandwich claims); mass-produced by White Castle from 1921',
    culturalSignificance:
      'A patty of ground beef in a bun, the hamburger was sold at fairs and lunch wagons before chains such as White Castle (1921) and McDonald’s (from 1948) made it the model of standardised fast food. It became a symbol of American food around the world.',
    influencedBy: ['the Hamburg steak of German immigrants', 'American fairground and lunch-wagon food'],
    influences: ['fast-food chains worldwide', 'the cheeseburger and countless variants'],
    keyIngredients: ['ground beef', 'burger bun', 'onion', 'cheese', 'pickle', 'ketchup'],
    sources: [OZERSKY_2008],
    disputed:
      'Several towns and cooks claim the first hamburger sandwich (Seymour, Wisconsin, 1885; the Menches brothers, 1885; Louis’ Lunch, New Haven, 1900; the 1904 St Louis fair); none can be proven.',
  },
  {
    key: 'knish',
    name: 'Knish',
    aliases: ['knishes', 'potato knish', 'kasha knish', 'knysz'],
    cuisine: 'Street Food',
    originRegion: 'Eastern Europe (the Jewish communities of Poland and Ukraine); later New York',
    originEra: 'undated in Eastern Europe; in New York from about 1900',
    culturalSignificance:
      'A round of dough wrapped around mashed potato, buckwheat (kasha) or cheese and baked or fried, the knish came to New York with Jewish immigrants from Eastern Europe and was sold from pushcarts and bakeries on the Lower East Side. It is a food of Jewish memory and of New York.',
    influencedBy: ['Eastern European Jewish baking', 'the potato and buckwheat cookery of Poland and Ukraine'],
    influences: ['New York knisheries and street carts'],
    keyIngredients: ['all-purpose flour', 'potato', 'onion', 'buckwheat', 'egg'],
    sources: [SILVER_2014],
  },
];
