// Option lists from spec §3. Every screen and the server validate against these.

export const BROWSE_CUISINES = ['Indian', 'Mediterranean', 'Thai', 'Mexican', 'Japanese', 'Chinese', 'Italian', 'French'] as const;
export const DIET_TYPES = ['Vegetarian', 'Vegan', 'Non-Vegetarian', 'Pescatarian', 'Gluten-Free', 'Keto'] as const;
export const MEAL_TYPES = ['Breakfast', 'Lunch', 'Dinner', 'Snack', 'Dessert'] as const;

export const RECIPE_CUISINES = [...BROWSE_CUISINES, 'Fusion'] as const;
export const PRESET_TAGS = ['Spicy', 'Comfort Food', '5 Ingredients or Less', 'No-Cook', 'High-Protein', 'Kid-Friendly'] as const;

export const PROFILE_PRIMARY_DIETS = ['Vegetarian', 'Non-Vegetarian', 'Vegan', 'Eggetarian', 'Pescatarian', 'Jain', 'Flexitarian', 'Raw Food', 'Paleo', 'Carnivore'] as const;
export const PROFILE_HEALTH_DIETS = ['Keto', 'Low Carb', 'Gluten-Free', 'Dairy-Free', 'Diabetic-Friendly', 'Heart-Healthy', 'Low FODMAP', 'Whole30', 'Ayurvedic'] as const;
export const ALLERGIES = ['Nuts', 'Dairy', 'Gluten', 'Soy', 'Shellfish', 'Eggs', 'Nightshades'] as const;
export const PROFILE_CUISINES = ['Indian', 'Mediterranean', 'Thai', 'Mexican', 'Japanese', 'Chinese', 'Italian', 'French', 'Fusion', 'Street Food'] as const;
export const PROFILE_MEAL_TYPES = ['Breakfast', 'Quick Snacks', 'Desserts', 'Festive Meals', 'Baby/Toddler Food', 'Meal Prep'] as const;
export const COOKING_STYLES = ['Traditional', 'Experimental', 'Minimalist', 'Gourmet', 'Budget-Friendly', 'Sustainable'] as const;
export const NUTRITION_GOALS = ['Weight Loss', 'Muscle Gain', 'Balanced Eating', 'Mindful Eating'] as const;
export const SKILL_LEVELS = ['Beginner', 'Intermediate', 'Expert'] as const;
export const LANGUAGES = [
  { code: 'en', label: 'English' },
  { code: 'hi', label: 'Hindi' },
  { code: 'es', label: 'Spanish' },
] as const;
export type LanguageCode = (typeof LANGUAGES)[number]['code'];

export const MUSIC_MOODS = ['energetic', 'calm', 'romantic', 'mysterious', 'playful', 'melancholic', 'celebratory'] as const;
export const DEFAULT_MUSIC_MOOD = 'calm';

export const MEAL_PLAN_TYPES = ['breakfast', 'lunch', 'dinner', 'snack'] as const;
export const RECIPE_VISIBILITIES = ['public', 'private'] as const;
