import type { IngredientCategory } from '../knowledge/types';

/** Colours an ingredient takes on the plate: specific foods first, then their category. */
const FOOD_COLOURS: [RegExp, string[]][] = [
  [/tomato|chil+i|paprika|red pepper|strawberr|raspberr|beet|pomegranate|cherry|kashmiri/, ['#d8432f', '#c0392b', '#e25b45']],
  [
    /spinach|palak|kale|basil|coriander|cilantro|mint|parsley|pea\b|peas|zucchini|cucumber|broccoli|green|okra|lettuce|methi|curry lea|dill|chive|scallion|spring onion/,
    ['#3f8f3a', '#5aa33f', '#2f7a3a'],
  ],
  [/turmeric|saffron|corn|mango|lemon|egg|yolk|banana|pineapple|dal|lentil|besan|chickpea flour|cheddar/, ['#f2b632', '#e9a41d', '#f6c84c']],
  [/carrot|orange|pumpkin|sweet potato|apricot|salmon|papaya|masoor/, ['#ef7d2d', '#f08c3a', '#e06b1f']],
  [
    /onion|garlic|ginger|potato|cauliflower|mushroom|tofu|paneer|rice|noodle|pasta|cream|milk|yogurt|curd|coconut|cheese|mozzarella|ricotta|feta/,
    ['#f3e6cf', '#efe0c2', '#e8d5b0'],
  ],
  [/chocolate|cocoa|coffee|soy sauce|tamari|miso|jaggery|cinnamon|clove|cumin|garam|beef|lamb|mutton|mushroom/, ['#7a4a2a', '#8b5a36', '#5e3a22']],
  [/eggplant|aubergine|brinjal|blueberr|plum|purple|red onion|red cabbage|grape/, ['#6b3a6e', '#7d4a80', '#5a2e5c']],
  [/chicken|pork|shrimp|prawn|crab|tuna|fish|turkey/, ['#e9b08a', '#f0bd98', '#dc9c73']],
  [/avocado|lime|green chili|jalape|edamame|pistachio|wasabi/, ['#8bb04a', '#9cc05a', '#77a03a']],
];

const CATEGORY_COLOURS: Record<IngredientCategory, string[]> = {
  Vegetables: ['#5aa33f', '#d8432f', '#ef7d2d'],
  Fruits: ['#f2b632', '#e25b45', '#8bb04a'],
  'Grains & Cereals': ['#e8d5b0', '#d9bf8c', '#f3e6cf'],
  'Legumes & Pulses': ['#e9a41d', '#b5793a', '#d9a35a'],
  Dairy: ['#fbf5e8', '#f3e6cf', '#fff8e7'],
  'Meat & Poultry': ['#a0522d', '#e9b08a', '#8b4a2a'],
  'Fish & Seafood': ['#f08c6a', '#e9b08a', '#f4a582'],
  Eggs: ['#f6c84c', '#fff6da', '#f2b632'],
  'Nuts & Seeds': ['#c89b62', '#b5874f', '#d8b07a'],
  Herbs: ['#3f8f3a', '#5aa33f', '#2f7a3a'],
  Spices: ['#c0392b', '#d98b2b', '#9c5a24'],
  'Oils & Fats': ['#f2d16b', '#e9c45a', '#f6dd8a'],
  Sweeteners: ['#c98a2b', '#e0a84a', '#b5761f'],
  'Condiments & Sauces': ['#8b2e1f', '#a0522d', '#5e3a22'],
  Baking: ['#f7efe2', '#7a4a2a', '#e8d5b0'],
  Beverages: ['#c0392b', '#7a4a2a', '#e9c45a'],
  Other: ['#b08d57', '#c9a76b', '#9a7a48'],
};

export function colourFor(name: string, category: IngredientCategory | null, pick: number): string {
  const lower = name.toLowerCase();
  const specific = FOOD_COLOURS.find(([pattern]) => pattern.test(lower));
  const choices = specific?.[1] ?? CATEGORY_COLOURS[category ?? 'Other'];
  return choices[Math.abs(pick) % choices.length]!;
}
