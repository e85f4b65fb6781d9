import type { EraKey, PlaceKey, Zone } from './types';

/**
 * Named periods a member may type that are not kitchens Hearth has: dynasties, reigns and ages, with
 * their usual textbook dates and the place they belong to, so the Time Machine can find the nearest
 * kitchen it does have. A generic word ('medieval', 'ancient') has no place; `defaultEra` says which
 * kitchen it means when no place is given. Words are lowercase and accent-free.
 */
export interface Period {
  words: readonly string[];
  label: string;
  from: number;
  to: number;
  place?: PlaceKey;
  zone?: Zone;
  defaultEra?: EraKey;
}

export const PERIODS: readonly Period[] = [
  // Broad ages.
  { words: ['prehistoric', 'prehistory', 'stone age', 'neolithic', 'paleolithic', 'palaeolithic', 'mesolithic'], label: 'prehistory', from: -10000, to: -3000 },
  { words: ['bronze age'], label: 'the Bronze Age', from: -3300, to: -1200 },
  { words: ['iron age'], label: 'the Iron Age', from: -1200, to: -500 },
  {
    words: ['ancient', 'antiquity', 'classical antiquity', 'ancient times', 'ancient world', 'classical era'],
    label: 'antiquity',
    from: -800,
    to: 476,
    defaultEra: 'ancient-rome',
  },
  {
    words: ['medieval', 'mediaeval', 'middle ages', 'the middle ages', 'high middle ages', 'late middle ages'],
    label: 'the Middle Ages',
    from: 500,
    to: 1500,
    defaultEra: 'medieval-europe',
  },
  { words: ['dark ages', 'early middle ages', 'early medieval'], label: 'the early Middle Ages', from: 500, to: 1000, zone: 'europe' },
  { words: ['renaissance'], label: 'the Renaissance', from: 1400, to: 1600, defaultEra: 'renaissance-italy' },
  { words: ['early modern'], label: 'the early modern period', from: 1500, to: 1800 },
  { words: ['baroque'], label: 'the Baroque', from: 1600, to: 1750, zone: 'europe' },
  { words: ['enlightenment', 'age of enlightenment'], label: 'the Enlightenment', from: 1685, to: 1815, zone: 'europe' },
  { words: ['industrial revolution'], label: 'the Industrial Revolution', from: 1760, to: 1840, place: 'britain' },
  { words: ['crusades', 'crusader', 'crusaders'], label: 'the Crusades', from: 1095, to: 1291, zone: 'europe' },
  { words: ['world war i', 'world war one', 'first world war', 'great war', 'wwi', 'ww1'], label: 'the First World War', from: 1914, to: 1918 },
  { words: ['interwar', 'inter-war'], label: 'the interwar years', from: 1918, to: 1939 },
  { words: ['world war ii', 'world war two', 'world war 2', 'second world war', 'wwii', 'ww2'], label: 'the Second World War', from: 1939, to: 1945 },
  { words: ['postwar', 'post-war'], label: 'the postwar years', from: 1945, to: 1960 },
  { words: ['cold war'], label: 'the Cold War', from: 1947, to: 1991 },
  { words: ['space age'], label: 'the Space Age', from: 1957, to: 1975 },

  // Britain and Europe.
  { words: ['anglo-saxon', 'anglo saxon', 'anglo-saxons', 'saxon'], label: 'Anglo-Saxon England', from: 450, to: 1066, place: 'britain' },
  { words: ['norman conquest', 'norman england'], label: 'Norman England', from: 1066, to: 1154, place: 'britain' },
  { words: ['plantagenet', 'plantagenets'], label: 'Plantagenet England', from: 1154, to: 1485, place: 'britain' },
  { words: ['tudor', 'tudors', 'tudor england'], label: 'Tudor England', from: 1485, to: 1603, place: 'britain' },
  { words: ['elizabethan'], label: 'Elizabethan England', from: 1558, to: 1603, place: 'britain' },
  { words: ['jacobean'], label: 'Jacobean England', from: 1603, to: 1625, place: 'britain' },
  { words: ['stuart', 'stuarts'], label: 'Stuart Britain', from: 1603, to: 1714, place: 'britain' },
  { words: ['georgian'], label: 'Georgian Britain', from: 1714, to: 1837, place: 'britain' },
  { words: ['regency'], label: 'Regency Britain', from: 1811, to: 1820, place: 'britain' },
  { words: ['edwardian'], label: 'Edwardian Britain', from: 1901, to: 1910, place: 'britain' },
  { words: ['swinging sixties'], label: 'the Swinging Sixties', from: 1960, to: 1969, place: 'britain' },
  { words: ['viking', 'vikings', 'viking age'], label: 'the Viking Age', from: 793, to: 1066, place: 'scandinavia' },
  { words: ['merovingian'], label: 'Merovingian Gaul', from: 481, to: 751, place: 'france' },
  { words: ['carolingian', 'charlemagne'], label: 'Carolingian Francia', from: 751, to: 887, place: 'france' },
  { words: ['french revolution'], label: 'the French Revolution', from: 1789, to: 1799, place: 'france' },
  { words: ['napoleonic', 'napoleon'], label: 'the Napoleonic era', from: 1799, to: 1815, place: 'france' },
  { words: ['belle epoque'], label: 'the Belle Époque', from: 1871, to: 1914, place: 'france' },
  { words: ['holy roman empire'], label: 'the Holy Roman Empire', from: 962, to: 1806, place: 'germany' },
  { words: ['al-andalus', 'al andalus', 'moorish spain', 'moors'], label: 'al-Andalus', from: 711, to: 1492, place: 'iberia' },
  { words: ['ancient greece', 'ancient greek', 'ancient greeks', 'classical greece', 'hellenistic'], label: 'ancient Greece', from: -800, to: -31, place: 'greece' },

  // The Near East.
  { words: ['ancient egypt', 'ancient egyptian', 'ancient egyptians', 'pharaonic', 'pharaoh', 'pharaohs'], label: 'ancient Egypt', from: -3100, to: -30, place: 'egypt' },
  { words: ['ptolemaic'], label: 'Ptolemaic Egypt', from: -305, to: -30, place: 'egypt' },
  {
    words: ['mesopotamia', 'mesopotamian', 'sumer', 'sumerian', 'sumerians', 'babylon', 'babylonian', 'babylonians', 'assyria', 'assyrian'],
    label: 'ancient Mesopotamia',
    from: -3500,
    to: -539,
    place: 'iraq',
  },
  { words: ['achaemenid', 'persian empire', 'ancient persia'], label: 'Achaemenid Persia', from: -550, to: -330, place: 'iran' },
  { words: ['sasanian', 'sassanid', 'sasanid'], label: 'Sasanian Persia', from: 224, to: 651, place: 'iran' },
  { words: ['byzantine', 'byzantium', 'eastern roman empire'], label: 'Byzantium', from: 330, to: 1453, place: 'turkey' },
  { words: ['umayyad', 'umayyads'], label: 'the Umayyad caliphate', from: 661, to: 750, place: 'levant' },
  { words: ['fatimid', 'fatimids'], label: 'Fatimid Egypt', from: 909, to: 1171, place: 'egypt' },
  { words: ['seljuk', 'seljuks'], label: 'the Seljuk empire', from: 1037, to: 1194, place: 'iran' },
  { words: ['mamluk', 'mamluks', 'mameluke'], label: 'Mamluk Egypt', from: 1250, to: 1517, place: 'egypt' },
  { words: ['ottoman', 'ottomans', 'ottoman empire'], label: 'the Ottoman Empire', from: 1299, to: 1922, place: 'turkey' },
  { words: ['safavid', 'safavids'], label: 'Safavid Persia', from: 1501, to: 1736, place: 'iran' },

  // South Asia.
  { words: ['indus valley', 'harappan'], label: 'the Indus Valley civilisation', from: -3300, to: -1300, place: 'india' },
  { words: ['vedic'], label: 'Vedic India', from: -1500, to: -500, place: 'india' },
  { words: ['maurya', 'mauryan', 'ashoka'], label: 'the Maurya empire', from: -322, to: -185, place: 'india' },
  { words: ['gupta', 'guptas'], label: 'the Gupta empire', from: 320, to: 550, place: 'india' },
  { words: ['chola', 'cholas'], label: 'the Chola empire', from: 848, to: 1279, place: 'india' },
  { words: ['delhi sultanate'], label: 'the Delhi Sultanate', from: 1206, to: 1526, place: 'india' },
  { words: ['vijayanagara'], label: 'the Vijayanagara empire', from: 1336, to: 1646, place: 'india' },
  { words: ['british raj', 'the raj', 'raj'], label: 'the British Raj', from: 1858, to: 1947, place: 'india' },

  // East Asia.
  { words: ['shang', 'shang dynasty'], label: 'the Shang dynasty', from: -1600, to: -1046, place: 'china' },
  { words: ['zhou', 'zhou dynasty'], label: 'the Zhou dynasty', from: -1046, to: -256, place: 'china' },
  { words: ['warring states'], label: 'the Warring States period', from: -475, to: -221, place: 'china' },
  { words: ['qin dynasty', 'qin'], label: 'the Qin dynasty', from: -221, to: -206, place: 'china' },
  { words: ['han dynasty', 'han'], label: 'the Han dynasty', from: -206, to: 220, place: 'china' },
  { words: ['three kingdoms'], label: 'the Three Kingdoms', from: 220, to: 280, place: 'china' },
  { words: ['sui dynasty', 'sui'], label: 'the Sui dynasty', from: 581, to: 618, place: 'china' },
  { words: ['five dynasties'], label: 'the Five Dynasties', from: 907, to: 960, place: 'china' },
  { words: ['yuan dynasty', 'yuan', 'mongol china', 'kublai khan'], label: 'the Yuan dynasty', from: 1271, to: 1368, place: 'china' },
  { words: ['ming dynasty', 'ming'], label: 'the Ming dynasty', from: 1368, to: 1644, place: 'china' },
  { words: ['qing dynasty', 'qing', 'manchu'], label: 'the Qing dynasty', from: 1644, to: 1912, place: 'china' },
  { words: ['republican china'], label: 'Republican China', from: 1912, to: 1949, place: 'china' },
  { words: ['jomon'], label: 'the Jōmon period', from: -14000, to: -300, place: 'japan' },
  { words: ['yayoi'], label: 'the Yayoi period', from: -300, to: 300, place: 'japan' },
  { words: ['kofun'], label: 'the Kofun period', from: 300, to: 538, place: 'japan' },
  { words: ['asuka'], label: 'the Asuka period', from: 538, to: 710, place: 'japan' },
  { words: ['nara period', 'nara'], label: 'the Nara period', from: 710, to: 794, place: 'japan' },
  { words: ['heian', 'heian period'], label: 'the Heian period', from: 794, to: 1185, place: 'japan' },
  { words: ['kamakura', 'kamakura period'], label: 'the Kamakura period', from: 1185, to: 1333, place: 'japan' },
  { words: ['muromachi', 'ashikaga'], label: 'the Muromachi period', from: 1336, to: 1573, place: 'japan' },
  { words: ['sengoku'], label: 'the Sengoku period', from: 1467, to: 1615, place: 'japan' },
  { words: ['azuchi-momoyama', 'momoyama'], label: 'the Azuchi–Momoyama period', from: 1568, to: 1600, place: 'japan' },
  { words: ['meiji', 'meiji era', 'meiji restoration'], label: 'the Meiji era', from: 1868, to: 1912, place: 'japan' },
  { words: ['taisho'], label: 'the Taishō era', from: 1912, to: 1926, place: 'japan' },
  { words: ['showa'], label: 'the Shōwa era', from: 1926, to: 1989, place: 'japan' },
  { words: ['goryeo'], label: 'Goryeo Korea', from: 918, to: 1392, place: 'korea' },
  { words: ['joseon dynasty'], label: 'Joseon Korea', from: 1392, to: 1897, place: 'korea' },

  // The Americas.
  { words: ['olmec', 'olmecs'], label: 'the Olmec', from: -1600, to: -400, place: 'mexico' },
  { words: ['teotihuacan'], label: 'Teotihuacan', from: 100, to: 650, place: 'mexico' },
  { words: ['maya', 'mayan', 'mayans', 'classic maya'], label: 'the Classic Maya', from: 250, to: 900, place: 'central-america' },
  { words: ['toltec', 'toltecs'], label: 'the Toltecs', from: 900, to: 1168, place: 'mexico' },
  { words: ['pre-columbian', 'precolumbian', 'pre-hispanic', 'prehispanic', 'pre-contact'], label: 'the Americas before 1492', from: -2000, to: 1492, defaultEra: 'aztec-mexico' },
  { words: ['inca', 'incas', 'incan', 'inca empire', 'tawantinsuyu'], label: 'the Inca empire', from: 1438, to: 1533, place: 'andes' },
  { words: ['new spain', 'colonial mexico'], label: 'New Spain', from: 1521, to: 1821, place: 'mexico' },
  { words: ['colonial america', 'thirteen colonies', 'pilgrims', 'puritans', 'colonial new england'], label: 'colonial America', from: 1607, to: 1776, place: 'usa' },
  { words: ['american revolution', 'revolutionary war'], label: 'the American Revolution', from: 1765, to: 1783, place: 'usa' },
  { words: ['antebellum'], label: 'the antebellum United States', from: 1815, to: 1861, place: 'usa' },
  { words: ['american civil war'], label: 'the American Civil War', from: 1861, to: 1865, place: 'usa' },
  { words: ['gilded age'], label: 'the Gilded Age', from: 1870, to: 1900, place: 'usa' },
  { words: ['wild west', 'old west', 'frontier days'], label: 'the Old West', from: 1865, to: 1900, place: 'usa' },
  { words: ['roaring twenties', 'jazz age'], label: 'the Roaring Twenties', from: 1920, to: 1929, place: 'usa' },
  { words: ['prohibition', 'prohibition era'], label: 'Prohibition', from: 1920, to: 1933, place: 'usa' },
  { words: ['great depression', 'the depression', 'depression era', 'dust bowl'], label: 'the Great Depression', from: 1929, to: 1939, place: 'usa' },
];
