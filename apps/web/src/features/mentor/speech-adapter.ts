import { MENTOR_SPEECH } from '@hearth/contracts';
import type { VoiceAvailability } from './mentor-machine';

/**
 * Mentor Mode's window onto the Web Speech API: speech synthesis to read steps, speech recognition to
 * hear commands. The hook depends on this interface only, so tests (and browsers without the APIs) can
 * stand in for it.
 */
export interface ListenHandlers {
  onStart: () => void;
  /** Alternatives for what was heard, best first. */
  onResult: (transcripts: string[]) => void;
  onEnd: () => void;
  onError: (error: string) => void;
}

export interface SpeechAdapter {
  readonly canSpeak: boolean;
  readonly canListen: boolean;
  /** Says `text`; `onDone` runs once when it ends or fails. Returns a function that silences it. */
  speak(text: string, onDone: () => void): () => void;
  /** Listens for one phrase. Returns a function that stops listening; no handler runs after it. */
  listen(handlers: ListenHandlers): () => void;
}

/** What recognition errors mean for voice commands; null when listening may simply be tried again. */
export function voiceErrorReason(error: string): Exclude<VoiceAvailability, 'ready'> | null {
  switch (error) {
    case 'not-allowed':
    case 'service-not-allowed':
      return 'blocked';
    case 'audio-capture':
      return 'no-microphone';
    case 'network':
      return 'network';
    case 'language-not-supported':
      return 'unsupported';
    default:
      return null; // 'no-speech', 'aborted', 'bad-grammar': the end event follows and listening resumes.
  }
}

interface RecognitionAlternative {
  transcript: string;
}
interface RecognitionResultEvent {
  resultIndex?: number;
  results: ArrayLike<ArrayLike<RecognitionAlternative>>;
}
interface Recognition {
  lang: string;
  continuous: boolean;
  interimResults: boolean;
  maxAlternatives: number;
  onstart: (() => void) | null;
  onresult: ((event: RecognitionResultEvent) => void) | null;
  onerror: ((event: { error: string }) => void) | null;
  onend: (() => void) | null;
  start(): void;
  abort(): void;
}
type RecognitionConstructor = new () => Recognition;

function recognitionConstructor(win: Window): RecognitionConstructor | undefined {
  const w = win as Window & { SpeechRecognition?: RecognitionConstructor; webkitSpeechRecognition?: RecognitionConstructor };
  return w.SpeechRecognition ?? w.webkitSpeechRecognition;
}

function alternatives(event: RecognitionResultEvent): string[] {
  const { results } = event;
  const result = results[event.resultIndex ?? results.length - 1] ?? results[results.length - 1];
  if (!result) return [];
  return Array.from({ length: result.length }, (_, i) => result[i]?.transcript ?? '').filter((t) => t.trim() !== '');
}

/** The browser's speechSynthesis and SpeechRecognition (webkitSpeechRecognition in Chrome and Safari). */
export function browserSpeech(win: Window = window): SpeechAdapter {
  // Looked up on the given window (not the global) so a test double installed on it is used.
  const w = win as Window & { speechSynthesis?: SpeechSynthesis; SpeechSynthesisUtterance?: typeof SpeechSynthesisUtterance };
  const synth = w.speechSynthesis;
  const Utterance = w.SpeechSynthesisUtterance;
  const Recognition = recognitionConstructor(win);

  return {
    canSpeak: Boolean(synth && Utterance),
    canListen: Boolean(Recognition),

    speak(text, onDone) {
      if (!synth || !Utterance) {
        const timer = win.setTimeout(onDone, 0);
        return () => win.clearTimeout(timer);
      }
      let settled = false;
      const finish = () => {
        if (settled) return;
        settled = true;
        onDone();
      };
      const utterance = new Utterance(text);
      utterance.rate = MENTOR_SPEECH.rate;
      utterance.pitch = MENTOR_SPEECH.pitch;
      utterance.volume = MENTOR_SPEECH.volume;
      utterance.lang = MENTOR_SPEECH.lang;
      utterance.onend = finish;
      utterance.onerror = finish;
      synth.cancel();
      synth.speak(utterance);
      return () => {
        settled = true;
        utterance.onend = null;
        utterance.onerror = null;
        synth.cancel();
      };
    },

    listen(handlers) {
      if (!Recognition) {
        const timer = win.setTimeout(() => handlers.onError('language-not-supported'), 0);
        return () => win.clearTimeout(timer);
      }
      let live = true;
      const recognition = new Recognition();
      recognition.lang = MENTOR_SPEECH.lang;
      recognition.continuous = false;
      recognition.interimResults = false;
      recognition.maxAlternatives = 3;
      recognition.onstart = () => live && handlers.onStart();
      recognition.onresult = (event) => live && handlers.onResult(alternatives(event));
      recognition.onerror = (event) => live && handlers.onError(event.error);
      recognition.onend = () => live && handlers.onEnd();
      try {
        recognition.start();
      } catch {
        // Already started elsewhere, or refused synchronously: treat it as an empty listen.
        win.setTimeout(() => live && handlers.onEnd(), 0);
      }
      return () => {
        live = false;
        recognition.onstart = null;
        recognition.onresult = null;
        recognition.onerror = null;
        recognition.onend = null;
        try {
          recognition.abort();
        } catch {
          // Not running: nothing to stop.
        }
      };
    },
  };
}
