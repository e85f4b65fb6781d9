/**
 * Words on the recipe screens (spec §2, §4) that `@hearth/contracts` does not hold yet. Everything the
 * contracts already have (titles, toasts, validation, errors) is imported from there; these should move
 * into `packages/contracts/src/screens.ts` with the next contracts change, and nothing here retypes them.
 */
export const recipeCopy = {
  form: {
    basicInformation: 'Basic Information',
    backstory: 'Backstory',
    optional: '(optional)',
    ingredients: 'Ingredients',
    instructions: 'Instructions',
    tags: 'Tags',
    submit: 'Create Recipe with AI',
    processing: 'Processing...',
    processingPanel: {
      title: 'AI is processing your recipe',
      description: 'Validating content, structuring data, and generating images...',
    },
  },
  detail: {
    public: 'Public',
    private: 'Private',
    pendingReview: 'Pending review',
    backstory: 'Backstory',
    ingredients: 'Ingredients',
    instructions: 'Instructions',
    thingsWorthKnowing: 'Things Worth Knowing',
    healthBenefits: 'Health Benefits',
    likelyConcerns: 'Likely Concerns',
    avoidWith: 'Foods to Avoid With This',
    edit: 'Edit',
  },
  versions: {
    button: 'Version History',
    compare: 'Compare',
    backToList: 'Back to List',
    restore: 'Restore This Version',
    tabs: { basic: 'Basic Info', ingredients: 'Ingredients', steps: 'Steps' },
  },
} as const;

/** Our own words for what the spec leaves open (docs/decisions/0014-recipe-screens.md). */
export const recipeUi = {
  edit: {
    title: 'Edit Recipe',
    subtitle: 'Refine your recipe; every save is kept in its version history',
    updated: { title: 'Recipe Updated', description: 'Your changes have been saved.' },
  },
  notesPreparing: 'Hearth is still preparing the notes on this recipe. Check back soon.',
  noneNoted: 'Nothing noted for this recipe.',
  noPhoto: 'No photo yet',
  shareText: (title: string) => `Check out this recipe on Hearth: ${title}`,
  copyFailed: { title: "Couldn't copy the link", description: 'Copy it from the address bar instead.' },
} as const;
