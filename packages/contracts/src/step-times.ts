/**
 * How a recipe's total time divides into preparing and cooking and waiting (chilling, soaking, rising,
 * marinating), read from the times its steps state: '20 minutes', '6 hours', '1–2 seconds per side',
 * 'overnight'. A recipe records only its total (decision 0024), so the split is shown only when the steps'
 * own times account for it honestly (docs/decisions/0027-recipe-page-to-cook-from.md).
 */
import { NUMBER_WORDS } from './number-words';
import { readAmount } from './quantities';

const UNIT_MINUTES: [RegExp, number][] = [
  [/^s/, 1 / 60],
  [/^m/, 1],
  [/^h/, 60],
  [/^d/, 24 * 60],
];
/** What 'overnight' plans for: a night's sleep. */
export const OVERNIGHT_MINUTES = 8 * 60;

const WORD = `\\b(?:${Object.keys(NUMBER_WORDS)
  .sort((a, b) => b.length - a.length)
  .join('|')})`;
const NUMBER = `(?:\\d+(?:[.,]\\d+)?(?:\\s+\\d+\\/\\d+)?|\\d+\\/\\d+|\\d*\\s?[½¼¾⅓⅔]|${WORD})`;
const DURATION = new RegExp(
  `(${NUMBER})(?:\\s*(?:-|–|—|to)\\s*(${NUMBER}))?[\\s-]*(seconds?|secs?|minutes?|mins?|hours?|hrs?|h|days?)\\b|\\b(half an hour)\\b|\\b(overnight)\\b`,
  'gi',
);
/** Verbs of waiting: the food sits while the cook does something else. */
const WAITING =
  /\b(?:chill(?:s|ed|ing)?|refrigerat\w*|fridge|freez\w*|soak(?:s|ed|ing)?|marinat\w*|(?<!the\s)rest(?:s|ed|ing)?|rise[sn]?|rising|prov(?:e|es|ing)|proof(?:s|ed|ing)?|ferment\w*|steep(?:s|ed|ing)?|infus\w*|stand(?:s|ing)?|sit(?:s|ting)?|cool(?:s|ed|ing)?|set aside|to set|until set|leave|left|brin(?:e|ing)|cur(?:e|ing))\b/i;
/** A time that is an alternative to one already read ('or overnight', 'or up to 8 hours') or a frequency. */
const NOT_ADDED = /\b(?:or|up to|every|within|for up to)\s*$/i;
/** A part of a step that is done only sometimes ('if using wooden skewers', 'optionally'). */
const CONDITIONAL = /^\s*(?:if|unless|optionally)\b/i;
/** A step done during another step's time ('Meanwhile, whisk the tahini...'). */
const PARALLEL = /^\s*(?:meanwhile|while|in the meantime|at the same time)\b/i;

function readNumber(text: string): number | null {
  const word = NUMBER_WORDS[text.toLowerCase()];
  return word ?? readAmount(text.replace(/(\d)\s?([½¼¾⅓⅔])/, '$1$2'))?.min ?? null;
}

export interface StepDuration {
  minutes: number;
  waiting: boolean;
}

/**
 * The times one step states, each with whether it is waiting. A range counts as its shorter end ('12–24
 * hours' is 12 hours), alternatives after 'or' are not added, and neither are the times of optional
 * parts ('if it is very firm, soak...') or of a step begun 'Meanwhile', which runs during another.
 */
export function readStepDurations(step: string): StepDuration[] {
  if (PARALLEL.test(step)) return [];
  const found: StepDuration[] = [];
  for (const sentence of step.split(/[.;!?](?=\s|$)/)) {
    // An optional part ('if it is very firm, soak the cubes for 10 minutes') runs to the end of its sentence.
    let optional = false;
    // Clauses end at commas (not decimal ones), colons and 'then'.
    for (const clause of sentence.split(/,(?!\d)|:|\bthen\b/i)) {
      optional ||= CONDITIONAL.test(clause);
      if (!optional) found.push(...clauseDurations(clause));
    }
  }
  return found;
}

/** The times stated in one clause ('cover and chill for at least 6 hours'). */
function clauseDurations(clause: string): StepDuration[] {
  const found: StepDuration[] = [];
  let from = 0;
  for (const match of clause.matchAll(DURATION)) {
    const before = clause.slice(from, match.index);
    from = match.index + match[0].length;
    if (NOT_ADDED.test(before)) continue;
    let minutes: number | null;
    if (match[4]) minutes = 30;
    else if (match[5]) minutes = OVERNIGHT_MINUTES;
    else {
      const amount = readNumber(match[1]!.trim());
      const perUnit = UNIT_MINUTES.find(([pattern]) => pattern.test(match[3]!.toLowerCase()))![1];
      minutes = amount === null ? null : amount * perUnit;
    }
    if (minutes === null || minutes <= 0) continue;
    // The words since the last time read say what this time is for ('..., then chill for 6 hours').
    found.push({ minutes, waiting: WAITING.test(before + match[0]) });
  }
  return found;
}

export interface CookingTimeSplit {
  total: number;
  prepAndCook: number;
  waiting: number;
}

/**
 * The total split into preparing and cooking and waiting, or null when the steps cannot say: no waiting
 * is stated, or the times the steps state add up to more than the total (steps that overlap, optional
 * ones), so any split would be a guess.
 */
export function splitCookingTime(totalMinutes: number | null | undefined, steps: readonly string[]): CookingTimeSplit | null {
  if (!totalMinutes || totalMinutes <= 0) return null;
  const durations = steps.flatMap(readStepDurations);
  const waiting = Math.round(durations.filter((d) => d.waiting).reduce((sum, d) => sum + d.minutes, 0));
  const active = durations.filter((d) => !d.waiting).reduce((sum, d) => sum + d.minutes, 0);
  if (waiting < 1 || waiting >= totalMinutes || waiting + active > totalMinutes) return null;
  return { total: totalMinutes, prepAndCook: totalMinutes - waiting, waiting };
}
