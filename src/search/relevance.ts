// The relevance suite's arithmetic (pure): content/search/queries.yml read and checked, and how well
// a search engine's answers score against it, by class: hit@3 (an answer among the first three pages)
// and MRR@10 (one over the rank of the first answer among the first ten).

export const QUERY_CLASSES = ['exact', 'readers', 'question', 'typo', 'unfinished', 'identifier'] as const;
export type QueryClass = (typeof QUERY_CLASSES)[number];
export type RelevanceQuery = { class: QueryClass; query: string; answers: string[] };

/** The suite from its parsed YAML; throws naming the entry on anything else. */
export function relevanceQueries(parsed: unknown): RelevanceQuery[] {
  if (!Array.isArray(parsed)) throw new Error('the relevance suite is a list of { class, query, answers }');
  return parsed.map((entry, index) => {
    const { class: kind, query, answers } = (entry ?? {}) as Record<string, unknown>;
    const valid =
      QUERY_CLASSES.includes(kind as QueryClass) &&
      typeof query === 'string' &&
      query.trim() !== '' &&
      Array.isArray(answers) &&
      answers.length > 0 &&
      answers.every((answer) => typeof answer === 'string' && answer.startsWith('/'));
    if (!valid) throw new Error(`relevance query #${index + 1} (${JSON.stringify(entry)}) needs a class, a query and answer paths`);
    return { class: kind as QueryClass, query, answers: answers as string[] };
  });
}

/** A result's page: its path without the section's anchor or a trailing slash. */
export const pageOf = (url: string) => url.replace(/#.*$/, '').replace(/(.)\/$/, '$1');

export type Score = { queries: number; hit3: number; mrr: number };
export type Scores = Record<QueryClass | 'all', Score>;
/** Where each query's first answer came (1-based), null when not in the first ten. */
export type Ranks = { query: RelevanceQuery; rank: number | null }[];

/** The rank of the first answer among `results` (page URLs, best first; a page shown twice counts once). */
export function firstAnswer(query: RelevanceQuery, results: readonly string[]): number | null {
  const pages = [...new Set(results.map(pageOf))].slice(0, 10);
  const index = pages.findIndex((page) => query.answers.includes(page));
  return index >= 0 ? index + 1 : null;
}

export function scores(ranks: Ranks): Scores {
  const empty = (): Score => ({ queries: 0, hit3: 0, mrr: 0 });
  const result = Object.fromEntries(['all', ...QUERY_CLASSES].map((kind) => [kind, empty()])) as Scores;
  for (const { query, rank } of ranks) {
    for (const score of [result.all, result[query.class]]) {
      score.queries++;
      if (rank !== null && rank <= 3) score.hit3++;
      score.mrr += rank === null ? 0 : 1 / rank;
    }
  }
  for (const score of Object.values(result)) score.mrr = score.queries > 0 ? score.mrr / score.queries : 0;
  return result;
}
