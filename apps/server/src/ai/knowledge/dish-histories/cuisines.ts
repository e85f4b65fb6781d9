/**
 * What is documented about each cuisine as a whole, for Cultural Provenance's inferred answers: when a
 * dish has no written history here, the tool may say which cuisine it belongs to, where that cuisine's
 * cooking comes from and what shaped it, and never more. Every fact is one the works named in
 * `sources` treat; a cuisine that is not a place (Fusion, Street Food) says only what the label means.
 */
import type { ProvenanceCuisine } from './types';

export interface CuisineHistory {
  cuisine: ProvenanceCuisine;
  /**
   * Words in a dish name that name this cuisine or one of its regions (normalised: lowercase, accents
   * folded). Ingredient words ('masala', 'miso') are not markers: fusion dishes use them too.
   */
  markers: string[];
  /** Where the cuisine's cooking comes from, as a phrase: 'the Indian subcontinent'. */
  region: string;
  /** Two or three sentences on the cuisine's history. */
  summary: string;
  /** Documented influences on the cuisine as a whole. */
  influences: string[];
  /**
   * When crops from the Americas (chilli, tomato, potato, maize, peanut...) reached this cuisine's region.
   * Set only for cuisines of the Old World: a dish that uses them cannot, as written, predate it.
   */
  americanCrops?: string;
  /** Works the facts above rest on. Empty when the entry states only what the label means. */
  sources: string[];
}

const ACHAYA_1994 = 'K. T. Achaya, Indian Food: A Historical Companion (1994)';
const COLLINGHAM_2005 = 'Lizzie Collingham, Curry: A Tale of Cooks and Conquerors (2005)';
const SEN_2015 = 'Colleen Taylor Sen, Feasts and Fasts: A History of Food in India (2015)';
const ANDERSON_1988 = 'E. N. Anderson, The Food of China (1988)';
const CHANG_1977 = 'K. C. Chang (ed.), Food in Chinese Culture: Anthropological and Historical Perspectives (1977)';
const ISHIGE_2001 = 'Naomichi Ishige, The History and Culture of Japanese Food (2001)';
const CWIERTKA_2006 = 'Katarzyna J. Cwiertka, Modern Japanese Cuisine: Food, Power and National Identity (2006)';
const THOMPSON_2002 = 'David Thompson, Thai Food (2002)';
const VAN_ESTERIK_2008 = 'Penny Van Esterik, Food Culture in Southeast Asia (2008)';
const PILCHER_1998 = 'Jeffrey M. Pilcher, ¡Que vivan los tamales! Food and the Making of Mexican Identity (1998)';
const COE_1994 = 'Sophie D. Coe, America’s First Cuisines (1994)';
const CAPATTI_MONTANARI_2003 = 'Alberto Capatti and Massimo Montanari, Italian Cuisine: A Cultural History (2003)';
const WHEATON_1983 = 'Barbara Ketcham Wheaton, Savoring the Past: The French Kitchen and Table from 1300 to 1789 (1983)';
const SPANG_2000 = 'Rebecca L. Spang, The Invention of the Restaurant (2000)';
const WRIGHT_1999 = 'Clifford A. Wright, A Mediterranean Feast (1999)';
const DAVIDSON_2014 = 'Alan Davidson, The Oxford Companion to Food (3rd ed., 2014)';

export const CUISINE_HISTORIES: readonly CuisineHistory[] = [
  {
    cuisine: 'Indian',
    markers: [
      'indian',
      'punjabi',
      'goan',
      'kerala',
      'keralan',
      'bengali',
      'gujarati',
      'hyderabadi',
      'mughlai',
      'rajasthani',
      'kashmiri',
      'chettinad',
      'tamil',
      'malabar',
      'awadhi',
      'lucknowi',
    ],
    region: 'the Indian subcontinent',
    summary:
      'Indian cooking grew over several thousand years from the grains, pulses, dairy and spices of the subcontinent. Religious rules on food (vegetarianism, ideas of purity) and the difference between the wheat-eating north and the rice-eating south shaped it as much as the courts that ruled it.',
    influences: [
      'Persian and Central Asian cooking, through the Delhi Sultanate (from the 13th century) and the Mughal court (16th–18th centuries)',
      'Portuguese traders and settlers from 1498, who brought chillies, tomatoes, potatoes and cashews from the Americas',
      'British rule (18th–20th centuries), under which Anglo-Indian cooking and the idea of “curry” took shape',
    ],
    americanCrops: 'crops from the Americas reached India after 1498, mostly through the Portuguese; chillies spread within a century, tomatoes and potatoes far more slowly',
    sources: [ACHAYA_1994, COLLINGHAM_2005, SEN_2015],
  },
  {
    cuisine: 'Chinese',
    markers: [
      'chinese',
      'sichuan',
      'szechuan',
      'szechwan',
      'sichuanese',
      'cantonese',
      'hunan',
      'hunanese',
      'shanghai',
      'shanghainese',
      'beijing',
      'peking',
      'canton',
      'fujian',
      'yunnan',
      'shandong',
    ],
    region: 'China',
    summary:
      'Chinese cooking is among the oldest recorded cuisines: the meal of grain (fan) with accompanying dishes (cai), soy ferments, fine cutting and quick cooking are documented across more than two thousand years. It is a family of strong regional schools, among them Sichuan, Cantonese, Jiangnan and Shandong cooking.',
    influences: [
      'exchange with Central Asia along the Silk Road, including wheat milled into flour, from which noodles and dumplings were made',
      'Buddhism, which fostered a vegetarian temple cookery',
      'crops from the Americas after the 16th century (maize, sweet potato, peanut, chilli)',
    ],
    americanCrops: 'crops from the Americas (maize, sweet potato, peanut, chilli) entered China from the 16th century',
    sources: [CHANG_1977, ANDERSON_1988],
  },
  {
    cuisine: 'Japanese',
    markers: ['japanese', 'tokyo', 'osaka', 'kyoto', 'edo', 'okinawan', 'hokkaido', 'nagasaki'],
    region: 'Japan',
    summary:
      'Japanese cooking centres on rice, soy ferments (miso and soy sauce), fish and seasonal vegetables. Buddhist avoidance of meat shaped it for more than a thousand years, until the Meiji government encouraged eating beef in the 1870s.',
    influences: [
      'China and Korea: rice farming, soy ferments, tea and Buddhist vegetarian cookery',
      'Portuguese and Spanish traders of the 16th and 17th centuries (frying in batter, sponge cake and other sweets)',
      'Western cooking after 1868, from which beef dishes and yōshoku (Western-style) cooking came',
    ],
    americanCrops: 'crops from the Americas reached Japan from the 16th century, chilli among the first',
    sources: [ISHIGE_2001, CWIERTKA_2006],
  },
  {
    cuisine: 'Thai',
    markers: ['thai', 'siamese', 'isan', 'issan', 'isaan', 'bangkok', 'chiang mai'],
    region: 'Thailand (the central plains, the north and the north-east)',
    summary:
      'Thai cooking balances hot, sour, salty and sweet around rice, with fish sauce, shrimp paste, fresh herbs and curry pastes pounded in a mortar. The royal courts of Ayutthaya and Bangkok refined it, while the north and north-east (Isan) share much of their cooking with Laos.',
    influences: [
      'Chinese immigrants: noodles, the wok and stir-frying',
      'Indian and Persian Muslim traders: dried spices and some curries',
      'Portuguese traders of the 16th and 17th centuries: chillies from the Americas and sweets of egg yolk and sugar',
      'the Mon, Lao, Khmer and Malay cooking of its neighbours',
    ],
    americanCrops: 'chillies and other crops from the Americas reached Siam through Portuguese trade in the 16th and 17th centuries',
    sources: [THOMPSON_2002, VAN_ESTERIK_2008],
  },
  {
    cuisine: 'Mexican',
    markers: ['mexican', 'oaxacan', 'yucatecan', 'yucatan', 'veracruz', 'jalisco'],
    region: 'Mexico (Mesoamerica)',
    summary:
      'Mexican cooking rests on the Mesoamerican foods of maize (softened with lime, nixtamalised), beans, squash and chillies, and on what the Spanish conquest of 1521 brought: wheat, pork, beef, dairy, sugar, rice and Old World spices.',
    influences: [
      'the Mesoamerican peoples, among them the Mexica (Aztecs) and the Maya',
      'Spain, and through it the Arab-Andalusian cooking of Iberia',
      'the convent kitchens of the colonial period',
    ],
    sources: [COE_1994, PILCHER_1998],
  },
  {
    cuisine: 'Italian',
    markers: ['italian', 'sicilian', 'neapolitan', 'napoletana', 'roman', 'romana', 'tuscan', 'milanese', 'bolognese', 'genovese', 'venetian'],
    region: 'Italy',
    summary:
      'Italian cooking is a family of regional cuisines (Italy became one state only in 1861) built on wheat, as bread and pasta, on olive oil in the south and butter and lard in the north, and on cheeses and cured meats. Cookbooks from the Renaissance to Pellegrino Artusi (1891) wrote down parts of it.',
    influences: [
      'medieval and Renaissance court cookery',
      'Arab rule in Sicily (9th–11th centuries): sugar, citrus, rice and dried pasta',
      'crops from the Americas: maize for polenta, and the tomato, in Italian cooking from the late 17th century',
    ],
    americanCrops: 'crops from the Americas reached Italy in the 16th century; the tomato entered its cooking only from the late 17th century',
    sources: [CAPATTI_MONTANARI_2003],
  },
  {
    cuisine: 'French',
    markers: ['french', 'provencal', 'parisian', 'lyonnaise', 'normande', 'bourguignon', 'bourguignonne', 'breton', 'alsatian', 'nicoise'],
    region: 'France',
    summary:
      'French cooking has both strong regional traditions and a court and restaurant cuisine written down from the 17th century (La Varenne’s Le Cuisinier françois, 1651) and codified by Carême and Escoffier. The restaurant as a public dining room took shape in Paris from the 1760s.',
    influences: [
      'medieval and Italian Renaissance cookery (the story that Catherine de’ Medici brought Italian cooks who founded it is a legend)',
      'the restaurant and the professional chef after the 1760s and the Revolution',
    ],
    americanCrops: 'crops from the Americas reached France in the 16th century, though the potato was widely accepted only at the end of the 18th',
    sources: [WHEATON_1983, SPANG_2000],
  },
  {
    cuisine: 'Mediterranean',
    markers: [
      'mediterranean',
      'greek',
      'turkish',
      'lebanese',
      'levantine',
      'syrian',
      'spanish',
      'catalan',
      'andalusian',
      'moroccan',
      'tunisian',
      'cypriot',
      'israeli',
      'palestinian',
      'egyptian',
    ],
    region: 'the lands around the Mediterranean Sea',
    summary:
      'The cooking of the Mediterranean shares wheat, olive oil and wine, with legumes, vegetables, fish and cheese, across many distinct national cuisines. “Mediterranean cuisine” as one idea is modern; the historical unity lies in shared crops and centuries of trade and empire.',
    influences: [
      'Greek and Roman cookery',
      'the Arab conquests, which spread rice, sugar, citrus and spices around the sea',
      'the Ottoman Empire, in its eastern half',
      'crops from the Americas (tomato, peppers, beans) from the 16th century',
    ],
    americanCrops: 'crops from the Americas reached the Mediterranean from the 16th century',
    sources: [WRIGHT_1999, DAVIDSON_2014],
  },
  {
    cuisine: 'Fusion',
    markers: ['fusion'],
    region: 'no single region: a fusion dish joins the cooking of two or more places',
    summary: 'A fusion dish joins the cooking of two or more traditions, so its history is where and when those traditions met.',
    influences: [],
    sources: [],
  },
  {
    cuisine: 'Street Food',
    markers: [],
    region: 'no single region: street food is sold in the streets and markets of every cuisine',
    summary: 'Street food names how a dish is sold and eaten (from stalls and carts, in the street) rather than where it comes from.',
    influences: [],
    sources: [],
  },
];

export function cuisineHistory(cuisine: string): CuisineHistory | undefined {
  const wanted = cuisine.trim().toLowerCase();
  return CUISINE_HISTORIES.find((entry) => entry.cuisine.toLowerCase() === wanted);
}
