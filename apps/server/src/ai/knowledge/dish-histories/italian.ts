// Italian dish histories. Legends (the 1889 royal pizza, the 1574 saffron wedding, Venus's navel) are
// reported as legends in `disputed`; origins and eras follow the printed record the sources below trace.
import type { DishHistory } from './types';

const DAVIDSON = 'Alan Davidson, The Oxford Companion to Food (1999; 3rd ed. 2014)';
const CESARI = 'Luca Cesari, Storia della pasta in dieci piatti (2021)';
const ARTUSI = "Pellegrino Artusi, La scienza in cucina e l'arte di mangiar bene (1891)";
const CAPATTI_MONTANARI = 'Alberto Capatti and Massimo Montanari, Italian Cuisine: A Cultural History (2003)';
const SERVENTI_SABBAN = 'Silvano Serventi and Françoise Sabban, Pasta: The Story of a Universal Food (2002)';
const ZANINI = 'Oretta Zanini De Vita, Encyclopedia of Pasta (2009)';
const GENTILCORE = 'David Gentilcore, Pomodoro! A History of the Tomato in Italy (2010)';

export const ITALIAN_DISHES: DishHistory[] = [
  {
    key: 'spaghetti-alla-carbonara',
    name: 'Spaghetti alla carbonara',
    aliases: ['carbonara', 'pasta carbonara', 'spaghetti carbonara', 'rigatoni alla carbonara'],
    cuisine: 'Italian',
    originRegion: 'Rome, Lazio, Italy',
    originEra: 'late 1940s; first printed recipes 1952 (Chicago) and 1954 (Italy)',
    culturalSignificance:
      'Carbonara is now treated as one of the pillars of Roman cooking, and arguments over guanciale versus pancetta, pecorino versus parmesan and the absence of cream are argued with real passion. Its documented history is short: nothing under the name appears before the end of the Second World War, and the earliest recipes used bacon or pancetta and sometimes garlic or Gruyère. That a post-war dish became a symbol of timeless tradition is itself part of its story.',
    influencedBy: ['pasta with eggs and cheese (cacio e uova) of central and southern Italy', 'pasta alla gricia', 'bacon and powdered egg in Allied army rations (contested)'],
    influences: [],
    keyIngredients: ['spaghetti', 'guanciale', 'egg', 'egg yolk', 'pecorino romano', 'black pepper'],
    sources: [CESARI, DAVIDSON],
    disputed:
      'No source records the dish before the mid-1940s. The most cited theory links it to Rome after the 1944 liberation, when Allied bacon and powdered egg were plentiful; the cook Renato Gualandi later claimed to have made it for American officers in 1944. Stories tying the name to charcoal burners (carbonari) or the Carbonari secret society have no documentary support, and some writers see it as a Roman version of older southern pasta dressed with egg and cheese.',
  },
  {
    key: 'bucatini-allamatriciana',
    name: "Bucatini all'amatriciana",
    aliases: ['amatriciana', 'matriciana', "spaghetti all'amatriciana", 'pasta amatriciana', 'sugo all amatriciana'],
    cuisine: 'Italian',
    originRegion: 'Amatrice (now Lazio, part of Abruzzo until 1927) and Rome, Italy',
    originEra: 'recipes in print from the early 20th century',
    culturalSignificance:
      "Amatriciana is Amatrice's emblem and a fixture of Roman trattorias, where it was long carried by cooks and innkeepers from the Amatrice area. Cesari counts some twenty-five differing printed versions between 1914 and 1964, yet in 2015 the town published the ingredients it considers canonical (guanciale, pecorino, tomato, white wine, pepper or chilli, no onion or garlic). After the 2016 earthquake that destroyed Amatrice, restaurants around the world served the dish to raise money for the town.",
    influencedBy: ['pasta alla gricia (the tomato-less version)', 'the spread of tomato sauce in 19th-century central Italy'],
    influences: [],
    keyIngredients: ['guanciale', 'canned tomato', 'pecorino romano', 'dry white wine', 'red pepper flakes', 'pasta'],
    sources: [CESARI, 'Oretta Zanini De Vita and Maureen B. Fant, Sauces & Shapes: Pasta the Italian Way (2013)'],
    disputed:
      "That shepherds of the Monti della Laga made a tomato-less gricia and later added tomato is local tradition rather than recorded history. Whether onion and garlic belong in it was argued in print throughout the 20th century; Amatrice's 2015 recipe excludes them.",
  },
  {
    key: 'fettuccine-alfredo',
    name: 'Fettuccine Alfredo',
    aliases: ['alfredo', 'fettuccine alfredo sauce', 'fettuccine al triplo burro'],
    cuisine: 'Italian',
    originRegion: "Rome, Italy (Alfredo Di Lelio's restaurant)",
    originEra: '1910s; famous in the United States from the 1920s',
    culturalSignificance:
      'In Rome the dish is simply fresh fettuccine tossed with a great deal of butter and parmesan, a plain preparation long given to children and convalescents. Alfredo Di Lelio turned the tossing into table-side theatre, and after the silent-film stars Mary Pickford and Douglas Fairbanks ate it on their 1920 honeymoon the name travelled to America. There it grew into a cream sauce that many Italians do not recognise, a clear case of a dish becoming more famous abroad than at home.',
    influencedBy: ['fettuccine al burro e parmigiano (butter and cheese pasta)'],
    influences: ['American cream-based Alfredo sauce'],
    keyIngredients: ['fettuccine', 'butter', 'parmesan'],
    sources: [CESARI],
    disputed:
      'The family story that Di Lelio first made it for his wife after she gave birth cannot be checked; what is certain is that pasta with butter and cheese long predates him and that he made it famous.',
  },
  {
    key: 'ragu-alla-bolognese',
    name: 'Ragù alla bolognese',
    aliases: ['bolognese', 'bolognese sauce', 'ragu bolognese', 'spaghetti bolognese', 'tagliatelle al ragu'],
    cuisine: 'Italian',
    originRegion: 'Bologna, Emilia-Romagna, Italy',
    originEra: '19th century; printed by Artusi in 1891',
    culturalSignificance:
      "In Bologna ragù is a slow Sunday sauce served with fresh egg tagliatelle or layered in lasagne, never with spaghetti. Artusi printed a meat sauce for 'maccheroni alla bolognese' in 1891, and in 1982 the Accademia Italiana della Cucina deposited a reference recipe with the Bologna Chamber of Commerce. Abroad, 'spaghetti bolognese' became one of the best-known Italian dishes, to the dismay of many Bolognese.",
    influencedBy: ['French ragoût (the word)', 'Emilian braised and minced meat sauces'],
    influences: ['lasagne alla bolognese', 'spaghetti bolognese as cooked outside Italy'],
    keyIngredients: ['ground beef', 'pancetta', 'onion', 'carrot', 'celery', 'tomato paste', 'milk', 'dry white wine'],
    sources: [ARTUSI, CESARI, CAPATTI_MONTANARI],
  },
  {
    key: 'lasagne',
    name: 'Lasagne',
    aliases: ['lasagna', 'lasagne alla bolognese', 'lasagne verdi', 'lasagne al forno'],
    cuisine: 'Italian',
    originRegion: 'Italy (medieval Naples and central Italy; the baked ragù version in Emilia)',
    originEra: 'c. 1300 (Liber de coquina); the baked ragù version 19th–20th century',
    culturalSignificance:
      'Lasagne is among the oldest pasta dishes with a written record: the Liber de coquina, compiled around 1300, layers boiled sheets of dough with cheese and spices. For centuries it was a festive dish of the wealthy before becoming a family Sunday and holiday bake across Italy. The Emilian form with ragù and béchamel, often with spinach in the pasta, is the one the world now knows.',
    influencedBy: ['ancient Roman laganum (a sheet of fried or baked dough; the link is debated)'],
    influences: [],
    keyIngredients: ['lasagna sheet', 'ground beef', 'milk', 'butter', 'all-purpose flour', 'parmesan'],
    sources: [SERVENTI_SABBAN, CESARI, ZANINI],
    disputed:
      'Whether the word and dish descend from the Roman laganum mentioned by Horace and Apicius is debated; the Roman item was a sheet of dough, not the boiled and layered pasta of the medieval recipes.',
  },
  {
    key: 'tortellini-in-brodo',
    name: 'Tortellini in brodo',
    aliases: ['tortellini', 'tortellini bolognesi', 'tortellini alla bolognese'],
    cuisine: 'Italian',
    originRegion: 'Bologna and Modena, Emilia-Romagna, Italy',
    originEra: '19th century under the name; filled pasta of the kind since the Middle Ages',
    culturalSignificance:
      'Small rings of egg pasta filled with pork, cured meats and parmesan, served in capon or meat broth, are the Christmas dish of Bologna and Modena, and folding them by hand is a family occupation before the holidays. Artusi printed them in 1891, and a reference recipe was deposited with the Bologna Chamber of Commerce in 1974. Cesari shows that the filling and even the serving (in broth, with cream, fried) have changed considerably over time.',
    influencedBy: ['medieval and Renaissance tortelli (filled pasta)'],
    influences: [],
    keyIngredients: ['all-purpose flour', 'egg', 'pork', 'prosciutto', 'parmesan', 'nutmeg', 'chicken stock'],
    sources: [ARTUSI, CESARI, ZANINI],
    disputed:
      "Bologna and Modena both claim the dish. The tale that an innkeeper of Castelfranco Emilia shaped the first tortellino after Venus's navel is a literary legend, not history.",
  },
  {
    key: 'pesto-alla-genovese',
    name: 'Pesto alla genovese',
    aliases: ['pesto', 'pesto genovese', 'basil pesto', 'trofie al pesto', 'pasta al pesto'],
    cuisine: 'Italian',
    originRegion: 'Genoa, Liguria, Italy',
    originEra: 'mid-19th century; first printed recipe 1863',
    culturalSignificance:
      "Pounded in a marble mortar from Ligurian basil, garlic, pine nuts, cheese and olive oil, pesto is Genoa's signature and a point of civic pride, with a world mortar-pesto championship held in the city. The first printed recipe, in Giovanni Battista Ratto's La cuciniera genovese (1863), used Dutch cheese and parmesan and allowed marjoram and parsley when basil was lacking. It dresses trofie, trenette and gnocchi, often with potatoes and green beans in the pot.",
    influencedBy: ['Ligurian garlic sauces pounded in a mortar (agliata)'],
    influences: [],
    keyIngredients: ['basil', 'garlic', 'pine nut', 'parmesan', 'pecorino romano', 'olive oil'],
    sources: ['Giovanni Battista Ratto, La cuciniera genovese (1863)', CESARI, DAVIDSON],
  },
  {
    key: 'spaghetti-al-pomodoro',
    name: 'Spaghetti al pomodoro',
    aliases: ['pasta al pomodoro', 'spaghetti with tomato sauce', 'pasta pomodoro', 'vermicelli al pomodoro', 'pasta with tomato sauce'],
    cuisine: 'Italian',
    originRegion: 'Naples, Campania, Italy',
    originEra: 'tomato sauce from 1692; pasta with tomato recorded by 1839',
    culturalSignificance:
      "Pasta with tomato sauce became the image of Italian food, yet it is a relatively late marriage: tomatoes from the Americas were long grown as a curiosity, Antonio Latini printed a 'Spanish-style' tomato sauce in Naples in the 1690s, and Ippolito Cavalcanti gave vermicelli with tomato in his Neapolitan appendix of 1839. Street vendors of maccheroni in Naples and industrial dried pasta carried it through Italy, and emigrants carried it across the world.",
    influencedBy: ['Spanish-American tomato (introduced in the 16th century)', 'Neapolitan street maccheroni'],
    influences: ['Italian-American red sauce cooking'],
    keyIngredients: ['spaghetti', 'tomato', 'canned tomato', 'olive oil', 'garlic', 'basil'],
    sources: [GENTILCORE, CESARI, SERVENTI_SABBAN, 'Antonio Latini, Lo scalco alla moderna (1692–1694)'],
  },
  {
    key: 'gnocchi',
    name: 'Gnocchi',
    aliases: ['potato gnocchi', 'gnocchi di patate', 'gnocchi alla romana'],
    cuisine: 'Italian',
    originRegion: 'Italy (many regions)',
    originEra: 'flour and bread dumplings since the Renaissance; potato gnocchi from the 19th century',
    culturalSignificance:
      "'Gnocchi' long meant dumplings of flour, bread, semolina or cheese; the potato version that now dominates only spread once potatoes became common, and Artusi gives it in 1891. In Rome the saying 'giovedì gnocchi' (Thursday is gnocchi day) records their place in the weekly round. Regional forms such as semolina gnocchi alla romana and spinach-ricotta gnudi keep the older, potato-free tradition alive.",
    influencedBy: ['potato, introduced from the Americas'],
    influences: [],
    keyIngredients: ['potato', 'all-purpose flour', 'egg', 'semolina', 'parmesan'],
    sources: [CESARI, ZANINI, ARTUSI],
  },
  {
    key: 'pizza-margherita',
    name: 'Pizza Margherita',
    aliases: ['margherita', 'margherita pizza'],
    cuisine: 'Italian',
    originRegion: 'Naples, Campania, Italy',
    originEra: 'late 19th century (the name is attached to 1889)',
    culturalSignificance:
      'Tomato, mozzarella and basil on a soft Neapolitan base carry the colours of the Italian flag, and the Margherita became the reference pizza of Naples and then of the world. The Associazione Verace Pizza Napoletana codified the Neapolitan method in 1984, and in 2017 UNESCO inscribed the art of the Neapolitan pizzaiuolo on its intangible heritage list. Helstosky shows that pizza was a humble street food of Naples for most of its history and only became a national and global dish in the 20th century.',
    influencedBy: ['Neapolitan flatbreads sold in the street', 'tomato sauce', 'buffalo mozzarella of Campania'],
    influences: ['pizza worldwide, through Italian emigration to the Americas'],
    keyIngredients: ['bread flour', 'instant yeast', 'canned tomato', 'mozzarella', 'basil', 'olive oil'],
    sources: [
      'Carol Helstosky, Pizza: A Global History (2008)',
      'Zachary Nowak, "Folklore, Fakelore, History: Invented Tradition and the Origins of the Pizza Margherita", Food, Culture & Society 17:1 (2014)',
      DAVIDSON,
    ],
    disputed:
      "The standard story says the pizzaiolo Raffaele Esposito made three pizzas for Queen Margherita in June 1889 and named the tricolour one after her, backed by a letter of thanks from the royal household. Nowak argues the letter is probably a later invention and the story an 'invented tradition'; pizzas with tomato, mozzarella and basil were already sold in Naples before 1889.",
  },
  {
    key: 'tiramisu',
    name: 'Tiramisù',
    aliases: ['tiramisu', 'tira mi su', 'tiramesù'],
    cuisine: 'Italian',
    originRegion: 'Veneto (Treviso) or Friuli-Venezia Giulia, Italy (contested)',
    originEra: '1950s–1970s; unknown in cookbooks before the 1960s',
    culturalSignificance:
      "Ladyfingers soaked in coffee, layered with a cream of mascarpone, egg and sugar and dusted with cocoa, tiramisù went from a regional restaurant dessert to the best-known Italian sweet worldwide within a few decades. Its name, from the Venetian for 'pick me up', became one of the Italian food words most recognised abroad. Few dishes show so clearly how a recent creation can become a symbol of national cooking.",
    influencedBy: ['zuppa inglese and other spoon desserts of soaked biscuits', 'zabaione'],
    influences: [],
    keyIngredients: ['ladyfinger', 'mascarpone', 'egg', 'sugar', 'espresso', 'cocoa powder'],
    sources: ['Clara and Gigi Padovani, Tiramisù: storia, curiosità, interpretazioni del dolce italiano più amato (2016)'],
    disputed:
      "Treviso credits the restaurant Le Beccherie, where pastry cook Roberto Linguanotto and the Campeol family served it from the late 1960s or early 1970s, an account publicised by the gastronome Giuseppe Maffioli. Friuli points to Norma Pielli at the Albergo Roma in Tolmezzo in the 1950s and to a cup dessert served at Al Vetturino in Pieris; in 2017 the Italian agriculture ministry listed tiramisù among Friuli-Venezia Giulia's traditional products, which Veneto contested. The Padovanis' book supports an earlier Friulian origin.",
  },
  {
    key: 'risotto-alla-milanese',
    name: 'Risotto alla milanese',
    aliases: ['saffron risotto', 'risotto milanese', 'risotto giallo', 'yellow risotto'],
    cuisine: 'Italian',
    originRegion: 'Milan, Lombardy, Italy',
    originEra: 'early 19th century (riso giallo 1809; "risotto alla milanese giallo" 1829)',
    culturalSignificance:
      "Rice grown in the Po plain, toasted in butter and marrow, cooked with broth and coloured with saffron is the dish Milan claims as its own, and it is the classic partner of ossobuco. Giovanni Felice Luraschi's Nuovo cuoco milanese economico of 1829 names it 'risotto alla milanese giallo', and Artusi gave three versions in 1891.",
    influencedBy: ['rice cultivation in the Po valley from the 15th century', 'saffron use in medieval Italian cookery'],
    influences: ['ossobuco served with risotto alla milanese'],
    keyIngredients: ['arborio rice', 'saffron', 'butter', 'onion', 'beef stock', 'parmesan', 'dry white wine'],
    sources: ['Giovanni Felice Luraschi, Nuovo cuoco milanese economico (1829)', ARTUSI, CAPATTI_MONTANARI],
    disputed:
      'A popular story dates it to 8 September 1574, when an apprentice of the glassmaker Valerio di Fiandra, working on Milan Cathedral, coloured a wedding risotto with saffron as a joke. No document supports it, and no recipe appears until the early 19th century.',
  },
  {
    key: 'ossobuco-alla-milanese',
    name: 'Ossobuco alla milanese',
    aliases: ['ossobuco', 'osso buco', 'ossi buchi', 'braised veal shanks'],
    cuisine: 'Italian',
    originRegion: 'Milan, Lombardy, Italy',
    originEra: '19th century; printed by Artusi in 1891',
    culturalSignificance:
      "Cross-cut veal shin braised until the marrow in the bone ('osso buco', bored bone) is soft is a dish of Milanese family Sundays and trattorias. The older Milanese way is 'in bianco', without tomato, finished with gremolata of lemon zest, garlic and parsley; tomato versions spread later. Served with risotto alla milanese it forms one of the few Italian pairings of a main dish with a first course on the same plate.",
    influencedBy: ['Lombard braising of veal'],
    influences: [],
    keyIngredients: ['beef', 'butter', 'onion', 'dry white wine', 'beef stock', 'lemon zest', 'parsley', 'garlic'],
    sources: [ARTUSI, DAVIDSON],
  },
  {
    key: 'vitello-tonnato',
    name: 'Vitello tonnato',
    aliases: ['vitel tonné', 'vitel tonne', 'veal with tuna sauce'],
    cuisine: 'Italian',
    originRegion: 'Piedmont, Italy',
    originEra: 'by the 19th century; printed by Artusi in 1891',
    culturalSignificance:
      "Cold poached veal under a sauce of tuna, anchovy and capers is a summer dish and a fixture of Piedmontese antipasti. Its Piedmontese name 'vitel tonné' reflects the region's long closeness to French culinary language. Artusi printed it in 1891; many modern versions bind the sauce with mayonnaise.",
    influencedBy: ['salted tuna and anchovies traded inland from Liguria'],
    influences: [],
    keyIngredients: ['beef', 'tuna', 'anchovy', 'caper', 'olive oil', 'lemon juice', 'egg yolk'],
    sources: [ARTUSI],
  },
  {
    key: 'saltimbocca-alla-romana',
    name: 'Saltimbocca alla romana',
    aliases: ['saltimbocca', 'veal saltimbocca'],
    cuisine: 'Italian',
    originRegion: 'Rome, Lazio, Italy',
    originEra: 'by the late 19th century; printed by Artusi in 1891',
    culturalSignificance:
      "Thin veal slices topped with prosciutto and a sage leaf, pan-fried in butter and finished with wine, are named for how they 'jump into the mouth'. Artusi recorded eating them at a Roman trattoria and printed the recipe in 1891, fixing the Roman attribution. It remains a staple of Roman trattorias and of Italian restaurants abroad.",
    influencedBy: ['central Italian veal escalope cookery (scaloppine)'],
    influences: [],
    keyIngredients: ['beef', 'prosciutto', 'sage', 'butter', 'dry white wine'],
    sources: [ARTUSI],
  },
  {
    key: 'polenta',
    name: 'Polenta',
    aliases: ['polenta concia', 'polenta taragna'],
    cuisine: 'Italian',
    originRegion: 'Northern Italy (Veneto, Lombardy, Friuli, Piedmont)',
    originEra: 'ancient grain porridges; maize polenta from the 17th–18th centuries',
    culturalSignificance:
      'Grain porridges (the Roman puls) fed Italians long before maize, and buckwheat, millet and chestnut polentas persisted in the north. Once American maize spread through the Veneto and Lombardy in the 17th and 18th centuries it became the staple of the rural poor, so dominant that deficiency disease (pellagra) followed where people ate little else. Poured on a wooden board and shared at the table, polenta went from a badge of poverty to a prized regional dish.',
    influencedBy: ['Roman puls', 'maize from the Americas'],
    influences: [],
    keyIngredients: ['cornmeal', 'water', 'salt', 'butter', 'cheese'],
    sources: [CAPATTI_MONTANARI, DAVIDSON],
  },
  {
    key: 'parmigiana-di-melanzane',
    name: 'Parmigiana di melanzane',
    aliases: ['eggplant parmigiana', 'melanzane alla parmigiana', 'aubergine parmigiana', 'eggplant parmesan'],
    cuisine: 'Italian',
    originRegion: 'Southern Italy (Campania and Sicily both claim it)',
    originEra: 'recognisable recipe printed in Naples in 1839',
    culturalSignificance:
      'Fried eggplant layered with tomato sauce, cheese and basil and baked is a summer and Sunday dish across the south, made in quantity and eaten warm or cold. Ippolito Cavalcanti\'s Neapolitan appendix of 1839 gives a version close to today\'s. Italian emigrants carried it to America, where it spawned chicken and veal "parmigiana".',
    influencedBy: ['eggplant, brought to Italy through Arab-Mediterranean trade', 'tomato sauce'],
    influences: ['Italian-American chicken and veal parmigiana'],
    keyIngredients: ['eggplant', 'canned tomato', 'mozzarella', 'parmesan', 'basil', 'olive oil'],
    sources: ['Ippolito Cavalcanti, Cucina teorico-pratica (1839 edition, Neapolitan appendix)'],
    disputed:
      "The name is argued over: some derive it from Parma or its cheese, some from 18th-century Neapolitan cooking 'alla parmigiana' (vegetables layered with cheese), and Sicilians from 'parmiciana', the slats of a window shutter the layers resemble. None of these is settled.",
  },
  {
    key: 'panettone',
    name: 'Panettone',
    aliases: ['panetone', 'pan di toni', 'panettone milanese'],
    cuisine: 'Italian',
    originRegion: 'Milan, Lombardy, Italy',
    originEra: "recorded as Milan's Christmas bread by 1839; tall industrial form from 1919",
    culturalSignificance:
      "The enriched, raisin-studded Christmas bread of Milan became a national Christmas gift during the 20th century, when Milanese firms led by Angelo Motta (from 1919) made it tall and light with a long natural leavening and sold it across Italy and to emigrant communities abroad. Francesco Cherubini's Milanese dictionary (1839) already describes the 'panatton de Natal' made only at Christmas. Artusi included a home version, his 'Panettone Marietta'.",
    influencedBy: ['Lombard enriched festive breads'],
    influences: ['pandoro and other Italian industrial Christmas cakes'],
    keyIngredients: ['all-purpose flour', 'butter', 'egg', 'sugar', 'raisin', 'orange zest'],
    sources: ['Francesco Cherubini, Vocabolario milanese-italiano (1839–1856), entry "panatton"', ARTUSI, DAVIDSON],
    disputed:
      "Tales of a kitchen boy named Toni at the Sforza court ('pan de Toni') or of a nobleman named Ughetto who became a baker for love are legends with no documentary basis.",
  },
  {
    key: 'pandoro',
    name: 'Pandoro',
    aliases: ['pandoro di verona', 'pan d oro'],
    cuisine: 'Italian',
    originRegion: 'Verona, Veneto, Italy',
    originEra: 'patented in 1894',
    culturalSignificance:
      "The tall, star-shaped, butter-rich cake dusted with icing sugar is Verona's Christmas answer to Milanese panettone, and Italians are often said to divide into pandoro and panettone households. The baker Domenico Melegatti patented it in 1894, and the eight-pointed mould is credited to the painter Angelo Dall'Oca Bianca. It became an industrial product sold throughout Italy in the 20th century.",
    influencedBy: ["Verona's nadalin Christmas bread"],
    influences: [],
    keyIngredients: ['all-purpose flour', 'butter', 'egg', 'sugar', 'vanilla extract', 'powdered sugar'],
    sources: ["Domenico Melegatti's patent for pandoro, Italian Ministry of Agriculture, Industry and Commerce (14 October 1894)"],
  },
  {
    key: 'cannoli-siciliani',
    name: 'Cannoli siciliani',
    aliases: ['cannoli', 'cannolo', 'cannoli siciliani'],
    cuisine: 'Italian',
    originRegion: 'Sicily (Palermo area), Italy',
    originEra: 'a Carnival sweet by the 19th century; earlier history unrecorded',
    culturalSignificance:
      "Fried pastry tubes filled with sweetened sheep-milk ricotta, often with candied fruit or chocolate, belong to the Sicilian pastry tradition long kept by convents. They were a Carnival sweet before becoming an everyday pastry and, through emigration, an emblem of Sicilian-American bakeries. Simeti places them within Sicily's long history of sugar, ricotta and festive sweets.",
    influencedBy: ['Sicilian sugar and ricotta confectionery', 'convent pastry-making'],
    influences: [],
    keyIngredients: ['all-purpose flour', 'ricotta', 'sugar', 'lard', 'dark chocolate'],
    sources: ['Mary Taylor Simeti, Pomp and Sustenance: Twenty-Five Centuries of Sicilian Food (1989)'],
    disputed: 'Stories that cannoli were created in an Arab-era harem at Caltanissetta or by nuns as a fertility symbol are folklore; no early document records their invention.',
  },
];
