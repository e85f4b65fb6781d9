import { MENTOR_SPEECH } from '@hearth/contracts';
import { describe, expect, it, vi } from 'vitest';
import { browserSpeech, voiceErrorReason } from './speech-adapter';

/** A stand-in window with the Web Speech API's shape. */
function fakeWindow(options: { recognition?: 'standard' | 'webkit' | 'none'; synthesis?: boolean } = {}) {
  const spoken: { text: string; rate: number; pitch: number; volume: number; lang: string }[] = [];
  const utterances: FakeUtterance[] = [];
  class FakeUtterance {
    rate = 1;
    pitch = 1;
    volume = 1;
    lang = '';
    onend: (() => void) | null = null;
    onerror: (() => void) | null = null;
    constructor(readonly text: string) {
      utterances.push(this);
    }
  }
  const synth = {
    cancel: vi.fn(),
    speak: vi.fn((u: FakeUtterance) => spoken.push({ text: u.text, rate: u.rate, pitch: u.pitch, volume: u.volume, lang: u.lang })),
  };
  const recognitions: FakeRecognition[] = [];
  class FakeRecognition {
    lang = '';
    continuous = true;
    interimResults = true;
    maxAlternatives = 1;
    onstart: (() => void) | null = null;
    onresult: ((e: unknown) => void) | null = null;
    onerror: ((e: { error: string }) => void) | null = null;
    onend: (() => void) | null = null;
    start = vi.fn(() => this.onstart?.());
    abort = vi.fn();
    constructor() {
      recognitions.push(this);
    }
  }
  const win: Record<string, unknown> = { setTimeout, clearTimeout };
  if (options.synthesis !== false) Object.assign(win, { speechSynthesis: synth, SpeechSynthesisUtterance: FakeUtterance });
  if (options.recognition === 'webkit') win.webkitSpeechRecognition = FakeRecognition;
  else if (options.recognition !== 'none') win.SpeechRecognition = FakeRecognition;
  return { win: win as unknown as Window, spoken, utterances, synth, recognitions };
}

describe('browser speech adapter', () => {
  it('speaks with the Mentor Mode voice settings and reports the end once', () => {
    const { win, spoken, utterances, synth } = fakeWindow();
    const speech = browserSpeech(win);
    expect(speech.canSpeak).toBe(true);
    const done = vi.fn();
    speech.speak('Step 1. Boil water.', done);
    expect(spoken).toEqual([{ text: 'Step 1. Boil water.', rate: MENTOR_SPEECH.rate, pitch: MENTOR_SPEECH.pitch, volume: MENTOR_SPEECH.volume, lang: MENTOR_SPEECH.lang }]);
    expect(synth.cancel).toHaveBeenCalledTimes(1); // anything still speaking is cut off first
    utterances[0]!.onend?.();
    utterances[0]!.onerror?.();
    expect(done).toHaveBeenCalledTimes(1);
  });

  it('silencing cancels speech and no end is reported afterwards', () => {
    const { win, utterances, synth } = fakeWindow();
    const done = vi.fn();
    const silence = browserSpeech(win).speak('Step 2.', done);
    silence();
    expect(synth.cancel).toHaveBeenCalledTimes(2);
    utterances[0]!.onend?.();
    expect(done).not.toHaveBeenCalled();
  });

  it('uses webkitSpeechRecognition in en-US for one phrase with alternatives', () => {
    const { win, recognitions } = fakeWindow({ recognition: 'webkit' });
    const speech = browserSpeech(win);
    expect(speech.canListen).toBe(true);
    const handlers = { onStart: vi.fn(), onResult: vi.fn(), onEnd: vi.fn(), onError: vi.fn() };
    const stop = speech.listen(handlers);
    const r = recognitions[0]!;
    expect(r).toMatchObject({ lang: MENTOR_SPEECH.lang, continuous: false, interimResults: false });
    expect(handlers.onStart).toHaveBeenCalled();
    r.onresult?.({ resultIndex: 0, results: [[{ transcript: 'next step' }, { transcript: 'necks step' }]] });
    expect(handlers.onResult).toHaveBeenCalledWith(['next step', 'necks step']);
    r.onerror?.({ error: 'no-speech' });
    expect(handlers.onError).toHaveBeenCalledWith('no-speech');
    stop();
    expect(r.abort).toHaveBeenCalled();
    r.onend?.();
    expect(handlers.onEnd).not.toHaveBeenCalled();
  });

  it('says when the browser has neither API', () => {
    const speech = browserSpeech(fakeWindow({ recognition: 'none', synthesis: false }).win);
    expect(speech.canSpeak).toBe(false);
    expect(speech.canListen).toBe(false);
  });

  it('maps recognition errors to what they mean for voice commands', () => {
    expect(voiceErrorReason('not-allowed')).toBe('blocked');
    expect(voiceErrorReason('service-not-allowed')).toBe('blocked');
    expect(voiceErrorReason('audio-capture')).toBe('no-microphone');
    expect(voiceErrorReason('network')).toBe('network');
    expect(voiceErrorReason('no-speech')).toBeNull();
    expect(voiceErrorReason('aborted')).toBeNull();
  });
});
