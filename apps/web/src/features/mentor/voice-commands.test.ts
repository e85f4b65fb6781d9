import { describe, expect, it } from 'vitest';
import { commandFromAlternatives, normalizeTranscript, parseVoiceCommand } from './voice-commands';

describe('voice commands (spec §9)', () => {
  it('knows the five phrases', () => {
    expect(parseVoiceCommand('move to next')).toBe('next');
    expect(parseVoiceCommand('next step')).toBe('next');
    expect(parseVoiceCommand('repeat')).toBe('repeat');
    expect(parseVoiceCommand('restart')).toBe('restart');
    expect(parseVoiceCommand('start over')).toBe('restart');
  });

  it('ignores case, punctuation and surrounding words', () => {
    expect(normalizeTranscript('  Next   Step!  ')).toBe('next step');
    expect(parseVoiceCommand('Okay, NEXT STEP please.')).toBe('next');
    expect(parseVoiceCommand('could you repeat that')).toBe('repeat');
    expect(parseVoiceCommand("Let's start over")).toBe('restart');
  });

  it('matches whole words only, and unknown phrases are null', () => {
    expect(parseVoiceCommand('next')).toBeNull();
    expect(parseVoiceCommand('repeated')).toBeNull();
    expect(parseVoiceCommand('restarting')).toBeNull();
    expect(parseVoiceCommand('pass the salt')).toBeNull();
    expect(parseVoiceCommand('')).toBeNull();
  });

  it('when two commands are heard, the first said wins', () => {
    expect(parseVoiceCommand('repeat, no, next step')).toBe('repeat');
    expect(parseVoiceCommand('next step, no wait, repeat')).toBe('next');
  });

  it('takes the first alternative holding a command', () => {
    expect(commandFromAlternatives(['necks tap', 'next step'])).toBe('next');
    expect(commandFromAlternatives(['hello'])).toBeNull();
    expect(commandFromAlternatives([])).toBeNull();
  });
});
