/** Mentor Mode's voice commands (spec §9): 'move to next' or 'next step'; 'repeat'; 'restart' or 'start over'. */
export type VoiceCommand = 'next' | 'repeat' | 'restart';

export const VOICE_COMMANDS: readonly { command: VoiceCommand; phrases: readonly string[] }[] = [
  { command: 'next', phrases: ['move to next', 'next step'] },
  { command: 'repeat', phrases: ['repeat'] },
  { command: 'restart', phrases: ['restart', 'start over'] },
];

/** Lower case, punctuation dropped, single spaces: "Next step!" and "next  step" read the same. */
export function normalizeTranscript(transcript: string): string {
  return transcript
    .toLocaleLowerCase()
    .replace(/[^\p{L}\p{N}\s]/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * The command a heard phrase holds, or null. A phrase counts when it appears as whole words anywhere in
 * what was heard ("okay, next step please"); when several do, the one said first wins.
 */
export function parseVoiceCommand(transcript: string): VoiceCommand | null {
  const heard = ` ${normalizeTranscript(transcript)} `;
  let best: { command: VoiceCommand; at: number } | null = null;
  for (const { command, phrases } of VOICE_COMMANDS) {
    for (const phrase of phrases) {
      const at = heard.indexOf(` ${phrase} `);
      if (at !== -1 && (best === null || at < best.at)) best = { command, at };
    }
  }
  return best?.command ?? null;
}

/** The first alternative that holds a command (recognisers offer several guesses per phrase). */
export function commandFromAlternatives(transcripts: readonly string[]): VoiceCommand | null {
  for (const transcript of transcripts) {
    const command = parseVoiceCommand(transcript);
    if (command) return command;
  }
  return null;
}
