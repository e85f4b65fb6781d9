/**
 * What Mentor Mode says aloud. The recipe's steps are read as written, in English, so the words around them
 * are English too; everything shown on screen is in the catalogues (mentor.json, decision 0036).
 */
export const mentorCopy = {
  spokenStep: (step: number, instruction: string) => `Step ${step}. ${instruction}`,
  spokenFinished: 'That was the last step. Enjoy your meal!',
} as const;
