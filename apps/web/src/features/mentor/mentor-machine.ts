import { commandFromAlternatives, type VoiceCommand } from './voice-commands';

/**
 * Mentor Mode as a pure state machine (spec §4):
 * idle → Start (step 1 is spoken) → active; Pause/Resume toggle paused; Stop resets to step 1;
 * Next advances and speaks, and after the last step the session ends (finished); Repeat re-speaks;
 * Restart goes to step 1. After each step is spoken it listens for a voice command; after an
 * unrecognised command it listens again after MENTOR_RETRY_LISTEN_MS. Mute disables speech.
 *
 * The reducer only decides; the `useMentor` hook performs what the state asks for: it speaks while
 * `activity` is 'speaking' (a new `cue` means a new utterance), listens while it is 'listening', and
 * waits before listening again while it is 'retrying'.
 */
export type MentorStatus = 'idle' | 'active' | 'paused' | 'finished';
export type MentorActivity = 'none' | 'speaking' | 'listening' | 'retrying';
/** Whether voice commands can be used: recognition exists, and the microphone was not refused. */
export type VoiceAvailability = 'ready' | 'unsupported' | 'blocked' | 'no-microphone' | 'network';

export interface MentorState {
  status: MentorStatus;
  /** The current step, 0-based. */
  step: number;
  totalSteps: number;
  muted: boolean;
  voice: VoiceAvailability;
  activity: MentorActivity;
  /** Bumped whenever something new should be said (or, when muted, shown as said). */
  cue: number;
  /** What the current cue says: the current step, or the closing line after the last step. */
  says: 'step' | 'finished';
  /** True between the recogniser's start and end events: the Listening badge (spec §4). */
  micOn: boolean;
  /** The last thing heard and what it meant, for the screen to echo. */
  lastHeard: { transcript: string; command: VoiceCommand | null } | null;
}

export type MentorEvent =
  | { type: 'start' }
  | { type: 'pause' }
  | { type: 'resume' }
  | { type: 'stop' }
  | { type: 'next' }
  | { type: 'repeat' }
  | { type: 'restart' }
  | { type: 'toggleMute' }
  /** The utterance for `cue` finished (or could not be spoken). */
  | { type: 'spoken'; cue: number }
  | { type: 'micChanged'; on: boolean }
  /** The recogniser heard something: its alternatives, best first. */
  | { type: 'heard'; transcripts: readonly string[] }
  /** The recogniser stopped without hearing anything. */
  | { type: 'listenEnded' }
  | { type: 'retryListen' }
  | { type: 'voiceUnavailable'; reason: Exclude<VoiceAvailability, 'ready'> };

export function initialMentorState(totalSteps: number, options: { voiceSupported: boolean; muted?: boolean }): MentorState {
  return {
    status: 'idle',
    step: 0,
    totalSteps,
    muted: options.muted ?? false,
    voice: options.voiceSupported ? 'ready' : 'unsupported',
    activity: 'none',
    cue: 0,
    says: 'step',
    micOn: false,
    lastHeard: null,
  };
}

/** After something was said (or skipped because muted): listen for a command when voice works. */
function afterSpeech(state: MentorState): MentorState {
  const listen = state.says === 'step' && state.voice === 'ready';
  return { ...state, activity: listen ? 'listening' : 'none', micOn: listen ? state.micOn : false };
}

/** Says the current step (or closing line): a new cue; muted, it goes straight to what follows speech. */
function say(state: MentorState, says: MentorState['says']): MentorState {
  const next: MentorState = { ...state, says, cue: state.cue + 1, micOn: false };
  return next.muted ? afterSpeech(next) : { ...next, activity: 'speaking' };
}

function goTo(state: MentorState, step: number): MentorState {
  return say({ ...state, status: 'active', step }, 'step');
}

const running = (state: MentorState) => state.status === 'active' || state.status === 'paused';

export function mentorReducer(state: MentorState, event: MentorEvent): MentorState {
  switch (event.type) {
    case 'start':
      if (state.totalSteps === 0 || running(state)) return state;
      return goTo({ ...state, lastHeard: null }, 0);
    case 'pause':
      if (state.status !== 'active') return state;
      return { ...state, status: 'paused', activity: 'none', micOn: false };
    case 'resume':
      // Speech cannot continue mid-sentence reliably across browsers, so Resume says the step again.
      if (state.status !== 'paused') return state;
      return goTo(state, state.step);
    case 'stop':
      return { ...state, status: 'idle', step: 0, activity: 'none', micOn: false, says: 'step', lastHeard: null };
    case 'next':
      if (!running(state)) return state;
      if (state.step + 1 >= state.totalSteps) return say({ ...state, status: 'finished' }, 'finished');
      return goTo(state, state.step + 1);
    case 'repeat':
      if (!running(state)) return state;
      return goTo(state, state.step);
    case 'restart':
      if (state.totalSteps === 0) return state;
      return goTo({ ...state, lastHeard: null }, 0);
    case 'toggleMute': {
      const muted = !state.muted;
      // Muting mid-sentence stops the voice; the step counts as said, so listening follows.
      if (muted && state.activity === 'speaking') return afterSpeech({ ...state, muted });
      return { ...state, muted };
    }
    case 'spoken':
      if (state.activity !== 'speaking' || event.cue !== state.cue) return state;
      return afterSpeech(state);
    case 'micChanged':
      if (event.on && state.activity !== 'listening') return state;
      return state.micOn === event.on ? state : { ...state, micOn: event.on };
    case 'heard': {
      if (state.activity !== 'listening') return state;
      const command = commandFromAlternatives(event.transcripts);
      const heard = { ...state, micOn: false, lastHeard: { transcript: event.transcripts[0] ?? '', command } };
      if (command === 'next') return mentorReducer(heard, { type: 'next' });
      if (command === 'repeat') return mentorReducer(heard, { type: 'repeat' });
      if (command === 'restart') return mentorReducer(heard, { type: 'restart' });
      return { ...heard, activity: 'retrying' };
    }
    case 'listenEnded':
      if (state.activity !== 'listening') return state;
      return { ...state, activity: 'retrying', micOn: false };
    case 'retryListen':
      if (state.activity !== 'retrying' || state.voice !== 'ready') return state;
      return { ...state, activity: 'listening' };
    case 'voiceUnavailable':
      return {
        ...state,
        voice: event.reason,
        micOn: false,
        activity: state.activity === 'listening' || state.activity === 'retrying' ? 'none' : state.activity,
      };
  }
}
