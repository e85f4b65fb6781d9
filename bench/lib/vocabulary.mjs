// Words the bench generator builds recipes and members from. Every ingredient name here must be a
// canonical name in the server's food catalogue (apps/server/src/ai/knowledge); generate.mjs checks
// that at start, so the derived allergens and diet flags it writes are the ones the catalogue gives.
//
// A dish is [title template, kind, main pools, signature ingredients]: `{m}` is replaced by a main
// ingredient from one of the cuisine's pools ('protein', 'veg', 'legume', 'sweet', 'seafood'); a
// template without `{m}` is a fixed dish name. The kind decides meal types and cooking time.

/** Share of recipes per cuisine (the spec's list: BROWSE_CUISINES plus Fusion). */
export const CUISINE_WEIGHTS = { Indian: 22, Italian: 14, Chinese: 11, Mexican: 10, Mediterranean: 10, Thai: 9, Japanese: 8, French: 8, Fusion: 8 };

export const CUISINES = {
  Indian: {
    pantry: ['onion', 'garlic', 'ginger', 'tomato', 'turmeric', 'ground cumin', 'ground coriander', 'garam masala', 'red chili powder', 'cumin seed', 'mustard seed', 'curry leaf', 'green chili', 'cilantro', 'vegetable oil', 'ghee', 'salt', 'lemon', 'asafoetida', 'kasuri methi'],
    pools: {
      protein: ['paneer', 'chicken', 'chicken thigh', 'lamb', 'goat meat', 'fish', 'shrimp', 'egg', 'chickpea', 'rajma', 'tofu', 'soy chunks', 'pomfret'],
      veg: ['potato', 'cauliflower', 'spinach', 'okra', 'eggplant', 'green pea', 'mushroom', 'bottle gourd', 'fenugreek leaves', 'mixed vegetables', 'cabbage', 'pumpkin', 'raw banana', 'carrot', 'green bean', 'drumstick', 'bitter gourd'],
      legume: ['toor dal', 'moong dal', 'masoor dal', 'chana dal', 'urad dal', 'black chickpea', 'rajma'],
      sweet: ['mango', 'almond', 'pistachio', 'cashew', 'carrot', 'coconut', 'saffron', 'semolina', 'jaggery', 'rice'],
    },
    dishes: [
      ['{m} Curry', 'main', ['protein', 'veg'], ['yogurt']],
      ['{m} Masala', 'main', ['protein', 'veg'], ['tomato', 'garam masala']],
      ['{m} Tikka', 'snack', ['protein'], ['yogurt', 'tandoori masala', 'chickpea flour']],
      ['{m} Tikka Masala', 'main', ['protein'], ['yogurt', 'heavy cream', 'tandoori masala']],
      ['Butter {m}', 'main', ['protein'], ['butter', 'heavy cream', 'cashew']],
      ['{m} Korma', 'main', ['protein', 'veg'], ['cashew', 'yogurt', 'green cardamom', 'heavy cream']],
      ['{m} Biryani', 'main', ['protein', 'veg'], ['basmati rice', 'saffron', 'mint', 'yogurt', 'green cardamom', 'bay leaf']],
      ['{m} Pulao', 'main', ['veg', 'protein'], ['basmati rice', 'green cardamom', 'clove', 'cinnamon']],
      ['Kadai {m}', 'main', ['protein', 'veg'], ['bell pepper', 'coriander seed', 'dried red chili']],
      ['{m} Jalfrezi', 'main', ['protein', 'veg'], ['bell pepper', 'tomato']],
      ['{m} Vindaloo', 'main', ['protein'], ['white vinegar', 'dried red chili', 'clove']],
      ['{m} Do Pyaza', 'main', ['protein', 'veg'], ['onion', 'bay leaf']],
      ['Saag {m}', 'main', ['protein'], ['spinach', 'mustard greens']],
      ['{m} Sabzi', 'main', ['veg'], ['amchur']],
      ['Aloo {m}', 'main', ['veg'], ['potato']],
      ['{m} Kofta Curry', 'main', ['veg', 'protein'], ['chickpea flour', 'heavy cream']],
      ['{m} Tadka', 'main', ['legume'], ['dried red chili']],
      ['{m} Dal Fry', 'main', ['legume'], ['tomato']],
      ['Dal Makhani', 'main', [], ['urad dal', 'rajma', 'butter', 'heavy cream']],
      ['Chana Masala', 'main', [], ['chickpea', 'amchur', 'black tea']],
      ['Rajma Chawal', 'main', [], ['rajma', 'basmati rice']],
      ['Sambar', 'soup', [], ['toor dal', 'tamarind', 'sambar powder', 'drumstick']],
      ['Rasam', 'soup', [], ['toor dal', 'tamarind', 'black pepper']],
      ['{m} Pakora', 'snack', ['veg'], ['chickpea flour', 'ajwain']],
      ['{m} Samosa', 'snack', ['veg', 'protein'], ['all-purpose flour', 'ajwain', 'green pea']],
      ['{m} Chaat', 'snack', ['legume', 'veg'], ['chaat masala', 'tamarind chutney', 'green chutney', 'yogurt']],
      ['{m} Kathi Roll', 'snack', ['protein'], ['roti', 'onion', 'green chutney']],
      ['{m} Paratha', 'breakfast', ['veg'], ['whole wheat flour', 'ajwain']],
      ['Masala Dosa', 'breakfast', [], ['rice', 'urad dal', 'potato', 'fenugreek seed']],
      ['{m} Uttapam', 'breakfast', ['veg'], ['rice', 'urad dal']],
      ['Rava Upma', 'breakfast', [], ['semolina', 'urad dal', 'cashew']],
      ['Kanda Poha', 'breakfast', [], ['poha', 'peanut', 'potato']],
      ['{m} Bhurji', 'breakfast', ['protein'], ['bell pepper']],
      ['{m} Kheer', 'dessert', ['sweet'], ['milk', 'sugar', 'green cardamom', 'rice']],
      ['{m} Halwa', 'dessert', ['sweet'], ['ghee', 'sugar', 'milk']],
      ['{m} Ladoo', 'dessert', ['sweet'], ['ghee', 'sugar', 'chickpea flour']],
      ['{m} Kulfi', 'dessert', ['sweet'], ['milk', 'condensed milk', 'green cardamom']],
      ['{m} Lassi', 'breakfast', ['sweet'], ['yogurt', 'sugar']],
      ['{m} Raita', 'side', ['veg'], ['yogurt', 'ground cumin', 'mint']],
    ],
    sides: ['Jeera Rice', 'Mint Chutney', 'Cucumber Raita', 'Garlic Naan', 'Pickled Onions', 'Lachha Paratha'],
    tags: ['Curry', 'Tandoori', 'One-Pot', 'Festive', 'Street Food', 'Tiffin'],
  },
  Italian: {
    pantry: ['olive oil', 'garlic', 'onion', 'salt', 'black pepper', 'basil', 'parmesan', 'red pepper flakes', 'oregano', 'parsley', 'butter', 'canned tomato', 'dry white wine', 'lemon'],
    pools: {
      protein: ['chicken breast', 'sausage', 'pancetta', 'ground beef', 'shrimp', 'clam', 'mozzarella', 'ricotta', 'white bean', 'egg', 'salmon', 'prosciutto'],
      veg: ['mushroom', 'zucchini', 'eggplant', 'spinach', 'broccoli', 'cherry tomato', 'asparagus', 'artichoke', 'pumpkin', 'kale', 'bell pepper', 'green pea'],
      sweet: ['lemon', 'strawberry', 'espresso', 'hazelnut', 'pistachio', 'dark chocolate', 'ricotta', 'orange'],
    },
    dishes: [
      ['{m} Risotto', 'main', ['veg', 'protein'], ['arborio rice', 'vegetable stock', 'shallot']],
      ['Spaghetti with {m}', 'main', ['veg', 'protein'], ['spaghetti']],
      ['{m} Penne Arrabbiata', 'main', ['veg', 'protein'], ['penne', 'red pepper flakes']],
      ['{m} Lasagna', 'main', ['veg', 'protein'], ['lasagna sheet', 'ricotta', 'mozzarella', 'marinara sauce']],
      ['{m} Fettuccine Alfredo', 'main', ['protein', 'veg'], ['fettuccine', 'heavy cream', 'parmesan']],
      ['{m} Pizza', 'main', ['veg', 'protein'], ['bread flour', 'instant yeast', 'mozzarella', 'marinara sauce']],
      ['{m} Calzone', 'main', ['veg', 'protein'], ['bread flour', 'instant yeast', 'ricotta']],
      ['{m} Gnocchi', 'main', ['veg'], ['potato', 'all-purpose flour', 'sage']],
      ['{m} Frittata', 'breakfast', ['veg'], ['egg', 'parmesan']],
      ['{m} Bruschetta', 'snack', ['veg'], ['baguette', 'balsamic vinegar']],
      ['{m} Minestrone', 'soup', ['veg'], ['white bean', 'macaroni', 'carrot', 'celery']],
      ['{m} Caprese Salad', 'salad', ['veg'], ['mozzarella', 'tomato', 'balsamic vinegar']],
      ['Chicken {m} Cacciatore', 'main', ['veg'], ['chicken thigh', 'bell pepper', 'red wine']],
      ['{m} Parmigiana', 'main', ['veg', 'protein'], ['breadcrumb', 'mozzarella', 'marinara sauce']],
      ['Spaghetti Carbonara', 'main', [], ['spaghetti', 'egg', 'pancetta', 'pecorino romano']],
      ['Cacio e Pepe', 'main', [], ['spaghetti', 'pecorino romano', 'black pepper']],
      ['Osso Buco', 'main', [], ['beef', 'carrot', 'celery', 'beef stock']],
      ['{m} Focaccia', 'snack', ['veg'], ['bread flour', 'instant yeast', 'rosemary']],
      ['{m} Tiramisu', 'dessert', ['sweet'], ['mascarpone', 'ladyfinger', 'espresso', 'cocoa powder', 'egg']],
      ['{m} Panna Cotta', 'dessert', ['sweet'], ['heavy cream', 'gelatin', 'sugar', 'vanilla extract']],
      ['{m} Gelato', 'dessert', ['sweet'], ['milk', 'heavy cream', 'sugar', 'egg yolk']],
      ['{m} Biscotti', 'dessert', ['sweet'], ['all-purpose flour', 'sugar', 'egg', 'almond']],
    ],
    sides: ['Garlic Bread', 'Gremolata', 'Salsa Verde', 'Parmesan Crisps', 'Rocket Salad'],
    tags: ['Pasta', 'Date Night', 'Family Dinner', 'Sunday Lunch', 'Baked'],
  },
  Chinese: {
    pantry: ['soy sauce', 'garlic', 'ginger', 'spring onion', 'sesame oil', 'vegetable oil', 'rice vinegar', 'sugar', 'cornstarch', 'shaoxing wine', 'white pepper', 'salt'],
    pools: {
      protein: ['chicken', 'chicken thigh', 'pork', 'ground pork', 'beef', 'shrimp', 'tofu', 'egg', 'duck', 'squid'],
      veg: ['bok choy', 'broccoli', 'napa cabbage', 'eggplant', 'green bean', 'mushroom', 'shiitake', 'snow pea', 'bell pepper', 'bean sprout', 'lotus root'],
      sweet: ['sesame seed', 'mango', 'coconut', 'lychee', 'glutinous rice flour'],
    },
    dishes: [
      ['Kung Pao {m}', 'main', ['protein'], ['peanut', 'dried red chili', 'sichuan peppercorn']],
      ['Mapo {m}', 'main', ['protein'], ['doubanjiang', 'sichuan peppercorn', 'chili oil']],
      ['Sweet and Sour {m}', 'main', ['protein'], ['pineapple', 'ketchup', 'bell pepper']],
      ['{m} Chow Mein', 'main', ['protein', 'veg'], ['egg noodle', 'oyster sauce', 'cabbage']],
      ['{m} Lo Mein', 'main', ['protein', 'veg'], ['egg noodle', 'oyster sauce']],
      ['{m} Fried Rice', 'main', ['protein', 'veg'], ['cooked rice', 'egg', 'green pea']],
      ['{m} Stir-Fry', 'main', ['protein', 'veg'], ['oyster sauce']],
      ['Black Bean {m}', 'main', ['protein'], ['fermented black bean', 'bell pepper']],
      ['{m} Dumplings', 'snack', ['protein', 'veg'], ['dumpling wrapper', 'napa cabbage']],
      ['{m} Wontons', 'snack', ['protein'], ['wonton wrapper', 'chili oil']],
      ['{m} Spring Rolls', 'snack', ['veg', 'protein'], ['wonton wrapper', 'cabbage', 'carrot']],
      ['Hot and Sour {m} Soup', 'soup', ['protein', 'veg'], ['chinkiang vinegar', 'shiitake', 'tofu']],
      ['{m} Congee', 'breakfast', ['protein', 'veg'], ['rice', 'ginger']],
      ['Char Siu {m}', 'main', ['protein'], ['hoisin sauce', 'honey', 'five-spice powder']],
      ['Dan Dan Noodles', 'main', [], ['egg noodle', 'ground pork', 'chili oil', 'sichuan peppercorn', 'tahini']],
      ['Egg Fried Rice', 'main', [], ['cooked rice', 'egg', 'green pea']],
      ['{m} Hotpot', 'main', ['protein'], ['napa cabbage', 'shiitake', 'glass noodle']],
      ['{m} Sesame Balls', 'dessert', ['sweet'], ['glutinous rice flour', 'sesame seed', 'sugar']],
      ['{m} Pudding', 'dessert', ['sweet'], ['coconut milk', 'sugar', 'agar-agar']],
    ],
    sides: ['Steamed Rice', 'Smashed Cucumber', 'Garlic Bok Choy', 'Scallion Pancakes'],
    tags: ['Wok', 'Takeout Favourite', 'Dim Sum', 'Sichuan', 'Cantonese'],
  },
  Mexican: {
    pantry: ['onion', 'garlic', 'lime', 'cilantro', 'ground cumin', 'jalapeño', 'tomato', 'salt', 'vegetable oil', 'oregano', 'chipotle in adobo', 'avocado'],
    pools: {
      protein: ['chicken', 'chicken thigh', 'ground beef', 'pork', 'shrimp', 'fish', 'black bean', 'chorizo', 'egg', 'beef', 'tofu'],
      veg: ['poblano', 'corn', 'sweet potato', 'zucchini', 'mushroom', 'bell pepper', 'cauliflower', 'black bean', 'raw jackfruit'],
      sweet: ['mango', 'cinnamon', 'dark chocolate', 'strawberry', 'pineapple', 'rice'],
    },
    dishes: [
      ['{m} Tacos', 'main', ['protein', 'veg'], ['corn tortilla', 'salsa']],
      ['{m} Burrito', 'main', ['protein', 'veg'], ['flour tortilla', 'rice', 'black bean', 'sour cream']],
      ['{m} Enchiladas', 'main', ['protein', 'veg'], ['corn tortilla', 'cheddar', 'ancho chili']],
      ['{m} Quesadilla', 'snack', ['protein', 'veg'], ['flour tortilla', 'cheddar']],
      ['{m} Fajitas', 'main', ['protein', 'veg'], ['bell pepper', 'flour tortilla', 'smoked paprika']],
      ['{m} Tinga', 'main', ['protein'], ['chipotle in adobo', 'canned tomato']],
      ['{m} Pozole', 'soup', ['protein'], ['corn', 'ancho chili', 'cabbage', 'radish']],
      ['{m} Tamales', 'main', ['protein', 'veg'], ['masa harina', 'lard']],
      ['{m} Tostadas', 'snack', ['protein', 'veg'], ['corn tortilla', 'black bean', 'queso fresco']],
      ['{m} Chilaquiles', 'breakfast', ['protein', 'veg'], ['tortilla chip', 'salsa', 'queso fresco']],
      ['Huevos Rancheros', 'breakfast', [], ['egg', 'corn tortilla', 'black bean', 'salsa']],
      ['Chunky Guacamole', 'snack', [], ['avocado', 'tomato', 'lime']],
      ['{m} Mole', 'main', ['protein'], ['ancho chili', 'dark chocolate', 'sesame seed', 'almond']],
      ['{m} Elote Salad', 'salad', ['veg'], ['corn', 'queso fresco', 'mayonnaise', 'red chili powder']],
      ['{m} Churros', 'dessert', ['sweet'], ['all-purpose flour', 'sugar', 'cinnamon']],
      ['Arroz con Leche', 'dessert', [], ['rice', 'milk', 'cinnamon', 'sugar']],
      ['{m} Paletas', 'dessert', ['sweet'], ['sugar', 'lime juice']],
    ],
    sides: ['Pico de Gallo', 'Refried Beans', 'Mexican Rice', 'Pickled Jalapeños', 'Salsa Verde'],
    tags: ['Taco Tuesday', 'Street Food', 'Fiesta', 'Grilled'],
  },
  Mediterranean: {
    pantry: ['olive oil', 'garlic', 'lemon', 'parsley', 'salt', 'black pepper', 'ground cumin', 'oregano', 'onion', 'mint', 'sumac', 'tahini'],
    pools: {
      protein: ['chickpea', 'lamb', 'ground lamb', 'chicken', 'feta', 'halloumi', 'shrimp', 'sea bass', 'egg', 'white bean', 'brown lentils'],
      veg: ['eggplant', 'zucchini', 'bell pepper', 'cucumber', 'tomato', 'spinach', 'cauliflower', 'artichoke', 'sweet potato', 'beetroot'],
      sweet: ['pistachio', 'honey', 'date', 'orange', 'fig', 'walnut', 'rose water'],
    },
    dishes: [
      ['{m} Shakshuka', 'breakfast', ['veg', 'protein'], ['egg', 'canned tomato', 'paprika']],
      ['{m} Falafel', 'snack', ['veg'], ['chickpea', 'cilantro', 'ground coriander']],
      ['{m} Hummus', 'snack', ['veg', 'protein'], ['chickpea', 'tahini']],
      ['{m} Shawarma', 'main', ['protein'], ['pita bread', 'yogurt', 'allspice']],
      ['{m} Kebabs', 'main', ['protein', 'veg'], ['yogurt', 'paprika']],
      ['{m} Tagine', 'main', ['protein', 'veg'], ['cinnamon', 'apricot', 'couscous']],
      ['{m} Moussaka', 'main', ['protein'], ['eggplant', 'potato', 'milk', 'nutmeg']],
      ['{m} Souvlaki', 'main', ['protein'], ['pita bread', 'greek yogurt', 'cucumber']],
      ['{m} Tabbouleh', 'salad', ['veg'], ['bulgur', 'tomato', 'cucumber']],
      ['{m} Fattoush', 'salad', ['veg'], ['pita bread', 'lettuce', 'radish']],
      ['Greek Salad', 'salad', [], ['cucumber', 'tomato', 'feta', 'olive', 'red wine vinegar']],
      ['{m} Couscous Bowl', 'main', ['veg', 'protein'], ['couscous', 'chickpea']],
      ['{m} Lentil Soup', 'soup', ['veg'], ['brown lentils', 'carrot', 'celery']],
      ['{m} Spanakopita', 'snack', ['protein'], ['spinach', 'feta', 'phyllo']],
      ['Gambas al Ajillo', 'snack', [], ['shrimp', 'smoked paprika', 'baguette']],
      ['{m} Baklava', 'dessert', ['sweet'], ['phyllo', 'butter', 'walnut', 'honey']],
      ['{m} Semolina Cake', 'dessert', ['sweet'], ['semolina', 'sugar', 'yogurt']],
    ],
    sides: ['Warm Pita', 'Garlic Toum', 'Tzatziki', 'Herbed Couscous', 'Pickled Turnips'],
    tags: ['Mezze', 'Grilled', 'Heart-Healthy', 'Sharing Plates'],
  },
  Thai: {
    pantry: ['garlic', 'fish sauce', 'lime', 'palm sugar', 'bird\'s eye chili', 'thai basil', 'cilantro', 'lemongrass', 'galangal', 'makrut lime leaf', 'vegetable oil', 'shallot', 'coconut milk'],
    pools: {
      protein: ['chicken', 'chicken thigh', 'shrimp', 'tofu', 'beef', 'pork', 'squid', 'fish', 'egg', 'duck', 'mussel'],
      veg: ['eggplant', 'bamboo shoot', 'green bean', 'baby corn', 'mushroom', 'pumpkin', 'bell pepper', 'bok choy', 'green papaya', 'mixed vegetables'],
      sweet: ['mango', 'coconut', 'banana', 'pandan leaf', 'pineapple'],
    },
    dishes: [
      ['Green Curry with {m}', 'main', ['protein', 'veg'], ['green curry paste', 'thai basil']],
      ['Red Curry with {m}', 'main', ['protein', 'veg'], ['dried red chili', 'shrimp paste']],
      ['{m} Massaman Curry', 'main', ['protein'], ['potato', 'peanut', 'cinnamon', 'tamarind']],
      ['{m} Panang Curry', 'main', ['protein'], ['peanut butter', 'dried red chili']],
      ['Pad Thai with {m}', 'main', ['protein'], ['rice noodle', 'tamarind', 'peanut', 'bean sprout', 'egg']],
      ['{m} Pad See Ew', 'main', ['protein'], ['rice noodle', 'soy sauce', 'broccoli', 'egg']],
      ['{m} Pad Krapow', 'main', ['protein'], ['holy basil', 'oyster sauce', 'jasmine rice']],
      ['Tom Yum {m}', 'soup', ['protein', 'veg'], ['mushroom', 'tomato', 'chili oil']],
      ['Tom Kha {m}', 'soup', ['protein', 'veg'], ['mushroom']],
      ['{m} Larb', 'salad', ['protein'], ['mint', 'rice', 'dried red chili']],
      ['{m} Som Tam', 'salad', ['veg'], ['green papaya', 'peanut', 'cherry tomato', 'dried shrimp']],
      ['{m} Satay', 'snack', ['protein'], ['peanut butter', 'turmeric', 'curry powder']],
      ['{m} Khao Pad', 'main', ['protein'], ['jasmine rice', 'egg', 'soy sauce']],
      ['{m} Spring Rolls', 'snack', ['protein', 'veg'], ['rice paper', 'rice noodle', 'mint', 'lettuce']],
      ['Mango Sticky Rice', 'dessert', [], ['glutinous rice', 'mango', 'coconut milk', 'sugar']],
      ['{m} Coconut Pudding', 'dessert', ['sweet'], ['coconut milk', 'tapioca starch', 'sugar']],
    ],
    sides: ['Jasmine Rice', 'Cucumber Relish', 'Crispy Shallots', 'Nam Jim Jaew'],
    tags: ['Curry', 'Street Food', 'Noodles', 'Sweet and Spicy'],
  },
  Japanese: {
    pantry: ['soy sauce', 'mirin', 'sake', 'rice vinegar', 'dashi', 'ginger', 'spring onion', 'sesame seed', 'sugar', 'vegetable oil', 'salt', 'sesame oil'],
    pools: {
      protein: ['salmon', 'tuna', 'chicken thigh', 'pork', 'beef', 'tofu', 'egg', 'shrimp', 'mackerel', 'scallop', 'edamame'],
      veg: ['shiitake', 'eggplant', 'spinach', 'napa cabbage', 'sweet potato', 'radish', 'pumpkin', 'asparagus', 'cucumber', 'mushroom'],
      sweet: ['green tea', 'strawberry', 'glutinous rice flour', 'sesame seed', 'brown sugar'],
    },
    dishes: [
      ['{m} Teriyaki', 'main', ['protein'], ['teriyaki sauce', 'sushi rice']],
      ['{m} Ramen', 'main', ['protein', 'veg'], ['ramen noodle', 'miso', 'egg', 'nori']],
      ['{m} Udon', 'main', ['protein', 'veg'], ['udon', 'dashi']],
      ['{m} Soba Bowl', 'main', ['protein', 'veg'], ['soba', 'nori']],
      ['{m} Donburi', 'main', ['protein'], ['sushi rice', 'egg', 'onion']],
      ['{m} Katsu Curry', 'main', ['protein'], ['panko', 'curry powder', 'carrot', 'potato', 'all-purpose flour']],
      ['{m} Sushi Rolls', 'main', ['protein', 'veg'], ['sushi rice', 'nori', 'cucumber', 'avocado']],
      ['{m} Onigiri', 'snack', ['protein', 'veg'], ['sushi rice', 'nori']],
      ['{m} Tempura', 'snack', ['protein', 'veg'], ['all-purpose flour', 'egg', 'cornstarch']],
      ['{m} Gyoza', 'snack', ['protein', 'veg'], ['dumpling wrapper', 'napa cabbage']],
      ['Miso Soup with {m}', 'soup', ['protein', 'veg'], ['miso', 'wakame']],
      ['{m} Okonomiyaki', 'main', ['protein', 'veg'], ['cabbage', 'all-purpose flour', 'egg', 'mayonnaise']],
      ['{m} Yakitori', 'snack', ['protein'], ['mirin']],
      ['Tamagoyaki', 'breakfast', [], ['egg', 'dashi', 'mirin']],
      ['{m} Miso Glazed Bowl', 'main', ['protein', 'veg'], ['miso', 'brown rice']],
      ['{m} Mochi', 'dessert', ['sweet'], ['glutinous rice flour', 'sugar', 'cornstarch']],
      ['{m} Cheesecake', 'dessert', ['sweet'], ['cream cheese', 'egg', 'sugar', 'milk']],
    ],
    sides: ['Pickled Ginger', 'Sunomono', 'Steamed Rice', 'Edamame'],
    tags: ['Bento', 'Umami', 'Noodles', 'Izakaya'],
  },
  French: {
    pantry: ['butter', 'shallot', 'garlic', 'thyme', 'bay leaf', 'dry white wine', 'salt', 'black pepper', 'parsley', 'olive oil', 'mustard', 'heavy cream'],
    pools: {
      protein: ['chicken', 'chicken leg', 'beef', 'duck', 'mussel', 'sole', 'salmon', 'egg', 'gruyère', 'goat cheese', 'ham', 'bacon'],
      veg: ['mushroom', 'leek', 'onion', 'potato', 'asparagus', 'green bean', 'zucchini', 'eggplant', 'spinach', 'carrot'],
      sweet: ['apple', 'pear', 'lemon', 'raspberry', 'dark chocolate', 'almond', 'strawberry', 'apricot'],
    },
    dishes: [
      ['{m} Bourguignon', 'main', ['protein', 'veg'], ['red wine', 'mushroom', 'bacon', 'carrot']],
      ['Coq au Vin with {m}', 'main', ['veg'], ['chicken leg', 'red wine', 'bacon']],
      ['{m} Fricassée', 'main', ['protein'], ['mushroom', 'heavy cream']],
      ['{m} Gratin', 'side', ['veg'], ['gruyère', 'heavy cream', 'nutmeg']],
      ['{m} Quiche', 'main', ['veg', 'protein'], ['all-purpose flour', 'egg', 'heavy cream', 'butter']],
      ['{m} Soufflé', 'main', ['protein', 'veg'], ['egg', 'milk', 'all-purpose flour']],
      ['{m} Crêpes', 'breakfast', ['sweet', 'protein'], ['all-purpose flour', 'egg', 'milk']],
      ['{m} Omelette', 'breakfast', ['veg', 'protein'], ['egg', 'chive']],
      ['{m} Velouté', 'soup', ['veg'], ['vegetable stock', 'heavy cream']],
      ['French Onion Soup', 'soup', [], ['onion', 'beef stock', 'baguette', 'gruyère']],
      ['{m} Niçoise Salad', 'salad', ['protein'], ['tuna', 'green bean', 'olive', 'egg', 'potato']],
      ['{m} Croque Monsieur', 'snack', ['protein'], ['bread', 'ham', 'gruyère', 'milk']],
      ['Ratatouille', 'main', [], ['eggplant', 'zucchini', 'bell pepper', 'tomato', 'thyme']],
      ['{m} Provençal', 'main', ['protein', 'veg'], ['tomato', 'olive', 'rosemary']],
      ['{m} Tarte Tatin', 'dessert', ['sweet'], ['puff pastry', 'sugar', 'butter']],
      ['{m} Clafoutis', 'dessert', ['sweet'], ['egg', 'milk', 'sugar', 'all-purpose flour']],
      ['{m} Crème Brûlée', 'dessert', ['sweet'], ['heavy cream', 'egg yolk', 'sugar', 'vanilla extract']],
      ['{m} Madeleines', 'dessert', ['sweet'], ['butter', 'egg', 'sugar', 'all-purpose flour']],
    ],
    sides: ['Pommes Purée', 'Green Salad', 'Crusty Baguette', 'Haricots Verts'],
    tags: ['Bistro', 'Classic', 'Slow-Cooked', 'Brunch'],
  },
  Fusion: {
    pantry: ['garlic', 'ginger', 'lime', 'cilantro', 'sriracha', 'soy sauce', 'olive oil', 'salt', 'spring onion', 'gochujang', 'garam masala', 'butter'],
    pools: {
      protein: ['paneer', 'chicken', 'tofu', 'shrimp', 'pork', 'beef', 'salmon', 'egg', 'chickpea', 'halloumi'],
      veg: ['cauliflower', 'mushroom', 'sweet potato', 'kale', 'corn', 'broccoli', 'eggplant', 'zucchini'],
      sweet: ['mango', 'green tea', 'coconut', 'pistachio', 'dark chocolate', 'jaggery'],
    },
    dishes: [
      ['{m} Tikka Tacos', 'main', ['protein', 'veg'], ['corn tortilla', 'tandoori masala', 'yogurt']],
      ['Masala {m} Pasta', 'main', ['veg', 'protein'], ['penne', 'tomato', 'garam masala']],
      ['Gochujang {m} Tacos', 'main', ['protein'], ['corn tortilla', 'cabbage']],
      ['Korean-Style {m} Bowl', 'main', ['protein', 'veg'], ['rice', 'gochujang', 'sesame seed']],
      ['Miso {m} Risotto', 'main', ['veg', 'protein'], ['arborio rice', 'miso', 'parmesan']],
      ['Sriracha {m} Wrap', 'snack', ['protein', 'veg'], ['flour tortilla', 'mayonnaise']],
      ['Tandoori {m} Burrito', 'main', ['protein'], ['flour tortilla', 'tandoori masala', 'rice']],
      ['Thai Curry {m} Noodles', 'main', ['protein', 'veg'], ['rice noodle', 'green curry paste', 'coconut milk']],
      ['Pesto {m} Naan Pizza', 'main', ['veg', 'protein'], ['naan', 'pesto', 'mozzarella']],
      ['{m} Kimchi Quesadilla', 'snack', ['protein', 'veg'], ['flour tortilla', 'cheddar', 'gochugaru', 'napa cabbage']],
      ['{m} Ramen Burger', 'main', ['protein'], ['ramen noodle', 'egg']],
      ['Butter Chicken Pizza', 'main', [], ['chicken', 'bread flour', 'instant yeast', 'mozzarella', 'heavy cream']],
      ['Masala Mac and Cheese', 'main', [], ['macaroni', 'cheddar', 'milk', 'garam masala', 'green chili']],
      ['{m} Poke Bowl', 'main', ['protein'], ['sushi rice', 'avocado', 'edamame', 'soy sauce']],
      ['{m} Bao Sliders', 'snack', ['protein'], ['all-purpose flour', 'instant yeast', 'hoisin sauce']],
      ['{m} Cheesecake Bars', 'dessert', ['sweet'], ['cream cheese', 'digestive biscuit', 'sugar']],
      ['{m} Tres Leches', 'dessert', ['sweet'], ['condensed milk', 'evaporated milk', 'egg', 'all-purpose flour']],
    ],
    sides: ['Kimchi Slaw', 'Masala Fries', 'Pickled Red Onion', 'Garlic Naan'],
    tags: ['Fusion', 'Weekend Project', 'Crowd-Pleaser', 'Modern'],
  },
};

/** Words in front of a dish name now and then. */
export const ADJECTIVES = ['Smoky', 'Creamy', 'Spicy', 'Quick', 'Easy', 'Homestyle', 'Classic', 'Crispy', 'Tangy', 'Rustic', 'Weeknight', "Grandma's", 'Roasted', 'Herby', 'Zesty', 'Street-Style', 'Restaurant-Style', 'One-Pot', 'Golden', 'Fiery', 'Light', 'Hearty', 'Charred', 'Sticky', 'Slow-Cooked'];

/** What a main ingredient is called in a title when its catalogue name reads badly there. */
export const TITLE_NAMES = {
  'chicken thigh': 'Chicken', 'chicken breast': 'Chicken', 'chicken leg': 'Chicken', 'goat meat': 'Mutton', 'ground beef': 'Beef', 'ground lamb': 'Lamb',
  'ground pork': 'Pork', 'toor dal': 'Toor Dal', 'moong dal': 'Moong Dal', 'masoor dal': 'Masoor Dal', 'chana dal': 'Chana Dal', 'urad dal': 'Urad Dal',
  'black chickpea': 'Kala Chana', chickpea: 'Chickpea', rajma: 'Rajma', 'raw banana': 'Raw Banana', 'mixed vegetables': 'Mixed Vegetable', 'fenugreek leaves': 'Methi',
  'green pea': 'Pea', 'soy chunks': 'Soya Chunk', 'white bean': 'White Bean', 'black bean': 'Black Bean', 'brown lentils': 'Lentil', 'cherry tomato': 'Tomato',
  'raw jackfruit': 'Jackfruit', 'green tea': 'Matcha', 'glutinous rice flour': 'Sesame', 'dark chocolate': 'Chocolate', 'rose water': 'Rose', 'green papaya': 'Papaya',
  'bell pepper': 'Pepper', 'sea bass': 'Sea Bass', 'napa cabbage': 'Cabbage', 'bok choy': 'Bok Choy', 'snow pea': 'Snow Pea', 'bean sprout': 'Beansprout',
  'lotus root': 'Lotus Root', 'baby corn': 'Baby Corn', 'bamboo shoot': 'Bamboo Shoot', 'bottle gourd': 'Lauki', 'bitter gourd': 'Karela', 'sweet potato': 'Sweet Potato',
  'brown sugar': 'Brown Sugar', 'goat cheese': "Goat's Cheese",
};

/** Tags any recipe may carry (PRESET_TAGS in packages/contracts plus a few common ones). */
export const COMMON_TAGS = ['Comfort Food', 'Kid-Friendly', 'High-Protein', 'Spicy', 'Meal Prep', 'Weeknight', 'Healthy', 'Budget', 'Party Food', 'Make-Ahead'];

export const COOKING_STYLES = ['Traditional', 'Experimental', 'Minimalist', 'Gourmet', 'Budget-Friendly', 'Sustainable'];
export const HEALTH_DIETS = ['Keto', 'Low Carb', 'Gluten-Free', 'Dairy-Free', 'Diabetic-Friendly', 'Heart-Healthy', 'Low FODMAP', 'Whole30', 'Ayurvedic'];

/** Meal types per dish kind, with weights for one or two of them. */
export const KIND_MEALS = {
  main: [[['Dinner'], 5], [['Lunch', 'Dinner'], 4], [['Lunch'], 2]],
  breakfast: [[['Breakfast'], 6], [['Breakfast', 'Snack'], 2], [['Breakfast', 'Lunch'], 1]],
  snack: [[['Snack'], 6], [['Snack', 'Lunch'], 2], [['Snack', 'Dinner'], 1]],
  dessert: [[['Dessert'], 9], [['Dessert', 'Snack'], 1]],
  soup: [[['Lunch', 'Dinner'], 4], [['Dinner'], 3], [['Lunch'], 2], [['Snack'], 1]],
  salad: [[['Lunch'], 5], [['Lunch', 'Dinner'], 3], [['Snack'], 1]],
  side: [[['Lunch', 'Dinner'], 5], [['Dinner'], 3]],
};

/** Cooking time range in minutes per dish kind. */
export const KIND_MINUTES = { main: [25, 120], breakfast: [10, 40], snack: [10, 50], dessert: [20, 150], soup: [20, 75], salad: [10, 30], side: [15, 50] };

export const DESCRIPTION_OPENERS = [
  'A {adj} {cuisine} favourite: {dish} made with {i1}, {i2} and {i3}.',
  '{dish} the way it is cooked at home, with {i1} and plenty of {i2}.',
  'Our go-to {kind} when time is short: {i1}, {i2} and {i3}, ready in about {time} minutes.',
  'This {dish} balances {i1} with {i2}; {adj} and deeply satisfying.',
  'A {adj} take on a {cuisine} classic, built on {i1}, {i2} and a little {i3}.',
  'Bright, simple and {adj}: {dish} for {servings}.',
];
export const DESCRIPTION_CLOSERS = [
  'Serve it with {side}.',
  'Leftovers taste even better the next day.',
  'Double the batch and freeze half.',
  'Good for a weeknight, special enough for guests.',
  'Adjust the heat to taste.',
  'Best eaten fresh, straight from the pan.',
  '',
];
export const DESCRIPTION_ADJECTIVES = ['comforting', 'vibrant', 'fragrant', 'rich', 'light', 'zingy', 'hearty', 'warming', 'fresh', 'smoky', 'silky'];

export const BACKSTORIES = [
  'My grandmother made this every Sunday; I have only changed the amount of {i1}.',
  'I learned this from a street vendor while travelling and have been making it since.',
  'A family recipe, written down for the first time after years of cooking it by feel.',
  'This started as a way to use up {i1} and became the dish my friends ask for.',
  'Adapted from a restaurant version, made lighter for home cooking.',
];

/** Step templates: {a} {b} are ingredient names, {fat} the cooking fat, {n} minutes. */
export const STEP_PREP = [
  'Wash and chop the {a} and {b}; measure out the rest of the ingredients.',
  'Cut the {a} into bite-sized pieces and finely chop the {b}.',
  'Rinse the {a}, pat it dry and set it aside while you prepare the {b}.',
];
export const STEP_MIDDLE = [
  'Heat the {fat} in a heavy pan over medium heat until it shimmers.',
  'Add the {a} and cook, stirring often, for {n} minutes until softened.',
  'Stir in the {a} and {b} and cook for {n} minutes until fragrant.',
  'Add the {a}, season with a pinch of salt and cook for {n} minutes.',
  'Pour in a splash of water, cover and simmer for {n} minutes.',
  'Add the {a} and toss everything together over high heat for {n} minutes.',
  'Mix the {a} and {b} in a bowl and leave to rest for {n} minutes.',
  'Transfer to a baking dish and bake at 200 °C for {n} minutes until golden.',
  'Blend the {a} with the {b} into a smooth paste and return it to the pan.',
  'Lower the heat, add the {a} and cook gently for {n} minutes.',
];
export const STEP_FINISH = [
  'Taste, adjust the seasoning and finish with the {a}. Serve hot.',
  'Garnish with the {a} and serve straight away.',
  'Let it rest for {n} minutes before serving.',
  'Serve warm with the {a} on the side.',
];

export const HEALTH_NOTES = ['Good source of protein', 'Rich in fibre', 'Packed with vegetables', 'Provides iron and folate', 'Contains healthy fats', 'Low in added sugar'];
export const CONCERN_NOTES = ['High in sodium', 'High in saturated fat', 'Calorie-dense', 'Contains added sugar', 'Refined carbohydrates'];
export const AVOID_NOTES = ['Heavy desserts', 'Sugary drinks', 'Another fried side', 'Very salty snacks'];
export const AI_NOTES = ['Well balanced flavours', 'Clear, easy-to-follow steps', 'Could use more vegetables', 'Generous seasoning', 'Good use of seasonal produce', 'Ingredient list matches the method'];

// Members.
export const FIRST_NAMES = [
  'Aarav', 'Aditi', 'Ananya', 'Arjun', 'Diya', 'Ishaan', 'Kavya', 'Meera', 'Neha', 'Priya', 'Rahul', 'Rohan', 'Saanvi', 'Sneha', 'Vikram', 'Zara', 'Asha', 'Dev', 'Farah', 'Kabir',
  'Olivia', 'Emma', 'Amelia', 'Noah', 'Liam', 'Oliver', 'James', 'Sophia', 'Isabella', 'Mia', 'Lucas', 'Ethan', 'Harper', 'Henry', 'Grace', 'Chloe', 'Jack', 'Leo', 'Ella', 'Ava',
  'Sofía', 'Mateo', 'Valentina', 'Santiago', 'Camila', 'Diego', 'Lucía', 'Javier', 'Elena', 'Carlos', 'Mariana', 'Andrés', 'Daniela', 'Pablo', 'Gabriela',
  'Yuki', 'Haruto', 'Sakura', 'Ren', 'Aiko', 'Wei', 'Mei', 'Jun', 'Li', 'Min-jun', 'Seo-yeon', 'Ji-ho', 'Somchai', 'Nok', 'Linh', 'Minh',
  'Fatima', 'Omar', 'Layla', 'Yusuf', 'Amira', 'Hassan', 'Noor', 'Karim', 'Leila', 'Tariq', 'Chiara', 'Marco', 'Giulia', 'Luca', 'Francesca',
  'Camille', 'Louis', 'Chloé', 'Hugo', 'Léa', 'Nikos', 'Eleni', 'Dimitri', 'Sven', 'Freya', 'Tomás', 'Ines', 'Kwame', 'Amara', 'Chidi',
];
export const LAST_NAMES = [
  'Sharma', 'Patel', 'Iyer', 'Reddy', 'Nair', 'Gupta', 'Singh', 'Khan', 'Mehta', 'Rao', 'Das', 'Kapoor', 'Menon', 'Joshi', 'Chopra',
  'Smith', 'Johnson', 'Brown', 'Taylor', 'Wilson', 'Davies', 'Evans', 'Walker', 'Wright', 'Thompson', 'Clarke', 'Hughes', 'Green', 'Hall', 'Wood',
  'García', 'Martínez', 'López', 'Hernández', 'González', 'Pérez', 'Sánchez', 'Ramírez', 'Torres', 'Flores', 'Rivera', 'Morales',
  'Tanaka', 'Suzuki', 'Sato', 'Watanabe', 'Chen', 'Wang', 'Li', 'Zhang', 'Liu', 'Kim', 'Park', 'Lee', 'Nguyen', 'Tran', 'Srisuk',
  'Haddad', 'Nasser', 'Aziz', 'Rahman', 'Rossi', 'Russo', 'Bianchi', 'Romano', 'Dubois', 'Martin', 'Bernard', 'Lefèvre', 'Papadopoulos', 'Larsen', 'Silva', 'Okafor', 'Mensah',
];
export const LOCATIONS = ['Mumbai', 'Delhi', 'Bengaluru', 'Pune', 'Chennai', 'Hyderabad', 'Kolkata', 'Ahmedabad', 'Kochi', 'London', 'Manchester', 'Leeds', 'New York', 'San Francisco', 'Austin', 'Chicago', 'Toronto', 'Vancouver', 'Sydney', 'Melbourne', 'Singapore', 'Dubai', 'Berlin', 'Paris', 'Madrid', 'Barcelona', 'Mexico City', 'Guadalajara', 'Tokyo', 'Osaka', 'Bangkok', 'Seoul', 'Lisbon', 'Rome', 'Athens', 'Lagos', 'Nairobi'];

/** Profile distributions: share of members ticking each option (independent), or one-of weights. */
export const ALLERGY_SHARES = { Nuts: 0.08, Dairy: 0.07, Gluten: 0.06, Shellfish: 0.04, Eggs: 0.03, Soy: 0.02, Nightshades: 0.01 };
export const PRIMARY_DIET_WEIGHTS = { 'Non-Vegetarian': 40, Vegetarian: 24, '': 12, Flexitarian: 6, Vegan: 5, Eggetarian: 5, Pescatarian: 4, Jain: 2, Paleo: 1, 'Raw Food': 0.5, Carnivore: 0.5 };
export const HEALTH_DIET_SHARES = { 'Low Carb': 0.07, 'Gluten-Free': 0.04, 'Dairy-Free': 0.03, 'Diabetic-Friendly': 0.04, 'Heart-Healthy': 0.05, Keto: 0.03, 'Low FODMAP': 0.01, Whole30: 0.01, Ayurvedic: 0.02 };
export const PROFILE_CUISINES = ['Indian', 'Mediterranean', 'Thai', 'Mexican', 'Japanese', 'Chinese', 'Italian', 'French', 'Fusion', 'Street Food'];
export const PROFILE_MEAL_TYPES = ['Breakfast', 'Quick Snacks', 'Desserts', 'Festive Meals', 'Baby/Toddler Food', 'Meal Prep'];
export const NUTRITION_GOALS = ['Weight Loss', 'Muscle Gain', 'Balanced Eating', 'Mindful Eating'];
export const SKILL_LEVELS = ['Beginner', 'Intermediate', 'Expert'];
