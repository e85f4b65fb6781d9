import { recipeImportMessages } from '@hearth/contracts';

/** Words on the import panel of Create Recipe (issue 15); the server's messages live in @hearth/contracts. */
export const importCopy = {
  title: recipeImportMessages.title,
  description: 'Bring in a recipe from another website, then check it and make it yours. Nothing is saved until you create the recipe.',
  open: 'Import a recipe',
  again: 'Import another',
  dialogDescription: 'Use the link of a recipe page, or paste the page itself. What we find fills the form below and replaces what is in it.',
  linkTab: 'Link',
  pasteTab: 'Paste the page',
  urlLabel: 'Link to the recipe',
  urlPlaceholder: 'https://…',
  urlHint: 'The address of the recipe page, as in your browser.',
  pageLabel: 'The page',
  pagePlaceholder: 'Paste the page here: its text, its HTML source, or its schema.org JSON-LD.',
  pageHint: 'Useful when a site does not let us in: select the recipe (or view the source), copy, and paste.',
  submit: 'Import',
  pending: 'Reading the page…',
  cancel: 'Cancel',
  imported: (title: string) => `Imported “${title || 'Untitled recipe'}”`,
  from: 'From',
  by: (author: string) => `recipe by ${author}`,
  check: 'Check every field before you create the recipe: under each ingredient is the line it was read from.',
  picture: {
    loading: "Bringing in the page's picture…",
    added: "The page's picture was added to Photos. Remove it there if you would rather use your own.",
  },
} as const;
