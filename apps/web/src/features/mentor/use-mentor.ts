import { MENTOR_RETRY_LISTEN_MS } from '@hearth/contracts';
import { useEffect, useReducer, useState } from 'react';
import { mentorCopy } from './copy';
import { initialMentorState, mentorReducer } from './mentor-machine';
import { browserSpeech, voiceErrorReason, type SpeechAdapter } from './speech-adapter';

/**
 * Runs Mentor Mode over a recipe's steps: the reducer decides, and these effects speak, listen and wait
 * as its state asks. Leaving the page silences the voice and releases the microphone.
 * Give the component using it a `key` that changes with the steps, so a different recipe starts afresh.
 */
export function useMentor(steps: readonly string[], adapter?: SpeechAdapter) {
  const [speech] = useState<SpeechAdapter>(() => adapter ?? browserSpeech());
  const [state, dispatch] = useReducer(mentorReducer, steps.length, (total) => initialMentorState(total, { voiceSupported: speech.canListen }));

  const utterance = state.says === 'finished' ? mentorCopy.spokenFinished : mentorCopy.spokenStep(state.step + 1, steps[state.step] ?? '');

  useEffect(() => {
    if (state.activity !== 'speaking') return;
    const cue = state.cue;
    return speech.speak(utterance, () => dispatch({ type: 'spoken', cue }));
  }, [speech, state.activity, state.cue, utterance]);

  useEffect(() => {
    if (state.activity !== 'listening') return;
    return speech.listen({
      onStart: () => dispatch({ type: 'micChanged', on: true }),
      onResult: (transcripts) => dispatch({ type: 'heard', transcripts }),
      onEnd: () => {
        dispatch({ type: 'micChanged', on: false });
        dispatch({ type: 'listenEnded' });
      },
      onError: (error) => {
        const reason = voiceErrorReason(error);
        if (reason) dispatch({ type: 'voiceUnavailable', reason });
      },
    });
  }, [speech, state.activity, state.cue]);

  useEffect(() => {
    if (state.activity !== 'retrying') return;
    const timer = window.setTimeout(() => dispatch({ type: 'retryListen' }), MENTOR_RETRY_LISTEN_MS);
    return () => window.clearTimeout(timer);
  }, [state.activity, state.cue]);

  return { state, dispatch, canSpeak: speech.canSpeak };
}
