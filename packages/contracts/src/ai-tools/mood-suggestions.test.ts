import { describe, expect, it } from 'vitest';
import { MOOD_PROMPTS, moodBadgeColor, moodSuggestionsRequestSchema } from './mood-suggestions';

describe('mood suggestions contract', () => {
  it('colours the mood badge as spec §4 says, purple for any other mood', () => {
    expect(['happy', 'sad', 'stressed', 'excited', 'calm', 'neutral', 'tired', 'nostalgic'].map(moodBadgeColor)).toEqual([
      'yellow',
      'blue',
      'red',
      'orange',
      'green',
      'gray',
      'purple',
      'purple',
    ]);
    expect(moodBadgeColor(' Happy ')).toBe('yellow');
  });

  it('has five prompt cards that the request accepts, and refuses blank text', () => {
    expect(MOOD_PROMPTS).toHaveLength(5);
    for (const p of MOOD_PROMPTS) expect(moodSuggestionsRequestSchema.safeParse({ userInput: p.prompt }).success).toBe(true);
    expect(moodSuggestionsRequestSchema.safeParse({ userInput: '  \n ' }).error?.issues[0]?.message).toBe('Please tell us how you are feeling');
  });
});
