// Typo tolerance for search (pure): how far apart two words are, how many typos a typed word may
// have, and the ways an index term is written: terms are stems ('verifi' for 'verify', 'valid' for
// 'validation'), so a word typed past its stem ('validat') is matched by the endings the stemmer takes off.

/**
 * The Damerau distance (optimal string alignment: an insertion, a deletion, a substitution or two
 * neighbours swapped is one edit), as Algolia counts typos. Stops early: anything past `max` is `max + 1`.
 */
export function editDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  let before: number[] = [];
  let previous = Array.from({ length: b.length + 1 }, (_, index) => index);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    let rowBest = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let value = Math.min((previous[j] ?? 0) + 1, (current[j - 1] ?? 0) + 1, (previous[j - 1] ?? 0) + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) value = Math.min(value, (before[j - 2] ?? 0) + 1);
      current.push(value);
      rowBest = Math.min(rowBest, value);
    }
    if (rowBest > max) return max + 1;
    before = previous;
    previous = current;
  }
  return Math.min(previous[b.length] ?? max + 1, max + 1);
}

/** How many typos a typed word may have: none under 4 letters, one from 4, two from 8; none for a word with digits or joiners. */
export function typoBudget(typed: string): number {
  if (!/^\p{L}+$/u.test(typed)) return 0;
  const letters = [...typed].length;
  return letters >= 8 ? 2 : letters >= 4 ? 1 : 0;
}

/** What English's stemmer (Porter) takes off a word, so that a term with one of these is a way it is written. */
const ENDINGS = [
  ...['s', 'es', 'e', 'ed', 'ing', 'er', 'ers', 'y', 'ies', 'ied', 'ly', 'al', 'ally', 'ic', 'ical'],
  ...['ion', 'ions', 'ation', 'ations', 'ate', 'ated', 'ates', 'ating', 'ment', 'ments', 'ness', 'ity', 'ive'],
  ...['ize', 'ized', 'izes', 'izing', 'ization', 'able', 'ible', 'ful', 'ence', 'ance', 'ent', 'ant', 'ism', 'ous'],
];

/** The term, and the term with each ending ('verifi' → 'verifies', 'verify', 'verifying'…). */
export function writtenForms(term: string): string[] {
  // The stemmer writes a final 'y' as 'i': 'verify' is indexed as 'verifi'.
  const bases = term.endsWith('i') ? [term, `${term.slice(0, -1)}y`] : [term];
  return [term, ...bases.flatMap((base) => ENDINGS.map((ending) => base + ending))];
}
