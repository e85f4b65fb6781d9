// Ingredient catalogue for the demo content: every ingredient name used in demo-recipes.ts,
// spelled exactly as there, each listed once with its shopping category.

/** The one list of ingredient categories lives in the contracts package. */
export { INGREDIENT_CATEGORIES } from '@hearth/contracts';
import type { INGREDIENT_CATEGORIES } from '@hearth/contracts';

export type IngredientCategory = (typeof INGREDIENT_CATEGORIES)[number];

export const demoIngredients: { name: string; category: IngredientCategory }[] = [
  // Vegetables
  { name: 'onion', category: 'Vegetables' },
  { name: 'red onion', category: 'Vegetables' },
  { name: 'shallot', category: 'Vegetables' },
  { name: 'green onion', category: 'Vegetables' },
  { name: 'garlic', category: 'Vegetables' },
  { name: 'ginger', category: 'Vegetables' },
  { name: 'tomato', category: 'Vegetables' },
  { name: 'crushed tomato', category: 'Vegetables' },
  { name: 'cucumber', category: 'Vegetables' },
  { name: 'green bell pepper', category: 'Vegetables' },
  { name: 'red bell pepper', category: 'Vegetables' },
  { name: 'yellow bell pepper', category: 'Vegetables' },
  { name: 'green chili', category: 'Vegetables' },
  { name: 'red chili', category: 'Vegetables' },
  { name: 'jalapeño', category: 'Vegetables' },
  { name: 'spinach', category: 'Vegetables' },
  { name: 'eggplant', category: 'Vegetables' },
  { name: 'zucchini', category: 'Vegetables' },
  { name: 'bean sprout', category: 'Vegetables' },
  { name: 'green pea', category: 'Vegetables' },
  { name: 'cremini mushroom', category: 'Vegetables' },
  { name: 'dried shiitake', category: 'Vegetables' },
  { name: 'kombu', category: 'Vegetables' },
  { name: 'wakame', category: 'Vegetables' },

  // Fruits
  { name: 'lemon', category: 'Fruits' },
  { name: 'lime', category: 'Fruits' },
  { name: 'mango', category: 'Fruits' },
  { name: 'avocado', category: 'Fruits' },
  { name: 'raisin', category: 'Fruits' },
  { name: 'kalamata olive', category: 'Fruits' },

  // Grains & Cereals
  { name: 'poha', category: 'Grains & Cereals' },
  { name: 'long-grain rice', category: 'Grains & Cereals' },
  { name: 'glutinous rice', category: 'Grains & Cereals' },
  { name: 'arborio rice', category: 'Grains & Cereals' },
  { name: 'cooked rice', category: 'Grains & Cereals' },
  { name: 'rice noodle', category: 'Grains & Cereals' },
  { name: 'spaghetti', category: 'Grains & Cereals' },
  { name: 'macaroni', category: 'Grains & Cereals' },
  { name: 'corn tortilla', category: 'Grains & Cereals' },
  { name: 'pita bread', category: 'Grains & Cereals' },
  { name: 'baguette', category: 'Grains & Cereals' },

  // Legumes & Pulses
  { name: 'chickpea', category: 'Legumes & Pulses' },
  { name: 'dried chickpea', category: 'Legumes & Pulses' },
  { name: 'chickpea flour', category: 'Legumes & Pulses' },
  { name: 'black bean', category: 'Legumes & Pulses' },
  { name: 'firm tofu', category: 'Legumes & Pulses' },
  { name: 'silken tofu', category: 'Legumes & Pulses' },
  { name: 'soft tofu', category: 'Legumes & Pulses' },
  { name: 'fermented black bean', category: 'Legumes & Pulses' },

  // Dairy
  { name: 'milk', category: 'Dairy' },
  { name: 'yogurt', category: 'Dairy' },
  { name: 'heavy cream', category: 'Dairy' },
  { name: 'sour cream', category: 'Dairy' },
  { name: 'butter', category: 'Dairy' },
  { name: 'ghee', category: 'Dairy' },
  { name: 'paneer', category: 'Dairy' },
  { name: 'feta', category: 'Dairy' },
  { name: 'mozzarella', category: 'Dairy' },
  { name: 'parmesan', category: 'Dairy' },
  { name: 'pecorino romano', category: 'Dairy' },
  { name: 'mascarpone', category: 'Dairy' },
  { name: 'cheddar', category: 'Dairy' },
  { name: 'gruyère', category: 'Dairy' },
  { name: 'queso fresco', category: 'Dairy' },

  // Meat & Poultry
  { name: 'chicken thigh', category: 'Meat & Poultry' },
  { name: 'chicken breast', category: 'Meat & Poultry' },
  { name: 'ground pork', category: 'Meat & Poultry' },
  { name: 'guanciale', category: 'Meat & Poultry' },

  // Fish & Seafood
  { name: 'shrimp', category: 'Fish & Seafood' },
  { name: 'salmon fillet', category: 'Fish & Seafood' },

  // Eggs
  { name: 'egg', category: 'Eggs' },
  { name: 'egg yolk', category: 'Eggs' },

  // Nuts & Seeds
  { name: 'peanut', category: 'Nuts & Seeds' },
  { name: 'pine nut', category: 'Nuts & Seeds' },
  { name: 'sesame seed', category: 'Nuts & Seeds' },
  { name: 'tahini', category: 'Nuts & Seeds' },

  // Herbs
  { name: 'cilantro', category: 'Herbs' },
  { name: 'parsley', category: 'Herbs' },
  { name: 'basil', category: 'Herbs' },
  { name: 'thai basil', category: 'Herbs' },
  { name: 'thyme', category: 'Herbs' },
  { name: 'bay leaf', category: 'Herbs' },
  { name: 'curry leaf', category: 'Herbs' },
  { name: 'kasuri methi', category: 'Herbs' },
  { name: 'dried oregano', category: 'Herbs' },
  { name: 'chive', category: 'Herbs' },
  { name: 'tarragon', category: 'Herbs' },
  { name: 'makrut lime leaf', category: 'Herbs' },

  // Spices
  { name: 'salt', category: 'Spices' },
  { name: 'black pepper', category: 'Spices' },
  { name: 'white pepper', category: 'Spices' },
  { name: 'cumin seed', category: 'Spices' },
  { name: 'ground cumin', category: 'Spices' },
  { name: 'ground coriander', category: 'Spices' },
  { name: 'turmeric', category: 'Spices' },
  { name: 'kashmiri chili powder', category: 'Spices' },
  { name: 'garam masala', category: 'Spices' },
  { name: 'amchur', category: 'Spices' },
  { name: 'chaat masala', category: 'Spices' },
  { name: 'mustard seed', category: 'Spices' },
  { name: 'paprika', category: 'Spices' },
  { name: 'smoked paprika', category: 'Spices' },
  { name: 'red pepper flakes', category: 'Spices' },
  { name: 'cayenne pepper', category: 'Spices' },
  { name: 'dried red chili', category: 'Spices' },
  { name: 'sichuan peppercorn', category: 'Spices' },
  { name: 'cinnamon stick', category: 'Spices' },
  { name: 'ground cinnamon', category: 'Spices' },

  // Oils & Fats
  { name: 'vegetable oil', category: 'Oils & Fats' },
  { name: 'olive oil', category: 'Oils & Fats' },
  { name: 'sesame oil', category: 'Oils & Fats' },

  // Sweeteners
  { name: 'sugar', category: 'Sweeteners' },
  { name: 'palm sugar', category: 'Sweeteners' },

  // Condiments & Sauces
  { name: 'soy sauce', category: 'Condiments & Sauces' },
  { name: 'fish sauce', category: 'Condiments & Sauces' },
  { name: 'miso', category: 'Condiments & Sauces' },
  { name: 'mirin', category: 'Condiments & Sauces' },
  { name: 'doubanjiang', category: 'Condiments & Sauces' },
  { name: 'chili oil', category: 'Condiments & Sauces' },
  { name: 'chinkiang vinegar', category: 'Condiments & Sauces' },
  { name: 'red wine vinegar', category: 'Condiments & Sauces' },
  { name: 'shaoxing wine', category: 'Condiments & Sauces' },
  { name: 'tamarind paste', category: 'Condiments & Sauces' },
  { name: 'green curry paste', category: 'Condiments & Sauces' },
  { name: 'chipotle in adobo', category: 'Condiments & Sauces' },
  { name: 'tomato paste', category: 'Condiments & Sauces' },

  // Baking
  { name: 'all-purpose flour', category: 'Baking' },
  { name: 'bread flour', category: 'Baking' },
  { name: 'instant yeast', category: 'Baking' },
  { name: 'baking powder', category: 'Baking' },
  { name: 'cornstarch', category: 'Baking' },
  { name: 'cocoa powder', category: 'Baking' },
  { name: 'vanilla extract', category: 'Baking' },
  { name: 'ladyfinger', category: 'Baking' },

  // Beverages
  { name: 'espresso', category: 'Beverages' },
  { name: 'dry white wine', category: 'Beverages' },
  { name: 'sake', category: 'Beverages' },

  // Other
  { name: 'water', category: 'Other' },
  { name: 'chicken stock', category: 'Condiments & Sauces' },
  { name: 'beef stock', category: 'Condiments & Sauces' },
  { name: 'vegetable stock', category: 'Condiments & Sauces' },
  { name: 'coconut milk', category: 'Nuts & Seeds' },
];
