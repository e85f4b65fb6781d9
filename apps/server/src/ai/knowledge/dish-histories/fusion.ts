// Dishes that are fusion by origin: born where cooks of one tradition met the ingredients, customers or
// institutions of another (colonial India, immigrant kitchens in Britain and the Americas, Meiji Japan,
// the Texas border, Hawaiian plantations, US bases in Korea). Inventor claims are flagged as claims.
import type { DishHistory } from './types';

const DAVIDSON = 'Alan Davidson, The Oxford Companion to Food (1999; 3rd ed. 2014)';
const COLLINGHAM = 'Lizzie Collingham, Curry: A Tale of Cooks and Conquerors (2005)';
const HOBSON_JOBSON = 'Henry Yule and A. C. Burnell, Hobson-Jobson: A Glossary of Anglo-Indian Words and Phrases (1886)';
const CWIERTKA = 'Katarzyna J. Cwiertka, Modern Japanese Cuisine: Food, Power and National Identity (2006)';
const WALSH = 'Robb Walsh, The Tex-Mex Cookbook: A History in Recipes and Photos (2004)';
const SMITH = 'Andrew F. Smith (ed.), The Oxford Companion to American Food and Drink (2007)';
const PLANET_TACO = 'Jeffrey M. Pilcher, Planet Taco: A Global History of Mexican Food (2012)';
const LEE = 'Jennifer 8. Lee, The Fortune Cookie Chronicles: Adventures in the World of Chinese Food (2008)';
const LAUDAN = "Rachel Laudan, The Food of Paradise: Exploring Hawaii's Culinary Heritage (1996)";

export const FUSION_DISHES: DishHistory[] = [
  {
    key: 'chicken-tikka-masala',
    name: 'Chicken tikka masala',
    aliases: ['tikka masala', 'ctm', 'chicken tikka masala curry'],
    cuisine: 'Fusion',
    originRegion: 'Britain (South Asian curry houses; Glasgow claims it)',
    originEra: '1960s–1970s',
    culturalSignificance:
      "Tandoor-roasted chicken pieces in a creamy, spiced tomato sauce became the best-selling dish of Britain's curry houses, which were run largely by Bangladeshi and Pakistani immigrants, and a supermarket ready-meal staple. In 2001 the Foreign Secretary Robin Cook called it 'a true British national dish', an example of how Britain absorbs and adapts outside influences. Collingham discusses it as a dish Indian in idiom but British in origin.",
    influencedBy: ['chicken tikka of Punjabi tandoor cooking', 'butter chicken (murgh makhani) of Delhi', 'British curry-house cooking'],
    influences: [],
    keyIngredients: ['chicken', 'yogurt', 'garam masala', 'canned tomato', 'heavy cream', 'ginger-garlic paste', 'kashmiri chili powder', 'onion'],
    sources: [COLLINGHAM],
    disputed:
      'Ali Ahmed Aslam of the Shish Mahal in Glasgow said he created it in the early 1970s for a customer who found his chicken tikka too dry; other British restaurateurs make rival claims, and some Indian restaurateurs say a similar dish was served in Delhi earlier. A 2009 campaign to have Glasgow recognised as its home did not succeed.',
  },
  {
    key: 'kedgeree',
    name: 'Kedgeree',
    aliases: ['kedgaree'],
    cuisine: 'Fusion',
    originRegion: 'British India, then Britain',
    originEra: 'Anglo-Indian dish by the 19th century; Indian khichri far older',
    culturalSignificance:
      'Kedgeree takes its name from khichri, the Indian dish of rice and lentils, but British households in India and then in Britain turned it into a breakfast of rice, flaked fish (usually smoked haddock at home), hard-boiled eggs, butter and curry spices. It became a fixture of the Victorian and Edwardian country-house breakfast sideboard and a lasting emblem of Anglo-Indian cookery.',
    influencedBy: ['Indian khichri of rice and lentils', 'British breakfast fish dishes'],
    influences: [],
    keyIngredients: ['rice', 'fish', 'egg', 'butter', 'curry powder', 'onion', 'parsley'],
    sources: [HOBSON_JOBSON, DAVIDSON, COLLINGHAM],
  },
  {
    key: 'mulligatawny',
    name: 'Mulligatawny soup',
    aliases: ['mulligatawny', 'mulligatawny soup'],
    cuisine: 'Fusion',
    originRegion: 'Madras (Chennai), British India',
    originEra: 'late 18th century',
    culturalSignificance:
      "The name comes from the Tamil milagu-tanni, 'pepper water', a thin spiced broth; British residents in Madras turned it into a substantial soup thickened with lentils or rice and often made with chicken or mutton, to give their dinners a soup course. Brought home by returning officials, it became a standard of Victorian British cookery and of Anglo-Indian menus.",
    influencedBy: ['Tamil rasam (pepper water)', 'the British soup course'],
    influences: [],
    keyIngredients: ['masoor dal', 'chicken', 'curry powder', 'onion', 'black pepper', 'coconut milk', 'rice', 'apple'],
    sources: [HOBSON_JOBSON, COLLINGHAM, DAVIDSON],
  },
  {
    key: 'chicken-manchurian',
    name: 'Chicken Manchurian',
    aliases: ['manchurian', 'gobi manchurian', 'paneer manchurian', 'veg manchurian', 'chicken manchurian gravy'],
    cuisine: 'Fusion',
    originRegion: 'Mumbai, India (Cricket Club of India), by a Kolkata-born cook of Chinese descent',
    originEra: '1975',
    culturalSignificance:
      'Fried morsels tossed in a sauce of garlic, ginger, green chilli, soy sauce and cornflour are the best-known dish of Indo-Chinese cooking, which grew from the Chinese (largely Hakka) community of Kolkata and now has stalls and restaurants everywhere in India. The name has nothing to do with Manchuria; its vegetarian versions, gobi (cauliflower) and paneer Manchurian, are as popular as the chicken.',
    influencedBy: ['Hakka Chinese cooking of Kolkata', 'Indian tempering with garlic, ginger and green chilli'],
    influences: ['gobi Manchurian and other Indo-Chinese dishes'],
    keyIngredients: ['chicken', 'cornstarch', 'soy sauce', 'garlic', 'ginger', 'green chili', 'spring onion', 'cilantro'],
    // No scholarly history treats it yet; the only record is its creator's own account.
    sources: ["Nelson Wang's own account of inventing it (1975), as reported in the Indian press"],
    disputed:
      'The attribution rests on the account of its creator, Nelson Wang, who said he improvised it in 1975 when a member of the Cricket Club of India asked for something new, and who later founded the China Garden restaurant.',
  },
  {
    key: 'california-roll',
    name: 'California roll',
    aliases: ['california maki', 'california sushi roll'],
    cuisine: 'Fusion',
    originRegion: 'Los Angeles, USA (Little Tokyo)',
    originEra: '1960s–1970s',
    culturalSignificance:
      'An inside-out roll with the rice outside, filled with avocado, crab or imitation crab and cucumber, the California roll was made by Japanese chefs in Los Angeles for American diners who were wary of raw fish and of seaweed. It became the gateway through which many Americans came to sushi, and it opened the way for the elaborate American-style rolls that followed and then travelled back to Japan.',
    influencedBy: ['Japanese maki-zushi', 'avocado of California'],
    influences: ['American-style specialty sushi rolls'],
    keyIngredients: ['sushi rice', 'nori', 'avocado', 'crab', 'cucumber', 'rice vinegar', 'sesame seed'],
    sources: [
      'Sasha Issenberg, The Sushi Economy: Globalization and the Making of a Modern Delicacy (2007)',
      'Trevor Corson, The Zen of Fish: The Story of Sushi, from Samurai to Supermarket (2007)',
    ],
    disputed:
      'It is usually credited to Ichiro Mashita and colleagues at the Tokyo Kaikan restaurant in Los Angeles, who replaced fatty tuna with avocado; the Vancouver chef Hidekazu Tojo also claims an inside-out roll of the 1970s.',
  },
  {
    key: 'tonkatsu',
    name: 'Tonkatsu',
    aliases: ['katsu', 'pork katsu', 'tonkatsu pork cutlet', 'katsuretsu'],
    cuisine: 'Fusion',
    originRegion: 'Tokyo, Japan',
    originEra: 'pork cutlets from the turn of the 20th century; the name tonkatsu by the 1930s',
    culturalSignificance:
      'A thick pork cutlet in panko crumbs, deep-fried and served sliced with shredded cabbage, rice, miso soup and a Worcestershire-style sauce, is one of the pillars of yōshoku, the Western-style cooking of modern Japan. It grew from the European côtelette, adapted in Meiji-era Western restaurants to Japanese tastes, to chopsticks and to being eaten with rice. Cwiertka uses such dishes to show how Western food was absorbed into a Japanese everyday diet.',
    influencedBy: ['European cutlets (côtelette, schnitzel)', 'tempura deep-frying technique', 'Meiji-era Western restaurants'],
    influences: ['katsudon', 'katsu curry'],
    keyIngredients: ['pork chop', 'panko', 'egg', 'all-purpose flour', 'vegetable oil', 'cabbage', 'worcestershire sauce'],
    sources: [CWIERTKA],
    disputed:
      "The Ginza restaurant Rengatei (opened 1895) claims the first deep-fried pork cutlet, and Ponchiken in Ueno is often credited with the thick-cut tonkatsu of 1929; both rest on the restaurants' own histories.",
  },
  {
    key: 'japanese-curry-rice',
    name: 'Japanese curry rice',
    aliases: ['kare raisu', 'karē raisu', 'curry rice', 'japanese curry', 'kare'],
    cuisine: 'Fusion',
    originRegion: 'Japan, from British curry',
    originEra: 'Meiji era (from the 1870s)',
    culturalSignificance:
      'Curry reached Japan in the Meiji era not from India but from Britain, as a stew thickened with flour and seasoned with British curry powder, and Western-cookery books of the 1870s already give recipes. The army and navy adopted it as cheap, nourishing mess food, and conscripts carried the taste home, helping to make it a national dish; the Maritime Self-Defense Force still serves curry on Fridays. After the Second World War instant curry roux made it one of the most commonly cooked dishes in Japanese homes.',
    influencedBy: ['British curry and curry powder', 'Japanese military catering'],
    influences: ['katsu curry', 'curry bread (karē pan)'],
    keyIngredients: ['curry powder', 'onion', 'carrot', 'potato', 'beef', 'all-purpose flour', 'butter', 'rice'],
    sources: [CWIERTKA],
  },
  {
    key: 'chili-con-carne',
    name: 'Chili con carne',
    aliases: ['chilli con carne', 'texas chili', 'bowl of red', 'chile con carne'],
    cuisine: 'Fusion',
    originRegion: 'San Antonio, Texas, USA',
    originEra: 'by the 1880s (the San Antonio chili queens)',
    culturalSignificance:
      "Beef stewed with dried chillies and cumin was sold at night on San Antonio's plazas by the 'chili queens', Mexican-American women whose stands became a tourist attraction. A San Antonio chili stand at the 1893 Chicago World's Fair and bottled chili powder from the 1890s carried it across the United States, where it became a cheap, filling staple of chili parlours and cook-offs. Texas made it the official state dish in 1977; many Mexicans regard it as a foreign dish.",
    influencedBy: ['Mexican chilli stews', 'cattle-country cooking of South Texas'],
    influences: ['Cincinnati chili'],
    keyIngredients: ['beef', 'ancho chili', 'ground cumin', 'garlic', 'onion', 'oregano'],
    sources: [WALSH, SMITH, PLANET_TACO],
    disputed:
      "Stories crediting the Canary Islanders who settled San Antonio in 1731, or a Spanish nun's mystical visits to Texas, are legends. Whether beans or tomatoes belong in it is a lasting Texan argument.",
  },
  {
    key: 'nachos',
    name: 'Nachos',
    aliases: ['nacho', 'nachos especiales', 'cheese nachos', 'ballpark nachos'],
    cuisine: 'Fusion',
    originRegion: 'Piedras Negras, Coahuila, Mexico (across the border from Eagle Pass, Texas)',
    originEra: '1943',
    culturalSignificance:
      "Tortilla chips topped with melted cheese and pickled jalapeño slices are named after their creator, Ignacio 'Nacho' Anaya, maître d' of the Victory Club in Piedras Negras, who put them together for American military wives from the base across the river. Dishes built on the idea spread through Texas restaurants, and a version with pumpable cheese sauce, sold at Arlington Stadium from 1977, made nachos a fixture of American sports venues.",
    influencedBy: ['fried tortilla pieces (totopos)', 'Tex-Mex cheese dishes'],
    influences: ['stadium nachos'],
    keyIngredients: ['tortilla chip', 'cheddar', 'jalapeño', 'cheese'],
    sources: [WALSH, SMITH],
  },
  {
    key: 'fajitas',
    name: 'Fajitas',
    aliases: ['fajita', 'beef fajitas', 'chicken fajitas'],
    cuisine: 'Fusion',
    originRegion: 'South Texas, USA (ranch country of the Rio Grande valley)',
    originEra: 'ranch food by the 1930s–40s; commercial from 1969',
    culturalSignificance:
      "Fajita (little belt) was the vaqueros' name for skirt steak, a cheap cut given to Mexican ranch hands and grilled over mesquite. Restaurants turned it into the sizzling platter of grilled meat, onions and peppers with flour tortillas, and from the 1980s fajitas spread across the United States far beyond their ranch-camp origins.",
    influencedBy: ['Mexican-American ranch cooking', 'flour tortillas of northern Mexico'],
    influences: [],
    keyIngredients: ['beef', 'flour tortilla', 'onion', 'bell pepper', 'lime juice', 'garlic', 'ground cumin'],
    sources: [WALSH],
    disputed:
      'Sonny Falcón, who sold fajita tacos at an outdoor stand in Kyle, Texas, from 1969, and Ninfa Laurenzo, who served tacos al carbón of skirt steak in Houston from 1973, are both credited with first selling them; the ranch origin was documented by Homero Recio in the 1980s.',
  },
  {
    key: 'caesar-salad',
    name: 'Caesar salad',
    aliases: ['caesar', 'ensalada cesar', 'caesar salad dressing'],
    cuisine: 'Fusion',
    originRegion: "Tijuana, Mexico (Caesar Cardini's restaurant)",
    originEra: '1920s (1924 by family account)',
    culturalSignificance:
      "Romaine dressed with coddled egg, lemon, Worcestershire sauce, garlic oil and parmesan, with croutons, was created by an Italian immigrant restaurateur in Mexico for Americans crossing the border during Prohibition. It became a fashionable Hollywood dish and then one of the best-known salads in the world. Julia Child recalled eating it at Caesar's in Tijuana as a child in the 1920s.",
    influencedBy: ['Italian-immigrant restaurant cooking', 'Prohibition-era tourism in Tijuana'],
    influences: [],
    keyIngredients: ['lettuce', 'egg', 'lemon juice', 'worcestershire sauce', 'garlic', 'olive oil', 'parmesan', 'bread'],
    sources: [SMITH, "Julia Child, From Julia Child's Kitchen (1975)"],
    disputed:
      "Cardini's daughter dated it to 4 July 1924, when the kitchen ran short; his brother Alex claimed his own 'aviator's salad' as the model, and a former employee, Livio Santini, later said the recipe was his mother's. Anchovies were not in Caesar's version, whose anchovy note came from the Worcestershire sauce.",
  },
  {
    key: 'chop-suey',
    name: 'Chop suey',
    aliases: ['chop sooy', 'tsap seui', 'chicken chop suey'],
    cuisine: 'Fusion',
    originRegion: 'United States (Chinese-American restaurants), from Taishan (Toisan) cooking',
    originEra: 'known by the 1880s; a national craze from 1896',
    culturalSignificance:
      "The name comes from the Taishanese for 'miscellaneous bits', a dish of offal and vegetables cooked by the Cantonese immigrants who made up most of America's early Chinese population. From the late 1890s a stir-fry of meat, bean sprouts, celery and onion in a thickened sauce became a national fad, and chop suey houses carried Chinese restaurants into every American city. Coe presents it as the dish through which Americans first came to eat Chinese food.",
    influencedBy: ['Taishanese (Toisanese) home cooking'],
    influences: ['American-Chinese restaurant cuisine'],
    keyIngredients: ['bean sprout', 'celery', 'onion', 'pork', 'chicken', 'soy sauce', 'cornstarch', 'mushroom'],
    sources: ['Andrew Coe, Chop Suey: A Cultural History of Chinese Food in the United States (2009)', LEE],
    disputed:
      'The story that it was invented in New York in 1896 for the visiting Chinese statesman Li Hongzhang is a legend; Coe shows the dish was already known before his visit, which popularised it.',
  },
  {
    key: 'fortune-cookie',
    name: 'Fortune cookie',
    aliases: ['fortune cookies'],
    cuisine: 'Fusion',
    originRegion: 'California, USA (Japanese-American bakeries), from Kyoto senbei',
    originEra: 'early 20th century',
    culturalSignificance:
      'The folded cookie with a paper fortune inside is served almost only in Chinese restaurants outside China, yet Lee, drawing on the research of Yasuko Nakamachi, traces it to Japanese immigrant bakers in California and to the tsujiura senbei crackers of Kyoto. When Japanese Americans were interned during the Second World War, Chinese-American manufacturers took over its production, and it became a symbol of Chinese-American dining.',
    influencedBy: ['Kyoto tsujiura senbei (fortune crackers)', 'Japanese-American confectioners'],
    influences: [],
    keyIngredients: ['all-purpose flour', 'sugar', 'egg white', 'vanilla extract', 'butter'],
    sources: [LEE],
    disputed:
      "San Francisco (Makoto Hagiwara of the Japanese Tea Garden) and Los Angeles (David Jung of the Hong Kong Noodle Company) both claim it; a mock trial held by San Francisco's Court of Historical Review in 1983 found for San Francisco.",
  },
  {
    key: 'general-tsos-chicken',
    name: "General Tso's chicken",
    aliases: ['general tso chicken', "general tso's", 'general tao chicken', 'zuo zongtang chicken', 'zuo zong tang ji'],
    cuisine: 'Fusion',
    originRegion: 'Taipei, Taiwan, then New York City, USA',
    originEra: '1950s (Taiwan); sweet American version 1970s',
    culturalSignificance:
      "The Hunanese chef Peng Chang-kuei, who had left for Taiwan with the Nationalist government, created a dish of chicken in a hot, sour sauce and named it after the 19th-century Hunanese general Zuo Zongtang. Adapted for New York diners in the 1970s with more sugar and a crisp batter, it became one of the most ordered dishes in American Chinese restaurants, while remaining almost unknown in Hunan itself. Dunlop and Lee both treat it as a case of a 'Chinese' dish made in the diaspora.",
    influencedBy: ['Hunanese cooking', 'American Chinese restaurant taste'],
    influences: [],
    keyIngredients: ['chicken thigh', 'cornstarch', 'soy sauce', 'dried red chili', 'garlic', 'ginger', 'sugar', 'rice vinegar'],
    sources: ['Fuchsia Dunlop, Revolutionary Chinese Cookbook: Recipes from Hunan Province (2006)', LEE],
  },
  {
    key: 'poke',
    name: 'Poke',
    aliases: ['poke bowl', 'ahi poke', 'poké', 'shoyu poke'],
    cuisine: 'Fusion',
    originRegion: 'Hawaiʻi, USA',
    originEra: 'Native Hawaiian raw-fish dishes of long standing; the soy-seasoned modern form 20th century',
    culturalSignificance:
      "Poke, Hawaiian for 'to cut in pieces', began as raw reef fish seasoned with sea salt, seaweed and roasted candlenut. Japanese and other plantation-era immigrants added soy sauce, sesame oil and onions, and cubed ahi poke became a staple of Hawaiian supermarkets and gatherings. Laudan treats such dishes as the 'local food' that binds Hawaiʻi's many communities; from the 2010s poke bowls spread across the mainland and beyond.",
    influencedBy: ['Native Hawaiian raw-fish preparations', 'Japanese seasonings (soy sauce, sesame oil)'],
    influences: ['poke bowls outside Hawaiʻi'],
    keyIngredients: ['tuna', 'salt', 'soy sauce', 'sesame oil', 'onion', 'spring onion', 'sesame seed'],
    sources: [LAUDAN],
  },
  {
    key: 'loco-moco',
    name: 'Loco moco',
    aliases: ['locomoco', 'loco moco bowl'],
    cuisine: 'Fusion',
    originRegion: 'Hilo, Hawaiʻi Island, USA',
    originEra: 'late 1940s',
    culturalSignificance:
      "White rice topped with a hamburger patty, a fried egg and brown gravy is a dish of Hawaiʻi's plate-lunch culture, where rice from Asian plantation workers meets American diner food. Cheap, filling and served all day, it is a signature of local (as opposed to tourist) eating in the islands.",
    influencedBy: ['American diner food', 'rice-based plate lunches of plantation-era Hawaiʻi'],
    influences: [],
    keyIngredients: ['rice', 'ground beef', 'egg', 'onion', 'beef stock', 'soy sauce'],
    sources: [LAUDAN],
    disputed: 'It is usually credited to the Lincoln Grill in Hilo around 1949, on the recollection of those involved; no contemporary record is known.',
  },
  {
    key: 'saimin',
    name: 'Saimin',
    aliases: ['saimin noodle soup', 'hawaiian saimin'],
    cuisine: 'Fusion',
    originRegion: 'Hawaiʻi, USA (sugar plantations)',
    originEra: 'plantation era, early to mid-20th century',
    culturalSignificance:
      "Wheat noodles in a light dashi-style broth topped with kamaboko fish cake, char siu pork, egg and green onion grew out of the shared meals of Chinese, Japanese, Filipino, Korean and other plantation workers. Laudan counts it among the defining dishes of Hawaiʻi's 'local food': no single group's dish, but everyone's. It is sold everywhere from saimin stands to fast-food chains in the islands.",
    influencedBy: ['Chinese wheat noodles', 'Japanese dashi and kamaboko', 'plantation communal cooking'],
    influences: [],
    keyIngredients: ['egg noodle', 'dashi', 'kombu', 'dried shrimp', 'pork', 'egg', 'spring onion'],
    sources: [LAUDAN],
  },
  {
    key: 'budae-jjigae',
    name: 'Budae-jjigae',
    aliases: ['budae jjigae', 'army stew', 'army base stew', 'military base stew', 'budaejjigae'],
    cuisine: 'Fusion',
    originRegion: 'South Korea (towns near US military bases; Uijeongbu claims it)',
    originEra: '1950s–1960s, after the Korean War',
    culturalSignificance:
      "A spicy stew of kimchi and gochujang with Spam, sausages and other processed meats from US bases, later with instant noodles and processed cheese, grew out of the hunger of the war and post-war years, when such food was scavenged or bought on the black market. Its name, 'military base stew', keeps that history visible. Today it is a cheap, sociable pot shared by students and friends, while for older Koreans and for writers such as Cho it recalls poverty and the US military presence.",
    influencedBy: ['Korean jjigae (stews)', 'US military surplus food'],
    influences: [],
    keyIngredients: ['sausage', 'ham', 'gochujang', 'gochugaru', 'ramen noodle', 'tofu', 'spring onion', 'cheese'],
    sources: ['Grace M. Cho, "Eating Military Base Stew", Contexts 13:2 (2014)'],
    disputed:
      'Uijeongbu, north of Seoul, claims to be its birthplace and has a street of budae-jjigae restaurants; other base towns have their own versions, and no first maker is recorded.',
  },
];
