// The mood reader's lexicon: feeling words and phrases with a weight (how plainly they name a mood),
// the words that flip, raise or soften them, and situations that change what food suits the moment.
// Written for Hearth from everyday English usage; weights are editorial judgements (1 = a hint,
// 3 = names the feeling outright), not taken from a published lexicon.

export const MOODS = [
  'happy',
  'sad',
  'stressed',
  'excited',
  'calm',
  'tired',
  'anxious',
  'nostalgic',
  'celebratory',
  'lonely',
  'angry',
  'bored',
  'unwell',
] as const;
export type Mood = (typeof MOODS)[number];
export type DetectedMood = Mood | 'neutral';

/** word or phrase (lowercase, as typed) → the mood it points to and how strongly. */
export const MOOD_WORDS: Record<Mood, Record<string, number>> = {
  happy: {
    happy: 3, glad: 2.5, cheerful: 3, joyful: 3, joy: 2, content: 2, good: 1, great: 1.5, wonderful: 2, lovely: 1.5,
    delighted: 3, pleased: 2, grateful: 2, thankful: 2, 'in a good mood': 3, 'good mood': 2.5, sunny: 1, upbeat: 2.5,
    'feeling good': 2.5, fantastic: 2, amazing: 1.5, blessed: 2, smiling: 2, positive: 1.5, 'on top of the world': 3,
    '😊': 2.5, '😀': 2.5, '🙂': 1.5, '😄': 2.5, '☺️': 2,
  },
  sad: {
    sad: 3, unhappy: 3, down: 1, low: 1.5, blue: 1.5, miserable: 3, gloomy: 2.5, heartbroken: 3, 'broken heart': 3,
    upset: 2, crying: 3, cried: 2.5, tearful: 3, depressed: 3, grief: 3, grieving: 3, 'feeling down': 3, 'down in the dumps': 3,
    disappointed: 2, hopeless: 3, 'bad day': 2, 'rough day': 2, 'break up': 2.5, breakup: 2.5, 'broke up': 2.5, dumped: 2.5,
    gutted: 2.5, '😢': 3, '😭': 3, '☹️': 2.5, '🙁': 2, '😞': 2.5, '💔': 3,
  },
  stressed: {
    stressed: 3, stress: 2.5, stressful: 2.5, overwhelmed: 3, 'under pressure': 3, pressure: 1.5, swamped: 2.5, frazzled: 3,
    deadline: 2, deadlines: 2, hectic: 2.5, 'too much to do': 3, overworked: 3, 'burnt out': 3, 'burned out': 3, burnout: 3,
    busy: 1.5, rushed: 2, frantic: 2.5, tense: 2, 'at the end of my rope': 3, 'stretched thin': 3, '😫': 2.5, '😩': 2,
  },
  excited: {
    excited: 3, exciting: 2, thrilled: 3, 'pumped': 2.5, energetic: 2.5, energized: 2.5, energised: 2.5, buzzing: 2.5,
    'can’t wait': 2.5, "can't wait": 2.5, 'cannot wait': 2.5, eager: 2, adventurous: 2.5, hyped: 2.5, stoked: 2.5, psyched: 2.5,
    'full of energy': 3, inspired: 2, '🤩': 3, '🎉': 1.5, '🔥': 1,
  },
  calm: {
    calm: 3, relaxed: 3, peaceful: 3, chill: 2, chilled: 2, serene: 3, mellow: 2.5, 'at peace': 3, rested: 2, easygoing: 2,
    unhurried: 2.5, 'slow morning': 2, 'lazy sunday': 2, 'quiet evening': 2, quiet: 1, tranquil: 3, zen: 2, cosy: 1, cozy: 1, '😌': 3,
  },
  tired: {
    tired: 3, exhausted: 3, drained: 3, sleepy: 2.5, fatigued: 3, worn: 2, 'worn out': 3, knackered: 3, shattered: 2.5,
    'wiped out': 3, weary: 3, 'no energy': 3, 'long day': 2, 'long week': 2, 'long shift': 2, 'night shift': 1.5,
    'after work': 1, 'barely awake': 3, 'dead on my feet': 3, beat: 1, spent: 1.5, '😴': 3, '🥱': 3,
  },
  anxious: {
    anxious: 3, anxiety: 3, nervous: 3, worried: 3, worry: 2, worrying: 2.5, uneasy: 2.5, panicky: 3, panicking: 3, panic: 2.5,
    jittery: 2.5, restless: 2, 'on edge': 3, scared: 2.5, afraid: 2.5, fearful: 2.5, dread: 2.5, dreading: 2.5,
    'butterflies': 2, 'exam': 1, 'interview': 1, '😰': 3, '😟': 2.5,
  },
  nostalgic: {
    nostalgic: 3, nostalgia: 3, 'miss home': 3, homesick: 3, 'miss my mom': 3, "miss my mum": 3, "grandmother's": 2,
    grandma: 2, "grandma's": 2.5, granny: 2, nani: 2, dadi: 2, childhood: 2.5, 'when i was a kid': 2.5, 'growing up': 2,
    'old days': 2.5, 'memories': 2, memory: 1.5, reminisce: 2.5, reminiscing: 2.5, 'miss': 1, 'missing': 1, "mom's cooking": 3, "mum's cooking": 3,
  },
  celebratory: {
    celebrate: 3, celebrating: 3, celebration: 3, party: 2, birthday: 2.5, anniversary: 2.5, promotion: 2, promoted: 2.5,
    'got the job': 3, engaged: 2, graduation: 2.5, graduated: 2.5, festival: 2, festive: 3, diwali: 2.5, christmas: 2, eid: 2.5,
    'new year': 2, holiday: 1, 'special occasion': 3, 'treat myself': 2, 'we won': 2.5, won: 1.5, '🥳': 3, '🎂': 2.5, '🥂': 2.5,
  },
  lonely: {
    lonely: 3, loneliness: 3, alone: 2, 'by myself': 1.5, 'on my own': 1.5, isolated: 3, 'left out': 2.5, 'miss my friends': 3,
    'nobody to': 2, 'no one to': 2, 'cooking for one': 1.5, 'just me': 1.5, solitary: 2, 'empty house': 2.5,
  },
  angry: {
    angry: 3, mad: 2, furious: 3, annoyed: 2.5, irritated: 2.5, frustrated: 2.5, frustrating: 2, fuming: 3, livid: 3, rage: 3,
    cross: 1, grumpy: 2, 'fed up': 2.5, pissed: 2.5, outraged: 3, resentful: 2.5, '😠': 3, '😡': 3, '🤬': 3,
  },
  bored: {
    bored: 3, boring: 2.5, 'same old': 2.5, uninspired: 3, 'in a rut': 3, rut: 2, meh: 2, blah: 2, monotonous: 2.5,
    'nothing to do': 2.5, 'something new': 2, 'something different': 2, dull: 2, restless: 0.5, '🥱': 1,
  },
  unwell: {
    sick: 3, ill: 3, unwell: 3, poorly: 2.5, 'under the weather': 3, cold: 1, flu: 3, fever: 3, feverish: 3, 'sore throat': 3,
    cough: 2.5, coughing: 2.5, nauseous: 3, nausea: 3, queasy: 3, 'upset stomach': 3, 'stomach ache': 3, headache: 2,
    congested: 2.5, 'runny nose': 2.5, recovering: 2, hungover: 2.5, hangover: 2.5, '🤒': 3, '🤢': 3, '🤧': 3,
  },
};

/** What a negated mood word points to instead ("not happy" reads as a little sad); absent means nothing. */
export const NEGATED_MOOD: Partial<Record<Mood, Mood>> = {
  happy: 'sad',
  sad: 'happy',
  calm: 'stressed',
  stressed: 'calm',
  anxious: 'calm',
  excited: 'bored',
  tired: 'excited',
  lonely: 'happy',
};
/** Share of a negated word's weight that goes to the opposite mood: negation is weaker evidence than a plain word. */
export const NEGATION_SHARE = 0.5;

/** Words that negate the feeling word that follows within NEGATION_WINDOW words. */
export const NEGATORS = ['not', 'no', 'never', 'hardly', 'barely', 'without', "isn't", "aren't", "wasn't", "don't", "doesn't", "didn't", "can't", 'cannot', "won't", 'nor', 'neither', 'nothing', "n't"];
export const NEGATION_WINDOW = 3;

/** Words that scale the next feeling word. */
export const INTENSIFIERS: Record<string, number> = {
  very: 1.5, so: 1.5, really: 1.5, extremely: 1.8, super: 1.5, incredibly: 1.8, totally: 1.5, completely: 1.6,
  absolutely: 1.6, utterly: 1.7, terribly: 1.6, awfully: 1.5, seriously: 1.4, 'so so': 1.8, truly: 1.4, deeply: 1.6, 'too': 1.3,
};
export const DIMINISHERS: Record<string, number> = {
  'a bit': 0.5, 'a little': 0.5, 'a little bit': 0.45, slightly: 0.5, somewhat: 0.6, 'kind of': 0.6, 'kinda': 0.6,
  'sort of': 0.6, 'sorta': 0.6, 'a tad': 0.5, mildly: 0.5, 'fairly': 0.8, 'rather': 0.8, 'a touch': 0.5,
};

/** What a recipe may offer the moment; read from the recipe's tags, time and meal types (mood-food.ts). */
export const QUALITIES = ['warming', 'comforting', 'light', 'quick', 'simple', 'festive', 'sharing', 'gentle', 'project', 'bold', 'traditional', 'nourishing'] as const;
export type Quality = (typeof QUALITIES)[number];

/** Situations that change what suits, whatever the mood: rain calls for something warm, a heatwave for something light. */
export const SITUATION_CUES: Record<string, { wants: Partial<Record<Quality, number>>; reads: string }> = {
  rain: { wants: { warming: 2 }, reads: 'rain' },
  raining: { wants: { warming: 2 }, reads: 'rain' },
  rainy: { wants: { warming: 2 }, reads: 'rain' },
  monsoon: { wants: { warming: 2 }, reads: 'rain' },
  pouring: { wants: { warming: 1.5 }, reads: 'rain' },
  cold: { wants: { warming: 2 }, reads: 'cold weather' },
  chilly: { wants: { warming: 2 }, reads: 'cold weather' },
  freezing: { wants: { warming: 2 }, reads: 'cold weather' },
  snow: { wants: { warming: 2 }, reads: 'cold weather' },
  snowing: { wants: { warming: 2 }, reads: 'cold weather' },
  winter: { wants: { warming: 1.5 }, reads: 'winter' },
  hot: { wants: { light: 2, warming: -1.5 }, reads: 'hot weather' },
  heatwave: { wants: { light: 2.5, warming: -2 }, reads: 'hot weather' },
  humid: { wants: { light: 1.5, warming: -1 }, reads: 'hot weather' },
  summer: { wants: { light: 1.5 }, reads: 'summer' },
  sweltering: { wants: { light: 2.5, warming: -2 }, reads: 'hot weather' },
  'no time': { wants: { quick: 2.5 }, reads: 'little time' },
  'little time': { wants: { quick: 2 }, reads: 'little time' },
  'in a hurry': { wants: { quick: 2.5 }, reads: 'little time' },
  'short on time': { wants: { quick: 2.5 }, reads: 'little time' },
  quick: { wants: { quick: 1.5 }, reads: 'something quick' },
  late: { wants: { quick: 1 }, reads: 'a late hour' },
  friends: { wants: { sharing: 1.5 }, reads: 'company' },
  guests: { wants: { sharing: 2 }, reads: 'company' },
  family: { wants: { sharing: 1 }, reads: 'company' },
  'people over': { wants: { sharing: 2 }, reads: 'company' },
  potluck: { wants: { sharing: 2 }, reads: 'company' },
  healthy: { wants: { nourishing: 1.5, light: 1 }, reads: 'wanting something healthy' },
  gentle: { wants: { gentle: 2 }, reads: 'wanting something gentle' },
  light: { wants: { light: 1.5 }, reads: 'wanting something light' },
  spicy: { wants: { bold: 2 }, reads: 'wanting spice' },
  sweet: { wants: { festive: 1 }, reads: 'wanting something sweet' },
  dessert: { wants: { festive: 1.5 }, reads: 'wanting dessert' },
};
