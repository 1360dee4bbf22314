// The readers' words (pure): content/search/synonyms.yml, read at build into the index's entry, so a
// query in the words developers use elsewhere ('callback URL', 'workspace', 'extension') finds the
// page written in ours ('webhook endpoint', 'team', 'plugin'). Two kinds of entry:
//   - a list of phrases that mean the same: each finds the others;
//   - `from` → `to`: typing a `from` phrase finds the `to` phrases, not the other way round.
// A phrase is one or more words; it matches the query's words in a row, by their terms (so 'callback
// URLs' matches 'callback url').
import { queryWords } from './search-words';

/** A rule as the index's entry carries it: phrases as their words' terms. */
export type SynonymRule = { from: string[][]; to: string[][] };

export class SynonymsError extends Error {
  constructor(file: string, what: string) {
    super(`${file}: ${what}`);
    this.name = 'SynonymsError';
  }
}

const MAX_PHRASE_WORDS = 4;

const termsOf = (phrase: string) => queryWords(phrase).map(({ term }) => term);

/**
 * The rules of a parsed synonyms file (`{ equivalent?: string[][], 'one-way'?: { from, to }[] }`).
 * Throws a SynonymsError naming the file and the entry on anything else.
 */
export function synonymRules(parsed: unknown, file: string): SynonymRule[] {
  if (parsed === null || parsed === undefined) return [];
  if (typeof parsed !== 'object' || Array.isArray(parsed)) throw new SynonymsError(file, 'expected `equivalent:` and `one-way:` lists');
  const { equivalent = [], 'one-way': oneWay = [], ...rest } = parsed as Record<string, unknown>;
  const unknown = Object.keys(rest);
  if (unknown.length > 0) throw new SynonymsError(file, `unknown key ${unknown.map((key) => `\`${key}\``).join(', ')}`);
  const phrases = (value: unknown, where: string): string[][] => {
    if (!Array.isArray(value) || value.length === 0) throw new SynonymsError(file, `${where}: expected a list of phrases`);
    return value.map((phrase) => {
      const terms = typeof phrase === 'string' || typeof phrase === 'number' ? termsOf(String(phrase)) : [];
      if (terms.length === 0 || terms.length > MAX_PHRASE_WORDS)
        throw new SynonymsError(file, `${where}: ${JSON.stringify(phrase)} is not a phrase of 1 to ${MAX_PHRASE_WORDS} words`);
      return terms;
    });
  };
  if (!Array.isArray(equivalent)) throw new SynonymsError(file, '`equivalent:` is not a list');
  if (!Array.isArray(oneWay)) throw new SynonymsError(file, '`one-way:` is not a list');
  const rules: SynonymRule[] = [];
  equivalent.forEach((group, index) => {
    const all = phrases(group, `equivalent #${index + 1}`);
    if (all.length < 2) throw new SynonymsError(file, `equivalent #${index + 1}: a group needs two phrases or more`);
    rules.push({ from: all, to: all });
  });
  oneWay.forEach((entry, index) => {
    const where = `one-way #${index + 1}`;
    if (typeof entry !== 'object' || entry === null) throw new SynonymsError(file, `${where}: expected \`from:\` and \`to:\``);
    const { from, to } = entry as Record<string, unknown>;
    rules.push({ from: phrases(from, `${where} from`), to: phrases(to, `${where} to`) });
  });
  return rules;
}

/** Whether the index's entry carries well-formed rules (a damaged entry's rules are ignored, not trusted). */
export function isSynonymRules(value: unknown): value is SynonymRule[] {
  const phrases = (list: unknown) =>
    Array.isArray(list) && list.every((phrase) => Array.isArray(phrase) && phrase.every((term) => typeof term === 'string'));
  return Array.isArray(value) && value.every((rule) => typeof rule === 'object' && rule !== null && phrases(rule.from) && phrases(rule.to));
}

/** A place in the query a rule's phrase covers, and the phrases that may stand in for it there. */
export type Substitution = { start: number; end: number; alternatives: string[][] };

const samePhrase = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((term, index) => term === b[index]);

/** Where `terms` (the query's words' terms, in order) hold a rule's `from` phrase, with what stands in for it. */
export function substitutions(terms: readonly string[], rules: readonly SynonymRule[]): Substitution[] {
  const found: Substitution[] = [];
  for (const rule of rules) {
    for (const phrase of rule.from) {
      for (let start = 0; start + phrase.length <= terms.length; start++) {
        if (!samePhrase(terms.slice(start, start + phrase.length), phrase)) continue;
        const alternatives = rule.to.filter((other) => !samePhrase(other, phrase));
        if (alternatives.length > 0) found.push({ start, end: start + phrase.length, alternatives });
      }
    }
  }
  return found;
}
