// A checked song draft (the model's or the built-in engine's) becomes the composition: the arrangement
// and score it is played from, and the musical elements the member reads, both built from the same
// arrangement object.
import type { MusicalElements } from '@hearth/contracts';
import type { MusicContext, SongDraft } from './builtin';
import { parseLyrics } from './lyrics';
import { arrange, buildScore, TAIL_SECONDS, type Arrangement, type Score } from './score';
import { chordSymbol } from './theory';

export interface Composition {
  musicalElements: MusicalElements;
  arrangement: Arrangement;
  score: Score;
}

const round1 = (value: number) => Math.round(value * 10) / 10;

export function compose(context: MusicContext, draft: SongDraft): Composition {
  const { plan, taste } = context;
  // check() has already required the draft's key, mode and metre to be the plan's; the plan is used here
  // so that nothing but checked knowledge reaches the score.
  const elements = { key: plan.key, mode: plan.mode, tempo: draft.tempo, beatsPerBar: plan.beatsPerBar };
  const arrangement = arrange(elements, parseLyrics(draft.lyrics));
  const score = buildScore(
    { ...elements, articulation: plan.articulation, register: plan.register, harmony: plan.harmony, melodyVoice: plan.melodyVoice, percussion: plan.percussion },
    arrangement,
    context.songSeed,
  );
  const addSecond = plan.harmony === 'added seconds';
  const musicalElements: MusicalElements = {
    key: plan.key,
    mode: plan.mode,
    scale: plan.scale,
    timeSignature: plan.timeSignature,
    tempoRange: plan.tempoRange,
    instruments: plan.instruments,
    structure: arrangement.sections.map((section) => ({
      section: section.section,
      label: section.label,
      bars: section.bars,
      chords: section.degrees.map((degree) => chordSymbol(plan.key, plan.mode, degree, addSecond)),
    })),
    articulation: plan.articulation,
    register: plan.register,
    harmony: plan.harmony,
    durationSeconds: round1(arrangement.seconds + TAIL_SECONDS),
    taste: { profile: taste.profile, dominant: taste.dominant, basis: taste.basis, unknownIngredients: taste.unknown },
    reasoning: plan.reasoning.map((reason) =>
      reason.choice.startsWith(`${plan.tempo} BPM`) && draft.tempo !== plan.tempo
        ? {
            ...reason,
            choice: `${draft.tempo} BPM (${plan.mood} range ${plan.tempoRange.min}–${plan.tempoRange.max})`,
            because: `${reason.because} The composer chose ${draft.tempo} BPM within the mood’s range; the taste alone would place it at ${plan.tempo}.`,
          }
        : reason,
    ),
  };
  return { musicalElements, arrangement, score };
}
