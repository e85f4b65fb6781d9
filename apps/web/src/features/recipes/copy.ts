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

/** Our words for cooking from the recipe page (docs/decisions/0027-recipe-page-to-cook-from.md). */
export const cookingCopy = {
  servings: {
    label: 'Servings',
    fewer: 'Fewer servings',
    more: 'More servings',
    reset: 'Reset',
    resetLabel: (servings: number) => `Reset to ${servings} ${servings === 1 ? 'serving' : 'servings'}`,
    scaledTo: (servings: number) => `Amounts for ${servings} ${servings === 1 ? 'serving' : 'servings'}`,
    wordsStay: 'Amounts written in words stay as written.',
  },
  units: {
    label: 'Units',
    options: { 'as-written': 'As written', metric: 'Metric', us: 'US' },
    hint: 'Cups and spoons convert to millilitres, not grams: how much a cup weighs depends on the food.',
  },
  ticks: {
    hint: 'Tick ingredients off as you gather them.',
    clear: 'Clear ticks',
    count: (ticked: number, total: number) => `${ticked} of ${total} ticked`,
  },
  times: {
    total: 'Total',
    prepAndCook: 'Prep & cook',
    waiting: 'Waiting',
    fromSteps: 'Prep and waiting as the steps state them.',
  },
  nutrition: {
    title: 'Nutrition',
    perServing: 'Per serving',
    rows: { energyKcal: 'Calories', proteinG: 'Protein', carbsG: 'Carbohydrate', fatG: 'Fat', fiberG: 'Fibre' },
    partial: (percent: number) => `Based on ${percent}% of the ingredients by weight; some could not be matched.`,
    source: (source: string) => `Source: ${source}`,
    preparing: 'Hearth is still working out the nutrition for this recipe.',
    unavailable: "Nutrition isn't available for this recipe.",
  },
  print: { button: 'Print', serves: (servings: number) => `Serves ${servings}` },
  screen: {
    label: 'Keep screen on',
    hint: 'Stops the screen dimming while you cook from this page.',
    on: 'Your screen will stay on while this page is open.',
    waiting: 'Your screen will stay on when you come back to this page.',
    refused: "Your device wouldn't keep the screen on (battery saver may be on).",
    unsupported: "This browser can't keep the screen on; change your display's sleep setting instead.",
  },
  cookingView: 'Cooking view',
} as const;
