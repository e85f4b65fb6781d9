// French dish histories, Provence included. Named-inventor stories (Suzette, Tatin, Béchameil, the
// Mahón mayonnaise) are given as what they are: attributions and legends, set out in `disputed`.
import type { DishHistory } from './types';

const DAVIDSON = 'Alan Davidson, The Oxford Companion to Food (1999; 3rd ed. 2014)';
const LAROUSSE = 'Larousse Gastronomique (Prosper Montagné, 1938; later editions)';
const ESCOFFIER = 'Auguste Escoffier, Le Guide culinaire (1903)';
const CHILD = 'Julia Child, Louisette Bertholle and Simone Beck, Mastering the Art of French Cooking (1961)';

export const FRENCH_DISHES: DishHistory[] = [
  {
    key: 'croissant',
    name: 'Croissant',
    aliases: ['croissants', 'butter croissant', 'croissant au beurre'],
    cuisine: 'French',
    originRegion: 'Paris, France, from the Austrian kipferl',
    originEra: 'crescent rolls from 1838–39; laminated croissant recipes from the early 20th century',
    culturalSignificance:
      "The croissant is the emblem of the French breakfast and of viennoiserie, the family of enriched 'Viennese' breads. It came to Paris as the Austrian kipferl, sold from 1838 or 1839 at August Zang's Boulangerie Viennoise on the rue de Richelieu; the flaky, butter-laminated dough that defines it today was a later French development, with printed recipes only from the early 20th century.",
    influencedBy: ['Austrian kipferl', 'puff pastry (pâte feuilletée) lamination'],
    influences: [],
    keyIngredients: ['all-purpose flour', 'butter', 'instant yeast', 'milk', 'sugar', 'salt'],
    sources: ['Jim Chevallier, August Zang and the French Croissant: How Viennoiserie Came to France (2009)', DAVIDSON],
    disputed:
      'The story that Viennese bakers shaped the crescent to mock the Ottoman flag after the siege of 1683 (or Buda in 1686) has no contemporary evidence, and kipferl are recorded long before; the claim that Marie-Antoinette brought it to France is likewise unsupported.',
  },
  {
    key: 'crepes-suzette',
    name: 'Crêpes Suzette',
    aliases: ['crepe suzette', 'crepes suzette', 'crêpe suzette', 'suzette pancakes'],
    cuisine: 'French',
    originRegion: 'France (Monte Carlo or Paris, contested)',
    originEra: 'late 1890s',
    culturalSignificance:
      'Thin crêpes warmed in a butter sauce of sugar, orange and orange liqueur, often flamed at the table, became a showpiece of grand hotel and restaurant service in the first half of the 20th century. The flaming made it theatre as much as dessert, and it came to stand for a certain idea of French luxury dining abroad.',
    influencedBy: ['French crêpes', 'orange liqueurs such as curaçao'],
    influences: [],
    keyIngredients: ['all-purpose flour', 'egg', 'milk', 'butter', 'sugar', 'orange juice', 'orange zest', 'rum'],
    sources: [LAROUSSE, "Henri Charpentier, Life à la Henri (1934), the chef's own account"],
    disputed:
      'Henri Charpentier wrote that he created the dish by accident in 1895 at the Café de Paris in Monte Carlo for the Prince of Wales, who named it after a young woman at his table; Larousse Gastronomique calls that claim false. Another account credits Monsieur Joseph of the Restaurant Marivaux in Paris, who in 1897 supplied crêpes for a Comédie-Française play in which the actress Suzanne Reichenberg, known as Suzette, served them on stage.',
  },
  {
    key: 'bouillabaisse',
    name: 'Bouillabaisse',
    aliases: ['bouillabaisse marseillaise', 'marseille fish stew'],
    cuisine: 'French',
    originRegion: 'Marseille, Provence, France',
    originEra: "fishermen's stew of long standing; the name is recorded by the 18th–19th century",
    culturalSignificance:
      "Bouillabaisse began as the Marseille fishermen's way of cooking the bony rockfish they could not sell, boiled hard in olive oil and water so the two emulsify, and served with bread and rouille. It became the city's signature and a costly restaurant dish, and in 1980 a group of Marseille restaurateurs signed a charter setting out which fish and method a true bouillabaisse requires. Its name joins the Provençal words for boiling and lowering the heat.",
    influencedBy: ["Provençal and Mediterranean fishermen's soups"],
    influences: [],
    keyIngredients: ['fish', 'olive oil', 'tomato', 'onion', 'garlic', 'fennel bulb', 'saffron', 'bread'],
    sources: ['Alan Davidson, Mediterranean Seafood (1972)', DAVIDSON, LAROUSSE],
    disputed:
      'The claim that it descends from a fish stew of the Greek founders of Marseille (Massalia, c. 600 BCE) is a romantic tradition without evidence. Whether shellfish, potatoes or lobster belong in it has long been argued; the 1980 charter settled it only for its signatories.',
  },
  {
    key: 'coq-au-vin',
    name: 'Coq au vin',
    aliases: ['chicken in wine', 'coq au vin rouge', 'rooster in wine'],
    cuisine: 'French',
    originRegion: 'France (Burgundy is most associated; Auvergne, Alsace and Jura have versions)',
    originEra: 'country dish; in print from the late 19th or early 20th century',
    culturalSignificance:
      'Braising a tough old cock in wine with lardons, onions and mushrooms was a farmhouse way of making a spent bird edible. Twentieth-century restaurant and cookbook writing turned it into a symbol of French country cooking, and the English-language recipe in Mastering the Art of French Cooking (1961) made it a dinner-party classic in the United States.',
    influencedBy: ['French wine braises (daubes)'],
    influences: [],
    keyIngredients: ['chicken', 'red wine', 'bacon', 'mushroom', 'onion', 'garlic', 'thyme', 'bay leaf'],
    sources: [LAROUSSE, CHILD],
    disputed: "The tale that Julius Caesar's cook created it from a rooster sent by Vercingetorix is a legend with no ancient source.",
  },
  {
    key: 'boeuf-bourguignon',
    name: 'Bœuf bourguignon',
    aliases: ['boeuf bourguignon', 'beef bourguignon', 'beef burgundy', 'boeuf a la bourguignonne'],
    cuisine: 'French',
    originRegion: 'Burgundy, France',
    originEra: '19th century as a named dish; codified in early 20th-century cookery',
    culturalSignificance:
      "Beef braised slowly in red Burgundy with lardons, small onions and mushrooms grew from the region's farmhouse cooking into a standard of French bourgeois and bistro cooking. Escoffier gave beef 'à la bourguignonne' a place in classical cuisine, and Julia Child's recipe made it the best-known French stew in America.",
    influencedBy: ['Burgundian wine braises'],
    influences: [],
    keyIngredients: ['beef', 'red wine', 'bacon', 'onion', 'mushroom', 'carrot', 'garlic', 'thyme'],
    sources: [ESCOFFIER, LAROUSSE, CHILD],
  },
  {
    key: 'ratatouille',
    name: 'Ratatouille',
    aliases: ['ratatouille niçoise', 'ratatouille nicoise'],
    cuisine: 'French',
    originRegion: 'Nice, Provence, France',
    originEra: 'not recorded in print before c. 1930',
    culturalSignificance:
      'Eggplant, zucchini, peppers and tomatoes stewed in olive oil with garlic and herbs is the summer dish of Nice that became known across the world during the 20th century. The word itself was used in the late 18th and 19th centuries for any coarse stew, often disparagingly, before it attached to this vegetable dish. It depends entirely on New World and Asian vegetables that became common in Provence only in modern times.',
    influencedBy: ['Provençal vegetable cookery in olive oil', 'tomatoes and peppers from the Americas'],
    influences: [],
    keyIngredients: ['eggplant', 'zucchini', 'bell pepper', 'tomato', 'onion', 'garlic', 'olive oil', 'thyme'],
    sources: [DAVIDSON],
  },
  {
    key: 'cassoulet',
    name: 'Cassoulet',
    aliases: ['cassoulet de castelnaudary', 'cassoulet toulousain'],
    cuisine: 'French',
    originRegion: 'Languedoc, France (Castelnaudary, Carcassonne, Toulouse)',
    originEra: 'bean-and-meat casserole of long standing; with American haricot beans after the 16th century',
    culturalSignificance:
      "Named after its earthenware dish, the cassole, cassoulet is a slow bake of white beans with pork, sausage and often duck or goose confit, and the towns of the Languedoc each defend their own version. Prosper Montagné called Castelnaudary's cassoulet God the Father, Carcassonne's the Son and Toulouse's the Holy Spirit. It is a dish of winter gatherings and local pride, with brotherhoods devoted to it.",
    influencedBy: ['earlier stews of broad beans and meat', 'haricot beans from the Americas', 'the confit tradition of south-west France'],
    influences: [],
    keyIngredients: ['white bean', 'pork', 'sausage', 'duck', 'garlic', 'onion', 'tomato', 'thyme'],
    sources: ['Paula Wolfert, The Cooking of South-West France (1983)', LAROUSSE, DAVIDSON],
    disputed: "The story that it was invented during the English siege of Castelnaudary in the Hundred Years War, pooling the besieged town's food, is a local legend.",
  },
  {
    key: 'quiche-lorraine',
    name: 'Quiche lorraine',
    aliases: ['quiche', 'quiche lorraine'],
    cuisine: 'French',
    originRegion: 'Lorraine, France',
    originEra: 'traditional in Lorraine by the 19th century',
    culturalSignificance:
      "An open tart of eggs, cream and smoked bacon, the quiche lorraine was a regional dish before it became, in the later 20th century, an international café and brunch standard. The word quiche comes from the German Kuchen, a reminder of Lorraine's place between French and German culture. The Lorraine original has no cheese; cheese and onion versions came later.",
    influencedBy: ['German and Lorraine open tarts (Kuchen)'],
    influences: [],
    keyIngredients: ['egg', 'heavy cream', 'bacon', 'all-purpose flour', 'butter', 'nutmeg'],
    sources: [DAVIDSON, LAROUSSE],
  },
  {
    key: 'creme-brulee',
    name: 'Crème brûlée',
    aliases: ['creme brulee', 'burnt cream', 'crème brulée'],
    cuisine: 'French',
    originRegion: 'France (contested with England and Catalonia)',
    originEra: 'printed in 1691',
    culturalSignificance:
      'A rich baked or stirred custard under a sheet of caramelised sugar, crème brûlée is a showpiece of French restaurant desserts, and cracking the crust with a spoon is part of the pleasure. It was revived as a restaurant fashion in the 1980s and has stayed on menus worldwide.',
    influencedBy: ['European custard creams'],
    influences: [],
    keyIngredients: ['heavy cream', 'egg yolk', 'sugar', 'vanilla extract'],
    sources: ['François Massialot, Le Cuisinier roïal et bourgeois (1691)', DAVIDSON],
    disputed:
      "Massialot printed a 'crème brûlée' in 1691, its top caramelised with a red-hot iron. Trinity College, Cambridge, claims 'burnt cream' as a college dish of the 19th century, and Catalonia's crema catalana is an old relative; which came first is not settled.",
  },
  {
    key: 'tarte-tatin',
    name: 'Tarte Tatin',
    aliases: ['tarte tatin', 'tatin', 'upside-down apple tart'],
    cuisine: 'French',
    originRegion: 'Lamotte-Beuvron, Sologne, France (Hôtel Tatin)',
    originEra: 'late 19th or early 20th century',
    culturalSignificance:
      "Apples caramelised in butter and sugar under a pastry lid, then turned out upside down, are credited to the sisters Stéphanie and Caroline Tatin, who kept a hotel facing the railway station at Lamotte-Beuvron. The food writer Curnonsky helped make it famous, and its appearance on Parisian menus such as Maxim's turned a provincial hotel dessert into a French classic.",
    influencedBy: ['Sologne apple tarts'],
    influences: [],
    keyIngredients: ['apple', 'butter', 'sugar', 'all-purpose flour', 'puff pastry'],
    sources: [LAROUSSE, DAVIDSON],
    disputed:
      "The story that one of the sisters made it by mistake, putting the pastry on top to rescue burning apples, is hotel lore; upside-down tarts may already have been a Sologne tradition. The tale that Maxim's sent a spy to learn the recipe is a later legend.",
  },
  {
    key: 'baguette',
    name: 'Baguette',
    aliases: ['french bread', 'baguette de tradition', 'french stick'],
    cuisine: 'French',
    originRegion: 'Paris, France',
    originEra: 'long thin loaves from the 19th century; the name baguette from about 1920',
    culturalSignificance:
      "The long, crusty loaf bought fresh once or twice a day is a fixture of French daily life and of the country's image abroad. Its thin shape and crisp crust owe much to the Viennese baking methods (steam ovens, finer flour) that reached Paris in the 19th century. In 2022 UNESCO inscribed the artisanal know-how and culture of baguette bread on its intangible heritage list.",
    influencedBy: ['Viennese bread-making introduced to Paris from the 1830s'],
    influences: ['the Vietnamese bánh mì loaf'],
    keyIngredients: ['bread flour', 'water', 'salt', 'instant yeast'],
    sources: [
      'Steven Laurence Kaplan, Good Bread Is Back: A Contemporary History of French Bread (2006)',
      'Jim Chevallier, August Zang and the French Croissant: How Viennoiserie Came to France (2009)',
    ],
    disputed:
      'A 1919 law forbidding bakers to work between 10 p.m. and 4 a.m. is often said to have created the baguette, which bakes faster than a large loaf; historians treat it as at most one factor, since long loaves already existed.',
  },
  {
    key: 'madeleine',
    name: 'Madeleine',
    aliases: ['madeleines', 'madeleine de commercy'],
    cuisine: 'French',
    originRegion: 'Commercy, Lorraine, France',
    originEra: '18th–19th century (the legendary dates are undocumented)',
    culturalSignificance:
      "The small shell-shaped butter sponge is the speciality of Commercy, once sold to travellers on the station platform. Marcel Proust made it the most famous cake in literature when, in Swann's Way (1913), the taste of a madeleine dipped in tea brings back his childhood.",
    influencedBy: ['Lorraine butter cakes'],
    influences: [],
    keyIngredients: ['all-purpose flour', 'butter', 'egg', 'sugar', 'lemon zest', 'baking powder'],
    sources: [DAVIDSON, LAROUSSE],
    disputed:
      'Lorraine tradition says a young servant, Madeleine Paulmier, baked them in 1755 for Stanisław Leszczyński, Duke of Lorraine, at Commercy; other accounts credit a cook of Cardinal de Retz a century earlier. Neither is documented.',
  },
  {
    key: 'sauce-bearnaise',
    name: 'Sauce béarnaise',
    aliases: ['bearnaise', 'béarnaise', 'bearnaise sauce', 'béarnaise sauce'],
    cuisine: 'French',
    originRegion: 'Saint-Germain-en-Laye, near Paris, France (Pavillon Henri IV)',
    originEra: '1830s',
    culturalSignificance:
      "A warm emulsion of egg yolks and butter sharpened with a reduction of vinegar, shallot and tarragon, béarnaise is the classic sauce for grilled steak in French cooking. Its name honours Henri IV, born in Béarn, not any Béarnais tradition. Escoffier's Guide culinaire gave it its classical form, and in the late 20th century it became the standard steak sauce of Scandinavia.",
    influencedBy: ['hollandaise and other butter emulsions'],
    influences: [],
    keyIngredients: ['egg yolk', 'butter', 'shallot', 'tarragon', 'white wine vinegar', 'black pepper'],
    sources: [LAROUSSE, ESCOFFIER],
    disputed:
      'It is traditionally credited to the chef Collinet at the Pavillon Henri IV around 1836–37; the attribution rests on 19th-century report rather than a dated document.',
  },
  {
    key: 'vichyssoise',
    name: 'Vichyssoise',
    aliases: ['vichyssoise soup', 'creme vichyssoise', 'cold leek and potato soup'],
    cuisine: 'French',
    originRegion: 'New York City, USA (Ritz-Carlton), by the French chef Louis Diat',
    originEra: '1917',
    culturalSignificance:
      "Louis Diat, chef at New York's Ritz-Carlton, chilled and enriched with cream the leek-and-potato soup of his childhood in the Bourbonnais, near Vichy, and named it after that town. Though born in America, it became a standard of French restaurant cooking in the English-speaking world.",
    influencedBy: ['French leek and potato soup (potage parmentier, potage bonne femme)'],
    influences: [],
    keyIngredients: ['leek', 'potato', 'onion', 'chicken stock', 'heavy cream', 'butter', 'chive'],
    sources: ['Louis Diat, Cooking à la Ritz (1941)', 'Andrew F. Smith (ed.), The Oxford Companion to American Food and Drink (2007)'],
    disputed: "Some French writers argue it is simply a traditional French soup served cold; the name and the chilled, creamed form are Diat's.",
  },
  {
    key: 'salade-nicoise',
    name: 'Salade niçoise',
    aliases: ['nicoise salad', 'niçoise salad', 'salade nicoise', 'salada nissarda'],
    cuisine: 'French',
    originRegion: 'Nice, Provence, France',
    originEra: 'local salad of long standing; widely known from the early 20th century',
    culturalSignificance:
      'Tomatoes, hard-boiled eggs, anchovies or tuna, black olives and raw vegetables dressed with olive oil make the composed salad of Nice. How it should be made is a point of local honour: the former mayor Jacques Médecin insisted on raw vegetables only, rejecting the cooked potatoes and green beans added in many restaurant versions. It travelled the world as a lunch dish, often far from his rules.',
    influencedBy: ['the raw-vegetable salads of Niçois cooking'],
    influences: [],
    keyIngredients: ['tomato', 'egg', 'anchovy', 'tuna', 'olive', 'bell pepper', 'olive oil', 'basil'],
    sources: ['Jacques Médecin, La Cuisine du comté de Nice (1972)', DAVIDSON],
  },
  {
    key: 'mayonnaise',
    name: 'Mayonnaise',
    aliases: ['mayo', 'mahonnaise', 'sauce mayonnaise'],
    cuisine: 'French',
    originRegion: 'France',
    originEra: 'late 18th or early 19th century (the name is in print by the early 1800s)',
    culturalSignificance:
      'A cold emulsion of egg yolk and oil, mayonnaise became one of the mother sauces of classical French cooking and the base of many others (rémoulade, tartare, aïoli-like sauces). Industrial jarred mayonnaise in the 20th century made it one of the most widely eaten sauces in the world.',
    influencedBy: ['Mediterranean garlic and oil emulsions such as aïoli'],
    influences: ['tartare sauce', 'rémoulade'],
    keyIngredients: ['egg yolk', 'vegetable oil', 'lemon juice', 'mustard', 'salt'],
    sources: [DAVIDSON, LAROUSSE],
    disputed:
      "The name's origin is unknown. The favourite story links it to the French capture of Mahón, Minorca, in 1756 under the Duc de Richelieu; others derive it from Bayonne, from the Duc de Mayenne, or from Old French moyeu (egg yolk). None is proven.",
  },
  {
    key: 'peche-melba',
    name: 'Pêche Melba',
    aliases: ['peach melba', 'peche melba', 'pêches melba'],
    cuisine: 'French',
    originRegion: 'London, England (Savoy Hotel), by Auguste Escoffier',
    originEra: '1890s; final form with raspberry purée by 1900',
    culturalSignificance:
      "Escoffier created the dish for the Australian soprano Nellie Melba while he ran the Savoy's kitchens; in its later form it is vanilla ice cream with poached peaches and raspberry purée. It is a classic example of the grand-hotel habit of naming dishes after celebrated guests, and Escoffier included it in his Guide culinaire.",
    influencedBy: ['ice-cream coupes of 19th-century hotel cookery'],
    influences: [],
    keyIngredients: ['peach', 'raspberry', 'sugar', 'vanilla extract', 'heavy cream'],
    sources: [ESCOFFIER, DAVIDSON],
  },
  {
    key: 'sauce-bechamel',
    name: 'Sauce béchamel',
    aliases: ['bechamel', 'béchamel', 'white sauce', 'besciamella', 'balsamella'],
    cuisine: 'French',
    originRegion: 'France (court of Louis XIV)',
    originEra: 'named in the late 17th century; the roux-thickened form 19th century',
    culturalSignificance:
      'Béchamel became one of the mother sauces of French classical cooking and the binding element of gratins, lasagne, moussaka and croque-monsieur. Its name honours Louis de Béchameil, steward of the household of Louis XIV. The early béchamel was a cream-based sauce; the familiar milk sauce thickened with a butter-and-flour roux is a 19th-century standard.',
    influencedBy: ['roux thickening of French cookery (from the 17th century)'],
    influences: ['Italian besciamella in lasagne', 'Greek moussaka topping'],
    keyIngredients: ['milk', 'butter', 'all-purpose flour', 'nutmeg', 'salt'],
    sources: [DAVIDSON, LAROUSSE, ESCOFFIER],
    disputed:
      "That Béchameil invented it rather than having it named in his honour is doubtful; the Italian claim that Catherine de' Medici's cooks brought a 'balsamella' to France is unsupported by documents.",
  },
  {
    key: 'pot-au-feu',
    name: 'Pot-au-feu',
    aliases: ['pot au feu', 'french boiled beef'],
    cuisine: 'French',
    originRegion: 'France',
    originEra: 'the name is recorded from 1673; the dish is older household cooking',
    culturalSignificance:
      'Beef simmered slowly with root vegetables gives two courses, a clear broth and the meat and vegetables with mustard, coarse salt and pickles. It has long been held up as the essence of French household cooking, the dish of the family table rather than the restaurant, and its broth was the base of much bourgeois cookery.',
    influencedBy: ['medieval boiled meat dishes'],
    influences: [],
    keyIngredients: ['beef', 'carrot', 'leek', 'turnip', 'onion', 'celery', 'bay leaf', 'clove'],
    sources: [DAVIDSON, LAROUSSE],
  },
];
