import { z } from 'zod';
import { safeText } from '../input';
import { defineToolContract, endpoint, requiredText, toolSourceSchema } from './define';

export const MOOD_INPUT_MAX = 1000;

/** spec §5 'Mood: non-blank text'. */
export const moodSuggestionsRequestSchema = z.object({
  userInput: requiredText(MOOD_INPUT_MAX, 'Please tell us how you are feeling'),
});
export type MoodSuggestionsRequest = z.infer<typeof moodSuggestionsRequestSchema>;

/** One recommended platform recipe; id, image and time let the dialog show it and link to it. */
export const moodSuggestionSchema = z.object({
  name: safeText().min(1).max(200),
  reasoning: safeText().min(1).max(600),
  recipeId: z.number().int(),
  imageUrl: safeText().nullable(),
  cookingTime: z.number().int().nullable(),
  cuisine: safeText().nullable(),
  description: safeText().nullable(),
});
export type MoodSuggestion = z.infer<typeof moodSuggestionSchema>;

/** spec §3 'Other AI responses' → Mood, plus which engine answered. */
export const moodSuggestionsResponseSchema = z.object({
  detectedMood: safeText().min(1).max(40),
  /** Confidence in the detected mood, 0–100 (spec: moodScore, percent). */
  moodScore: z.number().int().min(0).max(100),
  /** Markdown: the words read, how they were weighed, and what the picks aim for. */
  reasoningExplanation: safeText().min(1).max(3000),
  suggestedRecipes: z.array(moodSuggestionSchema).max(6),
  source: toolSourceSchema,
});
export type MoodSuggestionsResponse = z.infer<typeof moodSuggestionsResponseSchema>;

export const moodSuggestionsContract = defineToolContract({
  key: 'mood-suggestions',
  endpoints: {
    suggest: endpoint({
      method: 'POST',
      path: '/api/ai/mood-suggestions',
      body: 'json',
      request: moodSuggestionsRequestSchema,
      response: moodSuggestionsResponseSchema,
      usesAi: true,
      summary: 'Reads a mood from free text and suggests platform recipes that suit it and the member’s rules',
      examples: {
        valid: { userInput: "I'm exhausted after a long week and it's raining" },
        invalid: { request: { userInput: '   ' }, message: 'Please tell us how you are feeling' },
      },
    }),
  },
});

/** spec §9: five mood prompts; each card fills the text box. */
export const MOOD_PROMPTS = [
  { title: 'Long day', prompt: "I'm exhausted after a long week and it's raining outside" },
  { title: 'Celebrating', prompt: 'I just got a promotion and want to celebrate with friends tonight!' },
  { title: 'Stressed', prompt: "I'm really stressed about deadlines and have almost no time to cook" },
  { title: 'Under the weather', prompt: "I'm feeling a bit sick and want something gentle" },
  { title: 'Homesick', prompt: "I miss my grandmother's cooking and feel a little nostalgic" },
] as const;

/** spec §4 colour rule for the mood badge. */
export function moodBadgeColor(mood: string): 'yellow' | 'blue' | 'red' | 'orange' | 'green' | 'gray' | 'purple' {
  switch (mood.trim().toLowerCase()) {
    case 'happy':
      return 'yellow';
    case 'sad':
      return 'blue';
    case 'stressed':
      return 'red';
    case 'excited':
      return 'orange';
    case 'calm':
      return 'green';
    case 'neutral':
      return 'gray';
    default:
      return 'purple';
  }
}
