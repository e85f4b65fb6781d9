// User-visible strings from the spec (§2, §5, §8). Import these; never retype them.

export const validation = {
  required: 'Required',
  titleMin: 'Title must be at least 3 characters',
  ingredientsMin: 'At least one ingredient is required',
  stepsMin: 'At least one step is required',
  usernameMin: 'Username must be at least 3 characters',
  eraRequired: 'Era is required',
  tasteMemoryMin: 'Please provide a detailed description of at least 10 characters',
  invalidFileType: { title: 'Invalid file type', description: 'Only JPEG, PNG, WebP, and GIF are allowed.' },
  fileTooLarge: { title: 'File too large', description: 'Maximum file size is 5MB.' },
} as const;

export const errors = {
  title: 'Error',
  fetchRecipes: 'Failed to fetch recipes',
  uploadFailed: { title: 'Upload failed', fallback: 'An error occurred while uploading' },
  addToCollection: 'Failed to add recipe to collection',
  promotionFailed: { title: 'Promotion Failed', fallback: 'Failed to promote user' },
  demotionFailed: { title: 'Demotion Failed', fallback: 'Failed to demote user' },
  categorizationFailed: {
    title: 'Categorization Failed',
    description: 'There was an error categorizing ingredients. Please try again.',
  },
  imageGenerationFailed: {
    title: 'Image Generation Failed',
    description: 'There was an error generating images. Please try again.',
  },
  identifyIngredients: 'Failed to identify ingredients',
  discoverRecipes: 'Failed to discover recipes',
  generationFailed: 'Generation Failed',
  analysisFailed: 'Analysis Failed',
  somethingWentWrong: 'Something went wrong',
  createCollection: 'Failed to create collection',
  // Editing and deleting collections is Hearth's own (issue 13, item 9); worded like the spec's create failure.
  updateCollection: 'Failed to update collection',
  deleteCollection: 'Failed to delete collection',
  fetchMealPlans: 'Failed to fetch meal plans',
  generateRecommendations: 'Failed to generate recommendations',
} as const;

export const toasts = {
  ratingSubmitted: { title: 'Rating Submitted', description: 'Thank you for rating this recipe!' },
  addedToCollection: { title: 'Added to Collection', description: 'Recipe added to collection successfully' },
  collectionCreated: { title: 'Collection Created' },
  recipeRemoved: { title: 'Recipe Removed' },
  // Not in the spec (issue 13, item 9), in the style of 'Collection Created'.
  collectionUpdated: { title: 'Collection Updated' },
  collectionDeleted: { title: 'Collection Deleted' },
  versionRestored: { title: 'Version Restored', description: 'The recipe has been restored to this version.' },
  linkCopied: { title: 'Link Copied!', description: 'Recipe link copied to clipboard' },
  uploadSuccess: { title: 'Success!' },
  ingredientImageUpdated: { title: 'Success!', description: 'Ingredient image updated successfully' },
  avatarUpdated: { title: 'Success!', description: 'Profile picture updated successfully' },
  avatarRemoved: { title: 'Profile picture removed' },
  recipeCreated: { title: 'Recipe Created!', description: 'Your recipe has been submitted and is being processed by AI.' },
  profileUpdated: { title: 'Profile Updated!', description: 'Your profile has been updated successfully.' },
  profileCreated: {
    title: 'Profile Created!',
    description: 'Your profile is now under admin review. You can browse recipes while waiting for approval.',
  },
  /** For a member already approved (an admin): the spec's toast would wrongly say they are under review. */
  profileReady: { title: 'Profile Created!', description: 'Your profile is ready. Welcome to Hearth.' },
  userApproved: { title: 'User Approved', description: 'User can now create recipes' },
  userBanned: { title: 'User Banned', description: 'User has been banned from the platform' },
  userPromoted: { title: 'User Promoted' },
  userDemoted: { title: 'User Demoted' },
  recipeApproved: { title: 'Recipe Approved', description: 'Recipe is now public' },
  recipeDeleted: { title: 'Recipe Deleted', description: 'Recipe has been removed' },
  ingredientsCategorized: { title: 'Ingredients Categorized' },
  imagesGenerated: { title: 'Images Generated Successfully' },
  recipeGenerated: { title: 'Recipe Generated!', description: 'Your AI-crafted recipe is ready' },
  recipePublished: { title: 'Recipe Published!', description: 'Your alchemist creation is now live' },
  musicGenerated: { title: 'Music Generated!' },
  timeTravelComplete: { title: 'Time Travel Complete' },
  memoryAnalyzed: { title: 'Memory Analyzed' },
  analysisComplete: { title: 'Analysis Complete' },
  pairingComplete: { title: 'Pairing Analysis Complete' },
  historicalComplete: { title: 'Historical Analysis Complete' },
  moodComplete: { title: 'Mood Analysis Complete' },
  dnaComplete: { title: 'DNA Analysis Complete' },
  mealPlanned: { title: 'Meal Planned' },
  mealRemoved: { title: 'Meal Removed' },
  aiRecommendationsAdded: { title: 'AI Recommendations Added' },
} as const;

export const copy = {
  landing: {
    headline: 'Create, discover and share recipes with AI',
    community: 'Join a culinary community of home cooks',
  },
  notFound: 'Page Not Found',
  browse: { title: 'Browse Recipes', subtitle: 'Discover delicious recipes tailored for you' },
  browseEmpty: { title: 'No recipes found', description: 'Try adjusting your filters or create a new recipe' },
  profileIncompleteAlert: 'Please complete your profile to get personalized recipe recommendations.',
  underReviewAlert: "Your account is currently under review. You can browse recipes, but you'll need approval before creating recipes or using AI features.",
  /**
   * Shown when a member not yet approved opens an approved-only screen and is sent to / (spec §2). Its title is
   * the spec's under-review wording; the spec gives no text for the redirect itself (issue 13, item 11).
   */
  approvalRequiredNotice: {
    title: 'Your account is currently under review',
    description: 'Collections and the meal planner open once an admin approves your account.',
  },
  createRecipe: { title: 'Create Recipe', subtitle: 'Share your culinary masterpiece' },
  admin: { title: 'Admin Dashboard', subtitle: 'Manage users and recipes' },
} as const;

// Server-side messages that the spec leaves open (see docs/decisions).
export const serverMessages = {
  signInRequired: 'Please sign in to continue.',
  profileRequired: 'Please complete your profile first.',
  approvalRequired: 'Your account is awaiting admin approval.',
  adminRequired: 'Only administrators can do this.',
  superAdminRequired: 'Only super administrators can do this.',
  banned: 'This account has been banned.',
  crossOrigin: 'Cross-origin request refused.',
  notFound: 'Not found',
  invalidCredentials: 'Invalid email or password',
  // Never says whether the address has an account (issue 12, item 7; docs/decisions/0020-hardening.md).
  signUpRefused: 'We could not create an account with these details. If you already have an account, sign in instead.',
  tooManyRequests: 'Too many requests. Please wait a moment and try again.',
  // Per account, whichever address the guesses come from (issue 12, item 1).
  accountSignInLocked: 'Too many failed sign-ins for this account. Please try again in an hour, or ask an admin to reset the password.',
  internal: 'Something went wrong on our side. Please try again.',
  validation: 'Please check the highlighted fields.',
} as const;
