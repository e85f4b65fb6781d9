/**
 * Admin Dashboard wording from spec §2 (stat cards, tabs, table columns, empty states, confirmation titles)
 * that `@hearth/contracts` does not carry yet. Kept in this one place so nothing is typed twice; it can move
 * into `packages/contracts/src/screens.ts` unchanged. Title, subtitle and toasts come from the contracts.
 */
export const adminCopy = {
  stats: {
    totalUsers: 'Total Users',
    pendingUsers: 'Pending Users',
    totalRecipes: 'Total Recipes',
    pendingRecipes: 'Pending Recipes',
  },
  tabs: {
    pendingUsers: 'Pending Users',
    allUsers: 'All Users',
    pendingRecipes: 'Pending Recipes',
    allRecipes: 'All Recipes',
    ingredients: 'Ingredients',
  },
  columns: {
    user: 'User',
    email: 'Email',
    username: 'Username',
    joined: 'Joined',
    autoApprove: 'Auto-Approve',
    actions: 'Actions',
    status: 'Status',
    role: 'Role',
    recipe: 'Recipe',
    creator: 'Creator',
    aiRating: 'AI Rating',
    created: 'Created',
  },
  unknownUser: 'Unknown',
  missing: '-',
  uncategorized: 'Uncategorized',
  recipeStatus: { approved: 'Approved', pending: 'Pending' },
  empty: {
    pendingUsers: 'No pending users',
    users: 'No users found',
    pendingRecipes: 'No pending recipes',
    recipes: 'No recipes found',
    ingredients: 'No ingredients found',
  },
  actions: {
    approve: 'Approve',
    ban: 'Ban',
    promote: 'Promote to Admin',
    demote: 'Demote',
    delete: 'Delete',
    uploadImage: 'Upload Image',
  },
  dialogs: {
    ban: 'Ban User?',
    promote: 'Promote to Admin?',
    demote: 'Demote Admin?',
    deleteRecipe: 'Delete Recipe?',
    uploadImage: (ingredient: string) => `Upload Image for ${ingredient}`,
  },
} as const;
