import type { HistoricalSource } from './types';

/**
 * Every work the historical kitchen cites, named once so a citation reads the same everywhere and a model's
 * citation can be checked against it. Period texts are cited for the dishes they contain; historians for
 * the periods they treat. `titles` are the fragments that identify a work inside someone else's citation.
 */
const LIST: readonly HistoricalSource[] = [
  // Ancient Rome
  { key: 'apicius', kind: 'period', cite: 'Apicius, De re coquinaria (late Roman compilation, c. 4th–5th century AD)', titles: ['de re coquinaria', 'apicius'] },
  {
    key: 'grocock-grainger',
    kind: 'historian',
    cite: 'Christopher Grocock and Sally Grainger, Apicius: A Critical Edition with an Introduction and an English Translation (Prospect Books, 2006)',
    titles: ['grocock'],
  },
  { key: 'grainger-cooking-apicius', kind: 'historian', cite: 'Sally Grainger, Cooking Apicius: Roman Recipes for Today (Prospect Books, 2006)', titles: ['cooking apicius'] },
  { key: 'cato', kind: 'period', cite: 'Cato the Elder, De agri cultura (On Agriculture, c. 160 BC)', titles: ['de agri cultura', 'de agricultura', 'cato'] },
  { key: 'dalby-cato', kind: 'historian', cite: 'Andrew Dalby (trans.), Cato: On Farming (Prospect Books, 1998)', titles: ['on farming'] },
  { key: 'dalby-a-z', kind: 'historian', cite: 'Andrew Dalby, Food in the Ancient World from A to Z (Routledge, 2003)', titles: ['food in the ancient world'] },

  // Medieval Europe
  { key: 'forme-of-cury', kind: 'period', cite: 'The Forme of Cury, compiled by the master cooks of Richard II (c. 1390)', titles: ['forme of cury'] },
  {
    key: 'curye-on-inglysch',
    kind: 'historian',
    cite: 'Constance B. Hieatt and Sharon Butler (eds.), Curye on Inglysch: English Culinary Manuscripts of the Fourteenth Century (Early English Text Society, 1985)',
    titles: ['curye on inglysch', 'curye on inglish'],
  },
  { key: 'viandier', kind: 'period', cite: 'Le Viandier, attributed to Guillaume Tirel, called Taillevent (14th century)', titles: ['viandier', 'taillevent'] },
  {
    key: 'scully-viandier',
    kind: 'historian',
    cite: 'Terence Scully (ed. and trans.), The Viandier of Taillevent: An Edition of All Extant Manuscripts (University of Ottawa Press, 1988)',
    titles: ['extant manuscripts'],
  },
  { key: 'scully-art', kind: 'historian', cite: 'Terence Scully, The Art of Cookery in the Middle Ages (Boydell Press, 1995)', titles: ['art of cookery in the middle ages'] },
  {
    key: 'wilson-britain',
    kind: 'historian',
    cite: 'C. Anne Wilson, Food and Drink in Britain: From the Stone Age to Recent Times (Constable, 1973)',
    titles: ['food and drink in britain'],
  },

  // Renaissance Italy
  { key: 'martino', kind: 'period', cite: 'Maestro Martino of Como, Libro de arte coquinaria (c. 1465)', titles: ['libro de arte coquinaria', 'maestro martino', 'martino'] },
  {
    key: 'ballerini-parzen',
    kind: 'historian',
    cite: 'Luigi Ballerini (ed.) and Jeremy Parzen (trans.), The Art of Cooking: The First Modern Cookery Book, by Maestro Martino of Como (University of California Press, 2005)',
    titles: ['first modern cookery book'],
  },
  { key: 'platina', kind: 'period', cite: 'Bartolomeo Platina, De honesta voluptate et valetudine (c. 1470)', titles: ['de honesta voluptate', 'platina'] },
  {
    key: 'capatti-montanari',
    kind: 'historian',
    cite: 'Alberto Capatti and Massimo Montanari, Italian Cuisine: A Cultural History (Columbia University Press, 2003)',
    titles: ['italian cuisine: a cultural history', 'capatti'],
  },

  // Tang and Song China
  { key: 'shanjia-qinggong', kind: 'period', cite: 'Lin Hong, Shanjia Qinggong (Pure Offerings of a Mountain Household, 13th century)', titles: ['shanjia qinggong', 'lin hong'] },
  { key: 'meng-liang-lu', kind: 'period', cite: 'Wu Zimu, Meng Liang Lu (Record of a Dream of Millet, on Hangzhou, 1274)', titles: ['meng liang lu', 'menglianglu', 'wu zimu'] },
  { key: 'su-shi-pork', kind: 'period', cite: 'Su Shi (Su Dongpo), "Ode to Pork" (Zhu rou song), written in exile at Huangzhou (1080s)', titles: ['ode to pork', 'zhu rou song'] },
  { key: 'anderson-china', kind: 'historian', cite: 'E. N. Anderson, The Food of China (Yale University Press, 1988)', titles: ['the food of china'] },
  {
    key: 'freeman-sung',
    kind: 'historian',
    cite: 'Michael Freeman, "Sung", in K. C. Chang (ed.), Food in Chinese Culture (Yale University Press, 1977)',
    titles: ['food in chinese culture'],
  },

  // Mughal India
  { key: 'ain-i-akbari', kind: 'period', cite: "Abu'l-Fazl, Ain-i-Akbari (c. 1590s), Book 1, A'in 24 'Recipes for dishes'", titles: ['ain-i-akbari', 'ain i akbari', 'akbari'] },
  { key: 'blochmann', kind: 'historian', cite: 'H. Blochmann (trans.), The Ain-i-Akbari, vol. 1 (Asiatic Society of Bengal, 1873)', titles: ['blochmann'] },
  {
    key: 'achaya',
    kind: 'historian',
    cite: 'K. T. Achaya, Indian Food: A Historical Companion (Oxford University Press, 1994)',
    titles: ['indian food: a historical companion', 'achaya'],
  },
  {
    key: 'collingham',
    kind: 'historian',
    cite: 'Lizzie Collingham, Curry: A Tale of Cooks and Conquerors (Chatto & Windus, 2005)',
    titles: ['tale of cooks and conquerors', 'collingham'],
  },
  { key: 'baburnama', kind: 'period', cite: 'Babur, Baburnama (memoirs of the first Mughal emperor, early 16th century)', titles: ['baburnama', 'babur-nama', 'babur nama'] },

  // Aztec Mexico
  {
    key: 'florentine-codex',
    kind: 'period',
    cite: 'Bernardino de Sahagún, Florentine Codex (General History of the Things of New Spain, 1570s), Books 8 and 10',
    titles: ['florentine codex', 'general history of the things of new spain', 'historia general de las cosas', 'sahagun'],
  },
  {
    key: 'coe-first-cuisines',
    kind: 'historian',
    cite: "Sophie D. Coe, America's First Cuisines (University of Texas Press, 1994)",
    titles: ["america's first cuisines", 'americas first cuisines'],
  },
  {
    key: 'coe-chocolate',
    kind: 'historian',
    cite: 'Sophie D. Coe and Michael D. Coe, The True History of Chocolate (Thames & Hudson, 1996)',
    titles: ['true history of chocolate'],
  },
  {
    key: 'diaz-del-castillo',
    kind: 'period',
    cite: 'Bernal Díaz del Castillo, The True History of the Conquest of New Spain (written c. 1568)',
    titles: ['conquest of new spain', 'diaz del castillo', 'historia verdadera'],
  },

  // Edo Japan
  { key: 'ryori-monogatari', kind: 'period', cite: 'Ryōri Monogatari (anonymous, 1643)', titles: ['ryori monogatari'] },
  { key: 'tofu-hyakuchin', kind: 'period', cite: 'Tōfu Hyakuchin (One Hundred Tofu Delicacies, published under the pen name Kahitsujun, 1782)', titles: ['tofu hyakuchin'] },
  {
    key: 'rath',
    kind: 'historian',
    cite: 'Eric C. Rath, Food and Fantasy in Early Modern Japan (University of California Press, 2010)',
    titles: ['food and fantasy in early modern japan'],
  },
  {
    key: 'ishige',
    kind: 'historian',
    cite: 'Naomichi Ishige, The History and Culture of Japanese Food (Kegan Paul, 2001)',
    titles: ['history and culture of japanese food', 'ishige'],
  },

  // Victorian Britain
  { key: 'acton', kind: 'period', cite: 'Eliza Acton, Modern Cookery for Private Families (1845)', titles: ['modern cookery', 'eliza acton'] },
  { key: 'beeton', kind: 'period', cite: 'Isabella Beeton, The Book of Household Management (1861)', titles: ['household management', 'beeton'] },
  { key: 'mayhew', kind: 'period', cite: 'Henry Mayhew, London Labour and the London Poor (1851)', titles: ['london labour and the london poor', 'mayhew'] },
  {
    key: 'colquhoun',
    kind: 'historian',
    cite: 'Kate Colquhoun, Taste: The Story of Britain through Its Cooking (Bloomsbury, 2007)',
    titles: ['story of britain through its cooking', 'colquhoun'],
  },

  // 1950s America
  { key: 'betty-crocker-1950', kind: 'period', cite: "Betty Crocker's Picture Cook Book (General Mills and McGraw-Hill, 1950)", titles: ['picture cook book', 'betty crocker'] },
  {
    key: 'shapiro',
    kind: 'historian',
    cite: 'Laura Shapiro, Something from the Oven: Reinventing Dinner in 1950s America (Viking, 2004)',
    titles: ['something from the oven', 'laura shapiro'],
  },
  {
    key: 'levenstein',
    kind: 'historian',
    cite: 'Harvey Levenstein, Paradox of Plenty: A Social History of Eating in Modern America (Oxford University Press, 1993)',
    titles: ['paradox of plenty', 'levenstein'],
  },
  {
    key: 'campbell-1955',
    kind: 'period',
    cite: 'Campbell Soup Company, "Green Bean Bake", developed in its test kitchen by Dorcas Reilly (1955)',
    titles: ['green bean bake', 'dorcas reilly', 'campbell soup'],
  },

  // Abbasid Baghdad
  { key: 'al-warraq', kind: 'period', cite: 'Ibn Sayyār al-Warrāq, Kitāb al-Ṭabīkh (Baghdad, 10th century)', titles: ['al-warraq', 'al warraq', 'ibn sayyar'] },
  {
    key: 'nasrallah',
    kind: 'historian',
    cite: "Nawal Nasrallah (trans.), Annals of the Caliphs' Kitchens: Ibn Sayyār al-Warrāq's Tenth-Century Baghdadi Cookbook (Brill, 2007)",
    titles: ["annals of the caliphs' kitchens", 'annals of the caliphs kitchens', 'nasrallah'],
  },
  { key: 'al-baghdadi', kind: 'period', cite: 'Muḥammad ibn al-Ḥasan al-Baghdādī, Kitāb al-Ṭabīkh (Baghdad, 1226)', titles: ['al-baghdadi', 'al baghdadi'] },
  { key: 'perry-baghdad', kind: 'historian', cite: 'Charles Perry (trans.), A Baghdad Cookery Book (Prospect Books, 2005)', titles: ['baghdad cookery book', 'charles perry'] },
  {
    key: 'waines',
    kind: 'historian',
    cite: "David Waines, In a Caliph's Kitchen (Riad El-Rayyes Books, 1989)",
    titles: ["in a caliph's kitchen", 'in a caliphs kitchen', 'waines'],
  },
];

export const SOURCES: ReadonlyMap<string, HistoricalSource> = new Map(LIST.map((s) => [s.key, s]));

export function sourceOf(key: string): HistoricalSource {
  const source = SOURCES.get(key);
  if (!source) throw new Error(`unknown historical source ${key}`);
  return source;
}
