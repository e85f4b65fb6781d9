/** The words of the export buttons (issue 15, item 4; decision 0034). */
export const dataExportCopy = {
  recipe: {
    button: 'Export',
    pending: 'Exporting…',
    description: 'Download this recipe as a schema.org JSON-LD file, which Mealie, Tandoor, Paprika and Hearth can import.',
    done: { title: 'Recipe exported', description: 'Import the file into Mealie, Tandoor, Paprika or another Hearth.' },
    failed: 'The recipe could not be exported',
  },
  account: {
    title: 'Your data',
    description:
      'Download everything Hearth keeps about you as one JSON file: your recipes with their steps and ingredients, collections, meal plans, shopping list, ratings, profile and AI tool history.',
    button: 'Export my data',
    pending: 'Preparing your file…',
    done: { title: 'Your data is downloading', description: 'The file holds everything in your account.' },
    failed: 'Your data could not be exported',
  },
} as const;
