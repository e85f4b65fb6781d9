import { describe, expect, it } from 'vitest';
import { initialMentorState, mentorReducer, type MentorEvent, type MentorState } from './mentor-machine';

const run = (state: MentorState, ...events: MentorEvent[]) => events.reduce(mentorReducer, state);
const fresh = (steps = 3, voiceSupported = true) => initialMentorState(steps, { voiceSupported });
/** The utterance for the current cue finished. */
const spoken = (state: MentorState) => mentorReducer(state, { type: 'spoken', cue: state.cue });

describe('Mentor Mode state machine (spec §4)', () => {
  it('starts idle at step 1, and Start speaks step 1', () => {
    const idle = fresh();
    expect(idle).toMatchObject({ status: 'idle', step: 0, activity: 'none', muted: false, voice: 'ready' });
    const started = run(idle, { type: 'start' });
    expect(started).toMatchObject({ status: 'active', step: 0, activity: 'speaking', says: 'step' });
    expect(started.cue).toBe(idle.cue + 1);
  });

  it('listens for a command once a step has been spoken', () => {
    const started = run(fresh(), { type: 'start' });
    const listening = spoken(started);
    expect(listening.activity).toBe('listening');
    // A late end event for an older utterance changes nothing.
    expect(mentorReducer(run(started, { type: 'repeat' }), { type: 'spoken', cue: started.cue }).activity).toBe('speaking');
  });

  it('Next advances and speaks; after the last step the session ends', () => {
    let state = spoken(run(fresh(2), { type: 'start' }));
    state = run(state, { type: 'next' });
    expect(state).toMatchObject({ status: 'active', step: 1, activity: 'speaking', says: 'step' });
    state = run(spoken(state), { type: 'next' });
    expect(state).toMatchObject({ status: 'finished', step: 1, activity: 'speaking', says: 'finished' });
    // Nothing to listen for after the closing line.
    expect(spoken(state)).toMatchObject({ status: 'finished', activity: 'none' });
    expect(run(spoken(state), { type: 'next' }).status).toBe('finished');
  });

  it('Repeat re-speaks the current step; Restart goes back to step 1', () => {
    const onTwo = spoken(run(fresh(), { type: 'start' }, { type: 'next' }));
    const repeated = run(onTwo, { type: 'repeat' });
    expect(repeated).toMatchObject({ step: 1, activity: 'speaking' });
    expect(repeated.cue).toBe(onTwo.cue + 1);
    expect(run(onTwo, { type: 'restart' })).toMatchObject({ status: 'active', step: 0, activity: 'speaking' });
  });

  it('Pause and Resume toggle a paused state; Resume says the step again', () => {
    const onTwo = spoken(run(fresh(), { type: 'start' }, { type: 'next' }));
    const paused = run(onTwo, { type: 'pause' });
    expect(paused).toMatchObject({ status: 'paused', step: 1, activity: 'none', micOn: false });
    expect(run(paused, { type: 'pause' })).toBe(paused);
    expect(run(paused, { type: 'resume' })).toMatchObject({ status: 'active', step: 1, activity: 'speaking' });
    // Resume only means something while paused.
    expect(run(onTwo, { type: 'resume' })).toBe(onTwo);
  });

  it('Stop resets to step 1 from anywhere', () => {
    const states = [
      run(fresh(), { type: 'start' }, { type: 'next' }),
      run(fresh(), { type: 'start' }, { type: 'next' }, { type: 'pause' }),
      run(fresh(1), { type: 'start' }, { type: 'next' }),
    ];
    for (const state of states) expect(run(state, { type: 'stop' })).toMatchObject({ status: 'idle', step: 0, activity: 'none', micOn: false });
  });

  it('voice commands: next step, move to next, repeat, restart, start over', () => {
    const listening = spoken(run(fresh(), { type: 'start' }));
    expect(run(listening, { type: 'heard', transcripts: ['Next step'] })).toMatchObject({ step: 1, activity: 'speaking', lastHeard: { command: 'next' } });
    expect(run(listening, { type: 'heard', transcripts: ['move to next please'] }).step).toBe(1);
    const onTwo = spoken(run(listening, { type: 'heard', transcripts: ['next step'] }));
    expect(run(onTwo, { type: 'heard', transcripts: ['repeat'] })).toMatchObject({ step: 1, activity: 'speaking' });
    expect(run(onTwo, { type: 'heard', transcripts: ['restart'] })).toMatchObject({ step: 0, activity: 'speaking' });
    expect(run(onTwo, { type: 'heard', transcripts: ['start over'] })).toMatchObject({ step: 0, activity: 'speaking' });
    // A later alternative can hold the command when the best guess does not.
    expect(run(listening, { type: 'heard', transcripts: ['nest tep', 'next step'] }).step).toBe(1);
  });

  it('after an unrecognised command it waits, then listens again', () => {
    const listening = spoken(run(fresh(), { type: 'start' }));
    const retrying = run(listening, { type: 'heard', transcripts: ['pass the salt'] });
    expect(retrying).toMatchObject({ activity: 'retrying', step: 0, lastHeard: { transcript: 'pass the salt', command: null } });
    expect(run(retrying, { type: 'retryListen' }).activity).toBe('listening');
    // Silence (the recogniser ends with no result) is treated the same way.
    expect(run(listening, { type: 'listenEnded' }).activity).toBe('retrying');
    // Words heard while not listening are ignored.
    const speaking = run(fresh(), { type: 'start' });
    expect(run(speaking, { type: 'heard', transcripts: ['next step'] })).toBe(speaking);
  });

  it('the Listening badge follows the microphone, and only while listening', () => {
    const listening = spoken(run(fresh(), { type: 'start' }));
    const micOn = run(listening, { type: 'micChanged', on: true });
    expect(micOn.micOn).toBe(true);
    expect(run(micOn, { type: 'micChanged', on: false }).micOn).toBe(false);
    expect(run(micOn, { type: 'pause' }).micOn).toBe(false);
    expect(run(micOn, { type: 'next' }).micOn).toBe(false);
    const speaking = run(fresh(), { type: 'start' });
    expect(run(speaking, { type: 'micChanged', on: true }).micOn).toBe(false);
  });

  it('mute disables speech: steps still advance, listening follows at once', () => {
    const muted = run(fresh(), { type: 'toggleMute' });
    const started = run(muted, { type: 'start' });
    expect(started).toMatchObject({ status: 'active', step: 0, activity: 'listening', muted: true });
    expect(run(started, { type: 'next' })).toMatchObject({ step: 1, activity: 'listening' });
    // Muting mid-sentence stops the voice and moves on to listening.
    const speaking = run(fresh(), { type: 'start' });
    expect(run(speaking, { type: 'toggleMute' })).toMatchObject({ muted: true, activity: 'listening' });
    // Unmuting does not replay anything by itself; the next step is spoken again.
    const unmuted = run(started, { type: 'toggleMute' });
    expect(unmuted).toMatchObject({ muted: false, activity: 'listening' });
    expect(run(unmuted, { type: 'next' }).activity).toBe('speaking');
  });

  it('without speech recognition the buttons still work and nothing listens', () => {
    const noVoice = fresh(2, false);
    expect(noVoice.voice).toBe('unsupported');
    const started = spoken(run(noVoice, { type: 'start' }));
    expect(started).toMatchObject({ status: 'active', activity: 'none' });
    expect(run(started, { type: 'next' })).toMatchObject({ step: 1, activity: 'speaking' });
    expect(run(started, { type: 'retryListen' })).toBe(started);
  });

  it('a blocked microphone turns voice commands off for the session', () => {
    const listening = spoken(run(fresh(), { type: 'start' }));
    const blocked = run(listening, { type: 'voiceUnavailable', reason: 'blocked' });
    expect(blocked).toMatchObject({ voice: 'blocked', activity: 'none' });
    expect(spoken(run(blocked, { type: 'next' })).activity).toBe('none');
  });

  it('a recipe without steps cannot start', () => {
    const empty = fresh(0);
    expect(run(empty, { type: 'start' })).toBe(empty);
    expect(run(empty, { type: 'restart' })).toBe(empty);
    expect(run(empty, { type: 'next' })).toBe(empty);
  });

  it('every step is reachable and the session always ends after the last (any length)', () => {
    for (let total = 1; total <= 6; total++) {
      let state = spoken(run(fresh(total), { type: 'start' }));
      const seen = [state.step];
      while (state.status === 'active') {
        state = spoken(run(state, { type: 'heard', transcripts: ['next step'] }));
        if (state.status === 'active') seen.push(state.step);
      }
      expect(seen).toEqual(Array.from({ length: total }, (_, i) => i));
      expect(state.status).toBe('finished');
    }
  });
});
