import { COMFORT_FOOD_STUDY, MOOD_FOOD, QUALITY_READERS, type MoodRecipeFacts } from '../../knowledge/mood-food';
import {
  DIMINISHERS,
  INTENSIFIERS,
  MOOD_WORDS,
  MOODS,
  NEGATED_MOOD,
  NEGATION_SHARE,
  NEGATION_WINDOW,
  NEGATORS,
  QUALITIES,
  SITUATION_CUES,
  type DetectedMood,
  type Mood,
  type Quality,
} from '../../knowledge/mood-lexicon';

/** One piece of evidence the reader found, quoted as the member typed it. */
export interface MoodHit {
  quote: string;
  mood: Mood;
  weight: number;
  negated: boolean;
}

export interface MoodReading {
  mood: DetectedMood;
  /** 0–100. */
  confidence: number;
  hits: MoodHit[];
  /** Per-mood evidence, for the runner-up. */
  scores: Partial<Record<Mood, number>>;
  /** Situations read ("raining" → rain) and what they ask of a dish. */
  situations: { quote: string; reads: string; wants: Partial<Record<Quality, number>> }[];
  /** The mood with the next-most evidence when it is close to the winner. */
  secondary: Mood | null;
}

/** Below this much evidence the text is read as neutral: a lone 'good' says little. */
const MIN_EVIDENCE = 1.5;
/** Confidence for text with no readable feeling. */
const NEUTRAL_CONFIDENCE = 20;
/** A runner-up this close to the winner is mentioned and shapes the picks. */
const SECONDARY_SHARE = 0.5;

interface Token {
  text: string;
  start: number;
  end: number;
  boundary: boolean;
}

const TOKEN = /[\p{L}\p{N}]+(?:['’][\p{L}]+)*|\p{Extended_Pictographic}\uFE0F?|[.,;:!?]|\bbut\b/gu;

function tokenize(text: string): Token[] {
  const tokens: Token[] = [];
  for (const match of text.matchAll(TOKEN)) {
    const raw = match[0].toLowerCase().replaceAll('’', "'");
    tokens.push({ text: raw, start: match.index, end: match.index + match[0].length, boundary: /^[.,;:!?]$/.test(raw) || raw === 'but' });
  }
  return tokens;
}

type Phrase<T> = { words: string[]; value: T };

/** Phrases by first word, longest first, so 'worn out' wins over 'worn'. */
function phraseIndex<T>(entries: [string, T][]): Map<string, Phrase<T>[]> {
  const index = new Map<string, Phrase<T>[]>();
  for (const [phrase, value] of entries) {
    const words = tokenize(phrase).map((t) => t.text);
    if (!words.length) continue;
    const list = index.get(words[0]!) ?? [];
    list.push({ words, value });
    index.set(words[0]!, list);
  }
  for (const list of index.values()) list.sort((a, b) => b.words.length - a.words.length);
  return index;
}

function matchAt<T>(index: Map<string, Phrase<T>[]>, tokens: Token[], i: number): Phrase<T> | undefined {
  return index.get(tokens[i]!.text)?.find((p) => p.words.every((w, k) => tokens[i + k]?.text === w));
}

const moodIndex = phraseIndex(
  MOODS.flatMap((mood) => Object.entries(MOOD_WORDS[mood]).map(([phrase, weight]) => [phrase, { mood, weight }] as [string, { mood: Mood; weight: number }])),
);
const modifierIndex = phraseIndex<number>([...Object.entries(INTENSIFIERS), ...Object.entries(DIMINISHERS)]);
const situationIndex = phraseIndex(Object.entries(SITUATION_CUES));
const negators = new Set(NEGATORS);
const isNegator = (word: string) => negators.has(word) || word.endsWith("n't");

/**
 * Reads a mood from free text with the lexicon: longest phrase first, a negator within three words
 * flips a feeling toward its opposite at half weight, intensifiers and diminishers scale the word
 * that follows. Deterministic; the evidence is returned so the answer can quote it.
 */
export function readMood(text: string): MoodReading {
  const tokens = tokenize(text);
  const hits: MoodHit[] = [];
  const situations: MoodReading['situations'] = [];
  let negatedAt = -Infinity;
  let modifier: { factor: number; at: number; start: number } | null = null;
  for (let i = 0; i < tokens.length;) {
    const token = tokens[i]!;
    if (token.boundary) {
      negatedAt = -Infinity;
      modifier = null;
      i++;
      continue;
    }
    const moodPhrase = matchAt(moodIndex, tokens, i);
    if (moodPhrase) {
      const end = i + moodPhrase.words.length - 1;
      const negated = i - negatedAt <= NEGATION_WINDOW;
      const scaled = modifier && i - modifier.at <= 2 ? modifier : null;
      const start = scaled ? Math.min(scaled.start, token.start) : token.start;
      const quoteStart = negated ? Math.min(start, tokens[negatedAt]!.start) : start;
      const quote = text.slice(quoteStart, tokens[end]!.end);
      const weight = moodPhrase.value.weight * (scaled?.factor ?? 1);
      if (!negated) hits.push({ quote, mood: moodPhrase.value.mood, weight, negated: false });
      else {
        const opposite = NEGATED_MOOD[moodPhrase.value.mood];
        if (opposite) hits.push({ quote, mood: opposite, weight: weight * NEGATION_SHARE, negated: true });
      }
      negatedAt = -Infinity;
      modifier = null;
      i = end + 1;
      continue;
    }
    const situation = matchAt(situationIndex, tokens, i);
    if (situation) {
      const end = i + situation.words.length - 1;
      if (i - negatedAt > NEGATION_WINDOW) situations.push({ quote: text.slice(token.start, tokens[end]!.end), reads: situation.value.reads, wants: situation.value.wants });
      i = end + 1;
      continue;
    }
    const mod = matchAt(modifierIndex, tokens, i);
    if (mod) {
      const end = i + mod.words.length - 1;
      // "really very tired": modifiers multiply.
      const factor: number = modifier && i - modifier.at <= 2 ? modifier.factor * mod.value : mod.value;
      modifier = { factor, at: end, start: modifier && i - modifier.at <= 2 ? modifier.start : token.start };
      i = end + 1;
      continue;
    }
    if (isNegator(token.text)) negatedAt = i;
    i++;
  }

  const scores: Partial<Record<Mood, number>> = {};
  for (const hit of hits) scores[hit.mood] = (scores[hit.mood] ?? 0) + hit.weight;
  // Ties go to the mood listed first in the lexicon, so the answer never depends on word order alone.
  const ranked = MOODS.filter((m) => (scores[m] ?? 0) > 0).sort((a, b) => scores[b]! - scores[a]! || MOODS.indexOf(a) - MOODS.indexOf(b));
  const top = ranked[0];
  const topScore = top ? scores[top]! : 0;
  if (!top || topScore < MIN_EVIDENCE) return { mood: 'neutral', confidence: NEUTRAL_CONFIDENCE, hits, scores, situations, secondary: null };
  const total = ranked.reduce((sum, m) => sum + scores[m]!, 0);
  const evidence = 1 - Math.exp(-topScore / 3);
  const share = topScore / total;
  const confidence = Math.max(NEUTRAL_CONFIDENCE + 1, Math.min(97, Math.round(100 * evidence * (0.4 + 0.6 * share))));
  const runnerUp = ranked[1];
  const secondary = runnerUp && scores[runnerUp]! >= SECONDARY_SHARE * topScore ? runnerUp : null;
  return { mood: top, confidence, hits, scores, situations, secondary };
}

/** A listed recipe the member may eat, as the task sees it. */
export interface MoodCandidate extends MoodRecipeFacts {
  id: number;
  ingredients: string[];
  /** 0–5: community rating, else the AI rating, else 2.5. */
  quality: number;
}

export interface MoodPick {
  recipeId: number;
  reasoning: string;
}

/** What a dish should offer for this reading: the mood's wants, half the runner-up's, plus situations. */
export function wantedQualities(reading: MoodReading): Partial<Record<Quality, number>> {
  const wants: Partial<Record<Quality, number>> = { ...MOOD_FOOD[reading.mood].wants };
  const add = (from: Partial<Record<Quality, number>>, share: number) => {
    for (const q of QUALITIES) if (from[q]) wants[q] = (wants[q] ?? 0) + from[q]! * share;
  };
  if (reading.secondary) add(MOOD_FOOD[reading.secondary].wants, 0.5);
  for (const situation of reading.situations) add(situation.wants, 1);
  return wants;
}

export const MAX_PICKS = 4;

const list = (items: string[]) => (items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`);

/** Ranks candidates by the qualities wanted; each pick's reasoning names what it has ('20 minutes, one pot'). */
export function pickRecipes(reading: MoodReading, candidates: readonly MoodCandidate[]): MoodPick[] {
  const wants = wantedQualities(reading);
  const scored = candidates.map((candidate) => {
    let fit = 0;
    const reasons: { quality: Quality; says: string; weight: number }[] = [];
    for (const quality of QUALITIES) {
      const weight = wants[quality];
      if (!weight) continue;
      const found = QUALITY_READERS[quality](candidate);
      if (!found) continue;
      fit += weight * found.strength;
      // One fact, one mention: 'party food' makes a dish both festive and for sharing, but is said once.
      if (weight > 0 && !reasons.some((r) => r.says.includes(found.says) || found.says.includes(r.says)))
        reasons.push({ quality, says: found.says, weight: weight * found.strength });
    }
    // Quality only orders recipes that fit equally; it never outweighs a wanted quality.
    return { candidate, fit, reasons: reasons.sort((a, b) => b.weight - a.weight), rank: fit + candidate.quality / 10 };
  });
  const fitting = scored.filter((s) => s.fit > 0 && s.reasons.length);
  const pool = reading.mood === 'neutral' && !fitting.length ? scored : fitting;
  return pool
    .sort((a, b) => b.rank - a.rank || a.candidate.id - b.candidate.id)
    .slice(0, MAX_PICKS)
    .map(({ candidate, reasons }) => {
      const top = reasons.slice(0, 3);
      const says = top.map((r) => r.says);
      const qualities = [...new Set(top.map((r) => r.quality))];
      const forWhat = reading.mood === 'neutral' ? 'a good all-round choice that fits your diet and allergies' : `${list(qualities)}, which suits feeling ${reading.mood}`;
      const reasoning = says.length ? `${capitalise(list(says))} — ${forWhat}.` : `A ${candidate.cuisine ?? 'home'} recipe that fits your diet and allergies.`;
      return { recipeId: candidate.id, reasoning };
    });
}

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
const quoted = (text: string) => `“${text}”`;

/** The reasoning: the words read, the confidence and why, what the picks aim for, and what food cannot do. */
export function explainReading(reading: MoodReading, picks: readonly MoodPick[], candidateCount = picks.length): string {
  const parts: string[] = [];
  if (reading.mood === 'neutral') {
    const hints = reading.hits.length ? ` The only hint was ${list(reading.hits.map((h) => quoted(h.quote)))}, which is not enough to go on.` : '';
    parts.push(
      `**Neutral, low confidence (${reading.confidence}%).** I could not find clear words about how you feel, so I am not guessing a mood.${hints} A sentence such as “I'm tired and short on time” helps.`,
    );
  } else {
    const evidence = reading.hits.filter((h) => h.mood === reading.mood).map((h) => `${quoted(h.quote)}${h.negated ? ' (negated, half weight)' : ''}`);
    parts.push(`**${capitalise(reading.mood)}, ${reading.confidence}% confidence.** I read this from ${list(evidence)}.`);
    if (reading.secondary) {
      const other = reading.hits.filter((h) => h.mood === reading.secondary).map((h) => quoted(h.quote));
      parts.push(`There are also signs of feeling ${reading.secondary} (${list(other)}), so the picks lean on both.`);
    }
  }
  if (reading.situations.length) {
    const seen = [...new Map(reading.situations.map((s) => [s.reads, s])).values()];
    parts.push(`I also noted ${list(seen.map((s) => `${s.reads} (${quoted(s.quote)})`))}, which changes what suits: ${list(describeWants(seen))}.`);
  }
  const wanted = Object.entries(wantedQualities(reading))
    .filter(([, w]) => w > 0)
    .sort((a, b) => b[1] - a[1])
    .slice(0, 3)
    .map(([q]) => q);
  if (reading.mood !== 'neutral') parts.push(`So I looked for recipes that are ${list(wanted)}. ${MOOD_FOOD[reading.mood].why}`);
  else parts.push(MOOD_FOOD.neutral.why);
  if (MOOD_FOOD[reading.mood].comfortCaveat || (reading.secondary && MOOD_FOOD[reading.secondary].comfortCaveat)) {
    parts.push(
      `One honest note: food is not a mood cure. In a controlled study, comfort food lifted people’s mood no more than other food or no food at all (${COMFORT_FOOD_STUDY}); the picks are about ease and enjoyment.`,
    );
  }
  if (!candidateCount) parts.push('No listed recipe can be confirmed safe for your diet and allergies yet, so I am not suggesting any.');
  else if (!picks.length) parts.push('None of the listed recipes that fit your diet and allergies has these qualities right now.');
  parts.push('_This reads the words you typed; it is not a judgement of how you really feel._');
  return parts.join('\n\n');
}

const SITUATION_WANTS: Record<Quality, string> = {
  warming: 'something warm',
  comforting: 'something comforting',
  light: 'something light',
  quick: 'something quick',
  simple: 'something simple',
  festive: 'something festive',
  sharing: 'something to share',
  gentle: 'something gentle',
  project: 'something to take time over',
  bold: 'bold flavours',
  traditional: 'something traditional',
  nourishing: 'something nourishing',
};

function describeWants(situations: MoodReading['situations']): string[] {
  const out: string[] = [];
  for (const s of situations) {
    for (const [quality, weight] of Object.entries(s.wants)) {
      const phrase = weight! > 0 ? SITUATION_WANTS[quality as Quality] : `nothing too ${quality === 'warming' ? 'hot and heavy' : quality}`;
      if (!out.includes(phrase)) out.push(phrase);
    }
  }
  return out;
}
