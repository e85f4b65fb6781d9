// Screen titles, navigation labels and landing copy from spec §1 and §2. Import these; never retype them.

/**
 * The twelve AI tools (spec §1, §2): route, name as shown in navigation and headers, and a one-line description.
 * Descriptions are spec §1's where it gives one (Discover, Chef, Alchemist, Recipe to Music, Time Machine,
 * Taste Memory, Recipe Debugger, Ingredient DNA); the rest are written for the product from spec §2.
 */
export const AI_FEATURES = [
  { key: 'discover', path: '/ai/discover', name: 'AI Discover', description: 'Upload food images to identify ingredients and find recipes.' },
  { key: 'chef', path: '/ai/chef', name: 'AI Chef', description: 'A recipe from a natural-language prompt.' },
  { key: 'alchemist', path: '/ai/alchemist', name: 'Alchemist', description: 'A challenge mode with ingredient constraints.' },
  { key: 'trivia', path: '/ai/trivia', name: 'Food Trivia', description: 'Fascinating food facts, fresh on demand.' },
  { key: 'recipe-to-music', path: '/ai/recipe-to-music', name: 'Recipe to Music', description: 'Lyrics and melodies inspired by a dish.' },
  { key: 'time-machine', path: '/ai/time-machine', name: 'Time Machine', description: 'Historical recipes from any era.' },
  { key: 'taste-memory', path: '/ai/taste-memory', name: 'Taste Memory', description: 'Recreate dishes from memory descriptions.' },
  { key: 'recipe-debugger', path: '/ai/recipe-debugger', name: 'Recipe Debugger', description: 'Fix failed recipes.' },
  { key: 'flavor-pairing', path: '/ai/flavor-pairing', name: 'Flavor Pairing', description: 'How well two ingredients go together, and why.' },
  { key: 'cultural-provenance', path: '/ai/cultural-provenance', name: 'Cultural Provenance', description: 'Where a dish comes from and what it influenced.' },
  { key: 'mood-suggestions', path: '/ai/mood-suggestions', name: 'Mood Suggestions', description: 'Recipes that match how you feel.' },
  { key: 'ingredient-dna', path: '/ai/ingredient-dna', name: 'Ingredient DNA', description: 'Substitutions and the science of an ingredient.' },
] as const;
export type AiFeatureKey = (typeof AI_FEATURES)[number]['key'];

/** Page headers the spec gives (spec §2). Screens without a spec subtitle choose their own. */
export const screens = {
  aiDiscover: { title: 'AI Discover', subtitle: 'Find recipes based on your ingredients' },
  aiChef: { title: 'AI Chef', subtitle: 'Let AI create a custom recipe for you' },
  alchemist: { title: 'Alchemist', subtitle: 'Create recipes from random ingredients' },
  trivia: { title: 'Food Trivia', subtitle: 'Learn fascinating food facts' },
  profileSettings: { title: 'Profile Settings', saveChanges: 'Save Changes', saving: 'Saving Changes...' },
  recipeNotFound: { title: 'Recipe Not Found', browseLink: 'Browse Recipes' },
  completeProfileLink: 'Complete Profile',
} as const;

/** Navigation sidebar labels (spec §2 "Navigation sidebar"). */
export const nav = {
  mainMenu: 'Main Menu',
  browseRecipes: 'Browse Recipes',
  createRecipe: 'Create Recipe',
  social: 'Social',
  collections: 'Collections',
  mealPlanner: 'Meal Planner',
  aiFeatures: 'AI Features',
  administration: 'Administration',
  adminDashboard: 'Admin Dashboard',
  profileSettings: 'Profile Settings',
  logout: 'Logout',
  superAdminBadge: 'Super Admin',
} as const;

/** Landing page (spec §1, §2). */
export const landing = {
  getStarted: 'Get Started',
  signIn: 'Sign In',
  joinNow: 'Join Now',
  benefits: [
    { key: 'ai', title: 'AI-Powered' },
    { key: 'community', title: 'Community Driven' },
    { key: 'personalized', title: 'Personalized', description: 'Recommendations by dietary preferences, allergies and cooking style' },
  ],
} as const;

/** Profile setup wizard (spec §2 "Profile setup wizard"). */
export const profileWizard = {
  steps: ['Basic Information', 'Dietary Preferences', 'Culinary Interests', 'Nutrition Goals (Optional)', 'Review & Submit'],
  previous: 'Previous',
  next: 'Next',
  submit: 'Complete Profile',
  submitting: 'Submitting...',
} as const;
