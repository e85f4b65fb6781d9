// Text normalisation shared by the food index and the ingredient-line parser, so that a name is
// reduced the same way when it is indexed and when it is looked up.

/**
 * Lowercase, strip Latin accents (jalapeño → jalapeno, gruyère → gruyere), drop apostrophes, turn
 * every other punctuation mark into a space and collapse spaces. Devanagari letters and vowel signs
 * are kept; only the nukta and the chandrabindu/anusvara difference are folded, because people type
 * प्याज and प्याज़, मूँग and मूंग interchangeably.
 */
export function normalizeName(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/\u093c/g, '')
    .replace(/\u0901/g, '\u0902')
    .replace(/\u200c|\u200d/g, '')
    .toLowerCase()
    .replace(/['’‘`]/g, '')
    .replace(/[^a-z0-9\p{Script=Devanagari}]+/gu, ' ')
    .trim();
}

// Latin letters only (accents allowed, so 'jalapeños' works before normalising); never Devanagari.
const LATIN_WORD = /^\p{Script=Latin}+$/u;

/**
 * Singular forms to try for an English word, most likely first; the caller keeps the first one it
 * knows. Returns [] for words that do not look plural. Several candidates are needed because the
 * rules overlap: cloves → clove (not clof), leaves → leaf, cookies → cookie, berries → berry,
 * chillies → chilli.
 */
export function singularCandidates(word: string): string[] {
  if (!LATIN_WORD.test(word) || word.length < 3) return [];
  const out: string[] = [];
  if (word.endsWith('ies') && word.length > 4) out.push(`${word.slice(0, -3)}y`, word.slice(0, -1), word.slice(0, -2));
  if (word.endsWith('ves')) out.push(word.slice(0, -1), `${word.slice(0, -3)}f`, `${word.slice(0, -3)}fe`);
  if (/(oes|ches|shes|sses|xes|zes)$/.test(word)) out.push(word.slice(0, -2));
  if (word.endsWith('s') && !/(ss|us|is)$/.test(word)) out.push(word.slice(0, -1));
  return [...new Set(out)];
}

/** Singular variants of a normalised phrase, changing only its last word (the head noun in English). */
export function singularPhrases(phrase: string): string[] {
  const cut = phrase.lastIndexOf(' ');
  const head = cut === -1 ? '' : phrase.slice(0, cut + 1);
  const last = cut === -1 ? phrase : phrase.slice(cut + 1);
  return singularCandidates(last).map((word) => head + word);
}
